package tutti.ui.tests;

import java.util.Map;

import tutti.ui.engines.EngineJobs;
import tutti.ui.engines.EngineState;
import tutti.ui.engines.LocalEngine;
import tutti.ui.engines.LocalEngineSettings;

/** Puts the local engine back as a test found it after applying a plan: a lone engine, up or stopped. */
final class LoneEngine {

    private LoneEngine() {
    }

    static void restore(LocalEngine local, boolean wasUp) {
        LocalEngineSettings.rememberPlan(Map.of("replicas", "", "binding", "shared", "threads", "default"));
        if (wasUp) {
            EngineJobs.restart(local);
            UiWait.until(() -> local.status().state() == EngineState.UP && local.status().health() != null
                    && "single".equals(local.status().health().mode()), 60_000);
        } else {
            EngineJobs.stop(local);
            UiWait.until(() -> local.status().state() == EngineState.STOPPED, 30_000);
        }
    }
}
