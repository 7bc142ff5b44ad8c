package tutti.bench.benchmarks;

import java.io.PrintStream;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.HdrHistogram.Histogram;

import tutti.client.EngineClient;
import tutti.compiler.CompositionCompiler;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.model.Samples;

/**
 * {@code tutti bench-timers}: how late Timer tasks fire while the engine is busy. A local engine
 * runs the Benchmark workflow in back-to-back batches; meanwhile N instances wait on Timers due
 * one after another over S seconds. Reported: how long after its time each timer was taken off
 * the queue and handed to its Kernel (p50, p99, p99.9, max), and the Benchmark's throughput
 * meanwhile.
 */
public final class TimerBenchmark {

    /** The target: timers fire within 10 ms of their time under load. */
    public static final long TARGET_MILLIS = 10;

    /** {@code timers} Timer instances due over {@code seconds}. */
    public record Settings(int timers, int seconds) {
        public Settings {
            if (timers < 100 || seconds < 1) {
                throw new IllegalArgumentException("--timers must be at least 100 and --seconds at least 1");
            }
        }
    }

    private TimerBenchmark() {
    }

    public static int run(Settings s, PrintStream out, PrintStream err) throws Exception {
        int timers = s.timers();
        int seconds = s.seconds();
        CompositionCompiler compiler = new CompositionCompiler();
        try (EngineServer engine = EngineServer.start(EngineOptions.loopback(0))) {
            EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
            client.deploy(compiler.compile(Samples.load("Benchmark")).archive().toBytes());
            client.deploy(compiler.compile(BenchCompositions.sleeping(null)).archive().toBytes());
            var threads = engine.core().config();
            out.printf("mode: one local engine (single, %d Kernel and %d Invoker threads, default pool counters, %s collector, "
                    + "durability %s), the Benchmark workflow in back-to-back batches of 20,000, %,d Sleeping instances with Timers "
                    + "due over %d s%n", threads.kernelThreads(), threads.invokerThreads(), tutti.engine.core.BatchRun.collector(),
                    tutti.engine.Durability.NONE.describe(), timers, seconds);
            Map<String, Object> order = Map.of("order", "abcdef");
            WorkflowBenchmark.batch(client, "Benchmark", 50_000, order);
            AtomicBoolean loading = new AtomicBoolean(true);
            AtomicLong loaded = new AtomicLong();
            Thread load = new Thread(() -> {
                try {
                    while (loading.get()) {
                        WorkflowBenchmark.batch(client, "Benchmark", 20_000, order);
                        loaded.addAndGet(20_000);
                    }
                } catch (Exception e) {
                    err.println("tutti bench-timers: the Benchmark load stopped: " + e.getMessage());
                }
            }, "benchmark-load");
            load.start();
            Thread.sleep(1000);
            long loadStart = System.nanoTime();
            long loadedBefore = loaded.get();
            long first = System.currentTimeMillis() + 1000;
            for (int i = 0; i < timers; i++) {
                long due = first + (long) seconds * 1000 * i / timers;
                engine.core().begin(tutti.engine.core.StartRequest.one("Sleeping", null,
                        Map.of("n", (int) Math.max(0, due - System.currentTimeMillis()))));
            }
            long deadline = System.nanoTime() + (seconds + 60) * 1_000_000_000L;
            while (completed(engine) < timers && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            double loadSeconds = (System.nanoTime() - loadStart) / 1e9;
            long benchmark = loaded.get() - loadedBefore;
            loading.set(false);
            load.join();
            Histogram late = engine.core().timerLateness();
            out.printf("%-34s %,d due over %d s, while the Benchmark workflow ran at %,.0f instances/s%n", "timers", timers,
                    seconds, benchmark / loadSeconds);
            out.printf("%-34s p50 %d ms, p99 %d ms, p99.9 %d ms, max %d ms over %,d timers (%s the target of p99 within %d ms)%n",
                    "fired after their time", late.getValueAtPercentile(50), late.getValueAtPercentile(99),
                    late.getValueAtPercentile(99.9), late.getMaxValue(), late.getTotalCount(),
                    late.getValueAtPercentile(99) <= TARGET_MILLIS ? "meets" : "misses", TARGET_MILLIS);
            long done = completed(engine);
            if (done != timers) {
                err.println("tutti bench-timers: only " + done + " of " + timers + " timer instances completed");
                return 1;
            }
            return 0;
        }
    }

    private static long completed(EngineServer engine) {
        return engine.core().instanceCounts().getOrDefault("Sleeping", new long[4])[1];
    }
}
