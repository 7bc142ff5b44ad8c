package tutti.cluster;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
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

    private final Map<String, byte[]> archives = new LinkedHashMap<>();
    private final DeploymentStore store;

    /** @param problems archives in the data directory that could not be read, with why */
    FrontDeployments(Path dataDir, List<String> problems) throws IOException {
        store = dataDir == null ? null : new DeploymentStore(dataDir);
        if (store != null) {
            for (CompositionArchive a : store.load(problems)) {
                archives.put(key(a.name(), a.version()), a.toBytes());
            }
        }
    }

    private static String key(String name, String version) {
        return name + "\u0000" + version;
    }

    /** The content hash of a kept archive, or null when this name and version are not deployed. */
    synchronized String contentHash(String name, String version) {
        byte[] kept = archives.get(key(name, version));
        if (kept == null) {
            return null;
        }
        try {
            return CompositionArchive.read(kept).contentHash();
        } catch (IOException e) {
            // Only archives that read are kept.
            throw new IllegalStateException(e);
        }
    }

    synchronized List<byte[]> archives() {
        return new ArrayList<>(archives.values());
    }

    /** Keeps an archive (in memory); gives back the one it replaced, or null. */
    synchronized byte[] put(CompositionArchive archive, byte[] bytes) {
        return archives.put(key(archive.name(), archive.version()), bytes);
    }

    /** Writes a kept archive to the data directory. */
    void save(CompositionArchive archive, byte[] bytes) throws IOException {
        if (store != null) {
            store.save(archive, bytes);
        }
    }

    /** Undoes {@link #put} (and the save) when the replicas refused the archive. */
    synchronized void restore(CompositionArchive archive, byte[] before) {
        String key = key(archive.name(), archive.version());
        try {
            if (before == null) {
                archives.remove(key);
                if (store != null) {
                    store.delete(archive.name(), archive.version());
                }
            } else {
                archives.put(key, before);
                if (store != null) {
                    store.save(CompositionArchive.read(before), before);
                }
            }
        } catch (IOException e) {
            // The memory copy is right; the data directory is fixed by the next deployment.
        }
    }

    /** False when no such deployment was kept. */
    synchronized boolean remove(String name, String version) throws IOException {
        boolean known = archives.remove(key(name, version)) != null;
        if (store != null) {
            known |= store.delete(name, version);
        }
        return known;
    }
}
