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
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

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
import tutti.overseer.IndexSet;
import tutti.overseer.Overseer;
import tutti.overseer.ThreadBindings;
import tutti.runtime.JsonReader;

/**
 * The placement loop in a real front, with a real replica under the Benchmark load: its decisions
 * in GET /plan, and, over two domains (CPU 0 and CPU 1 of this machine), the replica really moved
 * where the last decision put it, every thread read back from /proc.
 */
class AdaptivePlacementTest {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private ReplicatedEngine engine;
    private final AtomicBoolean loading = new AtomicBoolean();
    private final AtomicLong failed = new AtomicLong();
    private Thread load;

    @AfterEach
    void stop() throws InterruptedException {
        loading.set(false);
        if (load != null) {
            load.join(60_000);
        }
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

    /** One replica of 4 threads (1 Kernel, 3 Invoker), not bound, running Benchmark batches until the test ends. */
    private void startUnderLoad() throws Exception {
        Plan plan = Planner.plan(Overseer.topology(), new Planner.Request(Strategy.parse("count:1"), Binding.NONE,
                ThreadPolicy.DEFAULT, new Resources(Resources.Mode.PER_REPLICA, 4, 256L << 20), 0));
        engine = ReplicatedEngine.start(plan, EngineOptions.loopback(0), Balance.ROUND_ROBIN, ReplicaLauncher.fromThisJvm(),
                new PrintStream(new ByteArrayOutputStream(), true));
        assertEquals(201, http.send(HttpRequest.newBuilder(engine.uri().resolve("/deployments"))
                .header("Authorization", "Bearer " + engine.token())
                .POST(HttpRequest.BodyPublishers.ofByteArray(new CompositionCompiler().compile(Samples.load("Benchmark")).archive()
                        .toBytes())).build(), HttpResponse.BodyHandlers.ofString()).statusCode());
        loading.set(true);
        load = Thread.ofPlatform().name("benchmark-load").start(() -> {
            while (loading.get()) {
                try {
                    Map<String, Object> r = JsonReader.parseObject(send(engine.uri(), "POST", "/compositions/Benchmark/batch",
                            "{\"count\": 50000, \"inputs\": {\"order\": \"abcdef\"}}").body());
                    failed.addAndGet(((Number) r.get("failed")).longValue());
                } catch (Exception e) {
                    failed.incrementAndGet();
                }
            }
        });
    }

    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> decisions() throws Exception {
        Map<String, Object> plan = JsonReader.parseObject(send(engine.uri(), "GET", "/plan", null).body());
        Map<String, Object> adaptive = (Map<String, Object>) plan.get("adaptive");
        return adaptive.get("decisions") instanceof List<?> l ? (List<Map<String, Object>>) l : List.of();
    }

    private static void await(String what, long millis, java.util.concurrent.Callable<Boolean> condition) throws Exception {
        long deadline = System.currentTimeMillis() + millis;
        while (!condition.call()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("not within " + millis + " ms: " + what);
            }
            Thread.sleep(100);
        }
    }

    @Test
    void onThisMachineTheLoopDecidesAndSaysThereIsNothingToMove() throws Exception {
        assumeTrue(Overseer.availability().available(), "needs the overseer");
        assumeTrue(Overseer.topology().numaNodes().size() <= 1 && Overseer.topology().caches(3).size() <= 1,
                "on a machine of one domain");
        startUnderLoad();
        assertEquals(Map.of("placement", false, "replicas", false, "pools", false), JsonReader.parseObject(send(engine.uri(), "GET", "/plan", null).body())
                .get("adaptive"), "off by default");
        HttpResponse<String> perThread = send(engine.uri(), "GET", "/metrics/stream?threads=1", null);
        assertEquals(400, perThread.statusCode());
        assertTrue(perThread.body().contains("each pool thread's counters come from a replica's own stream"), perThread.body());
        HttpResponse<String> bad = send(engine.uri(), "PUT", "/plan", "{\"adaptive\": \"sometimes\"}");
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("adaptive takes placement, replicas, pools or several joined by commas "
                + "(placement,replicas,pools), or off, not 'sometimes'"),
                bad.body());
        HttpResponse<String> on = send(engine.uri(), "PUT", "/plan", "{\"adaptive\": \"placement\"}");
        assertEquals(200, on.statusCode(), on.body());
        assertEquals(true, ((Map<?, ?>) JsonReader.parseObject(on.body()).get("adaptive")).get("placement"));
        assertEquals(1, engine.replicas().size(), "switching adaptation alone keeps the replicas");
        await("decisions in GET /plan", 20_000, () -> decisions().size() >= 3);
        List<Map<String, Object>> first = decisions();
        assertTrue(((Number) first.get(2).get("nextIntervalMillis")).longValue() > ((Number) first.get(0).get("nextIntervalMillis"))
                .longValue(), "the same decision again lengthens the interval: " + first);
        for (Map<String, Object> d : decisions()) {
            assertTrue(String.valueOf(d.get("reason")).startsWith("one NUMA node"), d.toString());
            assertEquals("stay", d.get("action"));
            assertTrue(d.containsKey("cpi"), "CPI is named, null where not counted: " + d);
        }
        // An interval of a cold replica may complete nothing; under the load, the later ones do.
        await("throughput per CPU-second measured", 20_000, () -> decisions().stream()
                .anyMatch(d -> ((Number) d.get("instancesPerCpuSecond")).doubleValue() > 0));
        HttpResponse<String> off = send(engine.uri(), "PUT", "/plan", "{\"adaptive\": \"off\"}");
        assertEquals(200, off.statusCode(), off.body());
        Map<?, ?> stopped = (Map<?, ?>) JsonReader.parseObject(off.body()).get("adaptive");
        assertEquals(false, stopped.get("placement"));
        assertTrue(!((List<?>) stopped.get("decisions")).isEmpty(), "its last decisions stay readable");
        assertEquals(0L, failed.get());
    }

    @Test
    void poolsAreResizedUnderLoadAsTheClimbDecides() throws Exception {
        assumeTrue(Overseer.availability().available(), "needs the overseer");
        startUnderLoad();
        URI replica = engine.replicas().get(0).uri();
        // Planned with 1 + 3; a user resizes them before switching the climb on: it starts from what runs.
        HttpResponse<String> resized = send(engine.uri(), "PUT", "/config", "{\"kernelThreads\": 3, \"invokerThreads\": 3}");
        assertEquals(200, resized.statusCode(), resized.body());
        engine.adapt(new tutti.cluster.Adaptation(false, false, true), null);
        await("a first pool decision", 30_000, () -> !decisions().isEmpty());
        assertTrue(String.valueOf(decisions().get(0).get("reason")).startsWith("measured 3 Kernel + 3 Invoker"),
                "the climb starts from the sizes the replica runs with: " + decisions().get(0));
        await("a pool resize decided and done", 30_000, () -> decisions().stream().anyMatch(d -> "resize pools".equals(d.get("action"))
                && !String.valueOf(d.get("reason")).contains("not done")));
        engine.stopAdapting();
        List<Map<String, Object>> all = decisions();
        Map<String, Object> last = all.get(all.size() - 1);
        Map<String, Object> config = JsonReader.parseObject(send(replica, "GET", "/config", null).body());
        assertEquals(last.get("pools"), config.get("kernelThreads") + " Kernel + " + config.get("invokerThreads") + " Invoker",
                "the replica runs with the sizes the last decision asked for: " + last);
        assertTrue(all.stream().allMatch(d -> d.containsKey("pools") && !String.valueOf(d.get("reason")).contains("not done")),
                all.toString());
        loading.set(false);
        load.join(60_000);
        assertEquals(0L, failed.get(), "resized under load, nothing failed");
    }

    @Test
    void overTwoDomainsTheReplicaIsMovedWhereTheLoopDecides() throws Exception {
        assumeTrue(Overseer.availability().available() && Overseer.topology().pus().size() >= 2, "needs two CPUs");
        startUnderLoad();
        long pid = engine.replicas().get(0).pid();
        engine.adaptPlacement(List.of(IndexSet.of(0), IndexSet.of(1)));
        await("a move decided and done", 30_000, () -> decisions().stream().anyMatch(d -> ((Number) d.get("migrations")).longValue() > 0
                && !String.valueOf(d.get("reason")).contains("not done")));
        engine.stopAdapting();
        List<Map<String, Object>> all = decisions();
        Map<String, Object> last = all.get(all.size() - 1);
        IndexSet expected = last.get("placement").equals("one node") ? IndexSet.of(0) : IndexSet.range(0, 1);
        ThreadBindings.of(pid).forEach((tid, cpus) -> assertEquals(expected, cpus, "thread " + tid + " where the last decision ("
                + last + ") put the replica"));
        assertTrue(all.stream().allMatch(d -> !String.valueOf(d.get("reason")).contains("not done")), all.toString());
        loading.set(false);
        load.join(60_000);
        assertEquals(0L, failed.get(), "moved under load, nothing failed");
    }

    @Test
    void replicasAreAddedAndRemovedUnderLoadAsTheClimbDecidesLosingNothing() throws Exception {
        assumeTrue(Overseer.availability().available() && Overseer.topology().pus().size() >= 2, "needs two CPUs");
        startUnderLoad();
        // Short windows so that the climb tries a second replica and goes back (or on, and then back) within the test.
        engine.adapt(new tutti.cluster.Adaptation(false, true, false),
                new tutti.cluster.adaptive.HillClimber.Settings(0.05, 1_500, 500, 5_000, 2, false), 1_500);
        assertEquals(true, ((Map<?, ?>) JsonReader.parseObject(send(engine.uri(), "GET", "/plan", null).body()).get("adaptive"))
                .get("replicas"));
        await("a replica added, then one removed", 90_000, () -> {
            List<String> actions = decisions().stream().map(d -> String.valueOf(d.get("action"))).toList();
            int added = actions.indexOf("add replica");
            return added >= 0 && actions.subList(added, actions.size()).contains("remove replica");
        });
        engine.stopAdapting();
        List<Map<String, Object>> all = decisions();
        for (Map<String, Object> d : all) {
            assertTrue(d.containsKey("instancesPerCpuSecond") && d.containsKey("replicas"), d.toString());
            assertTrue(!String.valueOf(d.get("reason")).contains("could not be done"), all.toString());
        }
        Map<String, Object> added = all.stream().filter(d -> "add replica".equals(d.get("action"))).findFirst().orElseThrow();
        assertEquals(2, ((Number) added.get("replicas")).intValue(), added.toString());
        assertTrue(String.valueOf(added.get("reason")).contains("trying one more replica (2 replicas)"), added.toString());
        Map<String, Object> plan = JsonReader.parseObject(send(engine.uri(), "GET", "/plan", null).body());
        int last = ((Number) all.get(all.size() - 1).get("replicas")).intValue();
        assertEquals(last, ((List<?>) plan.get("replicas")).size(), "the front serves with the count the last decision left");
        assertEquals("count:" + last, ((Map<?, ?>) plan.get("options")).get("replicas"), "planned as count:N: " + plan);
        loading.set(false);
        load.join(60_000);
        assertEquals(0L, failed.get(), "replicas added and removed under load, nothing failed");
    }
}
