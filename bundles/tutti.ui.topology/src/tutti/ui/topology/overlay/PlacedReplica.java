package tutti.ui.topology.overlay;

import java.util.List;

import tutti.cluster.ThreadSeats;
import tutti.overseer.IndexSet;

/**
 * One replica as the Topology view draws it on its machine.
 *
 * @param id        the replica's number, which also picks its colour
 * @param cpus      the CPUs it is meant to run on; empty when it is not bound (it may run on all)
 * @param nodes     the NUMA nodes its memory is bound to; empty when not bound
 * @param boundCpus the CPUs the kernel says it is bound to, or null when not known (a plan's preview)
 * @param state     {@code up}, {@code starting}, {@code down}, {@code draining}, {@code stopped} or {@code planned}
 * @param pid       its process, -1 when none runs
 * @param port      its own port, 0 when unknown
 * @param seats     where its Kernel and Invoker threads are pinned; empty when they float
 */
public record PlacedReplica(int id, String share, IndexSet cpus, IndexSet nodes, IndexSet boundCpus, String state, long pid,
        int port, int restarts, int kernels, int invokers, List<ThreadSeats.Seat> seats) {

    public PlacedReplica {
        seats = List.copyOf(seats);
    }

    /** Not running: drawn hatched. */
    public boolean down() {
        return state.equals("down") || state.equals("stopped");
    }

    /** Why the binding the kernel reports is not the plan's, or null when they agree (or either is unknown). */
    public String bindingWarning() {
        if (boundCpus == null || cpus.isEmpty() || boundCpus.isEmpty() || boundCpus.equals(cpus)) {
            return null;
        }
        return "bound to CPUs " + boundCpus + " but planned on " + cpus;
    }

    /** The CPUs drawn in its colour: its own, or every allowed one when it is not bound. */
    public IndexSet drawnCpus(IndexSet allowed) {
        return cpus.isEmpty() ? allowed : cpus;
    }
}
