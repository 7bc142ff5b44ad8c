package tutti.cluster.adaptive;

/** Where a replica's threads and memory are: on one NUMA node, or over all the nodes the plan gives it. */
public enum Placement {
    /** The CPUs and memory of one node. */
    ONE_NODE,
    /** The CPUs of every node, memory interleaved over them. */
    ALL_NODES;

    public String words() {
        return this == ONE_NODE ? "one node" : "all nodes";
    }
}
