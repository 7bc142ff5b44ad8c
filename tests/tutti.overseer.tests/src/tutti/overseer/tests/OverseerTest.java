package tutti.overseer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.overseer.Availability;
import tutti.overseer.Overseer;
import tutti.overseer.OverseerException;
import tutti.overseer.TopologySource;
import tutti.overseer.TopologySummary;

class OverseerTest {

    @Test
    void theNativeLibraryLoadsFromTheFragment() {
        Availability a = Overseer.availability();
        assertTrue(a.available(), "expected the native library to load, got: " + a.detail());
        assertTrue(a.detail().startsWith("hwloc 2."), a.detail());
    }

    @Test
    void currentTidIsWhatProcShowsForThisThread() throws IOException {
        // /proc/thread-self links to <pid>/task/<tid> of the reading thread.
        String link = Files.readSymbolicLink(Path.of("/proc/thread-self")).toString();
        int expected = Integer.parseInt(link.substring(link.lastIndexOf('/') + 1));
        assertEquals(expected, Overseer.currentTid());
    }

    @Test
    void anotherThreadHasAnotherTidListedUnderThisProcess() throws Exception {
        AtomicInteger other = new AtomicInteger();
        Thread t = new Thread(() -> other.set(Overseer.currentTid()), "tid-probe");
        t.start();
        t.join();
        assertNotEquals(Overseer.currentTid(), other.get());
        assertTrue(other.get() > 0, "a positive TID, got " + other.get());
    }

    @Test
    void thisSystemMatchesProcCpuinfo() throws IOException {
        long processors = Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                .filter(l -> l.startsWith("processor")).count();
        TopologySummary here = Overseer.topology().summary();
        assertEquals(processors, here.pus(), "PUs versus /proc/cpuinfo: " + here.describe());
        assertTrue(here.thisSystem());
        assertTrue(here.numaNodes() >= 1 && here.cores() >= 1 && here.packages() >= 1, here.describe());
    }

    @Test
    void theOpteronOfThePapersHasTwoNodesAndTwelveCores() {
        TopologySummary s = Overseer.topology(TopologySource.synthetic(
                "pack:2 [numa] l3:1(size=6MiB) l2:6(size=512KiB) l1d:1(size=64KiB) core:1 pu:1")).summary();
        assertEquals(new TopologySummary(2, 2, 2, 12, 12, 12, false), s);
        assertTrue(s.describe().contains("not this system"), s.describe());
    }

    @Test
    void anHwlocXmlFileLoads(@TempDir Path dir) throws IOException {
        Path xml = Fixtures.file("two-socket-smt.xml", dir);
        TopologySummary s = Overseer.topology(TopologySource.xml(xml)).summary();
        assertEquals(new TopologySummary(2, 2, 2, 4, 4, 8, false), s);
    }

    @Test
    void badDescriptionsAreNamedInTheError(@TempDir Path dir) {
        OverseerException bad = assertThrows(OverseerException.class,
                () -> Overseer.topology(TopologySource.synthetic("pack:banana")));
        assertTrue(bad.getMessage().contains("pack:banana"), bad.getMessage());
        Path missing = dir.resolve("missing.xml");
        OverseerException none = assertThrows(OverseerException.class,
                () -> Overseer.topology(TopologySource.xml(missing)));
        assertTrue(none.getMessage().contains(missing.toString()), none.getMessage());
    }

    @Test
    void withoutTheAgentThereAreNoAgentOptions() {
        assertNull(Overseer.agentOptions());
        assertTrue(Overseer.agentCounters().isEmpty(), "no agent, no agent counters");
        assertFalse(Overseer.availability().detail().isEmpty());
    }
}
