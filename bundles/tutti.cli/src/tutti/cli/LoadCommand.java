package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tutti.bench.benchmarks.BenchEngine;
import tutti.bench.load.LoadPlan;
import tutti.bench.load.LoadReport;
import tutti.bench.load.ThinkTime;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;

/** {@code tutti load}: its options, for {@link LoadReport} (in tutti.bench), which drives the clients and reports. */
final class LoadCommand implements Command {

    @Override
    public String name() {
        return "load";
    }

    @Override
    public String summary() {
        return "closed-loop clients against an engine: instances/s and latency per interval";
    }

    @Override
    public String synopsis() {
        return "[--engine URL --token T] [--composition NAME (Benchmark)] [--input n=v]... [--clients N (10)] "
                + "[--duration 30s] [--think-mean 1s] [--think-variance 0.5] [--timeout 30s] [--interval 1s] [--seed N] "
                + "[--csv FILE]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        List<String> inputs = new ArrayList<>();
        List<String> rest = CompositionInputs.takeInputs(args, inputs);
        Options o = Options.parse(name(), rest, Set.of("engine", "token", "composition", "clients", "duration", "think-mean",
                "think-variance", "timeout", "interval", "seed", "csv"));
        String composition = o.get("composition") != null ? o.get("composition") : "Benchmark";
        Map<String, Object> in = inputs.isEmpty() && composition.equals("Benchmark") ? Map.of("order", "abcdef")
                : CompositionInputs.pairs("input", inputs);
        LoadPlan plan;
        try {
            plan = new LoadPlan(composition, null, in, o.integer("clients", 10), duration(o, "duration", "30s"),
                    new ThinkTime(duration(o, "think-mean", "1s"), decimal(o, "think-variance", 0.5)),
                    duration(o, "timeout", "30s"), duration(o, "interval", "1s"), o.integer("seed", 1));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        try (BenchEngine target = Options.settings(() -> BenchEngine.open(o.uri("engine"), o.token(), out))) {
            return LoadReport.run(target, plan, o.get("csv") != null ? Path.of(o.get("csv")) : null, out, err);
        }
    }

    /** "30s", "500ms", "2m", "1h", or ISO-8601 ("PT30S"). */
    static Duration duration(Options o, String name, String fallback) throws UsageException {
        String text = o.get(name) != null ? o.get(name).strip() : fallback;
        try {
            if (text.matches("\\d+(\\.\\d+)?(ms|s|m|h)")) {
                String unit = text.replaceAll("[\\d.]", "");
                double n = Double.parseDouble(text.substring(0, text.length() - unit.length()));
                double nanos = n * switch (unit) {
                    case "ms" -> 1e6;
                    case "s" -> 1e9;
                    case "m" -> 60e9;
                    default -> 3600e9;
                };
                return Duration.ofNanos((long) nanos);
            }
            if (text.equals("0")) {
                return Duration.ZERO;
            }
            return Duration.parse(text);
        } catch (RuntimeException e) {
            throw new UsageException("--" + name + " takes a time such as 30s, 500ms, 2m or PT30S, not '" + text + "'");
        }
    }

    private static double decimal(Options o, String name, double fallback) throws UsageException {
        String text = o.get(name);
        if (text == null) {
            return fallback;
        }
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " takes a number (seconds squared), not '" + text + "'");
        }
    }

}
