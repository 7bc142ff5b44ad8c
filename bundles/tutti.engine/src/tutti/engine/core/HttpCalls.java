package tutti.engine.core;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.eclipse.jetty.client.HttpClient;
import org.eclipse.jetty.client.Request;
import org.eclipse.jetty.client.Result;
import org.eclipse.jetty.client.StringRequestContent;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * HTTP calls of tasks over Jetty's asynchronous client: an Invoker thread only sends, the answer
 * comes back on the client's selector, so no thread waits on the network. Each call has its own
 * total timeout. The client starts with the first call, so engines without HTTP tasks pay nothing.
 */
final class HttpCalls implements AutoCloseable {

    /** Headers that tell a service called asynchronously where and how to send its callback. */
    static final String INSTANCE_HEADER = "Tutti-Instance";
    static final String CALLBACK_HEADER = "Tutti-Callback";

    /** Largest answer a task accepts; a bigger one fails the task rather than the engine's memory. */
    static final int MAX_ANSWER_BYTES = 8 * 1024 * 1024;

    private HttpClient client;
    private boolean closed;

    /** An answer, or a failure whose message names what went wrong (refused, timed out, status). */
    CompletableFuture<String> call(String method, String url, Object body, long timeoutMillis, long instanceId,
            String callbackUrl) {
        return call(method, url, body, timeoutMillis, instanceId, callbackUrl, null);
    }

    /** @param authorization the Authorization header's value, or null for none */
    CompletableFuture<String> call(String method, String url, Object body, long timeoutMillis, long instanceId,
            String callbackUrl, String authorization) {
        CompletableFuture<String> answer = new CompletableFuture<>();
        Request request;
        try {
            request = client().newRequest(url).method(method).timeout(timeoutMillis, TimeUnit.MILLISECONDS)
                    .headers(h -> {
                        h.put(INSTANCE_HEADER, Long.toString(instanceId));
                        if (callbackUrl != null) {
                            h.put(CALLBACK_HEADER, callbackUrl);
                        }
                        if (authorization != null) {
                            h.put(org.eclipse.jetty.http.HttpHeader.AUTHORIZATION, authorization);
                        }
                    });
        } catch (IllegalArgumentException e) {
            return CompletableFuture.failedFuture(new IllegalArgumentException("bad URL " + url + ": " + e.getMessage()));
        } catch (IllegalStateException e) {
            return CompletableFuture.failedFuture(e);
        }
        if (body != null) {
            request.body(new StringRequestContent("application/json", String.valueOf(body), StandardCharsets.UTF_8));
        }
        request.send(new tutti.engine.AnswerCollector(MAX_ANSWER_BYTES) {
            @Override
            protected void completed(Result result, byte[] body) {
                if (result.isFailed()) {
                    answer.completeExceptionally(new IllegalStateException(describe(result.getFailure(), timeoutMillis)));
                } else if (result.getResponse().getStatus() >= 400) {
                    int status = result.getResponse().getStatus();
                    answer.completeExceptionally(new tutti.runtime.TaskError(Integer.toString(status), "answered " + status
                            + brief(new String(body, StandardCharsets.UTF_8))));
                } else {
                    answer.complete(new String(body, StandardCharsets.UTF_8));
                }
            }
        });
        return answer;
    }

    private static String describe(Throwable failure, long timeoutMillis) {
        if (failure instanceof TimeoutException) {
            return "no answer within " + timeoutMillis + " ms";
        }
        if (failure instanceof java.net.ConnectException) {
            return "cannot connect (" + failure.getMessage() + ")";
        }
        String message = failure.getMessage();
        return message == null ? failure.getClass().getSimpleName() : message;
    }

    private static String brief(String body) {
        if (body == null || body.isBlank()) {
            return "";
        }
        String line = body.strip().replaceAll("\\s+", " ");
        return ": " + (line.length() > 200 ? line.substring(0, 200) + "…" : line);
    }

    private synchronized HttpClient client() {
        if (closed) {
            throw new IllegalStateException("the engine is stopping");
        }
        if (client == null) {
            QueuedThreadPool threads = new QueuedThreadPool();
            threads.setName("http-client");
            threads.setDaemon(true);
            HttpClient c = new HttpClient();
            c.setExecutor(threads);
            c.setConnectTimeout(10_000);
            c.setFollowRedirects(false);
            // Services on one host are called by many instances at once.
            c.setMaxConnectionsPerDestination(256);
            c.setMaxRequestsQueuedPerDestination(65_536);
            try {
                c.start();
            } catch (Exception e) {
                throw new IllegalStateException("cannot start the HTTP client: " + e.getMessage(), e);
            }
            client = c;
        }
        return client;
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (client != null) {
            try {
                client.stop();
            } catch (Exception e) {
                // Stopping: its threads are daemons, nothing is left to save.
            }
        }
    }
}
