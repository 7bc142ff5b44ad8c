package tutti.cluster;

import static tutti.engine.HttpReplies.error;
import static tutti.engine.HttpReplies.json;
import static tutti.engine.HttpReplies.withBody;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * A front's plan: what {@code GET /plan} says, {@code PUT /plan} (new replicas, started on a
 * thread of their own while the old ones drain), and the adaptive loop that moves, adds and
 * resizes replicas as they measure.
 */
final class FrontPlans {

    private final Supervisor supervisor;
    private final FrontViews views;
    private final String token;
    /** The lone engine this front took over, which still answers for the instances it held; null otherwise. */
    private final LoneEngine lone;
    /** The options the running plan was asked with, as {@code tutti plan} names them. */
    private volatile Map<String, Object> options;
    /** The adaptive placement loop, while it runs. */
    private volatile AdaptivePlacement adaptive;
    /** The decisions of the loop that ran last, kept once it stops. */
    private volatile List<Object> lastDecisions = List.of();

    FrontPlans(Map<String, Object> options, Supervisor supervisor, FrontViews views, String token, LoneEngine lone) {
        this.options = options;
        this.supervisor = supervisor;
        this.views = views;
        this.token = token;
        this.lone = lone;
    }

    boolean plan(Response response, Callback callback) {
        return json(response, callback, HttpStatus.OK_200, planBody());
    }

    /** Starts the adaptive loop over these domains (stopping one that runs), or stops it where nothing is adapted. */
    void adapt(Adaptation what, AdaptivePlacement.Domains domains) {
        adapt(what, domains, AdaptiveReplicas.Timing.DEFAULT);
    }

    @SuppressWarnings("unchecked")
    synchronized void adapt(Adaptation what, AdaptivePlacement.Domains domains, AdaptiveReplicas.Timing timing) {
        if (adaptive != null) {
            adaptive.close();
            lastDecisions = (List<Object>) adaptive.describe().get("decisions");
            adaptive = null;
        }
        if (what.any()) {
            AdaptiveReplicas counting = null;
            if (what.replicas()) {
                tutti.overseer.Topology t = tutti.overseer.Overseer.topology();
                // Never below one per NUMA node where the plan follows them; never more than one per CPU.
                int smallest = supervisor.plan().chosen().kind() == Strategy.Kind.NUMA ? t.numaNodes().size() : 1;
                counting = new AdaptiveReplicas(supervisor, this::toCount, timing, smallest, t.pus().size());
            }
            adaptive = new AdaptivePlacement(supervisor, what, token, domains, counting);
        }
    }

    /** The running plan's options with {@code count:N} replicas, planned and taken as {@code PUT /plan} takes them; null when done, else why not. */
    private String toCount(int count) {
        Map<String, Object> asked = new LinkedHashMap<>(options);
        asked.put("replicas", "count:" + count);
        try {
            Planner.Request request = PlanOptions.request(asked, 0);
            supervisor.replace(Planner.plan(tutti.overseer.Overseer.topology(), request));
            options = PlanOptions.of(request);
            return null;
        } catch (PlanException | ReplicaStartException | IllegalStateException | IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** What {@code GET /plan} says of adaptation. */
    Map<String, Object> adaptation() {
        AdaptivePlacement a = adaptive;
        if (a != null) {
            return a.describe();
        }
        Map<String, Object> m = new LinkedHashMap<>(Adaptation.OFF.describe());
        if (!lastDecisions.isEmpty()) {
            m.put("decisions", lastDecisions);
        }
        return m;
    }

    /** What {@code GET /plan} says: the options, what they came to, the replicas, and those draining. */
    Map<String, Object> planBody() {
        Plan plan = supervisor.plan();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("mode", "replicated");
        m.put("canChange", true);
        m.put("options", options);
        m.put("machine", plan.machine());
        m.put("strategy", plan.chosen().toString());
        m.put("reason", plan.reason());
        m.putAll(views.settings());
        m.put("replicas", supervisor.current().stream().map(FrontViews::brief).toList());
        List<Map<String, Object>> draining = new ArrayList<>(supervisor.draining().stream().map(FrontViews::brief).toList());
        if (lone != null && !lone.drained()) {
            Map<String, Object> engine = new LinkedHashMap<>();
            engine.put("replica", "engine");
            engine.put("state", "draining");
            engine.put("instancesInFlight", lone.core().inFlight());
            draining.add(engine);
        }
        m.put("draining", draining);
        m.put("adaptive", adaptation());
        return m;
    }

    boolean replan(Request request, Response response, Callback callback) {
        withBody(request, FrontHandler.MAX_JSON_BYTES, failure -> "a plan is at most 1 MB of JSON", response, callback, bytes -> {
            PlanRequest asked = PlanRequest.readOrRefuse(bytes, response, callback);
            if (asked == null) {
                return;
            }
            Thread change = new Thread(() -> change(asked, response, callback), "plan-change");
            change.setDaemon(true);
            change.start();
        });
        return true;
    }

    /** Waits for the new replicas (seconds), so it runs on a thread of its own. */
    private void change(PlanRequest asked, Response response, Callback callback) {
        try {
            long nanos = 0;
            if (asked.plan() != null) {
                Supervisor.Change c = supervisor.replace(asked.plan());
                options = asked.options();
                nanos = c.nanos();
            }
            AdaptivePlacement running = adaptive;
            Adaptation what = asked.adaptive() != null ? asked.adaptive() : running != null ? running.what() : null;
            if (what != null) {
                // The loop starts anew: its replicas may be new, and its rules (the count's climb among them) start
                // from the first interval, at the plan as now asked.
                adapt(what, AdaptivePlacement.of(tutti.overseer.Overseer.topology()));
            }
            Map<String, Object> body = planBody();
            body.put("seconds", nanos / 1e9);
            json(response, callback, HttpStatus.OK_200, body);
        } catch (IllegalStateException e) {
            error(response, callback, HttpStatus.CONFLICT_409, e.getMessage());
        } catch (ReplicaStartException e) {
            error(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500, "the new replicas did not start, so the engine "
                    + "goes on with its replicas as they were: " + e.getMessage());
        }
    }
}
