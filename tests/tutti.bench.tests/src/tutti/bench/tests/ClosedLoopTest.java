package tutti.bench.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import tutti.bench.load.ClosedLoop;
import tutti.bench.load.EngineTarget;
import tutti.bench.load.LoadPlan;
import tutti.bench.load.ThinkTime;
import tutti.client.EngineClient;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.TimerTask;
import tutti.test.support.Archives;

/** Closed-loop clients against a real engine over loopback HTTP, and their think times. */
class ClosedLoopTest {

    private EngineServer engine;

    @AfterEach
    void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    /** One Timer of 200 ms: each instance is in flight for that long. */
    private static Composition nap() {
        Composition c = CompositionFactory.eINSTANCE.createComposition();
        c.setName("Nap");
        c.setVersion("1.0.0");
        TimerTask t = CompositionFactory.eINSTANCE.createTimerTask();
        t.setName("nap");
        t.setDuration("PT0.2S");
        c.getTasks().add(t);
        return c;
    }

    @Test
    void theClientsKeepAsManyInstancesInFlightAsTheyAreAndNoMore() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
        client.deploy(Archives.of(nap()));
        LoadPlan plan = new LoadPlan("Nap", null, Map.of(), 6, Duration.ofMillis(2500), ThinkTime.NONE, Duration.ofSeconds(10),
                Duration.ofMillis(500), 7);
        List<Integer> engineInFlight = new CopyOnWriteArrayList<>();
        Thread sampler = Thread.ofPlatform().daemon().start(() -> {
            try {
                Thread.sleep(300); // once every client has sent its first request
                for (int i = 0; i < 35; i++) {
                    engineInFlight.add(engine.core().inFlight());
                    Thread.sleep(50);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        List<ClosedLoop.Interval> seen = new ArrayList<>();
        ClosedLoop.Result r = ClosedLoop.run(plan, new EngineTarget(client, plan), seen::add);
        sampler.join();
        assertEquals(35, engineInFlight.size(), "the engine was looked at throughout");
        assertEquals(6, r.maxInFlight(), "the clients had at most one request out each");
        assertTrue(engineInFlight.stream().allMatch(n -> n <= 6), "the engine never had more: " + engineInFlight);
        long atSix = engineInFlight.stream().filter(n -> n >= 5).count();
        assertTrue(atSix >= engineInFlight.size() * 3 / 4, "and mostly all six (the gaps are the answers' round trips): "
                + engineInFlight);
        // 6 clients, each an instance of 200 ms after another for 2.5 s: about 75, less the round trips.
        assertTrue(r.completed() >= 50 && r.completed() <= 78, "completed " + r.completed());
        assertEquals(0, r.failed() + r.timedOut() + r.refused() + r.errors(), r.toString());
        assertEquals(5, seen.size(), "an interval each 500 ms: " + seen);
        assertEquals(r.completed(), seen.stream().mapToLong(ClosedLoop.Interval::completed).sum());
        assertTrue(r.p50Millis() >= 195 && r.p50Millis() < 400, "each waited its 200 ms: p50 " + r.p50Millis());
    }

    @Test
    void clientsThinkBetweenRequestsAndGiveUpAfterTheirTimeout() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
        client.deploy(Archives.of(nap()));
        // Thinking 300 ms after each 200 ms instance: about 2 a second per client.
        LoadPlan thinking = new LoadPlan("Nap", null, Map.of(), 4, Duration.ofSeconds(2), new ThinkTime(Duration.ofMillis(300),
                0.0001), Duration.ofSeconds(10), Duration.ofSeconds(1), 3);
        ClosedLoop.Result r = ClosedLoop.run(thinking, new EngineTarget(client, thinking), i -> { });
        // A client sends while the time is not up, and what it sent before the end completes and counts: four cycles
        // of 200 ms + 300 ms (give or take 10) end near 2 s either side, so a client may send a fifth.
        assertTrue(r.completed() >= 10 && r.completed() <= 20, "4 clients x 5 requests (2 s / 0.5 s, and one sent just before the "
                + "end) at most: " + r.completed());
        // A timeout shorter than the instance: every request is given up.
        LoadPlan impatient = new LoadPlan("Nap", null, Map.of(), 2, Duration.ofSeconds(1), ThinkTime.NONE,
                Duration.ofMillis(50), Duration.ofSeconds(1), 3);
        ClosedLoop.Result late = ClosedLoop.run(impatient, new EngineTarget(client, impatient), i -> { });
        assertEquals(0, late.completed());
        assertTrue(late.timedOut() >= 10, "each client gave up every 50 ms: " + late.timedOut());
    }

    @Test
    void anEngineThatIsNotThereIsAnErrorNamedOnceAndNotHammered() throws Exception {
        EngineClient nobody = EngineClient.to(java.net.URI.create("http://127.0.0.1:9")).token("t").build();
        LoadPlan plan = new LoadPlan("Nap", null, Map.of(), 3, Duration.ofSeconds(1), ThinkTime.NONE, Duration.ofSeconds(2),
                Duration.ofSeconds(1), 1);
        ClosedLoop.Result r = ClosedLoop.run(plan, new EngineTarget(nobody, plan), i -> { });
        assertEquals(0, r.completed());
        assertTrue(r.errors() >= 3 && r.errors() <= 3 * 11 + 3, "each client waits 100 ms after an error: " + r.errors());
        assertNotNull(r.firstError());
        assertTrue(r.firstError().contains("127.0.0.1:9"), r.firstError());
    }

    @Test
    void thinkTimesAreNormalCutAtZeroAndTheSameForTheSameSeed() {
        ThinkTime narrow = new ThinkTime(Duration.ofSeconds(1), 0.01);
        double[] m = moments(narrow, new SplittableRandom(5), 50_000);
        assertEquals(1.0, m[0], 0.005, "mean");
        assertEquals(0.01, m[1], 0.0005, "variance");
        ThinkTime papers = new ThinkTime(Duration.ofSeconds(1), 0.5);
        double[] cut = moments(papers, new SplittableRandom(5), 100_000);
        assertEquals(1.1126, cut[0], 0.01, "the mean of the normal (1 s, 0.5) cut at zero");
        assertTrue(cut[2] >= 0, "never negative");
        SplittableRandom a = new SplittableRandom(9);
        SplittableRandom b = new SplittableRandom(9);
        for (int i = 0; i < 100; i++) {
            assertEquals(papers.nextNanos(a), papers.nextNanos(b));
        }
        assertEquals(0, ThinkTime.NONE.nextNanos(a));
    }

    /** Mean and variance in seconds, and the smallest draw. */
    private static double[] moments(ThinkTime t, SplittableRandom random, int n) {
        double sum = 0;
        double squares = 0;
        double min = Double.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            double s = t.nextNanos(random) / 1e9;
            sum += s;
            squares += s * s;
            min = Math.min(min, s);
        }
        double mean = sum / n;
        return new double[] {mean, squares / n - mean * mean, min};
    }
}
