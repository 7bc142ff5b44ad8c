package tutti.cluster;

import static tutti.engine.HttpReplies.error;
import static tutti.engine.HttpReplies.json;
import static tutti.engine.HttpReplies.withBody;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import tutti.engine.ApiRoutes;
import tutti.engine.DeployAnswers;
import tutti.engine.EngineServer;
import tutti.engine.EventList;
import tutti.engine.HttpReplies;
import tutti.engine.core.BatchRun;
import tutti.engine.core.CallbackAddresses;
import tutti.overseer.Availability;
import tutti.overseer.Overseer;
import tutti.overseer.TopologyJson;
import tutti.runtime.CompositionArchive;
import tutti.runtime.Json;
import tutti.runtime.JsonReader;

/**
 * The engine's HTTP API in front of its replicas. Instances go to one healthy replica (forwarded,
 * or redirected); requests about an instance go to the replica its id names; batches are split
 * over the replicas and their reports merged; deployments and configuration go to all; metrics,
 * topology and the replica list are gathered from all. Nothing here blocks a thread.
 */
final class FrontHandler extends ApiRoutes {

    /**
     * The engine's API document less what only a lone engine takes: PUT /config's {@code cpus} and
     * {@code nodes} (each replica has its own; a front refuses them and says where to send them).
     */
    private static final String OPENAPI = frontDocument();

    private static final int MAX_ARCHIVE_BYTES = 64 << 20;
    private static final int MAX_JSON_BYTES = 1 << 20;
    /** For answers gathered from every replica; an instance or a batch waits as long as it takes. */
    private static final long GATHER_MILLIS = 5_000;
    /** How long a failed forward waits to learn whether its replica has ended. */
    private static final long END_NOTICE_MILLIS = 500;

    private final long startNanos = System.nanoTime();
    private final Supervisor supervisor;
    private final ReplicaClient client;
    private final Balance balance;
    private final FrontDeployments deployments;
    private final ScheduledExecutorService timer;
    private final AtomicInteger turn = new AtomicInteger();
    private volatile CallbackAddresses callbacks;
    /** The options the running plan was asked with, as {@code tutti plan} names them. */
    private volatile Map<String, Object> options;
    /** The lone engine this front took over, which still answers for the instances it held; null otherwise. */
    private final LoneEngine lone;

    FrontHandler(Map<String, Object> options, Supervisor supervisor, ReplicaClient client, String token, Balance balance,
            FrontDeployments deployments, ScheduledExecutorService timer, LoneEngine lone, int wrongTokens) {
        super(token, "front", wrongTokens);
        this.options = options;
        this.lone = lone;
        this.supervisor = supervisor;
        this.client = client;
        this.balance = balance;
        this.deployments = deployments;
        this.timer = timer;
    }

    /** Once the front listens: replicas sign callback keys with the same token, so the front can check them. */
    void listening(URI address) {
        callbacks = new CallbackAddresses(address, token());
    }

    @Override
    protected boolean acceptsCallbackKey(long instance, String message, String key) {
        CallbackAddresses c = callbacks;
        return c != null && c.accepts(instance, message, key);
    }

    @Override
    protected boolean reconfigure(Request request, Response response, Callback callback) {
        withBody(request, MAX_JSON_BYTES, failure -> "a configuration is at most 1 MB of JSON", response, callback, body -> {
            Map<String, Object> asked;
            List<String> events;
            try {
                asked = JsonReader.parseObject(body);
                if (asked.containsKey("cpus") || asked.containsKey("nodes")) {
                    throw new IllegalArgumentException("each replica has its own CPUs and nodes: send cpus and nodes to a "
                            + "replica's PUT /config (GET /replicas gives their addresses), or change the plan (PUT /plan)");
                }
                events = asked.get("counters") == null ? null : EventList.counters(asked.get("counters"));
                if (events != null) {
                    // Replicas that start later (restarts, plan changes) count these too.
                    supervisor.useCounters(events);
                }
            } catch (IllegalArgumentException e) {
                error(response, callback, HttpStatus.BAD_REQUEST_400, e.getMessage());
                return;
            }
            toAll("PUT", "/config", request.getHeaders().get(HttpHeader.AUTHORIZATION),
                    request.getHeaders().get(HttpHeader.CONTENT_TYPE), body, HttpStatus.OK_200, false, response, callback, null,
                    () -> changed(asked, events));
        });
        return true;
    }

    @Override
    protected String openApi() {
        return OPENAPI;
    }

    @SuppressWarnings("unchecked")
    private static String frontDocument() {
        Map<String, Object> document = JsonReader.parseObject(engineOpenApi());
        Map<String, Object> properties = document;
        for (String key : List.of("paths", "/config", "put", "requestBody", "content", "application/json", "schema", "properties")) {
            properties = (Map<String, Object>) properties.get(key);
        }
        properties.remove("cpus");
        properties.remove("nodes");
        return Json.object(document) + "\n";
    }

    /** Notes a configuration every replica took, in words, for the front's stream. */
    private void changed(Map<String, Object> asked, List<String> events) {
        String kind = tutti.engine.ChangeLog.CONFIG;
        if (events != null) {
            supervisor.changes().add(kind, tutti.engine.ChangeLog.counting(events));
        }
        List<String> sizes = new ArrayList<>();
        if (asked.containsKey("kernelThreads")) {
            sizes.add(asked.get("kernelThreads") + " Kernel threads");
        }
        if (asked.containsKey("invokerThreads")) {
            sizes.add(asked.get("invokerThreads") + " Invoker threads");
        }
        if (!sizes.isEmpty()) {
            supervisor.changes().add(kind, "pools resized: " + String.join(", ", sizes));
        }
    }

    /** The machine's events as a replica probes them (the replicas count them, on this machine). */
    @Override
    protected boolean events(Response response, Callback callback) {
        Replica r = pick();
        if (r == null) {
            return noReplica(response, callback);
        }
        client.get(r.uri().resolve("/events"), GATHER_MILLIS).whenComplete((a, e) -> {
            if (e != null) {
                error(response, callback, HttpStatus.BAD_GATEWAY_502, "replica " + r.index() + " did not answer GET /events: retry");
            } else {
                relay(a, response, callback);
            }
        });
        return true;
    }

    @Override
    protected boolean deployments(Request request, Response response, Callback callback) {
        return toOne(request, null, response, callback);
    }

    @Override
    protected boolean instance(long id, Request request, Response response, Callback callback) {
        return toInstance(id, null, request, response, callback);
    }

    @Override
    protected boolean message(long id, String name, Request request, Response response, Callback callback) {
        return toInstance(id, name, request, response, callback);
    }

    /**
     * A signal reaches every replica that is up (and the lone engine this front took over): the
     * answer sums the instances that took it and says which replicas did not answer.
     */
    @Override
    protected boolean signal(String name, Request request, Response response, Callback callback) {
        // As the client sent it, still encoded: a decoded name with unusual characters is no URI.
        String path = request.getHttpURI().getPath();
        String authorization = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        HttpReplies.withJsonPayload(request, "signal", response, callback, payload -> {
            byte[] body = Json.of(payload).getBytes(StandardCharsets.UTF_8);
            List<Replica> up = supervisor.up();
            List<CompletableFuture<ReplicaClient.Answer>> answers = new ArrayList<>();
            for (Replica r : up) {
                answers.add(client.send(r.uri().resolve(path), "POST", authorization, "application/json", body, 0));
            }
            CompletableFuture<Integer> local = lone == null ? CompletableFuture.completedFuture(0)
                    : lone.core().signal(name, payload);
            CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new)).exceptionally(x -> null)
                    .thenCombine(local.exceptionally(x -> 0), (ignored, loneTook) -> {
                        int taken = loneTook;
                        List<Integer> missed = new ArrayList<>();
                        for (int i = 0; i < up.size(); i++) {
                            ReplicaClient.Answer a = answers.get(i).exceptionally(x -> null).join();
                            if (a != null && a.status() == HttpStatus.OK_200 && JsonReader.parse(a.text()) instanceof Map<?, ?> m
                                    && m.get("taken") instanceof Number n) {
                                taken += n.intValue();
                            } else {
                                missed.add(up.get(i).index());
                            }
                        }
                        Map<String, Object> answer = new LinkedHashMap<>();
                        answer.put("signal", name);
                        answer.put("taken", taken);
                        answer.put("replicas", up.size());
                        if (!missed.isEmpty()) {
                            answer.put("missed", missed);
                        }
                        return answer;
                    }).whenComplete((answer, failure) -> {
                        if (failure != null) {
                            error(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500, "signal " + name + " failed: " + failure);
                        } else if (up.isEmpty() && lone == null) {
                            noReplica(response, callback);
                        } else {
                            json(response, callback, answer.containsKey("missed") ? HttpStatus.BAD_GATEWAY_502 : HttpStatus.OK_200,
                                    answer);
                        }
                    });
        });
        return true;
    }

    // ----- one replica -----

    private Replica pick() {
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

    private static boolean noReplica(Response response, Callback callback) {
        response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
        return error(response, callback, HttpStatus.SERVICE_UNAVAILABLE_503,
                "no replica is up (they are starting or restarting; see GET /replicas): retry shortly");
    }

    @Override
    protected boolean startInstance(String name, Request request, Response response, Callback callback) {
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
    private boolean toOne(Request request, Replica r, Response response, Callback callback) {
        Replica target = r != null ? r : pick();
        if (target == null) {
            return noReplica(response, callback);
        }
        withBody(request, MAX_JSON_BYTES, failure -> "a request body is at most 1 MB of JSON", response, callback,
                body -> forward(target, request, body, response, callback));
        return true;
    }

    private void forward(Replica r, Request request, byte[] body, Response response, Callback callback) {
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

    private static void relay(ReplicaClient.Answer a, Response response, Callback callback) {
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
    private boolean toInstance(long id, String message, Request request, Response response, Callback callback) {
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

    // ----- every replica -----

    /** Sends the request to every replica that is up and answers with their answers, or the first refusal. */
    private boolean toAll(Request request, String method, String path, int maxBody, int expected, Response response,
            Callback callback) {
        withBody(request, maxBody, failure -> "the request body is at most " + (maxBody >> 20) + " MB", response, callback,
                body -> toAll(method, path, request.getHeaders().get(HttpHeader.AUTHORIZATION),
                        request.getHeaders().get(HttpHeader.CONTENT_TYPE), body, expected, false, response, callback, null, null));
        return true;
    }

    /**
     * @param onRefused run when a replica refused or did not answer, or null
     * @param onDone    run when every replica did it, before the answer, or null
     */
    private void toAll(String method, String path, String authorization, String contentType, byte[] body, int expected,
            boolean firstOnly, Response response, Callback callback, Runnable onRefused, Runnable onDone) {
        List<Replica> up = supervisor.up();
        if (up.isEmpty()) {
            noReplica(response, callback);
            return;
        }
        List<CompletableFuture<ReplicaClient.Answer>> answers = new ArrayList<>();
        for (Replica r : up) {
            answers.add(client.send(r.uri().resolve(path), method, authorization, contentType, body, 0));
        }
        CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new)).whenComplete((ignored, e) -> {
            List<Object> bodies = new ArrayList<>();
            for (int i = 0; i < up.size(); i++) {
                ReplicaClient.Answer a = answers.get(i).exceptionally(x -> null).join();
                if (a == null || a.status() != expected) {
                    if (onRefused != null) {
                        onRefused.run();
                    }
                    if (a == null) {
                        error(response, callback, HttpStatus.BAD_GATEWAY_502, "replica " + up.get(i).index()
                                + " did not answer " + method + " " + path + ": retry");
                    } else {
                        relay(a, response, callback);
                    }
                    return;
                }
                if (!firstOnly) {
                    bodies.add(a.body().length == 0 ? null : JsonReader.parse(a.text()));
                }
            }
            if (onDone != null) {
                onDone.run();
            }
            if (expected == HttpStatus.NO_CONTENT_204) {
                response.setStatus(expected);
                callback.succeeded();
            } else if (firstOnly) {
                relay(answers.get(0).join(), response, callback);
            } else {
                Map<String, Object> m = new LinkedHashMap<>();
                List<Object> each = new ArrayList<>();
                for (int i = 0; i < up.size(); i++) {
                    Map<String, Object> entry = new LinkedHashMap<>();
                    entry.put("replica", up.get(i).index());
                    entry.put("answer", bodies.get(i));
                    each.add(entry);
                }
                m.put("replicas", each);
                json(response, callback, expected, m);
            }
        });
    }

    @Override
    protected boolean deploy(Request request, Response response, Callback callback) {
        String authorization = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        withBody(request, MAX_ARCHIVE_BYTES, failure -> "the archive could not be read (at most " + (MAX_ARCHIVE_BYTES >> 20)
                + " MB): " + failure.getMessage(), response, callback, bytes -> {
                    CompositionArchive archive;
                    try {
                        archive = CompositionArchive.read(bytes);
                    } catch (IOException e) {
                        error(response, callback, HttpStatus.BAD_REQUEST_400, e.getMessage());
                        return;
                    }
                    deployments.inTurn(response, callback, done -> {
                        // Kept first, so that a replica starting meanwhile gets it too.
                        String deployed = deployments.keepNew(archive, bytes);
                        if (deployed != null) {
                            DeployAnswers.existing(archive, deployed, response, done);
                            return;
                        }
                        try {
                            deployments.save(archive, bytes);
                        } catch (IOException e) {
                            deployments.forget(archive);
                            error(response, done, HttpStatus.INSUFFICIENT_STORAGE_507, deployments.unwritable("keep the archive", e));
                            return;
                        }
                        toAll("POST", "/deployments", authorization, "application/java-archive", bytes, HttpStatus.CREATED_201,
                                true, response, done, () -> deployments.forget(archive),
                                () -> supervisor.changes().add(tutti.engine.ChangeLog.DEPLOY, archive.name() + " "
                                        + archive.version() + " deployed"));
                    });
                });
        return true;
    }

    @Override
    protected boolean undeploy(String name, String version, Request request, Response response, Callback callback) {
        String path = request.getHttpURI().getPathQuery();
        String authorization = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        deployments.inTurn(response, callback, done -> {
            boolean known;
            try {
                known = deployments.remove(name, version);
            } catch (IOException e) {
                error(response, done, HttpStatus.INSUFFICIENT_STORAGE_507, deployments.unwritable("delete the archive", e));
                return;
            }
            if (!known) {
                error(response, done, HttpStatus.NOT_FOUND_404, "no deployment " + name + " " + version);
                return;
            }
            toAll("DELETE", path, authorization, null, null, HttpStatus.NO_CONTENT_204, false, response, done, null,
                    () -> supervisor.changes().add(tutti.engine.ChangeLog.UNDEPLOY, name + " " + version + " undeployed"));
        });
        return true;
    }

    /** Deploys every archive the front keeps to a replica that has just started. */
    void prepare(Replica r, URI address) throws Exception {
        String authorization = "Bearer " + token();
        for (byte[] archive : deployments.archives()) {
            ReplicaClient.Answer a = client.send(address.resolve("/deployments"), "POST", authorization,
                    "application/java-archive", archive, 0).get(60, TimeUnit.SECONDS);
            // 200: a replica that kept its deployments already has this one.
            if (a.status() != HttpStatus.CREATED_201 && a.status() != HttpStatus.OK_200) {
                throw new IllegalStateException("deploying to it answered " + a.status() + ": " + a.text().strip());
            }
        }
    }

    /** Splits a batch over the replicas that are up; one report from theirs. */
    @Override
    protected boolean batch(String name, Request request, Response response, Callback callback) {
        // As the client sent it, still encoded: a decoded name with unusual characters is no URI.
        String path = request.getHttpURI().getPath();
        String authorization = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        withBody(request, MAX_JSON_BYTES, failure -> "a batch request is at most 1 MB of JSON", response, callback, bytes -> {
            Map<String, Object> req;
            BatchRun.Request asked;
            try {
                req = JsonReader.parseObject(bytes);
                asked = BatchRun.Request.parse(req);
            } catch (IllegalArgumentException e) {
                error(response, callback, HttpStatus.BAD_REQUEST_400, e.getMessage());
                return;
            }
            int count = asked.count();
            int concurrency = asked.concurrency();
            List<Replica> up = supervisor.up();
            if (up.isEmpty()) {
                noReplica(response, callback);
                return;
            }
            List<Replica> used = up.subList(0, (int) Math.min(up.size(), count));
            int[] counts = BatchMerge.split(count, used.size());
            int[] windows = concurrency == 0 ? new int[used.size()] : BatchMerge.split(Math.max(concurrency, used.size()), used.size());
            long start = System.nanoTime();
            List<CompletableFuture<ReplicaClient.Answer>> answers = new ArrayList<>();
            for (int i = 0; i < used.size(); i++) {
                Map<String, Object> part = new LinkedHashMap<>(req);
                part.put("count", counts[i]);
                part.put("concurrency", windows[i]);
                answers.add(client.send(used.get(i).uri().resolve(path), "POST", authorization, "application/json",
                        Json.object(part).getBytes(StandardCharsets.UTF_8), 0));
            }
            CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new)).whenComplete((ignored, e) -> {
                long wall = System.nanoTime() - start;
                List<Map<String, Object>> reports = new ArrayList<>();
                for (int i = 0; i < used.size(); i++) {
                    Replica r = used.get(i);
                    ReplicaClient.Answer a = answers.get(i).exceptionally(x -> null).join();
                    if (a == null) {
                        String end = r.endOf(r.generation() % 1000);
                        error(response, callback, HttpStatus.BAD_GATEWAY_502, "replica " + r.index() + " did not finish its "
                                + counts[i] + " instances of the batch" + (end != null ? ": " + end : "")
                                + "; its instances failed with it: retry the batch");
                        return;
                    }
                    if (a.status() != 200) {
                        relay(a, response, callback);
                        return;
                    }
                    reports.add(JsonReader.parseObject(a.text()));
                }
                json(response, callback, HttpStatus.OK_200, BatchMerge.merge(reports, used.stream().map(Replica::index).toList(),
                        wall));
            });
        });
        return true;
    }

    // ----- gathered views -----

    /** Every replica's answer to a GET (null for one that is not up or did not answer), in replica order. */
    private CompletableFuture<List<ReplicaClient.Answer>> gather(String path) {
        List<Replica> all = supervisor.replicas();
        List<CompletableFuture<ReplicaClient.Answer>> answers = new ArrayList<>();
        for (Replica r : all) {
            URI uri = r.uri();
            answers.add(uri == null || r.state() == Replica.State.STOPPED ? CompletableFuture.completedFuture(null)
                    : client.get(uri.resolve(path), GATHER_MILLIS).exceptionally(x -> null));
        }
        return CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new))
                .thenApply(v -> answers.stream().map(CompletableFuture::join).toList());
    }

    @Override
    protected boolean health(Response response, Callback callback) {
        List<Replica> all = supervisor.current();
        long up = all.stream().filter(r -> r.state() == Replica.State.UP).count();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("status", up == all.size() ? "up" : up > 0 ? "degraded" : "down");
        body.put("mode", "replicated");
        body.put("version", tutti.runtime.Version.NUMBER);
        body.put("durability", supervisor.journaled() ? "journal" : "none");
        body.put("pid", ProcessHandle.current().pid());
        body.put("uptimeSeconds", (System.nanoTime() - startNanos) / 1e9);
        body.put("replicasUp", up);
        body.put("replicas", all.stream().map(FrontHandler::brief).toList());
        body.put("draining", supervisor.draining().stream().map(FrontHandler::brief).toList());
        Availability overseer = Overseer.availability();
        body.put("overseer", Map.of("available", overseer.available(), "detail", overseer.detail()));
        return json(response, callback, up > 0 ? HttpStatus.OK_200 : HttpStatus.SERVICE_UNAVAILABLE_503, body);
    }

    private static Map<String, Object> brief(Replica r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("replica", r.index());
        m.put("state", r.state().name().toLowerCase());
        m.put("url", r.uri() == null ? null : r.uri().toString());
        m.put("pid", r.pid());
        m.put("restarts", r.restarts());
        if (r.lastEnd() != null) {
            m.put("lastEnd", r.lastEnd());
        }
        if (r.state() == Replica.State.DRAINING) {
            m.put("instancesInFlight", r.inFlight());
        }
        return m;
    }

    @Override
    protected boolean metrics(Response response, Callback callback) {
        List<Replica> all = supervisor.replicas();
        gather("/metrics").thenAccept(answers -> {
            List<String> texts = answers.stream().map(a -> a == null || a.status() != 200 ? null : a.text()).toList();
            response.setStatus(HttpStatus.OK_200);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8");
            Content.Sink.write(response, true, MetricsMerge.merge(all, texts), callback);
        });
        return true;
    }

    @Override
    protected boolean metricsStream(Request request, double hertz, boolean threads, Response response, Callback callback) {
        if (threads) {
            return error(response, callback, HttpStatus.BAD_REQUEST_400, "a front's stream sums its replicas' pools; each pool "
                    + "thread's counters come from a replica's own stream (GET /replicas gives their addresses)");
        }
        MetricsFanIn.start(supervisor.replicas(), client, request.getHeaders().get(HttpHeader.AUTHORIZATION), hertz, response,
                callback, timer, supervisor.changes());
        return true;
    }

    private List<Map<String, Object>> placement() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Replica r : supervisor.replicas()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("replica", r.index());
            m.put("share", r.plan().share());
            m.put("cpus", r.plan().cpus().toString());
            m.put("nodes", r.plan().nodes().toString());
            m.put("kernelThreads", r.plan().kernelThreads());
            m.put("invokerThreads", r.plan().invokerThreads());
            m.put("heap", r.plan().heapOption());
            m.put("state", r.state().name().toLowerCase());
            out.add(m);
        }
        return out;
    }

    @Override
    protected boolean topology(Response response, Callback callback) {
        Availability a = Overseer.availability();
        if (!a.available()) {
            return error(response, callback, HttpStatus.SERVICE_UNAVAILABLE_503, "the topology is not available: " + a.detail());
        }
        Map<String, Object> body = new LinkedHashMap<>(JsonReader.parseObject(TopologyJson.render(Overseer.topology())));
        body.put("allowedCpus", EngineServer.allowedCpus());
        Plan plan = supervisor.plan();
        Map<String, Object> placement = new LinkedHashMap<>();
        placement.put("strategy", plan.chosen().toString());
        placement.put("binding", plan.binding().option());
        placement.put("threads", plan.threads().option());
        placement.put("replicas", placement());
        body.put("placement", placement);
        return json(response, callback, HttpStatus.OK_200, body);
    }

    /** Each replica as the supervisor knows it, with the binding it reads back from the kernel itself. */
    @SuppressWarnings("unchecked")
    @Override
    protected boolean replicas(Response response, Callback callback) {
        List<Replica> all = supervisor.replicas();
        gather("/replicas").thenAccept(answers -> {
            List<Map<String, Object>> list = new ArrayList<>();
            for (int i = 0; i < all.size(); i++) {
                Replica r = all.get(i);
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("id", r.index());
                m.put("share", r.plan().share());
                m.put("state", r.state().name().toLowerCase());
                m.put("url", r.uri() == null ? null : r.uri().toString());
                m.put("pid", r.pid());
                m.put("restarts", r.restarts());
                m.put("lastEnd", r.lastEnd());
                m.put("plannedCpus", r.plan().cpus().toString());
                m.put("plannedNodes", r.plan().nodes().toString());
                m.put("heap", r.plan().heapOption());
                m.put("plannedKernelThreads", r.plan().kernelThreads());
                m.put("plannedInvokerThreads", r.plan().invokerThreads());
                ReplicaClient.Answer a = answers.get(i);
                if (a != null && a.status() == 200) {
                    List<Object> self = (List<Object>) JsonReader.parseObject(a.text()).get("replicas");
                    if (self != null && !self.isEmpty()) {
                        ((Map<String, Object>) self.get(0)).forEach((k, v) -> {
                            if (!k.equals("id") && !k.equals("url") && !k.equals("state")) {
                                m.put(k, v);
                            }
                        });
                    }
                }
                list.add(m);
            }
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("mode", "replicated");
            body.putAll(settings());
            body.put("replicas", list);
            json(response, callback, HttpStatus.OK_200, body);
        });
        return true;
    }

    /** How the replicas were planned and are balanced. */
    private Map<String, Object> settings() {
        Plan plan = supervisor.plan();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("strategy", plan.chosen().toString());
        m.put("binding", plan.binding().option());
        m.put("threads", plan.threads().option());
        m.put("balance", balance.option());
        return m;
    }

    // ----- the plan -----

    @Override
    protected boolean plan(Response response, Callback callback) {
        return json(response, callback, HttpStatus.OK_200, planBody());
    }

    /** The adaptive placement loop, while it runs. */
    private volatile AdaptivePlacement adaptive;
    /** The decisions of the loop that ran last, kept once it stops. */
    private volatile List<Object> lastDecisions = List.of();

    /** Starts the adaptive loop over these domains (stopping one that runs), or stops it where nothing is adapted. */
    void adapt(Adaptation what, AdaptivePlacement.Domains domains) {
        adapt(what, domains, AdaptiveReplicas.Timing.DEFAULT);
    }

    @SuppressWarnings("unchecked")
    synchronized void adapt(Adaptation what, AdaptivePlacement.Domains domains, AdaptiveReplicas.Timing timing) {
        if (adaptive != null) {
            adaptive.close();
            lastDecisions = (List<Object>) adaptive.describe().get("decisions");
            adaptive = null;
        }
        if (what.any()) {
            AdaptiveReplicas counting = null;
            if (what.replicas()) {
                tutti.overseer.Topology t = tutti.overseer.Overseer.topology();
                // Never below one per NUMA node where the plan follows them; never more than one per CPU.
                int smallest = supervisor.plan().chosen().kind() == Strategy.Kind.NUMA ? t.numaNodes().size() : 1;
                counting = new AdaptiveReplicas(supervisor, this::toCount, timing, smallest, t.pus().size());
            }
            adaptive = new AdaptivePlacement(supervisor, what, token(), domains, counting);
        }
    }

    /** The running plan's options with {@code count:N} replicas, planned and taken as {@code PUT /plan} takes them; null when done, else why not. */
    private String toCount(int count) {
        Map<String, Object> asked = new LinkedHashMap<>(options);
        asked.put("replicas", "count:" + count);
        try {
            Planner.Request request = PlanOptions.request(asked, 0);
            supervisor.replace(Planner.plan(tutti.overseer.Overseer.topology(), request));
            options = PlanOptions.of(request);
            return null;
        } catch (PlanException | ReplicaStartException | IllegalStateException | IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** What {@code GET /plan} says of adaptation. */
    Map<String, Object> adaptation() {
        AdaptivePlacement a = adaptive;
        if (a != null) {
            return a.describe();
        }
        Map<String, Object> m = new LinkedHashMap<>(Adaptation.OFF.describe());
        if (!lastDecisions.isEmpty()) {
            m.put("decisions", lastDecisions);
        }
        return m;
    }

    /** What {@code GET /plan} says: the options, what they came to, the replicas, and those draining. */
    Map<String, Object> planBody() {
        Plan plan = supervisor.plan();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("mode", "replicated");
        m.put("canChange", true);
        m.put("options", options);
        m.put("machine", plan.machine());
        m.put("strategy", plan.chosen().toString());
        m.put("reason", plan.reason());
        m.putAll(settings());
        m.put("replicas", supervisor.current().stream().map(FrontHandler::brief).toList());
        List<Map<String, Object>> draining = new ArrayList<>(supervisor.draining().stream().map(FrontHandler::brief).toList());
        if (lone != null && !lone.drained()) {
            Map<String, Object> engine = new LinkedHashMap<>();
            engine.put("replica", "engine");
            engine.put("state", "draining");
            engine.put("instancesInFlight", lone.core().inFlight());
            draining.add(engine);
        }
        m.put("draining", draining);
        m.put("adaptive", adaptation());
        return m;
    }

    @Override
    protected boolean replan(Request request, Response response, Callback callback) {
        withBody(request, MAX_JSON_BYTES, failure -> "a plan is at most 1 MB of JSON", response, callback, bytes -> {
            PlanRequest asked = PlanRequest.readOrRefuse(bytes, response, callback);
            if (asked == null) {
                return;
            }
            Thread change = new Thread(() -> change(asked, response, callback), "plan-change");
            change.setDaemon(true);
            change.start();
        });
        return true;
    }

    /** Waits for the new replicas (seconds), so it runs on a thread of its own. */
    private void change(PlanRequest asked, Response response, Callback callback) {
        try {
            long nanos = 0;
            if (asked.plan() != null) {
                Supervisor.Change c = supervisor.replace(asked.plan());
                options = asked.options();
                nanos = c.nanos();
            }
            AdaptivePlacement running = adaptive;
            Adaptation what = asked.adaptive() != null ? asked.adaptive() : running != null ? running.what() : null;
            if (what != null) {
                // The loop starts anew: its replicas may be new, and its rules (the count's climb among them) start
                // from the first interval, at the plan as now asked.
                adapt(what, AdaptivePlacement.of(tutti.overseer.Overseer.topology()));
            }
            Map<String, Object> body = planBody();
            body.put("seconds", nanos / 1e9);
            json(response, callback, HttpStatus.OK_200, body);
        } catch (IllegalStateException e) {
            error(response, callback, HttpStatus.CONFLICT_409, e.getMessage());
        } catch (ReplicaStartException e) {
            error(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500, "the new replicas did not start, so the engine "
                    + "goes on with its replicas as they were: " + e.getMessage());
        }
    }

    @Override
    protected boolean config(Response response, Callback callback) {
        List<Replica> all = supervisor.replicas();
        gather("/config").thenAccept(answers -> {
            List<Map<String, Object>> list = new ArrayList<>();
            for (int i = 0; i < all.size(); i++) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("replica", all.get(i).index());
                ReplicaClient.Answer a = answers.get(i);
                m.put("config", a != null && a.status() == 200 ? JsonReader.parseObject(a.text()) : null);
                list.add(m);
            }
            Map<String, Object> body = new LinkedHashMap<>(settings());
            body.put("replicas", list);
            json(response, callback, HttpStatus.OK_200, body);
        });
        return true;
    }
}
