package tutti.cluster;

import static tutti.engine.HttpReplies.error;
import static tutti.engine.HttpReplies.json;

import java.io.PrintStream;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import tutti.engine.EngineServer;
import tutti.engine.PlanChange;

/**
 * {@code PUT /plan} on a lone engine: it becomes a front of the plan's replicas (see
 * {@link ReplicatedEngine#takeOver}). Later plan changes go to that front.
 */
public final class LoneEnginePlans implements PlanChange {

    private final PrintStream log;
    private final AtomicBoolean changing = new AtomicBoolean();

    /** @param log where the replicas' output and the front's news go (the engine's console) */
    public LoneEnginePlans(PrintStream log) {
        this.log = log;
    }

    @Override
    public void apply(byte[] body, EngineServer engine, Response response, Callback callback) {
        PlanRequest asked = PlanRequest.readOrRefuse(body, response, callback);
        if (asked == null) {
            return;
        }
        if (asked.plan() == null) {
            error(response, callback, HttpStatus.CONFLICT_409, "adaptation moves and resizes replicas, and this engine runs alone: "
                    + "give it replicas with the same request, e.g. {\"replicas\": \"auto\", \"adaptive\": \"placement\"}");
            return;
        }
        if (!engine.lone()) {
            // A request that reached the engine's own API just before it became a front.
            error(response, callback, HttpStatus.CONFLICT_409, "the engine has just become a front of replicas: put the plan again");
            return;
        }
        if (!changing.compareAndSet(false, true)) {
            error(response, callback, HttpStatus.CONFLICT_409, "another plan change is in progress: wait for it to finish");
            return;
        }
        Thread change = new Thread(() -> {
            long start = System.nanoTime();
            try {
                FrontHandler front = ReplicatedEngine.takeOver(engine, asked, ReplicaLauncher.fromThisJvm(), log);
                if (asked.adaptive() != null && asked.adaptive().any()) {
                    front.adapt(asked.adaptive(), AdaptivePlacement.of(tutti.overseer.Overseer.topology()));
                }
                Map<String, Object> answer = front.planBody();
                answer.put("seconds", (System.nanoTime() - start) / 1e9);
                json(response, callback, HttpStatus.OK_200, answer);
            } catch (ReplicaStartException e) {
                changing.set(false);
                error(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500, "the replicas did not start, so the engine "
                        + "goes on alone as it was: " + e.getMessage());
            } catch (Exception e) {
                changing.set(false);
                error(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500, "the engine could not become a front of "
                        + "replicas, and goes on alone as it was: " + e.getMessage());
            }
        }, "plan-change");
        change.setDaemon(true);
        change.start();
    }
}
