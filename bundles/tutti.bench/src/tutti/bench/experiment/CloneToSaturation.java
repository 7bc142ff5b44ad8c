package tutti.bench.experiment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;

/**
 * Clone to saturation (journal paper, Fig. 6): a replica of fixed threads and heap, cloned 1, 2, 4,
 * ... times until the throughput stops growing, without and with local binding; the time for a batch
 * of Benchmark instances and the speedup over one replica without binding.
 */
public final class CloneToSaturation implements Experiment {

    @Override
    public String name() {
        return "clones";
    }

    @Override
    public String title() {
        return "Clone to saturation: a fixed replica cloned until the throughput stops growing, without and with local binding";
    }

    @Override
    public String paper() {
        return """
                Peternier et al., "High Performance Execution of Service Compositions: a Multicore-aware Engine Design", Fig. 6:
                a replica of 8 Kernel and 8 Invoker threads and 8 GB, cloned 1, 2, 4, ... times, 128,000 Benchmark instances;
                past a point, time grows again. Local binding reached the peak with fewer replicas:

                | machine | peak, default | peak, local |
                | --- | --- | --- |
                | Opteron-12 | 2.4x with 16 replicas | 2.7x with 8 |
                | Nehalem-24 | 5.2x with 32 | 5.5x with 16 |
                | P7-32 | 16.2x with 32 | 22.5x with 32 |

                Speedups grew fast up to one replica per NUMA node and slowly after it.
                """;
    }

    @Override
    public Map<String, String> defaults(boolean quick) {
        int cpus = Runtime.getRuntime().availableProcessors();
        int max = quick ? Math.min(2, 2 * cpus) : 2 * cpus;
        Map<String, String> d = new LinkedHashMap<>();
        d.put("instances", quick ? "4000" : "128000");
        d.put("max_replicas", Integer.toString(max));
        // 8 + 8 threads and 8 GB in the paper, scaled to this machine: at most twice its CPUs, and a heap each that all the clones fit in.
        d.put("replica_threads", Integer.toString(Math.min(16, 2 * cpus)));
        d.put("replica_heap", quick ? "256m" : Math.max(256, Math.min(8192, memoryMiB() / (2 * max))) + "m");
        d.put("bindings", "none local");
        d.put("saturation_gain", "0.05");
        return d;
    }

    @Override
    public List<Plot> plots() {
        return List.of(
                new Plot("clones-time", "Time for the batch by clones", "replicas", "replicas (each the same threads and heap)",
                        "seconds", "seconds", List.of("binding"), List.of()),
                new Plot("clones-speedup", "Speedup over one replica without binding", "replicas",
                        "replicas (each the same threads and heap)", "speedup", "speedup", List.of("binding"), List.of(
                        // The points the text of Section 7.5 gives for Opteron-12; the rest of Fig. 6 is drawn, not tabled.
                        new Plot.Published("paper, Opteron-12: none", List.<double[]>of(new double[] {1, 1}, new double[] {16, 2.4})),
                        new Plot.Published("paper, Opteron-12: local",
                                List.<double[]>of(new double[] {4, 2.6}, new double[] {8, 2.7})))));
    }

    @Override
    public void run(Runs r) throws Exception {
        int instances = r.integer("instances");
        int max = r.integer("max_replicas");
        double gain = Double.parseDouble(r.parameter("saturation_gain"));
        byte[] archive = new CompositionCompiler().compile(Samples.load("Benchmark")).archive().toBytes();
        for (String binding : r.parameter("bindings").strip().split("\\s+")) {
            double best = 0;
            for (int replicas = 1; replicas <= max; replicas *= 2) {
                Map<String, Object> options = new LinkedHashMap<>();
                options.put("replicas", "count:" + replicas);
                options.put("binding", binding);
                options.put("replica-threads", r.parameter("replica_threads"));
                options.put("replica-heap", r.parameter("replica_heap"));
                Map<String, Object> configuration = new LinkedHashMap<>();
                configuration.put("replicas", replicas);
                configuration.put("binding", binding);
                double throughput = ReplicaBatches.run(r, options, configuration, archive, instances, List.of());
                if (throughput < 0) {
                    break; // the planner refused it: more clones than this machine takes
                }
                if (throughput < best * (1 + gain)) {
                    r.note(String.format(java.util.Locale.ROOT, "binding %s saturated at %d replica(s): %.0f instances/s, not %.0f%% "
                            + "more than with half as many (%.0f)", binding, replicas, throughput, gain * 100, best));
                    break;
                }
                best = Math.max(best, throughput);
            }
        }
        ReplicaSweep.speedups(r);
    }

    /** This machine's memory in MiB, from /proc/meminfo (4 GiB where it cannot be read). */
    private static long memoryMiB() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    return Long.parseLong(line.replaceAll("\\D", "")) / 1024;
                }
            }
        } catch (IOException | NumberFormatException e) {
            // not Linux, or an unusual file: the fallback below
        }
        return 4096;
    }
}
