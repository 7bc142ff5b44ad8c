package tutti.engine;

import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * What a lone engine does with {@code PUT /plan}: the cluster bundle, which can start replicas,
 * turns the engine into a front of them. The engine bundle knows nothing of replicas, so whoever
 * starts the engine with that power hands it over ({@link EngineServer#allowPlanChanges}).
 */
public interface PlanChange {

    /** Answers the request (not on the caller's thread when it waits for replicas to start). */
    void apply(byte[] body, EngineServer engine, Response response, Callback callback);
}
