package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.Test;

import tutti.engine.HttpListener;

/**
 * A process that leaves a port it shares (a front once a replica listens there again, a replica
 * that drains) must not strand a connection it took as it left: Jetty sometimes accepted one as
 * its connector shut down and stopped, then never read it nor closed it, and its client waited for
 * an answer until its own timeout (SharedPortTest failed so once in CI; about one leave in thirty
 * with clients connecting every few milliseconds). Checked: it fails with an acceptor thread (a
 * connection lost inside the JDK when Jetty's shutdown interrupts the accept that returned it), and
 * without an acceptor thread but without closing what the connector holds once stopped.
 */
class SharedPortLeaveTest {

    private static final int CLIENTS = 4;
    private static final int LEAVES = 150;
    /** Far longer than an answer takes here; a connection stranded by the leave never gets one. */
    private static final int ANSWER_TIMEOUT_MS = 5_000;

    @Test
    void everyConnectionTheLeavingConnectorTookIsAnsweredOrClosed() throws Exception {
        Server server = new Server();
        server.setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                response.setStatus(200);
                callback.succeeded();
                return true;
            }
        });
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        // The one that stays, like a replica; the ones that come and go, like the front.
        ServerConnector staying = HttpListener.sharedConnector(server, "127.0.0.1", port);
        server.start();
        AtomicBoolean done = new AtomicBoolean();
        AtomicInteger answered = new AtomicInteger();
        AtomicInteger closedOrRefused = new AtomicInteger();
        List<String> stranded = java.util.Collections.synchronizedList(new ArrayList<>());
        List<Thread> clients = new ArrayList<>();
        List<org.eclipse.jetty.server.Connector> remaining = List.of();
        for (int i = 0; i < CLIENTS; i++) {
            Thread t = new Thread(() -> {
                while (!done.get()) {
                    Socket s = new Socket();
                    try (s) {
                        s.connect(new InetSocketAddress("127.0.0.1", port), ANSWER_TIMEOUT_MS);
                        s.setSoTimeout(ANSWER_TIMEOUT_MS);
                        OutputStream out = s.getOutputStream();
                        out.write(("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                        out.flush();
                        InputStream in = s.getInputStream();
                        int first = in.read();
                        if (first == 'H') {
                            answered.incrementAndGet();
                        } else {
                            closedOrRefused.incrementAndGet();
                        }
                    } catch (SocketTimeoutException e) {
                        stranded.add("a connection got no answer and stayed open for " + ANSWER_TIMEOUT_MS + " ms: port " + s.getLocalPort());
                    } catch (IOException e) {
                        closedOrRefused.incrementAndGet(); // reset as the listening socket closed: the client may retry
                    }
                }
            }, "client-" + i);
            t.start();
            clients.add(t);
        }
        try {
            List<ServerConnector> left = new ArrayList<>();
            for (int i = 0; i < LEAVES && stranded.isEmpty(); i++) {
                ServerConnector coming = HttpListener.sharedConnector(server, "127.0.0.1", port);
                coming.start();
                Thread.sleep(ThreadLocalRandom.current().nextInt(1, 8));
                HttpListener.leave(coming);
                left.add(coming);
            }
            long deadline = System.nanoTime() + 20_000_000_000L;
            for (ServerConnector c : left) {
                while (!c.isStopped() && System.nanoTime() < deadline) {
                    Thread.sleep(10);
                }
            }
            // Whatever was stranded now waits out its timeout.
            Thread.sleep(ANSWER_TIMEOUT_MS + 500L);
            remaining = List.of(server.getConnectors());
        } finally {
            done.set(true);
            for (Thread t : clients) {
                t.join(ANSWER_TIMEOUT_MS * 2L);
            }
            server.stop();
        }
        assertEquals(List.of(), stranded, answered.get() + " answered, " + closedOrRefused.get() + " closed or refused");
        assertTrue(answered.get() > LEAVES, "the clients were answered throughout: " + answered.get());
        assertEquals(List.of(staying), remaining, "the leaving connectors were removed");
    }
}
