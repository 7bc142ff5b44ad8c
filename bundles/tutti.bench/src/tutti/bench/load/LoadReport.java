package tutti.bench.load;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import tutti.bench.benchmarks.BenchEngine;

/**
 * {@code tutti load}: closed-loop clients against an engine, as the papers' throughput-against-
 * clients experiment drives it: each client sends a request, waits for the instance's end (or its
 * timeout), thinks for a normally distributed time, and sends the next. Prints instances/s and
 * latency percentiles every interval, and where {@code csv} is given writes them there.
 */
public final class LoadReport {

    private LoadReport() {
    }

    /** Runs the plan on the engine; 0 when every request reached it and some instance completed. */
    public static int run(BenchEngine target, LoadPlan plan, Path csv, PrintStream out, PrintStream err) throws Exception {
        if (!target.ensureDeployed(plan.composition(), "load", out, err)) {
            return 1;
        }
        out.printf("%d clients run %s for %s, thinking %s, each request at most %s; durability %s%n", plan.clients(),
                plan.composition(), text(plan.duration()), plan.think().varianceSeconds2() == 0 ? text(plan.think().mean())
                        + " each time" : "a normal time (mean " + text(plan.think().mean()) + ", variance "
                                + plan.think().varianceSeconds2() + " s²) cut at zero", text(plan.timeout()), target.durability());
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
        if (csv != null) {
            write(csv, rows);
            out.println("wrote " + csv);
        }
        return r.errors() == 0 && r.completed() > 0 ? 0 : 1;
    }

    private static void write(Path csv, List<String> rows) throws IOException {
        if (csv.getParent() != null) {
            Files.createDirectories(csv.getParent());
        }
        Files.write(csv, rows);
    }

    private static String text(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }
}
