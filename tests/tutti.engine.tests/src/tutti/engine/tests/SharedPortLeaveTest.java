package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.Test;

import tutti.engine.HttpListener;
import tutti.engine.SharedPortConnector;

/**
 * A process that leaves a port it shares (a front once a replica listens there again, a replica
 * that drains) must neither strand a connection it took as it left (Jetty's own stop left one
 * open and unread about one leave in thirty: SharedPortTest failed so once in CI) nor close one
 * after its request was sent without answering it. The only loss allowed is the kernel's: a
 * connection still queued at the socket as it closes is reset, never read; none with
 * {@code net.ipv4.tcp_migrate_req=1}. Checked: with Jetty's interrupt on leaving, connections are
 * stranded; stopping once Jetty's shutdown is done, connections are closed unanswered.
 */
class SharedPortLeaveTest {

    private static final int CLIENTS = 4;
    private static final int LEAVES = 150;
    /** Far longer than an answer takes here; a connection stranded by the leave never gets one. */
    private static final int ANSWER_TIMEOUT_MS = 5_000;

    private final AtomicInteger answered = new AtomicInteger();
    private final AtomicInteger reset = new AtomicInteger();
    private final List<String> unanswered = Collections.synchronizedList(new ArrayList<>());

    @Test
    void everyConnectionTheLeavingConnectorTookIsAnswered() throws Exception {
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
        SharedPortConnector staying = HttpListener.sharedConnector(server, "127.0.0.1", port);
        server.start();
        AtomicBoolean done = new AtomicBoolean();
        List<Thread> clients = new ArrayList<>();
        List<Connector> remaining;
        for (int i = 0; i < CLIENTS; i++) {
            Thread t = new Thread(() -> {
                while (!done.get()) {
                    ask(port);
                }
            }, "client-" + i);
            t.start();
            clients.add(t);
        }
        try {
            List<CompletableFuture<Void>> left = new ArrayList<>();
            for (int i = 0; i < LEAVES && unanswered.isEmpty(); i++) {
                SharedPortConnector coming = HttpListener.sharedConnector(server, "127.0.0.1", port);
                coming.start();
                Thread.sleep(ThreadLocalRandom.current().nextInt(1, 8));
                left.add(coming.leave());
            }
            CompletableFuture.allOf(left.toArray(CompletableFuture[]::new)).get(20, TimeUnit.SECONDS);
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
        String counts = answered.get() + " answered, " + reset.get() + " reset";
        assertEquals(List.of(), unanswered, counts);
        assertTrue(answered.get() > LEAVES, "the clients were answered throughout: " + counts);
        if (kernelMovesQueuedConnections()) {
            assertEquals(0, reset.get(), "with tcp_migrate_req=1 no connection is reset: " + counts);
        }
        assertEquals(List.of(staying), remaining, "the leaving connectors were removed");
    }

    private void ask(int port) {
        Socket s = new Socket();
        try (s) {
            s.connect(new InetSocketAddress("127.0.0.1", port), ANSWER_TIMEOUT_MS);
            s.setSoTimeout(ANSWER_TIMEOUT_MS);
            OutputStream out = s.getOutputStream();
            out.write("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = s.getInputStream();
            if (in.read() == 'H') {
                answered.incrementAndGet();
            } else {
                unanswered.add("port " + s.getLocalPort() + ": closed after its request was sent, without an answer");
            }
        } catch (SocketTimeoutException e) {
            unanswered.add("port " + s.getLocalPort() + ": no answer and still open after " + ANSWER_TIMEOUT_MS + " ms");
        } catch (SocketException e) {
            // Queued at the socket as it closed: never read, so the client may send it again.
            reset.incrementAndGet();
        } catch (IOException e) {
            unanswered.add("port " + s.getLocalPort() + ": " + e);
        }
    }

    private static boolean kernelMovesQueuedConnections() throws IOException {
        Path migrate = Path.of("/proc/sys/net/ipv4/tcp_migrate_req");
        return Files.isReadable(migrate) && Files.readString(migrate).trim().equals("1");
    }
}
