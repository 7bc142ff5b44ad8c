package tutti.cluster.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

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
import tutti.compiler.CompositionCompiler;
import tutti.engine.EngineOptions;
import tutti.model.Samples;
import tutti.overseer.IndexSet;
import tutti.overseer.Overseer;
import tutti.overseer.ThreadBindings;
import tutti.runtime.JsonReader;

/**
 * A running replica moved between CPU 0 and CPUs 0-1 (and its memory to node 0) while it runs a
 * batch, every thread of its JVM read back from /proc/PID/task/TID/status, GC and JIT threads too.
 */
class ReplicaRebindTest {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private ReplicatedEngine engine;

    @AfterEach
    void stop() {
        if (engine != null) {
            engine.close();
        }
    }

    private HttpResponse<String> send(URI base, String method, String path, String json) throws Exception {
        return http.send(HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(120))
                .header("Authorization", "Bearer " + engine.token()).header("Content-Type", "application/json")
                .method(method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json))
                .build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aRunningReplicaIsMovedBetweenCpusAndEveryThreadFollows() throws Exception {
        assumeTrue(Overseer.availability().available() && Overseer.topology().pus().size() >= 2,
                "needs the overseer and two CPUs");
        Plan plan = Planner.plan(Overseer.topology(), new Planner.Request(Strategy.parse("count:1"), Binding.NONE,
                ThreadPolicy.DEFAULT, new Resources(Resources.Mode.PER_REPLICA, 2, 256L << 20), 0));
        engine = ReplicatedEngine.start(plan, EngineOptions.loopback(0), Balance.ROUND_ROBIN, ReplicaLauncher.fromThisJvm(),
                new PrintStream(new ByteArrayOutputStream(), true));
        Replica replica = engine.replicas().get(0);
        long pid = replica.pid();
        URI at = replica.uri();
        assertEquals(201, http.send(HttpRequest.newBuilder(engine.uri().resolve("/deployments"))
                .header("Authorization", "Bearer " + engine.token())
                .POST(HttpRequest.BodyPublishers.ofByteArray(new CompositionCompiler().compile(Samples.load("Benchmark")).archive()
                        .toBytes())).build(), HttpResponse.BodyHandlers.ofString()).statusCode());

        // Under load: a batch runs through the front while the replica moves.
        CompletableFuture<HttpResponse<String>> batch = CompletableFuture.supplyAsync(() -> {
            try {
                return send(engine.uri(), "POST", "/compositions/Benchmark/batch",
                        "{\"count\": 300000, \"inputs\": {\"order\": \"abcdef\"}}");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(300);

        HttpResponse<String> one = send(at, "PUT", "/config", "{\"cpus\": \"0\"}");
        assertEquals(200, one.statusCode(), one.body());
        assertEquals("0", JsonReader.parseObject(one.body()).get("cpus"));
        Map<Integer, IndexSet> threads = ThreadBindings.of(pid);
        Map<Integer, String> names = ThreadBindings.names(pid);
        assertTrue(threads.size() > 10, "a JVM has many threads: " + names);
        threads.forEach((tid, cpus) -> assertEquals(IndexSet.of(0), cpus, "thread " + tid + " (" + names.get(tid) + ") on CPU 0"));
        assertTrue(names.values().stream().anyMatch(n -> n.startsWith("C2 Compiler") || n.startsWith("C1 Compiler")),
                "the JIT's threads are among them: " + names.values());

        HttpResponse<String> both = send(at, "PUT", "/config", "{\"cpus\": \"0-1\", \"nodes\": \"0\"}");
        assertEquals(200, both.statusCode(), both.body());
        IndexSet two = IndexSet.range(0, 1);
        ThreadBindings.of(pid).forEach((tid, cpus) -> assertEquals(two, cpus, "thread " + tid + " on CPUs 0-1"));
        HttpResponse<String> events = send(engine.uri(), "GET", "/metrics", null);
        assertEquals(200, events.statusCode());

        HttpResponse<String> done = batch.get();
        assertEquals(200, done.statusCode(), done.body());
        Map<String, Object> report = JsonReader.parseObject(done.body());
        assertEquals(300000L, report.get("completed"), "moved twice, nothing lost: " + report);
        assertEquals(0L, report.get("failed"));
    }

    @Test
    void badPlacementsAreRefusedWithTheReasonAndAFrontSendsThemToItsReplicas() throws Exception {
        assumeTrue(Overseer.availability().available(), "needs the overseer");
        Plan plan = Planner.plan(Overseer.topology(), new Planner.Request(Strategy.parse("count:1"), Binding.NONE,
                ThreadPolicy.DEFAULT, new Resources(Resources.Mode.PER_REPLICA, 2, 128L << 20), 0));
        engine = ReplicatedEngine.start(plan, EngineOptions.loopback(0), Balance.ROUND_ROBIN, ReplicaLauncher.fromThisJvm(),
                new PrintStream(new ByteArrayOutputStream(), true));
        URI at = engine.replicas().get(0).uri();
        HttpResponse<String> far = send(at, "PUT", "/config", "{\"cpus\": \"4096\"}");
        assertEquals(400, far.statusCode());
        assertTrue(far.body().contains("4096") && far.body().contains("not exist on this machine"), far.body());
        HttpResponse<String> words = send(at, "PUT", "/config", "{\"nodes\": \"first\"}");
        assertEquals(400, words.statusCode());
        assertTrue(words.body().contains("not a list like 0-3,8"), words.body());
        HttpResponse<String> number = send(at, "PUT", "/config", "{\"cpus\": 0}");
        assertEquals(400, number.statusCode());
        assertTrue(number.body().contains("a list in a string"), number.body());
        HttpResponse<String> front = send(engine.uri(), "PUT", "/config", "{\"cpus\": \"0\"}");
        assertEquals(400, front.statusCode());
        assertTrue(front.body().contains("each replica has its own CPUs and nodes"), front.body());
        String cpus = (String) JsonReader.parseObject(send(at, "GET", "/config", null).body()).get("cpus");
        assertEquals(Overseer.topology().cpuset().toString(), cpus, "nothing moved");
    }
}
