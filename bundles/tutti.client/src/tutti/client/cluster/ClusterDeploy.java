package tutti.client.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import tutti.client.DeployResult;
import tutti.client.DeploymentConflictException;
import tutti.client.EngineClient;
import tutti.client.EngineException;
import tutti.runtime.CompositionArchive;

/**
 * A deployment to every member of a cluster and what became of it on each. All or nothing: it is
 * checked against every member first (each up, none holding the version with other content), and
 * a member that refuses it midway makes the others that took it as new give it up again.
 */
public record ClusterDeploy(String name, String version, String sha256, List<Outcome> outcomes, String summary) {

    /** What happened on one member. */
    public enum Kind {
        DEPLOYED, UNCHANGED, CONFLICT, DOWN, FAILED, NOT_SENT, ROLLED_BACK
    }

    public record Outcome(ClusterFile.Member member, Kind kind, String detail) {
    }

    /** Every member holds the version with this content. */
    public boolean ok() {
        return outcomes.stream().allMatch(o -> o.kind() == Kind.DEPLOYED || o.kind() == Kind.UNCHANGED);
    }

    static ClusterDeploy run(Cluster cluster, CompositionArchive archive, byte[] bytes, boolean skipDown) {
        String what = archive.name() + " " + archive.version();
        List<MemberStatus> status = cluster.status();
        List<Outcome> before = new ArrayList<>();
        boolean refuse = false;
        for (MemberStatus s : status) {
            String held = s.up() ? s.holds(archive.name(), archive.version()) : null;
            String tokenProblem = cluster.tokenProblem(s.member());
            if (tokenProblem != null) {
                before.add(new Outcome(s.member(), Kind.FAILED, tokenProblem));
                refuse = true;
            } else if (!s.up()) {
                before.add(new Outcome(s.member(), Kind.DOWN, s.problem() != null ? s.problem() : "its health is " + s.health().status()));
                refuse |= !skipDown;
            } else if (held != null && !held.equals(archive.contentHash())) {
                before.add(new Outcome(s.member(), Kind.CONFLICT, "holds " + what + " with other content (sha256 " + shortHash(held) + "…)"));
                refuse = true;
            } else {
                before.add(null);
            }
        }
        if (refuse) {
            List<Outcome> outcomes = new ArrayList<>();
            for (int i = 0; i < status.size(); i++) {
                outcomes.add(before.get(i) != null ? before.get(i) : new Outcome(status.get(i).member(), Kind.NOT_SENT, ""));
            }
            boolean conflict = outcomes.stream().anyMatch(o -> o.kind() == Kind.CONFLICT);
            boolean down = outcomes.stream().anyMatch(o -> o.kind() == Kind.DOWN);
            return new ClusterDeploy(archive.name(), archive.version(), archive.contentHash(), outcomes, "nothing was deployed: "
                    + problems(outcomes) + (conflict ? "; a version never changes once deployed: give the composition a new version" : "")
                    + (down ? "; start the member (or take it out of the cluster file), or deploy with --skip-down and run "
                            + "'tutti cluster sync' once it is back" : ""));
        }
        List<Outcome> outcomes = cluster.each(i -> before.get(i) != null ? before.get(i) : send(cluster, status.get(i), bytes));
        if (outcomes.stream().anyMatch(o -> o.kind() == Kind.FAILED || o.kind() == Kind.CONFLICT)) {
            outcomes = rollBack(cluster, archive, outcomes);
            return new ClusterDeploy(archive.name(), archive.version(), archive.contentHash(), outcomes, what
                    + " was not deployed: " + problems(outcomes) + held(outcomes, what));
        }
        List<Outcome> done = outcomes;
        String summary = done.stream().allMatch(o -> o.kind() == Kind.UNCHANGED) ? what + " is unchanged on all " + done.size()
                + " members" : what + " deployed to " + count(done, Kind.DEPLOYED) + " member(s)"
                        + (count(done, Kind.UNCHANGED) > 0 ? ", unchanged on " + count(done, Kind.UNCHANGED) : "");
        if (count(done, Kind.DOWN) > 0) {
            summary += "; not on " + names(done, Kind.DOWN) + " (down): run 'tutti cluster sync' once "
                    + (count(done, Kind.DOWN) == 1 ? "it is" : "they are") + " back";
        }
        return new ClusterDeploy(archive.name(), archive.version(), archive.contentHash(), done, summary);
    }

    private static Outcome send(Cluster cluster, MemberStatus s, byte[] bytes) {
        EngineClient c = cluster.clientOrNull(s.member());
        try {
            DeployResult r = c.deploy(bytes);
            return new Outcome(s.member(), r.unchanged() ? Kind.UNCHANGED : Kind.DEPLOYED, "");
        } catch (DeploymentConflictException e) {
            return new Outcome(s.member(), Kind.CONFLICT, e.getMessage());
        } catch (EngineException e) {
            return new Outcome(s.member(), Kind.FAILED, e.getMessage());
        }
    }

    /** The members that took the archive as new give it up; what they held before stays. */
    private static List<Outcome> rollBack(Cluster cluster, CompositionArchive archive, List<Outcome> outcomes) {
        return cluster.each(i -> {
            Outcome o = outcomes.get(i);
            if (o.kind() != Kind.DEPLOYED) {
                return o;
            }
            try {
                cluster.clientOrNull(o.member()).undeploy(archive.name(), archive.version());
                return new Outcome(o.member(), Kind.ROLLED_BACK, "took it, then gave it up again");
            } catch (EngineException e) {
                return new Outcome(o.member(), Kind.DEPLOYED, "took it and could not give it up: " + e.getMessage());
            }
        });
    }

    private static String problems(List<Outcome> outcomes) {
        return outcomes.stream().filter(o -> o.kind() == Kind.DOWN || o.kind() == Kind.CONFLICT || o.kind() == Kind.FAILED)
                .map(o -> o.member().name() + " " + switch (o.kind()) {
                    case DOWN -> "is down (" + o.detail() + ")";
                    case CONFLICT -> o.detail();
                    default -> "did not take it (" + o.detail() + ")";
                }).collect(Collectors.joining("; "));
    }

    /** Which members hold it after a failure, and how to finish. */
    private static String held(List<Outcome> outcomes, String what) {
        String holding = outcomes.stream().filter(o -> o.kind() == Kind.DEPLOYED || o.kind() == Kind.UNCHANGED)
                .map(o -> o.member().name()).collect(Collectors.joining(", "));
        return holding.isEmpty() ? "; no member holds " + what
                : "; " + holding + " hold" + (holding.contains(",") ? "" : "s") + " " + what
                        + ": fix the member that refused it and deploy again, or run 'tutti cluster sync'";
    }

    private static long count(List<Outcome> outcomes, Kind kind) {
        return outcomes.stream().filter(o -> o.kind() == kind).count();
    }

    private static String names(List<Outcome> outcomes, Kind kind) {
        return outcomes.stream().filter(o -> o.kind() == kind).map(o -> o.member().name()).collect(Collectors.joining(", "));
    }

    static String shortHash(String hash) {
        return hash.length() > 12 ? hash.substring(0, 12) : hash;
    }
}
