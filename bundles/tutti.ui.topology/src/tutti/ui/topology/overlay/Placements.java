package tutti.ui.topology.overlay;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import tutti.client.ReplicaInfo;
import tutti.cluster.Plan;
import tutti.cluster.PlanException;
import tutti.cluster.ReplicaPlan;
import tutti.cluster.ThreadPolicy;
import tutti.cluster.ThreadSeats;
import tutti.overseer.IndexSet;
import tutti.overseer.Topology;

/** Builds what the view draws from an engine's answers or from a plan's preview. */
public final class Placements {

    private Placements() {
    }

    /** What a plan would start on this machine. */
    public static Placement of(Plan plan, Topology machine) {
        List<PlacedReplica> replicas = new ArrayList<>();
        for (ReplicaPlan r : plan.replicas()) {
            replicas.add(new PlacedReplica(r.index(), r.share(), r.cpus(), r.nodes(), null, "planned", -1, r.port(),
                    0, r.kernelThreads(), r.invokerThreads(), ThreadSeats.of(machine, r, plan.threads())));
        }
        String title = "preview: " + plan.replicas().size() + " replica" + (plan.replicas().size() == 1 ? "" : "s") + ", "
                + plan.chosen() + ", binding " + plan.binding().option() + ", threads " + plan.threads().option();
        return new Placement(title, true, machine.cpuset(), replicas);
    }

    /**
     * What an engine runs: the placement its {@code GET /topology} reports and the replicas its
     * {@code GET /replicas} lists (a lone engine lists itself).
     */
    public static Placement of(Map<String, Object> topology, List<ReplicaInfo> replicas, Topology machine) {
        Map<?, ?> placement = topology.get("placement") instanceof Map<?, ?> m ? m : Map.of();
        ThreadPolicy policy = policy(placement.get("threads"));
        IndexSet allowed = topology.get("allowedCpus") instanceof String s ? IndexSet.parse(s) : machine.cpuset();
        List<PlacedReplica> placed = new ArrayList<>();
        for (ReplicaInfo r : replicas) {
            Map<String, Object> j = r.json();
            IndexSet cpus = set(j.get("plannedCpus"), IndexSet.empty());
            int kernels = count(j.get("kernelThreads"));
            int invokers = count(j.get("invokerThreads"));
            placed.add(new PlacedReplica(r.id(), j.get("share") instanceof String s ? s : "whole machine", cpus,
                    set(j.get("plannedNodes"), IndexSet.empty()), set(j.get("cpus"), null),
                    r.state().equals("running") ? "up" : r.state(), r.pid(), port(r.url()), r.restarts(), kernels, invokers,
                    ThreadSeats.of(machine, cpus, policy, kernels, invokers)));
        }
        String mode = placed.size() > 1 || placement.get("strategy") != null && !"single".equals(placement.get("strategy"))
                ? "running: " + placed.size() + " replica" + (placed.size() == 1 ? "" : "s") + ", " + placement.get("strategy")
                : "running: one engine";
        String title = mode + (placement.get("binding") != null ? ", binding " + placement.get("binding") : "")
                + ", threads " + policy.option();
        return new Placement(title, false, allowed, placed);
    }

    private static ThreadPolicy policy(Object text) {
        try {
            return text instanceof String s ? ThreadPolicy.parse(s) : ThreadPolicy.DEFAULT;
        } catch (PlanException e) {
            // A newer engine's policy this Studio does not know: draw its threads as floating.
            return ThreadPolicy.DEFAULT;
        }
    }

    private static IndexSet set(Object text, IndexSet fallback) {
        if (text instanceof String s) {
            try {
                return IndexSet.parse(s);
            } catch (IllegalArgumentException e) {
                return fallback;
            }
        }
        return fallback;
    }

    private static int count(Object n) {
        return n instanceof Number number ? number.intValue() : 0;
    }

    private static int port(String url) {
        try {
            return url == null ? 0 : Math.max(0, URI.create(url).getPort());
        } catch (IllegalArgumentException e) {
            return 0;
        }
    }
}
