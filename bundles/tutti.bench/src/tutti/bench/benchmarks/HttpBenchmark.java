package tutti.bench.benchmarks;

import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import tutti.client.EngineClient;
import tutti.compiler.CompositionCompiler;

/**
 * {@code tutti bench-http}: one instance per HTTP request, driven by {@code wrk} on loopback. First
 * at saturation (every connection sends its next request as soon as the answer comes), then at
 * half of that rate (each connection waits a random time between requests), where the latency
 * percentiles are what a user sees from a busy but not overloaded engine.
 */
public final class HttpBenchmark {

    public static final String COMPOSITION = "Chain1";
    /** Its input, as each request sends it. */
    public static final String BODY = "{\"n\": 1}";

    /**
     * wrk's {@code connections} over {@code threads} for {@code duration} seconds a phase, after a
     * warm-up of at most {@code warmup} seconds ({@link WarmUp}); the figures appended to {@code csv}.
     */
    public record Settings(int connections, int threads, int duration, int warmup, Path csv) {
        public Settings {
            if (connections < 1 || threads < 1 || threads > connections || duration < 1 || warmup < 1) {
                throw new IllegalArgumentException("--connections, --threads, --duration and --warmup must be at least 1, --threads at"
                        + " most --connections");
            }
        }
    }

    /** What one wrk run measured. */
    public record Run(String phase, int connections, int delayMillis, double requestsPerSecond, long requests, long errors,
            long p50, long p90, long p99, long max) {
    }

    private HttpBenchmark() {
    }

    public static int run(BenchEngine engine, Settings s, PrintStream out, PrintStream err) throws Exception {
        int connections = s.connections();
        int threads = s.threads();
        int duration = s.duration();
        String wrk = findWrk();
        if (wrk == null) {
            err.println("tutti bench-http: wrk is not installed; install it (apt-get install wrk; ./tutti bench-http does)");
            return 1;
        }
        Path scripts = Files.createTempDirectory("tutti-wrk");
        try {
            String token = engine.token();
            deploy(engine.uri(), token, out);
            URI target = engine.uri().resolve("/compositions/" + COMPOSITION + "/instances");
            // The JIT, the heap's first touch and connection set-up are not what is measured.
            WarmUp.run(wrk, scripts, target, token, BODY, threads, connections, WarmUp.roundFor(duration), s.warmup(), "", out);
            Run saturated = wrk(wrk, scripts, target, token, BODY, threads, connections, 0, duration, "saturation");
            // Each connection waits between requests so that together they send about half the saturated rate.
            int[] load = halfLoad(saturated, connections);
            int halfConnections = load[0];
            int delay = load[1];
            Run half = wrk(wrk, scripts, target, token, BODY, threads, halfConnections, delay, duration, "half");
            out.printf("%-12s %11s %12s %10s %8s %8s %8s %9s %8s%n", "phase", "connections", "requests/s", "requests",
                    "errors", "p50 ms", "p90 ms", "p99 ms", "max ms");
            for (Run r : List.of(saturated, half)) {
                out.printf("%-12s %11d %12.0f %10d %8d %8.2f %8.2f %9.2f %8.2f%n", r.phase(), r.connections(),
                        r.requestsPerSecond(), r.requests(), r.errors(), r.p50() / 1000.0, r.p90() / 1000.0, r.p99() / 1000.0,
                        r.max() / 1000.0);
            }
            out.printf("half of saturation: %d connections, each waiting %d ms on average between requests (exponentially"
                    + " distributed): %.0f%% of the saturated rate%n",
                    halfConnections, delay, 100 * half.requestsPerSecond() / saturated.requestsPerSecond());
            out.println("durability: " + engine.durability() + " (each request answered once its instance has ended"
                    + (engine.durability().equals("journal") ? " and its end is on disk)" : ")"));
            Path csv = s.csv();
            appendCsv(csv, List.of(saturated, half));
            out.println("appended to " + csv);
            return saturated.errors() == 0 && half.errors() == 0 ? 0 : 1;
        } finally {
            try (var files = Files.list(scripts)) {
                for (Path p : files.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(scripts);
        }
    }

    /**
     * Connections, and milliseconds each waits on average between requests, that send about half of the
     * saturated rate. wrk waits whole milliseconds, so there are enough connections for each to
     * wait at least 10 ms, where a millisecond more or less changes the rate little.
     */
    public static int[] halfLoad(Run saturated, int connections) {
        double halfRate = saturated.requestsPerSecond() / 2;
        int halfConnections = (int) Math.min(4096, Math.max(connections, Math.ceil(halfRate * 0.011)));
        int delay = (int) Math.max(1, Math.round(halfConnections * 1000 / halfRate - 1));
        return new int[] {halfConnections, delay};
    }

    public static String findWrk() {
        return onPath("wrk");
    }

    /** Where {@code program} is on the PATH, or null. */
    static String onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
            Path p = Path.of(dir, program);
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        return null;
    }

    public static void deploy(URI engine, String token, PrintStream out) throws Exception {
        EngineClient client = EngineClient.to(engine).token(token).build();
        if (client.deployments().stream().anyMatch(d -> d.name().equals(COMPOSITION))) {
            return;
        }
        client.deploy(new CompositionCompiler().compile(BenchCompositions.chain(1)).archive().toBytes());
        out.println("deployed " + COMPOSITION + " (one snippet task)");
    }

    public static Run wrk(String wrk, Path scripts, URI target, String token, String body, int threads, int connections, int delayMillis,
            int seconds, String phase) throws Exception {
        Path script = scripts.resolve(phase.replace(' ', '-') + ".lua");
        Files.writeString(script, luaScript(token, body, delayMillis));
        List<String> command = new ArrayList<>(List.of(wrk, "-t" + threads, "-c" + connections, "-d" + seconds + "s",
                "--timeout", "10s", "-s", script.toString(), target.toString()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
            throw new IllegalStateException("wrk failed (exit " + p.exitValue() + "): " + output.strip());
        }
        Map<String, Long> v = new HashMap<>();
        for (String line : output.split("\n")) {
            if (line.startsWith("tutti ")) {
                for (String pair : line.substring(6).trim().split(" ")) {
                    String[] kv = pair.split("=");
                    v.put(kv[0], Long.parseLong(kv[1]));
                }
            }
        }
        if (!v.containsKey("requests")) {
            throw new IllegalStateException("wrk printed no figures: " + output.strip());
        }
        return new Run(phase, connections, delayMillis, v.get("requests") * 1e6 / v.get("duration_us"), v.get("requests"),
                v.get("errors"), v.get("p50"), v.get("p90"), v.get("p99"), v.get("max"));
    }

    /**
     * The request, and a summary wrk prints in one line that is easy to read back (latencies in
     * microseconds). With {@code delayMillis}, each connection waits that long on average before its
     * next request, drawn from an exponential distribution, so that the connections' requests arrive
     * as independent users' do. A fixed wait kept the connections, which all start at once, in step:
     * their requests came in bursts of one per connection every period, and the last of each burst
     * waited for all the others (at half of saturation p50 1.6 ms and p99 7-9 ms, against 0.5 and
     * 5-6 ms with random waits at a slightly higher rate, 27 Nov 2026).
     */
    public static String luaScript(String token, String body, int delayMillis) {
        return """
                wrk.method = "POST"
                wrk.body = '%s'
                wrk.headers["Content-Type"] = "application/json"
                wrk.headers["Authorization"] = "Bearer %s"
                %s
                function done(summary, latency, requests)
                  local e = summary.errors
                  io.write(string.format("tutti requests=%%d duration_us=%%d errors=%%d p50=%%d p90=%%d p99=%%d max=%%d\\n",
                    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
                    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
                end
                """.formatted(body, token, delayMillis > 0 ? randomDelay(delayMillis) : "");
    }

    /**
     * wrk's hooks for waits of {@code meanMillis} on average. wrk waits whole milliseconds: the
     * floor of an exponential draw of mean m + 0.5 has a mean of m within a hundredth for m >= 1.
     * Each wrk thread has a Lua state of its own, seeded apart so that their connections do not wait
     * alike.
     */
    private static String randomDelay(int meanMillis) {
        return """
                local threads = 0
                function setup(thread)
                  threads = threads + 1
                  thread:set("seed", threads)
                end
                function init(args)
                  math.randomseed(os.time() * 1000 + (seed or 0))
                end
                function delay()
                  return math.floor(-%s * math.log(1 - math.random()))
                end""".formatted(meanMillis + 0.5);
    }

    private static void appendCsv(Path csv, List<Run> runs) throws java.io.IOException {
        if (!Files.exists(csv)) {
            Files.writeString(csv, "time,phase,connections,delay_ms,requests_per_s,requests,errors,p50_us,p90_us,p99_us,max_us\n");
        }
        StringBuilder rows = new StringBuilder();
        String now = Instant.now().toString();
        for (Run r : runs) {
            rows.append(String.join(",", now, r.phase(), String.valueOf(r.connections()), String.valueOf(r.delayMillis()),
                    String.format("%.0f", r.requestsPerSecond()), String.valueOf(r.requests()), String.valueOf(r.errors()),
                    String.valueOf(r.p50()), String.valueOf(r.p90()), String.valueOf(r.p99()), String.valueOf(r.max())))
                    .append('\n');
        }
        Files.writeString(csv, rows, StandardOpenOption.APPEND);
    }
}
