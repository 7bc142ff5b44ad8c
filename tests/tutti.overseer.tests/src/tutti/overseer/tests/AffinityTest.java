package tutti.overseer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.overseer.Affinity;
import tutti.overseer.IndexSet;
import tutti.overseer.MemoryBinding;
import tutti.overseer.Overseer;
import tutti.overseer.OverseerException;
import tutti.overseer.TopologySource;

class AffinityTest {

    private final Affinity affinity = Affinity.thisMachine();

    @AfterEach
    void letTheTestThreadLoose() {
        affinity.unbindCurrentThread();
        affinity.unbindCurrentThreadMemory();
    }

    /** A line of /proc/<pid>/task/<tid>/status, which the kernel keeps and we must agree with. */
    private static String procStatus(String taskPath, String key) throws IOException {
        return Files.readAllLines(Path.of(taskPath, "status")).stream().filter(l -> l.startsWith(key + ":"))
                .map(l -> l.substring(key.length() + 1).trim()).findFirst().orElseThrow();
    }

    @Test
    void theCurrentThreadIsBoundAndUnboundAsProcSays() throws IOException {
        affinity.bindCurrentThread(IndexSet.of(0));
        assertEquals("0", procStatus("/proc/thread-self", "Cpus_allowed_list"));
        assertEquals(IndexSet.of(0), affinity.currentThreadCpus());
        affinity.unbindCurrentThread();
        String all = affinity.topology().cpuset().toString();
        assertEquals(all, procStatus("/proc/thread-self", "Cpus_allowed_list"));
        assertEquals(affinity.topology().cpuset(), affinity.currentThreadCpus());
    }

    @Test
    void anotherThreadIsBoundByItsTid() throws Exception {
        AtomicInteger tid = new AtomicInteger();
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread t = new Thread(() -> {
            tid.set(Overseer.currentTid());
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "bind-me");
        t.start();
        started.await();
        try {
            int last = affinity.topology().cpuset().stream().max().orElseThrow();
            affinity.bindThread(tid.get(), IndexSet.of(last));
            String task = "/proc/self/task/" + tid.get();
            assertEquals(String.valueOf(last), procStatus(task, "Cpus_allowed_list"));
            assertEquals(IndexSet.of(last), affinity.threadCpus(tid.get()));
            assertEquals(affinity.topology().cpuset(), affinity.currentThreadCpus(), "the caller is not affected");
        } finally {
            release.countDown();
            t.join();
        }
        // join() returns when the Java thread ends; the kernel task goes a moment later.
        Path task = Path.of("/proc/self/task/" + tid.get());
        for (int i = 0; i < 500 && Files.exists(task); i++) {
            Thread.sleep(10);
        }
        OverseerException gone = assertThrows(OverseerException.class, () -> affinity.threadCpus(tid.get()));
        assertTrue(gone.getMessage().contains("no such thread"), gone.getMessage());
    }

    @Test
    void theWholeProcessIsReboundAndEveryThreadReadsItBack() {
        // To the CPUs it may use already: the other tests in this JVM keep theirs.
        IndexSet all = Overseer.topology().cpuset();
        Affinity.Rebound r = affinity.rebindProcess(all, IndexSet.of(0));
        assertTrue(r.regions() > 0, "the heap and the other private mappings were bound to node 0: " + r);
        var threads = tutti.overseer.ThreadBindings.of(ProcessHandle.current().pid());
        assertTrue(threads.size() > 5, threads.toString());
        threads.forEach((tid, cpus) -> assertEquals(all, cpus, "thread " + tid));
        OverseerException gone = assertThrows(OverseerException.class, () -> tutti.overseer.ThreadBindings.of(Long.MAX_VALUE));
        assertTrue(gone.getMessage().contains("does not exist"), gone.getMessage());
        OverseerException far = assertThrows(OverseerException.class, () -> affinity.rebindProcess(IndexSet.of(4096), null));
        assertTrue(far.getMessage().contains("4096"), far.getMessage());
    }

    @Test
    void cpusAndNodesThatDoNotExistAreNamed() {
        OverseerException cpu = assertThrows(OverseerException.class, () -> affinity.bindCurrentThread(IndexSet.of(0, 9999)));
        assertTrue(cpu.getMessage().startsWith("CPU 9999 does not exist on this machine (it has CPUs "), cpu.getMessage());
        OverseerException node = assertThrows(OverseerException.class,
                () -> affinity.bindCurrentThreadMemory(IndexSet.of(5, 6)));
        assertTrue(node.getMessage().startsWith("NUMA nodes 5-6 do not exist on this machine"), node.getMessage());
        OverseerException empty = assertThrows(OverseerException.class, () -> affinity.bindCurrentThread(IndexSet.empty()));
        assertTrue(empty.getMessage().contains("empty CPU set"), empty.getMessage());
    }

    @Test
    void bindingOnADescribedMachineIsRefused(@TempDir Path dir) throws IOException {
        OverseerException synthetic = assertThrows(OverseerException.class,
                () -> Affinity.of(Overseer.topology(TopologySource.synthetic(Machines.NEHALEM_24))));
        assertTrue(synthetic.getMessage().contains("the synthetic topology '" + Machines.NEHALEM_24 + "'")
                && synthetic.getMessage().contains("describes another machine"), synthetic.getMessage());
        // Even this machine's own topology, once exported to XML, is a description and not the machine.
        Path xml = dir.resolve("here.xml");
        Files.writeString(xml, Overseer.exportXml(TopologySource.thisSystem()));
        OverseerException file = assertThrows(OverseerException.class,
                () -> Affinity.of(Overseer.topology(TopologySource.xml(xml))));
        assertTrue(file.getMessage().contains(xml.toString()), file.getMessage());
    }

    @Test
    void memoryIsBoundStrictlyAndReadBack() throws IOException {
        affinity.bindCurrentThreadMemory(IndexSet.of(0));
        MemoryBinding bound = affinity.currentThreadMemory();
        assertEquals(new MemoryBinding("bind", IndexSet.of(0)), bound);
        assertTrue(bound.isStrictBind());
        // The kernel shows a thread's policy on the mappings that have none of their own.
        String maps = Files.readString(Path.of("/proc/thread-self/numa_maps"));
        assertTrue(maps.contains(" bind:0 "), "numa_maps shows bind:0 for this thread");
        affinity.unbindCurrentThreadMemory();
        assertEquals("firsttouch", affinity.currentThreadMemory().policy(), "Linux's default: local allocation");
    }
}
