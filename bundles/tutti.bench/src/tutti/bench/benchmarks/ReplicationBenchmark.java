package tutti.bench.benchmarks;

import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import tutti.client.EngineClient;
import tutti.cluster.Balance;
import tutti.cluster.Binding;
import tutti.cluster.Plan;
import tutti.cluster.Planner;
import tutti.cluster.ReplicaLauncher;
import tutti.cluster.ReplicatedEngine;
import tutti.cluster.Resources;
import tutti.cluster.Strategy;
import tutti.cluster.ThreadPolicy;
import tutti.compiler.CompositionCompiler;
import tutti.engine.EngineOptions;
import tutti.model.Samples;
import tutti.overseer.Overseer;

/**
 * {@code tutti bench-replicas}: what replication gives and costs on this machine. For each
 * strategy: the time from start to every replica healthy, and the Benchmark workflow's throughput
 * through the front. Then the front's own cost: one-instance requests (wrk) through the front, to
 * the public port its replica shares ({@code --balance shared-port}) and straight to its replica,
 * with one connection (latency) and with many (throughput).
 */
public final class ReplicationBenchmark {

    /**
     * Each of {@code strategies} started with {@code binding}, {@code count} Benchmark instances
     * through its front; the forwarding cost with {@code connections} for {@code duration} seconds.
     */
    public record Settings(List<String> strategies, Binding binding, int count, int duration, int connections, int rounds,
            int warmup, Path csv) {
        public Settings {
            if (strategies.isEmpty() || count < 1 || duration < 1 || connections < 1 || rounds < 1 || warmup < 1) {
                throw new IllegalArgumentException("--strategies names at least one; --count, --duration, --connections,"
                        + " --rounds and --warmup must be at least 1");
            }
            strategies = List.copyOf(strategies);
        }
    }

    private record StrategyRun(String strategy, int replicas, double startSeconds, double throughput, long p50, long p99) {
    }

    private ReplicationBenchmark() {
    }

    public static int run(Settings s, PrintStream out) throws Exception {
        List<String> strategies = s.strategies();
        Binding binding = s.binding();
        int count = s.count();
        int duration = s.duration();
        int connections = s.connections();
        String wrk = HttpBenchmark.findWrk();
        ReplicaLauncher launcher = ReplicaLauncher.fromThisJvm();
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        List<StrategyRun> runs = new ArrayList<>();
        List<HttpBenchmark.Run> forwarding = new ArrayList<>();
        for (String strategy : strategies) {
            Plan plan = Planner.plan(Overseer.topology(), new Planner.Request(Strategy.parse(strategy), binding, ThreadPolicy.DEFAULT,
                    Resources.defaults(), 0));
            long started = System.nanoTime();
            try (ReplicatedEngine engine = ReplicatedEngine.start(plan, EngineOptions.loopback(0), Balance.ROUND_ROBIN, launcher,
                    quiet)) {
                double startSeconds = (System.nanoTime() - started) / 1e9;
                byte[] archive = new CompositionCompiler().compile(Samples.load("Benchmark")).archive().toBytes();
                EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
                client.deploy(archive);
                Map<String, Object> in = Map.of("order", "abcdef");
                WorkflowBenchmark.batch(client, "Benchmark", Math.max(1000, count / 4), in);
                Map<String, Object> r = WorkflowBenchmark.batch(client, "Benchmark", count, in);
                @SuppressWarnings("unchecked")
                Map<String, Object> lat = (Map<String, Object>) r.get("latencyMicros");
                StrategyRun run = new StrategyRun(strategy + " -> " + plan.chosen(), plan.replicas().size(), startSeconds,
                        ((Number) r.get("throughputPerSecond")).doubleValue(), (Long) lat.get("p50"), (Long) lat.get("p99"));
                runs.add(run);
                out.printf("%-24s %d replica(s) healthy in %.2f s, Benchmark %.0f instances/s%n", run.strategy(), run.replicas(),
                        startSeconds, run.throughput());
                if (plan.replicas().size() == 1 && forwarding.isEmpty() && wrk != null) {
                    try (ReplicatedEngine sharing = ReplicatedEngine.start(plan, EngineOptions.loopback(0), Balance.SHARED_PORT,
                            launcher, quiet)) {
                        forwarding.addAll(forwardingCost(wrk, engine, sharing, connections, duration, s.rounds(), s.warmup(), out));
                    }
                }
            }
        }
        out.printf("%ndurability %s (fronts and replicas alike)%n", tutti.engine.Durability.NONE.describe());
        out.printf("%-26s %9s %10s %15s %8s %8s%n", "strategy", "replicas", "start s", "instances/s", "p50 us", "p99 us");
        for (StrategyRun r : runs) {
            out.printf("%-26s %9d %10.2f %15.0f %8d %8d%n", r.strategy(), r.replicas(), r.startSeconds(), r.throughput(), r.p50(),
                    r.p99());
        }
        if (wrk == null) {
            out.println("wrk is not installed: the forwarding cost was not measured (apt-get install wrk)");
        } else if (!forwarding.isEmpty()) {
            out.printf("%n%-24s %11s %12s %8s %8s   (median of %d alternated round(s) of %d s)%n", "one-instance requests",
                    "connections", "requests/s", "p50 ms", "p99 ms", s.rounds(), duration);
            for (HttpBenchmark.Run r : forwarding) {
                out.printf("%-24s %11d %12.0f %8.3f %8.3f%n", r.phase(), r.connections(), r.requestsPerSecond(), r.p50() / 1000.0,
                        r.p99() / 1000.0);
            }
            // Each way in through the front compared with the same replica reached on its own port.
            for (int i = 0; i + 1 < forwarding.size(); i += 2) {
                HttpBenchmark.Run direct = forwarding.get(i);
                HttpBenchmark.Run other = forwarding.get(i + 1);
                boolean shared = other.phase().endsWith(" shared port");
                out.printf("%s overhead, %s, %d connection(s): %.1f%% fewer requests/s, p50 %+.3f ms%n",
                        shared ? "shared-port" : "front", direct.phase().substring(0, direct.phase().indexOf(' ')),
                        direct.connections(), 100 * (1 - other.requestsPerSecond() / direct.requestsPerSecond()),
                        (other.p50() - direct.p50()) / 1000.0);
            }
        }
        Path csv = s.csv();
        appendCsv(csv, runs, forwarding);
        out.println("appended to " + csv);
        return 0;
    }

    /**
     * Direct to the lone replica, through the front that forwards, and to the public port of a
     * front whose replica shares it ({@link Balance#SHARED_PORT}), one after the other, with 1 and
     * with many connections; for the one-snippet composition (where the hop is all there is) and
     * for the Benchmark workflow.
     */
    private static List<HttpBenchmark.Run> forwardingCost(String wrk, ReplicatedEngine engine, ReplicatedEngine sharing,
            int connections, int duration, int rounds, int warmup, PrintStream out) throws Exception {
        URI replica = engine.replicas().get(0).uri();
        HttpBenchmark.deploy(engine.uri(), engine.token(), out);
        HttpBenchmark.deploy(sharing.uri(), sharing.token(), out);
        Path scripts = Files.createTempDirectory("tutti-wrk");
        List<HttpBenchmark.Run> runs = new ArrayList<>();
        Map<String, String> bodies = new java.util.LinkedHashMap<>();
        bodies.put(HttpBenchmark.COMPOSITION, HttpBenchmark.BODY);
        bodies.put("Benchmark", "{\"order\": \"abcdef\"}");
        try {
            // Every path warm (the replica's and the front's code alike) before any is measured: the
            // composition measured first ran 30-60% slower, direct and through the front, after a warm-up
            // of its own through the front alone.
            for (Map.Entry<String, String> c : bodies.entrySet()) {
                String path = "/compositions/" + c.getKey() + "/instances";
                for (ReplicatedEngine e : List.of(engine, sharing)) {
                    for (URI base : new URI[] {e.uri(), e.replicas().get(0).uri()}) {
                        WarmUp.run(wrk, scripts, base.resolve(path), e.token(), c.getValue(), Math.min(2, connections), connections,
                                Math.min(2, duration), warmup, c.getKey() + " at " + base + ": ", out);
                    }
                }
            }
            // This VM's throughput drifts by tens of percent between runs seconds apart: the ways in are
            // alternated, round after round, and each is reported by its median round.
            for (Map.Entry<String, String> c : bodies.entrySet()) {
                String path = "/compositions/" + c.getKey() + "/instances";
                for (int n : new int[] {1, connections}) {
                    String[] phases = {" direct", " via front", " its replica", " shared port"};
                    URI[] targets = {replica, engine.uri(), sharing.replicas().get(0).uri(), sharing.uri()};
                    String[] tokens = {engine.token(), engine.token(), sharing.token(), sharing.token()};
                    List<List<HttpBenchmark.Run>> each = new ArrayList<>();
                    for (int k = 0; k < phases.length; k++) {
                        each.add(new ArrayList<>());
                    }
                    for (int round = 0; round < rounds; round++) {
                        // Each pair in the other order every other round, so that neither is always measured second.
                        for (int k : round % 2 == 0 ? new int[] {0, 1, 2, 3} : new int[] {1, 0, 3, 2}) {
                            each.get(k).add(HttpBenchmark.wrk(wrk, scripts, targets[k].resolve(path), tokens[k], c.getValue(),
                                    Math.min(2, n), n, 0, duration, c.getKey() + phases[k]));
                        }
                    }
                    for (List<HttpBenchmark.Run> runsOfOne : each) {
                        runs.add(median(runsOfOne));
                    }
                }
            }
        } finally {
            try (var files = Files.list(scripts)) {
                for (Path p : files.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(scripts);
        }
        return runs;
    }

    /** The run with the median requests/s (the lower middle one of an even number). */
    private static HttpBenchmark.Run median(List<HttpBenchmark.Run> runs) {
        List<HttpBenchmark.Run> sorted = new ArrayList<>(runs);
        sorted.sort(java.util.Comparator.comparingDouble(HttpBenchmark.Run::requestsPerSecond));
        return sorted.get((sorted.size() - 1) / 2);
    }

    private static void appendCsv(Path csv, List<StrategyRun> runs, List<HttpBenchmark.Run> forwarding)
            throws java.io.IOException {
        if (!Files.exists(csv)) {
            Files.writeString(csv, "time,kind,name,replicas_or_connections,start_s,per_s,p50_us,p99_us\n");
        }
        StringBuilder rows = new StringBuilder();
        String now = Instant.now().toString();
        for (StrategyRun r : runs) {
            rows.append(String.join(",", now, "strategy", r.strategy(), String.valueOf(r.replicas()),
                    String.format("%.3f", r.startSeconds()), String.format("%.0f", r.throughput()), String.valueOf(r.p50()),
                    String.valueOf(r.p99()))).append('\n');
        }
        for (HttpBenchmark.Run r : forwarding) {
            rows.append(String.join(",", now, "forwarding", r.phase(), String.valueOf(r.connections()), "",
                    String.format("%.0f", r.requestsPerSecond()), String.valueOf(r.p50()), String.valueOf(r.p99()))).append('\n');
        }
        Files.writeString(csv, rows, StandardOpenOption.APPEND);
    }
}
