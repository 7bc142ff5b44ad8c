package tutti.overseer;

/**
 * Object counts of a machine. A machine without NUMA hardware still has one node: hwloc reports
 * the whole memory as one node, and so do we.
 *
 * @param thisSystem false for synthetic and XML topologies, on which binding is refused
 */
public record TopologySummary(int packages, int numaNodes, int l3Caches, int l2Caches, int cores, int pus,
        boolean thisSystem) {

    /** One line in the style of {@code lstopo --only}: what a user checks first. */
    public String describe() {
        return String.format("%d package%s, %d NUMA node%s, %d L3, %d L2, %d core%s, %d PU%s%s",
                packages, plural(packages), numaNodes, plural(numaNodes), l3Caches, l2Caches,
                cores, plural(cores), pus, plural(pus), thisSystem ? "" : " (described, not this system)");
    }

    private static String plural(int n) {
        return n == 1 ? "" : "s";
    }
}
