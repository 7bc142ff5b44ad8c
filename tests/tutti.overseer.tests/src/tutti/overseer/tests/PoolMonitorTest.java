package tutti.overseer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import tutti.overseer.CounterSupport;
import tutti.overseer.CounterValue;
import tutti.overseer.Counters;
import tutti.overseer.PoolMonitor;
import tutti.overseer.PoolSnapshot;
import tutti.overseer.ThreadCounters;

class PoolMonitorTest {

    private static final List<String> EVENTS = List.of(Counters.TASK_CLOCK, Counters.CONTEXT_SWITCHES, Counters.CYCLES);

    private static ExecutorService pool(PoolMonitor monitor, String name, int threads) {
        AtomicInteger n = new AtomicInteger();
        return Executors.newFixedThreadPool(threads,
                monitor.threadFactory(name, r -> new Thread(r, name + "-" + n.getAndIncrement())));
    }

    private static void sleepyTasks(ExecutorService executor, int tasks) throws Exception {
        for (int i = 0; i < tasks; i++) {
            executor.submit(() -> {
                Thread.sleep(2);
                return null;
            }).get();
        }
    }

    @Test
    void poolsCountTheirOwnThreadsAndKeepTheCountsOfEndedOnes() throws Exception {
        try (PoolMonitor monitor = new PoolMonitor(EVENTS)) {
            ExecutorService kernel = pool(monitor, "kernel", 2);
            ExecutorService invoker = pool(monitor, "invoker", 1);
            sleepyTasks(kernel, 10);
            sleepyTasks(invoker, 4);

            PoolSnapshot live = monitor.snapshot("kernel");
            assertTrue(live.liveThreads() + live.endedThreads() <= 2, "at most two kernel threads: " + live);
            long liveSwitches = live.total(Counters.CONTEXT_SWITCHES).value();
            assertTrue(liveSwitches >= 10, "ten sleeps in the kernel pool: " + live.totals());
            assertTrue(live.threads().stream().allMatch(t -> t.threadName().startsWith("kernel-")), live.threads().toString());
            assertTrue(monitor.snapshot("invoker").total(Counters.CONTEXT_SWITCHES).value() >= 4);
            assertEquals(List.of("invoker", "kernel"), monitor.poolNames());

            kernel.shutdown();
            assertTrue(kernel.awaitTermination(10, TimeUnit.SECONDS));
            // The executor counts a worker as gone just before the worker's thread leaves our
            // wrapper, where it hands its counts over: wait for that moment.
            PoolSnapshot after = monitor.snapshot("kernel");
            for (int i = 0; i < 500 && after.liveThreads() > 0; i++) {
                Thread.sleep(10);
                after = monitor.snapshot("kernel");
            }
            assertEquals(0, after.liveThreads());
            assertTrue(after.endedThreads() >= 1);
            assertTrue(after.total(Counters.CONTEXT_SWITCHES).value() >= liveSwitches,
                    "ended threads keep counting in the pool's totals: " + after.totals());
            for (ThreadCounters t : after.threads()) {
                assertFalse(t.alive(), t.threadName());
                assertTrue(t.tid() > 0);
                assertTrue(t.reading().get(Counters.TASK_CLOCK).value() > 0, t.toString());
            }
            invoker.shutdownNow();
        }
    }

    @Test
    void eventsThatCannotBeCountedAreSaidSoInEveryTotal() throws Exception {
        try (PoolMonitor monitor = new PoolMonitor(EVENTS)) {
            ExecutorService kernel = pool(monitor, "kernel", 1);
            sleepyTasks(kernel, 1);
            CounterValue cycles = monitor.snapshot("kernel").total(Counters.CYCLES);
            if (!cycles.supported()) {
                assertEquals(CounterSupport.NOT_SUPPORTED, cycles.support());
                assertTrue(cycles.reason().contains("not supported on this machine"), cycles.reason());
            }
            kernel.shutdownNow();
        }
    }

    @Test
    void aPoolWithoutThreadsStillKnowsWhatItCannotCount() {
        try (PoolMonitor monitor = new PoolMonitor(EVENTS)) {
            monitor.threadFactory("idle", Thread::new);
            PoolSnapshot idle = monitor.snapshot("idle");
            assertEquals(0, idle.total(Counters.TASK_CLOCK).value());
            CounterValue cycles = idle.total(Counters.CYCLES);
            assertEquals(cyclesSupported(), cycles.supported(), cycles.toString());
            if (!cycles.supported()) {
                assertTrue(cycles.reason().contains("not supported on this machine"), cycles.reason());
            }
        }
    }

    private static boolean cyclesSupported() {
        return Counters.supportedEvents().stream().anyMatch(e -> e.name().equals(Counters.CYCLES));
    }

    @Test
    void aThreadIsCountedInOnePoolAtATime() {
        try (PoolMonitor monitor = new PoolMonitor(List.of(Counters.TASK_CLOCK))) {
            monitor.register("a");
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> monitor.register("b"));
            assertTrue(e.getMessage().contains("already counted in pool a"), e.getMessage());
            monitor.unregister();
            monitor.register("b");
            monitor.unregister();
            assertEquals(1, monitor.snapshot("a").endedThreads());
            assertThrows(IllegalArgumentException.class, () -> monitor.snapshot("c"));
        }
    }

    @Test
    void eventsChangeAtRuntimeForLiveThreadsAndTotalsStartAgain() throws Exception {
        try (PoolMonitor monitor = new PoolMonitor(List.of(Counters.CONTEXT_SWITCHES))) {
            ExecutorService kernel = pool(monitor, "kernel", 2);
            sleepyTasks(kernel, 10);
            assertTrue(monitor.snapshot("kernel").total(Counters.CONTEXT_SWITCHES).value() >= 10);

            monitor.reconfigure(List.of(Counters.TASK_CLOCK, Counters.PAGE_FAULTS, Counters.LLC_MISSES));
            assertEquals(List.of(Counters.TASK_CLOCK, Counters.PAGE_FAULTS, Counters.LLC_MISSES), monitor.events());
            PoolSnapshot fresh = monitor.snapshot("kernel");
            assertEquals(3, fresh.totals().size());
            long clockBefore = fresh.total(Counters.TASK_CLOCK).value();
            // The same live threads now count the new events: spin a while on them.
            for (int i = 0; i < 4; i++) {
                kernel.submit(() -> {
                    // 20 ms of this thread's CPU, not of the clock: on a loaded machine it gets less than all of it.
                    java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
                    long end = cpu.getCurrentThreadCpuTime() + 20_000_000;
                    long x = 0;
                    while (cpu.getCurrentThreadCpuTime() < end) {
                        x += System.nanoTime() % 7;
                    }
                    return x;
                }).get();
            }
            PoolSnapshot after = monitor.snapshot("kernel");
            CounterValue clock = after.total(Counters.TASK_CLOCK);
            assertTrue(clock.value() - clockBefore >= 60_000_000, "80 ms of spinning counted on the live threads: " + clock);
            assertTrue(clock.enabledNanos() > 0 && clock.runningNanos() > 0 && clock.runningNanos() <= clock.enabledNanos(),
                    "time enabled and running summed over the threads: " + clock);
            CounterValue misses = after.total(Counters.LLC_MISSES);
            if (!misses.supported()) {
                assertEquals(CounterSupport.NOT_SUPPORTED, misses.support(), misses.toString());
                assertTrue(misses.reason().contains("not supported"), misses.reason());
            }
            kernel.shutdown();
            assertTrue(kernel.awaitTermination(10, TimeUnit.SECONDS));
        }
    }
}
