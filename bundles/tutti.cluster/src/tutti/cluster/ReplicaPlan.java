package tutti.cluster;

import java.util.ArrayList;
import java.util.List;

import tutti.overseer.IndexSet;

/**
 * One replica of a plan.
 *
 * @param share   what the replica stands for, e.g. {@code NUMA node 1} or {@code L3 cache 0}
 * @param cpus    the CPUs (PU OS indexes) it is bound to; empty when not bound
 * @param nodes   the NUMA nodes its memory is bound to; empty when not bound
 * @param port    its own loopback port; 0 to take any free one at start
 */
public record ReplicaPlan(int index, String share, IndexSet cpus, IndexSet nodes, int kernelThreads, int invokerThreads,
        long heapBytes, int port, List<String> threadRules) {

    public ReplicaPlan {
        threadRules = List.copyOf(threadRules);
    }

    /** The same replica under another number (a front numbers every replica it ever starts apart). */
    ReplicaPlan numbered(int slot) {
        return new ReplicaPlan(slot, share, cpus, nodes, kernelThreads, invokerThreads, heapBytes, port, threadRules);
    }

    /** The option string of the overseer agent that binds this replica from the JVM's first instruction; empty when nothing is bound. */
    public String agentOptions() {
        List<String> options = new ArrayList<>();
        if (!cpus.isEmpty()) {
            options.add("cpus=" + cpus);
        }
        if (!nodes.isEmpty()) {
            options.add("mems=" + nodes);
        }
        options.addAll(threadRules);
        return String.join(",", options);
    }

    /** The JVM's heap option, e.g. {@code -Xmx2g}. */
    public String heapOption() {
        return "-Xmx" + Resources.formatSize(heapBytes);
    }
}
