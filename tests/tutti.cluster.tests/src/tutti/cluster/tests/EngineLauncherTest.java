package tutti.cluster.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.client.EngineClient;
import tutti.cluster.launch.EngineLauncher;
import tutti.cluster.launch.UsageException;
import tutti.model.Samples;
import tutti.test.support.EngineOutput;
import tutti.test.support.Archives;

/** A child engine started as the Studio starts its local one: from this JVM's code, ended by the end of its input. */
class EngineLauncherTest {

    private static final String TOKEN = "launcher-test-token-0123456789";

    private static Process start(EngineLauncher.Settings settings) throws Exception {
        List<String> command = EngineLauncher.command(settings);
        assertFalse(command.stream().anyMatch(a -> a.contains(TOKEN)), "the token is never on a command line");
        ProcessBuilder b = new ProcessBuilder(command).redirectErrorStream(true);
        b.environment().put(EngineLauncher.TOKEN_VARIABLE, TOKEN);
        return b.start();
    }


    @Test
    void aChildEngineKeepsItsDeploymentsAndEndsWhenItsInputCloses(@TempDir Path dir) throws Exception {
        EngineLauncher.Settings settings = new EngineLauncher.Settings(0, dir.resolve("data"), "256m", 1, 2, "none", List.of());
        Process first = start(settings);
        try {
            EngineClient client = EngineClient.to(EngineOutput.address(first)).token(TOKEN).build();
            assertEquals("up", client.health().status());
            assertEquals(first.pid(), client.health().pid(), "the child itself answers");
            client.deploy(Archives.of(Samples.load("Benchmark")));
            first.getOutputStream().close();
            assertTrue(first.waitFor(10, TimeUnit.SECONDS), "the engine ends when its input closes");
        } finally {
            first.destroyForcibly();
        }
        Process second = start(settings);
        try {
            EngineClient client = EngineClient.to(EngineOutput.address(second)).token(TOKEN).build();
            assertEquals("Benchmark", client.deployments().get(0).name(), "deployments survive a restart in the data directory");
        } finally {
            second.getOutputStream().close();
            assertTrue(second.waitFor(10, TimeUnit.SECONDS));
        }
    }

    /**
     * A child engine with a heap of 2 GB keeps to far less where its collector takes a target
     * (Shenandoah, which the launcher picks where the JDK has it): the target follows what is live
     * after each cycle, also after a batch has made the collector run; elsewhere it is left as the
     * JVM chose it, the maximum.
     */
    @Test
    void aChildEngineKeepsItsHeapToWhatItNeedsWhereTheCollectorTakesATarget(@TempDir Path dir) throws Exception {
        Process engine = start(new EngineLauncher.Settings(0, null, "2g", 1, 2, "none", List.of()));
        try {
            EngineClient client = EngineClient.to(EngineOutput.address(engine)).token(TOKEN).build();
            boolean shenandoah = tutti.cluster.ChildJvm.collectorOptions().contains("-XX:+UseShenandoahGC");
            Map<?, ?> before = jvm(client);
            long max = number(before, "heapMaxBytes");
            assertTrue(max > 1800L << 20 && max <= 2048L << 20, "the heap given: " + before);
            if (!shenandoah) {
                assertEquals(max, number(before, "heapTargetBytes"), "a collector without a target is left alone: " + before);
                return;
            }
            assertTrue(number(before, "heapTargetBytes") >= 512L << 20 && number(before, "heapTargetBytes") < 700L << 20,
                    "twice the little live at start, plus 512 MB to allocate in: " + before);
            client.deploy(Archives.of(Samples.load("Benchmark")));
            Map<String, Object> report = client.batch("Benchmark", tutti.client.BatchRequest.of(300_000, Samples.inputs("Benchmark")))
                    .json();
            assertTrue(((Number) report.get("gcEvents")).longValue() > 0, "the batch made the collector run: " + report);
            Map<?, ?> after = jvm(client);
            long target = number(after, "heapTargetBytes");
            // Twice a live set of tens of MB plus 512 MB; the target only falls to under half, so a
            // cycle during the batch (more live) may have set it a little higher than the last one would.
            assertTrue(target >= 512L << 20 && target <= 1L << 30, "still the live set's need, far from the maximum: " + after);
        } finally {
            engine.getOutputStream().close();
            assertTrue(engine.waitFor(10, TimeUnit.SECONDS));
        }
    }

    private static Map<?, ?> jvm(EngineClient client) throws Exception {
        return (Map<?, ?>) client.health().json().get("jvm");
    }

    private static long number(Map<?, ?> m, String key) {
        return ((Number) m.get(key)).longValue();
    }

    @Test
    void theEngineRunsWithoutTheCommandLineTheBenchmarksOrAChartLibrary() throws Exception {
        List<String> command = EngineLauncher.command(new EngineLauncher.Settings(0, null, null, 0, 0, null, List.of()));
        String classPath = command.get(command.indexOf("-cp") + 1);
        assertTrue(classPath.contains("tutti.cluster") && classPath.contains("tutti.engine"), classPath);
        for (String absent : List.of("tutti.cli", "tutti.bench", "jfree", "tutti.compiler", "ecj")) {
            assertFalse(classPath.contains(absent), absent + " on the engine's class path: " + classPath);
        }
        assertEquals("tutti.cluster.launch.EngineMain", command.get(command.indexOf("-cp") + 2));
    }

    @Test
    void badSettingsAreRefusedBeforeAnythingStarts() {
        IllegalArgumentException heap = assertThrows(IllegalArgumentException.class,
                () -> new EngineLauncher.Settings(0, null, "lots", 0, 0, null, List.of()));
        assertTrue(heap.getMessage().contains("e.g. 512m"), heap.getMessage());
        UsageException unknown = assertThrows(UsageException.class, () -> EngineLauncher.command(
                new EngineLauncher.Settings(0, null, null, 0, 0, "default", List.of("--strategy", "count:2"))));
        assertTrue(unknown.getMessage().contains("has no option --strategy"), unknown.getMessage());
        UsageException counters = assertThrows(UsageException.class,
                () -> EngineLauncher.command(new EngineLauncher.Settings(0, null, null, 0, 0, "a,,b", List.of())));
        assertTrue(counters.getMessage().contains("--counters"), counters.getMessage());
    }
}
