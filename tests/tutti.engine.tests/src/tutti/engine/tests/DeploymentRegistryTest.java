package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.compiler.CompositionCompiler;
import tutti.engine.DeploymentRegistry;
import tutti.engine.DeploymentRegistry.Outcome;
import tutti.engine.core.Deployments;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.runtime.CompositionArchive;
import tutti.test.support.Fixtures;

/**
 * The one place a deployment lives: what an offer becomes, that a refused or withdrawn archive
 * leaves nothing behind, and that the data directory gives back what was deployed, in order.
 */
class DeploymentRegistryTest {

    @TempDir
    Path data;

    private static CompositionArchive archive(Composition c) throws Exception {
        return new CompositionCompiler().compile(c).archive();
    }

    private static Composition sequential(String version) throws Exception {
        Composition c = Samples.load("Sequential");
        c.setVersion(version);
        return c;
    }

    @Test
    void anOfferIsNewThenUnchangedAndOtherContentUnderTheSameVersionConflicts() throws Exception {
        Deployments compiled = new Deployments();
        DeploymentRegistry registry = DeploymentRegistry.open(data, compiled, new ArrayList<>());
        CompositionArchive first = archive(Samples.load("Sequential"));

        DeploymentRegistry.Offer offer = registry.offer(first, first.toBytes());
        assertEquals(Outcome.NEW, offer.outcome());
        assertNull(offer.deployedHash());
        assertNotNull(compiled.find("Sequential", first.version()), "compiled where instances start from");
        assertEquals(first.contentHash(), registry.contentHash("Sequential", first.version()));

        DeploymentRegistry.Offer again = registry.offer(first, first.toBytes());
        assertEquals(Outcome.UNCHANGED, again.outcome());
        assertEquals(first.contentHash(), again.deployedHash());

        Composition changed = Samples.load("Sequential");
        changed.setDescription("other content, same name and version");
        CompositionArchive other = archive(changed);
        assertEquals(first.version(), other.version());
        DeploymentRegistry.Offer conflict = registry.offer(other, other.toBytes());
        assertEquals(Outcome.CONFLICT, conflict.outcome());
        assertEquals(first.contentHash(), conflict.deployedHash(), "names the content that stays");
        assertEquals(first.contentHash(), registry.contentHash("Sequential", first.version()));
        assertEquals(1, registry.archives().size());
    }

    @Test
    void anArchiveWhoseClassesDoNotLoadChangesNothing() throws Exception {
        Deployments compiled = new Deployments();
        DeploymentRegistry registry = DeploymentRegistry.open(data, compiled, new ArrayList<>());
        CompositionArchive good = archive(Samples.load("Sequential"));
        CompositionArchive broken = CompositionArchive.of("Sequential", good.version(), "no.such.Composition",
                good.compilerVersion(), good.entries());

        IOException e = assertThrows(IOException.class, () -> registry.offer(broken, broken.toBytes()));
        assertTrue(e.getMessage().contains("do not load"), e.getMessage());
        assertTrue(registry.archives().isEmpty());
        assertNull(compiled.find("Sequential", null));
        try (var files = Files.list(data.resolve("deployments"))) {
            assertEquals(0, files.count(), "no file kept for it");
        }
        assertEquals(Outcome.NEW, registry.offer(good, good.toBytes()).outcome(), "the version is still free");
    }

    @Test
    void theDataDirectoryGivesBackEveryDeploymentInOrderAndForgetsWithdrawnAndRemovedOnes() throws Exception {
        DeploymentRegistry registry = DeploymentRegistry.open(data, new Deployments(), new ArrayList<>());
        List<CompositionArchive> deployed = new ArrayList<>();
        for (Composition c : List.of(sequential("2.0.0"), Fixtures.approval(), sequential("1.0.0"))) {
            CompositionArchive a = archive(c);
            assertEquals(Outcome.NEW, registry.offer(a, a.toBytes()).outcome());
            deployed.add(a);
        }
        CompositionArchive refused = archive(sequential("3.0.0"));
        registry.offer(refused, refused.toBytes());
        registry.withdraw(refused);
        assertNull(registry.contentHash("Sequential", "3.0.0"));
        assertTrue(registry.remove("Approval", deployed.get(1).version()));
        assertFalse(registry.remove("Approval", deployed.get(1).version()), "gone already");

        Deployments compiled = new Deployments();
        List<String> problems = new ArrayList<>();
        DeploymentRegistry reopened = DeploymentRegistry.open(data, compiled, problems);
        assertEquals(List.of(), problems);
        assertEquals(List.of("1.0.0", "2.0.0"), compiled.all().stream().map(c -> c.version()).sorted().toList());
        assertNull(compiled.find("Sequential", "3.0.0"), "a withdrawn offer does not come back");
        assertNull(compiled.find("Approval", null), "a removed one does not come back");
        assertEquals(deployed.get(0).contentHash(), reopened.contentHash("Sequential", "2.0.0"));
        // Without a data directory nothing is kept on disk, and nothing comes back.
        assertTrue(DeploymentRegistry.open(null, new Deployments(), problems).archives().isEmpty());
    }

    @Test
    void theArchivesComeOutInTheOrderTheyWereDeployed() throws Exception {
        DeploymentRegistry registry = DeploymentRegistry.open(null, new Deployments(), new ArrayList<>());
        List<byte[]> sent = new ArrayList<>();
        for (String v : List.of("2.0.0", "1.0.0", "1.5.0")) {
            byte[] bytes = archive(sequential(v)).toBytes();
            registry.offer(CompositionArchive.read(bytes), bytes);
            sent.add(bytes);
        }
        List<byte[]> kept = registry.archives();
        assertEquals(3, kept.size());
        for (int i = 0; i < 3; i++) {
            assertArrayEquals(sent.get(i), kept.get(i), "as it came, in order: a replica started later gets them so");
        }
    }

    @Test
    void ofManySimultaneousOffersOfOneVersionExactlyOneIsNew() throws Exception {
        DeploymentRegistry registry = DeploymentRegistry.open(data, new Deployments(), new ArrayList<>());
        CompositionArchive a = archive(Samples.load("Sequential"));
        Composition changed = Samples.load("Sequential");
        changed.setDescription("other content");
        CompositionArchive b = archive(changed);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Callable<Outcome>> offers = new ArrayList<>();
            for (int i = 0; i < 32; i++) {
                CompositionArchive x = i % 2 == 0 ? a : b;
                offers.add(() -> registry.offer(x, x.toBytes()).outcome());
            }
            int fresh = 0;
            int same = 0;
            int conflicts = 0;
            for (Future<Outcome> f : pool.invokeAll(offers)) {
                switch (f.get()) {
                    case NEW -> fresh++;
                    case UNCHANGED -> same++;
                    case CONFLICT -> conflicts++;
                }
            }
            assertEquals(1, fresh);
            assertEquals(15, same, "the winner's fifteen twins");
            assertEquals(16, conflicts, "the loser's sixteen");
        } finally {
            pool.shutdownNow();
        }
    }
}
