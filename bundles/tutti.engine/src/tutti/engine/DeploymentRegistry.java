package tutti.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.engine.core.Deployments;
import tutti.runtime.CompiledComposition;
import tutti.runtime.CompositionArchive;

/**
 * Every deployment an engine or a front holds, in one place: the archive as it came (in the order
 * deployments came, so that a replica started later gets them all), its content hash, its compiled
 * composition in the {@link Deployments} instances start from, and its file in the data directory.
 * One lock covers the check for a name and version, the file and the compiled classes, so two
 * deployments of one version cannot both pass and a deletion cannot fall between a file and its
 * classes.
 */
public final class DeploymentRegistry {

    /** What an offered archive became. */
    public enum Outcome {
        /** A name and version not deployed before: kept, stored and compiled. */
        NEW,
        /** The same content under a deployed name and version: nothing changed. */
        UNCHANGED,
        /** Other content under a deployed name and version: refused, nothing changed. */
        CONFLICT
    }

    /** The answer to {@link #offer}: {@code deployedHash} is the content already deployed, null for NEW. */
    public record Offer(Outcome outcome, CompositionArchive archive, String deployedHash) {
    }

    /** The data directory could not keep or drop an archive; its message names the fix, and nothing changed. */
    public static final class Unstorable extends Exception {
        private static final long serialVersionUID = 1L;

        Unstorable(String message, IOException cause) {
            super(message, cause);
        }
    }

    /** An archive as it came, with its content hash (a deployed version never changes). */
    private record Kept(byte[] bytes, String contentHash) {
    }

    private final Map<String, Kept> kept = new LinkedHashMap<>();
    private final Deployments compiled;
    private final DeploymentStore store;

    private DeploymentRegistry(Deployments compiled, DeploymentStore store) {
        this.compiled = compiled;
        this.store = store;
    }

    /**
     * The deployments kept in {@code dataDir} (none without one), compiled into {@code compiled}.
     *
     * @param problems archives in the data directory that no longer read or load, with why; they are left out
     */
    public static DeploymentRegistry open(Path dataDir, Deployments compiled, List<String> problems) throws IOException {
        DeploymentRegistry registry = new DeploymentRegistry(compiled, dataDir == null ? null : new DeploymentStore(dataDir));
        if (registry.store != null) {
            for (CompositionArchive archive : registry.store.load(problems)) {
                try {
                    compiled.add(load(archive));
                    registry.kept.put(key(archive.name(), archive.version()), new Kept(archive.toBytes(), archive.contentHash()));
                } catch (IOException e) {
                    problems.add(archive.name() + " " + archive.version() + ": " + e.getMessage());
                }
            }
        }
        return registry;
    }

    private static CompiledComposition load(CompositionArchive archive) throws IOException {
        return archive.load(CompiledComposition.class.getClassLoader());
    }

    private static String key(String name, String version) {
        return name + "\u0000" + version;
    }

    /**
     * Deploys {@code archive} ({@code bytes} as it came) unless its name and version are taken: a
     * new one is compiled, then stored (on disk before this returns), then runs.
     *
     * @throws IOException when the archive's classes do not load (nothing changed)
     * @throws Unstorable when the data directory cannot keep it (nothing changed)
     */
    public synchronized Offer offer(CompositionArchive archive, byte[] bytes) throws IOException, Unstorable {
        Kept before = kept.get(key(archive.name(), archive.version()));
        if (before != null) {
            return new Offer(before.contentHash().equals(archive.contentHash()) ? Outcome.UNCHANGED : Outcome.CONFLICT,
                    archive, before.contentHash());
        }
        CompiledComposition composition = load(archive);
        if (store != null) {
            try {
                store.save(archive, bytes);
            } catch (IOException e) {
                throw unstorable("keep the archive", e);
            }
        }
        compiled.add(composition);
        kept.put(key(archive.name(), archive.version()), new Kept(bytes, archive.contentHash()));
        return new Offer(Outcome.NEW, archive, null);
    }

    /** Undoes a NEW {@link #offer} that others (a front's replicas) refused; the file goes if it can. */
    public synchronized void withdraw(CompositionArchive archive) {
        kept.remove(key(archive.name(), archive.version()));
        compiled.remove(archive.name(), archive.version());
        try {
            if (store != null) {
                store.delete(archive.name(), archive.version());
            }
        } catch (IOException e) {
            // What runs is right; a file left behind only comes back after a restart, where the
            // replicas that refused it will refuse it again by name.
        }
    }

    /**
     * Undeploys a version: its file first, so that when the file cannot go the deployment stays
     * whole. Instances already running on it finish.
     *
     * @return false when no such deployment was held
     */
    public synchronized boolean remove(String name, String version) throws Unstorable {
        boolean known;
        try {
            known = store != null && store.delete(name, version);
        } catch (IOException e) {
            throw unstorable("delete the archive", e);
        }
        known |= compiled.remove(name, version);
        known |= kept.remove(key(name, version)) != null;
        return known;
    }

    private Unstorable unstorable(String what, IOException e) {
        return new Unstorable(store.unwritable(what, e), e);
    }

    /** Every archive held, as it came, in the order they were deployed. */
    public synchronized List<byte[]> archives() {
        return kept.values().stream().map(Kept::bytes).toList();
    }

    /** A deployed version's archive as it came, or null. */
    public synchronized byte[] archive(String name, String version) {
        Kept k = kept.get(key(name, version));
        return k == null ? null : k.bytes();
    }

    /** The SHA-256 of a deployed version's archive; null when not deployed or deployed without an archive. */
    public synchronized String contentHash(String name, String version) {
        Kept k = kept.get(key(name, version));
        return k == null ? null : k.contentHash();
    }

    /** The compiled compositions, which instances start from. */
    public Deployments compiled() {
        return compiled;
    }
}
