package tutti.bench.experiment;

import java.util.List;
import java.util.Map;

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
        Map<String, String> d = ReplicaSweep.defaults(quick, "none shared non-shared");
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
        ReplicaSweep.sweep(r, List.of(r.parameter("counter")));
        r.note(Measured.correlation(r, r.parameter("counter"), "counter1"));
    }
}
