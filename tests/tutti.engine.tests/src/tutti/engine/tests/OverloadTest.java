package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.core.EngineCore;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.model.composition.LoopbackTask;
import tutti.test.support.Archives;

/**
 * Many clients at once against an engine that takes at most 50 instances: every request is
 * answered (202, or 503 with Retry-After), in-flight instances never exceed the limit, and every
 * accepted instance ends completed.
 */
class OverloadTest {

    private static final int LIMIT = 50;
    private static final int CLIENTS = 16;
    private static final long LOAD_MILLIS = 2000;

    private EngineServer engine;

    @AfterEach
    void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    @Test
    void sustainedConcurrentLoadIsRefusedCleanlyAndNothingAcceptedIsLost() throws Exception {
        engine = EngineServer.start(new EngineOptions("127.0.0.1", 0, null, null, new EngineCore.Config(1, 2, LIMIT)));
        Composition c = Samples.load("Benchmark");
        // A slow final service keeps instances in flight long enough for the limit to matter.
        ((LoopbackTask) c.getTasks().stream().filter(t -> t.getName().equals("invokeFinal")).findFirst().orElseThrow())
                .setDelayMillis(100);
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpResponse<String> deployed = client.send(HttpRequest.newBuilder(engine.uri().resolve("/deployments"))
                .header("Authorization", "Bearer " + engine.token())
                .POST(HttpRequest.BodyPublishers.ofByteArray(Archives.of(c))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(201, deployed.statusCode(), deployed.body());

        URI start = engine.uri().resolve("/compositions/Benchmark/instances?mode=async");
        LongAdder accepted = new LongAdder();
        LongAdder refused = new LongAdder();
        Map<String, Integer> unexpected = new ConcurrentHashMap<>();
        AtomicInteger highestInFlight = new AtomicInteger();
        long end = System.nanoTime() + LOAD_MILLIS * 1_000_000;
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS + 1);
        List<Future<?>> running = new ArrayList<>();
        running.add(clients.submit(() -> {
            while (System.nanoTime() < end) {
                highestInFlight.accumulateAndGet(engine.core().inFlight(), Math::max);
                Thread.onSpinWait();
            }
        }));
        for (int k = 0; k < CLIENTS; k++) {
            running.add(clients.submit(() -> {
                HttpRequest request = HttpRequest.newBuilder(start).timeout(Duration.ofSeconds(10))
                        .header("Authorization", "Bearer " + engine.token())
                        .POST(HttpRequest.BodyPublishers.ofString("{\"order\": \"abcdef\"}")).build();
                while (System.nanoTime() < end) {
                    try {
                        HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
                        if (r.statusCode() == 202) {
                            accepted.increment();
                        } else if (r.statusCode() == 503 && r.headers().firstValue("retry-after").isPresent()
                                && r.body().contains("retry later")) {
                            refused.increment();
                        } else {
                            unexpected.merge(r.statusCode() + " " + r.body(), 1, Integer::sum);
                        }
                    } catch (Exception e) {
                        unexpected.merge(e.toString(), 1, Integer::sum);
                    }
                }
                return null;
            }));
        }
        for (Future<?> f : running) {
            f.get();
        }
        clients.shutdown();

        assertEquals(Map.of(), unexpected, "every request gets 202 or 503 with Retry-After");
        assertTrue(accepted.sum() > 0 && refused.sum() > 0, "accepted " + accepted + ", refused " + refused);
        assertTrue(highestInFlight.get() <= LIMIT, "in flight at most " + LIMIT + ", saw " + highestInFlight);
        for (int i = 0; i < 500 && engine.core().inFlight() > 0; i++) {
            Thread.sleep(10);
        }
        assertEquals(0, engine.core().inFlight(), "every accepted instance ends");
        long[] counts = engine.core().instanceCounts().get("Benchmark");
        assertEquals(accepted.sum(), counts[0], "started = accepted");
        assertEquals(accepted.sum(), counts[1], "and all of them completed (failed " + counts[2] + ", cancelled " + counts[3] + ")");
    }
}
