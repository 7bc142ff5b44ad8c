package tutti.engine.core;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/** HTTP calls of tasks: asynchronous, so no Invoker thread waits on the network; each with its timeout. */
final class HttpCalls {

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    CompletableFuture<String> call(String method, String url, Object body, long timeoutMillis) {
        HttpRequest request;
        try {
            request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofMillis(timeoutMillis))
                    .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                            : HttpRequest.BodyPublishers.ofString(String.valueOf(body)))
                    .build();
        } catch (IllegalArgumentException e) {
            return CompletableFuture.failedFuture(new IllegalArgumentException("bad URL " + url + ": " + e.getMessage()));
        }
        return client.sendAsync(request, HttpResponse.BodyHandlers.ofString()).thenApply(r -> {
            if (r.statusCode() >= 400) {
                throw new IllegalStateException("answered " + r.statusCode());
            }
            return r.body();
        });
    }
}
