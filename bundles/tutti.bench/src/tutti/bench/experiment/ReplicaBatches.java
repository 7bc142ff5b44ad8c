package tutti.bench.experiment;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.client.BatchReport;
import tutti.client.BatchRequest;
import tutti.client.EngineClient;
import tutti.cluster.Balance;
import tutti.cluster.Plan;
import tutti.cluster.PlanException;
import tutti.cluster.PlanOptions;
import tutti.cluster.Planner;
import tutti.cluster.ReplicaLauncher;
import tutti.cluster.ReplicatedEngine;
import tutti.engine.EngineOptions;
import tutti.model.Samples;
import tutti.overseer.Overseer;

/**
 * Batches of the Benchmark workflow on replicas started for a plan: what the replica experiments
 * share. Each measured batch is a row: the configuration, the batch's figures and, when asked, pool
 * counters summed over the replicas' Kernel and Invoker pools (or why the machine cannot count them).
 */
final class ReplicaBatches {

    private ReplicaBatches() {
    }

    /**
     * @param options       the plan, as {@code tutti plan} takes it
     * @param configuration the columns that say which configuration this is (replicas, binding, ...)
     * @return the mean throughput of the measured batches, or -1 when the planner refused the plan
     *         (skipped, with its reason)
     */
    static double run(Runs r, Map<String, Object> options, Map<String, Object> configuration, byte[] archive, int instances,
            List<String> counters) throws Exception {
        double throughput = 0;
        try (ReplicatedEngine engine = start(r, options, configuration)) {
            if (engine == null) {
                return -1;
            }
            EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
            if (!counters.isEmpty()) {
                client.configure(Map.of("counters", counters));
            }
            client.deploy(archive);
            for (int w = 0; w < r.warmups(); w++) {
                client.batch("Benchmark", BatchRequest.of(instances, Samples.inputs("Benchmark")));
            }
            for (int run = 1; run <= r.runs(); run++) {
                BatchReport b = client.batch("Benchmark", BatchRequest.of(instances, Samples.inputs("Benchmark")));
                Map<String, Object> row = new LinkedHashMap<>(configuration);
                row.put("run", run);
                row.putAll(Measured.of(b));
                Measured.counters(row, b, counters);
                r.record(row);
                throughput += b.throughputPerSecond() / r.runs();
            }
        }
        return throughput;
    }

    /** Replicas started for the plan, or null when the planner refuses it (skipped, with its reason). */
    static ReplicatedEngine start(Runs r, Map<String, Object> options, Map<String, Object> configuration) throws Exception {
        Plan plan;
        try {
            plan = Planner.plan(Overseer.topology(), PlanOptions.request(options, 0));
        } catch (PlanException e) {
            // e.g. "replicas 4, binding local: count:4 asks for more replicas than this machine has CPUs"
            r.skip(String.join(", ", configuration.entrySet().stream().map(c -> c.getKey() + " " + c.getValue()).toList()),
                    e.getMessage());
            return null;
        }
        r.log(String.valueOf(configuration));
        return ReplicatedEngine.start(plan, options, EngineOptions.loopback(0), Balance.ROUND_ROBIN, ReplicaLauncher.fromThisJvm(),
                new PrintStream(OutputStream.nullOutputStream()));
    }
}
