package tutti.monitor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.client.BatchRequest;
import tutti.client.EngineClient;
import tutti.client.MetricsStream;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.model.Samples;
import tutti.monitor.Monitor;
import tutti.monitor.Recording;
import tutti.monitor.Series;
import tutti.monitor.SeriesKey;
import tutti.test.support.Archives;

/** A real engine's stream, while a batch runs, into series and into a recording that reads back the same. */
class LiveStreamTest {

    @Test
    void aRealEnginesStreamBecomesSeriesAndItsRecordingReadsBackEqual(@TempDir Path dir) throws Exception {
        Monitor live = new Monitor(10_000);
        Path file = dir.resolve("live.tutti-recording");
        try (EngineServer engine = EngineServer.start(EngineOptions.loopback(0));
                Recording recording = Recording.create(file, System.currentTimeMillis())) {
            EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
            client.deploy(Archives.of(Samples.load("Benchmark")));
            CountDownLatch samples = new CountDownLatch(25);
            try (MetricsStream stream = client.stream(20, sample -> {
                live.accept("local", sample);
                try {
                    recording.write("local", sample);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                samples.countDown();
            })) {
                Thread batch = new Thread(() -> {
                    try {
                        for (int i = 0; i < 5; i++) {
                            client.batch("Benchmark", BatchRequest.of(20_000, Map.of("order", "abcdef")));
                        }
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                });
                batch.start();
                assertTrue(samples.await(20, TimeUnit.SECONDS), "25 samples at 20 Hz");
                batch.join(60_000);
            }
        }
        Series completed = live.series(new SeriesKey("local", 0, "instances", "completed/s Benchmark", "/s"));
        assertTrue(completed.window(0).max() > 1000, "instances completed per second while the batch ran: " + completed.window(0).max());
        Series clock = live.series(new SeriesKey("local", 0, "pool:invoker", "perf::TASK-CLOCK/s", "/s"));
        assertTrue(clock.window(0).max() > 0, "the Invokers' task clock moves");
        SeriesKey cycles = new SeriesKey("local", 0, "pool:invoker", "perf::CYCLES/s", "/s");
        assertTrue(live.series(cycles) != null || live.unavailable().get(cycles).contains("not supported on this machine"),
                "cycles counted, or named as not countable: " + live.unavailable().get(cycles));
        assertTrue(live.keys().stream().anyMatch(k -> k.group().equals("task:Benchmark 1.0.0") && k.name().endsWith("executions/s")),
                live.keys().toString());

        Recording.Replay replay = Recording.read(file, 10_000);
        assertTrue(replay.samples() >= 25);
        for (SeriesKey k : live.keys()) {
            Series again = replay.monitor().series(k);
            assertTrue(again != null, "read back: " + k);
            // The recording may hold a sample the live monitor had not seen when the stream closed, never fewer.
            int n = live.series(k).size();
            assertTrue(Arrays.equals(live.series(k).window(0).values(), Arrays.copyOf(again.window(0).values(), n)), k.toString());
        }
        assertEquals(live.unavailable(), replay.monitor().unavailable());
    }
}
