package tutti.engine;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.util.component.AbstractLifeCycle;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Closes the connections of clients that send a request's head too slowly (slowloris). Jetty's
 * idle timeout starts again with every byte, and it has no deadline for a whole request head, so
 * a client sending one header line every few seconds would hold its connection for ever, and a
 * few thousand such clients every connection a machine allows.
 *
 * <p>Once a second it looks at each HTTP connection: one that is not being answered, has taken in
 * bytes since its last request was answered and has not completed a request head within the
 * deadline since those bytes began, is closed. Connections with nothing to say are left to the
 * idle timeout; requests being answered (a body arriving, an instance waiting for a message) to
 * their own limits. Only Jetty's public connection figures are read: requests in, answers out and
 * bytes in.
 */
final class SlowClients extends AbstractLifeCycle implements Connection.Listener {

    /** How long a request head may take to arrive, from its first byte. */
    static final long HEAD_DEADLINE_MS = 10_000;

    private static final long SWEEP_MS = 1000;

    private final Scheduler scheduler;
    private final long deadlineNanos;
    private final Map<Connection, Watch> open = new ConcurrentHashMap<>();
    private final AtomicLong closed = new AtomicLong();
    private volatile Scheduler.Task next;

    SlowClients(Scheduler scheduler, long deadlineMillis) {
        this.scheduler = scheduler;
        this.deadlineNanos = TimeUnit.MILLISECONDS.toNanos(deadlineMillis);
    }

    /** Connections closed so far because their request head came too slowly. */
    long closed() {
        return closed.get();
    }

    @Override
    public void onOpened(Connection connection) {
        // Only connections that count requests (HTTP/1.1 over plain or decrypted bytes); TLS
        // itself is watched through the HTTP connection it carries.
        if (connection.getMessagesIn() >= 0) {
            open.put(connection, new Watch());
        }
    }

    @Override
    public void onClosed(Connection connection) {
        open.remove(connection);
    }

    @Override
    protected void doStart() {
        next = scheduler.schedule(this::sweep, SWEEP_MS, TimeUnit.MILLISECONDS);
    }

    @Override
    protected void doStop() {
        Scheduler.Task task = next;
        if (task != null) {
            task.cancel();
        }
        open.clear();
    }

    private void sweep() {
        long now = System.nanoTime();
        for (Map.Entry<Connection, Watch> e : open.entrySet()) {
            if (e.getValue().tooSlow(e.getKey(), now, deadlineNanos)) {
                open.remove(e.getKey());
                closed.incrementAndGet();
                e.getKey().getEndPoint().close();
            }
        }
        if (isRunning()) {
            next = scheduler.schedule(this::sweep, SWEEP_MS, TimeUnit.MILLISECONDS);
        }
    }

    /** What the sweep saw of one connection; only the sweep's thread touches it. */
    private static final class Watch {
        private boolean resting;
        private long requests;
        private long bytesAtRest;
        private long headSince;

        boolean tooSlow(Connection c, long now, long deadline) {
            long in = c.getMessagesIn();
            long bytes = c.getBytesIn();
            if (in > c.getMessagesOut()) {
                resting = false; // a request is being answered: its body and its run have limits of their own
                return false;
            }
            if (!resting || in != requests) {
                // Answered since the last look: what came in so far belonged to requests that were answered.
                resting = true;
                requests = in;
                bytesAtRest = bytes;
                headSince = 0;
                return false;
            }
            if (bytes == bytesAtRest) {
                return false; // silent: the idle timeout's business
            }
            if (headSince == 0) {
                headSince = now;
                return false;
            }
            return now - headSince > deadline;
        }
    }
}
