package tutti.ui.topology.overlay;

import java.util.List;

import tutti.overseer.IndexSet;

/**
 * The replicas drawn on a machine: those an engine runs, or those a plan would start.
 *
 * @param title   one line saying what is shown, e.g. {@code running: numa, binding shared, threads per-core}
 * @param preview true for a plan not applied yet
 * @param allowed the CPUs the engine may use; the others are drawn greyed
 */
public record Placement(String title, boolean preview, IndexSet allowed, List<PlacedReplica> replicas) {

    public Placement {
        replicas = List.copyOf(replicas);
    }

    public static Placement none(IndexSet allowed) {
        return new Placement("", false, allowed, List.of());
    }

    /** The replicas whose CPUs include this one, in id order. */
    public List<PlacedReplica> on(int cpu) {
        return replicas.stream().filter(r -> r.drawnCpus(allowed).contains(cpu)).toList();
    }

    public PlacedReplica replica(int id) {
        return replicas.stream().filter(r -> r.id() == id).findFirst().orElse(null);
    }
}
