package tutti.bench.benchmarks;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import tutti.client.EngineClient;
import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;
import tutti.runtime.CompiledComposition;

/**
 * {@code tutti bench --suite patterns}: the Benchmark workflow and the peer benchmark's workflow
 * patterns through an engine's batch endpoint, each after a warm-up; per workflow the completed
 * instances and task executions per second, and what the inline runner reaches on as many threads
 * as the machine has cores (the engine's ceiling without stages). A table, and a CSV row each.
 */
public final class PatternSuite {

    /** The workflows, in the order they run. */
    public static final List<String> WORKFLOWS = java.util.stream.Stream.concat(java.util.stream.Stream.of("Benchmark"),
            Samples.PATTERNS.stream()).toList();

    /** {@code count} instances of each workflow after warm-up batches of a quarter as many; the inline runner for {@code inlineSeconds} each (0: not). */
    public record Settings(int count, double inlineSeconds, Path csv) {
        public Settings {
            if (count < 1000 || inlineSeconds < 0) {
                throw new IllegalArgumentException("--count must be at least 1000 and --inline-seconds at least 0");
            }
        }
    }

    /** One workflow's figures. */
    record Row(String workflow, Map<String, Object> report, double tasksPerInstance, double inlinePerSecond) {

        double perSecond() {
            return ((Number) report.get("throughputPerSecond")).doubleValue();
        }

        /** Task executions per second in the engine, from what it counted during the batch. */
        double tasksPerSecond() {
            Object executions = report.get("taskExecutions");
            double seconds = ((Number) report.get("wallMillis")).doubleValue() / 1000;
            return executions instanceof Number n && seconds > 0 ? n.doubleValue() / seconds : Double.NaN;
        }
    }

    private PatternSuite() {
    }

    /** 0 when every instance of every workflow completed, 1 otherwise. */
    public static int run(BenchEngine target, Settings s, PrintStream out, PrintStream err) throws Exception {
        EngineClient engine = target.client();
        String durability = target.durability();
        List<Row> rows = new ArrayList<>();
        boolean allCompleted = true;
        for (String w : WORKFLOWS) {
            if (!target.ensureDeployed(w, "bench", out, err)) {
                return 1;
            }
            Map<String, Object> inputs = Samples.inputs(w);
            int rounds = warmUp(engine, w, s.count(), inputs);
            Map<String, Object> report = WorkflowBenchmark.batch(engine, w, s.count(), inputs);
            allCompleted &= ((Number) report.get("failed")).longValue() == 0;
            out.printf("%-18s %,10.0f instances/s (after %d warm-up batches)%n", w,
                    ((Number) report.get("throughputPerSecond")).doubleValue(), rounds);
            rows.add(new Row(w, report, Double.NaN, Double.NaN));
        }
        // The inline runner after the engine's runs, so that a local engine does not share the cores with it.
        int threads = Runtime.getRuntime().availableProcessors();
        CompositionCompiler compiler = new CompositionCompiler();
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            double[] inline;
            if (s.inlineSeconds() > 0) {
                inline = InlineMeasurement.inChildJvm(r.workflow(), threads, s.inlineSeconds());
            } else {
                CompiledComposition c = compiler.compile(Samples.load(r.workflow())).archive()
                        .load(CompiledComposition.class.getClassLoader());
                inline = new double[] {Double.NaN, CompilerBenchmark.runOnce(c, Samples.inputs(r.workflow()))};
            }
            rows.set(i, new Row(r.workflow(), r.report(), inline[1], inline[0]));
        }
        print(rows, threads, durability, out);
        if (target.local() && durability.equals("journal")) {
            journalAgainstMemory(rows.get(0), s, out);
        }
        for (Row r : rows) {
            appendCsv(s.csv(), r, threads);
        }
        out.println("appended to " + s.csv());
        return allCompleted ? 0 : 1;
    }

    /** Warm-up batches at most: a rate still rising after this many is measured as it is. */
    static final int MAX_WARMUP_BATCHES = 8;

    /**
     * Batches of a quarter of {@code count} until the rate stops rising ({@link WarmUp}: two in a
     * row within 5 % of the best before them), at most {@link #MAX_WARMUP_BATCHES}; answers how many
     * ran. One fixed batch left the first workflow measured while the JIT still compiled the
     * engine's paths (its compiler threads used 9 to 13 s of CPU in a 2,000,000-instance run here),
     * and the in-memory engine the journal is compared with, measured last, warm.
     */
    static int warmUp(EngineClient engine, String workflow, int count, Map<String, Object> inputs) throws Exception {
        WarmUp rate = new WarmUp();
        int batches = 0;
        while (batches < MAX_WARMUP_BATCHES && !rate.steady()) {
            Map<String, Object> r = WorkflowBenchmark.batch(engine, workflow, Math.max(1000, count / 4), inputs);
            rate.add(((Number) r.get("throughputPerSecond")).doubleValue());
            batches++;
        }
        return batches;
    }

    /**
     * With the journal, the Benchmark workflow once more on a local engine that keeps instances in
     * memory, in the same run: what the journal costs, as a share of the in-memory rate.
     */
    private static void journalAgainstMemory(Row journaled, Settings s, PrintStream out) throws Exception {
        PrintStream quiet = new PrintStream(java.io.OutputStream.nullOutputStream());
        try (BenchEngine memory = BenchEngine.open(null, null, tutti.engine.Durability.NONE, quiet)) {
            memory.ensureDeployed("Benchmark", "bench", quiet, quiet);
            Map<String, Object> inputs = Samples.inputs("Benchmark");
            warmUp(memory.client(), "Benchmark", s.count(), inputs);
            double inMemory = ((Number) WorkflowBenchmark.batch(memory.client(), "Benchmark", s.count(), inputs)
                    .get("throughputPerSecond")).doubleValue();
            out.printf("Benchmark with the journal %,.0f instances/s; in memory (a local engine of its own, right after) %,.0f:"
                    + " the journal keeps %.0f%% of the in-memory rate%n", journaled.perSecond(), inMemory,
                    100 * journaled.perSecond() / inMemory);
        }
    }

    @SuppressWarnings("unchecked")
    private static void print(List<Row> rows, int threads, String durability, PrintStream out) {
        Map<String, Object> first = rows.get(0).report();
        out.println();
        out.printf("engine: %s kernel, %s invoker threads; durability %s; %s instances each, batch endpoint%n",
                first.get("kernelThreads"), first.get("invokerThreads"), durability, first.get("count"));
        out.printf("%-18s %14s %18s %10s %10s %10s %16s %8s%n", "workflow", "instances/s", "task executions/s",
                "tasks/inst", "p50 µs", "p99 µs", "inline inst/s", "engine %");
        for (Row r : rows) {
            Map<String, Object> lat = (Map<String, Object>) r.report().get("latencyMicros");
            out.printf("%-18s %,14.0f %,18.0f %10.0f %10s %10s %,16.0f %8s%n", r.workflow(), r.perSecond(), r.tasksPerSecond(),
                    r.tasksPerInstance(), lat.get("p50"), lat.get("p99"), r.inlinePerSecond(),
                    Double.isNaN(r.inlinePerSecond()) ? "" : String.format("%.0f%%", 100 * r.perSecond() / r.inlinePerSecond()));
        }
        out.printf("inline: the inline runner (no stages, no queues) on %d thread%s, one instance after another on each"
                + " (its best quarter of the time, each workflow in a JVM of its own); engine %%: the engine's instances/s"
                + " against it%n",
                threads, threads == 1 ? "" : "s");
        for (Row r : rows) {
            long failed = ((Number) r.report().get("failed")).longValue();
            if (failed > 0) {
                out.printf("%s: %d failed: %s%n", r.workflow(), failed, r.report().get("failureReasons"));
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static void appendCsv(Path csv, Row r, int threads) throws java.io.IOException {
        Map<String, Object> lat = (Map<String, Object>) r.report().get("latencyMicros");
        String header = "time,workflow,count,completed,failed,wall_ms,instances_per_s,task_executions_per_s,tasks_per_instance,"
                + "p50_us,p99_us,kernel_threads,invoker_threads,durability,inline_instances_per_s,inline_threads\n";
        String row = String.join(",", Instant.now().toString(), r.workflow(), String.valueOf(r.report().get("count")),
                String.valueOf(r.report().get("completed")), String.valueOf(r.report().get("failed")),
                String.valueOf(r.report().get("wallMillis")), String.format(java.util.Locale.ROOT, "%.0f", r.perSecond()),
                String.format(java.util.Locale.ROOT, "%.0f", r.tasksPerSecond()), String.format(java.util.Locale.ROOT, "%.0f", r.tasksPerInstance()),
                String.valueOf(lat.get("p50")), String.valueOf(lat.get("p99")), String.valueOf(r.report().get("kernelThreads")),
                String.valueOf(r.report().get("invokerThreads")), String.valueOf(r.report().get("durability")),
                Double.isNaN(r.inlinePerSecond()) ? "" : String.format(java.util.Locale.ROOT, "%.0f", r.inlinePerSecond()), String.valueOf(threads)) + "\n";
        Csv.append(csv, header, row);
    }
}
