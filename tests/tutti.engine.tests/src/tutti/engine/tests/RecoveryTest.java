package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.compiler.CompositionCompiler;
import tutti.engine.DeploymentRegistry;
import tutti.engine.Durability;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.core.Deployments;
import tutti.engine.core.EngineCore;
import tutti.engine.core.StartRequest;
import tutti.engine.core.Recovery;
import tutti.engine.journal.Journal;
import tutti.model.Samples;
import tutti.runtime.CompositionArchive;
import tutti.runtime.JsonReader;
import tutti.test.support.Fixtures;

/**
 * An engine with a journal, stopped and started again on the same data directory: what it had
 * accepted and not finished comes back and finishes; damage costs only what it touched.
 */
class RecoveryTest {

    @TempDir
    Path data;

    private EngineServer engine;
    private final HttpClient http = HttpClient.newHttpClient();

    @AfterEach
    void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    /** Deploys {@link Fixtures#slowApproval} (its sync loopback taking {@code delayMillis}) and Sequential into the data directory. */
    private void deploy(long delayMillis) throws Exception {
        DeploymentRegistry store = DeploymentRegistry.open(data, new Deployments(), new java.util.ArrayList<>());
        for (var c : List.of(Fixtures.slowApproval(delayMillis), Samples.load("Sequential"), Samples.load("PatternLoopEmpty"))) {
            CompositionArchive archive = new CompositionCompiler().compile(c).archive();
            store.offer(archive, archive.toBytes());
        }
    }

    private Recovery.Report start(Journal.Settings settings) throws Exception {
        engine = EngineServer.start(new EngineOptions(EngineOptions.LOOPBACK, 0, "secret", data,
                new EngineCore.Config(2, 2, 100_000)).withDurability(new Durability(settings)));
        return engine.recovery();
    }

    private Recovery.Report restart() throws Exception {
        Journal.Settings settings = engine.options().durability().settings();
        engine.close();
        engine = null;
        return start(settings);
    }

    private long begin(int n) throws Exception {
        EngineCore.Started s = engine.core().begin(StartRequest.one("Approval", null, Map.of("n", n)));
        s.accepted().get(10, TimeUnit.SECONDS);
        return s.id();
    }

    private void approve(long id, String by) throws Exception {
        assertTrue(engine.core().deliver(id, "approved", by).get(10, TimeUnit.SECONDS), "instance " + id + " takes its message");
    }

    private Map<String, Object> ended(long id) throws Exception {
        return ended(engine, http, id);
    }

    /** The instance's state as GET /instances/{id} shows it once it has ended (or the last after 20 s). */
    static String state(EngineServer engine, long id) throws Exception {
        return String.valueOf(ended(engine, HttpClient.newHttpClient(), id).get("state"));
    }

    /** The instance as GET /instances/{id} shows it, once it has ended (or the last view after 20 s). */
    private static Map<String, Object> ended(EngineServer engine, HttpClient http, long id) throws Exception {
        Map<String, Object> view = null;
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < until) {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(engine.uri() + "/instances/" + id)).build(),
                    HttpResponse.BodyHandlers.ofString());
            view = JsonReader.parseObject(r.body());
            if (r.statusCode() == 200 && !"running".equals(view.get("state"))) {
                return view;
            }
            Thread.sleep(20);
        }
        return view;
    }

    @Test
    void waitingInstancesWaitAgainAndTimersKeepTheirTime() throws Exception {
        deploy(0);
        start(Journal.Settings.defaults());
        List<Long> ids = new ArrayList<>();
        for (int n = 1; n <= 60; n++) {
            ids.add(begin(n));
        }
        // Half are approved: they go on to their 300 ms pause, and are stopped in it.
        for (int k = 0; k < ids.size(); k += 2) {
            approve(ids.get(k), "early");
        }
        long stoppedAt = System.currentTimeMillis();
        Recovery.Report report = restart();
        assertEquals(60, report.recovered() + report.endedSince(), report.toString());
        assertTrue(report.failed().isEmpty(), report.failed().toString());
        for (int k = 1; k < ids.size(); k += 2) {
            approve(ids.get(k), "late");
        }
        for (int k = 0; k < ids.size(); k++) {
            Map<String, Object> view = ended(ids.get(k));
            assertEquals("completed", view.get("state"), view.toString());
            assertEquals(Map.of("result", (k % 2 == 0 ? "early:" : "late:") + 2 * (k + 1)), view.get("outputs"));
        }
        assertTrue(System.currentTimeMillis() - stoppedAt < 20_000);
        long next = begin(1);
        assertTrue(next > ids.get(ids.size() - 1), "ids go on above the recovered ones: " + next);
        // A third start finds nothing left to recover but the new one.
        Recovery.Report third = restart();
        assertEquals(1, third.recovered(), third.toString());
    }

    @Test
    void aRunningTaskRunsAgainAndItsInstanceGoesOnFromItsLastCompletion() throws Exception {
        deploy(1500);
        start(Journal.Settings.defaults());
        long id = begin(21);
        approve(id, "ops");
        Thread.sleep(600); // past the pause: the slow loopback is running
        Recovery.Report report = restart();
        assertEquals(1, report.recovered(), report.toString());
        Map<String, Object> view = ended(id);
        assertEquals("completed", view.get("state"), view.toString());
        assertEquals(Map.of("result", "ops:42"), view.get("outputs"));
    }

    @Test
    void aTornTailIsCutAndADamagedRecordFailsOnlyItsInstance() throws Exception {
        deploy(0);
        start(Journal.Settings.defaults());
        List<Long> ids = new ArrayList<>();
        for (int n = 1; n <= 20; n++) {
            ids.add(begin(n));
        }
        engine.close();
        engine = null;
        Path journal = data.resolve("journal");
        Path newest = segments(journal).getLast();
        Files.write(newest, new byte[] {0, 0, 0, 40, 1, 2, 3, 4, 1, 9}, java.nio.file.StandardOpenOption.APPEND);
        Recovery.Report torn = start(Journal.Settings.defaults());
        assertEquals(20, torn.recovered(), torn.toString());
        assertTrue(torn.messages().stream().anyMatch(m -> m.contains("cut off 10 bytes")), torn.messages().toString());
        engine.close();
        engine = null;

        long victim = ids.get(4);
        Path damaged = JournalFiles.damageStart(journal, victim);
        Recovery.Report report = start(Journal.Settings.defaults());
        assertEquals(19, report.recovered(), report.toString());
        assertEquals(1, report.failed().size(), report.failed().toString());
        assertEquals(victim, report.failed().get(0).id());
        Map<String, Object> view = ended(victim);
        assertEquals("failed", view.get("state"), view.toString());
        assertTrue(String.valueOf(view.get("reason")).contains("cannot be recovered")
                && String.valueOf(view.get("reason")).contains("damaged"), view.toString());
        assertTrue(Files.exists(journal.resolve("damaged").resolve(damaged.getFileName())), "kept aside for inspection");
        assertFalse(Files.exists(damaged));
        for (long id : ids) {
            if (id != victim) {
                approve(id, "x");
            }
        }
        for (long id : ids) {
            if (id != victim) {
                assertEquals("completed", ended(id).get("state"));
            }
        }
        // Once set aside, the damage is not found again.
        Recovery.Report after = restart();
        assertTrue(after.failed().isEmpty() && after.messages().isEmpty(), after.toString());
    }

    @Test
    void endedInstancesLeaveTheJournalAndSegmentsAreCompacted() throws Exception {
        deploy(0);
        start(new Journal.Settings(Duration.ofMillis(1), 8192));
        List<Long> waiting = new ArrayList<>();
        for (int n = 1; n <= 3; n++) {
            waiting.add(begin(n));
        }
        // Instances that wait for a message between their start and their end: both reach the disk.
        for (int round = 0; round < 20; round++) {
            List<EngineCore.Started> batch = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                batch.add(engine.core().begin(StartRequest.one("Approval", null, Map.of("n", 100 + i))));
            }
            for (EngineCore.Started s : batch) {
                s.accepted().get(10, TimeUnit.SECONDS);
            }
            for (EngineCore.Started s : batch) {
                approve(s.id(), "round " + round);
            }
            for (EngineCore.Started s : batch) {
                s.result().get(10, TimeUnit.SECONDS);
            }
        }
        Journal j = engine.core().journal();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (j.segments() > 3 && System.nanoTime() < until) {
            Thread.sleep(100);
        }
        assertTrue(j.compactions() > 0, "compacted");
        assertTrue(j.segments() <= 3, j.segments() + " segments left: ended instances leave the journal");
        assertTrue(j.bytesWritten() > 10 * 8192, "the runs were journaled: " + j.bytesWritten() + " bytes");
        Recovery.Report report = restart();
        assertEquals(3, report.recovered(), report.toString());
        for (long id : waiting) {
            approve(id, "kept");
            assertEquals("completed", ended(id).get("state"));
        }
    }

    @Test
    void anInstanceThatStartsAndEndsBetweenTwoCommitsLeavesOnlyItsId() throws Exception {
        deploy(0);
        start(new Journal.Settings(Duration.ofMillis(100), Journal.Settings.DEFAULT_SEGMENT));
        long waiting = begin(1);
        Journal j = engine.core().journal();
        long before = j.bytesWritten();
        // 102 snippets each, all run on the Kernel in one go: start, completions and end in one batch.
        List<EngineCore.Started> quick = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            quick.add(engine.core().begin(StartRequest.one("PatternLoopEmpty", null, Map.of())));
        }
        long highest = 0;
        for (EngineCore.Started s : quick) {
            assertEquals("completed", s.result().get(10, TimeUnit.SECONDS).outcome().state().name().toLowerCase());
            highest = Math.max(highest, s.id());
        }
        j.sync();
        long written = j.bytesWritten() - before;
        // Journaled, each would be 104 records of at least 11 bytes; each batch leaves one mark of its ids.
        assertTrue(written < 300 * 20, "300 instances wrote " + written + " bytes");
        Recovery.Report report = restart();
        assertEquals(1, report.recovered(), "only the one that waits: " + report);
        EngineCore.Started next = engine.core().begin(StartRequest.one("PatternLoopEmpty", null, Map.of()));
        assertTrue(next.id() > highest, "ids go on above those given: " + next.id() + " after " + highest);
        next.result().get(10, TimeUnit.SECONDS);
        approve(waiting, "kept");
        assertEquals("completed", ended(waiting).get("state"));
    }

    @Test
    void anInstanceIsAcknowledgedOnlyOnceItIsOnDisk() throws Exception {
        deploy(0);
        start(new Journal.Settings(Duration.ofMillis(800), Journal.Settings.DEFAULT_SEGMENT));
        begin(1); // the writer has just written: the next commit is 800 ms away
        EngineCore.Started s = engine.core().begin(StartRequest.one("Approval", null, Map.of("n", 2)));
        Thread.sleep(100);
        assertFalse(s.accepted().isDone(), "not on disk yet, so not acknowledged");
        s.accepted().get(10, TimeUnit.SECONDS);
        assertNotNull(engine.core().journal());
        assertTrue(engine.core().journal().durable() > 0);
    }

    @Test
    void anInstanceWhoseEndIsNotOnDiskYetIsFoundByItsIdAsEnded() throws Exception {
        deploy(0);
        start(new Journal.Settings(Duration.ofMillis(800), Journal.Settings.DEFAULT_SEGMENT));
        HttpResponse<String> started = http.send(HttpRequest.newBuilder(URI.create(engine.uri()
                + "/compositions/Approval/instances?mode=async")).header("Authorization", "Bearer secret")
                .POST(HttpRequest.BodyPublishers.ofString("{\"n\": 3}")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(202, started.statusCode(), started.body());
        long id = ((Number) JsonReader.parseObject(started.body()).get("id")).longValue();
        // The message and, 300 ms later, the instance's end wait for the journal's next commit,
        // up to 800 ms away: asked all along, the instance is running or ended, never unknown.
        var delivered = engine.core().deliver(id, "approved", "test");
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        Map<String, Object> view;
        do {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(engine.uri() + "/instances/" + id)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), r.body());
            view = JsonReader.parseObject(r.body());
            Thread.sleep(5);
        } while ("running".equals(view.get("state")) && System.nanoTime() < until);
        assertEquals("completed", view.get("state"), view.toString());
        assertEquals(Map.of("result", "test:6"), view.get("outputs"));
        assertTrue(delivered.get(10, TimeUnit.SECONDS));
    }

    static List<Path> segments(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".seg")).sorted().toList();
        }
    }
}
