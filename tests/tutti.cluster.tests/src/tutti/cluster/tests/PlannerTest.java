package tutti.cluster.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.cluster.Binding;
import tutti.cluster.Plan;
import tutti.cluster.PlanException;
import tutti.cluster.Planner;
import tutti.cluster.ReplicaPlan;
import tutti.cluster.Resources;
import tutti.cluster.Strategy;
import tutti.cluster.ThreadPolicy;
import tutti.overseer.Overseer;
import tutti.overseer.Topology;
import tutti.overseer.TopologySource;
import tutti.runtime.JsonReader;

/** The planner on the four machines of the papers (hwloc synthetic topologies) and on this one. */
class PlannerTest {

    static final String OPTERON_12 = "pack:2 [numa] l3:1(size=6MiB) l2:6(size=512KiB) l1d:1(size=64KiB) core:1 pu:1";
    static final String NEHALEM_24 = "pack:4 [numa] l3:1(size=18MiB) l2:6(size=256KiB) l1d:1(size=32KiB) core:1 pu:1";
    static final String XEON_16 = "pack:4 l2:2(size=4MiB) l1d:2(size=32KiB) core:1 pu:1";
    static final String P7_32 = "pack:4 [numa] l3:8(size=4MiB) l2:1(size=256KiB) l1d:1(size=32KiB) core:1 pu:1";

    private static Topology machine(String synthetic) {
        return Overseer.topology(TopologySource.synthetic(synthetic));
    }

    private static Plan plan(String synthetic, Planner.Request request) throws PlanException {
        return Planner.plan(machine(synthetic), request);
    }

    private static Planner.Request request(String strategy, Binding binding, Resources resources) throws PlanException {
        return new Planner.Request(Strategy.parse(strategy), binding, ThreadPolicy.DEFAULT, resources, 0);
    }

    private static List<String> cpus(Plan p) {
        return p.replicas().stream().map(r -> r.cpus().toString()).toList();
    }

    private static List<String> nodes(Plan p) {
        return p.replicas().stream().map(r -> r.nodes().toString()).toList();
    }

    @Test
    void autoFollowsThePapersRuleOnTheirFourMachines() throws Exception {
        Plan opteron = plan(OPTERON_12, Planner.Request.defaults());
        assertEquals("numa", opteron.chosen().toString());
        assertEquals(List.of("0-5", "6-11"), cpus(opteron));
        assertEquals(List.of("0", "1"), nodes(opteron));

        Plan nehalem = plan(NEHALEM_24, Planner.Request.defaults());
        assertEquals(List.of("0-5", "6-11", "12-17", "18-23"), cpus(nehalem));
        assertEquals(List.of("0", "1", "2", "3"), nodes(nehalem));

        Plan p7 = plan(P7_32, Planner.Request.defaults());
        assertEquals("numa", p7.chosen().toString());
        assertEquals(List.of("0-7", "8-15", "16-23", "24-31"), cpus(p7));

        Plan xeon = plan(XEON_16, Planner.Request.defaults());
        assertEquals("cache:L2", xeon.chosen().toString(), xeon.reason());
        assertEquals(List.of("0-1", "2-3", "4-5", "6-7", "8-9", "10-11", "12-13", "14-15"), cpus(xeon));
        assertTrue(xeon.reason().contains("last-level cache (L2) is shared"), xeon.reason());
    }

    @Test
    void fixedTotalsAreSplitAndPerReplicaAmountsRepeated() throws Exception {
        // The engine's default for 12 CPUs is 6 Kernel + 12 Invoker threads; two replicas share them.
        Plan defaults = plan(OPTERON_12, Planner.Request.defaults());
        for (ReplicaPlan r : defaults.replicas()) {
            assertEquals(9, r.kernelThreads() + r.invokerThreads());
            assertEquals(3, r.kernelThreads());
        }
        Plan totals = plan(NEHALEM_24, request("auto", Binding.SHARED, new Resources(Resources.Mode.FIXED_TOTAL, 18,
                Resources.parseSize("6g"))));
        assertEquals(List.of(5, 5, 4, 4), totals.replicas().stream().map(r -> r.kernelThreads() + r.invokerThreads()).toList(),
                "18 threads over 4 replicas: the remainder goes to the first ones");
        assertTrue(totals.replicas().stream().allMatch(r -> r.heapBytes() == 1536L << 20 && r.heapOption().equals("-Xmx1536m")));

        Plan each = plan(XEON_16, request("auto", Binding.SHARED, new Resources(Resources.Mode.PER_REPLICA, 4,
                Resources.parseSize("1g"))));
        assertEquals(8, each.replicas().size());
        assertTrue(each.replicas().stream().allMatch(r -> r.kernelThreads() == 1 && r.invokerThreads() == 3
                && r.heapOption().equals("-Xmx1g")));
    }

    @Test
    void bindingsPickTheCpusAndNodes() throws Exception {
        Resources r = Resources.defaults();
        Plan local = plan(OPTERON_12, request("cache:L2", Binding.LOCAL, r));
        assertEquals(12, local.replicas().size());
        assertEquals("0-5", local.replicas().get(3).cpus().toString(), "local: the whole node of the replica's L2");
        assertEquals("6-11", local.replicas().get(7).cpus().toString());
        assertEquals("1", local.replicas().get(7).nodes().toString());

        Plan shared = plan(OPTERON_12, request("cache:L2", Binding.SHARED, r));
        assertEquals("7", shared.replicas().get(7).cpus().toString(), "shared: exactly the cores under its cache");

        Plan spread = plan(OPTERON_12, request("numa", Binding.NON_SHARED, r));
        assertEquals(List.of("0-2,6-8", "3-5,9-11"), cpus(spread), "non-shared: every replica takes CPUs of both nodes");
        assertEquals(List.of("0-1", "0-1"), nodes(spread));

        Plan none = plan(OPTERON_12, request("numa", Binding.NONE, r));
        assertTrue(none.replicas().stream().allMatch(x -> x.cpus().isEmpty() && x.nodes().isEmpty() && x.agentOptions().isEmpty()));
    }

    @Test
    void countAndSingleCutTheMachineIntoEqualParts() throws Exception {
        Plan three = plan(NEHALEM_24, request("count:3", Binding.SHARED, Resources.defaults()));
        assertEquals(List.of("0-7", "8-15", "16-23"), cpus(three));
        assertEquals(List.of("0-1", "1-2", "2-3"), nodes(three), "memory follows the CPUs' nodes");
        Plan single = plan(XEON_16, request("single", Binding.SHARED, Resources.defaults()));
        assertEquals(List.of("0-15"), cpus(single));
        assertEquals("whole machine", single.replicas().get(0).share());
        Plan smt = plan("pack:1 core:2 pu:2", request("count:4", Binding.SHARED, Resources.defaults()));
        assertEquals(List.of("0", "1", "2", "3"), cpus(smt), "more replicas than cores: hardware threads apart");
    }

    @Test
    void impossibleRequestsAreRefusedWithWhatToDoInstead() throws Exception {
        PlanException noL3 = assertThrows(PlanException.class, () -> plan(XEON_16,
                request("cache:L3", Binding.SHARED, Resources.defaults())));
        assertEquals("this machine has no L3 cache (its last level is L2): use cache:L2, numa or count:N", noL3.getMessage());
        PlanException tooMany = assertThrows(PlanException.class, () -> plan(XEON_16,
                request("count:17", Binding.SHARED, Resources.defaults())));
        assertTrue(tooMany.getMessage().contains("more replicas than this machine has CPUs (16): use at most count:16"),
                tooMany.getMessage());
        PlanException fewThreads = assertThrows(PlanException.class, () -> plan(NEHALEM_24,
                request("auto", Binding.SHARED, new Resources(Resources.Mode.FIXED_TOTAL, 6, 0))));
        assertTrue(fewThreads.getMessage().contains("--total-threads 6 is too few for 4 replicas"), fewThreads.getMessage());
        PlanException smallHeap = assertThrows(PlanException.class, () -> plan(NEHALEM_24,
                request("auto", Binding.SHARED, new Resources(Resources.Mode.FIXED_TOTAL, 0, Resources.parseSize("128m")))));
        assertTrue(smallHeap.getMessage().contains("less than 64m: give at least 256m"), smallHeap.getMessage());
        assertTrue(assertThrows(PlanException.class, () -> Strategy.parse("numa:2")).getMessage()
                .contains("use auto, numa, cache:L3, cache:L2, count:N or single"));
        assertTrue(assertThrows(PlanException.class, () -> Strategy.parse("count:0")).getMessage().contains("from 1"));
        assertTrue(assertThrows(PlanException.class, () -> Binding.parse("tight")).getMessage().contains("none, local, shared or non-shared"));
        assertTrue(assertThrows(PlanException.class, () -> Resources.parseSize("lots")).getMessage().contains("e.g. 512m or 4g"));
    }

    @Test
    void theAgentOptionsBindEachReplicaAndPlaceItsThreads() throws Exception {
        Plan perCore = Planner.plan(machine(OPTERON_12), new Planner.Request(Strategy.auto(), Binding.SHARED,
                ThreadPolicy.PER_CORE, Resources.defaults(), 9000));
        ReplicaPlan second = perCore.replicas().get(1);
        assertEquals("cpus=6-11,mems=1,threads=kernel-*:per-core,threads=invoker-*:per-core", second.agentOptions());
        assertEquals(9001, second.port());
        Plan interleaved = Planner.plan(machine(OPTERON_12), new Planner.Request(Strategy.auto(), Binding.SHARED,
                ThreadPolicy.INTERLEAVED, Resources.defaults(), 0));
        assertEquals("cpus=0-5,mems=0,threads=[ki][en][rv][no][ek]*-[0-9]*:per-core", interleaved.replicas().get(0).agentOptions());
        assertEquals(0, interleaved.replicas().get(0).port(), "no first port: each replica takes a free one");
    }

    @Test
    @SuppressWarnings("unchecked")
    void thePlanReadsAsTextAndAsJson() throws Exception {
        Plan p = plan(OPTERON_12, Planner.Request.defaults());
        String text = p.toText();
        assertTrue(text.startsWith("machine:   2 packages, 2 NUMA nodes, 2 L3, 12 L2, 12 cores, 12 PUs\n"
                + "strategy:  auto -> numa (2 NUMA nodes: one replica per node)\n"), text);
        assertTrue(text.contains("\n1        NUMA node 1      6-11           1              3        6 "), text);
        Map<String, Object> json = JsonReader.parseObject(p.toJson());
        assertEquals("numa", json.get("strategy"));
        List<Map<String, Object>> replicas = (List<Map<String, Object>>) json.get("replicas");
        assertEquals("cpus=6-11,mems=1", replicas.get(1).get("agent"));
    }

    @Test
    void thisMachineCanBeSplitInTwoForTheReplicaTests() throws Exception {
        Topology here = Overseer.topology();
        Plan two = Planner.plan(here, new Planner.Request(Strategy.parse("count:2"), Binding.SHARED, ThreadPolicy.DEFAULT,
                Resources.defaults(), 0));
        assertEquals(2, two.replicas().size());
        assertEquals(here.cpuset(), two.replicas().get(0).cpus().union(two.replicas().get(1).cpus()));
        assertTrue(!two.replicas().get(0).cpus().intersects(two.replicas().get(1).cpus()));
    }
}
