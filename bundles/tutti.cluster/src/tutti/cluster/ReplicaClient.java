package tutti.cluster;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.eclipse.jetty.client.BytesRequestContent;
import org.eclipse.jetty.client.HttpClient;
import org.eclipse.jetty.client.Request;
import org.eclipse.jetty.client.Response;
import org.eclipse.jetty.client.Result;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.util.thread.Invocable;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The front's and the supervisor's HTTP client to the replicas, over Jetty's asynchronous client:
 * a request waiting on a replica holds no thread, so a front forwards as many requests as its
 * replicas take.
 */
final class ReplicaClient implements AutoCloseable {

    /** What a replica answered. */
    record Answer(int status, String contentType, String retryAfter, byte[] body) {
        String text() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    /** Largest answer taken from a replica: batch reports and metrics stay far below it. */
    private static final int MAX_ANSWER_BYTES = 32 << 20;

    private final HttpClient client;

    ReplicaClient() throws Exception {
        QueuedThreadPool threads = new QueuedThreadPool();
        threads.setName("front-client");
        threads.setDaemon(true);
        client = new HttpClient();
        client.setExecutor(threads);
        client.setConnectTimeout(2_000);
        client.setFollowRedirects(false);
        // Replicas set no cookies and need no agent's name: matching every request against a
        // cookie store and sending a header nobody reads cost the front on each forward.
        client.setHttpCookieStore(new org.eclipse.jetty.http.HttpCookieStore.Empty());
        client.setUserAgentField(null);
        // Every client request in flight on the front is one request to a replica.
        client.setMaxConnectionsPerDestination(1024);
        client.setMaxRequestsQueuedPerDestination(1 << 20);
        // Every listener here only completes a future whose stages write asynchronously, so the
        // answer may be handled on the selector thread that read it: no hand-off to another
        // thread per request, which on a small machine costs more than the forwarding itself.
        client.getHttpClientTransport().setInvocationType(Invocable.InvocationType.NON_BLOCKING);
        client.start();
    }

    HttpClient jetty() {
        return client;
    }

    CompletableFuture<Answer> get(URI uri, long timeoutMillis) {
        return send(uri, "GET", null, null, null, timeoutMillis);
    }

    /**
     * @param authorization the {@code Authorization} header to pass on, or null
     * @param timeoutMillis 0 for none (an instance may wait for a message for as long as it likes)
     */
    CompletableFuture<Answer> send(URI uri, String method, String authorization, String contentType, byte[] body,
            long timeoutMillis) {
        CompletableFuture<Answer> answer = new CompletableFuture<>();
        Request request = client.newRequest(uri).method(method);
        if (timeoutMillis > 0) {
            request.timeout(timeoutMillis, TimeUnit.MILLISECONDS);
        }
        if (authorization != null) {
            request.headers(h -> h.put(HttpHeader.AUTHORIZATION, authorization));
        }
        if (body != null) {
            request.body(new BytesRequestContent(contentType == null ? "application/json" : contentType, body));
        }
        request.send(new tutti.engine.AnswerCollector(MAX_ANSWER_BYTES) {
            @Override
            protected void completed(Result result, byte[] body) {
                if (result.isFailed()) {
                    answer.completeExceptionally(result.getFailure());
                } else {
                    Response r = result.getResponse();
                    answer.complete(new Answer(r.getStatus(), r.getHeaders().get(HttpHeader.CONTENT_TYPE),
                            r.getHeaders().get(HttpHeader.RETRY_AFTER), body));
                }
            }
        });
        return answer;
    }

    @Override
    public void close() {
        try {
            client.stop();
        } catch (Exception e) {
            // Stopping: its threads are daemons.
        }
    }
}
