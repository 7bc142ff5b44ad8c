package tutti.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

import tutti.bench.benchmarks.MemoryBenchmark;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;

/** {@code tutti bench-memory}: its options, for {@link MemoryBenchmark} (in tutti.bench), which measures and reports. */
final class MemoryBenchCommand implements Command {

    @Override
    public String name() {
        return "bench-memory";
    }

    @Override
    public String summary() {
        return "measure the heap each instance waiting in a Receive (or on a Timer) takes (target: at most 1 KB)";
    }

    @Override
    public String synopsis() {
        return "[--count N (1000000)] [--wait receive|timer]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse(name(), args, Set.of("count", "wait"));
        String wait = o.get("wait") == null ? "receive" : o.get("wait");
        if (!wait.equals("receive") && !wait.equals("timer")) {
            throw new UsageException("--wait is receive or timer, not '" + wait + "'");
        }
        return MemoryBenchmark.run(Options.settings(() -> new MemoryBenchmark.Settings(o.integer("count", 1_000_000),
                wait.equals("timer"))), out, err);
    }
}
