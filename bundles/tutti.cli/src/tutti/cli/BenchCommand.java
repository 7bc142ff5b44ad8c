package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tutti.bench.benchmarks.BenchEngine;
import tutti.bench.benchmarks.PatternSuite;
import tutti.bench.benchmarks.ScalingSuite;
import tutti.bench.benchmarks.WorkflowBenchmark;
import tutti.model.Samples;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;

/** {@code tutti bench}: its options, for {@link WorkflowBenchmark} (in tutti.bench), which measures and reports. */
final class BenchCommand implements Command {

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String summary() {
        return "run the Benchmark workflow (or --composition, or --suite patterns: the Benchmark and the peer benchmark's"
                + " workflow patterns) through an engine's batch endpoint and report instances/s";
    }

    @Override
    public String synopsis() {
        return "[--engine URL --token T | --durability none|journal (the local engine's; none)]"
                + " [--composition NAME [--input n=v]... | --suite patterns [--inline-seconds S (2)]"
                + " [--scaling [--replicas auto|numa|...] [--plot DIR (.)]]]"
                + " [--count N (128000; the suite: 1000000 each)] [--warmup N] [--csv FILE]";
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
                "durability", "commit-ms", "suite", "inline-seconds", "replicas", "plot"), Set.of("scaling"));
        tutti.engine.Durability durability = localDurability(o);
        if (o.get("suite") != null) {
            return suite(o, inputs, durability, out, err);
        }
        if (o.get("inline-seconds") != null || o.flag("scaling")) {
            throw new UsageException((o.flag("scaling") ? "--scaling" : "--inline-seconds") + " is for --suite patterns");
        }
        String composition = o.get("composition") != null ? o.get("composition") : "Benchmark";
        int count = o.integer("count", 128_000);
        // A sample without --input runs with the inputs every benchmark gives it.
        Map<String, Object> in = inputs.isEmpty() && Samples.NAMES.contains(composition) ? Samples.inputs(composition)
                : CompositionInputs.pairs("input", inputs);
        WorkflowBenchmark.Settings s = Options.settings(() -> new WorkflowBenchmark.Settings(composition, count,
                o.integer("warmup", Math.max(1000, count / 4)), in, Path.of(o.get("csv") != null ? o.get("csv") : "bench-" + composition + ".csv")));
        try (BenchEngine target = Options.settings(() -> BenchEngine.open(o.uri("engine"), o.token(), durability, out))) {
            return WorkflowBenchmark.run(target, s, out, err);
        }
    }

    private static int suite(Options o, List<String> inputs, tutti.engine.Durability durability, PrintStream out, PrintStream err)
            throws Exception {
        if (!o.get("suite").equals("patterns")) {
            throw new UsageException("--suite is 'patterns' (the Benchmark and the peer benchmark's workflow patterns), not '"
                    + o.get("suite") + "'");
        }
        if (o.get("composition") != null || !inputs.isEmpty() || o.get("warmup") != null) {
            throw new UsageException("--suite patterns runs its own workflows with their own inputs and warm-ups:"
                    + " leave out --composition, --input and --warmup");
        }
        if (o.flag("scaling")) {
            if (o.get("inline-seconds") != null) {
                throw new UsageException("--scaling measures the engine alone: leave out --inline-seconds");
            }
            ScalingSuite.Settings sc = Options.settings(() -> new ScalingSuite.Settings(o.integer("count", 200_000), o.get("replicas"),
                    Path.of(o.get("csv") != null ? o.get("csv") : "bench-scaling.csv"), Path.of(o.get("plot") != null ? o.get("plot") : ".")));
            try (BenchEngine target = Options.settings(() -> BenchEngine.open(o.uri("engine"), o.token(), durability, out))) {
                return ScalingSuite.run(target, sc, out, err);
            }
        }
        if (o.get("replicas") != null || o.get("plot") != null) {
            throw new UsageException("--replicas and --plot are for --suite patterns --scaling");
        }
        PatternSuite.Settings s = Options.settings(() -> new PatternSuite.Settings(o.integer("count", 1_000_000),
                o.decimal("inline-seconds", 2.0), Path.of(o.get("csv") != null ? o.get("csv") : "bench-patterns.csv")));
        try (BenchEngine target = Options.settings(() -> BenchEngine.open(o.uri("engine"), o.token(), durability, out))) {
            return PatternSuite.run(target, s, out, err);
        }
    }
}
