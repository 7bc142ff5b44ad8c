package tutti.bench.benchmarks;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import tutti.client.EngineClient;
import tutti.compiler.CompositionCompiler;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.core.StatisticsCost;
import tutti.model.Samples;

/**
 * {@code tutti bench-monitoring}: what per-pool counting costs. Runs the Benchmark workflow in
 * local engine with monitoring on and off, alternating so that drifts of the machine hit both alike,
 * and compares the medians; then measures the monitoring's own work apart (statistics calls
 * replayed, the stream's CPU as the engine counts it), which a shared machine cannot blur.
 */
public final class MonitoringBenchmark {

    /** {@code rounds} pairs of runs of {@code count} Benchmark instances, monitoring on and off. */
    public record Settings(int count, int rounds) {
        public Settings {
            if (count < 1000 || rounds < 1) {
                throw new IllegalArgumentException("--count must be at least 1000 and --rounds at least 1");
            }
        }
    }

    /** Linux counts a process's CPU time in ticks of USER_HZ (100 per second). */
    private static final int CPU_TICK_MILLIS = 10;

    /** Ten ticks: a reading then is off by at most a tenth. */
    private static final int RESOLVABLE_CPU_MILLIS = 10 * CPU_TICK_MILLIS;

    private MonitoringBenchmark() {
    }

    public static int run(Settings s, PrintStream out) throws Exception {
        int count = s.count();
        int rounds = s.rounds();
        byte[] archive = new CompositionCompiler().compile(Samples.load("Benchmark")).archive().toBytes();
        List<Double> on = new ArrayList<>();
        List<Double> off = new ArrayList<>();
        List<Double> cpuOn = new ArrayList<>();
        List<Double> cpuOff = new ArrayList<>();
        List<Double> streamNanos = new ArrayList<>();
        List<Double> switchesOn = new ArrayList<>();
        StatisticsCost.Result statistics;
        // One engine for all rounds, monitoring switched at run time: a fresh engine per run
        // compiled its code anew, and the JIT's timing moved single runs by far more than 2%.
        try (EngineServer engine = EngineServer.start(EngineOptions.loopback(0))) {
            EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
            client.deploy(archive);
            var threads = engine.core().config();
            out.printf("mode: one local engine (single, %d Kernel and %d Invoker threads, durability %s), Benchmark workflow, "
                    + "%,d instances per run; monitoring on = pool counters %s, per-task statistics and a 10 Hz live stream, "
                    + "switched at run time%n", threads.kernelThreads(), threads.invokerThreads(), tutti.engine.Durability.NONE.describe(),
                    count, EngineOptions.DEFAULT_COUNTERS);
            long countedOn = 0;
            for (boolean counting : new boolean[] {true, false, true}) {
                monitor(engine, client, counting);
                run(client, count / 2);
                countedOn += counting ? count / 2 : 0;
            }
            for (int round = 0; round < rounds; round++) {
                // Alternate which goes first, so drifts of the machine favour neither.
                boolean onFirst = round % 2 == 0;
                for (boolean counting : onFirst ? new boolean[] {true, false} : new boolean[] {false, true}) {
                    double[] figures = measure(engine, client, count, counting);
                    (counting ? on : off).add(figures[0]);
                    (counting ? cpuOn : cpuOff).add(figures[1]);
                    if (counting) {
                        countedOn += count;
                        streamNanos.add(figures[2]);
                        switchesOn.add(figures[3]);
                    }
                    out.printf("round %d, monitoring %-4s %,10.0f instances/s %6.2f µs CPU per instance%n", round + 1,
                            counting ? "on" : "off", figures[0], figures[1]);
                }
            }
            statistics = StatisticsCost.measure(engine.core().taskStats(), "Benchmark", countedOn);
        }
        double medianOn = median(on);
        double medianOff = median(off);
        out.printf("median throughput: %,.0f instances/s with monitoring, %,.0f without (%+.1f%%)%n", medianOn, medianOff,
                100 * (medianOn - medianOff) / medianOff);
        // The process's CPU time comes from /proc in clock ticks of 10 ms: a run shorter than ten
        // ticks reads 0 or a few ticks, and any ratio of such readings is noise (or infinite).
        double shortest = java.util.stream.Stream.concat(cpuOn.stream(), cpuOff.stream()).mapToDouble(Double::doubleValue)
                .min().orElseThrow() * count / 1000;
        if (shortest < RESOLVABLE_CPU_MILLIS) {
            long enough = (long) Math.ceil(RESOLVABLE_CPU_MILLIS * 2.0 * count / Math.max(shortest, CPU_TICK_MILLIS));
            out.printf("CPU per instance: not measured: a run took %.0f ms of CPU, under %d ticks of the %d ms clock the process's "
                    + "CPU time is counted in; run with --count %d or more%n", shortest, RESOLVABLE_CPU_MILLIS / CPU_TICK_MILLIS,
                    CPU_TICK_MILLIS, enough);
            return 0;
        }
        // CPU time per instance varies far less than wall-clock throughput on a shared machine.
        double perOn = median(cpuOn);
        double perOff = median(cpuOff);
        out.printf("median CPU per instance: %.2f µs with monitoring, %.2f without: monitoring costs %.1f%% (target at most 2%%)%n",
                perOn, perOff, 100 * (perOn - perOff) / perOff);
        // Each round's two runs are neighbours in time: their ratio cancels the machine's slow drifts.
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < cpuOn.size(); i++) {
            ratios.add(cpuOn.get(i) / cpuOff.get(i));
        }
        List<Double> sorted = ratios.stream().sorted().toList();
        out.printf("paired rounds: CPU per instance on/off median %+.1f%%, middle half %+.1f%% to %+.1f%%%n",
                100 * (median(ratios) - 1), 100 * (sorted.get(sorted.size() / 4) - 1),
                100 * (sorted.get(Math.min(sorted.size() - 1, sorted.size() * 3 / 4)) - 1));
        // Whole runs cannot resolve 2% on a shared machine; the monitoring's own work can be measured
        // apart: the statistics calls replayed, and the stream's CPU as the engine counts it. Each
        // figure is its best (the replay's fastest round, the fastest runs), so that the machine's
        // interference inflates neither the cost nor the base it is compared with.
        double base = cpuOff.stream().mapToDouble(Double::doubleValue).min().orElseThrow() * 1000;
        double stream = streamNanos.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        out.printf("per-task statistics, replayed: %.1f executions and %.1f flow firings per instance cost %.1f ns "
                + "(%.2f%% of the fastest run's %.0f ns per instance without monitoring)%n", statistics.executionsPerInstance(),
                statistics.firingsPerInstance(), statistics.nanosPerInstance(), 100 * statistics.nanosPerInstance() / base, base);
        out.printf("live stream at 10 Hz: %.1f ns per instance (%.2f%%), the engine's own count of its samples' CPU%n", stream,
                100 * stream / base);
        double perSwitch = counterNanosPerSwitch();
        double switches = median(switchesOn);
        double kernel = perSwitch * switches;
        out.printf("the kernel's counting: %.0f ns per context switch of a counted thread (two threads handing a token "
                + "back and forth, events open or not), %.2f switches per instance: %.1f ns (%.2f%%)%n", perSwitch, switches, kernel,
                100 * kernel / base);
        out.printf("monitoring's own work: %.2f%% of the CPU per instance without it (target at most 2%%)%n",
                100 * (statistics.nanosPerInstance() + stream + kernel) / base);
        return 0;
    }

    /** Monitoring on: the default pool counters and per-task statistics; off: neither. */
    private static void monitor(EngineServer engine, EngineClient client, boolean counting) throws Exception {
        client.configure(Map.of("counters", counting ? EngineOptions.DEFAULT_COUNTERS : List.of()));
        engine.core().taskStats().enable(counting);
    }

    /**
     * Instances per second and process CPU microseconds per instance of one measured batch. With
     * monitoring: the default pool counters, per-task statistics and a client reading the live
     * stream at 10 Hz, as the Studio's Monitor does; without: none of them.
     */
    private static double[] measure(EngineServer engine, EngineClient client, int count, boolean counting) throws Exception {
        monitor(engine, client, counting);
        java.util.concurrent.atomic.AtomicReference<Number> streamCpu = new java.util.concurrent.atomic.AtomicReference<>(0);
        tutti.client.MetricsStream stream = counting
                ? client.stream(10, sample -> streamCpu.set((Number) sample.get("streamCpuSeconds")))
                : null;
        Map<String, Object> report;
        try {
            report = run(client, count);
        } finally {
            if (stream != null) {
                stream.close();
            }
        }
        return new double[] {((Number) report.get("throughputPerSecond")).doubleValue(),
            ((Number) report.get("cpuMillis")).doubleValue() * 1000 / count, streamCpu.get().doubleValue() * 1e9 / count,
            contextSwitches(report) / count};
    }

    /** The context switches the pools' threads made in a batch, as their counters say (0 when not counted). */
    private static double contextSwitches(Map<String, Object> report) {
        double sum = 0;
        if (report.get("pools") instanceof Map<?, ?> pools) {
            for (Object pool : pools.values()) {
                if (pool instanceof Map<?, ?> events && events.get(tutti.overseer.Counters.CONTEXT_SWITCHES) instanceof Number n) {
                    sum += n.doubleValue();
                }
            }
        }
        return sum;
    }

    /**
     * What the kernel's counting adds to one context switch of a counted thread: two threads bound
     * to the same CPU hand a token back and forth (each hand-over switches from one to the other),
     * with the default events open on both or on neither; the best of several rounds each,
     * nanoseconds per switch.
     */
    static double counterNanosPerSwitch() throws InterruptedException {
        double with = Double.MAX_VALUE;
        double without = Double.MAX_VALUE;
        for (int round = 0; round < 7; round++) {
            with = Math.min(with, pingPongNanos(true));
            without = Math.min(without, pingPongNanos(false));
        }
        return Math.max(0, with - without);
    }

    /** Nanoseconds per switch of two threads on one CPU handing a token back and forth. */
    private static double pingPongNanos(boolean counting) throws InterruptedException {
        int handOvers = 20_000;
        java.util.concurrent.atomic.AtomicInteger turn = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.CountDownLatch ready = new java.util.concurrent.CountDownLatch(2);
        java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
        long[] elapsed = new long[1];
        Thread[] threads = new Thread[2];
        tutti.overseer.Affinity affinity = tutti.overseer.Affinity.thisMachine();
        tutti.overseer.IndexSet oneCpu = tutti.overseer.IndexSet.of(0);
        for (int t = 0; t < 2; t++) {
            int me = t;
            threads[t] = new Thread(() -> {
                affinity.bindCurrentThread(oneCpu);
                tutti.overseer.CounterGroup group = counting ? tutti.overseer.CounterGroup.open(
                        tutti.overseer.CounterTarget.currentThread(), EngineOptions.DEFAULT_COUNTERS) : null;
                Thread other = threads[1 - me];
                Runnable side = () -> {
                    // Sharing one CPU, the one that waits runs only once the other has handed over and parked.
                    for (int i = 0; i < handOvers; i++) {
                        while (turn.get() != me) {
                            java.util.concurrent.locks.LockSupport.park();
                        }
                        turn.set(1 - me);
                        java.util.concurrent.locks.LockSupport.unpark(other);
                    }
                };
                try {
                    ready.countDown();
                    go.await();
                    long start = System.nanoTime();
                    side.run();
                    synchronized (elapsed) {
                        elapsed[0] = Math.max(elapsed[0], System.nanoTime() - start);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    if (group != null) {
                        group.close();
                    }
                }
            }, "ping-pong-" + t);
        }
        for (Thread t : threads) {
            t.start();
        }
        ready.await();
        go.countDown();
        for (Thread t : threads) {
            t.join();
        }
        // Each hand-over of the token switches from one thread to the other once.
        return elapsed[0] / (2.0 * handOvers);
    }

    private static Map<String, Object> run(EngineClient client, int count) throws Exception {
        Map<String, Object> report = WorkflowBenchmark.batch(client, "Benchmark", count, Map.of("order", "abcdef"));
        if (((Number) report.get("failed")).longValue() != 0) {
            throw new IllegalStateException("instances failed: " + report.get("failureReasons"));
        }
        return report;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
