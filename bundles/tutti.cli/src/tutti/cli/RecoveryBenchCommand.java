package tutti.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

import tutti.bench.benchmarks.RecoveryBenchmark;
import tutti.cluster.launch.Options;

/** {@code tutti bench-recovery}: its options, for {@link RecoveryBenchmark} (in tutti.bench), which measures and reports. */
final class RecoveryBenchCommand implements Command {

    @Override
    public String name() {
        return "bench-recovery";
    }

    @Override
    public String summary() {
        return "measure how long a restarted engine takes to recover instances waiting in a Receive from its journal";
    }

    @Override
    public String synopsis() {
        return "[--count N (1000000)]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse(name(), args, Set.of("count"));
        return RecoveryBenchmark.run(Options.settings(() -> new RecoveryBenchmark.Settings(o.integer("count", 1_000_000))), out,
                err);
    }
}
