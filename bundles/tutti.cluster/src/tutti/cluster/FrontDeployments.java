package tutti.cluster;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.engine.DeploymentStore;
import tutti.runtime.CompositionArchive;

/**
 * The archives deployed through a front, in the order they came, so that every replica that
 * starts later (or again) gets them all; kept in the data directory when there is one.
 */
final class FrontDeployments {

    private final Map<String, Kept> archives = new LinkedHashMap<>();
    private final DeploymentStore store;

    /** An archive as it came, with its content hash (a deployed version never changes). */
    private record Kept(byte[] bytes, String contentHash) {
    }

    /** @param problems archives in the data directory that could not be read, with why */
    FrontDeployments(Path dataDir, List<String> problems) throws IOException {
        store = dataDir == null ? null : new DeploymentStore(dataDir);
        if (store != null) {
            for (CompositionArchive a : store.load(problems)) {
                archives.put(key(a.name(), a.version()), new Kept(a.toBytes(), a.contentHash()));
            }
        }
    }

    private static String key(String name, String version) {
        return name + "\u0000" + version;
    }

    synchronized List<byte[]> archives() {
        return archives.values().stream().map(Kept::bytes).toList();
    }

    /**
     * Keeps a new name and version (in memory), or keeps nothing and gives back the content hash
     * of the one already kept under them: checked and kept at once, so two deployments of the
     * same version cannot both pass.
     */
    synchronized String keepNew(CompositionArchive archive, byte[] bytes) {
        Kept before = archives.putIfAbsent(key(archive.name(), archive.version()), new Kept(bytes, archive.contentHash()));
        return before == null ? null : before.contentHash();
    }

    /** Writes a kept archive to the data directory. */
    /** The 507 answer's words when the front's data directory cannot keep or drop an archive. */
    String unwritable(String what, IOException e) {
        return store != null ? store.unwritable(what, e) : "cannot " + what + ": " + e.getMessage();
    }

    void save(CompositionArchive archive, byte[] bytes) throws IOException {
        if (store != null) {
            store.save(archive, bytes);
        }
    }

    /** Undoes {@link #keepNew} (and the save) when the archive could not be stored or the replicas refused it. */
    synchronized void forget(CompositionArchive archive) {
        archives.remove(key(archive.name(), archive.version()));
        try {
            if (store != null) {
                store.delete(archive.name(), archive.version());
            }
        } catch (IOException e) {
            // The memory copy is right; the data directory is fixed by the next deployment.
        }
    }

    /** False when no such deployment was kept. */
    synchronized boolean remove(String name, String version) throws IOException {
        // The file first: when it cannot go, the deployment stays, whole.
        boolean known = store != null && store.delete(name, version);
        known |= archives.remove(key(name, version)) != null;
        return known;
    }
}
