package tutti.engine.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import tutti.runtime.CompiledComposition;
import tutti.runtime.RunsOn;

/**
 * Which thread runs each task of a deployed composition version: the Kernel that navigates the
 * instance, or the Invokers.
 * <p>
 * A hand-off to the Invokers and back costs two queue passes and, when a thread sleeps, two
 * wake-ups: far more than a snippet such as {@code i = i + 1}. So snippets, and the tasks that only
 * tell the engine something (Receive, Timer, Reply, Signal, the ends), run on the Kernel; calls
 * out (Java calls, HTTP, loopbacks, sub-compositions) run on the Invokers. A Kernel serves every
 * instance it owns, so a snippet that turns out to be slow would hold all of them up: the Kernels
 * time runs of such tasks (the first {@link #TIMED_FIRST} of each, then one in
 * {@link TaskStats#TIMED_ONE_IN} per Kernel) and move a task to the Invokers for good (until the
 * engine restarts, or a changed build of the composition is deployed) when
 * <ul>
 * <li>a run takes longer than {@link #SLOW_RUN_NANOS} and the next run, timed whatever the
 * sampling, is slow too (over {@link #SLOW_AVERAGE_NANOS}); or
 * <li>the moving average of timed runs exceeds {@link #SLOW_AVERAGE_NANOS}.
 * </ul>
 * Runs are timed by the wall clock, so a run may look slow because its thread was preempted, or
 * the JVM paused for a collection, or its class was still being loaded: a quick task must not move
 * for that. Hence the second run that confirms a long one, and samples capped at
 * {@link #SAMPLE_CAP_NANOS} in the average, so that it takes three such accidents in a row to
 * move a quick task. A snippet that says {@link RunsOn#KERNEL} or {@link RunsOn#INVOKERS} is
 * never measured or moved.
 */
final class TaskPlacement {

    /** A moving average of timed runs above this moves the task: the hand-off then costs under a tenth of its run. */
    static final long SLOW_AVERAGE_NANOS = 50_000;
    /** A run longer than this moves the task if the next one is slow too. */
    static final long SLOW_RUN_NANOS = 1_000_000;
    /** What one timed run weighs in the average at most (the average moves by an eighth of a sample). */
    static final long SAMPLE_CAP_NANOS = 4 * SLOW_AVERAGE_NANOS;
    /** Runs of each task timed before sampling starts: a slow snippet is found at its first runs. */
    static final int TIMED_FIRST = 16;

    /** Where a task runs: measured on the Kernel, always on the Kernel, or on the Invokers. */
    private static final byte MEASURED = 0;
    private static final byte KERNEL = 1;
    private static final byte INVOKERS = 2;

    /**
     * A task's executions go to the Invokers on their own, or with others; or on their own for one
     * run, which tells whether the task is still quick ({@link #SUSPECT}: it was among executions
     * timed together that took long).
     */
    private static final byte ALONE = 0;
    private static final byte GROUPED = 1;
    private static final byte SUSPECT = 2;
    /** Quick runs in a row after which a task's executions go to the Invokers with others. */
    static final int QUICK_RUNS_TO_GROUP = 16;

    private static final VarHandle BYTES = MethodHandles.arrayElementVarHandle(byte[].class);

    /** One composition version's tasks. Kernels write the figures racily: an estimate, not an account. */
    static final class Tasks {
        private final CompiledComposition composition;
        private final byte[] where;
        private final long[] averageNanos;
        private final int[] timed;
        /** The last timed run took longer than {@link #SLOW_RUN_NANOS}: this many nanoseconds (0: none). */
        private final long[] longRun;
        /**
         * Whether the task's executions go to the Invokers with others ({@link #GROUPED}) or on their
         * own; and its quick runs there in a row while on its own. Written by the Invokers racily.
         */
        private final byte[] handOver;
        private final int[] quickRuns;
        private final TaskPlacement placement;

        private Tasks(CompiledComposition composition, TaskPlacement placement) {
            this.composition = composition;
            this.placement = placement;
            int n = composition.tasks().size();
            where = new byte[n];
            averageNanos = new long[n];
            timed = new int[n];
            longRun = new long[n];
            handOver = new byte[n]; // ALONE (0) until its runs prove quick
            quickRuns = new int[n];
            for (int t = 0; t < n; t++) {
                where[t] = initial(composition.tasks().get(t));
            }
        }

        private static byte initial(CompiledComposition.TaskInfo t) {
            return switch (t.kind()) {
                case JAVA_SNIPPET -> switch (t.runsOn()) {
                    case AUTO -> MEASURED;
                    case KERNEL -> KERNEL;
                    case INVOKERS -> INVOKERS;
                };
                case RECEIVE, REPLY, TIMER, SIGNAL, TERMINATE_END, ERROR_END -> MEASURED;
                case JAVA_CALL, HTTP_CALL, LOOPBACK, SUB_COMPOSITION -> INVOKERS;
            };
        }

        /** Whether the task runs on the Kernel that navigates its instance. */
        boolean onKernel(int task) {
            return (byte) BYTES.getOpaque(where, task) != INVOKERS;
        }

        /** Whether the Kernels measure the task (it may move): its runs there are timed when sampled. */
        boolean measured(int task) {
            return (byte) BYTES.getOpaque(where, task) == MEASURED;
        }

        /** Whether a run of a measured task is timed whatever the sampling: among its first, or after a long one. */
        boolean mustTime(int task) {
            return timed[task] < TIMED_FIRST || longRun[task] != 0;
        }

        /** A timed run took {@code nanos}: the task moves to the Invokers when it is slow. */
        void ran(int task, long nanos) {
            timed[task]++;
            long before = longRun[task];
            if (before != 0) {
                longRun[task] = 0;
                if (nanos > SLOW_AVERAGE_NANOS) {
                    move(task, "two runs in a row took " + duration(before) + " and " + duration(nanos)
                            + ", the first over " + duration(SLOW_RUN_NANOS));
                    return;
                }
            } else if (nanos > SLOW_RUN_NANOS) {
                longRun[task] = nanos; // the next run says whether it is the task or an accident
                return;
            }
            long average = averageNanos[task] + (Math.min(nanos, SAMPLE_CAP_NANOS) - averageNanos[task]) / 8;
            averageNanos[task] = average;
            if (average > SLOW_AVERAGE_NANOS) {
                move(task, "its runs take " + duration(average) + " or more on average, over " + duration(SLOW_AVERAGE_NANOS));
            }
        }

        private void move(int task, String why) {
            if (BYTES.compareAndSet(where, task, MEASURED, INVOKERS)) {
                placement.log.accept("tutti: task '" + composition.tasks().get(task).name() + "' of " + composition.name()
                        + " " + composition.version() + " runs on the Invokers from now on, so that it holds up no other"
                        + " instance of its Kernel: " + why + " (its 'Runs on' setting, KERNEL or INVOKERS, decides instead)");
            }
        }

        /** A run of the task on an Invoker, timed on its own, took {@code nanos}. */
        void ranOnInvokers(int task, long nanos) {
            byte state = (byte) BYTES.getOpaque(handOver, task);
            if (nanos > Invokers.SHARE_AFTER_NANOS) {
                if (state != ALONE || quickRuns[task] != 0) {
                    BYTES.setOpaque(handOver, task, ALONE);
                    quickRuns[task] = 0;
                }
            } else if (state == SUSPECT) {
                BYTES.setOpaque(handOver, task, GROUPED); // the long time together was another's, or an accident
            } else if (state == ALONE && ++quickRuns[task] >= QUICK_RUNS_TO_GROUP) {
                BYTES.setOpaque(handOver, task, GROUPED);
            }
        }

        /**
         * Runs of this task and others, timed together on an Invoker, took longer than one may: the
         * task's next execution goes on its own, and its time there says whether it stays grouped.
         */
        void ranLongAmongOthers(int task) {
            if ((byte) BYTES.getOpaque(handOver, task) == GROUPED) {
                BYTES.setOpaque(handOver, task, SUSPECT);
            }
        }

        /**
         * Whether the task's executions go to the Invokers on their own rather than with others
         * ({@link Invokers.Outbox}), so that none waits behind it, and are timed on their own there:
         * until {@link #QUICK_RUNS_TO_GROUP} of its runs in a row there took at most
         * {@link Invokers#SHARE_AFTER_NANOS}; again from a run that took longer; and for one run after
         * its executions grouped with others took longer together.
         */
        boolean handedOverAlone(int task) {
            return (byte) BYTES.getOpaque(handOver, task) != GROUPED;
        }

        /** {@code kernel} or {@code invokers}: where the task's next run goes. */
        String where(int task) {
            return onKernel(task) ? "kernel" : "invokers";
        }
    }

    private final Map<CompiledComposition, Tasks> byComposition = new ConcurrentHashMap<>();
    private final Consumer<String> log;

    /** @param log where a task that moves is told (the engine's standard error) */
    TaskPlacement(Consumer<String> log) {
        this.log = log;
    }

    Tasks of(CompiledComposition c) {
        return byComposition.computeIfAbsent(c, k -> new Tasks(k, this));
    }

    /** Where a task runs now, without creating the composition's entry; null when none of its instances ran. */
    String where(CompiledComposition c, int task) {
        Tasks t = byComposition.get(c);
        return t == null ? null : t.where(task);
    }

    private static String duration(long nanos) {
        return nanos >= 1_000_000 ? String.format(java.util.Locale.ROOT, "%.1f ms", nanos / 1e6) : nanos / 1_000 + " µs";
    }
}
