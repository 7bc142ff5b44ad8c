package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import tutti.bench.benchmarks.ReplicationBenchmark;
import tutti.cluster.Binding;
import tutti.cluster.launch.Options;

/** {@code tutti bench-replicas}: its options, for {@link ReplicationBenchmark} (in tutti.bench), which measures and reports. */
final class ReplicationBenchCommand implements Command {

    @Override
    public String name() {
        return "bench-replicas";
    }

    @Override
    public String summary() {
        return "replica start-up time, Benchmark throughput per strategy, and the front's forwarding cost";
    }

    @Override
    public String synopsis() {
        return "[--strategies single,count:2,auto] [--binding shared] [--count N (100000)] [--duration SECONDS (5)]"
                + " [--connections N (16)] [--rounds N (3; the ways in alternated, each reported by its median)]"
                + " [--warmup SECONDS (30): each way in at most, until its rate stops rising] [--csv FILE]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse(name(), args, Set.of("strategies", "binding", "count", "duration", "connections", "rounds",
                "csv", "warmup"));
        return ReplicationBenchmark.run(Options.settings(() -> new ReplicationBenchmark.Settings(
                List.of((o.get("strategies") != null ? o.get("strategies") : "single,count:2,auto").split(",")),
                Binding.parse(o.get("binding") != null ? o.get("binding") : "shared"), o.integer("count", 100_000),
                o.integer("duration", 5), o.integer("connections", 16), o.integer("rounds", 3), o.integer("warmup", 30),
                Path.of(o.get("csv") != null ? o.get("csv") : "bench-replicas.csv"))), out);
    }
}
