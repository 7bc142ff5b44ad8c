package tutti.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import tutti.bench.load.ClosedLoop;
import tutti.bench.load.EngineTarget;
import tutti.bench.load.LoadPlan;
import tutti.bench.load.ThinkTime;

/**
 * {@code tutti load}: closed-loop clients against an engine, as the papers' throughput-against-
 * clients experiment drives it: each client sends a request, waits for the instance's end (or its
 * timeout), thinks for a normally distributed time, and sends the next. Prints instances/s and
 * latency percentiles every interval, and optionally writes them as CSV.
 */
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
        try (BenchEngine target = BenchEngine.from(o, out)) {
            if (!target.ensureDeployed(composition, name(), out, err)) {
                return 1;
            }
            out.printf("%d clients run %s for %s, thinking %s, each request at most %s%n", plan.clients(), composition,
                    text(plan.duration()), plan.think().varianceSeconds2() == 0 ? text(plan.think().mean()) + " each time"
                            : "a normal time (mean " + text(plan.think().mean()) + ", variance " + plan.think().varianceSeconds2()
                                    + " s²) cut at zero", text(plan.timeout()));
            out.printf("%8s %9s %11s %8s %9s %8s %9s %9s %9s %9s%n", "t (s)", "in flight", "instances/s", "failed",
                    "timed out", "refused", "p50 (ms)", "p90 (ms)", "p99 (ms)", "max (ms)");
            List<String> rows = new ArrayList<>();
            rows.add("t_seconds,clients,max_in_flight,completed,failed,timed_out,refused,errors,instances_per_second,"
                    + "p50_ms,p90_ms,p99_ms,max_ms");
            ClosedLoop.Result r = ClosedLoop.run(plan, new EngineTarget(target.client(), plan), i -> {
                out.printf(Locale.ROOT, "%8.1f %9d %11.1f %8d %9d %8d %9.1f %9.1f %9.1f %9.1f%n", i.endSeconds(), i.maxInFlight(),
                        i.completedPerSecond(), i.failed(), i.timedOut(), i.refused(), i.p50Millis(), i.p90Millis(),
                        i.p99Millis(), i.maxMillis());
                rows.add(String.format(Locale.ROOT, "%.3f,%d,%d,%d,%d,%d,%d,%d,%.2f,%.3f,%.3f,%.3f,%.3f", i.endSeconds(),
                        plan.clients(), i.maxInFlight(), i.completed(), i.failed(), i.timedOut(), i.refused(), i.errors(),
                        i.completedPerSecond(), i.p50Millis(), i.p90Millis(), i.p99Millis(), i.maxMillis()));
            });
            out.printf(Locale.ROOT, "total: %d completed (%.1f instances/s), %d failed, %d timed out, %d refused, %d errors; "
                    + "latency p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms; at most %d requests in flight%n",
                    r.completed(), r.completedPerSecond(), r.failed(), r.timedOut(), r.refused(), r.errors(), r.p50Millis(),
                    r.p90Millis(), r.p99Millis(), r.maxMillis(), r.maxInFlight());
            if (r.firstError() != null) {
                err.println("tutti load: requests failed to reach the engine; the first: " + r.firstError());
            }
            if (o.get("csv") != null) {
                write(Path.of(o.get("csv")), rows);
                out.println("wrote " + o.get("csv"));
            }
            return r.errors() == 0 && r.completed() > 0 ? 0 : 1;
        }
    }

    private static void write(Path csv, List<String> rows) throws IOException {
        if (csv.getParent() != null) {
            Files.createDirectories(csv.getParent());
        }
        Files.write(csv, rows);
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

    private static String text(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }
}
