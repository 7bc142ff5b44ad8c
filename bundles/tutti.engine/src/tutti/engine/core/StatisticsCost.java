package tutti.engine.core;

import java.util.ArrayList;
import java.util.List;

import tutti.runtime.CompiledComposition;
import tutti.runtime.Instance;

/**
 * What per-task statistics add to one instance: the calls that instances of a composition made
 * (task executions, one in {@link TaskStats#TIMED_ONE_IN} of them timed, and flow firings, as
 * counted by an engine's statistics) are replayed on a fresh {@link TaskStats} on one thread, as
 * its Kernel and Invokers would make them.
 * On a shared machine two runs of a whole engine differ by more than the few percent at stake;
 * this replay gives a figure steady to a few nanoseconds.
 */
public final class StatisticsCost {

    /** The calls one instance makes on average, and what they cost. */
    public record Result(double executionsPerInstance, double firingsPerInstance, double nanosPerInstance) {
    }

    /** Instances whose calls are replayed as one pattern: enough for fractions such as a loop's 2.5 turns. */
    private static final int PATTERN_INSTANCES = 64;

    private StatisticsCost() {
    }

    /**
     * @param observed statistics that counted {@code instances} instances of {@code composition}
     *        (the newest deployed version of that name)
     * @throws IllegalArgumentException when they counted none of it
     */
    public static Result measure(TaskStats observed, String composition, long instances) {
        CompiledComposition c = null;
        long[][] counted = null;
        for (var e : observed.totals().entrySet()) {
            if (e.getKey().name().equals(composition)) {
                c = e.getKey();
                counted = e.getValue();
            }
        }
        if (c == null || instances <= 0) {
            throw new IllegalArgumentException("no statistics of '" + composition + "' to replay: run instances of it with statistics on first");
        }
        // Each call as {task, slot}: slot 0 for an execution, 1 + flow for a firing.
        List<int[]> calls = new ArrayList<>();
        long executions = 0;
        long firings = 0;
        for (int task = 0; task < counted.length; task++) {
            for (int slot = 0; slot < counted[task].length; slot++) {
                long n = Math.round(counted[task][slot] * (double) PATTERN_INSTANCES / instances);
                if (slot == 0) {
                    executions += n;
                } else {
                    firings += n;
                }
                for (long k = 0; k < n; k++) {
                    calls.add(new int[] {task, slot});
                }
            }
        }
        int[][] pattern = calls.toArray(new int[0][]);
        Instance instance = c.newInstance(0);
        double on = Double.MAX_VALUE;
        double off = Double.MAX_VALUE;
        // The fastest of several rounds: what the calls cost when the machine does not interfere;
        // less the same calls with statistics off (a volatile read each, and the replay's own loop).
        for (int round = 0; round < 15; round++) {
            on = Math.min(on, replayNanos(true, c, instance, pattern));
            off = Math.min(off, replayNanos(false, c, instance, pattern));
        }
        double best = Math.max(0, on - off);
        return new Result(executions / (double) PATTERN_INSTANCES, firings / (double) PATTERN_INSTANCES, best);
    }

    /** Nanoseconds per instance of replaying the pattern many times on fresh statistics. */
    private static double replayNanos(boolean enabled, CompiledComposition c, Instance instance, int[][] pattern) {
        TaskStats stats = new TaskStats((composition, task) -> null);
        stats.enable(enabled);
        int patterns = 2_000;
        long start = System.nanoTime();
        replay(stats, c, instance, pattern, patterns);
        return (System.nanoTime() - start) / (double) (patterns * PATTERN_INSTANCES);
    }

    /** The calls the Kernel and the Invokers make, in the same form. */
    private static void replay(TaskStats stats, CompiledComposition c, Instance instance, int[][] pattern, int times) {
        TaskStats.KernelCounts kernel = stats.newKernel();
        int tick = 0;
        for (int t = 0; t < times; t++) {
            for (int[] call : pattern) {
                if (call[1] == 0) {
                    stats.executed(kernel, instance, call[0]);
                    // The Invoker's side: one execution in TIMED_ONE_IN is timed.
                    if (TaskStats.timed(++tick)) {
                        // Off, of() answers null: as in the Invokers, nothing is timed.
                        TaskStats.Task task = stats.of(c, call[0]);
                        if (task != null) {
                            task.timed(System.nanoTime());
                        }
                    }
                } else {
                    stats.fired(kernel, instance, call[0], call[1] - 1);
                }
            }
        }
    }
}
