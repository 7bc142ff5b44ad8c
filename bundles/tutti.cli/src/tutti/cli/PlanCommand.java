package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import tutti.cluster.Binding;
import tutti.cluster.Plan;
import tutti.cluster.PlanException;
import tutti.cluster.PlanExport;
import tutti.cluster.Planner;
import tutti.cluster.Resources;
import tutti.cluster.Strategy;
import tutti.cluster.ThreadPolicy;
import tutti.engine.EngineOptions;
import tutti.overseer.Overseer;
import tutti.overseer.Topology;
import tutti.overseer.TopologySource;

/** {@code tutti plan}: the replicas the engine would start, on this machine or a described one; starts nothing. */
final class PlanCommand implements Command {

    /** The options that shape a plan, shared with {@code tutti engine --replicas}. */
    static final Set<String> PLAN_OPTIONS = Set.of("replicas", "binding", "threads", "total-threads", "total-heap",
            "replica-threads", "replica-heap");

    /** The tag the Kubernetes export names unless --image says otherwise. */
    private static final String IMAGE_VERSION = "0.1.0";

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
                + " [--export haproxy|kubernetes [--image NAME]]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Set<String> valued = new java.util.HashSet<>(PLAN_OPTIONS);
        valued.addAll(Set.of("topology", "synthetic", "port", "export", "image"));
        Options o = Options.parse(name(), args, valued, Set.of("json"));
        if (o.get("topology") != null && o.get("synthetic") != null) {
            throw new UsageException("give --topology or --synthetic, not both");
        }
        TopologySource source = o.get("synthetic") != null ? TopologySource.synthetic(o.get("synthetic"))
                : o.get("topology") != null ? TopologySource.xml(Path.of(o.get("topology"))) : TopologySource.thisSystem();
        Topology topology = Overseer.topology(source);
        Plan plan;
        try {
            plan = Planner.plan(topology, request(o, o.integer("port", 0)));
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
        } else if (export.equals("kubernetes")) {
            out.print(PlanExport.kubernetes(plan, o.get("image") != null ? o.get("image") : "tutti-engine:" + IMAGE_VERSION));
        } else {
            throw new UsageException("--export takes haproxy or kubernetes, not '" + export + "'");
        }
        return 0;
    }

    /** The planner request the options describe; defaults: auto, shared, default threads, fixed totals. */
    static Planner.Request request(Options o, int firstPort) throws UsageException, PlanException {
        boolean totals = o.get("total-threads") != null || o.get("total-heap") != null;
        boolean each = o.get("replica-threads") != null || o.get("replica-heap") != null;
        if (totals && each) {
            throw new UsageException("give totals (--total-threads, --total-heap) or per-replica amounts "
                    + "(--replica-threads, --replica-heap), not both");
        }
        Resources resources = each
                ? new Resources(Resources.Mode.PER_REPLICA, o.integer("replica-threads", 0),
                        o.get("replica-heap") == null ? 0 : Resources.parseSize(o.get("replica-heap")))
                : new Resources(Resources.Mode.FIXED_TOTAL, o.integer("total-threads", 0),
                        o.get("total-heap") == null ? 0 : Resources.parseSize(o.get("total-heap")));
        return new Planner.Request(
                o.get("replicas") == null ? Strategy.auto() : Strategy.parse(o.get("replicas")),
                o.get("binding") == null ? Binding.SHARED : Binding.parse(o.get("binding")),
                o.get("threads") == null ? ThreadPolicy.DEFAULT : ThreadPolicy.parse(o.get("threads")),
                resources, firstPort);
    }
}
