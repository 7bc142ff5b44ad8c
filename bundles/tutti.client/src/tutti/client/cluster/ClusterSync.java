package tutti.client.cluster;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.client.Deployment;
import tutti.client.EngineClient;
import tutti.client.EngineException;

/**
 * Brings the members that are up to the cluster's deployments: every version some member holds
 * goes to the members that lack it, taken as it was deployed from a member that holds it. A
 * version held with different content by two members is named and left alone: which is right is
 * the user's call.
 *
 * @param lines one line per change, conflict or member left out, in the order they happened
 */
public record ClusterSync(List<String> lines, int copied, boolean ok) {

    /** A name and version, and the members holding it with each content hash. */
    private record Version(String name, String version, Map<String, List<MemberStatus>> byHash) {
        String what() {
            return name + " " + version;
        }
    }

    static ClusterSync run(Cluster cluster) {
        List<MemberStatus> status = cluster.status();
        List<String> lines = new ArrayList<>();
        boolean ok = true;
        for (MemberStatus s : status) {
            if (!s.up()) {
                lines.add(s.member().name() + ": not synced, it is down (" + s.problem() + ")");
                ok = false;
            }
        }
        Map<String, Version> versions = new LinkedHashMap<>();
        for (MemberStatus s : status) {
            for (Deployment d : s.deployments()) {
                Version v = versions.computeIfAbsent(d.name() + "\u0000" + d.version(),
                        k -> new Version(d.name(), d.version(), new LinkedHashMap<>()));
                v.byHash().computeIfAbsent(d.sha256() == null ? "" : d.sha256(), h -> new ArrayList<>()).add(s);
            }
        }
        int copied = 0;
        for (Version v : versions.values()) {
            if (v.byHash().size() > 1) {
                StringBuilder b = new StringBuilder("conflict: " + v.what() + " has different content on");
                v.byHash().forEach((hash, holders) -> b.append(' ').append(holders.stream().map(h -> h.member().name()).toList())
                        .append(" (sha256 ").append(ClusterDeploy.shortHash(hash)).append("…)"));
                lines.add(b.append(": undeploy the wrong one where it is, then sync again").toString());
                ok = false;
                continue;
            }
            List<MemberStatus> lacking = status.stream().filter(s -> s.up() && s.holds(v.name(), v.version()) == null).toList();
            if (lacking.isEmpty()) {
                continue;
            }
            MemberStatus source = v.byHash().values().iterator().next().stream().filter(h -> cluster.clientOrNull(h.member()) != null)
                    .findFirst().orElse(null);
            if (source == null) {
                lines.add(v.what() + ": no member that holds it can be asked for it (their tokens cannot be found)");
                ok = false;
                continue;
            }
            byte[] archive;
            try {
                archive = cluster.clientOrNull(source.member()).archive(v.name(), v.version());
            } catch (EngineException e) {
                lines.add(v.what() + ": could not be taken from " + source.member().name() + ": " + e.getMessage());
                ok = false;
                continue;
            }
            List<String> results = cluster.each(i -> lacking.stream().anyMatch(l -> l.ordinal() == i)
                    ? copy(cluster.clientOrNull(status.get(i).member()), status.get(i), v, source, archive) : null);
            for (String r : results) {
                if (r == null) {
                    continue;
                }
                lines.add(r);
                if (r.contains(": deployed ")) {
                    copied++;
                } else {
                    ok = false;
                }
            }
        }
        if (lines.isEmpty()) {
            lines.add("all " + status.size() + " members hold the same " + versions.size() + " deployment"
                    + (versions.size() == 1 ? "" : "s"));
        }
        return new ClusterSync(List.copyOf(lines), copied, ok);
    }

    private static String copy(EngineClient to, MemberStatus member, Version v, MemberStatus source, byte[] archive) {
        if (to == null) {
            return member.member().name() + ": " + v.what() + " not sent: " + member.problem();
        }
        try {
            to.deploy(archive);
            return member.member().name() + ": deployed " + v.what() + " (from " + source.member().name() + ")";
        } catch (EngineException e) {
            return member.member().name() + ": " + v.what() + " refused: " + e.getMessage();
        }
    }
}
