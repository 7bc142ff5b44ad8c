package tutti.cluster;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.runtime.Json;

/**
 * What the planner decided for a machine.
 *
 * @param machine   the machine in words, e.g. {@code 2 packages, 2 NUMA nodes, 12 cores, 12 PUs}
 * @param requested the strategy asked for
 * @param chosen    what it came to, e.g. {@code numa} for {@code auto} on a NUMA machine
 * @param reason    why, in a sentence
 */
public record Plan(String machine, Strategy requested, Strategy chosen, String reason, Binding binding, ThreadPolicy threads,
        Resources.Mode mode, List<ReplicaPlan> replicas) {

    public Plan {
        replicas = List.copyOf(replicas);
    }

    /** A table for people. */
    public String toText() {
        StringBuilder b = new StringBuilder();
        b.append("machine:   ").append(machine).append('\n');
        b.append("strategy:  ").append(requested).append(requested.equals(chosen) ? "" : " -> " + chosen).append(" (")
                .append(reason).append(")\n");
        b.append("binding:   ").append(binding.option()).append(", threads ").append(threads.option()).append(", resources ")
                .append(mode == Resources.Mode.FIXED_TOTAL ? "fixed-total" : "per-replica").append('\n');
        b.append(String.format("%-8s %-16s %-14s %-8s %7s %8s %6s %6s%n", "replica", "share", "cpus", "nodes", "kernel",
                "invoker", "heap", "port"));
        for (ReplicaPlan r : replicas) {
            b.append(String.format("%-8d %-16s %-14s %-8s %7d %8d %6s %6s%n", r.index(), r.share(),
                    r.cpus().isEmpty() ? "(unbound)" : r.cpus().toString(), r.nodes().isEmpty() ? "-" : r.nodes().toString(),
                    r.kernelThreads(), r.invokerThreads(), Resources.formatSize(r.heapBytes()),
                    r.port() == 0 ? "any" : String.valueOf(r.port())));
        }
        return b.toString();
    }

    public String toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("machine", machine);
        m.put("requested", requested.toString());
        m.put("strategy", chosen.toString());
        m.put("reason", reason);
        m.put("binding", binding.option());
        m.put("threads", threads.option());
        m.put("resources", mode == Resources.Mode.FIXED_TOTAL ? "fixed-total" : "per-replica");
        List<Map<String, Object>> list = new ArrayList<>();
        for (ReplicaPlan r : replicas) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("index", r.index());
            e.put("share", r.share());
            e.put("cpus", r.cpus().toString());
            e.put("nodes", r.nodes().toString());
            e.put("kernelThreads", r.kernelThreads());
            e.put("invokerThreads", r.invokerThreads());
            e.put("heapBytes", r.heapBytes());
            e.put("port", r.port());
            e.put("agent", r.agentOptions());
            list.add(e);
        }
        m.put("replicas", list);
        return Json.object(m);
    }
}
