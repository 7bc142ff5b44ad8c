package tutti.cluster.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
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
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
import tutti.engine.EngineStartException;
import tutti.model.Samples;
import tutti.overseer.Overseer;
import tutti.runtime.JsonReader;

/**
 * Replicas that listen on the front's public port themselves ({@code --balance shared-port}):
 * every request goes over a new connection, so the kernel picks the process each time; the
 * listeners are read back with {@code ss}.
 */
class SharedPortTest {

    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private ReplicatedEngine engine;

    @AfterEach
    void stop() {
        if (engine != null) {
            engine.close();
            assertFalse(log.toString(StandardCharsets.UTF_8).contains(engine.token()), "the token is never in the output");
        }
    }

    private ReplicatedEngine start(String strategy) throws Exception {
        engine = ReplicatedEngine.start(plan(strategy), EngineOptions.loopback(0), Balance.SHARED_PORT,
                ReplicaLauncher.fromThisJvm(), new PrintStream(log, true));
        return engine;
    }

    private static Plan plan(String strategy) throws Exception {
        return Planner.plan(Overseer.topology(), new Planner.Request(Strategy.parse(strategy), Binding.NONE, ThreadPolicy.DEFAULT,
                new Resources(Resources.Mode.PER_REPLICA, 2, 128L << 20), 0));
    }

    /** One request over a connection of its own, so that the kernel picks the listener anew. */
    private HttpResponse<String> fresh(String method, String path, byte[] body) throws Exception {
        try (HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build()) {
            HttpRequest request = HttpRequest.newBuilder(engine.uri().resolve(path)).timeout(Duration.ofSeconds(60))
                    .header("Authorization", "Bearer " + engine.token())
                    .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body))
                    .build();
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        }
    }

    private HttpResponse<String> fresh(String method, String path, String json) throws Exception {
        return fresh(method, path, json == null ? null : json.getBytes(StandardCharsets.UTF_8));
    }

    private static Map<String, Object> body(HttpResponse<String> r) {
        return JsonReader.parseObject(r.body());
    }

    private static long id(HttpResponse<String> r) {
        return ((Number) body(r).get("id")).longValue();
    }

    private static int replicaOf(long id) {
        return (int) (id / 1_000_000_000_000_000L) - 1;
    }

    /** The processes listening on the engine's public port, as {@code ss} (iproute2) lists them. */
    private Set<Long> listeners() throws Exception {
        Process p = new ProcessBuilder("ss", "-ltnpH", "sport = :" + engine.port()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(10, TimeUnit.SECONDS));
        Set<Long> pids = new TreeSet<>();
        Matcher m = Pattern.compile("pid=(\\d+)").matcher(out);
        while (m.find()) {
            pids.add(Long.parseLong(m.group(1)));
        }
        return pids;
    }

    private Set<Long> pids(List<Replica> replicas) {
        Set<Long> pids = new TreeSet<>();
        for (Replica r : replicas) {
            pids.add(r.pid());
        }
        return pids;
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

    private String state(long id) {
        try {
            return (String) body(fresh("GET", "/instances/" + id, (byte[]) null)).get("state");
        } catch (Exception e) {
            return e.toString();
        }
    }

    /** One replica, Sequential and Approval deployed, and the id of an Approval waiting for its message. */
    private long oneReplicaHoldingAnInstance() throws Exception {
        start("count:1");
        assertEquals(201, fresh("POST", "/deployments", Compositions.archive(Samples.load("Sequential"))).statusCode());
        assertEquals(201, fresh("POST", "/deployments", Compositions.archive(Compositions.waiting())).statusCode());
        HttpResponse<String> held = fresh("POST", "/compositions/Approval/instances?mode=async", "{\"n\": 1}");
        assertEquals(202, held.statusCode(), held.body());
        long heldId = id(held);
        await("instance " + heldId + " waits", 10_000, () -> "running".equals(state(heldId)));
        return heldId;
    }

    @Test
    void replicasTakeThePublicConnectionsAndRelayWhatIsNotTheirsToTheFront() throws Exception {
        start("count:2");
        // Only the replicas listen: the front left the port once they did.
        assertEquals(pids(engine.replicas()), listeners(), log.toString());

        // Deployments reach the front through whichever replica took the connection, and from it every replica.
        assertEquals(201, fresh("POST", "/deployments", Compositions.archive(Samples.load("Sequential"))).statusCode());
        HttpResponse<String> second = fresh("POST", "/deployments", Compositions.archive(Compositions.waiting()));
        assertEquals(201, second.statusCode(), second.body());

        Set<Integer> served = new TreeSet<>();
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            HttpResponse<String> r = fresh("POST", "/compositions/Sequential/instances", "{\"n\": " + i + "}");
            assertEquals(200, r.statusCode(), r.body());
            assertEquals("completed", body(r).get("state"), r.body());
            assertEquals(Map.of("result", (long) i + 5), body(r).get("outputs"), r.body());
            ids.add(id(r));
            served.add(replicaOf(id(r)));
        }
        assertEquals(Set.of(0, 1), served, "the kernel spread 40 connections over both replicas: " + ids);
        // Each id is answered whichever replica takes the connection: its own, or relayed through the front.
        for (long id : ids) {
            HttpResponse<String> r = fresh("GET", "/instances/" + id, (byte[]) null);
            assertEquals(200, r.statusCode(), r.body());
            assertEquals("completed", body(r).get("state"));
        }

        // Messages reach waiting instances whichever replica takes them.
        List<Long> waiting = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            HttpResponse<String> r = fresh("POST", "/compositions/Approval/instances?mode=async", "{\"n\": 1}");
            assertEquals(202, r.statusCode(), r.body());
            waiting.add(id(r));
        }
        for (long id : waiting) {
            await("instance " + id + " waits", 10_000, () -> "running".equals(state(id)));
            HttpResponse<String> m = fresh("POST", "/instances/" + id + "/messages/approved", "\"ok\"");
            assertEquals(202, m.statusCode(), m.body());
        }
        for (long id : waiting) {
            await("instance " + id + " completes", 10_000, () -> "completed".equals(state(id)));
        }

        // The front's answers, through a replica: the engine as a whole, its errors as they are.
        HttpResponse<String> health = fresh("GET", "/health", (byte[]) null);
        assertEquals("replicated", body(health).get("mode"), health.body());
        HttpResponse<String> unknown = fresh("GET", "/instances/7", (byte[]) null);
        assertEquals(404, unknown.statusCode());
        assertTrue(unknown.body().contains("no instance 7"), unknown.body());
        HttpResponse<String> malformed = fresh("GET", "/instances/seven", (byte[]) null);
        assertEquals(400, malformed.statusCode(), malformed.body());
        try (HttpClient http = HttpClient.newHttpClient()) {
            HttpResponse<String> noToken = http.send(HttpRequest.newBuilder(engine.uri().resolve("/compositions/Sequential/instances"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"n\": 1}")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(401, noToken.statusCode(), noToken.body());
        }

        // The metrics stream flows through the relay as it is written.
        try (HttpClient http = HttpClient.newHttpClient()) {
            HttpResponse<java.io.InputStream> stream = http.send(HttpRequest.newBuilder(engine.uri().resolve("/metrics/stream?hz=4"))
                    .header("Authorization", "Bearer " + engine.token()).build(), HttpResponse.BodyHandlers.ofInputStream());
            assertEquals(200, stream.statusCode());
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(stream.body(), StandardCharsets.UTF_8))) {
                int samples = 0;
                for (String line = lines.readLine(); line != null && samples < 2; line = lines.readLine()) {
                    if (line.equals("event: sample")) {
                        samples++;
                    }
                }
                assertEquals(2, samples, "samples came while the stream was open");
            }
        }
    }

    @Test
    void theFrontTakesThePortBackWhileNoReplicaListensAndLeavesItWhenOneDoes() throws Exception {
        long heldId = oneReplicaHoldingAnInstance();
        Replica replica = engine.replicas().get(0);
        long killed = replica.pid();
        assertEquals(Set.of(killed), listeners());

        ProcessHandle.of(killed).orElseThrow().destroyForcibly();
        int refused = 0;
        int unavailable = 0;
        long restartedId = -1;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (restartedId < 0 && System.nanoTime() < deadline) {
            try {
                HttpResponse<String> r = fresh("POST", "/compositions/Sequential/instances", "{\"n\": 1}");
                if (r.statusCode() == 503) {
                    unavailable++;
                    assertEquals("1", r.headers().firstValue("Retry-After").orElse(null), r.body());
                    assertTrue(r.body().contains("no replica is up"), r.body());
                } else {
                    assertEquals(200, r.statusCode(), r.body());
                    restartedId = id(r);
                }
            } catch (java.io.IOException e) {
                // Refused between the replica's end and the front's taking the port (milliseconds), or reset: a
                // connection the kernel had queued for the process as it died (or for the front as it left).
                refused++;
            }
            Thread.sleep(10);
        }
        assertTrue(restartedId > 0, "an instance ran on the restarted replica\n" + log);
        assertTrue(unavailable > 0, "while the replica restarted, the front answered 503 on the port");
        assertTrue(refused <= 3, refused + " connections were refused or reset while the replica restarted");
        assertEquals(1, (int) (restartedId % 1_000_000_000_000_000L / 1_000_000_000_000L), "an id of the replica's second start");
        assertTrue(log.toString().contains("the front answers there until one does"), log.toString());

        // The instance held by the killed process failed with it, and says so.
        Map<String, Object> lost = body(fresh("GET", "/instances/" + heldId, (byte[]) null));
        assertEquals("failed", lost.get("state"), lost.toString());
        assertTrue(((String) lost.get("reason")).contains("SIGKILL"), lost.toString());
        // The front left the port again: the new process alone listens there.
        await("only the restarted replica listens", 5_000, () -> {
            try {
                return listeners().equals(Set.of(engine.replicas().get(0).pid()));
            } catch (Exception e) {
                return false;
            }
        });
        assertFalse(listeners().contains(killed));
    }

    @Test
    void aPlanChangeMovesThePortToTheNewReplicasWhileTheOldOnesFinish() throws Exception {
        long heldId = oneReplicaHoldingAnInstance();

        // The change itself comes through a replica and is relayed to the front, which waits for the new replicas.
        HttpResponse<String> changed = fresh("PUT", "/plan",
                "{\"replicas\": \"count:2\", \"binding\": \"none\", \"replica-threads\": 2, \"replica-heap\": \"128m\"}");
        assertEquals(200, changed.statusCode(), changed.body() + "\n" + log);
        List<Replica> now = engine.replicas().stream().filter(r -> r.state() == Replica.State.UP).toList();
        await("only the new replicas listen", 10_000, () -> {
            try {
                return listeners().equals(pids(now));
            } catch (Exception e) {
                return false;
            }
        });
        Set<Integer> served = new TreeSet<>();
        for (int i = 0; i < 20; i++) {
            HttpResponse<String> r = fresh("POST", "/compositions/Sequential/instances", "{\"n\": 1}");
            assertEquals(200, r.statusCode(), r.body());
            served.add(replicaOf(id(r)));
        }
        assertFalse(served.contains(0), "the draining replica takes no new instance: " + served);
        // The draining replica's instance still gets its message, through the front.
        assertEquals(202, fresh("POST", "/instances/" + heldId + "/messages/approved", "\"ok\"").statusCode());
        await("the held instance completes", 10_000, () -> "completed".equals(state(heldId)));
    }

    @Test
    void wrongTokensRelayedToTheFrontSlowTheClientThatSentThemOnly() throws Exception {
        start("count:1");
        java.util.function.Function<String, HttpResponse<String>> config = address -> {
            try (HttpClient http = HttpClient.newBuilder().localAddress(java.net.InetAddress.getByName(address)).build()) {
                return http.send(HttpRequest.newBuilder(engine.uri().resolve("/config"))
                        .header("Authorization", "Bearer " + (address.equals("127.0.0.1") ? "a-guess" : engine.token()))
                        .PUT(HttpRequest.BodyPublishers.ofString("{\"invokerThreads\": 2}")).build(),
                        HttpResponse.BodyHandlers.ofString());
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        };
        // PUT /config is the front's: the replica relays it, and the front judges the token.
        int refused = 0;
        while (config.apply("127.0.0.1").statusCode() == 401) {
            assertTrue(++refused < 100, "wrong tokens are slowed after a burst");
        }
        HttpResponse<String> slowed = config.apply("127.0.0.1");
        assertEquals(429, slowed.statusCode(), slowed.body());
        assertTrue(slowed.body().contains("from 127.0.0.1"), "the client's address, not the replica's: " + slowed.body());
        HttpResponse<String> other = config.apply("127.0.0.2");
        assertEquals(200, other.statusCode(), "another client is not slowed for the first one's guesses: " + other.body());
    }

    @Test
    void aSharedPortIsRefusedWithHttpsAndSaysWhatToUse(@TempDir Path dir) throws Exception {
        Path keystore = Files.writeString(dir.resolve("keystore.p12"), "not read: the balance is refused first");
        EngineStartException e = assertThrows(EngineStartException.class, () -> ReplicatedEngine.start(plan("count:1"),
                EngineOptions.loopback(0).withTls(new EngineOptions.Tls(keystore, "secret")), Balance.SHARED_PORT,
                ReplicaLauncher.fromThisJvm(), new PrintStream(log, true)));
        assertTrue(e.getMessage().contains("plain HTTP only") && e.getMessage().contains("round-robin"), e.getMessage());
    }
}
