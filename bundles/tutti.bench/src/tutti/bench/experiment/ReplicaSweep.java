package tutti.bench.experiment;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;

/**
 * The replica sweep (journal paper, Fig. 4 and Table III): the same total of threads and heap split
 * over R replicas, R = 1, 2, 4, ... up to the CPUs, each with no binding and with local binding; the
 * time for a batch of Benchmark instances, the speedup over one replica without binding, and the
 * collections the replicas made.
 */
public final class ReplicaSweep implements Experiment {

    @Override
    public String name() {
        return "replicas";
    }

    @Override
    public String title() {
        return "Replica sweep: the same threads and heap split over more replicas, without and with local binding";
    }

    @Override
    public String paper() {
        return """
                Peternier et al., "High Performance Execution of Service Compositions: a Multicore-aware Engine Design", Fig. 4
                and Table III: 128,000 Benchmark instances, total threads twice the cores and 16 GB of heap split over 1, 2, 4,
                ... replicas, each run without binding (default) and with its CPUs and memory on one node (local); 5 runs after
                2 warm-ups. The speedup over one replica with default binding:

                | machine | best speedup, default | best speedup, local |
                | --- | --- | --- |
                | x86 machines (Xeon-16, Opteron-12, Nehalem-24) | 1.7-2.8x | up to 3.4x |
                | P7-32 | 10.5-13.8x | |

                The curve bends where the replicas reach the number of NUMA nodes; local beats default except with one replica.
                The replicas together made about as many collections whatever their number. Table III, on Opteron-12 (4 NUMA
                nodes, 12 cores, HotSpot, parallel collector), in seconds; the speedup plot draws its points, dashed, as far as
                this machine's replicas go:

                | replicas | heap each | default: wall | GC events | GC time | speedup | local: wall | GC events | GC time | speedup |
                | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
                | 1 | 16 GB | 79.1 | 43 | 13.7 | 1.00 | 98.6 | 43 | 18.3 | 0.80 |
                | 2 | 8 GB | 56.4 | 43 | 9.5 | 1.40 | 48.2 | 43 | 9.6 | 1.64 |
                | 4 | 4 GB | 49.6 | 43 | 11.1 | 1.59 | 44.1 | 43 | 10.5 | 1.79 |
                | 8 | 2 GB | 47.3 | 43 | 10.1 | 1.67 | 42.5 | 43 | 9.1 | 1.86 |
                | 12 | 1.37 GB | 47.7 | 41 | 9.4 | 1.66 | 42.8 | 41 | 8.6 | 1.85 |
                | 24 | 683 MB | 51.2 | 39 | 7.6 | 1.54 | 48.7 | 39 | 7.0 | 1.62 |
                """;
    }

    /** Table III's wall times on Opteron-12 (replicas, default, local), as speedups over one replica with default binding. */
    private static final double[][] OPTERON_12 = {{1, 79.1, 98.6}, {2, 56.4, 48.2}, {4, 49.6, 44.1}, {8, 47.3, 42.5},
        {12, 47.7, 42.8}, {24, 51.2, 48.7}};

    static List<Plot.Published> paperSpeedups() {
        List<double[]> none = new java.util.ArrayList<>();
        List<double[]> local = new java.util.ArrayList<>();
        for (double[] row : OPTERON_12) {
            none.add(new double[] {row[0], OPTERON_12[0][1] / row[1]});
            local.add(new double[] {row[0], OPTERON_12[0][1] / row[2]});
        }
        return List.of(new Plot.Published("paper, Opteron-12: none", none), new Plot.Published("paper, Opteron-12: local", local));
    }

    @Override
    public Map<String, String> defaults(boolean quick) {
        return defaults(quick, "none local");
    }

    /** The same totals split over 1, 2, 4, ... replicas, with these bindings: what the cache experiment varies too. */
    static Map<String, String> defaults(boolean quick, String bindings) {
        int cpus = Runtime.getRuntime().availableProcessors();
        Map<String, String> d = new LinkedHashMap<>();
        d.put("instances", quick ? "4000" : "128000");
        d.put("max_replicas", Integer.toString(quick ? Math.min(2, cpus) : cpus));
        d.put("total_threads", Integer.toString(2 * cpus));
        d.put("total_heap", quick ? "512m" : "2g");
        d.put("bindings", bindings);
        return d;
    }

    @Override
    public List<Plot> plots() {
        return List.of(
                new Plot("replicas-time", "Time for the batch by replicas", "replicas", "replicas (same total threads and heap)",
                        "seconds", "seconds", List.of("binding"), List.of()),
                new Plot("replicas-speedup", "Speedup over one replica without binding", "replicas",
                        "replicas (same total threads and heap)", "speedup", "speedup", List.of("binding"), paperSpeedups()),
                new Plot("replicas-gc", "Collections by replicas", "replicas", "replicas (same total threads and heap)",
                        "gc_events", "collections (all replicas)", List.of("binding"), List.of()));
    }

    @Override
    public void run(Runs r) throws Exception {
        sweep(r, List.of());
    }

    /** Batches of the Benchmark on 1, 2, 4, ... replicas with each binding, the totals split among them; then speedups. */
    static void sweep(Runs r, List<String> counters) throws Exception {
        byte[] archive = new CompositionCompiler().compile(Samples.load("Benchmark")).archive().toBytes();
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
        speedups(r);
    }

    /** Each run's speedup: the mean time of one replica without binding over its own time. */
    static void speedups(Runs r) {
        double base = r.rows().stream().filter(row -> Integer.valueOf(1).equals(row.get("replicas"))
                && "none".equals(row.get("binding"))).mapToDouble(row -> (Double) row.get("seconds")).average().orElse(Double.NaN);
        if (Double.isNaN(base)) {
            r.note("no run of one replica without binding: no speedups");
            return;
        }
        for (Map<String, Object> row : r.rows()) {
            row.put("speedup", base / (Double) row.get("seconds"));
        }
        r.note(String.format(java.util.Locale.ROOT, "speedups are over one replica without binding (mean %.3f s)", base));
    }
}
