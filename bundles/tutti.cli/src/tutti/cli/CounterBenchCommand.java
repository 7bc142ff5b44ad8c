package tutti.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

import tutti.bench.benchmarks.CounterBenchmark;
import tutti.cluster.launch.Options;

/** {@code tutti bench-counters}: its options, for {@link CounterBenchmark} (in tutti.bench), which measures and reports. */
final class CounterBenchCommand implements Command {

    @Override
    public String name() {
        return "bench-counters";
    }

    @Override
    public String summary() {
        return "measure the cost of reading one thread's and one pool's counters (ns per read)";
    }

    @Override
    public String synopsis() {
        return "[--threads N (8)] [--reads N (200000)]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse(name(), args, Set.of("threads", "reads"));
        return CounterBenchmark.run(Options.settings(() -> new CounterBenchmark.Settings(o.integer("threads", 8),
                o.integer("reads", 200_000))), out);
    }
}
