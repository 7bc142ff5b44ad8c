package tutti.bench.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.client.BatchReport;
import tutti.client.BatchRequest;
import tutti.client.EngineClient;
import tutti.cluster.ReplicatedEngine;
import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;

/**
 * The thread-binding policies (conference paper, Figs. 3-5 and Table II): one engine whose Kernel
 * and Invoker threads are placed by policy (default, per-cpu, per-core, interleaved), batches of the
 * patterns Sequential, Parallel, DAG and Loop; each policy's speedup over default, and two of the
 * pools' counters with their correlation with time.
 */
public final class ThreadPolicies implements Experiment {

    @Override
    public String name() {
        return "thread-policies";
    }

    @Override
    public String title() {
        return "Thread-binding policies: per-cpu, per-core and interleaved against the default, per pattern and batch size";
    }

    @Override
    public String paper() {
        return """
                Peternier, Bonetta, Pautasso, Binder, "Exploiting Multicores to Optimize Business Process Execution", Figs. 3-5
                and Table II: batches of 5,000, 10,000 and 30,000 instances of Sequential, Parallel, DAG and Loop (100 empty
                iterations) on JOpera, the speedup of each policy over the default, their standard deviation under 2%:

                | policy | effect |
                | --- | --- |
                | per core | always faster than the default; best +13% (DAG, 5,000 instances) |
                | per CPU | faster than the default |
                | interleaved | slower; worst -8% (DAG, 30,000 instances) |

                Two counters, ineffective software prefetches and L3 evictions, fell with the policies that keep threads close
                and rose with interleaved; both correlated strongly with the batch time.
                """;
    }

    @Override
    public Map<String, String> defaults(boolean quick) {
        Map<String, String> d = new LinkedHashMap<>();
        d.put("patterns", quick ? "Sequential Loop" : "Sequential Parallel DAG Loop");
        d.put("batches", quick ? "1000" : "5000 10000 30000");
        d.put("policies", "default per-cpu per-core interleaved");
        d.put("counters", "perf::CACHE-MISSES perf::CPU-MIGRATIONS");
        return d;
    }

    @Override
    public List<Plot> plots() {
        return List.of(
                new Plot("thread-policies-speedup", "Speedup over the default policy", "workload", "pattern and batch size",
                        "speedup", "speedup", List.of("policy"), List.of()),
                new Plot("thread-policies-time", "Time for the batch", "workload", "pattern and batch size", "seconds", "seconds",
                        List.of("policy"), List.of()));
    }

    @Override
    public void run(Runs r) throws Exception {
        List<String> patterns = words(r.parameter("patterns"));
        List<Integer> batches = words(r.parameter("batches")).stream().map(Integer::parseInt).toList();
        List<String> counters = words(r.parameter("counters"));
        for (String p : patterns) {
            if (!Samples.NAMES.contains(p)) {
                throw new IllegalArgumentException("patterns are samples " + Samples.NAMES + ", not " + p);
            }
        }
        CompositionCompiler compiler = new CompositionCompiler();
        for (String policy : words(r.parameter("policies"))) {
            Map<String, Object> options = new LinkedHashMap<>();
            options.put("replicas", "count:1");
            options.put("binding", "none");
            options.put("threads", policy);
            try (ReplicatedEngine engine = ReplicaBatches.start(r, options, Map.of("policy", policy))) {
                if (engine == null) {
                    continue; // the planner refused the policy here: skipped, with its reason
                }
                EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
                client.configure(Map.of("counters", counters));
                for (String p : patterns) {
                    client.deploy(compiler.compile(Samples.load(p)).archive().toBytes());
                }
                for (String p : patterns) {
                    for (int batch : batches) {
                        for (int w = 0; w < r.warmups(); w++) {
                            client.batch(p, BatchRequest.of(batch, Samples.inputs(p)));
                        }
                        for (int run = 1; run <= r.runs(); run++) {
                            BatchReport b = client.batch(p, BatchRequest.of(batch, Samples.inputs(p)));
                            Map<String, Object> row = new LinkedHashMap<>();
                            row.put("policy", policy);
                            row.put("pattern", p);
                            row.put("batch", batch);
                            row.put("workload", p + " " + batch);
                            row.put("run", run);
                            row.putAll(Measured.of(b));
                            Measured.counters(row, b, counters);
                            r.record(row);
                        }
                    }
                }
            }
        }
        speedups(r);
        for (int c = 0; c < counters.size(); c++) {
            r.note(Measured.correlation(r, counters.get(c), "counter" + (c + 1)));
        }
    }

    /** Each run's speedup over the mean time of the default policy for its pattern and batch. */
    private static void speedups(Runs r) {
        Map<String, List<Double>> defaults = new LinkedHashMap<>();
        for (Map<String, Object> row : r.rows()) {
            if ("default".equals(row.get("policy"))) {
                defaults.computeIfAbsent((String) row.get("workload"), k -> new ArrayList<>()).add((Double) row.get("seconds"));
            }
        }
        for (Map<String, Object> row : r.rows()) {
            List<Double> base = defaults.get(row.get("workload"));
            if (base != null) {
                row.put("speedup", base.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN)
                        / (Double) row.get("seconds"));
            }
        }
        if (defaults.isEmpty()) {
            r.note("the default policy did not run: no speedups");
        }
    }

    private static List<String> words(String text) {
        return List.of(text.strip().split("\\s+"));
    }
}
