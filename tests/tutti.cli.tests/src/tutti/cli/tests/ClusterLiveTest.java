package tutti.cli.tests;

import static tutti.cli.tests.Cli.tutti;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.client.EngineClient;
import tutti.client.cluster.ClusterFile;
import tutti.cluster.launch.EngineLauncher;
import tutti.model.composition.Composition;
import tutti.test.support.Archives;
import tutti.test.support.EngineOutput;
import tutti.test.support.Fixtures;

/**
 * Three engines behind a real HAProxy (the configuration {@code tutti cluster export haproxy}
 * writes, started under a file-descriptor limit of 1024), deployed to as one; 3,000 instances that
 * wait for a message started through the balancer; one engine killed with SIGKILL: requests about
 * the others' instances keep succeeding, requests about its own get HAProxy's 503 until it is back
 * on its data directory; a deployment made while it was down is found missing by
 * {@code cluster status} and brought by {@code cluster sync}; a member drained through HAProxy's
 * admin socket takes no new instance and still answers for its own; every instance then completes.
 */
class ClusterLiveTest {

    private static final String TOKEN = "cluster-live-test-token-0123456789";
    private static final int INSTANCES = 3_000;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static Process engine(Path dir, int ordinal, int port, int balancer) throws Exception {
        EngineLauncher.Settings s = new EngineLauncher.Settings(port, dir.resolve("data-" + ordinal), "192m", 1, 1, "none",
                List.of("--durability", "journal", "--first-instance-id", String.valueOf(ClusterFile.firstInstanceId(ordinal)),
                        "--public-url", "http://127.0.0.1:" + balancer));
        ProcessBuilder b = new ProcessBuilder(EngineLauncher.command(s)).redirectErrorStream(true);
        b.environment().put(EngineLauncher.TOKEN_VARIABLE, TOKEN);
        Process p = b.start();
        EngineOutput.address(p);
        return p;
    }

    private int status(int balancer, long id) {
        try {
            return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + balancer + "/instances/" + id))
                    .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -2;
        }
    }

    @Test
    void aClusterBehindHaproxyLosesNoInstanceWhenAMemberIsKilled(@TempDir Path dir) throws Exception {
        int balancer = freePort();
        int[] ports = { freePort(), freePort(), freePort() };
        Path tokenFile = dir.resolve("token");
        Files.writeString(tokenFile, TOKEN + "\n");
        Path clusterFile = dir.resolve("cluster.json");
        Cli init = tutti("cluster", "init", "--members", "http://127.0.0.1:" + ports[0] + ",http://127.0.0.1:" + ports[1]
                + ",http://127.0.0.1:" + ports[2], "--balancer", "http://127.0.0.1:" + balancer, "--token", "file:" + tokenFile,
                "--output", clusterFile.toString());
        assertEquals(0, init.code(), init.out());
        Path cfg = dir.resolve("haproxy.cfg");
        Cli export = tutti("cluster", "export", "haproxy", clusterFile.toString(), "--bind", "127.0.0.1:" + balancer, "--socket",
                dir.resolve("admin.sock").toString(), "--output", cfg.toString());
        assertEquals(0, export.code(), export.out());

        Process[] engines = new Process[3];
        Process haproxy = null;
        try {
            for (int i = 0; i < 3; i++) {
                engines[i] = engine(dir, i, ports[i], balancer);
            }
            // Under the limit a stock system gives a process: the configuration must not ask for more descriptors.
            haproxy = new ProcessBuilder("sh", "-c", "ulimit -n 1024 && exec haproxy -db -f \"$0\"", cfg.toString())
                    .redirectErrorStream(true).redirectOutput(dir.resolve("haproxy.log").toFile()).start();
            EngineClient viaBalancer = EngineClient.to(URI.create("http://127.0.0.1:" + balancer)).token(TOKEN).build();
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (true) {
                try {
                    if (viaBalancer.health().up()) {
                        break;
                    }
                } catch (tutti.client.EngineException e) {
                    assertTrue(haproxy.isAlive(), "HAProxy stopped: " + Files.readString(dir.resolve("haproxy.log")));
                    assertTrue(System.nanoTime() < until, "HAProxy did not serve: " + Files.readString(dir.resolve("haproxy.log")));
                    Thread.sleep(100);
                }
            }

            Path v1 = dir.resolve("approval-1.jar");
            Files.write(v1, Archives.of(Fixtures.approval()));
            Cli deploy = tutti("deploy", v1.toString(), "--cluster", clusterFile.toString());
            assertEquals(0, deploy.code(), deploy.out());

            List<Long> ids = new ArrayList<>(startAll(viaBalancer, INSTANCES));
            int[] perMember = new int[3];
            ids.forEach(id -> perMember[(int) (id / ClusterFile.IDS_PER_MEMBER) - 1]++);
            for (int i = 0; i < 3; i++) {
                assertTrue(perMember[i] > 0, "every member took instances: " + java.util.Arrays.toString(perMember));
            }

            // Ask about instances throughout: those of the living members must always be answered.
            AtomicBoolean probing = new AtomicBoolean(true);
            AtomicLong livingAnswered = new AtomicLong();
            Map<Integer, AtomicLong> livingFailures = new ConcurrentHashMap<>();
            Map<Integer, AtomicLong> deadAnswers = new ConcurrentHashMap<>();
            AtomicBoolean memberDown = new AtomicBoolean();
            List<Long> living = ids.stream().filter(id -> id / ClusterFile.IDS_PER_MEMBER != 2).toList();
            List<Long> dead = ids.stream().filter(id -> id / ClusterFile.IDS_PER_MEMBER == 2).toList();
            AtomicLong slowestDead = new AtomicLong();
            Thread prober = new Thread(() -> {
                for (int k = 0; probing.get(); k++) {
                    int s = status(balancer, living.get(k % living.size()));
                    if (s == 200) {
                        livingAnswered.incrementAndGet();
                    } else {
                        livingFailures.computeIfAbsent(s, x -> new AtomicLong()).incrementAndGet();
                    }
                }
            });
            Thread deadProber = new Thread(() -> {
                for (int k = 0; probing.get(); k++) {
                    if (!memberDown.get()) {
                        try {
                            Thread.sleep(5);
                        } catch (InterruptedException e) {
                            return;
                        }
                        continue;
                    }
                    long t = System.nanoTime();
                    int s = status(balancer, dead.get(k % dead.size()));
                    if (memberDown.get()) {
                        deadAnswers.computeIfAbsent(s, x -> new AtomicLong()).incrementAndGet();
                        slowestDead.accumulateAndGet(System.nanoTime() - t, Math::max);
                    }
                }
            });
            prober.start();
            deadProber.start();
            Thread.sleep(300);
            engines[1].destroyForcibly(); // SIGKILL
            assertTrue(engines[1].waitFor(10, TimeUnit.SECONDS));
            memberDown.set(true);
            Thread.sleep(1500);

            // A new version while the member is down: refused as a whole, then deployed to the others.
            Composition v2Model = Fixtures.approval();
            v2Model.setVersion("2.0.0");
            Path v2 = dir.resolve("approval-2.jar");
            Files.write(v2, Archives.of(v2Model));
            Cli refused = tutti("deploy", v2.toString(), "--cluster", clusterFile.toString());
            assertEquals(1, refused.code(), refused.out());
            assertTrue(refused.out().contains("nothing was deployed") && refused.out().contains("engine-1 is down"), refused.out());
            Cli skipped = tutti("deploy", v2.toString(), "--cluster", clusterFile.toString(), "--skip-down");
            assertEquals(1, skipped.code(), skipped.out());
            assertTrue(skipped.out().contains("not on engine-1 (down)"), skipped.out());

            memberDown.set(false);
            engines[1] = engine(dir, 1, ports[1], balancer);
            until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (status(balancer, dead.get(0)) != 200) {
                assertTrue(System.nanoTime() < until, "HAProxy did not route to the member once it was back");
                Thread.sleep(100);
            }
            probing.set(false);
            prober.join();
            deadProber.join();
            assertEquals(Map.of(), Map.copyOf(livingFailures), "requests about the living members' instances that failed ("
                    + livingAnswered.get() + " answered)");
            assertTrue(livingAnswered.get() > 100, "probed throughout: " + livingAnswered.get());
            assertTrue(deadAnswers.containsKey(503), "HAProxy answered 503 for the dead member's instances: " + deadAnswers);
            assertEquals(Map.of(503, deadAnswers.get(503)), Map.copyOf(deadAnswers), "and nothing else");

            Cli missing = tutti("cluster", "status", clusterFile.toString());
            assertEquals(1, missing.code(), missing.out());
            assertTrue(missing.out().contains("MISSING on engine-1"), missing.out());
            Cli sync = tutti("cluster", "sync", clusterFile.toString());
            assertEquals(0, sync.code(), sync.out());
            assertTrue(sync.out().contains("engine-1: deployed Approval 2.0.0 (from engine-0)"), sync.out());
            Cli whole = tutti("cluster", "status", clusterFile.toString());
            assertEquals(0, whole.code(), whole.out());
            assertTrue(whole.out().contains("3 of 3 members up"), whole.out());

            System.out.println("ClusterLiveTest: instances per member " + java.util.Arrays.toString(perMember) + "; "
                    + livingAnswered.get() + " requests about the living members' instances answered, 0 failed; the dead "
                    + "member's: " + deadAnswers + " (the slowest in " + slowestDead.get() / 1_000_000 + " ms)");
            // Maintenance: a drained member takes no new instance, and still answers for its own.
            Path socket = dir.resolve("admin.sock");
            assertEquals("", admin(socket, "set server members/engine-2 state drain"));
            List<Long> duringDrain = startAll(viaBalancer, 300);
            assertTrue(duringDrain.stream().noneMatch(id -> id / ClusterFile.IDS_PER_MEMBER == 3), "none on the drained member");
            assertEquals(200, status(balancer, ids.stream().filter(id -> id / ClusterFile.IDS_PER_MEMBER == 3).findFirst().orElseThrow()));
            assertEquals("", admin(socket, "set server members/engine-2 state ready"));
            ids.addAll(duringDrain);

            approveAll(viaBalancer, ids);
            long lost = waitForAllCompleted(viaBalancer, ids);
            assertEquals(0, lost, "instances that did not complete");
        } finally {
            if (haproxy != null) {
                haproxy.destroyForcibly();
            }
            for (Process p : engines) {
                if (p != null) {
                    p.destroyForcibly();
                }
            }
        }
    }

    /** A command on HAProxy's admin socket (as socat would send it); its answer, stripped. */
    private static String admin(Path socket, String command) throws IOException {
        try (java.nio.channels.SocketChannel c = java.nio.channels.SocketChannel.open(java.net.UnixDomainSocketAddress.of(socket))) {
            c.write(java.nio.ByteBuffer.wrap((command + "\n").getBytes(StandardCharsets.US_ASCII)));
            java.io.ByteArrayOutputStream answer = new java.io.ByteArrayOutputStream();
            java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(4096);
            while (c.read(b) > 0) {
                answer.write(b.array(), 0, b.position());
                b.clear();
            }
            return answer.toString(StandardCharsets.UTF_8).strip();
        }
    }

    private static List<Long> startAll(EngineClient viaBalancer, int count) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Long>> started = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int n = i;
                started.add(pool.submit(() -> viaBalancer.start("Approval", null, Map.of("n", n))));
            }
            List<Long> ids = new ArrayList<>();
            for (Future<Long> f : started) {
                ids.add(f.get(60, TimeUnit.SECONDS));
            }
            return ids;
        } finally {
            pool.shutdownNow();
        }
    }

    private static void approveAll(EngineClient viaBalancer, List<Long> ids) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> sent = new ArrayList<>();
            for (long id : ids) {
                sent.add(pool.submit(() -> {
                    viaBalancer.message(id, "approved", "yes");
                    return null;
                }));
            }
            for (Future<?> f : sent) {
                f.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** @return how many have not completed after a minute */
    private static long waitForAllCompleted(EngineClient viaBalancer, List<Long> ids) throws Exception {
        List<Long> open = new ArrayList<>(ids);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!open.isEmpty() && System.nanoTime() < until) {
            List<Long> still = new ArrayList<>();
            for (long id : open) {
                String state = viaBalancer.instance(id).state();
                if (state.equals("failed") || state.equals("cancelled")) {
                    throw new AssertionError("instance " + id + " ended " + state + ": " + viaBalancer.instance(id).reason());
                }
                if (!state.equals("completed")) {
                    still.add(id);
                }
            }
            open = still;
            if (!open.isEmpty()) {
                Thread.sleep(200);
            }
        }
        return open.size();
    }
}
