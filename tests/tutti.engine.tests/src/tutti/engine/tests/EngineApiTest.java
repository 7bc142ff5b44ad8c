package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.ReceiveTask;
import tutti.runtime.JsonReader;
import tutti.test.support.Archives;
import tutti.test.support.Fixtures;

/** The engine's HTTP API over real HTTP on loopback. */
class EngineApiTest {

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private EngineServer engine;

    @AfterEach
    void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    private HttpResponse<String> send(String method, String path, byte[] body, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(engine.uri().resolve(path)).timeout(Duration.ofSeconds(20))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> send(String method, String path, String json) throws Exception {
        return send(method, path, json == null ? null : json.getBytes(), engine.token());
    }

    private static byte[] archive(Composition c) throws Exception {
        return Archives.of(c);
    }

    /** The Sequential sample with a Receive for message 'approved' after its last step. */
    private static Composition sequentialWaitingForApproval() throws Exception {
        return Fixtures.sequentialWaiting();
    }

    private static Map<String, Object> body(HttpResponse<String> r) {
        return JsonReader.parseObject(r.body());
    }

    @Test
    void deployRunAndAskForAnInstanceOverHttp() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        HttpResponse<String> deployed = send("POST", "/deployments", archive(Samples.load("Benchmark")), engine.token());
        assertEquals(201, deployed.statusCode(), deployed.body());
        assertEquals("Benchmark", body(deployed).get("name"));
        HttpResponse<String> list = send("GET", "/deployments", null);
        assertTrue(list.body().contains("{\"name\":\"Benchmark\",\"version\":\"1.0.0\",\"tasks\":8,\"sha256\":\""
                + body(deployed).get("sha256") + "\",\"inputs\":[{\"name\":\"order\",\"type\":\"String\",\"required\":true}]"),
                list.body());
        HttpResponse<String> again = send("POST", "/deployments", archive(Samples.load("Benchmark")), engine.token());
        assertEquals(200, again.statusCode(), "the same content again: " + again.body());
        assertEquals(Boolean.TRUE, body(again).get("unchanged"));
        tutti.model.composition.Composition changed = Samples.load("Benchmark");
        changed.setDescription("other content, same version");
        HttpResponse<String> conflict = send("POST", "/deployments", archive(changed), engine.token());
        assertEquals(409, conflict.statusCode(), conflict.body());
        assertEquals(body(deployed).get("sha256"), body(conflict).get("deployedSha256"));
        // The archive back, as it was deployed: code, so only with the token.
        String version = (String) body(deployed).get("version");
        HttpResponse<byte[]> copy = client.send(HttpRequest.newBuilder(engine.uri().resolve("/deployments/Benchmark/" + version))
                .header("Authorization", "Bearer " + engine.token()).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, copy.statusCode());
        assertEquals("application/java-archive", copy.headers().firstValue("content-type").orElse(""));
        org.junit.jupiter.api.Assertions.assertArrayEquals(archive(Samples.load("Benchmark")), copy.body());
        assertEquals(401, send("GET", "/deployments/Benchmark/" + version, null, null).statusCode());
        assertEquals(404, send("GET", "/deployments/Benchmark/9.9.9", null, engine.token()).statusCode());

        HttpResponse<String> run = send("POST", "/compositions/Benchmark/instances", "{\"order\": \"abcdef\"}");
        assertEquals(200, run.statusCode(), run.body());
        assertEquals("completed", body(run).get("state"));
        assertEquals(Map.of("result", "defabc"), body(run).get("outputs"));

        HttpResponse<String> async = send("POST", "/compositions/Benchmark/instances?mode=async", "{\"order\": \"xy\"}");
        assertEquals(202, async.statusCode(), async.body());
        long id = (Long) body(async).get("id");
        Map<String, Object> view = Map.of();
        for (int i = 0; i < 100 && !"completed".equals(view.get("state")); i++) {
            view = body(send("GET", "/instances/" + id, null));
            Thread.sleep(20);
        }
        assertEquals(Map.of("result", "yx"), view.get("outputs"), view.toString());
    }

    @Test
    void aBatchRunsManyInstancesAndMeasuresThem() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        send("POST", "/deployments", archive(Samples.load("Benchmark")), engine.token());
        HttpResponse<String> r = send("POST", "/compositions/Benchmark/batch",
                "{\"count\": 3000, \"inputs\": {\"order\": \"abcdef\"}, \"concurrency\": 500}");
        assertEquals(200, r.statusCode(), r.body());
        Map<String, Object> report = body(r);
        assertEquals(3000L, report.get("completed"), r.body());
        assertEquals(0L, report.get("failed"));
        assertTrue(((Number) report.get("throughputPerSecond")).doubleValue() > 0);
        @SuppressWarnings("unchecked")
        Map<String, Object> lat = (Map<String, Object>) report.get("latencyMicros");
        assertTrue((Long) lat.get("p50") <= (Long) lat.get("p99") && (Long) lat.get("p99") <= (Long) lat.get("max"), lat.toString());
        assertEquals(500L, report.get("concurrency"));
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> pools = (Map<String, Map<String, Object>>) report.get("pools");
        assertEquals(java.util.Set.of("kernel", "invoker"), pools.keySet(), r.body());
        for (Map<String, Object> pool : pools.values()) {
            assertTrue(pool.get("perf::TASK-CLOCK") instanceof Long clock && clock > 0, pool.toString());
            Object cycles = pool.get("perf::CYCLES");
            assertTrue(cycles instanceof Long || "perf::CYCLES: not supported on this machine".equals(cycles),
                    "cycles are counted or said to be unsupported, never 0 by default: " + cycles);
        }
        String health = send("GET", "/health", null).body();
        assertTrue(health.contains("\"pools\":{\"invoker\":{\"threads\":2,\"counters\":{\"perf::TASK-CLOCK\":")
                || health.contains("\"pools\":{\"invoker\":{\"threads\":"), health);
        // Left to the engine: 10,000 in flight per Kernel, at most half of what it takes.
        Map<String, Object> config = body(send("GET", "/config", null));
        long expected = Math.min(((Number) config.get("maxInFlight")).longValue() / 2,
                10_000L * ((Number) config.get("kernelThreads")).longValue());
        Map<String, Object> chosen = body(send("POST", "/compositions/Benchmark/batch",
                "{\"count\": 2000, \"inputs\": {\"order\": \"abcdef\"}}"));
        assertEquals(2000L, chosen.get("completed"), chosen.toString());
        assertEquals(expected, chosen.get("concurrency"), config.toString());
        // One place: the starter waits for every instance to end before the next, and is woken each time.
        Map<String, Object> one = body(send("POST", "/compositions/Benchmark/batch",
                "{\"count\": 300, \"inputs\": {\"order\": \"abcdef\"}, \"concurrency\": 1}"));
        assertEquals(300L, one.get("completed"), one.toString());
        assertTrue(((Number) ((Map<?, ?>) one.get("latencyMicros")).get("max")).longValue() < 5_000_000, one.toString());
        HttpResponse<String> bad = send("POST", "/compositions/Benchmark/batch", "{\"count\": 0}");
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("count must be a whole number from 1"), bad.body());
        assertEquals(404, send("POST", "/compositions/Nope/batch", "{\"count\": 1}").statusCode());
        HttpResponse<String> noInputs = send("POST", "/compositions/Benchmark/batch", "{\"count\": 10, \"inputs\": {}}");
        assertEquals(400, noInputs.statusCode(), noInputs.body());
        assertTrue(noInputs.body().contains("input 'order' (String) is required"), noInputs.body());
    }

    @Test
    void metricsAreInPrometheusTextFormat() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        send("POST", "/deployments", archive(Samples.load("Sequential")), engine.token());
        send("POST", "/compositions/Sequential/instances", "{\"n\": 1}");
        send("POST", "/compositions/Sequential/instances", "{\"n\": 2}");
        HttpResponse<String> m = send("GET", "/metrics", null, null);
        assertEquals(200, m.statusCode());
        assertTrue(m.headers().firstValue("content-type").orElse("").startsWith("text/plain; version=0.0.4"));
        String text = m.body();
        assertTrue(text.contains("tutti_instances_started_total{composition=\"Sequential\"} 2\n"), text);
        assertTrue(text.contains("tutti_instances_completed_total{composition=\"Sequential\"} 2\n"), text);
        assertTrue(text.contains("tutti_instances_in_flight 0\n"), text);
        assertTrue(text.contains("# TYPE tutti_instance_latency_seconds histogram\n"), text);
        assertTrue(text.contains("tutti_instance_latency_seconds_bucket{le=\"+Inf\"} 2\n"), text);
        assertTrue(text.contains("tutti_instance_latency_seconds_count 2\n"), text);
        assertTrue(text.contains("tutti_instance_latency_seconds_bucket{le=\"5.0\"} 2\n"), "both ended within 5 s: " + text);
        assertTrue(text.contains("tutti_pool_threads{pool=\"kernel\"} "), text);
        assertTrue(text.matches("(?s).*tutti_pool_cpu_seconds_total\\{pool=\"invoker\",event=\"perf::TASK-CLOCK\"} [0-9.E-]*[1-9][0-9.E-]*\n.*"), text);
        assertTrue(text.contains("perf::CYCLES: not supported on this machine") || text.contains("event=\"perf::CYCLES\""), text);
        assertTrue(text.contains("perf::CACHE-MISSES: not supported on this machine")
                || text.contains("event=\"perf::CACHE-MISSES\""), "the default events include the LLC's: " + text);
        assertEquals("", promtool(text), "promtool check metrics finds nothing to say");
    }

    /** What {@code promtool check metrics} (apt package prometheus) says of a metrics text; empty when all is well. */
    static String promtool(String text) throws Exception {
        Process p = new ProcessBuilder("promtool", "check", "metrics").redirectErrorStream(true).start();
        try (java.io.OutputStream in = p.getOutputStream()) {
            in.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        String said = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).strip();
        assertTrue(p.waitFor(30, java.util.concurrent.TimeUnit.SECONDS));
        return p.exitValue() == 0 ? said : "exit " + p.exitValue() + ": " + said;
    }

    @Test
    void topologyAndConfigDescribeTheEngine() throws Exception {
        engine = EngineServer.start(new EngineOptions("127.0.0.1", 0, null, null, new tutti.engine.core.EngineCore.Config(1, 3, 50)));
        HttpResponse<String> topology = send("GET", "/topology", null, null);
        assertEquals(200, topology.statusCode());
        assertTrue(topology.body().startsWith("{\"thisSystem\":true,\"summary\":{\"packages\":"), topology.body());
        Map<String, Object> config = body(send("GET", "/config", null, null));
        assertEquals(1L, config.get("kernelThreads"));
        assertEquals(3L, config.get("invokerThreads"));
        assertEquals(50L, config.get("maxInFlight"));
        assertTrue(((java.util.List<?>) config.get("trackedCounters")).contains("perf::TASK-CLOCK"));

        Map<String, Object> replicas = body(send("GET", "/replicas", null, null));
        assertEquals("single", replicas.get("mode"));
        @SuppressWarnings("unchecked")
        Map<String, Object> self = ((java.util.List<Map<String, Object>>) replicas.get("replicas")).get(0);
        assertEquals(engine.uri().toString(), self.get("url"));
        assertEquals(ProcessHandle.current().pid(), self.get("pid"));
        assertEquals(3L, self.get("invokerThreads"));
        // The binding is read back from the kernel: the same CPUs /proc shows for the process.
        String allowed = java.nio.file.Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("Cpus_allowed_list:")).findFirst().orElseThrow().split(":")[1].strip();
        assertEquals(allowed, self.get("cpus"), self.toString());
        assertTrue(self.get("memoryPolicy") instanceof String, self.toString());
    }

    @Test
    void withCountersOffThePoolsAreListedButCountNothing() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0).withCounters(java.util.List.of()));
        assertEquals(java.util.List.of(), body(send("GET", "/config", null, null)).get("trackedCounters"));
        send("POST", "/deployments", archive(Samples.load("Benchmark")), engine.token());
        HttpResponse<String> r = send("POST", "/compositions/Benchmark/batch", "{\"count\": 200, \"inputs\": {\"order\": \"ab\"}}");
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(r.body().contains("\"pools\":{\"invoker\":{},\"kernel\":{}}"), r.body());
        String health = send("GET", "/health", null).body();
        assertTrue(health.contains("\"invoker\":{\"threads\":2,\"counters\":{}}"), health);
    }

    @Test
    void poolsResizeWhileTheEngineRuns() throws Exception {
        engine = EngineServer.start(new EngineOptions("127.0.0.1", 0, null, null, new tutti.engine.core.EngineCore.Config(2, 2, 100_000)));
        send("POST", "/deployments", archive(Samples.load("Benchmark")), engine.token());
        String batch = "{\"count\": 2000, \"inputs\": {\"order\": \"abcdef\"}}";
        for (String sizes : new String[] {"{\"kernelThreads\": 3, \"invokerThreads\": 4}", "{\"kernelThreads\": 1}",
                "{\"invokerThreads\": 1}"}) {
            HttpResponse<String> put = send("PUT", "/config", sizes);
            assertEquals(200, put.statusCode(), put.body());
            HttpResponse<String> run = send("POST", "/compositions/Benchmark/batch", batch);
            assertEquals(2000L, body(run).get("completed"), sizes + ": " + run.body());
        }
        Map<String, Object> config = body(send("GET", "/config", null, null));
        assertEquals(1L, config.get("kernelThreads"));
        assertEquals(1L, config.get("invokerThreads"));
        java.util.Set<String> names = new java.util.HashSet<>();
        for (int i = 0; i < 100; i++) {
            names.clear();
            Thread.getAllStackTraces().keySet().forEach(t -> names.add(t.getName()));
            if (names.stream().filter(n -> n.startsWith("kernel-")).count() == 1) {
                break;
            }
            Thread.sleep(50);
        }
        assertEquals(1, names.stream().filter(n -> n.startsWith("kernel-")).count(), "retired Kernels end: " + names);
        assertEquals(400, send("PUT", "/config", "{\"kernelThreads\": 0}").statusCode());
        assertTrue(send("PUT", "/config", "{\"maxInFlight\": 5}").body().contains("cannot be changed here"));
        assertEquals(401, send("PUT", "/config", "{}".getBytes(), null).statusCode());
    }

    @Test
    void eventsAreListedWithTheirProbeAndTheTrackedOnesChangeAtRuntime() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        HttpResponse<String> events = send("GET", "/events", null, null);
        assertEquals(200, events.statusCode(), events.body());
        Map<String, Object> body = body(events);
        assertEquals(EngineOptions.DEFAULT_COUNTERS, body.get("tracked"));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> list = (List<Map<String, Object>>) body.get("events");
        Map<String, Object> clock = list.stream().filter(e -> e.get("name").equals("perf::TASK-CLOCK")).findFirst().orElseThrow();
        assertEquals("supported", clock.get("support"));
        Map<String, Object> misses = list.stream().filter(e -> e.get("name").equals("perf::CACHE-MISSES")).findFirst().orElseThrow();
        if (!"supported".equals(misses.get("support"))) {
            assertEquals("not supported on this machine", misses.get("support"), misses.toString());
            assertTrue(((String) misses.get("reason")).contains("not supported"), misses.toString());
        }

        HttpResponse<String> changed = send("PUT", "/config", "{\"counters\": [\"perf::PAGE-FAULTS\", \"perf::CACHE-MISSES\"]}");
        assertEquals(200, changed.statusCode(), changed.body());
        assertEquals(List.of("perf::PAGE-FAULTS", "perf::CACHE-MISSES"), body(changed).get("trackedCounters"));
        String metrics = send("GET", "/metrics", null, null).body();
        assertTrue(metrics.contains("event=\"perf::PAGE-FAULTS\""), metrics);
        assertFalse(metrics.contains("perf::TASK-CLOCK"), "no longer counted: " + metrics);
        assertEquals("", promtool(metrics));
        HttpResponse<String> unknown = send("PUT", "/config", "{\"counters\": [\"perf::NOPE\"]}");
        assertEquals(400, unknown.statusCode());
        assertTrue(unknown.body().contains("unknown event 'perf::NOPE': GET /events lists this machine's events"), unknown.body());
        assertEquals(400, send("PUT", "/config", "{\"counters\": 3}").statusCode());
        assertEquals(EngineOptions.DEFAULT_COUNTERS, body(send("PUT", "/config", "{\"counters\": \"default\"}")).get("trackedCounters"));
        assertEquals(List.of(), body(send("PUT", "/config", "{\"counters\": \"none\"}")).get("trackedCounters"));
    }

    @Test
    void metricsStreamAsServerSentEvents() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        send("POST", "/deployments", archive(Samples.load("Sequential")), engine.token());
        send("POST", "/compositions/Sequential/instances", "{\"n\": 1}");
        HttpRequest request = HttpRequest.newBuilder(engine.uri().resolve("/metrics/stream?hz=20"))
                .header("Authorization", "Bearer " + engine.token()).build();
        HttpResponse<java.util.stream.Stream<String>> r = client.send(request, HttpResponse.BodyHandlers.ofLines());
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("content-type").orElse("").startsWith("text/event-stream"));
        java.util.List<String> data;
        try (java.util.stream.Stream<String> lines = r.body()) {
            data = lines.filter(l -> l.startsWith("data: ")).limit(3).toList();
        }
        assertEquals(3, data.size());
        for (int i = 0; i < 3; i++) {
            Map<String, Object> sample = JsonReader.parseObject(data.get(i).substring(6));
            assertEquals((long) i, sample.get("sequence"));
            assertTrue(sample.get("instances").toString().contains("Sequential={"), sample.toString());
            Map<?, ?> jvm = (Map<?, ?>) sample.get("jvm");
            assertTrue(((Number) jvm.get("heapUsedBytes")).longValue() > 0 && ((Number) jvm.get("cpuSeconds")).doubleValue() > 0
                    && jvm.containsKey("gcCount") && jvm.containsKey("gcSeconds"), jvm.toString());
            Map<?, ?> tasks = (Map<?, ?>) ((Map<?, ?>) sample.get("tasks")).get("Sequential 1.0.0");
            assertEquals(5, tasks.size(), "every task of Sequential: " + tasks);
            Map<?, ?> first = (Map<?, ?>) tasks.values().iterator().next();
            assertEquals(1L, first.get("executions"), first.toString());
            assertEquals(0L, first.get("failures"));
            java.util.List<String> names = tasks.keySet().stream().map(String::valueOf).toList();
            assertEquals(Map.of(names.get(1), 1L), first.get("flows"), "its one flow fired once: " + first);
            assertFalse(((Map<?, ?>) tasks.get(names.get(4))).containsKey("flows"), "the last task has no flow out");
            java.util.List<?> changes = (java.util.List<?>) sample.get("changes");
            if (i == 0) {
                assertEquals(1, changes.size(), "the first sample carries the changes kept: " + changes);
                Map<?, ?> deployed = (Map<?, ?>) changes.get(0);
                assertEquals("deploy", deployed.get("kind"));
                assertEquals("Sequential 1.0.0 deployed", deployed.get("text"));
                assertTrue(((Number) deployed.get("timeMillis")).longValue() <= ((Number) sample.get("timeMillis")).longValue());
            } else {
                assertEquals(java.util.List.of(), changes, "a change is sent once per stream");
            }
            Map<?, ?> counters = (Map<?, ?>) ((Map<?, ?>) ((Map<?, ?>) sample.get("pools")).get("invoker")).get("counters");
            Map<?, ?> clock = (Map<?, ?>) counters.get("perf::TASK-CLOCK");
            assertTrue(((Number) clock.get("value")).longValue() > 0 && ((Number) clock.get("enabledNanos")).longValue() > 0
                    && clock.containsKey("runningNanos"), clock.toString());
            Map<?, ?> cycles = (Map<?, ?>) counters.get("perf::CYCLES");
            assertTrue(cycles.containsKey("value") || "perf::CYCLES: not supported on this machine".equals(cycles.get("unsupported")),
                    "never a zero in place of a reason: " + cycles);
            assertTrue(sample.containsKey("latency"), sample.toString());
            assertFalse(((Map<?, ?>) ((Map<?, ?>) sample.get("pools")).get("invoker")).containsKey("perThread"),
                    "each thread's counters only when asked for");
            double streamCpu = ((Number) sample.get("streamCpuSeconds")).doubleValue();
            if (i == 0) {
                assertEquals(0.0, streamCpu, "nothing built before the first sample");
            } else {
                assertTrue(streamCpu > 0 && streamCpu < 1, "the earlier samples' CPU time: " + streamCpu);
            }
        }
        // The period's latency percentiles: instances that end between two samples are in the next one only.
        send("POST", "/compositions/Sequential/instances", "{\"n\": 3}");
        try (java.util.stream.Stream<String> lines = client.send(request, HttpResponse.BodyHandlers.ofLines()).body()) {
            java.util.Iterator<String> samples = lines.filter(l -> l.startsWith("data: ")).iterator();
            Map<String, Object> firstSample = JsonReader.parseObject(samples.next().substring(6));
            assertEquals(0L, ((Map<?, ?>) firstSample.get("latency")).get("count"), "nothing ended since this stream began");
            assertEquals(1, ((java.util.List<?>) firstSample.get("changes")).size(), "a new stream gets the changes kept again");
            assertEquals(0.0, ((Number) firstSample.get("streamCpuSeconds")).doubleValue(), "each stream counts its own samples");
            // A change while the stream runs comes with its next sample, once.
            send("PUT", "/config", "{\"counters\": [\"perf::PAGE-FAULTS\"]}");
            java.util.List<Object> later = new java.util.ArrayList<>();
            for (int i = 0; i < 3; i++) {
                later.addAll((java.util.List<?>) JsonReader.parseObject(samples.next().substring(6)).get("changes"));
            }
            assertEquals(1, later.size(), later.toString());
            assertEquals("counting perf::PAGE-FAULTS", ((Map<?, ?>) later.get(0)).get("text"));
            assertEquals("config", ((Map<?, ?>) later.get(0)).get("kind"));
        }
        assertEquals(401, send("GET", "/metrics/stream", null, null).statusCode(), "streaming needs the token");
        assertEquals(400, send("GET", "/metrics/stream?hz=1000", null).statusCode());
        HttpResponse<String> badThreads = send("GET", "/metrics/stream?threads=yes", null);
        assertEquals(400, badThreads.statusCode());
        assertTrue(badThreads.body().contains("threads takes 1 (each pool thread's counters in every sample) or 0"),
                badThreads.body());
        try (java.util.stream.Stream<String> lines = client.send(HttpRequest.newBuilder(engine.uri().resolve(
                "/metrics/stream?hz=20&threads=1")).header("Authorization", "Bearer " + engine.token()).build(),
                HttpResponse.BodyHandlers.ofLines()).body()) {
            Map<String, Object> sample = JsonReader.parseObject(lines.filter(l -> l.startsWith("data: ")).findFirst().orElseThrow()
                    .substring(6));
            Map<?, ?> invoker = (Map<?, ?>) ((Map<?, ?>) sample.get("pools")).get("invoker");
            java.util.List<?> perThread = (java.util.List<?>) invoker.get("perThread");
            assertEquals(((Number) invoker.get("threads")).intValue(), perThread.size(), "a row per live thread: " + invoker);
            Map<?, ?> first = (Map<?, ?>) perThread.get(0);
            assertTrue(first.get("tid") instanceof Number && String.valueOf(first.get("name")).contains("invoker")
                    && first.get("perf::PAGE-FAULTS") instanceof Number, "the events counted now (set above): " + first);
        }
    }

    /** Every path and method the OpenAPI document names is routed by the engine (not 404'd or 405'd by the router). */
    @Test
    @SuppressWarnings("unchecked")
    void theOpenApiDocumentMatchesTheRoutes() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        HttpResponse<String> doc = send("GET", "/openapi.json", null, null);
        assertEquals(200, doc.statusCode());
        Map<String, Object> paths = (Map<String, Object>) body(doc).get("paths");
        assertEquals(16, paths.size(), paths.keySet().toString());
        int checked = 0;
        for (Map.Entry<String, Object> p : paths.entrySet()) {
            for (String method : ((Map<String, Object>) p.getValue()).keySet()) {
                String path = p.getKey().replace("{name}", "Nope").replace("{version}", "1.0.0").replace("{id}", "1")
                        .replace("{receive}", "m");
                if (path.equals("/metrics/stream")) {
                    path += "?hz=1000"; // answered at once with 400 instead of a stream
                }
                HttpResponse<String> r = send(method.toUpperCase(), path, method.equals("get") || method.equals("delete")
                        ? null : "{\"count\": 1}".getBytes(), engine.token());
                assertTrue(r.statusCode() != 405 && !r.body().contains("no endpoint"),
                        method + " " + path + " is documented but not routed: " + r.statusCode() + " " + r.body());
                checked++;
            }
        }
        assertEquals(20, checked);
    }

    @Test
    void aFullEngineAnswers503WithRetryAfterAndRecovers() throws Exception {
        engine = EngineServer.start(new EngineOptions("127.0.0.1", 0, null, null, new tutti.engine.core.EngineCore.Config(1, 1, 10)));
        send("POST", "/deployments", archive(sequentialWaitingForApproval()), engine.token());
        java.util.List<Long> ids = new java.util.ArrayList<>();
        for (int i = 0; i < 10; i++) {
            ids.add((Long) body(send("POST", "/compositions/Sequential/instances?mode=async", "{\"n\": 1}")).get("id"));
        }
        HttpResponse<String> full = send("POST", "/compositions/Sequential/instances?mode=async", "{\"n\": 1}");
        assertEquals(503, full.statusCode(), full.body());
        assertEquals("1", full.headers().firstValue("retry-after").orElse(""));
        assertTrue(full.body().contains("10 instances in flight; retry later"), full.body());
        for (long id : ids) {
            assertEquals(202, send("POST", "/instances/" + id + "/messages/approved", "true").statusCode());
        }
        HttpResponse<String> again = null;
        for (int i = 0; i < 100; i++) {
            again = send("POST", "/compositions/Sequential/instances?mode=async", "{\"n\": 1}");
            if (again.statusCode() == 202) {
                break;
            }
            Thread.sleep(20);
        }
        assertEquals(202, again.statusCode(), "places free up as instances end: " + again.body());
    }

    @Test
    void withAKeystoreTheEngineSpeaksHttpsOnly(@TempDir Path dir) throws Exception {
        Path keystore = dir.resolve("engine.p12");
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "tutti", "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=localhost",
                "-ext", "SAN=ip:127.0.0.1", "-validity", "2", "-storetype", "PKCS12", "-keystore", keystore.toString(),
                "-storepass", "secret123", "-keypass", "secret123").redirectErrorStream(true).start();
        String output = new String(keytool.getInputStream().readAllBytes());
        assertEquals(0, keytool.waitFor(), output);
        engine = EngineServer.start(EngineOptions.loopback(0).withTls(new EngineOptions.Tls(keystore, "secret123")));
        assertEquals("https", engine.uri().getScheme());
        java.security.KeyStore trust = java.security.KeyStore.getInstance("PKCS12");
        try (var in = java.nio.file.Files.newInputStream(keystore)) {
            trust.load(in, "secret123".toCharArray());
        }
        javax.net.ssl.TrustManagerFactory tmf = javax.net.ssl.TrustManagerFactory.getInstance(
                javax.net.ssl.TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trust);
        javax.net.ssl.SSLContext ssl = javax.net.ssl.SSLContext.getInstance("TLS");
        ssl.init(null, tmf.getTrustManagers(), null);
        HttpClient https = HttpClient.newBuilder().sslContext(ssl).build();
        HttpResponse<String> health = https.send(HttpRequest.newBuilder(engine.uri().resolve("/health")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, health.statusCode(), health.body());
        URI plain = URI.create("http://127.0.0.1:" + engine.port() + "/health");
        boolean refused;
        try {
            HttpResponse<String> r = client.send(HttpRequest.newBuilder(plain).timeout(Duration.ofSeconds(5)).build(),
                    HttpResponse.BodyHandlers.ofString());
            refused = r.statusCode() >= 400;
        } catch (java.io.IOException e) {
            refused = true;
        }
        assertTrue(refused, "plain HTTP is not served on a TLS port");
        engine.close();
        engine = null;
        Exception missing = org.junit.jupiter.api.Assertions.assertThrows(Exception.class, () -> EngineServer.start(
                EngineOptions.loopback(0).withTls(new EngineOptions.Tls(dir.resolve("none.p12"), "x"))));
        assertTrue(missing.getMessage().contains("cannot read the keystore"), missing.getMessage());
    }

    @Test
    void mutatingEndpointsNeedTheToken() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        HttpResponse<String> none = send("POST", "/deployments", new byte[] {1}, null);
        assertEquals(401, none.statusCode());
        assertEquals("Bearer", none.headers().firstValue("www-authenticate").orElse(""));
        assertTrue(none.body().contains("Authorization: Bearer TOKEN"), none.body());
        assertEquals(401, send("POST", "/compositions/X/instances", "{}".getBytes(), "guess").statusCode());
        assertEquals(401, send("POST", "/instances/1/messages/m", null, null).statusCode());
        String t = engine.token();
        assertEquals(401, send("POST", "/compositions/X/instances", "{}".getBytes(), t.substring(0, t.length() - 1)).statusCode(),
                "a token's beginning is not the token");
        assertEquals(401, send("POST", "/compositions/X/instances", "{}".getBytes(), t + "0").statusCode(), "nor more than it");
        assertEquals(404, send("POST", "/compositions/X/instances", "{}".getBytes(), " " + t + " ").statusCode(),
                "the token, blanks around it aside, passes (to a composition that is not there)");
        assertEquals(200, send("GET", "/deployments", null, null).statusCode(), "reading needs no token");
        assertEquals(48, engine.token().length(), "a drawn token has 24 random bytes");
    }

    @Test
    void badRequestsGetAClearError() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        send("POST", "/deployments", archive(Samples.load("Sequential")), engine.token());
        HttpResponse<String> corrupt = send("POST", "/deployments", "not a jar".getBytes(), engine.token());
        assertEquals(400, corrupt.statusCode());
        assertTrue(corrupt.body().contains("not a composition archive"), corrupt.body());
        HttpResponse<String> unknown = send("POST", "/compositions/Nope/instances", "{}");
        assertEquals(404, unknown.statusCode());
        assertTrue(unknown.body().contains("no composition Nope is deployed"), unknown.body());
        HttpResponse<String> malformed = send("POST", "/compositions/Sequential/instances", "{\"n\": }");
        assertEquals(400, malformed.statusCode());
        assertTrue(malformed.body().contains("malformed JSON at character 7"), malformed.body());
        HttpResponse<String> wrongType = send("POST", "/compositions/Sequential/instances", "{\"n\": \"one\"}");
        assertEquals(400, wrongType.statusCode());
        assertTrue(wrongType.body().contains("input 'n' needs a whole number"), wrongType.body());
        assertEquals(404, send("GET", "/instances/999", null).statusCode());
        assertEquals(400, send("GET", "/instances/abc", null).statusCode());
        assertEquals(404, send("POST", "/instances/999/messages/m", "1").statusCode());
        assertEquals(405, send("PUT", "/deployments", "{}").statusCode());
    }

    @Test
    void messagesReachAWaitingInstance() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        send("POST", "/deployments", archive(sequentialWaitingForApproval()), engine.token());
        long id = (Long) body(send("POST", "/compositions/Sequential/instances?mode=async", "{\"n\": 1}")).get("id");
        assertEquals("running", body(send("GET", "/instances/" + id, null)).get("state"));
        HttpResponse<String> sent = send("POST", "/instances/" + id + "/messages/approved", "true");
        assertEquals(202, sent.statusCode(), sent.body());
        Map<String, Object> view = Map.of();
        for (int i = 0; i < 100 && !"completed".equals(view.get("state")); i++) {
            Thread.sleep(20);
            view = body(send("GET", "/instances/" + id, null));
        }
        assertEquals("completed", view.get("state"), view.toString());
    }

    /** Asks, then takes 'release' or 'abort', whichever comes first; its outcome is the name of the one that came. */
    private static Composition gate() {
        CompositionFactory f = CompositionFactory.eINSTANCE;
        Composition c = f.createComposition();
        c.setName("Gate");
        c.setVersion("1.0.0");
        tutti.model.composition.Parameter outcome = f.createParameter();
        outcome.setName("outcome");
        outcome.setType("String");
        c.getOutputs().add(outcome);
        tutti.model.composition.JavaSnippetTask ask = f.createJavaSnippetTask();
        ask.setName("ask");
        ask.setCode("");
        ReceiveTask gate = f.createReceiveTask();
        gate.setName("gate");
        gate.setMessage("release, abort");
        tutti.model.composition.Parameter came = f.createParameter();
        came.setName("message");
        came.setType("String");
        gate.getOutputs().add(came);
        c.getTasks().add(ask);
        c.getTasks().add(gate);
        ControlFlow flow = f.createControlFlow();
        flow.setSource(ask);
        flow.setTarget(gate);
        c.getControlFlows().add(flow);
        tutti.model.composition.DataFlow d = f.createDataFlow();
        d.setSource(came);
        d.setTarget(outcome);
        c.getDataFlows().add(d);
        return c;
    }

    private Map<String, Object> waitFor(long id, java.util.function.Predicate<Map<String, Object>> until) throws Exception {
        Map<String, Object> view = Map.of();
        for (int i = 0; i < 250 && !until.test(view); i++) {
            Thread.sleep(20);
            view = body(send("GET", "/instances/" + id, null));
        }
        return view;
    }

    @Test
    void aSignalReachesEveryInstanceWaitingForItAndIsNotKeptForLaterOnes() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        assertEquals(201, send("POST", "/deployments", archive(gate()), engine.token()).statusCode());
        List<Long> ids = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            long id = (Long) body(send("POST", "/compositions/Gate/instances?mode=async", "{}")).get("id");
            Map<String, Object> view = waitFor(id, v -> v.get("waitingFor") != null);
            assertEquals(List.of("abort", "release"), view.get("waitingFor"), view.toString());
            ids.add(id);
        }
        assertEquals(401, send("POST", "/signals/release", null, null).statusCode(), "a signal needs the token");
        assertEquals(405, send("GET", "/signals/release", null).statusCode());
        HttpResponse<String> bad = send("POST", "/signals/release", "{\"n\": }");
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("malformed JSON"), bad.body());
        HttpResponse<String> thrown = send("POST", "/signals/release", null);
        assertEquals(200, thrown.statusCode(), thrown.body());
        assertEquals(Map.of("signal", "release", "taken", 3L), body(thrown));
        for (long id : ids) {
            Map<String, Object> view = waitFor(id, v -> "completed".equals(v.get("state")));
            assertEquals("completed", view.get("state"), view.toString());
            assertEquals(Map.of("outcome", "release"), view.get("outputs"), view.toString());
        }
        assertEquals(0L, body(send("POST", "/signals/release", null)).get("taken"), "nobody waits now");
        long later = (Long) body(send("POST", "/compositions/Gate/instances?mode=async", "{}")).get("id");
        Map<String, Object> waiting = waitFor(later, v -> v.get("waitingFor") != null);
        assertEquals("running", waiting.get("state"), "the earlier signal was not kept for it: " + waiting);
        assertEquals(202, send("POST", "/instances/" + later + "/messages/abort", "null").statusCode());
        Map<String, Object> aborted = waitFor(later, v -> "completed".equals(v.get("state")));
        assertEquals(Map.of("outcome", "abort"), aborted.get("outputs"), "the other message of the choice: " + aborted);
    }

    @Test
    void deploymentsSurviveARestartAndCanBeRemoved(@TempDir Path dir) throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0).withDataDir(dir));
        assertEquals(201, send("POST", "/deployments", archive(Samples.load("Loop")), engine.token()).statusCode());
        engine.close();
        engine = EngineServer.start(EngineOptions.loopback(0).withDataDir(dir));
        assertEquals(Map.of("iterations", 100L), body(send("POST", "/compositions/Loop/instances", "{}")).get("outputs"));
        assertEquals(204, send("DELETE", "/deployments/Loop/1.0.0", null).statusCode());
        engine.close();
        engine = EngineServer.start(EngineOptions.loopback(0).withDataDir(dir));
        assertEquals(404, send("POST", "/compositions/Loop/instances", "{}").statusCode());
    }
}
