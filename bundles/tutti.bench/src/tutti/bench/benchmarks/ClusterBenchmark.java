package tutti.bench.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import tutti.client.BatchReport;
import tutti.client.BatchRequest;
import tutti.client.EngineClient;
import tutti.client.EngineException;
import tutti.client.cluster.Cluster;
import tutti.client.cluster.ClusterDeploy;
import tutti.client.cluster.ClusterFile;
import tutti.client.cluster.HaproxyConfig;
import tutti.cluster.launch.EngineLauncher;
import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;
import tutti.model.composition.Composition;

/**
 * {@code tutti bench-cluster}: what a balancer in front of several engines costs, and how long the
 * cluster commands take. Starts engines on loopback (child JVMs, as members of a cluster) and a
 * real HAProxy with the configuration {@code tutti cluster export haproxy} writes, then in one run:
 * Benchmark batches and one instance per request (wrk), each through HAProxy and to the same
 * engines addressed directly; then {@code cluster status} and a deploy to every member, with the
 * members of the load and with more, smaller ones.
 */
public final class ClusterBenchmark {

    private static final String TOKEN_VARIABLE = EngineLauncher.TOKEN_VARIABLE;
    private static final String BODY = "{\"order\": \"abcdef\"}";

    /**
     * @param members     engines behind the balancer for the load
     * @param more        members for the second round of status and deploy timings (small engines)
     * @param batch       instances per batch request (one request per member at once)
     * @param connections wrk's connections, all through HAProxy or split over the members
     * @param duration    seconds a wrk phase
     */
    public record Settings(int members, int more, int batch, int connections, int duration, String durability, Path csv) {
        public Settings {
            if (members < 1 || more < members || batch < 1000 || connections < members || duration < 1) {
                throw new IllegalArgumentException("--members at least 1, --more at least --members, --batch at least 1000, "
                        + "--connections at least --members, --duration at least 1");
            }
        }
    }

    private ClusterBenchmark() {
    }

    /** The engines and the balancer of one round; all stopped on close. */
    private static final class Rig implements AutoCloseable {
        final List<Process> processes = new ArrayList<>();
        final List<URI> members = new ArrayList<>();
        URI balancer;
        ClusterFile file;
        final String token = Long.toHexString(Double.doubleToLongBits(Math.random())) + Long.toHexString(System.nanoTime());

        @Override
        public void close() {
            for (Process p : processes) {
                p.destroyForcibly();
            }
        }
    }

    public static int run(Settings s, PrintStream out, PrintStream err) throws Exception {
        if (HttpBenchmark.onPath("haproxy") == null || HttpBenchmark.findWrk() == null) {
            err.println("tutti bench-cluster: needs haproxy and wrk (apt-get install haproxy wrk; ./tutti installs both)");
            return 1;
        }
        Path dir = Files.createTempDirectory("tutti-bench-cluster-");
        List<String> rows = new ArrayList<>();
        try (Rig rig = start(dir.resolve("load"), s.members(), "512m", s.durability(), true)) {
            byte[] benchmark = archive(Samples.load("Benchmark"));
            Cluster cluster = new Cluster(rig.file);
            ClusterDeploy d = cluster.deploy(benchmark, false);
            if (!d.ok()) {
                throw new IllegalStateException("deploying the Benchmark workflow failed: " + d.summary());
            }
            out.printf("%d engines (%s) behind HAProxy on %s; %d CPUs here%n", s.members(), s.durability(), rig.balancer,
                    Runtime.getRuntime().availableProcessors());
            // Warm every engine and the balancer before anything is measured.
            batches(rig, List.of(rig.balancer), s.members(), s.batch());
            batches(rig, rig.members, 1, s.batch());
            // Alternated rounds, medians: with more engines than cores, which member ends last moves from round to round.
            long[] viaRounds = new long[5];
            long[] directRounds = new long[5];
            for (int i = 0; i < viaRounds.length; i++) {
                viaRounds[i] = (long) batches(rig, List.of(rig.balancer), s.members(), s.batch());
                directRounds[i] = (long) batches(rig, rig.members, 1, s.batch());
            }
            double viaBatch = median(viaRounds);
            double directBatch = median(directRounds);
            out.printf("Benchmark batches (%d requests of %,d at once, medians of %d alternated rounds): through HAProxy %,.0f "
                    + "instances/s, direct %,.0f (%+.1f%%)%n", s.members(), s.batch(), viaRounds.length, viaBatch, directBatch,
                    100 * (viaBatch - directBatch) / directBatch);
            rows.add(row("batches", "haproxy", viaBatch, 0, 0, 0));
            rows.add(row("batches", "direct", directBatch, 0, 0, 0));

            String wrk = HttpBenchmark.findWrk();
            Path scripts = Files.createTempDirectory(dir, "wrk");
            wrkThrough(wrk, scripts, rig, s, 2); // warm-up
            HttpBenchmark.Run via = wrkThrough(wrk, scripts, rig, s, s.duration());
            List<HttpBenchmark.Run> direct = wrkDirect(wrk, scripts, rig, s);
            double directRate = direct.stream().mapToDouble(HttpBenchmark.Run::requestsPerSecond).sum();
            long directP99 = direct.stream().mapToLong(HttpBenchmark.Run::p99).max().orElse(0);
            long directP50 = direct.stream().mapToLong(HttpBenchmark.Run::p50).max().orElse(0);
            long errors = via.errors() + direct.stream().mapToLong(HttpBenchmark.Run::errors).sum();
            out.printf("one instance per request (%d connections): through HAProxy %,.0f requests/s (p50 %.2f ms, p99 %.2f ms),"
                    + " direct %,.0f (p50 %.2f ms, p99 %.2f ms; the slowest member's) (%+.1f%%); %d errors%n", s.connections(),
                    via.requestsPerSecond(), via.p50() / 1000.0, via.p99() / 1000.0, directRate, directP50 / 1000.0, directP99 / 1000.0,
                    100 * (via.requestsPerSecond() - directRate) / directRate, errors);
            rows.add(row("requests", "haproxy", via.requestsPerSecond(), via.p50(), via.p99(), via.errors()));
            rows.add(row("requests", "direct", directRate, directP50, directP99, errors - via.errors()));
            rows.add(timings(cluster, s.members(), out));
        }
        if (s.more() > s.members()) {
            try (Rig small = start(dir.resolve("more"), s.more(), "96m", "none", false)) {
                rows.add(timings(new Cluster(small.file), s.more(), out));
            }
        }
        Csv.append(s.csv(), "time,what,through,rate_or_status_ms,p50_us,p99_us,errors_or_deploy_ms\n", String.join("\n", rows) + "\n");
        out.println("appended to " + s.csv());
        return 0;
    }

    private static String row(String what, String through, double rate, long p50, long p99, long errors) {
        return String.format("%s,%s,%s,%.0f,%d,%d,%d", java.time.Instant.now(), what, through, rate, p50, p99, errors);
    }

    /** Median milliseconds of {@code cluster status} and of a deploy of a new version to every member. */
    private static String timings(Cluster cluster, int members, PrintStream out) throws Exception {
        long[] status = new long[11];
        for (int i = 0; i < status.length; i++) {
            long t = System.nanoTime();
            cluster.status();
            status[i] = System.nanoTime() - t;
        }
        long[] deploy = new long[5];
        for (int i = 0; i < deploy.length; i++) {
            Composition c = Samples.load("Sequential");
            c.setVersion("9." + i + "." + System.nanoTime() % 1000);
            byte[] bytes = archive(c);
            long t = System.nanoTime();
            ClusterDeploy d = cluster.deploy(bytes, false);
            deploy[i] = System.nanoTime() - t;
            if (!d.ok()) {
                throw new IllegalStateException("a timed deploy failed: " + d.summary());
            }
        }
        double statusMs = median(status) / 1e6;
        double deployMs = median(deploy) / 1e6;
        out.printf("%d members: cluster status %.1f ms, deploy to all %.1f ms (medians of %d and %d)%n", members, statusMs, deployMs,
                status.length, deploy.length);
        return String.format("%s,commands,%d members,%.1f,0,0,%.1f", java.time.Instant.now(), members, statusMs, deployMs);
    }

    private static long median(long[] values) {
        long[] v = values.clone();
        Arrays.sort(v);
        return v[v.length / 2];
    }

    /** Instances/s of {@code perTarget} batch requests to each target, all at once. */
    private static double batches(Rig rig, List<URI> targets, int perTarget, int count) throws Exception {
        ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();
        try {
            List<Future<BatchReport>> reports = new ArrayList<>();
            long t = System.nanoTime();
            for (URI target : targets) {
                EngineClient c = EngineClient.to(target).token(rig.token).build();
                for (int i = 0; i < perTarget; i++) {
                    reports.add(pool.submit(() -> c.batch("Benchmark", BatchRequest.of(count, Map.of("order", "abcdef")))));
                }
            }
            long completed = 0;
            for (Future<BatchReport> f : reports) {
                BatchReport r = f.get(10, TimeUnit.MINUTES);
                if (r.failed() > 0) {
                    throw new IllegalStateException(r.failed() + " instances of a batch failed");
                }
                completed += r.completed();
            }
            return completed * 1e9 / (System.nanoTime() - t);
        } finally {
            pool.shutdownNow();
        }
    }

    private static HttpBenchmark.Run wrkThrough(String wrk, Path scripts, Rig rig, Settings s, int seconds) throws Exception {
        return HttpBenchmark.wrk(wrk, scripts, rig.balancer.resolve("/compositions/Benchmark/instances"), rig.token, BODY, 1,
                s.connections(), 0, seconds, "through-haproxy");
    }

    /** One wrk per member at once, the connections split between them. */
    private static List<HttpBenchmark.Run> wrkDirect(String wrk, Path scripts, Rig rig, Settings s) throws Exception {
        ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();
        try {
            List<Future<HttpBenchmark.Run>> runs = new ArrayList<>();
            for (int i = 0; i < rig.members.size(); i++) {
                URI target = rig.members.get(i).resolve("/compositions/Benchmark/instances");
                int connections = s.connections() / rig.members.size() + (i < s.connections() % rig.members.size() ? 1 : 0);
                String phase = "direct-" + i;
                runs.add(pool.submit(() -> HttpBenchmark.wrk(wrk, scripts, target, rig.token, BODY, 1, connections, 0, s.duration(),
                        phase)));
            }
            List<HttpBenchmark.Run> done = new ArrayList<>();
            for (Future<HttpBenchmark.Run> f : runs) {
                done.add(f.get(s.duration() + 60L, TimeUnit.SECONDS));
            }
            return done;
        } finally {
            pool.shutdownNow();
        }
    }

    private static byte[] archive(Composition c) throws Exception {
        return new CompositionCompiler().compile(c).archive().toBytes();
    }

    /** {@code n} engines as members of a cluster, and HAProxy in front of them when {@code balanced}. */
    private static Rig start(Path dir, int n, String heap, String durability, boolean balanced) throws Exception {
        Rig rig = new Rig();
        try {
            int balancerPort = freePort();
            rig.balancer = URI.create("http://127.0.0.1:" + balancerPort);
            Path tokenFile = dir.resolve("token");
            Files.createDirectories(dir);
            Files.writeString(tokenFile, rig.token + "\n");
            List<ClusterFile.Member> members = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int port = freePort();
                EngineLauncher.Settings es = new EngineLauncher.Settings(port, dir.resolve("data-" + i), heap, 1, 1, "none",
                        List.of("--durability", durability, "--first-instance-id", String.valueOf(ClusterFile.firstInstanceId(i)),
                                "--public-url", rig.balancer.toString()));
                ProcessBuilder b = new ProcessBuilder(EngineLauncher.command(es)).redirectErrorStream(true);
                b.environment().put(TOKEN_VARIABLE, rig.token);
                Process p = b.start();
                rig.processes.add(p);
                URI uri = listening(p);
                rig.members.add(uri);
                members.add(new ClusterFile.Member("engine-" + i, uri, null, null, null));
            }
            rig.file = new ClusterFile("bench", rig.balancer, "file:" + tokenFile, members);
            if (balanced) {
                Path cfg = dir.resolve("haproxy.cfg");
                Files.writeString(cfg, HaproxyConfig.write("bench-cluster", "127.0.0.1:" + balancerPort,
                        dir.resolve("admin.sock").toString(), members.stream().map(m -> new HaproxyConfig.Server(m.name(), m.url()))
                                .toList()));
                Process haproxy = new ProcessBuilder("haproxy", "-db", "-f", cfg.toString()).redirectErrorStream(true)
                        .redirectOutput(dir.resolve("haproxy.log").toFile()).start();
                rig.processes.add(haproxy);
                waitServing(rig, haproxy, dir.resolve("haproxy.log"));
            }
            return rig;
        } catch (Exception | Error e) {
            rig.close();
            throw e;
        }
    }

    private static void waitServing(Rig rig, Process haproxy, Path log) throws Exception {
        EngineClient c = EngineClient.to(rig.balancer).build();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < until) {
            if (!haproxy.isAlive()) {
                throw new IllegalStateException("HAProxy stopped: " + Files.readString(log));
            }
            try {
                if (c.health().up()) {
                    return;
                }
            } catch (EngineException e) {
                // not yet
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("HAProxy did not serve within 20 s: " + Files.readString(log));
    }

    /** The engine's address once it listens; what it prints afterwards is read and dropped so it never blocks. */
    private static URI listening(Process p) throws IOException {
        BufferedReader lines = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder printed = new StringBuilder();
        for (String line; (line = lines.readLine()) != null; ) {
            printed.append(line).append('\n');
            URI uri = EngineLauncher.listeningAddress(line);
            if (uri != null) {
                Thread.ofVirtual().start(() -> {
                    try {
                        while (lines.readLine() != null) {
                            // drained
                        }
                    } catch (IOException e) {
                        // the engine ended
                    }
                });
                return uri;
            }
        }
        throw new IllegalStateException("an engine ended without listening:\n" + printed);
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
