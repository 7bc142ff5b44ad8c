package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import tutti.bench.benchmarks.BenchEngine;
import tutti.bench.benchmarks.SoakBenchmark;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;

/** {@code tutti bench-soak}: its options, for {@link SoakBenchmark} (in tutti.bench), which measures and reports. */
final class SoakBenchCommand implements Command {

    @Override
    public String name() {
        return "bench-soak";
    }

    @Override
    public String summary() {
        return "one instance per request at half of saturation for many minutes: per minute throughput, p99, heap after GC, "
                + "open files, threads";
    }

    @Override
    public String synopsis() {
        return "[--engine URL --token T | --durability journal|none (the local engine's; journal)] [--minutes N (30)] [--seconds S (60): each interval]"
                + " [--connections N (64)] [--threads N (2)] [--warmup SECONDS (60): at most, until the rate stops rising] [--csv FILE]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse(name(), args, Set.of("engine", "token", "minutes", "seconds", "connections", "threads", "csv",
                "durability", "commit-ms", "warmup"));
        // A soak runs what users run: the engine as it starts by default, with its journal.
        if (o.get("engine") != null && o.get("durability") != null) {
            throw new UsageException("--durability is the local engine's: an engine given with --engine keeps its own");
        }
        tutti.engine.Durability durability = Options.settings(() -> tutti.engine.Durability.parse(
                o.get("durability") == null ? "journal" : o.get("durability"), o.get("commit-ms")));
        SoakBenchmark.Settings s = Options.settings(() -> new SoakBenchmark.Settings(o.integer("minutes", 30),
                o.integer("seconds", 60), o.integer("connections", 64), o.integer("threads", 2), o.integer("warmup", 60),
                Path.of(o.get("csv") != null ? o.get("csv") : "bench-soak.csv")));
        try (BenchEngine engine = Options.settings(() -> BenchEngine.open(o.uri("engine"), o.token(), durability, out))) {
            return SoakBenchmark.run(engine, s, out, err);
        }
    }
}
