package tutti.cli;

import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;
import tutti.runtime.Json;
import tutti.runtime.JsonReader;

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
        List<String> rest = new ArrayList<>();
        List<String> inputs = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--input") && i + 1 < args.size()) {
                inputs.add(args.get(++i));
            } else {
                rest.add(args.get(i));
            }
        }
        Options o = Options.parse(name(), rest, java.util.Set.of("engine", "token", "composition", "count", "warmup", "csv"));
        String composition = o.get("composition") != null ? o.get("composition") : "Benchmark";
        int count = o.integer("count", 128_000);
        int warmup = o.integer("warmup", Math.max(1000, count / 4));
        Map<String, Object> in = inputs.isEmpty() && composition.equals("Benchmark") ? Map.of("order", "abcdef")
                : CompositionInputs.pairs("input", inputs);
        try (BenchEngine target = BenchEngine.from(o, out)) {
            URI engine = target.uri();
            String token = target.token();
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            String deployments = http.send(HttpRequest.newBuilder(engine.resolve("/deployments")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            if (!deployments.contains("\"name\":\"" + composition + "\"")) {
                if (!Samples.NAMES.contains(composition)) {
                    err.println("tutti bench: " + composition + " is not deployed at " + engine + "; deploy it first");
                    return 1;
                }
                byte[] archive = new CompositionCompiler().compile(Samples.load(composition)).archive().toBytes();
                check(http.send(post(engine.resolve("/deployments"), token, archive), HttpResponse.BodyHandlers.ofString()), 201);
                out.println("deployed the " + composition + " sample");
            }
            batch(http, engine, token, composition, warmup, in);
            Map<String, Object> report = batch(http, engine, token, composition, count, in);
            print(report, out);
            Path csv = Path.of(o.get("csv") != null ? o.get("csv") : "bench-" + composition + ".csv");
            appendCsv(csv, report);
            out.println("appended to " + csv);
            return ((Number) report.get("failed")).longValue() == 0 ? 0 : 1;
        }
    }

    static HttpRequest post(URI uri, String token, byte[] body) {
        return HttpRequest.newBuilder(uri).header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).timeout(Duration.ofMinutes(10)).build();
    }

    static Map<String, Object> batch(HttpClient http, URI engine, String token, String composition, int count,
            Map<String, Object> inputs) throws Exception {
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("count", count);
        request.put("inputs", inputs);
        HttpResponse<String> r = http.send(post(engine.resolve("/compositions/" + composition + "/batch"), token,
                Json.object(request).getBytes(StandardCharsets.UTF_8)), HttpResponse.BodyHandlers.ofString());
        check(r, 200);
        return JsonReader.parseObject(r.body());
    }

    static void check(HttpResponse<String> r, int expected) {
        if (r.statusCode() != expected) {
            throw new IllegalStateException("the engine answered " + r.statusCode() + ": " + r.body().strip());
        }
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
        out.printf("%-28s %s events, %s ms%n", "garbage collection", r.get("gcEvents"), r.get("gcMillis"));
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
