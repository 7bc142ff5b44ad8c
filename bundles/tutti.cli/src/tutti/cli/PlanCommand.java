package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import tutti.cluster.Binding;
import tutti.cluster.Plan;
import tutti.cluster.PlanException;
import tutti.cluster.Planner;
import tutti.cluster.Resources;
import tutti.cluster.Strategy;
import tutti.cluster.ThreadPolicy;
import tutti.overseer.Overseer;
import tutti.overseer.Topology;
import tutti.overseer.TopologySource;

/** {@code tutti plan}: the replicas the engine would start, on this machine or a described one; starts nothing. */
final class PlanCommand implements Command {

    /** The options that shape a plan, shared with {@code tutti engine --replicas}. */
    static final Set<String> PLAN_OPTIONS = Set.of("replicas", "binding", "threads", "total-threads", "total-heap",
            "replica-threads", "replica-heap");

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
                + " [--total-threads N --total-heap SIZE | --replica-threads N --replica-heap SIZE] [--port N] [--json]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Set<String> valued = new java.util.HashSet<>(PLAN_OPTIONS);
        valued.addAll(Set.of("topology", "synthetic", "port"));
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
        out.print(o.flag("json") ? plan.toJson() + "\n" : plan.toText());
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
