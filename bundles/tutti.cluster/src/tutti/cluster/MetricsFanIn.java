package tutti.cluster;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.eclipse.jetty.client.Request;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import tutti.runtime.Json;
import tutti.runtime.JsonReader;

/**
 * {@code GET /metrics/stream} on a front: one client stream fed by every replica's stream. Each
 * replica's samples pass on with a {@code replica} field; a replica that ends is announced with a
 * {@code replica} event and followed again once it is back. The changes a sample carries are the
 * front's (its deploys, events, plans and restarts), not the replica's: a deploy to three replicas
 * is one change. Ends when the client goes away.
 */
final class MetricsFanIn {

    private static final long RESUBSCRIBE_MILLIS = 1_000;

    private final List<Replica> replicas;
    private final ReplicaClient client;
    private final String authorization;
    private final double hertz;
    private final Response response;
    private final Callback callback;
    private final ScheduledExecutorService timer;
    private final Queue<String> pending = new ArrayDeque<>();
    private final Map<Integer, Request> upstream = new ConcurrentHashMap<>();
    private boolean writing;
    private volatile boolean done;
    private final tutti.engine.ChangeLog changes;
    /** The newest change this stream sent; guarded by this. */
    private long changesSent;

    private MetricsFanIn(List<Replica> replicas, ReplicaClient client, String authorization, double hertz, Response response,
            Callback callback, ScheduledExecutorService timer, tutti.engine.ChangeLog changes) {
        this.changes = changes;
        this.replicas = replicas;
        this.client = client;
        this.authorization = authorization;
        this.hertz = hertz;
        this.response = response;
        this.callback = callback;
        this.timer = timer;
    }

    static void start(List<Replica> replicas, ReplicaClient client, String authorization, double hertz, Response response,
            Callback callback, ScheduledExecutorService timer, tutti.engine.ChangeLog changes) {
        response.setStatus(HttpStatus.OK_200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        MetricsFanIn fanIn = new MetricsFanIn(replicas, client, authorization, hertz, response, callback, timer, changes);
        fanIn.emit("event: replicas\ndata: " + Json.of(replicas.stream().map(r -> Map.of("replica", r.index(), "state",
                r.state().name().toLowerCase())).toList()) + "\n\n");
        replicas.forEach(fanIn::follow);
    }

    private void follow(Replica r) {
        if (done) {
            return;
        }
        java.net.URI uri = r.uri();
        if (r.state() != Replica.State.UP || uri == null) {
            // A comment line: clients ignore it, and writing it tells whether the client is still there.
            emit(": waiting for replica " + r.index() + "\n\n");
            timer.schedule(() -> follow(r), RESUBSCRIBE_MILLIS, TimeUnit.MILLISECONDS);
            return;
        }
        StringBuilder partial = new StringBuilder();
        Request request = client.jetty().newRequest(uri.resolve("/metrics/stream?hz=" + hertz))
                .headers(h -> h.put(HttpHeader.AUTHORIZATION, authorization))
                .onResponseContent((answer, content) -> {
                    partial.append(StandardCharsets.UTF_8.decode(content));
                    int end;
                    while ((end = partial.indexOf("\n\n")) >= 0) {
                        String event = partial.substring(0, end);
                        partial.delete(0, end + 2);
                        forward(r.index(), event);
                    }
                });
        upstream.put(r.index(), request);
        request.send(result -> {
            upstream.remove(r.index(), request);
            if (done) {
                return;
            }
            emit("event: replica\ndata: " + Json.object(Map.of("replica", r.index(), "state", "down", "reason",
                    String.valueOf(r.lastEnd() != null ? r.lastEnd() : result.getFailure()))) + "\n\n");
            timer.schedule(() -> follow(r), RESUBSCRIBE_MILLIS, TimeUnit.MILLISECONDS);
        });
    }

    private void forward(int replica, String event) {
        for (String line : event.split("\n")) {
            if (line.startsWith("data: ")) {
                Map<String, Object> sample = new LinkedHashMap<>();
                sample.put("replica", replica);
                sample.putAll(JsonReader.parseObject(line.substring(6)));
                synchronized (this) {
                    long last = changes.last();
                    sample.put("changes", last > changesSent ? changes.after(changesSent) : List.of());
                    changesSent = last;
                    emit("event: sample\ndata: " + Json.object(sample) + "\n\n");
                }
            }
        }
    }

    /** Writes one event after the ones before it: Jetty takes one write at a time. */
    private synchronized void emit(String event) {
        if (done) {
            return;
        }
        pending.add(event);
        if (!writing) {
            writeNext();
        }
    }

    private synchronized void writeNext() {
        String next = pending.poll();
        if (next == null || done) {
            writing = false;
            return;
        }
        writing = true;
        response.write(false, ByteBuffer.wrap(next.getBytes(StandardCharsets.UTF_8)), Callback.from(this::writeNext, this::fail));
    }

    private void fail(Throwable clientGone) {
        synchronized (this) {
            if (done) {
                return;
            }
            done = true;
            pending.clear();
        }
        upstream.values().forEach(r -> r.abort(clientGone));
        callback.failed(clientGone);
    }
}
