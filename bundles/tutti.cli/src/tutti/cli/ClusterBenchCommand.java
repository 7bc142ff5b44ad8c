package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import tutti.bench.benchmarks.ClusterBenchmark;
import tutti.cluster.launch.Options;

/** {@code tutti bench-cluster}: its options, for {@link ClusterBenchmark} (in tutti.bench), which measures and reports. */
final class ClusterBenchCommand implements Command {

    @Override
    public String name() {
        return "bench-cluster";
    }

    @Override
    public String summary() {
        return "engines behind a real HAProxy: batches and one instance per request through it and direct, and the time of "
                + "cluster status and of a deploy to every member";
    }

    @Override
    public String synopsis() {
        return "[--members N (3)] [--more N (10): members for the second timing of status and deploy] [--batch N (200000)]"
                + " [--connections N (24)] [--duration SECONDS (10)] [--durability none|journal (none)] [--csv FILE]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse(name(), args, Set.of("members", "more", "batch", "connections", "duration", "durability", "csv"));
        String durability = o.get("durability") != null ? o.get("durability") : "none";
        if (!durability.equals("none") && !durability.equals("journal")) {
            throw new tutti.cluster.launch.UsageException("--durability takes none or journal, not '" + durability + "'");
        }
        ClusterBenchmark.Settings s = Options.settings(() -> new ClusterBenchmark.Settings(o.integer("members", 3),
                o.integer("more", 10), o.integer("batch", 200_000), o.integer("connections", 24), o.integer("duration", 10),
                durability, Path.of(o.get("csv") != null ? o.get("csv") : "bench-cluster.csv")));
        return ClusterBenchmark.run(s, out, err);
    }
}
