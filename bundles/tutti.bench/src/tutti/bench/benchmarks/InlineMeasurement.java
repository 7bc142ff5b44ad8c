package tutti.bench.benchmarks;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;

import tutti.cluster.ChildJvm;
import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;
import tutti.runtime.CompiledComposition;

/**
 * What the inline runner reaches on a sample, each sample measured in a JVM of its own. Measured
 * one after another in the suite's JVM, a workflow's figure depended on the workflows before it
 * (the runner's calls into one generated class after another, as the JIT had compiled them) and
 * moved tenfold between runs: PatternLoopEmpty 41,000 to 357,000 instances/s, the Benchmark 135,000
 * to 685,000.
 */
public final class InlineMeasurement {

    /** What the child prints last: instances/s, then task executions per instance. */
    private static final String RESULT = "inline-result ";

    /** Classes whose jars the child needs, one per library. */
    private static final List<String> NEEDED = List.of("tutti.bench.benchmarks.InlineMeasurement", "tutti.model.Samples",
            "tutti.compiler.CompositionCompiler", "tutti.runtime.Json", "tutti.cluster.ChildJvm",
            "org.eclipse.emf.common.util.URI", "org.eclipse.emf.ecore.EObject", "org.eclipse.emf.ecore.xmi.XMLResource",
            "org.eclipse.jdt.internal.compiler.tool.EclipseCompiler");

    private InlineMeasurement() {
    }

    /** {instances/s, task executions per instance} of the sample on {@code threads} threads, in a JVM of its own. */
    static double[] inChildJvm(String workflow, int threads, double seconds) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(ChildJvm.java().toString());
        command.addAll(ChildJvm.collectorOptions()); // as the engine's JVMs collect
        command.add("-cp");
        command.add(String.join(File.pathSeparator, ChildJvm.classPath(InlineMeasurement.class, List.of(
                InlineMeasurement.class.getClassLoader(), Samples.class.getClassLoader(),
                CompositionCompiler.class.getClassLoader(), CompiledComposition.class.getClassLoader(),
                ChildJvm.class.getClassLoader()), NEEDED).stream().map(Path::toString).toList()));
        command.add(InlineMeasurement.class.getName());
        command.addAll(List.of(workflow, Integer.toString(threads), Double.toString(seconds)));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        int exit = p.waitFor();
        String last = output.strip().lines().reduce((a, b) -> b).orElse("");
        if (exit != 0 || !last.startsWith(RESULT)) {
            throw new IOException("the inline runner's JVM for " + workflow + " failed (" + ChildJvm.exit(p) + "): " + output.strip());
        }
        String[] figures = last.substring(RESULT.length()).split(" ");
        return new double[] {Double.parseDouble(figures[0]), Double.parseDouble(figures[1])};
    }

    /** In the child: {@code WORKFLOW THREADS SECONDS}; prints the result line. */
    public static void main(String[] args) throws Exception {
        String workflow = args[0];
        CompiledComposition c = new CompositionCompiler().compile(Samples.load(workflow)).archive()
                .load(CompiledComposition.class.getClassLoader());
        double[] figures = measure(c, Samples.inputs(workflow), Integer.parseInt(args[1]), Double.parseDouble(args[2]));
        System.out.println(RESULT + figures[0] + " " + figures[1]);
    }

    /**
     * {instances/s, tasks per instance} of the inline runner on {@code threads} threads: the best
     * quarter of {@code seconds}, after as long a warm-up.
     */
    static double[] measure(CompiledComposition c, Map<String, Object> inputs, int threads, double seconds) throws Exception {
        int tasks = CompilerBenchmark.runOnce(c, inputs);
        LongAdder done = new LongAdder();
        AtomicBoolean counting = new AtomicBoolean();
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> runners = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread runner = new Thread(() -> {
                while (!stop.get()) {
                    CompilerBenchmark.runOnce(c, inputs);
                    if (counting.get()) {
                        done.increment();
                    }
                }
            }, "inline-runner-" + t);
            runner.setDaemon(true);
            runners.add(runner);
            runner.start();
        }
        long millis = (long) (seconds * 1000);
        Thread.sleep(millis); // warm-up
        counting.set(true);
        // The best of four windows: a collection or a compilation in one window is not the runner's speed.
        double best = 0;
        for (int w = 0; w < 4; w++) {
            long before = done.sum();
            long start = System.nanoTime();
            Thread.sleep(Math.max(1, millis / 4));
            best = Math.max(best, (done.sum() - before) / ((System.nanoTime() - start) / 1e9));
        }
        stop.set(true);
        for (Thread runner : runners) {
            runner.join();
        }
        return new double[] {best, tasks};
    }
}
