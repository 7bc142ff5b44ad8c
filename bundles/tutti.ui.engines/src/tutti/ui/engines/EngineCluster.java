package tutti.ui.engines;

import java.net.URI;
import java.util.List;

import tutti.client.cluster.Cluster;
import tutti.client.cluster.ClusterFile;

/**
 * Several remote engines behind a balancer, added together from a cluster file: a row of the
 * Engines view with its members below it. Each member is a {@link RemoteEngine} like any other
 * (polled, its token in secure storage); the cluster adds its name, its balancer, and the members'
 * order, which fixes each one's instance ids.
 */
public final class EngineCluster {

    private final String id;
    private final String name;
    private final URI balancer;
    private final EngineRegistry registry;

    EngineCluster(String id, String name, URI balancer, EngineRegistry registry) {
        this.id = id;
        this.name = name;
        this.balancer = balancer;
        this.registry = registry;
    }

    /** Stable across sessions; its members name it. */
    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    /** Where clients reach the cluster; null when the file names no balancer. */
    public URI balancer() {
        return balancer;
    }

    /** The members in their order (ordinal i numbers its instances from (i + 1) * 10^15). */
    public List<RemoteEngine> members() {
        return registry.remotes().stream().filter(e -> id.equals(e.cluster())).toList();
    }

    /** How many members answer calls now. */
    public long up() {
        return members().stream().filter(e -> e.status().state().serving()).count();
    }

    /** Instances in flight on all members that say; -1 when none says. */
    public long instancesInFlight() {
        long sum = -1;
        for (RemoteEngine e : members()) {
            long n = e.status().instancesInFlight();
            if (n >= 0) {
                sum = Math.max(sum, 0) + n;
            }
        }
        return sum;
    }

    /** The cluster as the client library sees it, each member's token from secure storage. */
    public Cluster client() {
        List<RemoteEngine> members = members();
        List<ClusterFile.Member> list = members.stream().map(e -> new ClusterFile.Member(e.name(), e.url(), null, e.fingerprint(),
                null)).toList();
        return new Cluster(new ClusterFile(name, balancer, null, list), m -> {
            String token = members.get(list.indexOf(m)).token();
            if (token == null) {
                throw new java.io.IOException("no token is kept for " + m.name() + ": edit the member and give it");
            }
            return token;
        });
    }

    @Override
    public String toString() {
        return name;
    }
}
