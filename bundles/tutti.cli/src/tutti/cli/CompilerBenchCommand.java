package tutti.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

import tutti.bench.benchmarks.CompilerBenchmark;
import tutti.cluster.launch.Options;

/** {@code tutti bench-compiler}: its options, for {@link CompilerBenchmark} (in tutti.bench), which measures and reports. */
final class CompilerBenchCommand implements Command {

    @Override
    public String name() {
        return "bench-compiler";
    }

    @Override
    public String summary() {
        return "measure compiling an N-task composition (warm) and the inline runner's task executions per second";
    }

    @Override
    public String synopsis() {
        return "[--tasks N (500)] [--rounds N (10)] [--instances N (200000)]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse(name(), args, Set.of("tasks", "rounds", "instances"));
        return CompilerBenchmark.run(Options.settings(() -> new CompilerBenchmark.Settings(o.integer("tasks", 500),
                o.integer("rounds", 10), o.integer("instances", 200_000))), out);
    }
}
