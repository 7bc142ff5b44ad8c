package tutti.cluster;

import static tutti.engine.HttpReplies.error;
import static tutti.engine.HttpReplies.json;
import static tutti.engine.HttpReplies.withBody;

import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import tutti.engine.HttpReplies;

/**
 * Where a front sends what concerns one instance: a new one to the replica its balance picks
 * (forwarded, or redirected), a request about one to the replica its id names, or what became of
 * that replica; a forward that fails says whether its replica ended meanwhile.
 */
final class FrontRouting {

    /** How long a failed forward waits to learn whether its replica has ended. */
    private static final long END_NOTICE_MILLIS = 500;

    private final Supervisor supervisor;
    private final ReplicaClient client;
    private final Balance balance;
    private final ScheduledExecutorService timer;
    /** The lone engine this front took over, which still answers for the instances it held; null otherwise. */
    private final LoneEngine lone;
    private final AtomicInteger turn = new AtomicInteger();

    FrontRouting(Supervisor supervisor, ReplicaClient client, Balance balance, ScheduledExecutorService timer, LoneEngine lone) {
        this.supervisor = supervisor;
        this.client = client;
        this.balance = balance;
        this.timer = timer;
        this.lone = lone;
    }

    Replica pick() {
        List<Replica> up = supervisor.up();
        if (up.isEmpty()) {
            return null;
        }
        if (balance == Balance.LEAST_OUTSTANDING) {
            Replica best = up.get(0);
            for (Replica r : up) {
                if (r.outstanding().get() < best.outstanding().get()) {
                    best = r;
                }
            }
            return best;
        }
        return up.get(Math.floorMod(turn.getAndIncrement(), up.size()));
    }

    static boolean noReplica(Response response, Callback callback) {
        response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
        return error(response, callback, HttpStatus.SERVICE_UNAVAILABLE_503,
                "no replica is up (they are starting or restarting; see GET /replicas): retry shortly");
    }

    /** A new instance: to the replica the balance picks, forwarded or redirected. */
    boolean startInstance(Request request, Response response, Callback callback) {
        Replica r = pick();
        if (r == null) {
            return noReplica(response, callback);
        }
        if (balance == Balance.REDIRECT) {
            // 307 keeps the method and body; the replica takes the same token.
            response.setStatus(HttpStatus.TEMPORARY_REDIRECT_307);
            response.getHeaders().put(HttpHeader.LOCATION, r.uri().resolve(request.getHttpURI().getPathQuery()).toString());
            HttpReplies.refuseUnread(response);
            callback.succeeded();
            return true;
        }
        return toOne(request, r, response, callback);
    }

    /** Forwards the request as it is to {@code r}, or to the balance's pick when null. */
    boolean toOne(Request request, Replica r, Response response, Callback callback) {
        Replica target = r != null ? r : pick();
        if (target == null) {
            return noReplica(response, callback);
        }
        withBody(request, FrontHandler.MAX_JSON_BYTES, failure -> "a request body is at most 1 MB of JSON", response, callback,
                body -> forward(target, request, body, response, callback));
        return true;
    }

    void forward(Replica r, Request request, byte[] body, Response response, Callback callback) {
        URI uri = r.uri();
        int generation = r.generation() % 1000;
        if (uri == null) {
            noReplica(response, callback);
            return;
        }
        r.outstanding().incrementAndGet();
        client.send(uri.resolve(request.getHttpURI().getPathQuery()), request.getMethod(),
                request.getHeaders().get(HttpHeader.AUTHORIZATION), request.getHeaders().get(HttpHeader.CONTENT_TYPE),
                body.length == 0 && request.getMethod().equals("GET") ? null : body, 0).whenComplete((a, e) -> {
                    r.outstanding().decrementAndGet();
                    if (e != null) {
                        lost(r, generation, e, response, callback);
                        return;
                    }
                    sawInstance(r, a);
                    relay(a, response, callback);
                });
    }

    /** Remembers the ids a replica gives out, so an instance lost with its process is reported as such. */
    private static void sawInstance(Replica r, ReplicaClient.Answer a) {
        if ((a.status() == 200 || a.status() == 202) && a.contentType() != null && a.contentType().startsWith("application/json")) {
            String text = a.text();
            int at = text.indexOf("\"id\":");
            if (at >= 0) {
                int end = at + 5;
                while (end < text.length() && Character.isDigit(text.charAt(end))) {
                    end++;
                }
                if (end > at + 5) {
                    r.sawInstance(Long.parseLong(text.substring(at + 5, end)));
                }
            }
        }
    }

    /** A forward that failed: if its replica ended meanwhile, say so; the request's instance ended with it. */
    private void lost(Replica r, int generation, Throwable failure, Response response, Callback callback) {
        timer.schedule(() -> {
            String end = r.endOf(generation);
            if (end != null && supervisor.journaled()) {
                error(response, callback, HttpStatus.BAD_GATEWAY_502, end + " while running this request, which was not "
                        + "acknowledged; what the replica had written to its journal is recovered when it restarts: retry the "
                        + "request");
            } else if (end != null) {
                error(response, callback, HttpStatus.BAD_GATEWAY_502, end + " while running this request; the instance it "
                        + "started, if any, failed with it (its state was in that process): retry the request");
            } else {
                error(response, callback, HttpStatus.BAD_GATEWAY_502, "replica " + r.index() + " did not answer this request ("
                        + describe(failure) + "): retry it");
            }
        }, END_NOTICE_MILLIS, TimeUnit.MILLISECONDS);
    }

    private static String describe(Throwable t) {
        return t.getMessage() != null ? t.getMessage() : t.getClass().getSimpleName();
    }

    static void relay(ReplicaClient.Answer a, Response response, Callback callback) {
        response.setStatus(a.status());
        if (a.contentType() != null) {
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, a.contentType());
        }
        if (a.retryAfter() != null) {
            response.getHeaders().put(HttpHeader.RETRY_AFTER, a.retryAfter());
        }
        response.write(true, java.nio.ByteBuffer.wrap(a.body()), callback);
    }

    /** {@code GET /instances/{id}} and messages: to the replica the id names, or what became of it. */
    boolean toInstance(long id, String message, Request request, Response response, Callback callback) {
        int index = InstanceIds.replica(id);
        if (index < 0 && lone != null) {
            // Numbered by the lone engine this front took over: it still answers for them, in this JVM.
            try {
                return lone.api().handle(request, response, callback);
            } catch (Exception e) {
                return error(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500, "the engine failed on instance " + id
                        + ": " + e);
            }
        }
        Replica r = index < 0 ? null : supervisor.replica(index);
        if (r == null) {
            return error(response, callback, HttpStatus.NOT_FOUND_404, "no instance " + id + " (this front's replicas number "
                    + "their instances from " + InstanceIds.PER_REPLICA + ")");
        }
        if (r.retiredAt() != null) {
            return error(response, callback, HttpStatus.NOT_FOUND_404, "instance " + id + " ran on replica " + index
                    + ", which a plan change replaced; it stopped at " + r.retiredAt() + ", " + Supervisor.RESULTS_KEPT_MILLIS / 1000
                    + " s after its last instance had ended, and its results went with it");
        }
        String end = supervisor.journaled() ? null : r.endOf(InstanceIds.generation(id));
        if (end != null) {
            if (!r.gaveOut(id)) {
                return error(response, callback, HttpStatus.NOT_FOUND_404, "no instance " + id);
            }
            if (message != null) {
                return error(response, callback, HttpStatus.NOT_FOUND_404, "instance " + id + " is no longer running: " + end
                        + ", and the instance failed with it");
            }
            Map<String, Object> lost = new LinkedHashMap<>();
            lost.put("id", id);
            lost.put("state", "failed");
            lost.put("reason", end + "; the instance ran in that process and failed with it (its state and any result "
                    + "were lost)");
            return json(response, callback, HttpStatus.OK_200, lost);
        }
        boolean answers = r.state() == Replica.State.UP || r.state() == Replica.State.DRAINING;
        // A journaling replica's restart recovers the instances of its earlier starts: they run in the current one.
        if (!answers || (!supervisor.journaled() && r.generation() % 1000 != InstanceIds.generation(id))) {
            response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
            return error(response, callback, HttpStatus.SERVICE_UNAVAILABLE_503, "replica " + index + ", where instance " + id
                    + " runs, is not answering now (" + r.state().name().toLowerCase() + "): retry shortly");
        }
        return toOne(request, r, response, callback);
    }
}
