package tutti.overseer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import tutti.overseer.CounterEvent;
import tutti.overseer.CounterGroup;
import tutti.overseer.CounterReading;
import tutti.overseer.CounterSupport;
import tutti.overseer.CounterTarget;
import tutti.overseer.CounterValue;
import tutti.overseer.Counters;
import tutti.overseer.Overseer;
import tutti.overseer.OverseerException;

class CountersTest {

    @Test
    void theListTellsListedFromSupported() {
        Map<String, CounterEvent> events = Counters.events(true).stream()
                .collect(Collectors.toMap(CounterEvent::name, Function.identity(), (a, b) -> a));
        assertEquals(CounterSupport.SUPPORTED, events.get(Counters.PAGE_FAULTS).support());
        assertEquals(CounterSupport.SUPPORTED, events.get(Counters.CONTEXT_SWITCHES).support());
        CounterEvent cycles = events.get(Counters.CYCLES);
        assertTrue(cycles != null, "perf::CYCLES is listed on every machine");
        if (cycles.support() != CounterSupport.SUPPORTED) {
            assertEquals(CounterSupport.NOT_SUPPORTED, cycles.support(), cycles.reason());
            assertTrue(cycles.reason().contains("not supported on this machine"), cycles.reason());
        }
        assertTrue(Counters.events(false).stream().allMatch(e -> e.support() == CounterSupport.UNPROBED));
        assertTrue(Counters.supportedEvents().stream().anyMatch(e -> e.name().equals(Counters.TASK_CLOCK)));
    }

    /** The kernel groups of the last {@link #countOtherThread}. */
    private static int kernelGroups;

    /** Runs work on a new thread whose counters the test opens by TID before the work starts. */
    private static CounterReading countOtherThread(List<String> events, Runnable work) throws Exception {
        AtomicInteger tid = new AtomicInteger();
        CountDownLatch ready = new CountDownLatch(1);
        CountDownLatch go = new CountDownLatch(1);
        Thread t = new Thread(() -> {
            tid.set(Overseer.currentTid());
            ready.countDown();
            try {
                go.await();
            } catch (InterruptedException e) {
                return;
            }
            work.run();
        }, "counted");
        t.start();
        ready.await();
        try (CounterGroup group = CounterGroup.open(CounterTarget.thread(tid.get()), events)) {
            group.reset();
            group.start();
            kernelGroups = group.kernelGroups();
            go.countDown();
            t.join();
            // The kernel keeps an ended thread's counts until the descriptor is closed.
            return group.read();
        }
    }

    @Test
    void contextSwitchesOfASleepingThreadRise() throws Exception {
        CounterReading r = countOtherThread(List.of(Counters.CONTEXT_SWITCHES, Counters.TASK_CLOCK), () -> {
            for (int i = 0; i < 20; i++) {
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        assertTrue(r.get(Counters.CONTEXT_SWITCHES).value() >= 20, r.toString());
        CounterValue clock = r.get(Counters.TASK_CLOCK);
        assertTrue(clock.value() > 0 && clock.value() < 20_000_000, "a sleeping thread uses little CPU: " + clock);
        assertEquals(clock.enabledNanos(), clock.runningNanos(), "software events are never multiplexed");
    }

    @Test
    void pageFaultsOfAThreadTouching64MiBRiseBySixteenThousand() throws Exception {
        CounterReading r = countOtherThread(List.of(Counters.PAGE_FAULTS), () -> {
            // allocateDirect zeroes the memory, touching every 4 KiB page once.
            ByteBuffer touched = ByteBuffer.allocateDirect(64 << 20);
            touched.put(0, (byte) 1);
        });
        long faults = r.get(Counters.PAGE_FAULTS).value();
        assertTrue(faults >= 16_384 && faults < 17_500, "64 MiB = 16384 pages of 4 KiB, counted " + faults);
    }

    @Test
    void hardwareEventsWithoutAPmuHaveNoValueNeverZero() throws Exception {
        CounterReading r = countOtherThread(List.of(Counters.CYCLES, Counters.INSTRUCTIONS, Counters.TASK_CLOCK), () -> {
            long x = 0;
            for (int i = 0; i < 1_000_000; i++) {
                x += i * 31L;
            }
            if (x == 42) {
                System.out.println(x);
            }
        });
        CounterValue cycles = r.get(Counters.CYCLES);
        if (cycles.supported()) {
            assertTrue(cycles.value() > 1_000_000, "a PMU counts a million iterations: " + cycles);
        } else {
            assertEquals(CounterSupport.NOT_SUPPORTED, cycles.support());
            assertTrue(cycles.valueIfSupported().isEmpty());
            OverseerException e = assertThrows(OverseerException.class, cycles::value);
            assertEquals("perf::CYCLES: not supported on this machine", e.getMessage());
            assertEquals("perf::CYCLES = perf::CYCLES: not supported on this machine", cycles.toString());
        }
        assertTrue(r.get(Counters.TASK_CLOCK).value() > 0, "the software event in the same group still counts");
    }

    /**
     * The events of a group are one kernel group, read in one system call, each value where its
     * event is, with an event that cannot be counted between them.
     */
    @Test
    void aGroupIsReadAtOnceAndEachValueIsItsEvents() throws Exception {
        CounterReading r = countOtherThread(List.of(Counters.PAGE_FAULTS, Counters.CYCLES, Counters.CONTEXT_SWITCHES,
                Counters.TASK_CLOCK), () -> {
                    ByteBuffer touched = ByteBuffer.allocateDirect(64 << 20);
                    touched.put(0, (byte) 1);
                    for (int i = 0; i < 20; i++) {
                        try {
                            Thread.sleep(1);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                });
        long faults = r.get(Counters.PAGE_FAULTS).value();
        assertTrue(faults >= 16_384 && faults < 17_500, "64 MiB = 16384 pages of 4 KiB, counted " + faults);
        assertTrue(r.get(Counters.CONTEXT_SWITCHES).value() >= 20, r.toString());
        assertTrue(r.get(Counters.TASK_CLOCK).value() > 1_000_000, "zeroing 64 MiB takes over 1 ms: " + r);
        if (r.get(Counters.CYCLES).supported()) {
            assertTrue(kernelGroups <= 2, "a hardware event joins the group or counts on its own: " + kernelGroups);
        } else {
            assertEquals(1, kernelGroups, "the three software events are one kernel group: one read");
        }
    }

    @Test
    void openAllNamesEveryEventItCannotCount() {
        OverseerException e = assertThrows(OverseerException.class, () -> CounterGroup.openAll(
                CounterTarget.currentThread(), List.of(Counters.TASK_CLOCK, "perf::NO-SUCH-EVENT")));
        assertTrue(e.getMessage().contains("perf::NO-SUCH-EVENT"), e.getMessage());
    }

    @Test
    void aCoreCanBeCountedToo() throws Exception {
        // Per-core counting needs privileges (root here; perf_event_paranoid 0 elsewhere).
        try (CounterGroup core = CounterGroup.open(CounterTarget.core(0), List.of("perf::CPU-CLOCK"))) {
            CounterValue probe = core.read().get("perf::CPU-CLOCK");
            if (!probe.supported()) {
                assertEquals(CounterSupport.PERMISSION_DENIED, probe.support(), probe.reason());
                assertTrue(probe.reason().contains("perf_event_paranoid"), probe.reason());
                return;
            }
            core.start();
            Thread.sleep(50);
            core.stop();
            long ns = core.read().get("perf::CPU-CLOCK").value();
            assertTrue(ns > 30_000_000, "CPU 0's clock runs while enabled, whatever runs there: " + ns);
        }
    }

    @Test
    void aClosedGroupRefusesToReadAndTheDescriptorsAreGone() throws Exception {
        long before = openDescriptors();
        CounterGroup group = CounterGroup.open(CounterTarget.currentThread(), List.of(Counters.TASK_CLOCK, Counters.PAGE_FAULTS));
        assertEquals(before + 2, openDescriptors());
        group.close();
        group.close(); // twice is harmless
        assertEquals(before, openDescriptors());
        assertThrows(IllegalStateException.class, group::read);
        assertFalse(group.toString().isEmpty());
    }

    @Test
    void aForgottenGroupIsClosedByTheCleaner() throws Exception {
        long before = openDescriptors();
        for (int i = 0; i < 50; i++) {
            CounterGroup.open(CounterTarget.currentThread(), List.of(Counters.TASK_CLOCK));
        }
        long deadline = System.currentTimeMillis() + 10_000;
        while (openDescriptors() > before && System.currentTimeMillis() < deadline) {
            System.gc();
            Thread.sleep(20);
        }
        assertEquals(before, openDescriptors(), "the cleaner closed every forgotten counter");
    }

    private static long openDescriptors() throws Exception {
        try (var s = java.nio.file.Files.list(java.nio.file.Path.of("/proc/self/fd"))) {
            return s.count();
        }
    }
}
