package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tutti.bench.benchmarks.BenchEngine;
import tutti.bench.benchmarks.WorkflowBenchmark;

/** {@code tutti bench}: its options, for {@link WorkflowBenchmark} (in tutti.bench), which measures and reports. */
final class BenchCommand implements Command {

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String summary() {
        return "run the Benchmark workflow (or --composition) through an engine's batch endpoint and report instances/s";
    }

    @Override
    public String synopsis() {
        return "[--engine URL --token T | --durability none|journal (the local engine's; none)] [--composition NAME]"
                + " [--count N (128000)] [--warmup N] [--input n=v]... [--csv FILE]";
    }

    /**
     * {@code --durability none|journal [--commit-ms MS]} of the local engine a benchmark starts:
     * none unless asked, so that figures compare with earlier ones; an engine given with
     * {@code --engine} keeps its own (and the benchmark prints which).
     */
    static tutti.engine.Durability localDurability(Options o) throws Exception {
        if (o.get("engine") != null && (o.get("durability") != null || o.get("commit-ms") != null)) {
            throw new UsageException("--durability is the local engine's: an engine given with --engine keeps its own");
        }
        return Options.settings(() -> tutti.engine.Durability.parse(o.get("durability") == null ? "none" : o.get("durability"),
                o.get("commit-ms")));
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        List<String> inputs = new ArrayList<>();
        List<String> rest = CompositionInputs.takeInputs(args, inputs);
        Options o = Options.parse(name(), rest, Set.of("engine", "token", "composition", "count", "warmup", "csv",
                "durability", "commit-ms"));
        String composition = o.get("composition") != null ? o.get("composition") : "Benchmark";
        int count = o.integer("count", 128_000);
        Map<String, Object> in = inputs.isEmpty() && composition.equals("Benchmark") ? Map.of("order", "abcdef")
                : CompositionInputs.pairs("input", inputs);
        WorkflowBenchmark.Settings s = Options.settings(() -> new WorkflowBenchmark.Settings(composition, count,
                o.integer("warmup", Math.max(1000, count / 4)), in, Path.of(o.get("csv") != null ? o.get("csv") : "bench-" + composition + ".csv")));
        tutti.engine.Durability durability = localDurability(o);
        try (BenchEngine target = Options.settings(() -> BenchEngine.open(o.uri("engine"), o.token(), durability, out))) {
            return WorkflowBenchmark.run(target, s, out, err);
        }
    }
}
