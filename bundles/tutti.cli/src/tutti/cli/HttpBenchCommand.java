package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import tutti.bench.benchmarks.BenchEngine;
import tutti.bench.benchmarks.HttpBenchmark;
import tutti.cluster.launch.Options;

/** {@code tutti bench-http}: its options, for {@link HttpBenchmark} (in tutti.bench), which measures and reports. */
final class HttpBenchCommand implements Command {

    @Override
    public String name() {
        return "bench-http";
    }

    @Override
    public String summary() {
        return "one instance per HTTP request with wrk: requests/s at saturation, latency at half of it";
    }

    @Override
    public String synopsis() {
        return "[--engine URL --token T | --durability none|journal] [--connections N (64)] [--threads N (2)] [--duration SECONDS (10)]"
                + " [--warmup SECONDS (60): at most, until the rate stops rising] [--csv FILE]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse(name(), args, Set.of("engine", "token", "connections", "threads", "duration", "csv",
                "durability", "commit-ms", "warmup"));
        tutti.engine.Durability durability = BenchCommand.localDurability(o);
        HttpBenchmark.Settings s = Options.settings(() -> new HttpBenchmark.Settings(o.integer("connections", 64),
                o.integer("threads", 2), o.integer("duration", 10), o.integer("warmup", 60), Path.of(o.get("csv") != null ? o.get("csv") : "bench-http.csv")));
        if (HttpBenchmark.findWrk() == null) {
            err.println("tutti bench-http: wrk is not installed; install it (apt-get install wrk; ./tutti bench-http does)");
            return 1;
        }
        try (BenchEngine engine = Options.settings(() -> BenchEngine.open(o.uri("engine"), o.token(), durability, out))) {
            return HttpBenchmark.run(engine, s, out, err);
        }
    }
}
