package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

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
import tutti.engine.core.Recovery;
import tutti.engine.core.StartRequest;
import tutti.engine.journal.Journal;
import tutti.model.Samples;
import tutti.runtime.CompositionArchive;
import tutti.test.support.Fixtures;

/**
 * The records of an instance nobody was told of (started for its result only) are held back for
 * the journal's hold: one that ends sooner is never written, one that lives longer is. A crash is
 * what the journal's files hold at a moment: they are copied while the engine runs, and an engine
 * is started on the copy.
 */
class JournalHoldTest {

    @TempDir
    Path data;
    @TempDir
    Path copies;

    private EngineServer engine;

    @AfterEach
    void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    private void deploy() throws Exception {
        DeploymentRegistry store = DeploymentRegistry.open(data, new Deployments(), new ArrayList<>());
        for (var c : List.of(Fixtures.slowApproval(0), Samples.load("Sequential"))) {
            CompositionArchive archive = new CompositionCompiler().compile(c).archive();
            store.offer(archive, archive.toBytes());
        }
    }

    private Recovery.Report start(Duration hold) throws Exception {
        engine = EngineServer.start(new EngineOptions(EngineOptions.LOOPBACK, 0, "secret", data,
                new EngineCore.Config(2, 2, 100_000)).withDurability(new Durability(
                        new Journal.Settings(Duration.ofMillis(1), Journal.Settings.DEFAULT_SEGMENT, hold))));
        return engine.recovery();
    }

    /** An Approval instance started for its result only: nobody hears that it is accepted. */
    private EngineCore.Started waiting(int n) throws Exception {
        return engine.core().begin(StartRequest.one("Approval", null, Map.of("n", n)).resultOnly());
    }

    /** What a crash now would leave: the journal's files as they are. */
    private Path crashCopy(String name) throws Exception {
        Path journal = data.resolve("journal");
        Path copy = copies.resolve(name);
        Files.createDirectories(copy);
        for (Path segment : RecoveryTest.segments(journal)) {
            Files.copy(segment, copy.resolve(segment.getFileName()));
        }
        return copy;
    }

    /** Stops the engine and starts it again on a copy made earlier, as if it had crashed then. */
    private Recovery.Report restartFrom(Path copy) throws Exception {
        Duration hold = engine.options().durability().settings().hold();
        engine.close();
        engine = null;
        Path journal = data.resolve("journal");
        for (Path segment : RecoveryTest.segments(journal)) {
            Files.delete(segment);
        }
        for (Path segment : RecoveryTest.segments(copy)) {
            Files.copy(segment, journal.resolve(segment.getFileName()));
        }
        return start(hold);
    }

    @Test
    void anInstanceNobodyWasToldOfIsWrittenOnlyOnceItOutlivesTheHold() throws Exception {
        deploy();
        start(Duration.ofSeconds(2));
        Journal j = engine.core().journal();
        j.sync();
        long before = j.bytesWritten();
        List<Long> ids = new ArrayList<>();
        for (int n = 1; n <= 5; n++) {
            ids.add(waiting(n).id());
        }
        j.sync();
        Path young = crashCopy("young");
        assertTrue(j.bytesWritten() - before < 100, "held, not written yet: " + (j.bytesWritten() - before) + " bytes");
        // The hold is over once the next one is (the Kernel is idle meanwhile): then they are on disk.
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (j.bytesWritten() - before < 5 * 20 && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        j.sync();
        Path old = crashCopy("old");

        Recovery.Report lost = restartFrom(young);
        assertEquals(0, lost.recovered(), "a crash within the hold loses what nobody was told of: " + lost);
        Recovery.Report kept = restartFrom(old);
        assertEquals(5, kept.recovered(), "once past the hold they are on disk: " + kept);
        for (long id : ids) {
            assertTrue(engine.core().deliver(id, "approved", "kept").get(10, TimeUnit.SECONDS));
        }
        for (long id : ids) {
            assertEquals("completed", RecoveryTest.state(engine, id));
        }
    }

    @Test
    void aMessageToAHeldInstanceIsAcknowledgedOnlyOnceTheInstanceIsOnDisk() throws Exception {
        deploy();
        start(Duration.ofSeconds(10));
        long id = waiting(1).id();
        // A message it does not wait for yet: kept in its mailbox, and its sender told so.
        assertTrue(engine.core().deliver(id, "note", "first").get(10, TimeUnit.SECONDS));
        Path told = crashCopy("told");
        Recovery.Report report = restartFrom(told);
        assertEquals(1, report.recovered(), "the acknowledgement brought it to disk, long before its hold: " + report);
        assertTrue(engine.core().deliver(id, "approved", "after").get(10, TimeUnit.SECONDS));
        assertEquals("completed", RecoveryTest.state(engine, id));
    }

    @Test
    void aHeldInstanceThatEndsGivesItsResultAtOnceAndLeavesNothingButIds() throws Exception {
        deploy();
        start(Duration.ofSeconds(10));
        long waiting = waiting(1).id();
        Journal j = engine.core().journal();
        j.sync();
        long before = j.bytesWritten();
        List<EngineCore.Started> quick = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            quick.add(engine.core().begin(StartRequest.one("Sequential", null, Map.of("n", 1)).resultOnly()));
        }
        long highest = 0;
        for (EngineCore.Started s : quick) {
            // Well within the hold of 10 s: a result does not wait for its records' hold to end.
            assertEquals("COMPLETED", s.result().get(8, TimeUnit.SECONDS).outcome().state().name());
            highest = Math.max(highest, s.id());
        }
        j.sync();
        long written = j.bytesWritten() - before;
        assertTrue(written < 200 * 10, "200 instances wrote " + written + " bytes");
        Recovery.Report report = restartFrom(crashCopy("ended"));
        assertEquals(0, report.recovered(), "nothing ran but the held one, not on disk yet: " + report);
        EngineCore.Started next = engine.core().begin(StartRequest.one("Sequential", null, Map.of("n", 1)));
        assertTrue(next.id() > highest && next.id() > waiting, "ids go on above those given: " + next.id() + " after " + highest);
        next.result().get(10, TimeUnit.SECONDS);
    }
}
