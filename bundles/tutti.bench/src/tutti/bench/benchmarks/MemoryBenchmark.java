package tutti.bench.benchmarks;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Map;

import tutti.compiler.CompositionCompiler;
import tutti.engine.core.EngineCore;
import tutti.engine.core.EngineOverloadedException;
import tutti.engine.core.UnknownCompositionException;
import tutti.runtime.CompiledComposition;

/**
 * {@code tutti bench-memory}: the heap one instance takes while it waits in a Receive, or on a
 * Timer ({@code --wait timer}). Starts N instances in an in-process engine, lets them all reach
 * their Receive or Timer, compares the live heap after full collections before and after; then
 * sends every Receive its message and checks that all complete (timers of an hour are left to the
 * engine's stop, which cancels them).
 */
public final class MemoryBenchmark {

    /** The target: one million waiting instances in under 400 MB. */
    public static final long TARGET_BYTES = 400;

    /** {@code count} instances waiting in a Receive, or on a Timer. */
    public record Settings(int count, boolean onTimer) {
        public Settings {
            if (count < 1000) {
                throw new IllegalArgumentException("--count must be at least 1000 for a meaningful figure");
            }
        }
    }

    private MemoryBenchmark() {
    }

    public static int run(Settings s, PrintStream out, PrintStream err) throws Exception {
        int count = s.count();
        boolean timer = s.onTimer();
        String name = timer ? "Sleeping" : "Waiting";
        CompiledComposition waiting = new CompositionCompiler().compile(timer ? BenchCompositions.sleeping("PT1H")
                : BenchCompositions.waiting()).archive().load(CompiledComposition.class.getClassLoader());
        try (EngineCore core = new EngineCore(new EngineCore.Config(1, 1, count + 1000))) {
            core.deployments().add(waiting);
            // Warm up the engine's own structures (maps, classes, JIT) so they are not counted per instance.
            long[] warm = startAll(core, name, 1000, timer ? 1000 : 0);
            if (!timer) {
                deliverAll(core, warm, 1000);
            }
            long before = liveHeap();
            long started = System.nanoTime();
            long[] ids = startAll(core, name, count, timer ? count + 1000 : 0);
            double startSeconds = (System.nanoTime() - started) / 1e9;
            long after = liveHeap();
            double perInstance = (after - before) / (double) count;
            out.printf("%-34s %,d%n", timer ? "instances waiting on a Timer" : "instances waiting in a Receive", count);
            out.printf("%-34s %,.1f MB before, %,.1f MB with them waiting%n", "live heap after full GC", before / 1e6, after / 1e6);
            out.printf("%-34s %.0f bytes (%s the target of at most %d)%n", "heap per waiting instance", perInstance,
                    perInstance <= TARGET_BYTES ? "meets" : "misses", TARGET_BYTES);
            if (timer) {
                out.printf("%-34s %.2f s to start them and put their timers in the queue (%,d waiting)%n", "time", startSeconds,
                        core.timersWaiting());
                mode(out, timer);
                return core.timersWaiting() == count + 1000 ? 0 : 1;
            }
            started = System.nanoTime();
            long completed = deliverAll(core, ids, count + 1000);
            double finishSeconds = (System.nanoTime() - started) / 1e9;
            out.printf("%-34s %.2f s to start and park them, %.2f s to deliver and complete them%n", "time", startSeconds,
                    finishSeconds);
            out.printf("%-34s %,d of %,d (max heap %,.0f MB)%n", "completed after their message", completed - 1000, count,
                    Runtime.getRuntime().maxMemory() / 1e6);
            mode(out, timer);
            if (completed - 1000 != count) {
                err.println("tutti bench-memory: only " + (completed - 1000) + " of " + count + " instances completed");
                return 1;
            }
            return 0;
        }
    }

    /** How it ran, said last. */
    private static void mode(PrintStream out, boolean timer) {
        out.printf("%-34s in-process engine core (1 Kernel, 1 Invoker thread, %s collector, durability %s), each instance a snippet "
                + "then a %s%n", "mode", tutti.engine.core.BatchRun.collector(), tutti.engine.Durability.NONE.describe(),
                timer ? "Timer of PT1H" : "Receive");
    }

    /**
     * Starts N instances and waits until every one is parked in its Receive or on its Timer (the
     * engine's queues are empty and, for timers, {@code timers} wait).
     */
    private static long[] startAll(EngineCore core, String name, int n, int timers)
            throws UnknownCompositionException, EngineOverloadedException, InterruptedException {
        long[] ids = new long[n];
        for (int i = 0; i < n; i++) {
            ids[i] = core.begin(tutti.engine.core.StartRequest.one(name, null, Map.of("n", i))).id();
        }
        int idle = 0;
        while (idle < 5) {
            int[] queues = core.queueLengths();
            idle = queues[0] == 0 && queues[1] == 0 && core.timersWaiting() >= timers ? idle + 1 : 0;
            Thread.sleep(20);
        }
        return ids;
    }

    /** Sends each instance its message and waits until none is in flight; returns the completed count. */
    private static long deliverAll(EngineCore core, long[] ids, long expectedCompleted) throws InterruptedException {
        for (long id : ids) {
            core.message(id, "approved", null);
        }
        long deadline = System.nanoTime() + 600_000_000_000L;
        while (core.inFlight() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        long[] counts = core.instanceCounts().getOrDefault("Waiting", new long[4]);
        return counts[1];
    }

    private static long liveHeap() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
