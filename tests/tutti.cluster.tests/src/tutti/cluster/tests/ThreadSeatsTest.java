package tutti.cluster.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import tutti.cluster.ThreadPolicy;
import tutti.cluster.ThreadSeats;
import tutti.overseer.IndexSet;
import tutti.overseer.Overseer;
import tutti.overseer.Topology;
import tutti.overseer.TopologySource;

/** The seats the agent gives Kernel and Invoker threads, as the Topology view draws them. */
class ThreadSeatsTest {

    private static final Topology SMT = Overseer.topology(TopologySource.synthetic(
            "pack:2 [numa(memory=8GiB)] l3:1(size=8MiB) core:4 pu:2"));

    private static List<String> seats(IndexSet cpus, ThreadPolicy policy, int kernels, int invokers) {
        return ThreadSeats.of(SMT, cpus, policy, kernels, invokers).stream().map(s -> s.thread() + "@" + s.cpus()).toList();
    }

    @Test
    void perCoreGivesEachPoolTheReplicasCoresInTurnFromTheFirst() {
        assertEquals(List.of("kernel-0@0-1", "kernel-1@2-3", "invoker-0@0-1", "invoker-1@2-3", "invoker-2@4-5"),
                seats(IndexSet.range(0, 7), ThreadPolicy.PER_CORE, 2, 3));
    }

    @Test
    void interleavedGoesOnWhereTheKernelsStopped() {
        assertEquals(List.of("kernel-0@8-9", "kernel-1@10-11", "invoker-0@12-13", "invoker-1@14-15", "invoker-2@8-9"),
                seats(IndexSet.range(8, 15), ThreadPolicy.INTERLEAVED, 2, 3));
    }

    @Test
    void perCpuHandsOutPackagesAndAnUnboundReplicaHasThemAll() {
        assertEquals(List.of("kernel-0@0-7", "kernel-1@8-15", "kernel-2@0-7", "invoker-0@0-7"),
                seats(IndexSet.empty(), ThreadPolicy.PER_CPU, 3, 1));
    }

    @Test
    void aCoreOnlyPartlyInTheReplicaGivesOnlyItsPart() {
        assertEquals(List.of("kernel-0@1", "kernel-1@2-3", "invoker-0@1"), seats(IndexSet.range(1, 3), ThreadPolicy.PER_CORE, 2, 1));
    }

    @Test
    void underTheDefaultPolicyThreadsFloat() {
        assertTrue(ThreadSeats.of(SMT, IndexSet.range(0, 7), ThreadPolicy.DEFAULT, 4, 4).isEmpty());
    }
}
