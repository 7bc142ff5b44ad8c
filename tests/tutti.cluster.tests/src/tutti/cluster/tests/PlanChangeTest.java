package tutti.cluster.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import tutti.cluster.Balance;
import tutti.cluster.Binding;
import tutti.cluster.LoneEnginePlans;
import tutti.cluster.Plan;
import tutti.cluster.Planner;
import tutti.cluster.ReplicaLauncher;
import tutti.cluster.ReplicatedEngine;
import tutti.cluster.Resources;
import tutti.cluster.Strategy;
import tutti.cluster.ThreadPolicy;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.overseer.Overseer;
import tutti.runtime.JsonReader;

/**
 * {@code PUT /plan} with real replica JVMs: a front goes from one replica to two and back to
 * one under a steady load, and a lone engine becomes a front, without a failed request or a lost
 * instance (one waits in a Receive across every change and completes after them).
 */
class PlanChangeTest {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private AutoCloseable engine;
    private URI uri;
    private String token;

    @BeforeAll
    static void quickDrain() {
        // Drained replicas stop one second after their last instance (30 s in use): the test sees them go.
        System.setProperty("tutti.front.resultsKeptMillis", "1000");
    }

    @AfterAll
    static void usualDrain() {
        System.clearProperty("tutti.front.resultsKeptMillis");
    }

    @AfterEach
    void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    private HttpResponse<String> send(String method, String path, byte[] body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(uri.resolve(path)).timeout(Duration.ofSeconds(120))
                .header("Authorization", "Bearer " + token)
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> send(String method, String path, String json) throws Exception {
        return send(method, path, json == null ? null : json.getBytes());
    }

    private static Map<String, Object> body(HttpResponse<String> r) {
        return JsonReader.parseObject(r.body());
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Map<String, Object> m, String key) {
        return (List<Map<String, Object>>) m.get(key);
    }

    private static byte[] archive(Composition c) throws Exception {
        return Compositions.archive(c);
    }

    private static Composition waiting() throws Exception {
        return Compositions.waiting();
    }

    private static void await(String what, long millis, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + millis + " ms: " + what);
            }
            Thread.sleep(50);
        }
    }

    /** Clients that run Sequential instances one after another until stopped, and keep every failure. */
    private final class Load implements AutoCloseable {
        final AtomicBoolean running = new AtomicBoolean(true);
        final AtomicInteger completed = new AtomicInteger();
        final List<String> failures = new CopyOnWriteArrayList<>();
        final List<Thread> clients = new ArrayList<>();

        Load(int n) {
            for (int i = 0; i < n; i++) {
                Thread t = new Thread(() -> {
                    while (running.get()) {
                        try {
                            HttpResponse<String> r = send("POST", "/compositions/Sequential/instances", "{\"n\": 1}");
                            if (r.statusCode() == 200 && "completed".equals(body(r).get("state"))) {
                                completed.incrementAndGet();
                            } else {
                                failures.add(r.statusCode() + " " + r.body());
                            }
                        } catch (Exception e) {
                            failures.add(e.toString());
                        }
                    }
                }, "load-" + i);
                t.start();
                clients.add(t);
            }
        }

        @Override
        public void close() throws InterruptedException {
            running.set(false);
            for (Thread t : clients) {
                t.join(60_000);
            }
        }
    }

    private Map<String, Object> replan(String json) throws Exception {
        HttpResponse<String> r = send("PUT", "/plan", json);
        assertEquals(200, r.statusCode(), r.body() + "\n" + log);
        return body(r);
    }

    private static List<Object> ids(List<Map<String, Object>> replicas) {
        return replicas.stream().map(m -> m.get("replica") instanceof Number n ? (Object) n.intValue() : m.get("replica")).toList();
    }

    @Test
    void aFrontGoesFromOneReplicaToTwoAndBackToOneUnderLoadLosingNothing() throws Exception {
        Plan one = Planner.plan(Overseer.topology(), new Planner.Request(Strategy.parse("count:1"), Binding.NONE,
                ThreadPolicy.DEFAULT, new Resources(Resources.Mode.PER_REPLICA, 3, 128L << 20), 0));
        ReplicatedEngine front = ReplicatedEngine.start(one, EngineOptions.loopback(0), Balance.ROUND_ROBIN,
                ReplicaLauncher.fromThisJvm(), new PrintStream(log, true));
        engine = front;
        uri = front.uri();
        token = front.token();
        assertEquals(201, send("POST", "/deployments", archive(Samples.load("Sequential"))).statusCode());
        assertEquals(201, send("POST", "/deployments", archive(waiting())).statusCode());
        HttpResponse<String> held = send("POST", "/compositions/Approval/instances?mode=async", "{\"n\": 1}");
        assertEquals(202, held.statusCode(), held.body());
        long heldId = ((Number) body(held).get("id")).longValue();

        Map<String, Object> two;
        Map<String, Object> single;
        try (Load load = new Load(3)) {
            await("load running", 10_000, () -> load.completed.get() > 20);
            two = replan("{\"replicas\": \"count:2\", \"binding\": \"none\", \"replica-threads\": 3, \"replica-heap\": \"128m\"}");
            int before = load.completed.get();
            await("load on the new replicas", 10_000, () -> load.completed.get() > before + 20);
            single = replan("{\"replicas\": \"single\", \"binding\": \"none\", \"replica-threads\": 3, \"replica-heap\": \"128m\"}");
            int after = load.completed.get();
            await("load on the last replica", 10_000, () -> load.completed.get() > after + 20);
            load.close();
            assertEquals(List.of(), load.failures, "no request failed across both changes");
            assertTrue(load.completed.get() > 60, "instances completed: " + load.completed.get());
        }
        assertEquals(List.of(1, 2), ids(list(two, "replicas")), two.toString());
        Path csv = Path.of("target/benchmarks/plan-change.csv");
        Files.createDirectories(csv.getParent());
        Files.writeString(csv, String.format("front count:1 -> count:2 under load (PUT /plan to new replicas healthy, s),%.2f%n"
                + "front count:2 -> single under load (s),%.2f%n", ((Number) two.get("seconds")).doubleValue(),
                ((Number) single.get("seconds")).doubleValue()));
        assertEquals(List.of(0), ids(list(two, "draining")), "the first replica drains: it holds instance " + heldId);
        assertEquals(List.of(3), ids(list(single, "replicas")), single.toString());
        assertTrue(ids(list(single, "draining")).containsAll(List.of(0, 1, 2)), single.toString());
        assertEquals("count:2", ((Map<?, ?>) two.get("options")).get("replicas"));

        // The waiting instance lived through both changes on its draining replica; its message still reaches it.
        assertEquals(202, send("POST", "/instances/" + heldId + "/messages/approved", "\"ok\"").statusCode());
        await("the held instance completes", 10_000, () -> {
            try {
                return "completed".equals(body(send("GET", "/instances/" + heldId, (byte[]) null)).get("state"));
            } catch (Exception e) {
                return false;
            }
        });
        await("drained replicas stop", 20_000, () -> {
            try {
                return list(body(send("GET", "/replicas", (byte[]) null)), "replicas").size() == 1;
            } catch (Exception e) {
                return false;
            }
        });
        HttpResponse<String> gone = send("GET", "/instances/" + heldId, (byte[]) null);
        assertEquals(404, gone.statusCode());
        assertTrue(gone.body().contains("a plan change replaced"), gone.body());
        HttpResponse<String> plan = send("GET", "/plan", (byte[]) null);
        assertEquals(List.of(3), ids(list(body(plan), "replicas")), plan.body());
        assertEquals(List.of(), list(body(plan), "draining"));
        assertTrue(log.toString().contains("replica 0 drained and stopped"), log.toString());
    }

    @Test
    void aLoneEngineBecomesAFrontOfReplicasOnTheSamePort() throws Exception {
        EngineServer lone = EngineServer.start(EngineOptions.loopback(0));
        lone.allowPlanChanges(new LoneEnginePlans(new PrintStream(log, true)));
        engine = lone;
        uri = lone.uri();
        token = lone.token();
        assertEquals("single", body(send("GET", "/plan", (byte[]) null)).get("mode"));
        assertEquals(201, send("POST", "/deployments", archive(Samples.load("Sequential"))).statusCode());
        assertEquals(201, send("POST", "/deployments", archive(waiting())).statusCode());
        HttpResponse<String> held = send("POST", "/compositions/Approval/instances?mode=async", "{\"n\": 1}");
        long heldId = ((Number) body(held).get("id")).longValue();
        assertTrue(heldId < 1_000_000_000_000_000L, "numbered by the lone engine: " + heldId);

        HttpResponse<String> refused = send("PUT", "/plan", "{\"replicas\": \"count:0\"}");
        assertEquals(400, refused.statusCode());
        assertTrue(refused.body().contains("count:N needs a whole number of replicas from 1"), refused.body());
        HttpResponse<String> alone = send("PUT", "/plan", "{\"adaptive\": \"placement\"}");
        assertEquals(409, alone.statusCode());
        assertTrue(alone.body().contains("adaptation moves and resizes replicas, and this engine runs alone"), alone.body());
        HttpResponse<String> unknown = send("PUT", "/plan", "{\"replica\": \"numa\"}");
        assertEquals(400, unknown.statusCode());
        assertTrue(unknown.body().contains("unknown plan option 'replica'"), unknown.body());
        HttpResponse<String> noToken = http.send(HttpRequest.newBuilder(uri.resolve("/plan"))
                .PUT(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(401, noToken.statusCode());

        java.util.concurrent.CompletableFuture<HttpResponse<String>> stream = http.sendAsync(HttpRequest.newBuilder(
                uri.resolve("/metrics/stream?hz=10")).header("Authorization", "Bearer " + token).build(),
                HttpResponse.BodyHandlers.ofString());
        Map<String, Object> front;
        try (Load load = new Load(2)) {
            await("load running", 10_000, () -> load.completed.get() > 20);
            front = replan("{\"replicas\": \"count:2\", \"binding\": \"none\", \"replica-threads\": 3, \"replica-heap\": \"128m\"}");
            int before = load.completed.get();
            await("load on the replicas", 10_000, () -> load.completed.get() > before + 20);
            assertEquals(List.of(), load.failures);
        }
        assertEquals("replicated", front.get("mode"));
        // A live stream of the lone engine ends, so its client reconnects to the front.
        assertTrue(stream.get(5, TimeUnit.SECONDS).body().contains("event: sample"));
        assertEquals(List.of(0, 1), ids(list(front, "replicas")));
        assertEquals("engine", list(front, "draining").get(0).get("replica"));
        assertEquals("replicated", body(send("GET", "/health", (byte[]) null)).get("mode"));
        HttpResponse<String> onReplica = send("POST", "/compositions/Sequential/instances", "{\"n\": 1}");
        assertTrue(((Number) body(onReplica).get("id")).longValue() >= 1_000_000_000_000_000L, onReplica.body());

        // The lone engine's own instance is still answered from this JVM, message included.
        assertEquals("running", body(send("GET", "/instances/" + heldId, (byte[]) null)).get("state"));
        assertEquals(202, send("POST", "/instances/" + heldId + "/messages/approved", "\"ok\"").statusCode());
        await("the lone engine's instance completes", 10_000, () -> {
            try {
                return "completed".equals(body(send("GET", "/instances/" + heldId, (byte[]) null)).get("state"));
            } catch (Exception e) {
                return false;
            }
        });
        Map<String, Object> back = replan("{\"replicas\": \"single\", \"binding\": \"none\"}");
        assertEquals(List.of(2), ids(list(back, "replicas")), back.toString());
    }
}
