package tutti.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

import tutti.bench.benchmarks.TimerBenchmark;
import tutti.cluster.launch.Options;

/** {@code tutti bench-timers}: its options, for {@link TimerBenchmark} (in tutti.bench), which measures and reports. */
final class TimerBenchCommand implements Command {

    @Override
    public String name() {
        return "bench-timers";
    }

    @Override
    public String summary() {
        return "how late Timer tasks fire while the engine runs the Benchmark workflow (target: p99 within 10 ms)";
    }

    @Override
    public String synopsis() {
        return "[--timers N (100000)] [--seconds S (10)]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse(name(), args, Set.of("timers", "seconds"));
        return TimerBenchmark.run(Options.settings(() -> new TimerBenchmark.Settings(o.integer("timers", 100_000),
                o.integer("seconds", 10))), out, err);
    }
}
