package tutti.bench.benchmarks;

import java.io.PrintStream;
import java.util.Map;

import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.runtime.CompiledComposition;
import tutti.runtime.InlineRunner;
import tutti.runtime.InstanceState;

/**
 * {@code tutti bench-compiler}: how long compiling a large composition takes once warm, and how
 * many task executions per second the inline runner does on one core.
 */
public final class CompilerBenchmark {

    /** A composition of {@code tasks} snippets compiled {@code rounds} times; {@code instances} run inline. */
    public record Settings(int tasks, int rounds, int instances) {
        public Settings {
            if (tasks < 1 || rounds < 1 || instances < 1000) {
                throw new IllegalArgumentException("--tasks and --rounds must be at least 1, --instances at least 1000");
            }
        }
    }

    private CompilerBenchmark() {
    }

    public static int run(Settings s, PrintStream out) throws Exception {
        int tasks = s.tasks();
        int rounds = s.rounds();
        int instances = s.instances();
        CompositionCompiler compiler = new CompositionCompiler();
        Composition big = BenchCompositions.chain(tasks);
        for (int i = 0; i < Math.max(3, rounds / 2); i++) {
            compiler.compile(big); // warm-up: JIT, ecj's caches
        }
        long start = System.nanoTime();
        for (int i = 0; i < rounds; i++) {
            compiler.compile(big);
        }
        double compileMs = (System.nanoTime() - start) / 1e6 / rounds;
        out.printf("compile %d-task composition (warm): %.0f ms per compile (mean of %d)%n", tasks, compileMs, rounds);

        CompiledComposition sequential = compiler.compile(Samples.load("Sequential")).archive()
                .load(CompiledComposition.class.getClassLoader());
        Map<String, Object> inputs = Map.of("n", 1);
        int perInstance = runOnce(sequential, inputs);
        for (int i = 0; i < instances / 2; i++) {
            runOnce(sequential, inputs);
        }
        start = System.nanoTime();
        for (int i = 0; i < instances; i++) {
            runOnce(sequential, inputs);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf("inline runner, Sequential pattern: %.0f task executions/s on one thread (%d instances, %.0f instances/s)%n",
                instances * (double) perInstance / seconds, instances, instances / seconds);
        return 0;
    }

    /** Runs one instance inline: its task executions. */
    static int runOnce(CompiledComposition c, Map<String, Object> inputs) {
        InlineRunner.Result r = new InlineRunner().run(c, inputs, Map.of());
        if (r.outcome().state() != InstanceState.COMPLETED) {
            throw new IllegalStateException(c.name() + " did not complete in the inline runner: " + r.outcome());
        }
        return r.trace().size();
    }
}
