package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tutti.cluster.Plan;
import tutti.cluster.PlanException;
import tutti.cluster.PlanExport;
import tutti.cluster.PlanOptions;
import tutti.cluster.Planner;
import tutti.engine.EngineOptions;
import tutti.overseer.Overseer;
import tutti.overseer.Topology;
import tutti.overseer.TopologySource;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;
import tutti.cluster.launch.EngineArguments;

/** {@code tutti plan}: the replicas the engine would start, on this machine or a described one; starts nothing. */
final class PlanCommand implements Command {

    /** The options that shape a plan, shared with {@code tutti engine --replicas}. */

    /** The tag the Kubernetes export names unless --image says otherwise. */
    private static final String IMAGE_VERSION = tutti.runtime.Version.NUMBER;

    @Override
    public String name() {
        return "plan";
    }

    @Override
    public String summary() {
        return "show the replicas (CPUs, memory nodes, pools, heap, port) the engine would start; starts nothing";
    }

    @Override
    public String synopsis() {
        return "[--topology FILE.xml | --synthetic DESCRIPTION] [--replicas auto|numa|cache:L3|cache:L2|count:N|single]"
                + " [--binding none|local|shared|non-shared] [--threads default|per-cpu|per-core|interleaved]"
                + " [--total-threads N --total-heap SIZE | --replica-threads N --replica-heap SIZE] [--port N] [--json]"
                + " [--export haproxy|kubernetes|shell [--image NAME]]"
                + " | --apply --engine URL [--token SECRET (or TUTTI_TOKEN)] [--trust SHA256-FINGERPRINT]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Set<String> valued = new java.util.HashSet<>(PlanOptions.NAMES);
        valued.addAll(Set.of("topology", "synthetic", "port", "export", "image", "engine", "token", "trust"));
        Options o = Options.parse(name(), args, valued, Set.of("json", "apply"));
        if (o.flag("apply")) {
            return apply(o, out, err);
        }
        if (o.get("engine") != null) {
            throw new UsageException("--engine goes with --apply (put the plan on that engine)");
        }
        if (o.get("topology") != null && o.get("synthetic") != null) {
            throw new UsageException("give --topology or --synthetic, not both");
        }
        TopologySource source = o.get("synthetic") != null ? TopologySource.synthetic(o.get("synthetic"))
                : o.get("topology") != null ? TopologySource.xml(Path.of(o.get("topology"))) : TopologySource.thisSystem();
        Topology topology = Overseer.topology(source);
        Plan plan;
        Planner.Request request;
        try {
            request = EngineArguments.request(o, o.integer("port", 0));
            plan = Planner.plan(topology, request);
        } catch (PlanException e) {
            err.println("tutti plan: " + e.getMessage());
            return 1;
        }
        String export = o.get("export");
        if (export == null) {
            out.print(o.flag("json") ? plan.toJson() + "\n" : plan.toText());
        } else if (export.equals("haproxy")) {
            int port = o.integer("port", EngineOptions.DEFAULT_PORT);
            out.print(PlanExport.haproxy(plan, port, port + 1));
        } else if (export.equals("shell")) {
            out.print(PlanExport.shell(plan, request, o.integer("port", EngineOptions.DEFAULT_PORT)));
        } else if (export.equals("kubernetes")) {
            out.print(PlanExport.kubernetes(plan, o.get("image") != null ? o.get("image") : "tutti-engine:" + IMAGE_VERSION));
        } else {
            throw new UsageException("--export takes haproxy, kubernetes or shell, not '" + export + "'");
        }
        return 0;
    }

    /**
     * {@code --apply --engine URL}: the engine plans for its own machine and starts the replicas; a
     * lone engine becomes a front of them. Prints where they run and what drains.
     */
    private static int apply(Options o, PrintStream out, PrintStream err) throws Exception {
        if (o.get("engine") == null) {
            throw new UsageException("--apply needs --engine URL, e.g. --engine http://127.0.0.1:8686");
        }
        if (o.get("topology") != null || o.get("synthetic") != null || o.get("export") != null) {
            throw new UsageException("--apply plans on the engine's own machine: leave out --topology, --synthetic and --export");
        }
        String token = o.token();
        if (token == null) {
            throw new UsageException("changing an engine's plan needs its token: give it with --token or TUTTI_TOKEN");
        }
        EngineArguments.request(o, 0);
        Map<String, Object> options = new LinkedHashMap<>();
        for (String name : PlanOptions.NAMES) {
            if (o.get(name) != null) {
                options.put(name, o.get(name));
            }
        }
        tutti.client.EngineClient engine;
        try {
            engine = tutti.client.EngineClient.to(tutti.client.EngineClient.address(o.get("engine"))).token(token)
                    .trust(o.get("trust")).build();
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        Map<String, Object> answer;
        try {
            answer = engine.applyPlan(options);
        } catch (tutti.client.EngineException e) {
            err.println("tutti plan: " + e.getMessage());
            return 1;
        }
        if (o.flag("json")) {
            out.println(tutti.runtime.Json.object(answer));
            return 0;
        }
        out.printf("applied to %s in %.2f s: %s (%s)%n", engine.url(), ((Number) answer.get("seconds")).doubleValue(),
                answer.get("strategy"), answer.get("reason"));
        for (Object r : (List<?>) answer.get("replicas")) {
            Map<?, ?> m = (Map<?, ?>) r;
            out.println("  replica " + m.get("replica") + ": " + m.get("state") + ", pid " + m.get("pid") + ", " + m.get("url"));
        }
        for (Object r : (List<?>) answer.get("draining")) {
            Map<?, ?> m = (Map<?, ?>) r;
            out.println("  draining " + ("engine".equals(m.get("replica")) ? "the engine itself" : "replica " + m.get("replica"))
                    + ": " + m.get("instancesInFlight") + " instance(s) to finish");
        }
        return 0;
    }
}
