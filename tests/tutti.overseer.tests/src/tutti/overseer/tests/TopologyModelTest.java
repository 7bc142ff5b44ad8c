package tutti.overseer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.overseer.IndexSet;
import tutti.overseer.ObjectType;
import tutti.overseer.Overseer;
import tutti.overseer.OverseerException;
import tutti.overseer.PaperMachine;
import tutti.overseer.Topology;
import tutti.overseer.TopologyJson;
import tutti.overseer.TopologyObject;
import tutti.overseer.TopologySource;
import tutti.overseer.TopologySummary;
import tutti.overseer.TopologyText;

class TopologyModelTest {

    private static Topology synthetic(String description) {
        return Overseer.topology(TopologySource.synthetic(description));
    }

    @Test
    void nehalemHasFourNodesEachWithItsMemoryAndSixCoresUnderItsL3() {
        Topology t = synthetic(Machines.NEHALEM_24);
        assertEquals(4, t.numaNodes().size());
        for (TopologyObject node : t.numaNodes()) {
            assertEquals(16L << 30, node.sizeBytes(), node.label());
            assertEquals(ObjectType.PACKAGE, node.parent().type(), "a node is the memory of its package");
            assertEquals(6, node.cpuset().size(), "a node's local PUs: " + node.cpuset());
        }
        assertEquals(64L << 30, t.totalMemoryBytes());
        List<TopologyObject> l3 = t.caches(3);
        assertEquals(4, l3.size());
        assertEquals(18L << 20, l3.get(0).sizeBytes());
        assertEquals(6, t.coresUnder(l3.get(1)).size());
        assertEquals(IndexSet.range(6, 11), l3.get(1).cpuset());
        assertEquals(IndexSet.of(1), l3.get(1).nodeset());
    }

    @Test
    void xeonHasNoNumaLevelButOneMachineWideNodeAndPairsOfCoresPerL2() {
        Topology t = synthetic(Machines.XEON_16);
        assertEquals(1, t.numaNodes().size());
        assertEquals(ObjectType.MACHINE, t.numaNodes().get(0).parent().type());
        assertEquals(8, t.caches(2).size());
        assertTrue(t.caches(3).isEmpty());
        for (TopologyObject l2 : t.caches(2)) {
            assertEquals(2, t.coresUnder(l2).size(), l2.label());
        }
    }

    @Test
    void p7HasAPrivateL3PerCore() {
        Topology t = synthetic(Machines.P7_32);
        assertEquals(32, t.caches(3).size());
        assertEquals(1, t.coresUnder(t.caches(3).get(17)).size());
        assertEquals(4, t.packages().size());
        assertEquals(IndexSet.range(0, 31), t.cpuset());
        assertEquals(IndexSet.range(0, 3), t.nodeset());
    }

    @Test
    void syntheticCachesHaveNoOsIndexAndPusDo() {
        Topology t = synthetic(Machines.OPTERON_12);
        assertEquals(-1, t.caches(3).get(0).osIndex());
        assertEquals(7, t.pus().get(7).osIndex());
        assertEquals("PU L#7 (P#7)", t.pus().get(7).label());
        assertFalse(t.thisSystem());
    }

    @Test
    void theTextTreeIsWhatLstopoPrints() throws Exception {
        for (String machine : List.of(Machines.OPTERON_12, Machines.NEHALEM_24, Machines.XEON_16, Machines.P7_32,
                "pack:2 [numa(memory=16GiB)] l3:1(size=6MiB) l2:2(size=512KiB) l1d:1(size=64KiB) core:1 pu:2",
                // Sizes between units: lstopo rounds to the nearest (1000.57 MB is 1001MB, 4882.8 KB is 4883KB, 15.5 GB is 16GB).
                "numa:1(memory=1049176000) l2:2(size=5000000) pu:1", "numa:1(memory=1049100000) pu:1",
                "numa:1(memory=16642998272) pu:1")) {
            assertEquals(lstopo("--input", machine), TopologyText.render(synthetic(machine)), machine);
        }
    }

    @Test
    void thisMachineAsTextIsWhatLstopoPrints() throws Exception {
        assertEquals(lstopo(), TopologyText.render(Overseer.topology()));
    }

    @Test
    void theJsonCarriesTheSummaryAndTheTree() {
        String json = TopologyJson.render(synthetic(Machines.OPTERON_12));
        assertTrue(json.startsWith("{\"thisSystem\":false,\"summary\":{\"packages\":2,\"numaNodes\":2,\"l3Caches\":2,"
                + "\"l2Caches\":12,\"cores\":12,\"pus\":12,\"memoryBytes\":17179869184}"), json);
        assertTrue(json.contains("{\"type\":\"NUMANode\",\"logicalIndex\":1,\"osIndex\":1,\"cpuset\":\"6-11\","
                + "\"nodeset\":\"1\",\"memoryBytes\":8589934592}"), json);
        assertTrue(json.contains("\"type\":\"L3Cache\",\"logicalIndex\":0,\"osIndex\":null,\"cpuset\":\"0-5\""), json);
    }

    @Test
    void theJsonReadsBackAsTheSameMachine() {
        for (String machine : List.of(Machines.OPTERON_12, Machines.NEHALEM_24, Machines.XEON_16, Machines.P7_32,
                "pack:2 [numa(memory=16GiB)] l3:1(size=6MiB) l2:2(size=512KiB) l1d:1(size=64KiB) core:1 pu:2",
                // Sizes between units: lstopo rounds to the nearest (1000.57 MB is 1001MB, 4882.8 KB is 4883KB, 15.5 GB is 16GB).
                "numa:1(memory=1049176000) l2:2(size=5000000) pu:1", "numa:1(memory=1049100000) pu:1",
                "numa:1(memory=16642998272) pu:1")) {
            Topology original = synthetic(machine);
            Topology read = TopologyJson.parse(TopologyJson.render(original), TopologySource.reported("a test"));
            assertEquals(TopologyText.render(original), TopologyText.render(read), machine);
            assertEquals(original.summary(), read.summary());
            assertEquals(original.objects().size(), read.objects().size());
            assertEquals("the machine of a test", read.source().describe());
        }
        Topology here = TopologyJson.parse(TopologyJson.render(Overseer.topology()), TopologySource.reported("this engine"));
        assertTrue(here.thisSystem(), "an engine's own machine says so");
        assertEquals(TopologyText.render(Overseer.topology()), TopologyText.render(here));
    }

    @Test
    void malformedTopologyJsonIsRefusedByName() {
        TopologySource by = TopologySource.reported("x");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TopologyJson.parse("{\"status\":\"up\"}", by))
                .getMessage().contains("no \"machine\""));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TopologyJson.parse("<html>", by))
                .getMessage().contains("not JSON"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TopologyJson.parse(
                "{\"machine\":{\"type\":\"Machine\",\"cpuset\":\"0-x\",\"nodeset\":\"0\"}}", by)).getMessage()
                .contains("Machine object is malformed"));
        assertThrows(OverseerException.class, () -> Overseer.topology(by), "a reported machine cannot be loaded natively");
    }

    @Test
    void thePapersMachinesAreThoseOfTheExperiments() {
        assertEquals("Machine (16GB total)", firstLine(PaperMachine.XEON_16));
        assertEquals("Machine (64GB total)", firstLine(PaperMachine.OPTERON_12));
        assertEquals("Machine (128GB total)", firstLine(PaperMachine.NEHALEM_24));
        assertEquals("Machine (128GB total)", firstLine(PaperMachine.P7_32));
        Topology p7 = Overseer.topology(PaperMachine.P7_32.source());
        assertEquals(new TopologySummary(4, 4, 32, 32, 32, 32, false), p7.summary());
        assertEquals(1, Overseer.topology(PaperMachine.XEON_16.source()).numaNodes().size());
        assertEquals(PaperMachine.NEHALEM_24, PaperMachine.named(" nehalem-24"));
        assertNull(PaperMachine.named("Core-2"));
    }

    private static String firstLine(PaperMachine m) {
        return TopologyText.render(Overseer.topology(m.source())).lines().findFirst().orElseThrow();
    }

    @Test
    void anExportedXmlReloadsAsTheSameMachine(@TempDir Path dir) throws IOException {
        Path xml = dir.resolve("p7.xml");
        Files.writeString(xml, Overseer.exportXml(TopologySource.synthetic(Machines.P7_32)));
        Topology reloaded = Overseer.topology(TopologySource.xml(xml));
        assertEquals(TopologyText.render(synthetic(Machines.P7_32)), TopologyText.render(reloaded));
        assertFalse(reloaded.thisSystem(), "an XML file is never this system");
    }

    @Test
    void indexSetsReadAndWriteLinuxLists() {
        IndexSet s = IndexSet.parse("0-3, 8,10-11");
        assertEquals("0-3,8,10-11", s.toString());
        assertEquals(7, s.size());
        assertTrue(s.containsAll(IndexSet.parse("1-2,10")));
        assertEquals("4-7,9", IndexSet.range(0, 11).minus(s).toString());
        assertEquals("", IndexSet.parse("").toString());
        assertNull(errorOf("3-1"), "a backwards range is refused");
        assertNull(errorOf("a-b"));
        assertNull(errorOf("-2"));
        // A number far beyond any machine is refused before a bitmap that long is made.
        assertNull(errorOf("395,1564743161"));
        assertNull(errorOf("0-100000"));
        assertEquals("65535", IndexSet.parse("65535").toString());
    }

    /** Null when parsing fails with a message naming the input, as it should. */
    private static String errorOf(String list) {
        try {
            return IndexSet.parse(list).toString();
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage().contains(list), e.getMessage());
            return null;
        }
    }

    private static String lstopo(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("lstopo-no-graphics", "--no-io"));
        command.addAll(List.of(args));
        // lstopo warns on stderr about synthetic descriptions without a NUMA level; keep it apart.
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), "lstopo-no-graphics (apt package hwloc-nox) failed: " + out);
        return out;
    }
}
