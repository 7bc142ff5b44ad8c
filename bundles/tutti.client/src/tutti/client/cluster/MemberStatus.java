package tutti.client.cluster;

import java.util.List;
import java.util.Map;

import tutti.client.Deployment;
import tutti.client.Health;

/**
 * What one member of a cluster said when asked, or why it said nothing.
 *
 * @param ordinal     its place in the cluster file, which fixes its instance ids
 * @param health      null when it did not answer
 * @param problem     why it did not answer (down, token refused, ...), or what is wrong with what it said; null when all is well
 * @param deployments what it holds (empty when it did not answer)
 * @param machine     its machine, null when it cannot say (no overseer) or did not answer
 */
public record MemberStatus(ClusterFile.Member member, int ordinal, Health health, String problem, List<Deployment> deployments,
        Machine machine) {

    /** A member's machine, as its {@code GET /topology} describes it. */
    public record Machine(int packages, int numaNodes, int cores, int pus) {

        @SuppressWarnings("unchecked")
        static Machine of(Map<String, Object> topology) {
            Object summary = topology.get("summary");
            Map<String, Object> s = summary instanceof Map<?, ?> m ? (Map<String, Object>) m : topology;
            return new Machine(number(s.get("packages")), number(s.get("numaNodes")), number(s.get("cores")),
                    number(s.get("pus")));
        }

        private static int number(Object value) {
            return value instanceof Number n ? n.intValue() : 0;
        }

        @Override
        public String toString() {
            return packages + " package" + (packages == 1 ? "" : "s") + ", " + numaNodes + " NUMA node"
                    + (numaNodes == 1 ? "" : "s") + ", " + cores + " core" + (cores == 1 ? "" : "s") + ", " + pus + " PU"
                    + (pus == 1 ? "" : "s");
        }
    }

    public boolean up() {
        return health != null && health.up();
    }

    /** The first id it gives out, as it says; -1 when it does not say (an engine not started as a member). */
    public long firstInstanceId() {
        return health == null ? -1 : health.json().get("firstInstanceId") instanceof Number n ? n.longValue() : -1;
    }

    /** The content hash of a version it holds, or null. */
    public String holds(String name, String version) {
        for (Deployment d : deployments) {
            if (d.name().equals(name) && d.version().equals(version)) {
                return d.sha256() == null ? "" : d.sha256();
            }
        }
        return null;
    }
}
