package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.eclipse.jetty.client.HttpClient;
import org.eclipse.jetty.client.Result;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import tutti.engine.AnswerCollector;

/** The client's answer collector against a real server: whole bodies with or without a length, and a limit that holds. */
class AnswerCollectorTest {

    private static final int MAX = 10_000;
    private Server server;
    private HttpClient client;
    private int port;

    @BeforeEach
    void start() throws Exception {
        server = LoopbackService.start(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                String path = Request.getPathInContext(request);
                int size = Integer.parseInt(path.substring(path.lastIndexOf('/') + 1));
                byte[] body = bytes(size);
                if (path.startsWith("/sized/")) {
                    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
                    response.write(true, ByteBuffer.wrap(body), callback);
                } else {
                    // In pieces without a length: chunked, so the collector grows as it goes.
                    int piece = Math.max(1, size / 7);
                    writePieces(response, body, 0, piece, callback);
                }
                return true;
            }
        });
        port = LoopbackService.port(server);
        client = new HttpClient();
        client.start();
    }

    private static void writePieces(Response response, byte[] body, int from, int piece, Callback done) {
        int to = Math.min(body.length, from + piece);
        boolean last = to == body.length;
        response.write(last, ByteBuffer.wrap(body, from, to - from), last ? done
                : Callback.from(() -> writePieces(response, body, to, piece, done), done::failed));
    }

    private static byte[] bytes(int size) {
        byte[] b = new byte[size];
        for (int i = 0; i < size; i++) {
            b[i] = (byte) ('a' + i % 26);
        }
        return b;
    }

    @AfterEach
    void stop() throws Exception {
        client.stop();
        server.stop();
    }

    /** The body, or the failure's message. */
    private Object fetch(String path) throws Exception {
        CompletableFuture<Object> got = new CompletableFuture<>();
        client.newRequest("http://127.0.0.1:" + port + path).timeout(10, TimeUnit.SECONDS).send(new AnswerCollector(MAX) {
            @Override
            protected void completed(Result result, byte[] body) {
                got.complete(result.isFailed() ? String.valueOf(result.getFailure().getMessage()) : body);
            }
        });
        return got.get(20, TimeUnit.SECONDS);
    }

    @Test
    void bodiesComeWholeWithAndWithoutALength() throws Exception {
        for (int size : new int[] {0, 1, 4095, 4097, MAX}) {
            assertArrayEquals(bytes(size), (byte[]) fetch("/sized/" + size), "sized " + size);
            assertArrayEquals(bytes(size), (byte[]) fetch("/chunked/" + size), "chunked " + size);
        }
    }

    @Test
    void anAnswerOverTheLimitFailsAndSaysWhy() throws Exception {
        for (String path : new String[] {"/sized/" + (MAX + 1), "/chunked/" + (3 * MAX)}) {
            Object got = fetch(path);
            assertTrue(got instanceof String s && s.contains("than the " + MAX + " bytes taken here"),
                    path + ": " + (got instanceof byte[] b ? b.length + " bytes" : got));
        }
        assertEquals(MAX, ((byte[]) fetch("/chunked/" + MAX)).length, "the collector still works after refusals");
        assertTrue(Arrays.equals(bytes(3), (byte[]) fetch("/sized/3")));
    }
}
