package tutti.bench.benchmarks;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.client.EngineClient;
import tutti.cluster.Balance;
import tutti.cluster.Binding;
import tutti.cluster.Plan;
import tutti.cluster.Planner;
import tutti.cluster.ReplicaLauncher;
import tutti.cluster.ReplicatedEngine;
import tutti.cluster.Resources;
import tutti.cluster.Strategy;
import tutti.cluster.ThreadPolicy;
import tutti.compiler.CompositionCompiler;
import tutti.engine.EngineOptions;
import tutti.model.Samples;
import tutti.overseer.Overseer;

/**
 * {@code tutti bench --suite patterns --scaling}: each workflow of the suite with the Kernel and
 * Invoker pools at 1, 2, 4, ... threads each, up to the machine's cores (one engine, its pools
 * resized between the steps, each step warmed up); with {@code --replicas STRATEGY}, the same
 * workflows on replicated engines as the planner places them. A CSV row per workflow and step, and
 * a plot of instances per second against threads per pool, a line per workflow.
 */
public final class ScalingSuite {

    /**
     * @param replicas a replica strategy ({@code auto}, {@code numa}, ...) to measure too, or null
     */
    public record Settings(int count, String replicas, Path csv, Path plotDirectory) {
        public Settings {
            if (count < 1000) {
                throw new IllegalArgumentException("--count must be at least 1000");
            }
        }
    }

    /** One workflow measured one way. */
    record Step(String way, int threadsPerPool, int replicas, String workflow, Map<String, Object> report) {

        double perSecond() {
            return ((Number) report.get("throughputPerSecond")).doubleValue();
        }
    }

    private ScalingSuite() {
    }

    /** Threads per pool to measure: the powers of two up to {@code cores}, and {@code cores} itself. */
    static List<Integer> sizes(int cores) {
        List<Integer> sizes = new ArrayList<>();
        for (int n = 1; n <= cores; n *= 2) {
            sizes.add(n);
        }
        if (sizes.get(sizes.size() - 1) != cores) {
            sizes.add(cores);
        }
        return sizes;
    }

    /** 0 when every instance completed, 1 otherwise. */
    public static int run(BenchEngine target, Settings s, PrintStream out, PrintStream err) throws Exception {
        int cores = Runtime.getRuntime().availableProcessors();
        EngineClient engine = target.client();
        List<Step> steps = new ArrayList<>();
        for (String w : PatternSuite.WORKFLOWS) {
            if (!target.ensureDeployed(w, "bench", out, err)) {
                return 1;
            }
        }
        out.printf("%-26s %8s %-18s %14s%n", "way", "threads", "workflow", "instances/s");
        for (int n : sizes(cores)) {
            engine.configure(Map.of("kernelThreads", n, "invokerThreads", n));
            for (String w : PatternSuite.WORKFLOWS) {
                steps.add(measure(engine, "one JVM", n, 1, w, s.count(), out));
            }
        }
        if (s.replicas() != null) {
            steps.addAll(replicated(s, out));
        }
        boolean completed = steps.stream().allMatch(st -> ((Number) st.report().get("failed")).longValue() == 0);
        for (Step st : steps) {
            appendCsv(s.csv(), st, cores, target.durability());
        }
        out.println("appended to " + s.csv());
        List<Path> plots = tutti.bench.experiment.Charts.draw(plot(), rows(steps), s.plotDirectory());
        out.println("plot: " + plots.get(0) + " (and " + plots.get(1).getFileName() + ")");
        return completed ? 0 : 1;
    }

    private static Step measure(EngineClient engine, String way, int threads, int replicas, String workflow, int count,
            PrintStream out) throws Exception {
        Map<String, Object> inputs = Samples.inputs(workflow);
        WorkflowBenchmark.batch(engine, workflow, Math.max(1000, count / 4), inputs);
        Map<String, Object> report = WorkflowBenchmark.batch(engine, workflow, count, inputs);
        Step st = new Step(way, threads, replicas, workflow, report);
        out.printf("%-26s %8d %-18s %,14.0f%n", way, threads, workflow, st.perSecond());
        return st;
    }

    /** The workflows on replicas as the planner places them on this machine (threads: each replica's pools). */
    private static List<Step> replicated(Settings s, PrintStream out) throws Exception {
        Plan plan = Planner.plan(Overseer.topology(), new Planner.Request(Strategy.parse(s.replicas()), Binding.SHARED,
                ThreadPolicy.DEFAULT, Resources.defaults(), 0));
        List<Step> steps = new ArrayList<>();
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        try (ReplicatedEngine engine = ReplicatedEngine.start(plan, EngineOptions.loopback(0), Balance.ROUND_ROBIN,
                ReplicaLauncher.fromThisJvm(), quiet)) {
            EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
            CompositionCompiler compiler = new CompositionCompiler();
            for (String w : PatternSuite.WORKFLOWS) {
                client.deploy(compiler.compile(Samples.load(w)).archive().toBytes());
            }
            int threads = plan.replicas().get(0).kernelThreads();
            String way = "replicas " + s.replicas() + " -> " + plan.chosen();
            for (String w : PatternSuite.WORKFLOWS) {
                steps.add(measure(client, way, threads, plan.replicas().size(), w, s.count(), out));
            }
        }
        return steps;
    }

    private static tutti.bench.experiment.Plot plot() {
        return new tutti.bench.experiment.Plot("scaling", "Instances per second as the Kernel and Invoker pools grow",
                "threads_per_pool", "threads per pool (Kernel and Invoker each)", "instances_per_s", "instances/s",
                List.of("workflow", "way"), List.of());
    }

    private static List<Map<String, Object>> rows(List<Step> steps) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Step st : steps) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("threads_per_pool", st.threadsPerPool());
            r.put("instances_per_s", st.perSecond());
            r.put("workflow", st.workflow());
            r.put("way", st.way());
            rows.add(r);
        }
        return rows;
    }

    @SuppressWarnings("unchecked")
    private static void appendCsv(Path csv, Step st, int cores, String durability) throws java.io.IOException {
        Map<String, Object> lat = (Map<String, Object>) st.report().get("latencyMicros");
        String header = "time,way,replicas,threads_per_pool,workflow,count,completed,failed,instances_per_s,p50_us,p99_us,"
                + "durability,cores\n";
        String row = String.join(",", Instant.now().toString(), st.way(), String.valueOf(st.replicas()),
                String.valueOf(st.threadsPerPool()), st.workflow(), String.valueOf(st.report().get("count")),
                String.valueOf(st.report().get("completed")), String.valueOf(st.report().get("failed")),
                String.format(java.util.Locale.ROOT, "%.0f", st.perSecond()), String.valueOf(lat.get("p50")),
                String.valueOf(lat.get("p99")), durability, String.valueOf(cores)) + "\n";
        Csv.append(csv, header, row);
    }
}
