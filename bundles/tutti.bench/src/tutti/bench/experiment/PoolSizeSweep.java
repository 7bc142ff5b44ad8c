package tutti.bench.experiment;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.client.BatchReport;
import tutti.client.BatchRequest;
import tutti.client.EngineClient;
import tutti.compiler.CompositionCompiler;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.model.Samples;

/**
 * The pool-size sweep (journal paper, Fig. 3): one engine, no binding, Kernel and Invoker pools of
 * the same size from 1 thread up to a maximum; the time for a batch of Benchmark instances at each.
 */
public final class PoolSizeSweep implements Experiment {

    @Override
    public String name() {
        return "pool-size";
    }

    @Override
    public String title() {
        return "Pool-size sweep: the time for a batch of Benchmark instances as the Kernel and Invoker pools grow";
    }

    @Override
    public String paper() {
        return """
                Peternier et al., "High Performance Execution of Service Compositions: a Multicore-aware Engine Design", Fig. 3:
                128,000 Benchmark instances on one JOpera engine without binding, Kernel and Invoker pools from 1 to 64 threads,
                the mean of 5 runs with its standard deviation at each size. Time fell only up to a few threads per pool and not
                beyond; larger pools cost memory, not time (except on P7-32, where they made runs slower and unsteady):

                | machine | cores | threads per pool after which time no longer fell |
                | --- | --- | --- |
                | Xeon-16 | 16 | 4 |
                | Nehalem-24 | 24 | 5 |
                | Opteron-12 | 12 | 6 |
                | P7-32 | 32 | 6 |
                """;
    }

    @Override
    public Map<String, String> defaults(boolean quick) {
        Map<String, String> d = new LinkedHashMap<>();
        d.put("instances", quick ? "4000" : "128000");
        d.put("max_threads", quick ? "2" : Integer.toString(Math.min(64, 2 * Runtime.getRuntime().availableProcessors())));
        d.put("composition", "Benchmark");
        return d;
    }

    @Override
    public List<Plot> plots() {
        return List.of(
                new Plot("pool-size-time", "Time for the batch by pool size", "pool_threads", "threads per pool (Kernel = Invoker)",
                        "seconds", "seconds", List.of(), List.of()),
                new Plot("pool-size-throughput", "Throughput by pool size", "pool_threads", "threads per pool (Kernel = Invoker)",
                        "instances_per_second", "instances/s", List.of(), List.of()));
    }

    @Override
    public void run(Runs r) throws Exception {
        int instances = r.integer("instances");
        int max = r.integer("max_threads");
        String composition = r.parameter("composition");
        if (instances < 1 || max < 1) {
            throw new IllegalArgumentException("instances and max_threads are 1 or more");
        }
        if (!Samples.NAMES.contains(composition)) {
            throw new IllegalArgumentException("composition is one of the samples " + Samples.NAMES + ", not " + composition);
        }
        try (EngineServer engine = EngineServer.start(EngineOptions.loopback(0))) {
            EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
            client.deploy(new CompositionCompiler().compile(Samples.load(composition)).archive().toBytes());
            Map<String, Object> inputs = Samples.inputs(composition);
            for (int threads = 1; threads <= max; threads++) {
                client.configure(Map.of("kernelThreads", threads, "invokerThreads", threads));
                r.log("pool size " + threads);
                for (int w = 0; w < r.warmups(); w++) {
                    client.batch(composition, BatchRequest.of(instances, inputs));
                }
                for (int run = 1; run <= r.runs(); run++) {
                    BatchReport b = client.batch(composition, BatchRequest.of(instances, inputs));
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("pool_threads", threads);
                    row.put("run", run);
                    row.putAll(Measured.of(b));
                    r.record(row);
                }
            }
        }
    }
}
