package tutti.cluster;

import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import tutti.engine.HttpReplies;

/**
 * The front's deployment changes, one after another: each goes to every replica, and a change
 * must have answered its client before the next one starts.
 */
final class ChangeTurns {

    /** Answered when the last deployment change asked for has answered its client. */
    private CompletableFuture<Void> turn = CompletableFuture.completedFuture(null);

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
}
