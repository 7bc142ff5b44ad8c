package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import tutti.client.BatchRequest;
import tutti.client.EngineClient;
import tutti.client.EngineException;

/**
 * {@code tutti bench}: the Benchmark workflow (or another composition) through an engine's batch
 * endpoint, after a warm-up; prints a table and appends a CSV row.
 */
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
        return "[--engine URL --token T] [--composition NAME] [--count N (128000)] [--warmup N] [--input n=v]... [--csv FILE]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        List<String> inputs = new ArrayList<>();
        List<String> rest = CompositionInputs.takeInputs(args, inputs);
        Options o = Options.parse(name(), rest, java.util.Set.of("engine", "token", "composition", "count", "warmup", "csv"));
        String composition = o.get("composition") != null ? o.get("composition") : "Benchmark";
        int count = o.integer("count", 128_000);
        int warmup = o.integer("warmup", Math.max(1000, count / 4));
        Map<String, Object> in = inputs.isEmpty() && composition.equals("Benchmark") ? Map.of("order", "abcdef")
                : CompositionInputs.pairs("input", inputs);
        try (BenchEngine target = BenchEngine.from(o, out)) {
            EngineClient engine = target.client();
            if (!target.ensureDeployed(composition, name(), out, err)) {
                return 1;
            }
            batch(engine, composition, warmup, in);
            Map<String, Object> report = batch(engine, composition, count, in);
            print(report, out);
            Path csv = Path.of(o.get("csv") != null ? o.get("csv") : "bench-" + composition + ".csv");
            appendCsv(csv, report);
            out.println("appended to " + csv);
            return ((Number) report.get("failed")).longValue() == 0 ? 0 : 1;
        }
    }

    /** One batch's report as the engine sent it (the CSV and the table read its fields by name). */
    static Map<String, Object> batch(EngineClient engine, String composition, int count, Map<String, Object> inputs)
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
        if (!((List<?>) r.get("failureReasons")).isEmpty()) {
            out.printf("%-28s %s%n", "failures", r.get("failureReasons"));
        }
    }

    @SuppressWarnings("unchecked")
    private static void appendCsv(Path csv, Map<String, Object> r) throws java.io.IOException {
        Map<String, Object> lat = (Map<String, Object>) r.get("latencyMicros");
        String header = "time,composition,count,completed,failed,wall_ms,instances_per_s,p50_us,p90_us,p99_us,max_us,gc_events,gc_ms,cpu_ms,kernel_threads,invoker_threads\n";
        String row = String.join(",", Instant.now().toString(), String.valueOf(r.get("composition")), String.valueOf(r.get("count")),
                String.valueOf(r.get("completed")), String.valueOf(r.get("failed")), String.valueOf(r.get("wallMillis")),
                String.valueOf(r.get("throughputPerSecond")), String.valueOf(lat.get("p50")), String.valueOf(lat.get("p90")),
                String.valueOf(lat.get("p99")), String.valueOf(lat.get("max")), String.valueOf(r.get("gcEvents")),
                String.valueOf(r.get("gcMillis")), String.valueOf(r.get("cpuMillis")), String.valueOf(r.get("kernelThreads")),
                String.valueOf(r.get("invokerThreads"))) + "\n";
        if (!Files.exists(csv)) {
            Files.writeString(csv, header);
        }
        Files.writeString(csv, row, StandardOpenOption.APPEND);
    }
}
