package tutti.engine;

import java.util.LinkedHashMap;
import java.util.Map;

import tutti.overseer.Affinity;
import tutti.overseer.IndexSet;
import tutti.overseer.OverseerException;
import tutti.overseer.ThreadBindings;

/**
 * Where this engine's JVM runs, and moving it while it runs: every thread's CPUs (GC and JIT
 * threads too) and its memory's NUMA nodes, through the overseer. What an adaptive front asks a
 * replica for with {@code PUT /config {"cpus": "0-3", "nodes": "0"}}.
 */
final class ProcessPlacement {

    private ProcessPlacement() {
    }

    /** The CPUs any thread of this JVM may run on, as the kernel says; "" where the kernel cannot be asked. */
    static String cpus() {
        try {
            IndexSet all = IndexSet.parse("");
            for (IndexSet s : ThreadBindings.of(ProcessHandle.current().pid()).values()) {
                all = all.union(s);
            }
            return all.toString();
        } catch (RuntimeException e) {
            return "";
        }
    }

    /**
     * Re-binds this JVM; either list may be null (not moved). Refuses a list that is no list, a CPU
     * or node the machine lacks, or a machine without the overseer, with the reason.
     */
    static Map<String, Object> rebind(String cpus, String nodes) {
        IndexSet cpuSet = cpus == null ? null : parse("cpus", cpus);
        IndexSet nodeSet = nodes == null ? null : parse("nodes", nodes);
        Affinity.Rebound r;
        try {
            r = Affinity.thisMachine().rebindProcess(cpuSet, nodeSet);
        } catch (OverseerException e) {
            throw new IllegalArgumentException("cannot re-bind this engine: " + e.getMessage());
        }
        Map<String, Object> done = new LinkedHashMap<>();
        done.put("cpus", cpus());
        if (nodes != null) {
            done.put("nodes", nodeSet.toString());
            done.put("mappingsMoved", r.regions());
            done.put("mappingsRefused", r.regionsRefused());
        }
        return done;
    }

    private static IndexSet parse(String key, String list) {
        IndexSet s = IndexSet.parse(list);
        if (s.isEmpty()) {
            throw new IllegalArgumentException(key + " names no " + (key.equals("cpus") ? "CPU" : "NUMA node")
                    + ": give a list like 0-3,8");
        }
        return s;
    }
}
