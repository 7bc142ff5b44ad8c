package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import tutti.ui.engines.EngineJobs;
import tutti.ui.engines.EngineState;
import tutti.ui.engines.LocalEngine;

/** The Studio's local engine in a test: up for it, and left as the test found it (up or stopped). */
final class LocalEngines {

    private LocalEngines() {
    }

    /** Starts the local engine unless it runs, and waits until it is up; whether it was up already. */
    static boolean up(LocalEngine local) {
        boolean wasUp = local.status().state() == EngineState.UP;
        if (!wasUp) {
            EngineJobs.start(local);
        }
        assertTrue(UiWait.until(() -> local.status().state() == EngineState.UP, 60_000), local.status().toString());
        return wasUp;
    }

    /** Stops the local engine again when the test started it. */
    static void leave(LocalEngine local, boolean wasUp) {
        if (!wasUp) {
            EngineJobs.stop(local);
            UiWait.until(() -> local.status().state() == EngineState.STOPPED, 30_000);
        }
    }
}
