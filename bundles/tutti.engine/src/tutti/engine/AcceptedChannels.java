package tutti.engine;

import java.io.IOException;
import java.nio.channels.SelectableChannel;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.jetty.io.SelectorManager;

/**
 * The connections a shared-port connector has accepted and not yet closed, so that those it
 * strands as it leaves the port can be closed.
 * <p>
 * Jetty 12.1.14 stops a connector while a connection its selector accepted may still wait to be
 * made an endpoint; that connection is then never read and never closed (the socket stays in the
 * process with the request unread), and its client waited for an answer until its own timeout:
 * about one leave in thirty with a client connecting every few milliseconds. Closed once the
 * connector has stopped, it gets a reset at once instead: its request was never read, so nothing
 * ran and sending it again is safe.
 */
final class AcceptedChannels implements SelectorManager.AcceptListener {

    /** Far longer than a connection accepted as the connector stopped takes to reach its end there. */
    static final long HANDOVER_MS = 250;

    private final Set<SelectableChannel> open = ConcurrentHashMap.newKeySet();

    @Override
    public void onAccepting(SelectableChannel channel) {
        open.add(channel);
    }

    @Override
    public void onAcceptFailed(SelectableChannel channel, Throwable cause) {
        open.remove(channel);
    }

    @Override
    public void onClosed(SelectableChannel channel) {
        open.remove(channel);
    }

    /** For a stopped connector: closes what it still holds, which nothing will ever read; how many. */
    int closeStranded() {
        int closed = 0;
        for (SelectableChannel c : open) {
            open.remove(c);
            if (c.isOpen()) {
                try {
                    c.close();
                    closed++;
                } catch (IOException ignored) {
                    // Closing anyway: the client sees the connection end either way.
                }
            }
        }
        return closed;
    }
}
