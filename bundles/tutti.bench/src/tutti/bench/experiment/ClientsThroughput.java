package tutti.bench.experiment;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.bench.load.ClosedLoop;
import tutti.bench.load.EngineTarget;
import tutti.bench.load.LoadPlan;
import tutti.bench.load.ThinkTime;
import tutti.client.EngineClient;
import tutti.cluster.ReplicatedEngine;
import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;

/**
 * Throughput against clients (the SOSOA paper, Figs. 3-4): closed-loop clients, each sending a
 * request, waiting for the instance's end and thinking a normally distributed time, against 1, 2,
 * ... replicas sharing the same total threads; instances/s against the number of clients.
 */
public final class ClientsThroughput implements Experiment {

    @Override
    public String name() {
        return "clients";
    }

    @Override
    public String title() {
        return "Throughput against closed-loop clients, by replicas sharing the same total threads";
    }

    @Override
    public String paper() {
        return """
                Bonetta, Peternier, Pautasso, Binder, "Towards Scalable Service Composition on Multicores", Figs. 3-4:
                closed-loop clients, each alternating a request and a think time drawn from a normal distribution (mean 1 s,
                variance 0.5, 30 s timeout), for Sequential, ForEach, Parallel and Loop with 6 invocations of services that
                answer after a fixed delay; lines for 1, 2, 6 and 12 replicas sharing the same total threads; instances/s
                against the number of clients. Two replicas gave about 20% more throughput than one at the same clients.
                """;
    }

    @Override
    public Map<String, String> defaults(boolean quick) {
        int cpus = Runtime.getRuntime().availableProcessors();
        Map<String, String> d = new LinkedHashMap<>();
        d.put("patterns", quick ? "ForEach" : "Sequential ForEach Parallel Loop");
        d.put("clients", quick ? "20 80" : "50 100 200 400 800");
        d.put("replicas", quick ? "1 2" : replicaCounts(cpus));
        d.put("total_threads", Integer.toString(2 * cpus));
        d.put("duration", quick ? "2" : "20");
        d.put("think_mean_ms", "1000");
        d.put("think_variance", "0.5");
        d.put("timeout_s", "30");
        return d;
    }

    /** 1, 2, 6 and 12 as in the paper, those this machine's CPUs allow (at most one replica each). */
    private static String replicaCounts(int cpus) {
        return String.join(" ", List.of(1, 2, 6, 12).stream().filter(n -> n <= cpus).map(String::valueOf).toList());
    }

    @Override
    public List<Plot> plots() {
        return List.of(
                new Plot("clients-throughput", "Throughput against clients", "clients", "closed-loop clients", "instances_per_second",
                        "instances/s", List.of("pattern", "replicas"), List.of()),
                new Plot("clients-latency", "Latency (p50) against clients", "clients", "closed-loop clients", "p50_ms",
                        "p50 latency (ms)", List.of("pattern", "replicas"), List.of()));
    }

    @Override
    public void run(Runs r) throws Exception {
        List<String> patterns = words(r.parameter("patterns"));
        Duration duration = Duration.ofMillis((long) (Double.parseDouble(r.parameter("duration")) * 1000));
        ThinkTime think = new ThinkTime(Duration.ofMillis(r.integer("think_mean_ms")), Double.parseDouble(r.parameter("think_variance")));
        Duration timeout = Duration.ofSeconds(r.integer("timeout_s"));
        CompositionCompiler compiler = new CompositionCompiler();
        for (String replicasText : words(r.parameter("replicas"))) {
            int replicas = Integer.parseInt(replicasText);
            Map<String, Object> options = new LinkedHashMap<>();
            options.put("replicas", "count:" + replicas);
            options.put("binding", "none");
            options.put("total-threads", r.parameter("total_threads"));
            Map<String, Object> configuration = new LinkedHashMap<>();
            configuration.put("replicas", replicas);
            try (ReplicatedEngine engine = ReplicaBatches.start(r, options, configuration)) {
                if (engine == null) {
                    continue;
                }
                EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
                for (String p : patterns) {
                    client.deploy(compiler.compile(Samples.load(p)).archive().toBytes());
                }
                for (String p : patterns) {
                    for (String clientsText : words(r.parameter("clients"))) {
                        int clients = Integer.parseInt(clientsText);
                        for (int run = 1 - r.warmups(); run <= r.runs(); run++) {
                            LoadPlan plan = new LoadPlan(p, null, Samples.inputs(p), clients, duration, think, timeout,
                                    duration, run + 1000L * clients);
                            ClosedLoop.Result res = ClosedLoop.run(plan, new EngineTarget(client, plan), i -> { });
                            if (run < 1) {
                                continue; // a warm-up
                            }
                            Map<String, Object> row = new LinkedHashMap<>();
                            row.put("replicas", replicas);
                            row.put("pattern", p);
                            row.put("clients", clients);
                            row.put("run", run);
                            row.put("completed", res.completed());
                            row.put("failed", res.failed());
                            row.put("timed_out", res.timedOut());
                            row.put("refused", res.refused());
                            row.put("errors", res.errors());
                            row.put("instances_per_second", res.completedPerSecond());
                            row.put("p50_ms", res.p50Millis());
                            row.put("p99_ms", res.p99Millis());
                            row.put("max_in_flight", res.maxInFlight());
                            r.record(row);
                        }
                    }
                }
            }
        }
    }

    private static List<String> words(String text) {
        return List.of(text.strip().split("\\s+"));
    }
}
