package tutti.bench.experiment;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;

/**
 * Cache binding (journal paper, Section 7.6, Fig. 7 and Table IV): replicas on the cores under one
 * shared cache, deliberately spread so that no two of a replica's cores share one, or unbound; the
 * same total threads and heap; time, speedup and last-level-cache misses with their correlation.
 */
public final class CacheBinding implements Experiment {

    @Override
    public String name() {
        return "cache";
    }

    @Override
    public String title() {
        return "Cache binding: replicas on cores that share a cache, deliberately spread, or unbound";
    }

    @Override
    public String paper() {
        return """
                Peternier et al., "High Performance Execution of Service Compositions: a Multicore-aware Engine Design",
                Section 7.6, Fig. 7 and Table IV, on Xeon-16 (no NUMA; eight pairs of cores under a shared L2): replicas bound
                to the cores under one cache (shared), deliberately spread (non-shared), or left to the scheduler (default).
                Shared was about 10% faster than default at its peak, with 8 replicas (one per shared L2); non-shared was the
                slowest with the most cache misses, and default was close to it. Cache misses correlated with the time.
                """;
    }

    @Override
    public Map<String, String> defaults(boolean quick) {
        int cpus = Runtime.getRuntime().availableProcessors();
        Map<String, String> d = new LinkedHashMap<>();
        d.put("instances", quick ? "4000" : "128000");
        d.put("max_replicas", Integer.toString(quick ? Math.min(2, cpus) : cpus));
        d.put("total_threads", Integer.toString(2 * cpus));
        d.put("total_heap", quick ? "512m" : "2g");
        d.put("bindings", "none shared non-shared");
        d.put("counter", "perf::LLC-LOAD-MISSES");
        return d;
    }

    @Override
    public List<Plot> plots() {
        return List.of(
                new Plot("cache-time", "Time for the batch by replicas and binding", "replicas", "replicas (same total threads and heap)",
                        "seconds", "seconds", List.of("binding"), List.of()),
                new Plot("cache-speedup", "Speedup over one replica without binding", "replicas",
                        "replicas (same total threads and heap)", "speedup", "speedup", List.of("binding"), List.of()));
    }

    @Override
    public void run(Runs r) throws Exception {
        byte[] archive = new CompositionCompiler().compile(Samples.load("Benchmark")).archive().toBytes();
        List<String> counters = List.of(r.parameter("counter"));
        for (int replicas = 1; replicas <= r.integer("max_replicas"); replicas *= 2) {
            for (String binding : r.parameter("bindings").strip().split("\\s+")) {
                Map<String, Object> options = new LinkedHashMap<>();
                options.put("replicas", "count:" + replicas);
                options.put("binding", binding);
                options.put("total-threads", r.parameter("total_threads"));
                options.put("total-heap", r.parameter("total_heap"));
                Map<String, Object> configuration = new LinkedHashMap<>();
                configuration.put("replicas", replicas);
                configuration.put("binding", binding);
                ReplicaBatches.run(r, options, configuration, archive, r.integer("instances"), counters);
            }
        }
        ReplicaSweep.speedups(r);
        r.note(Measured.correlation(r, counters.get(0), "counter1"));
    }
}
