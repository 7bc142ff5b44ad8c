package tutti.bench.benchmarks;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import tutti.client.BatchRequest;
import tutti.client.EngineClient;
import tutti.client.EngineException;

/**
 * {@code tutti bench}: the Benchmark workflow (or another composition) through an engine's batch
 * endpoint, after a warm-up; prints a table and appends a CSV row.
 */
public final class WorkflowBenchmark {

    /** What to run: {@code count} instances of {@code composition} after {@code warmup} more, the report appended to {@code csv}. */
    public record Settings(String composition, int count, int warmup, Map<String, Object> inputs, Path csv) {
        public Settings {
            if (count < 1 || warmup < 0) {
                throw new IllegalArgumentException("--count must be at least 1 and --warmup at least 0");
            }
        }
    }

    private WorkflowBenchmark() {
    }

    /** Runs it on the engine; 0 when every instance completed, 1 otherwise. */
    public static int run(BenchEngine target, Settings s, PrintStream out, PrintStream err) throws Exception {
        EngineClient engine = target.client();
        if (!target.ensureDeployed(s.composition(), "bench", out, err)) {
            return 1;
        }
        if (s.warmup() > 0) {
            // 0 means a cold measurement: no batch at all, since an engine batch runs at least one instance.
            batch(engine, s.composition(), s.warmup(), s.inputs());
        }
        Map<String, Object> report = batch(engine, s.composition(), s.count(), s.inputs());
        print(report, out);
        appendCsv(s.csv(), report);
        out.println("appended to " + s.csv());
        return ((Number) report.get("failed")).longValue() == 0 ? 0 : 1;
    }

    /** One batch's report as the engine sent it (the CSV and the table read its fields by name). */
    public static Map<String, Object> batch(EngineClient engine, String composition, int count, Map<String, Object> inputs)
            throws EngineException {
        return engine.batch(composition, BatchRequest.of(count, inputs)).json();
    }

    @SuppressWarnings("unchecked")
    private static void print(Map<String, Object> r, PrintStream out) {
        Map<String, Object> lat = (Map<String, Object>) r.get("latencyMicros");
        out.printf("%-28s %s%n", "composition", r.get("composition"));
        out.printf("%-28s %s (%s completed, %s failed)%n", "instances", r.get("count"), r.get("completed"), r.get("failed"));
        out.printf("%-28s %.0f ms%n", "wall time", ((Number) r.get("wallMillis")).doubleValue());
        out.printf("%-28s %.0f%n", "completed instances/s", ((Number) r.get("throughputPerSecond")).doubleValue());
        out.printf("%-28s p50 %s, p90 %s, p99 %s, p99.9 %s, max %s%n", "latency (microseconds)", lat.get("p50"), lat.get("p90"),
                lat.get("p99"), lat.get("p999"), lat.get("max"));
        out.printf("%-28s %s events, %s ms%s%n", "garbage collection", r.get("gcEvents"), r.get("gcMillis"),
                r.get("collector") == null ? "" : " (" + r.get("collector") + ")");
        out.printf("%-28s %s ms%n", "CPU time", r.get("cpuMillis"));
        out.printf("%-28s %s kernel, %s invoker, %s in flight at most%n", "threads", r.get("kernelThreads"),
                r.get("invokerThreads"), r.get("concurrency"));
        out.printf("%-28s %s%n", "durability", durability(r));
        if (!((List<?>) r.get("failureReasons")).isEmpty()) {
            out.printf("%-28s %s%n", "failures", r.get("failureReasons"));
        }
    }

    /** {@code none}, or {@code journal} with the bytes it wrote per instance. */
    public static String durability(Map<String, Object> r) {
        Object mode = r.get("durability");
        if (!"journal".equals(mode)) {
            return mode == null ? "unknown (an engine older than the journal)" : String.valueOf(mode);
        }
        long count = ((Number) r.get("count")).longValue();
        long bytes = r.get("journalBytes") instanceof Number n ? n.longValue() : 0;
        return String.format("journal (%d bytes per instance written)", count == 0 ? 0 : bytes / count);
    }

    @SuppressWarnings("unchecked")
    private static void appendCsv(Path csv, Map<String, Object> r) throws java.io.IOException {
        Map<String, Object> lat = (Map<String, Object>) r.get("latencyMicros");
        String header = "time,composition,count,completed,failed,wall_ms,instances_per_s,p50_us,p90_us,p99_us,max_us,gc_events,gc_ms,cpu_ms,kernel_threads,invoker_threads,durability,journal_bytes\n";
        String row = String.join(",", Instant.now().toString(), String.valueOf(r.get("composition")), String.valueOf(r.get("count")),
                String.valueOf(r.get("completed")), String.valueOf(r.get("failed")), String.valueOf(r.get("wallMillis")),
                String.valueOf(r.get("throughputPerSecond")), String.valueOf(lat.get("p50")), String.valueOf(lat.get("p90")),
                String.valueOf(lat.get("p99")), String.valueOf(lat.get("max")), String.valueOf(r.get("gcEvents")),
                String.valueOf(r.get("gcMillis")), String.valueOf(r.get("cpuMillis")), String.valueOf(r.get("kernelThreads")),
                String.valueOf(r.get("invokerThreads")), String.valueOf(r.get("durability")),
                String.valueOf(r.get("journalBytes"))) + "\n";
        Csv.append(csv, header, row);
    }
}
