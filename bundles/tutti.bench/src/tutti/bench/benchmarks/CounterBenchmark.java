package tutti.bench.benchmarks;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import tutti.overseer.CounterGroup;
import tutti.overseer.CounterTarget;
import tutti.overseer.Counters;
import tutti.overseer.PoolMonitor;

/** {@code tutti bench-counters}: what reading counters costs, per group and per pool. */
public final class CounterBenchmark {

    private static final List<String> EVENTS = List.of(Counters.TASK_CLOCK, Counters.CONTEXT_SWITCHES,
            Counters.PAGE_FAULTS);

    /** A pool of {@code threads} read {@code reads} times. */
    public record Settings(int threads, int reads) {
        public Settings {
            if (threads < 1 || reads < 1000) {
                throw new IllegalArgumentException("--threads must be at least 1 and --reads at least 1000");
            }
        }
    }

    private CounterBenchmark() {
    }

    public static int run(Settings s, PrintStream out) throws Exception {
        int threads = s.threads();
        int reads = s.reads();
        try (CounterGroup group = CounterGroup.openAll(CounterTarget.currentThread(), EVENTS)) {
            group.start();
            double perGroup = time(reads, group::read);
            out.printf("one thread, %d events: %.0f ns per read%n", EVENTS.size(), perGroup);
        }
        try (PoolMonitor monitor = new PoolMonitor(EVENTS)) {
            CountDownLatch started = new CountDownLatch(threads);
            CountDownLatch stop = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(threads, monitor.threadFactory("bench", Thread::new));
            for (int i = 0; i < threads; i++) {
                pool.submit(() -> {
                    started.countDown();
                    stop.await();
                    return null;
                });
            }
            started.await();
            double perPool = time(Math.max(1000, reads / threads), () -> monitor.snapshot("bench"));
            out.printf("pool of %d threads, %d events: %.0f ns per read (%.0f ns per thread)%n", threads, EVENTS.size(),
                    perPool, perPool / threads);
            stop.countDown();
            pool.shutdown();
        }
        return 0;
    }

    /** Mean ns per call over the second half, after the first half warmed the JIT up. */
    private static double time(int calls, Runnable call) {
        for (int i = 0; i < calls / 2; i++) {
            call.run();
        }
        long start = System.nanoTime();
        int measured = calls - calls / 2;
        for (int i = 0; i < measured; i++) {
            call.run();
        }
        return (System.nanoTime() - start) / (double) measured;
    }
}
