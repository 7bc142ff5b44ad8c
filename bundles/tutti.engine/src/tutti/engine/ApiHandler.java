package tutti.engine;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;

import tutti.engine.core.BatchRun;
import tutti.engine.core.PoolCounters;
import tutti.engine.core.CallbackAddresses;
import tutti.engine.core.EngineCore;
import tutti.engine.core.EngineOverloadedException;
import tutti.engine.core.JournalFailure;
import tutti.engine.core.InstanceResult;
import tutti.engine.core.UnknownCompositionException;
import tutti.overseer.Availability;
import tutti.overseer.Overseer;
import tutti.overseer.PoolMonitor;
import tutti.overseer.TopologyJson;
import tutti.runtime.CompositionArchive;
import tutti.runtime.JsonOut;
import tutti.runtime.JsonReader;

import static tutti.engine.HttpReplies.error;
import static tutti.engine.HttpReplies.json;
import static tutti.engine.HttpReplies.withBody;

/**
 * Routes the HTTP API onto the engine core. Nothing here blocks: bodies are read and instances
 * awaited asynchronously, so Jetty may run it on any thread.
 */
final class ApiHandler extends ApiRoutes {

    private static final int MAX_ARCHIVE_BYTES = 64 << 20;
    private static final int MAX_JSON_BYTES = 1 << 20;
    /** Ended instances kept for GET /instances/{id}; older ones are forgotten first. */
    private static final int RECENT_RESULTS = 10_000;

    /** The API's description, shipped in this bundle and served as it is. */
    static final String OPENAPI = readOpenApi();

    private final long startNanos = System.nanoTime();
    private final EngineCore core;
    private final DeploymentRegistry deployments;
    private final Map<Long, InstanceResult> recent = new ConcurrentHashMap<>();
    private final ConcurrentLinkedQueue<Long> recentOrder = new ConcurrentLinkedQueue<>();
    private final AtomicInteger recentCount = new AtomicInteger();

    private final PoolMonitor monitor;
    private final MetricsStream stream;

    private volatile CallbackAddresses callbacks;
    private volatile URI address;

    private final boolean replica;
    /** The first instance id of an engine started as one of several (a replica, a cluster's member); -1 else. */
    private final long firstInstanceId;
    private volatile PlanChange planChange;
    private volatile EngineServer server;
    private final ChangeLog changes = new ChangeLog();

    ApiHandler(EngineCore core, String token, DeploymentRegistry deployments, PoolMonitor monitor,
            java.util.concurrent.ScheduledExecutorService timer, EngineOptions.Replica replica, int wrongTokens) {
        super(token, "engine", wrongTokens);
        this.core = core;
        this.replica = replica != null;
        this.firstInstanceId = replica != null ? replica.firstInstanceId() : -1;
        this.monitor = monitor;
        this.stream = new MetricsStream(core, monitor, timer, changes);
        this.deployments = deployments;
        core.onChange(changes::add);
    }

    private static String readOpenApi() {
        try (java.io.InputStream in = ApiHandler.class.getResourceAsStream("/api/openapi.json")) {
            if (in == null) {
                throw new IllegalStateException("api/openapi.json is missing from the tutti.engine bundle");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * Once the engine listens: its address, and the callback addresses whose keys let called
     * services deliver their callback without the token.
     */
    void listening(URI address, CallbackAddresses addresses) {
        this.address = address;
        this.callbacks = addresses;
    }

    /** Lets {@code PUT /plan} turn this engine into a front of replicas. */
    void allowPlanChanges(PlanChange change, EngineServer engine) {
        this.server = engine;
        this.planChange = change;
    }

    DeploymentRegistry deployments() {
        return deployments;
    }

    /** The engine has become a front: its live streams end, so that clients reconnect to the front. */
    void endStreams() {
        stream.end();
    }

    @Override
    protected boolean events(Response response, Callback callback) {
        return json(response, callback, HttpStatus.OK_200, EventList.json(monitor.events()));
    }

    @Override
    protected boolean plan(Response response, Callback callback) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("mode", replica ? "replica" : "single");
        body.put("options", null);
        body.put("canChange", planChange != null);
        body.put("replicas", SelfDescription.replicas(core, address, replica).get("replicas"));
        body.put("draining", List.of());
        return json(response, callback, HttpStatus.OK_200, body);
    }

    @Override
    protected boolean replan(Request request, Response response, Callback callback) {
        PlanChange change = planChange;
        if (change == null) {
            HttpReplies.refuseUnread(response);
            return error(response, callback, HttpStatus.CONFLICT_409, replica
                    ? "this engine is a replica: put the plan on its front"
                    : "this engine runs embedded, without the cluster that starts replicas: start it with 'tutti engine' to "
                            + "change its plan");
        }
        withBody(request, MAX_JSON_BYTES, failure -> "a plan is at most 1 MB of JSON", response, callback,
                bytes -> change.apply(bytes, server, response, callback));
        return true;
    }

    @Override
    protected boolean acceptsCallbackKey(long instance, String message, String key) {
        CallbackAddresses c = callbacks;
        return c != null && c.accepts(instance, message, key);
    }

    @Override
    protected boolean health(Response response, Callback callback) {
        return json(response, callback, HttpStatus.OK_200, health());
    }

    @Override
    protected boolean metrics(Response response, Callback callback) {
        response.setStatus(HttpStatus.OK_200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8");
        Content.Sink.write(response, true, PrometheusText.render(core, monitor.snapshots()), callback);
        return true;
    }

    @Override
    protected boolean metricsStream(Request request, double hertz, boolean threads, Response response, Callback callback) {
        stream.start(response, callback, hertz, threads);
        return true;
    }

    @Override
    protected boolean topology(Response response, Callback callback) {
        Availability a = Overseer.availability();
        if (!a.available()) {
            return error(response, callback, HttpStatus.SERVICE_UNAVAILABLE_503, "the topology is not available: " + a.detail());
        }
        Map<String, Object> body = new LinkedHashMap<>(JsonReader.parseObject(TopologyJson.render(Overseer.topology())));
        String allowed = EngineServer.allowedCpus();
        body.put("allowedCpus", allowed);
        // One engine: itself, on every CPU it may use, threads wherever the OS puts them.
        Map<String, Object> self = new LinkedHashMap<>();
        self.put("replica", 0);
        self.put("share", "whole machine");
        self.put("cpus", "");
        self.put("nodes", "");
        self.put("kernelThreads", core.config().kernelThreads());
        self.put("invokerThreads", core.config().invokerThreads());
        self.put("state", "up");
        Map<String, Object> placement = new LinkedHashMap<>();
        placement.put("strategy", "single");
        placement.put("binding", "none");
        placement.put("threads", "default");
        placement.put("replicas", List.of(self));
        body.put("placement", placement);
        return json(response, callback, HttpStatus.OK_200, body);
    }

    @Override
    protected boolean replicas(Response response, Callback callback) {
        return json(response, callback, HttpStatus.OK_200, SelfDescription.replicas(core, address, replica));
    }

    @Override
    protected boolean config(Response response, Callback callback) {
        return json(response, callback, HttpStatus.OK_200, config());
    }

    @Override
    protected boolean deployments(Request request, Response response, Callback callback) {
        return json(response, callback, HttpStatus.OK_200, Map.of("deployments", deploymentList()));
    }

    private Map<String, Object> health() {
        Availability overseer = Overseer.availability();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("status", "up");
        body.put("mode", replica ? "replica" : "single");
        body.put("version", tutti.runtime.Version.NUMBER);
        body.put("pid", ProcessHandle.current().pid());
        body.put("uptimeSeconds", (System.nanoTime() - startNanos) / 1_000_000_000.0);
        body.put("processors", Runtime.getRuntime().availableProcessors());
        body.put("instancesInFlight", core.inFlight());
        if (firstInstanceId >= 0) {
            // A cluster's status checks it against the member's place: the balancer routes by id.
            body.put("firstInstanceId", firstInstanceId);
        }
        // Whether what it accepts survives a crash: benchmarks print it beside their figures.
        body.put("durability", core.journal() != null ? "journal" : "none");
        body.put("jvm", JvmFigures.resources());
        body.put("pools", PoolCounters.totals(monitor.snapshots()));
        Map<String, Object> native_ = new LinkedHashMap<>();
        native_.put("available", overseer.available());
        native_.put("detail", overseer.detail());
        body.put("overseer", native_);
        return body;
    }

    private List<Map<String, Object>> deploymentList() {
        return core.deployments().all().stream().map(c -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", c.name());
            m.put("version", c.version());
            m.put("tasks", c.tasks().size());
            m.put("sha256", deployments.contentHash(c.name(), c.version()));
            m.put("inputs", DeployAnswers.parameters(c.inputs()));
            m.put("outputs", DeployAnswers.parameters(c.outputs()));
            return m;
        }).toList();
    }

    @Override
    protected boolean deploy(Request request, Response response, Callback callback) {
        withBody(request, MAX_ARCHIVE_BYTES, failure -> "the archive could not be read (at most "
                + (MAX_ARCHIVE_BYTES >> 20) + " MB): " + failure.getMessage(), response, callback, bytes -> {
            DeploymentRegistry.Offer offer;
            try {
                offer = deployments.offer(CompositionArchive.read(bytes), bytes);
            } catch (java.io.IOException e) {
                error(response, callback, HttpStatus.BAD_REQUEST_400, e.getMessage());
                return;
            } catch (DeploymentRegistry.Unstorable e) {
                error(response, callback, HttpStatus.INSUFFICIENT_STORAGE_507, e.getMessage());
                return;
            }
            if (offer.outcome() == DeploymentRegistry.Outcome.NEW) {
                changes.add(ChangeLog.DEPLOY, offer.archive().name() + " " + offer.archive().version() + " deployed");
            }
            DeployAnswers.answer(offer, response, callback);
        });
        return true;
    }

    @Override
    protected boolean archive(String name, String version, Response response, Callback callback) {
        return DeployAnswers.archive(deployments, name, version, response, callback);
    }

    @Override
    protected boolean undeploy(String name, String version, Request request, Response response, Callback callback) {
        boolean removed;
        try {
            removed = deployments.remove(name, version);
        } catch (DeploymentRegistry.Unstorable e) {
            return error(response, callback, HttpStatus.INSUFFICIENT_STORAGE_507, e.getMessage());
        }
        if (!removed) {
            return error(response, callback, HttpStatus.NOT_FOUND_404, "no deployment " + name + " " + version);
        }
        changes.add(ChangeLog.UNDEPLOY, name + " " + version + " undeployed");
        response.setStatus(HttpStatus.NO_CONTENT_204);
        callback.succeeded();
        return true;
    }

    @Override
    protected boolean startInstance(String name, Request request, Response response, Callback callback) {
        Fields query = Request.extractQueryParameters(request);
        String version = query.getValue("version");
        boolean async = "async".equals(query.getValue("mode"));
        withBody(request, MAX_JSON_BYTES, failure -> "inputs are at most 1 MB of JSON", response, callback, bytes -> {
            Map<String, Object> inputs;
            EngineCore.Started started;
            try {
                String text = JsonReader.utf8(bytes);
                inputs = text.isBlank() ? Map.of() : JsonReader.parseObject(text);
                started = core.begin(tutti.engine.core.StartRequest.one(name, version, inputs));
            } catch (IllegalArgumentException e) {
                error(response, callback, HttpStatus.BAD_REQUEST_400, e.getMessage());
                return;
            } catch (UnknownCompositionException e) {
                error(response, callback, HttpStatus.NOT_FOUND_404, e.getMessage());
                return;
            } catch (EngineOverloadedException e) {
                response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
                error(response, callback, HttpStatus.SERVICE_UNAVAILABLE_503, e.getMessage());
                return;
            } catch (JournalFailure e) {
                error(response, callback, HttpStatus.INSUFFICIENT_STORAGE_507, e.getMessage());
                return;
            }
            started.result().thenAccept(this::remember);
            if (async) {
                // Answered once the instance is on disk (at once without a journal).
                started.accepted().whenComplete((ok, failure) -> {
                    if (failure != null) {
                        journalFailed(response, callback, failure);
                    } else {
                        json(response, callback, HttpStatus.ACCEPTED_202, Map.of("id", started.id(), "state", "accepted",
                                "location", "/instances/" + started.id()));
                    }
                });
                return;
            }
            started.accepted().exceptionally(failure -> {
                journalFailed(response, callback, failure);
                return null;
            });
            started.result().thenAccept(r -> {
                if (!started.accepted().isCompletedExceptionally()) {
                    json(response, callback, HttpStatus.OK_200, view(r));
                }
            });
        });
        return true;
    }

    /** {"count": N, "inputs": {...}, "concurrency": C, "version": V}: runs N instances, answers with measurements. */
    @Override
    protected boolean batch(String name, Request request, Response response, Callback callback) {
        withBody(request, MAX_JSON_BYTES, failure -> "a batch request is at most 1 MB of JSON", response, callback, bytes -> {
            try {
                BatchRun.Request req = BatchRun.Request.parse(JsonReader.parseObject(bytes));
                BatchRun.start(core, monitor, name, req.version(), req.count(), req.inputs(), req.concurrency())
                        .whenComplete((report, e) -> {
                            Throwable cause = e instanceof java.util.concurrent.CompletionException && e.getCause() != null
                                    ? e.getCause() : e;
                            if (cause instanceof JournalFailure f) {
                                error(response, callback, HttpStatus.INSUFFICIENT_STORAGE_507, f.getMessage());
                            } else if (e != null) {
                                error(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500, "the batch failed: " + e);
                            } else {
                                json(response, callback, HttpStatus.OK_200, report);
                            }
                        });
            } catch (IllegalArgumentException e) {
                error(response, callback, HttpStatus.BAD_REQUEST_400, e.getMessage());
            } catch (UnknownCompositionException e) {
                error(response, callback, HttpStatus.NOT_FOUND_404, e.getMessage());
            } catch (JournalFailure e) {
                error(response, callback, HttpStatus.INSUFFICIENT_STORAGE_507, e.getMessage());
            }
        });
        return true;
    }

    private Map<String, Object> config() {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("kernelThreads", core.config().kernelThreads());
        config.put("invokerThreads", core.config().invokerThreads());
        config.put("maxInFlight", core.config().maxInFlight());
        config.put("inline", core.config().inline().toMap());
        config.put("trackedCounters", monitor.events());
        config.put("cpus", ProcessPlacement.cpus());
        return config;
    }

    /**
     * {"kernelThreads": N, "invokerThreads": M, "counters": [...]}: any may be left out; running
     * instances keep going; new counters are opened on every pool thread and count from zero.
     */
    @Override
    protected boolean reconfigure(Request request, Response response, Callback callback) {
        withBody(request, MAX_JSON_BYTES, failure -> "a configuration is at most 1 MB of JSON", response, callback, bytes -> {
            Map<String, Object> req;
            try {
                req = JsonReader.parseObject(bytes);
                for (String key : req.keySet()) {
                    if (!List.of("kernelThreads", "invokerThreads", "counters", "cpus", "nodes").contains(key)) {
                        throw new IllegalArgumentException("'" + key + "' cannot be changed here (kernelThreads, invokerThreads, "
                                + "counters, cpus and nodes can)");
                    }
                }
            } catch (IllegalArgumentException e) {
                error(response, callback, HttpStatus.BAD_REQUEST_400, e.getMessage());
                return;
            }
            if (req.containsKey("cpus") || req.containsKey("nodes")) {
                // Moving the heap's pages to other nodes takes time: not on a server thread.
                Thread.ofVirtual().name("tutti-rebind").start(() -> reconfigure(req, response, callback));
            } else {
                reconfigure(req, response, callback);
            }
        });
        return true;
    }

    private void reconfigure(Map<String, Object> req, Response response, Callback callback) {
        try {
            int kernels = size(req, "kernelThreads", core.config().kernelThreads());
            int invokers = size(req, "invokerThreads", core.config().invokerThreads());
            List<String> events = req.containsKey("counters") ? EventList.counters(req.get("counters")) : null;
            String cpus = list(req, "cpus");
            String nodes = list(req, "nodes");
            boolean resized = kernels != core.config().kernelThreads() || invokers != core.config().invokerThreads();
            if (cpus != null || nodes != null) {
                Map<String, Object> moved = ProcessPlacement.rebind(cpus, nodes);
                changes.add(ChangeLog.CONFIG, "re-bound: " + (cpus != null ? "every thread to CPUs " + moved.get("cpus") : "")
                        + (cpus != null && nodes != null ? ", " : "") + (nodes != null ? "memory to NUMA nodes " + moved.get("nodes")
                                + " (" + moved.get("mappingsMoved") + " mappings moved, " + moved.get("mappingsRefused")
                                + " refused)" : ""));
            }
            core.resize(kernels, invokers);
            if (events != null) {
                monitor.reconfigure(events);
            }
            if (resized) {
                changes.add(ChangeLog.CONFIG, "pools resized: " + kernels + " Kernel threads, " + invokers + " Invoker threads");
            }
            if (events != null) {
                changes.add(ChangeLog.CONFIG, ChangeLog.counting(events));
            }
            json(response, callback, HttpStatus.OK_200, config());
        } catch (IllegalArgumentException e) {
            error(response, callback, HttpStatus.BAD_REQUEST_400, e.getMessage());
        }
    }

    /** A CPU or node list given as a string ("0-3,8"), or null where it is not given. */
    private static String list(Map<String, Object> req, String key) {
        if (!req.containsKey(key)) {
            return null;
        }
        Object v = req.get(key);
        if (!(v instanceof String s)) {
            throw new IllegalArgumentException(key + " is a list in a string, such as \"0-3,8\", not " + v);
        }
        return s;
    }

    private static int size(Map<String, Object> req, String key, int current) {
        Object v = req.getOrDefault(key, (long) current);
        if (!(v instanceof Long n) || n < 1 || n > 1024) {
            throw new IllegalArgumentException(key + " must be a whole number from 1 to 1024, got " + v);
        }
        return n.intValue();
    }

    void remember(InstanceResult r) {
        recent.put(r.id(), r);
        recentOrder.add(r.id());
        if (recentCount.incrementAndGet() > RECENT_RESULTS) {
            Long oldest = recentOrder.poll();
            if (oldest != null) {
                recent.remove(oldest);
                recentCount.decrementAndGet();
            }
        }
    }

    /** An instance's result as the API shows it, written as it is read (every instance requested alone passes here). */
    private static JsonOut view(InstanceResult r) {
        JsonOut out = new JsonOut().begin().field("id", r.id()).field("composition", r.composition())
                .field("version", r.version()).field("state", r.outcome().state().json());
        if (!r.outcome().reason().isEmpty()) {
            out.field("reason", r.outcome().reason());
        }
        if (!r.outcome().code().isEmpty()) {
            out.field("errorCode", r.outcome().code());
        }
        return out.field("outputs", r.outputs()).field("latencyMicros", r.latencyNanos() / 1000).end();
    }

    @Override
    protected boolean instance(long id, Request request, Response response, Callback callback) {
        InstanceResult ended = recent.get(id);
        if (ended != null) {
            return json(response, callback, HttpStatus.OK_200, view(ended));
        }
        core.waitingFor(id).whenComplete((waiting, failure) -> {
            InstanceResult justEnded = recent.get(id);
            if (justEnded != null) {
                json(response, callback, HttpStatus.OK_200, view(justEnded));
            } else if (waiting != null) {
                Map<String, Object> running = new LinkedHashMap<>();
                running.put("id", id);
                running.put("state", "running");
                running.put("waitingFor", waiting);
                json(response, callback, HttpStatus.OK_200, running);
            } else {
                error(response, callback, HttpStatus.NOT_FOUND_404, "no instance " + id + " (ended ones are kept for the last "
                        + RECENT_RESULTS + ")");
            }
        });
        return true;
    }

    @Override
    protected boolean message(long id, String name, Request request, Response response, Callback callback) {
        HttpReplies.withJsonPayload(request, "message", response, callback, payload -> {
            core.deliver(id, name, payload).whenComplete((delivered, failure) -> {
                if (failure != null) {
                    journalFailed(response, callback, failure);
                } else if (!delivered) {
                    error(response, callback, HttpStatus.NOT_FOUND_404, "no running instance " + id + " to take message " + name);
                } else {
                    json(response, callback, HttpStatus.ACCEPTED_202, Map.of("delivered", name));
                }
            });
        });
        return true;
    }

    /** The journal could not keep what the request changed: 507, with the reason and what to do. */
    private void journalFailed(Response response, Callback callback, Throwable failure) {
        Throwable cause = failure instanceof java.util.concurrent.CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
        error(response, callback, HttpStatus.INSUFFICIENT_STORAGE_507, cause.getMessage());
    }

    @Override
    protected boolean signal(String name, Request request, Response response, Callback callback) {
        HttpReplies.withJsonPayload(request, "signal", response, callback, payload -> {
            core.signal(name, payload).orTimeout(30, java.util.concurrent.TimeUnit.SECONDS).whenComplete((taken, failure) -> {
                Throwable cause = failure instanceof java.util.concurrent.CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure;
                if (cause instanceof JournalFailure f) {
                    error(response, callback, HttpStatus.INSUFFICIENT_STORAGE_507, f.getMessage());
                } else if (failure != null) {
                    error(response, callback, HttpStatus.SERVICE_UNAVAILABLE_503, "the engine's Kernels did not take signal "
                            + name + " within 30 s (overloaded or stopping): retry");
                } else {
                    Map<String, Object> answer = new java.util.LinkedHashMap<>();
                    answer.put("signal", name);
                    answer.put("taken", taken);
                    json(response, callback, HttpStatus.OK_200, answer);
                }
            });
        });
        return true;
    }
}
