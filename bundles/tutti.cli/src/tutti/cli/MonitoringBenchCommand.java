package tutti.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tutti.client.EngineClient;
import tutti.compiler.CompositionCompiler;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.model.Samples;

/**
 * {@code tutti bench-monitoring}: what per-pool counting costs. Runs the Benchmark workflow in
 * local engines with the default pool counters and with none, alternating so that drifts of the
 * machine hit both alike, and compares the median throughputs.
 */
final class MonitoringBenchCommand implements Command {

    @Override
    public String name() {
        return "bench-monitoring";
    }

    @Override
    public String summary() {
        return "compare Benchmark throughput with monitoring (pool counters, task statistics, a 10 Hz live stream) on and "
                + "off (target: at most 2% apart)";
    }

    @Override
    public String synopsis() {
        return "[--count N (128000)] [--rounds N (10)]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse(name(), args, Set.of("count", "rounds"));
        int count = o.integer("count", 128_000);
        int rounds = o.integer("rounds", 10);
        if (count < 1000 || rounds < 1) {
            throw new UsageException("--count must be at least 1000 and --rounds at least 1");
        }
        byte[] archive = new CompositionCompiler().compile(Samples.load("Benchmark")).archive().toBytes();
        List<Double> on = new ArrayList<>();
        List<Double> off = new ArrayList<>();
        List<Double> cpuOn = new ArrayList<>();
        List<Double> cpuOff = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            // Alternate which goes first, so warming of the machine favours neither.
            boolean onFirst = round % 2 == 0;
            for (boolean counting : onFirst ? new boolean[] {true, false} : new boolean[] {false, true}) {
                double[] figures = measure(archive, count, counting);
                (counting ? on : off).add(figures[0]);
                (counting ? cpuOn : cpuOff).add(figures[1]);
                out.printf("round %d, monitoring %-4s %,10.0f instances/s %6.2f µs CPU per instance%n", round + 1,
                        counting ? "on" : "off", figures[0], figures[1]);
            }
        }
        double medianOn = median(on);
        double medianOff = median(off);
        out.printf("median throughput: %,.0f instances/s with monitoring, %,.0f without (%+.1f%%)%n", medianOn, medianOff,
                100 * (medianOn - medianOff) / medianOff);
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
        return 0;
    }

    /**
     * Instances per second and process CPU microseconds per instance of one measured batch. With
     * monitoring: the default pool counters, per-task statistics and a client reading the live
     * stream at 10 Hz, as the Studio's Monitor does; without: none of them.
     */
    private static double[] measure(byte[] archive, int count, boolean counting) throws Exception {
        EngineOptions options = EngineOptions.loopback(0);
        try (EngineServer engine = EngineServer.start(counting ? options : options.withCounters(List.of()))) {
            engine.core().taskStats().enable(counting);
            EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
            client.deploy(archive);
            Map<String, Object> inputs = Map.of("order", "abcdef");
            BenchCommand.batch(client, "Benchmark", Math.max(1000, count / 4), inputs);
            java.util.concurrent.atomic.AtomicLong samples = new java.util.concurrent.atomic.AtomicLong();
            tutti.client.MetricsStream stream = counting ? client.stream(10, sample -> samples.incrementAndGet()) : null;
            Map<String, Object> report;
            try {
                report = BenchCommand.batch(client, "Benchmark", count, inputs);
            } finally {
                if (stream != null) {
                    stream.close();
                }
            }
            if (((Number) report.get("failed")).longValue() != 0) {
                throw new IllegalStateException("instances failed: " + report.get("failureReasons"));
            }
            return new double[] {((Number) report.get("throughputPerSecond")).doubleValue(),
                ((Number) report.get("cpuMillis")).doubleValue() * 1000 / count};
        }
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
