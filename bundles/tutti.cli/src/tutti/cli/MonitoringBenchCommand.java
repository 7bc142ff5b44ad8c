package tutti.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

import tutti.bench.benchmarks.MonitoringBenchmark;
import tutti.cluster.launch.Options;

/** {@code tutti bench-monitoring}: its options, for {@link MonitoringBenchmark} (in tutti.bench), which measures and reports. */
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
        return MonitoringBenchmark.run(Options.settings(() -> new MonitoringBenchmark.Settings(o.integer("count", 128_000),
                o.integer("rounds", 10))), out);
    }
}
