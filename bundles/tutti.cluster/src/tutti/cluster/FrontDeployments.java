package tutti.cluster;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import tutti.engine.DeploymentStore;
import tutti.engine.HttpReplies;
import tutti.runtime.CompositionArchive;

/**
 * The archives deployed through a front, in the order they came, so that every replica that
 * starts later (or again) gets them all; kept in the data directory when there is one.
 */
final class FrontDeployments {

    private final Map<String, Kept> archives = new LinkedHashMap<>();
    private final DeploymentStore store;
    /** Answered when the last deployment change asked for has answered its client. */
    private CompletableFuture<Void> turn = CompletableFuture.completedFuture(null);

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

    /**
     * Runs a deployment or a deletion once the one before it has answered: each goes to every
     * replica, and a deletion overtaking a deployment of the same version would leave replicas
     * that disagree with the front (or a file the front forgot). {@code change} answers through
     * the callback it is given.
     */
    void inTurn(Response response, Callback callback, Consumer<Callback> change) {
        CompletableFuture<Void> answered = new CompletableFuture<>();
        CompletableFuture<Void> before;
        synchronized (this) {
            before = turn;
            turn = answered;
        }
        Callback done = Callback.from(() -> {
            answered.complete(null);
            callback.succeeded();
        }, failure -> {
            answered.complete(null);
            callback.failed(failure);
        });
        // Not on the thread that answered the one before: a queue of changes that answer at once must not nest.
        before.whenCompleteAsync((ignored, failure) -> {
            try {
                change.accept(done);
            } catch (RuntimeException e) {
                // The next change must not wait for an answer that will never come.
                answered.complete(null);
                HttpReplies.error(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500,
                        "the front failed on a deployment change: " + e);
            }
        });
    }

    /** The 507 answer's words when the front's data directory cannot keep or drop an archive. */
    String unwritable(String what, IOException e) {
        return store != null ? store.unwritable(what, e) : "cannot " + what + ": " + e.getMessage();
    }

    /** Writes a kept archive to the data directory. */
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
