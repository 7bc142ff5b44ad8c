package tutti.cluster.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.cluster.Balance;
import tutti.cluster.Binding;
import tutti.cluster.Plan;
import tutti.cluster.Planner;
import tutti.cluster.Replica;
import tutti.cluster.ReplicaLauncher;
import tutti.cluster.ReplicatedEngine;
import tutti.cluster.Resources;
import tutti.cluster.Strategy;
import tutti.cluster.ThreadPolicy;
import tutti.engine.EngineOptions;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.overseer.Overseer;
import tutti.runtime.JsonReader;

/**
 * Real replicas: child JVMs started by the supervisor, bound by the overseer agent, behind a front
 * on loopback; checked through HTTP and through /proc.
 */
class ReplicationTest {

    private static final long MIB = 1 << 20;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private ReplicatedEngine engine;

    @AfterEach
    void stop() {
        if (engine != null) {
            engine.close();
            // What the supervisor and the replicas printed, as a user's console would show it.
            assertFalse(log.toString(java.nio.charset.StandardCharsets.UTF_8).contains(engine.token()),
                    "the token is never in the front's or replicas' output");
        }
    }

    private ReplicatedEngine start(String strategy, Binding binding, Balance balance) throws Exception {
        return start(strategy, binding, balance, EngineOptions.loopback(0));
    }

    private ReplicatedEngine start(String strategy, Binding binding, Balance balance, EngineOptions options) throws Exception {
        Plan plan = Planner.plan(Overseer.topology(), new Planner.Request(Strategy.parse(strategy), binding,
                ThreadPolicy.DEFAULT, new Resources(Resources.Mode.PER_REPLICA, 3, 128 * MIB), 0));
        engine = ReplicatedEngine.start(plan, options, balance, ReplicaLauncher.fromThisJvm(), new PrintStream(log, true));
        return engine;
    }

    private static boolean twoCpus() {
        return Overseer.availability().available() && Overseer.topology().pus().size() >= 2;
    }

    private HttpResponse<String> send(URI base, String method, String path, byte[] body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(60))
                .header("Authorization", "Bearer " + engine.token())
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> send(String method, String path, String json) throws Exception {
        return send(engine.uri(), method, path, json == null ? null : json.getBytes());
    }

    private static Map<String, Object> body(HttpResponse<String> r) {
        return JsonReader.parseObject(r.body());
    }

    private static byte[] archive(Composition c) throws Exception {
        return Compositions.archive(c);
    }

    private static Composition waiting() throws Exception {
        return Compositions.waiting();
    }

    /** What {@code promtool check metrics} (apt package prometheus) says; empty when all is well. */
    private static String promtool(String text) throws Exception {
        Process p = new ProcessBuilder("promtool", "check", "metrics").redirectErrorStream(true).start();
        try (java.io.OutputStream in = p.getOutputStream()) {
            in.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        String said = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).strip();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        return p.exitValue() == 0 ? said : "exit " + p.exitValue() + ": " + said;
    }

    private static int replicaOf(long id) {
        return (int) (id / 1_000_000_000_000_000L) - 1;
    }

    private static void await(String what, long millis, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + millis + " ms: " + what);
            }
            Thread.sleep(20);
        }
    }

    /** Every thread's allowed CPUs, as the kernel lists them in /proc. */
    private static List<String> threadCpus(long pid) throws Exception {
        List<String> out = new ArrayList<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc/" + pid + "/task"))) {
            for (Path task : tasks.toList()) {
                for (String line : Files.readAllLines(task.resolve("status"))) {
                    if (line.startsWith("Cpus_allowed_list:")) {
                        out.add(line.substring(line.indexOf(':') + 1).strip());
                    }
                }
            }
        }
        return out;
    }

    @Test
    void twoSharedReplicasRunInTheirOwnJvmsEachBoundToOneCpu() throws Exception {
        assumeTrue(twoCpus(), "needs the overseer and two CPUs");
        start("count:2", Binding.SHARED, Balance.ROUND_ROBIN);
        List<Replica> replicas = engine.replicas();
        assertEquals(2, replicas.size());
        assertNotEquals(replicas.get(0).pid(), replicas.get(1).pid());
        for (Replica r : replicas) {
            assertNotEquals(ProcessHandle.current().pid(), r.pid());
            String cpus = r.plan().cpus().toString();
            List<String> bound = threadCpus(r.pid());
            // Every thread, the JVM's own included: the agent bound the process before any existed.
            assertTrue(bound.size() > 5, bound.toString());
            assertTrue(bound.stream().allMatch(cpus::equals), "replica " + r.index() + " should run on CPU " + cpus
                    + " only, its threads are allowed " + bound);
        }
        assertEquals(List.of("0", "1"), replicas.stream().map(r -> r.plan().cpus().toString()).toList());

        HttpResponse<String> list = send("GET", "/replicas", null);
        assertEquals(200, list.statusCode(), list.body());
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> described = (List<Map<String, Object>>) body(list).get("replicas");
        assertEquals(2, described.size());
        for (int i = 0; i < 2; i++) {
            Map<String, Object> d = described.get(i);
            assertEquals(String.valueOf(i), d.get("cpus"), "read back by replica " + i + " itself: " + d);
            assertEquals(replicas.get(i).pid(), ((Number) d.get("pid")).longValue());
            assertEquals("up", d.get("state"));
        }
        HttpResponse<String> topology = send("GET", "/topology", null);
        assertTrue(topology.body().contains("\"placement\":{\"strategy\":\"count:2\",\"binding\":\"shared\""),
                topology.body());
    }

    @Test
    void deploymentsReachEveryReplicaAndInstancesAreSpreadOverThem() throws Exception {
        start("count:2", Binding.NONE, Balance.ROUND_ROBIN);
        HttpResponse<String> deployed = send(engine.uri(), "POST", "/deployments", archive(Samples.load("Benchmark")));
        assertEquals(201, deployed.statusCode(), deployed.body());
        for (Replica r : engine.replicas()) {
            HttpResponse<String> own = send(r.uri(), "GET", "/deployments", null);
            assertTrue(own.body().contains("\"name\":\"Benchmark\""), "replica " + r.index() + ": " + own.body());
        }
        HttpResponse<String> again = send(engine.uri(), "POST", "/deployments", archive(Samples.load("Benchmark")));
        assertEquals(200, again.statusCode(), "the same content again is unchanged: " + again.body());
        tutti.model.composition.Composition changed = Samples.load("Benchmark");
        changed.setDescription("other content, same version");
        HttpResponse<String> conflict = send(engine.uri(), "POST", "/deployments", archive(changed));
        assertEquals(409, conflict.statusCode(), conflict.body());
        assertEquals(body(deployed).get("sha256"), body(conflict).get("deployedSha256"));
        int[] perReplica = new int[2];
        for (int i = 0; i < 20; i++) {
            HttpResponse<String> run = send("POST", "/compositions/Benchmark/instances", "{\"order\": \"abcdef\"}");
            assertEquals(200, run.statusCode(), run.body());
            assertEquals(Map.of("result", "defabc"), body(run).get("outputs"));
            perReplica[replicaOf((Long) body(run).get("id"))]++;
        }
        assertEquals(10, perReplica[0], "round robin over two replicas");
        assertEquals(10, perReplica[1]);

        HttpResponse<String> async = send("POST", "/compositions/Benchmark/instances?mode=async", "{\"order\": \"xy\"}");
        assertEquals(202, async.statusCode(), async.body());
        long id = (Long) body(async).get("id");
        Map<String, Object> view = Map.of();
        for (int i = 0; i < 100 && !"completed".equals(view.get("state")); i++) {
            view = body(send("GET", "/instances/" + id, null));
            Thread.sleep(20);
        }
        assertEquals(Map.of("result", "yx"), view.get("outputs"), view.toString());

        HttpResponse<String> batch = send("POST", "/compositions/Benchmark/batch",
                "{\"count\": 1001, \"inputs\": {\"order\": \"abcdef\"}, \"concurrency\": 100}");
        assertEquals(200, batch.statusCode(), batch.body());
        Map<String, Object> report = body(batch);
        assertEquals(1001L, report.get("completed"), batch.body());
        assertEquals(0L, report.get("failed"));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> parts = (List<Map<String, Object>>) report.get("replicas");
        assertEquals(List.of(501L, 500L), parts.stream().map(p -> p.get("count")).toList(), batch.body());
        @SuppressWarnings("unchecked")
        Map<String, Object> latency = (Map<String, Object>) report.get("latencyMicros");
        assertTrue((Long) latency.get("p50") <= (Long) latency.get("max"), latency.toString());

        HttpResponse<String> metrics = send("GET", "/metrics", null);
        assertTrue(metrics.body().contains("tutti_instances_completed_total{replica=\"0\",composition=\"Benchmark\"}"),
                metrics.body());
        assertTrue(metrics.body().contains("tutti_replica_up{replica=\"1\"} 1"), metrics.body());
        assertEquals("", promtool(metrics.body()), "promtool check metrics on the front's merged text");

        HttpResponse<String> counters = send("PUT", "/config", "{\"counters\": [\"perf::PAGE-FAULTS\"]}");
        assertEquals(200, counters.statusCode(), counters.body());
        assertEquals(2, counters.body().split("\"trackedCounters\":\\[\"perf::PAGE-FAULTS\"]").length - 1,
                "every replica counts the new event: " + counters.body());
        HttpResponse<String> events = send("GET", "/events", null);
        assertTrue(events.body().startsWith("{\"tracked\":[\"perf::PAGE-FAULTS\"]"), events.body());

        HttpResponse<String> resized = send("PUT", "/config", "{\"kernelThreads\": 2}");
        assertEquals(200, resized.statusCode(), resized.body());
        HttpResponse<String> config = send("GET", "/config", null);
        assertEquals(2, config.body().split("\"kernelThreads\":2").length - 1, config.body());

        // The live stream carries every replica's samples, each naming its replica.
        HttpResponse<Stream<String>> live = http.send(HttpRequest.newBuilder(engine.uri().resolve("/metrics/stream?hz=20"))
                .header("Authorization", "Bearer " + engine.token()).build(), HttpResponse.BodyHandlers.ofLines());
        assertEquals(200, live.statusCode());
        java.util.Set<String> seen = new java.util.HashSet<>();
        List<String> changes = new java.util.ArrayList<>();
        try (Stream<String> lines = live.body()) {
            java.util.Iterator<String> it = lines.iterator();
            while (seen.size() < 2 && it.hasNext()) {
                String line = it.next();
                if (line.startsWith("data: {\"replica\":")) {
                    seen.add(line.substring(0, line.indexOf(',') + 1));
                    assertTrue(line.contains("\"instancesInFlight\""), line);
                    for (Object c : (List<?>) tutti.runtime.JsonReader.parseObject(line.substring(6)).get("changes")) {
                        changes.add(((Map<?, ?>) c).get("kind") + ": " + ((Map<?, ?>) c).get("text"));
                    }
                }
            }
        }
        assertEquals(java.util.Set.of("data: {\"replica\":0,", "data: {\"replica\":1,"), seen);
        // The front's changes, each once (not one per replica), in order.
        assertEquals(4, changes.size(), changes.toString());
        assertTrue(changes.get(0).startsWith("plan: plan ") && changes.get(0).endsWith("serves with 2 replica(s)"), changes.toString());
        assertEquals("deploy: Benchmark 1.0.0 deployed", changes.get(1));
        assertEquals("config: counting perf::PAGE-FAULTS", changes.get(2));
        assertEquals("config: pools resized: 2 Kernel threads", changes.get(3));

        HttpResponse<String> gone = send("DELETE", "/deployments/Benchmark/1.0.0", null);
        assertEquals(204, gone.statusCode(), gone.body());
        for (Replica r : engine.replicas()) {
            assertFalse(send(r.uri(), "GET", "/deployments", null).body().contains("Benchmark"));
        }
        assertEquals(401, http.send(HttpRequest.newBuilder(engine.uri().resolve("/compositions/Benchmark/instances"))
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString()).statusCode());

        // A deploy and a delete of the same version at once: the front and every replica agree afterwards.
        byte[] benchmark = archive(Samples.load("Benchmark"));
        java.util.concurrent.ExecutorService two = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 15; round++) {
                java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
                java.util.concurrent.Future<HttpResponse<String>> deploy = two.submit(() -> {
                    go.await();
                    return send(engine.uri(), "POST", "/deployments", benchmark);
                });
                java.util.concurrent.Future<HttpResponse<String>> delete = two.submit(() -> {
                    go.await();
                    return send(engine.uri(), "DELETE", "/deployments/Benchmark/1.0.0", null);
                });
                go.countDown();
                HttpResponse<String> d = deploy.get(60, TimeUnit.SECONDS);
                HttpResponse<String> r = delete.get(60, TimeUnit.SECONDS);
                assertTrue(d.statusCode() == 200 || d.statusCode() == 201, "deploy: " + d.statusCode() + " " + d.body());
                assertTrue(r.statusCode() == 204 || r.statusCode() == 404, "delete: " + r.statusCode() + " " + r.body());
                boolean atFront = send("GET", "/deployments", null).body().contains("\"name\":\"Benchmark\"");
                for (Replica replica : engine.replicas()) {
                    assertEquals(atFront, send(replica.uri(), "GET", "/deployments", null).body().contains("\"name\":\"Benchmark\""),
                            "round " + round + ": replica " + replica.index() + " agrees with the front (" + atFront + ")");
                }
            }
        } finally {
            two.shutdownNow();
        }
    }

    @Test
    void aSignalThrownInOneReplicaReachesTheInstancesWaitingInEveryReplica() throws Exception {
        start("count:2", Binding.NONE, Balance.ROUND_ROBIN);
        assertEquals(List.of(tutti.cluster.ChildJvm.SHENANDOAH), tutti.cluster.ChildJvm.collectorOptions(),
                "the project's JDK (Temurin) has Shenandoah");
        for (Replica r : engine.replicas()) {
            String cmdline = Files.readString(Path.of("/proc/" + r.pid() + "/cmdline")).replace('\0', ' ');
            assertTrue(cmdline.contains(" " + tutti.cluster.ChildJvm.SHENANDOAH + " "), "replicas collect with Shenandoah: " + cmdline);
            // Any user of the machine can read /proc/PID/cmdline: the token travels in the replica's environment.
            assertFalse(cmdline.contains(engine.token()), "the token is not on replica " + r.index() + "'s command line");
        }
        assertEquals(201, send(engine.uri(), "POST", "/deployments", archive(Compositions.waitingForGo())).statusCode());
        assertEquals(201, send(engine.uri(), "POST", "/deployments", archive(Compositions.shout())).statusCode());
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            ids.add((Long) body(send("POST", "/compositions/Waiter/instances?mode=async", "{\"n\": 1}")).get("id"));
        }
        assertEquals(java.util.Set.of(0, 1), ids.stream().map(ReplicationTest::replicaOf).collect(java.util.stream.Collectors.toSet()));
        for (long id : ids) {
            await("instance " + id + " waits for go", 20_000,
                    () -> sendQuietly("GET", "/instances/" + id).contains("\"waitingFor\":[\"go\"]"));
        }
        HttpResponse<String> shout = send("POST", "/compositions/Shout/instances", "{}");
        assertEquals(200, shout.statusCode(), shout.body());
        int thrower = replicaOf((Long) body(shout).get("id"));
        for (long id : ids) {
            await("instance " + id + " on replica " + replicaOf(id) + " took the signal thrown on replica " + thrower, 20_000,
                    () -> sendQuietly("GET", "/instances/" + id).contains("\"state\":\"completed\""));
        }
        HttpResponse<String> again = send("POST", "/signals/go", "{\"late\": true}");
        assertEquals(200, again.statusCode(), again.body());
        assertEquals(Map.of("signal", "go", "taken", 0L, "replicas", 2L), body(again), "nobody waits any more");
        long more = (Long) body(send("POST", "/compositions/Waiter/instances?mode=async", "{\"n\": 1}")).get("id");
        await("the new instance waits", 20_000, () -> sendQuietly("GET", "/instances/" + more).contains("waitingFor"));
        assertEquals(Map.of("signal", "go", "taken", 1L, "replicas", 2L), body(send("POST", "/signals/go", null)));
    }

    private String sendQuietly(String method, String path) {
        try {
            return send(method, path, null).body();
        } catch (Exception e) {
            return e.toString();
        }
    }

    @Test
    void aRedirectingFrontSendsClientsToTheReplica() throws Exception {
        start("count:2", Binding.NONE, Balance.REDIRECT);
        send(engine.uri(), "POST", "/deployments", archive(Samples.load("Benchmark")));
        HttpResponse<String> moved = send("POST", "/compositions/Benchmark/instances", "{\"order\": \"ab\"}");
        assertEquals(307, moved.statusCode(), moved.body());
        String location = moved.headers().firstValue("Location").orElseThrow();
        assertTrue(engine.replicas().stream().anyMatch(r -> location.startsWith(r.uri().toString())), location);
        HttpResponse<String> there = http.send(HttpRequest.newBuilder(URI.create(location))
                .header("Authorization", "Bearer " + engine.token()).POST(HttpRequest.BodyPublishers.ofString("{\"order\": \"ab\"}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, there.statusCode(), there.body());
        assertEquals(Map.of("result", "ba"), body(there).get("outputs"));
    }

    @Test
    void aKilledJournalingReplicaRecoversItsInstancesAndTheFrontRoutesToThemAgain(@TempDir Path data)
            throws Exception {
        start("count:2", Binding.NONE, Balance.ROUND_ROBIN, EngineOptions.loopback(0).withDataDir(data)
                .withDurability(tutti.engine.Durability.journal()));
        assertEquals(201, send(engine.uri(), "POST", "/deployments", archive(waiting())).statusCode());
        Replica victim = engine.replicas().get(1);
        long victimPid = victim.pid();
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            HttpResponse<String> r = send("POST", "/compositions/Approval/instances?mode=async", "{\"n\": " + i + "}");
            assertEquals(202, r.statusCode(), r.body());
            ids.add((Long) body(r).get("id"));
        }
        assertEquals(10, ids.stream().filter(id -> replicaOf(id) == 1).count(), "round robin: half on the victim");
        assertTrue(Files.isDirectory(data.resolve("replicas").resolve("1").resolve("journal")), "each replica journals in its own directory");
        assertTrue(ProcessHandle.of(victimPid).orElseThrow().destroyForcibly(), "kill -9 " + victimPid);
        await("the supervisor restarts the replica", 30_000, () -> victim.state() == Replica.State.UP && victim.pid() != victimPid);
        int lost = 0;
        for (long id : ids) {
            Map<String, Object> view = body(send("GET", "/instances/" + id, null));
            if (!"running".equals(view.get("state"))) {
                lost++;
                continue;
            }
            HttpResponse<String> approved = send("POST", "/instances/" + id + "/messages/approved", "\"ok\"");
            assertEquals(202, approved.statusCode(), approved.body());
        }
        assertEquals(0, lost, "acknowledged instances lost when their replica was killed");
        for (long id : ids) {
            await("instance " + id + " completes", 10_000, () -> {
                try {
                    return "completed".equals(body(send("GET", "/instances/" + id, null)).get("state"));
                } catch (Exception e) {
                    return false;
                }
            });
        }
        String said = log.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(said.contains("[replica 1] recovered 10 instances from its journal"), said);
    }

    @Test
    void aKilledReplicaIsTakenOutOfRoutingRestartedAndItsInstancesAreReportedFailed() throws Exception {
        start("count:2", Binding.NONE, Balance.ROUND_ROBIN);
        assertEquals(201, send(engine.uri(), "POST", "/deployments", archive(Samples.load("Benchmark"))).statusCode());
        assertEquals(201, send(engine.uri(), "POST", "/deployments", archive(waiting())).statusCode());
        Replica victim = engine.replicas().get(1);
        long victimPid = victim.pid();

        // Instances waiting in both replicas: asynchronous ones (ids known) and synchronous requests (open).
        List<Long> waitingIds = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            HttpResponse<String> r = send("POST", "/compositions/Approval/instances?mode=async", "{\"n\": 1}");
            assertEquals(202, r.statusCode(), r.body());
            waitingIds.add((Long) body(r).get("id"));
        }
        List<CompletableFuture<HttpResponse<String>>> open = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            open.add(http.sendAsync(HttpRequest.newBuilder(engine.uri().resolve("/compositions/Approval/instances"))
                    .header("Authorization", "Bearer " + engine.token()).timeout(Duration.ofSeconds(60))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"n\": 2}")).build(), HttpResponse.BodyHandlers.ofString()));
        }
        // All ten waiting before the load starts, so that round robin put three open requests on each replica.
        await("ten instances waiting in the replicas", 10_000, () -> engine.replicas().stream().mapToLong(r -> {
            try {
                return (Long) body(send(r.uri(), "GET", "/health", null)).get("instancesInFlight");
            } catch (Exception e) {
                return 0;
            }
        }).sum() == 10);
        // Load: clients running the Benchmark workflow while the replica dies.
        AtomicBoolean loading = new AtomicBoolean(true);
        ConcurrentLinkedQueue<String> outcomes = new ConcurrentLinkedQueue<>();
        List<Thread> clients = new ArrayList<>();
        for (int c = 0; c < 4; c++) {
            Thread t = new Thread(() -> {
                while (loading.get()) {
                    try {
                        HttpResponse<String> r = send("POST", "/compositions/Benchmark/instances", "{\"order\": \"abc\"}");
                        outcomes.add(r.statusCode() + " " + r.body().strip());
                    } catch (Exception e) {
                        outcomes.add("exception " + e);
                    }
                }
            });
            t.start();
            clients.add(t);
        }
        Thread.sleep(500);
        long killed = System.nanoTime();
        assertTrue(ProcessHandle.of(victimPid).orElseThrow().destroyForcibly(), "kill -9 " + victimPid);
        await("the front stops routing to the killed replica", 1_000, () -> {
            try {
                return send("GET", "/health", null).body().contains("{\"replica\":1,\"state\":\"down\"")
                        || victim.state() != Replica.State.UP;
            } catch (Exception e) {
                return false;
            }
        });
        long noticed = (System.nanoTime() - killed) / 1_000_000;
        assertTrue(noticed < 1_000, "noticed after " + noticed + " ms");

        // The synchronous requests waiting there end with a clear error; the others keep waiting.
        await("three open requests answered", 5_000, () -> open.stream().filter(CompletableFuture::isDone).count() == 3);
        for (CompletableFuture<HttpResponse<String>> f : open) {
            if (f.isDone()) {
                HttpResponse<String> r = f.join();
                assertEquals(502, r.statusCode(), r.body());
                assertTrue(r.body().contains("replica 1 (pid " + victimPid + ") was killed by signal 9 (SIGKILL)"), r.body());
                assertTrue(r.body().contains("retry"), r.body());
            }
        }
        // The asynchronous ones: failed, with the reason, on the dead replica; still waiting on the other.
        for (long id : waitingIds) {
            Map<String, Object> view = body(send("GET", "/instances/" + id, null));
            if (replicaOf(id) == 1) {
                assertEquals("failed", view.get("state"), view.toString());
                assertTrue(String.valueOf(view.get("reason")).contains("was killed by signal 9"), view.toString());
            } else {
                assertEquals("running", view.get("state"), view.toString());
                assertEquals(202, send("POST", "/instances/" + id + "/messages/approved", "\"ok\"").statusCode());
            }
        }

        await("the supervisor restarts the replica", 30_000, () -> victim.state() == Replica.State.UP);
        assertEquals(1, victim.restarts());
        assertNotEquals(victimPid, victim.pid());
        HttpResponse<String> redeployed = send(victim.uri(), "GET", "/deployments", null);
        assertTrue(redeployed.body().contains("Benchmark") && redeployed.body().contains("Approval"), redeployed.body());
        loading.set(false);
        for (Thread t : clients) {
            t.join(70_000);
        }
        assertFalse(outcomes.isEmpty());
        for (String outcome : outcomes) {
            assertTrue(outcome.startsWith("200 ") && outcome.contains("\"state\":\"completed\"")
                    || outcome.startsWith("502 ") && outcome.contains("replica 1"),
                    "every request completes or fails naming the replica: " + outcome);
        }
        // After the restart both replicas take work again.
        HttpResponse<String> batch = send("POST", "/compositions/Benchmark/batch", "{\"count\": 200, \"inputs\": {\"order\": \"ab\"}}");
        assertEquals(200L, body(batch).get("completed"), batch.body());
        assertTrue(log.toString().contains("replica 1 (pid " + victimPid + ") was killed by signal 9"), log.toString());
    }

    @Test
    void leastOutstandingAvoidsTheReplicaThatIsBusy() throws Exception {
        start("count:2", Binding.NONE, Balance.LEAST_OUTSTANDING);
        assertEquals(201, send(engine.uri(), "POST", "/deployments", archive(Samples.load("Benchmark"))).statusCode());
        assertEquals(201, send(engine.uri(), "POST", "/deployments", archive(waiting())).statusCode());
        // One request held open in a replica: it stays outstanding until its instance gets its message.
        CompletableFuture<HttpResponse<String>> held = http.sendAsync(HttpRequest.newBuilder(
                engine.uri().resolve("/compositions/Approval/instances")).header("Authorization", "Bearer " + engine.token())
                .POST(HttpRequest.BodyPublishers.ofString("{\"n\": 1}")).build(), HttpResponse.BodyHandlers.ofString());
        await("the held instance is running", 10_000, () -> engine.replicas().stream().anyMatch(r -> {
            try {
                return (Long) body(send(r.uri(), "GET", "/health", null)).get("instancesInFlight") == 1;
            } catch (Exception e) {
                return false;
            }
        }));
        int busy = -1;
        for (Replica r : engine.replicas()) {
            if ((Long) body(send(r.uri(), "GET", "/health", null)).get("instancesInFlight") == 1) {
                busy = r.index();
            }
        }
        for (int i = 0; i < 6; i++) {
            HttpResponse<String> run = send("POST", "/compositions/Benchmark/instances", "{\"order\": \"ab\"}");
            assertEquals(200, run.statusCode(), run.body());
            assertNotEquals(busy, replicaOf((Long) body(run).get("id")), "request " + i + " went to the busy replica " + busy);
        }
        // The busy replica's first instance: ids of replica R start at (R + 1) * 10^15 + 1.
        long heldId = (busy + 1) * 1_000_000_000_000_000L + 1;
        assertEquals(202, send("POST", "/instances/" + heldId + "/messages/approved", "\"ok\"").statusCode());
        assertEquals(200, held.get(10, TimeUnit.SECONDS).statusCode());
    }

    @Test
    void closingTheFrontStopsEveryReplica() throws Exception {
        start("count:2", Binding.NONE, Balance.LEAST_OUTSTANDING);
        List<ProcessHandle> children = engine.replicas().stream().map(r -> ProcessHandle.of(r.pid()).orElseThrow()).toList();
        assertTrue(children.stream().allMatch(ProcessHandle::isAlive));
        engine.close();
        engine = null;
        for (ProcessHandle p : children) {
            assertFalse(p.isAlive(), "replica process " + p.pid() + " outlived its front");
        }
        assertTrue(ProcessHandle.current().children().noneMatch(p -> children.stream().anyMatch(c -> c.pid() == p.pid())));
    }
}
