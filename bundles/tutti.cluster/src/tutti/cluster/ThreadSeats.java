package tutti.cluster;

import java.util.ArrayList;
import java.util.List;

import tutti.overseer.IndexSet;
import tutti.overseer.ObjectType;
import tutti.overseer.Topology;
import tutti.overseer.TopologyObject;

/**
 * Where the overseer agent pins a replica's Kernel and Invoker threads under a thread policy. The
 * agent hands each matching thread, in start order, the next unit (core or package) of the
 * replica's CPUs, in topology order, wrapping around; the engine starts its Kernels first, then
 * its Invokers. Pure, so a plan's preview shows the same seats the agent will give.
 */
public final class ThreadSeats {

    /** One pinned thread: its name as the engine gives it, and the CPUs it may run on. */
    public record Seat(String thread, boolean kernel, IndexSet cpus) {
    }

    private ThreadSeats() {
    }

    /** The seats of a replica's threads; empty under the default policy, where they float over its CPUs. */
    public static List<Seat> of(Topology topology, ReplicaPlan replica, ThreadPolicy policy) {
        return of(topology, replica.cpus(), policy, replica.kernelThreads(), replica.invokerThreads());
    }

    /** @param cpus the replica's CPUs; empty for an unbound replica, which may use all of them */
    public static List<Seat> of(Topology topology, IndexSet cpus, ThreadPolicy policy, int kernels, int invokers) {
        List<Seat> seats = new ArrayList<>();
        if (policy == ThreadPolicy.DEFAULT) {
            return seats;
        }
        IndexSet process = cpus.isEmpty() ? topology.cpuset() : cpus;
        List<IndexSet> units = units(topology, process, policy == ThreadPolicy.PER_CPU ? ObjectType.PACKAGE : ObjectType.CORE);
        if (units.isEmpty()) {
            return seats;
        }
        for (int k = 0; k < kernels; k++) {
            seats.add(new Seat("kernel-" + k, true, units.get(k % units.size())));
        }
        // Interleaved: one rule for both pools, so the Invokers go on where the Kernels stopped.
        int first = policy == ThreadPolicy.INTERLEAVED ? kernels : 0;
        for (int i = 0; i < invokers; i++) {
            seats.add(new Seat("invoker-" + i, false, units.get((first + i) % units.size())));
        }
        return seats;
    }

    private static List<IndexSet> units(Topology topology, IndexSet process, ObjectType type) {
        List<IndexSet> units = new ArrayList<>();
        for (TopologyObject o : topology.objects(type)) {
            IndexSet set = o.cpuset().intersection(process);
            if (!set.isEmpty()) {
                units.add(set);
            }
        }
        return units;
    }
}
