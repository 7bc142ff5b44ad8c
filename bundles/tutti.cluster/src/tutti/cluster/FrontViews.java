package tutti.cluster;

import static tutti.engine.HttpReplies.error;
import static tutti.engine.HttpReplies.json;

import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import tutti.engine.EngineServer;
import tutti.overseer.Availability;
import tutti.overseer.Overseer;
import tutti.overseer.TopologyJson;
import tutti.runtime.JsonReader;

/**
 * What a front answers about itself and its replicas, gathered from them or from its supervisor:
 * health, metrics and their live stream, the topology with the placement, the replica list, the
 * configuration. Nothing here blocks a thread.
 */
final class FrontViews {

    /** For answers gathered from every replica. */
    static final long GATHER_MILLIS = 5_000;

    private final long startNanos = System.nanoTime();
    private final Supervisor supervisor;
    private final ReplicaClient client;
    private final Balance balance;
    private final ScheduledExecutorService timer;

    FrontViews(Supervisor supervisor, ReplicaClient client, Balance balance, ScheduledExecutorService timer) {
        this.supervisor = supervisor;
        this.client = client;
        this.balance = balance;
        this.timer = timer;
    }

    /** Every replica's answer to a GET (null for one that is not up or did not answer), in replica order. */
    CompletableFuture<List<ReplicaClient.Answer>> gather(String path) {
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

    boolean health(Response response, Callback callback) {
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
        body.put("replicas", all.stream().map(FrontViews::brief).toList());
        body.put("draining", supervisor.draining().stream().map(FrontViews::brief).toList());
        Availability overseer = Overseer.availability();
        body.put("overseer", Map.of("available", overseer.available(), "detail", overseer.detail()));
        return json(response, callback, up > 0 ? HttpStatus.OK_200 : HttpStatus.SERVICE_UNAVAILABLE_503, body);
    }

    static Map<String, Object> brief(Replica r) {
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

    boolean metrics(Response response, Callback callback) {
        List<Replica> all = supervisor.replicas();
        gather("/metrics").thenAccept(answers -> {
            List<String> texts = answers.stream().map(a -> a == null || a.status() != 200 ? null : a.text()).toList();
            response.setStatus(HttpStatus.OK_200);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8");
            Content.Sink.write(response, true, MetricsMerge.merge(all, texts), callback);
        });
        return true;
    }

    boolean metricsStream(Request request, double hertz, boolean threads, Response response, Callback callback) {
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

    boolean topology(Response response, Callback callback) {
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
    boolean replicas(Response response, Callback callback) {
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
    Map<String, Object> settings() {
        Plan plan = supervisor.plan();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("strategy", plan.chosen().toString());
        m.put("binding", plan.binding().option());
        m.put("threads", plan.threads().option());
        m.put("balance", balance.option());
        return m;
    }

    boolean config(Response response, Callback callback) {
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
