package tutti.engine;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SelectableChannel;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.io.SelectorManager;
import org.eclipse.jetty.server.ConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.IO;

/**
 * A connector on a port other processes listen on too ({@code SO_REUSEPORT}: the kernel spreads
 * new connections over them) that can {@link #leave} it without stranding a connection.
 * <p>
 * Stopped the usual way (Jetty 12.1.14), a connector leaving such a port while clients connect
 * every few milliseconds left a connection open and unread about one leave in thirty, its client
 * waiting for an answer until its own timeout. Two ways: Jetty's shutdown interrupts the acceptor
 * thread, and an interrupt that lands just as the blocking accept returned a connection makes the
 * JDK throw {@code ClosedByInterruptException} and never close the accepted socket; and the stop
 * that follows once no connection is open drops one accepted just before, still on its way to the
 * selector (its client sees the connection end without an answer). So {@link #leave} closes the
 * listening socket itself instead of interrupting (a blocked accept then returns the connection it
 * took, or none), and stops only once every connection accepted has been made an endpoint and
 * every endpoint has closed.
 */
public final class SharedPortConnector extends ServerConnector {

    /** Between looks at whether what the connector accepted has been served, while it leaves. */
    private static final long LOOK_MS = 10;

    /** Accepted, not yet an endpoint of this connector: on their way to its selector. */
    private final Set<SelectableChannel> handedOver = ConcurrentHashMap.newKeySet();
    private volatile boolean leaving;

    public SharedPortConnector(Server server, ConnectionFactory... factories) {
        super(server, factories);
        setReusePort(true);
        getSelectorManager().addEventListener(new SelectorManager.AcceptListener() {
            @Override
            public void onAccepting(SelectableChannel channel) {
                handedOver.add(channel);
            }

            @Override
            public void onAcceptFailed(SelectableChannel channel, Throwable cause) {
                handedOver.remove(channel);
            }
        });
    }

    @Override
    protected void onEndPointOpened(EndPoint endPoint) {
        super.onEndPointOpened(endPoint);
        handedOver.remove(endPoint.getTransport());
    }

    @Override
    public void accept(int acceptorID) throws IOException {
        try {
            super.accept(acceptorID);
        } catch (ClosedChannelException e) {
            if (!leaving) {
                throw e;
            }
            // leave() closed the listening socket: nothing was accepted. Jetty would log this as
            // an accept failure and wait a second; its shutdown, which follows at once, ends the loop.
        }
    }

    @Override
    protected void interruptAcceptors() {
        if (!leaving) {
            super.interruptAcceptors();
            return;
        }
        // leave() closed the listening socket, so an acceptor in accept() wakes by itself with the
        // connection it took or with none. An interrupt could land just as its accept returned one:
        // the JDK (25) then throws ClosedByInterruptException, even on a closed channel, and never
        // closes the accepted socket. An acceptor waiting for the connection limit to let it accept
        // again is woken instead, and sees the shutdown.
        setAccepting(true);
    }

    /**
     * Leaves the port: no new connection comes here (one the kernel had queued for this socket
     * and nobody accepted yet is reset, so its client may send again: its request never ran;
     * with {@code sysctl net.ipv4.tcp_migrate_req=1} the kernel gives it to another socket on the
     * port instead); a request in progress on a connection taken finishes, then its connection
     * closes, and the connector stops and leaves its server. What is still open after the idle timeout of
     * {@link HttpListener} is closed.
     *
     * @return done once the connector has stopped
     */
    public CompletableFuture<Void> leave() {
        long timeoutMs = HttpListener.IDLE_TIMEOUT_MS;
        leaving = true;
        Object listening = getTransport();
        if (listening instanceof Closeable c) {
            IO.close(c);
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        CompletableFuture<Void> stopped = new CompletableFuture<>();
        // Jetty's shutdown is done once its acceptor threads have ended (so every connection
        // accepted is in handedOver or already an endpoint) and no endpoint is open; one still on
        // its way to the selector may become an endpoint after that.
        shutdown().orTimeout(timeoutMs, TimeUnit.MILLISECONDS).whenComplete((v, e) -> lookLater(0, deadline, stopped));
        return stopped;
    }

    /** On Jetty's scheduler, never on the selector thread that closed the last endpoint: its stop waits for that thread. */
    private void lookLater(long delayMs, long deadline, CompletableFuture<Void> stopped) {
        try {
            getScheduler().schedule(() -> look(deadline, stopped), delayMs, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException serverStopping) {
            stopped.complete(null); // the server's stop takes this connector down with it
        }
    }

    private void look(long deadline, CompletableFuture<Void> stopped) {
        // handedOver first: a connection leaves it only once it is among the connected endpoints.
        boolean served = handedOver.isEmpty() && getConnectedEndPoints().isEmpty();
        if (!served && System.nanoTime() < deadline) {
            lookLater(LOOK_MS, deadline, stopped);
            return;
        }
        try {
            // On the server's pool: a stop waits for the acceptor and selector threads, and the
            // scheduler runs the idle timeouts meanwhile.
            getExecutor().execute(() -> stopAndRemove(stopped));
        } catch (RejectedExecutionException serverStopping) {
            stopped.complete(null);
        }
    }

    private void stopAndRemove(CompletableFuture<Void> stopped) {
        try {
            stop();
        } catch (Exception ignored) {
            // Stopping anyway; nothing is left to tell.
        }
        // Only after the time ran out: connections the stop left on their way to a stopped selector.
        handedOver.forEach(IO::close);
        handedOver.clear();
        Server server = getServer();
        server.removeConnector(this);
        NetworkConnectionLimit limit = getBean(NetworkConnectionLimit.class);
        if (limit != null) {
            server.removeBean(limit);
        }
        stopped.complete(null);
    }
}
