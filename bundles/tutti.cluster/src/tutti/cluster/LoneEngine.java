package tutti.cluster;

import java.time.Duration;
import java.time.Instant;

import org.eclipse.jetty.server.Handler;

import tutti.engine.EngineServer;
import tutti.engine.core.EngineCore;

/**
 * A lone engine that became a front of replicas: its own core keeps the instances it held (a
 * waiting Receive included) and answers for them, through its own API, until they have ended;
 * then its pools shrink to one thread each, and its results stay readable.
 */
final class LoneEngine {

    private final EngineServer engine;
    private volatile Instant emptySince;
    private volatile boolean drained;

    LoneEngine(EngineServer engine) {
        this.engine = engine;
    }

    Handler api() {
        return engine.api();
    }

    EngineCore core() {
        return engine.core();
    }

    boolean drained() {
        return drained;
    }

    /** Called periodically: once empty for a while, its threads are let go. */
    void check() {
        if (drained) {
            return;
        }
        if (engine.core().inFlight() > 0) {
            emptySince = null;
            return;
        }
        if (emptySince == null) {
            emptySince = Instant.now();
        } else if (Duration.between(emptySince, Instant.now()).toMillis() >= Supervisor.RESULTS_KEPT_MILLIS) {
            engine.core().resize(1, 1);
            drained = true;
        }
    }
}
