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

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import tutti.engine.ApiRoutes;
import tutti.engine.DeployAnswers;
import tutti.engine.DeploymentRegistry;
import tutti.engine.EventList;
import tutti.engine.HttpReplies;
import tutti.engine.core.BatchRun;
import tutti.engine.core.CallbackAddresses;
import tutti.runtime.CompositionArchive;
import tutti.runtime.Json;
import tutti.runtime.JsonReader;

/**
 * The engine's HTTP API in front of its replicas. Instances go to one healthy replica (forwarded,
 * or redirected); requests about an instance go to the replica its id names; batches are split
 * over the replicas and their reports merged; deployments and configuration go to all. Metrics,
 * topology and the replica list, gathered from all, are {@link FrontViews}'; the plan and its
 * adaptation are {@link FrontPlans}'. Nothing here blocks a thread.
 */
final class FrontHandler extends ApiRoutes {

    /**
     * The engine's API document less what only a lone engine takes: PUT /config's {@code cpus} and
     * {@code nodes} (each replica has its own; a front refuses them and says where to send them).
     */
    private static final String OPENAPI = frontDocument();

    private static final int MAX_ARCHIVE_BYTES = 64 << 20;
    /** The largest JSON body the front and its parts take. */
    static final int MAX_JSON_BYTES = 1 << 20;

    private final Supervisor supervisor;
    private final ReplicaClient client;
    private final Balance balance;
    private final DeploymentRegistry deployments;
    private final ChangeTurns turns = new ChangeTurns();
    private final ScheduledExecutorService timer;
    private volatile CallbackAddresses callbacks;
    /** The lone engine this front took over, which still answers for the instances it held; null otherwise. */
    private final LoneEngine lone;
    private final FrontRouting routing;
    private final FrontViews views;
    private final FrontPlans plans;

    FrontHandler(Map<String, Object> options, Supervisor supervisor, ReplicaClient client, String token, Balance balance,
            DeploymentRegistry deployments, ScheduledExecutorService timer, LoneEngine lone, int wrongTokens) {
        super(token, "front", wrongTokens);
        this.lone = lone;
        this.supervisor = supervisor;
        this.client = client;
        this.balance = balance;
        this.deployments = deployments;
        this.timer = timer;
        this.routing = new FrontRouting(supervisor, client, balance, timer, lone);
        this.views = new FrontViews(supervisor, client, balance, timer);
        this.plans = new FrontPlans(options, supervisor, views, token, lone);
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
        Replica r = routing.pick();
        if (r == null) {
            return FrontRouting.noReplica(response, callback);
        }
        client.get(r.uri().resolve("/events"), FrontViews.GATHER_MILLIS).whenComplete((a, e) -> {
            if (e != null) {
                error(response, callback, HttpStatus.BAD_GATEWAY_502, "replica " + r.index() + " did not answer GET /events: retry");
            } else {
                FrontRouting.relay(a, response, callback);
            }
        });
        return true;
    }

    @Override
    protected boolean deployments(Request request, Response response, Callback callback) {
        return routing.toOne(request, null, response, callback);
    }

    @Override
    protected boolean instance(long id, Request request, Response response, Callback callback) {
        return routing.toInstance(id, null, request, response, callback);
    }

    @Override
    protected boolean message(long id, String name, Request request, Response response, Callback callback) {
        return routing.toInstance(id, name, request, response, callback);
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
                            FrontRouting.noReplica(response, callback);
                        } else {
                            json(response, callback, answer.containsKey("missed") ? HttpStatus.BAD_GATEWAY_502 : HttpStatus.OK_200,
                                    answer);
                        }
                    });
        });
        return true;
    }

    // ----- one replica -----

    @Override
    protected boolean startInstance(String name, Request request, Response response, Callback callback) {
        return routing.startInstance(request, response, callback);
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
            FrontRouting.noReplica(response, callback);
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
                        FrontRouting.relay(a, response, callback);
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
                FrontRouting.relay(answers.get(0).join(), response, callback);
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
                    turns.inTurn(response, callback, done -> {
                        // Kept before it goes out, so that a replica starting meanwhile gets it too.
                        DeploymentRegistry.Offer offer;
                        try {
                            offer = deployments.offer(archive, bytes);
                        } catch (IOException e) {
                            error(response, done, HttpStatus.BAD_REQUEST_400, e.getMessage());
                            return;
                        } catch (DeploymentRegistry.Unstorable e) {
                            error(response, done, HttpStatus.INSUFFICIENT_STORAGE_507, e.getMessage());
                            return;
                        }
                        if (offer.outcome() != DeploymentRegistry.Outcome.NEW) {
                            DeployAnswers.answer(offer, response, done);
                            return;
                        }
                        toAll("POST", "/deployments", authorization, "application/java-archive", bytes, HttpStatus.CREATED_201,
                                true, response, done, () -> deployments.withdraw(archive),
                                () -> supervisor.changes().add(tutti.engine.ChangeLog.DEPLOY, archive.name() + " "
                                        + archive.version() + " deployed"));
                    });
                });
        return true;
    }

    @Override
    protected boolean archive(String name, String version, Response response, Callback callback) {
        return DeployAnswers.archive(deployments, name, version, response, callback);
    }

    @Override
    protected boolean undeploy(String name, String version, Request request, Response response, Callback callback) {
        String path = request.getHttpURI().getPathQuery();
        String authorization = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        turns.inTurn(response, callback, done -> {
            boolean known;
            try {
                known = deployments.remove(name, version);
            } catch (DeploymentRegistry.Unstorable e) {
                error(response, done, HttpStatus.INSUFFICIENT_STORAGE_507, e.getMessage());
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
                FrontRouting.noReplica(response, callback);
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
                        FrontRouting.relay(a, response, callback);
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

    // ----- gathered views (FrontViews) and the plan (FrontPlans) -----

    @Override
    protected boolean health(Response response, Callback callback) {
        return views.health(response, callback);
    }

    @Override
    protected boolean metrics(Response response, Callback callback) {
        return views.metrics(response, callback);
    }

    @Override
    protected boolean metricsStream(Request request, double hertz, boolean threads, Response response, Callback callback) {
        return views.metricsStream(request, hertz, threads, response, callback);
    }

    @Override
    protected boolean topology(Response response, Callback callback) {
        return views.topology(response, callback);
    }

    @Override
    protected boolean replicas(Response response, Callback callback) {
        return views.replicas(response, callback);
    }

    @Override
    protected boolean config(Response response, Callback callback) {
        return views.config(response, callback);
    }

    @Override
    protected boolean plan(Response response, Callback callback) {
        return plans.plan(response, callback);
    }

    @Override
    protected boolean replan(Request request, Response response, Callback callback) {
        return plans.replan(request, response, callback);
    }

    /** Starts the adaptive loop over these domains (stopping one that runs), or stops it where nothing is adapted. */
    void adapt(Adaptation what, AdaptivePlacement.Domains domains) {
        plans.adapt(what, domains);
    }

    void adapt(Adaptation what, AdaptivePlacement.Domains domains, AdaptiveReplicas.Timing timing) {
        plans.adapt(what, domains, timing);
    }

    /** What {@code GET /plan} says. */
    Map<String, Object> planBody() {
        return plans.planBody();
    }
}
