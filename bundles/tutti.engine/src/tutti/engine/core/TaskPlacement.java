package tutti.engine.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import tutti.runtime.CompiledComposition;
import tutti.runtime.RunsOn;

/**
 * Which thread runs each task of a deployed composition version: the Kernel that navigates the
 * instance, or the Invokers.
 * <p>
 * A hand-off to the Invokers and back costs two queue passes and, when a thread sleeps, two
 * wake-ups: far more than a snippet such as {@code i = i + 1}, or a call that returns at once.
 * So snippets, and the tasks that only tell the engine something (Receive, Timer, Reply, Signal,
 * the ends), start on the Kernel; calls that may block (Java calls, Loopback services) start on
 * the Invokers and move to the Kernel once their runs there prove quick ({@link InlineSettings}:
 * of 10,000 runs in a row, 99 % under 20 µs and none over the budget); HTTP calls and
 * sub-compositions stay on the Invokers. A Kernel serves every instance it owns, so a task that
 * turns out to be slow there would hold all of them up: the Kernels time runs of such tasks (the
 * first {@link #TIMED_FIRST} of each, then one in {@link TaskStats#TIMED_ONE_IN} per Kernel), the
 * {@link KernelWatchdog} watches every run, and a task moves to the Invokers for good (until the
 * engine restarts, or a changed build of the composition is deployed) when
 * <ul>
 * <li>the watchdog finds a run of it blocked (sleeping, waiting) for longer than the budget (1 ms);
 * <li>the watchdog finds a run of it computing for longer than the budget, and the next run that
 * starts {@link #SLOW_RUN_NANOS} or more after that, timed whatever the sampling, is slow too (over
 * {@link #SLOW_AVERAGE_NANOS});
 * <li>a timed run takes longer than {@link #SLOW_RUN_NANOS} and the next run that starts at least
 * that long after it, timed whatever the sampling, is slow too (over {@link #SLOW_AVERAGE_NANOS}); or
 * <li>the moving average of timed runs exceeds {@link #SLOW_AVERAGE_NANOS}.
 * </ul>
 * Runs are timed by the wall clock, so a run may look slow because its thread was preempted, or
 * the JVM paused for a collection, or its class was still being loaded: a quick task must not move
 * for that. Hence the second run that confirms a long one, samples capped at
 * {@link #SAMPLE_CAP_NANOS} in the average, so that it takes three such accidents in a row to
 * move a quick task, and the watchdog's evidence (the thread's state, its CPU time) rather than
 * the wall clock alone. Even a thread's CPU time proved no proof alone: on a virtual machine a
 * Kernel was seen to use over 1 ms of CPU within one run of a 1 µs snippet a few times in a
 * million runs (its host took the CPU back, or the collector had it copy objects), so a run
 * computing past the budget is confirmed by a later one, as a long timed run is. A task whose
 * composition says {@link RunsOn#KERNEL} or {@link RunsOn#INVOKERS} is never measured or moved. Each task keeps since when and why it runs
 * where it runs; each move is told ({@link Moves}).
 */
final class TaskPlacement implements TaskStats.Where {

    /** A moving average of timed runs above this moves the task: the hand-off then costs under a tenth of its run. */
    static final long SLOW_AVERAGE_NANOS = 50_000;
    /** A run longer than this moves the task if the next one is slow too. */
    static final long SLOW_RUN_NANOS = 1_000_000;
    /** What one timed run weighs in the average at most (the average moves by an eighth of a sample). */
    static final long SAMPLE_CAP_NANOS = 4 * SLOW_AVERAGE_NANOS;
    /** Runs of each task timed before sampling starts: a slow snippet is found at its first runs. */
    static final int TIMED_FIRST = 16;

    /**
     * Where a task runs: measured on the Kernel, always on the Kernel, on the Invokers (for good),
     * on the Invokers while its runs there are timed to tell whether it may move to the Kernel, or
     * moved to the Kernel that way (measured there as the first).
     */
    private static final byte MEASURED = 0;
    private static final byte KERNEL = 1;
    private static final byte INVOKERS = 2;
    private static final byte PROVING = 3;
    private static final byte PROMOTED = 4;

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
    private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);

    /** Told of each task that moves, and why. */
    interface Moves {
        void moved(CompiledComposition composition, String task, String where, String why);
    }

    /** One composition version's tasks. Kernels write the figures racily: an estimate, not an account. */
    static final class Tasks {
        private final CompiledComposition composition;
        private final byte[] where;
        private final long[] averageNanos;
        private final int[] timed;
        /**
         * A run that may have been too long — a timed run over {@link #SLOW_RUN_NANOS}, or one the
         * watchdog saw compute past the budget: when (nano time, 0 when none) and what it was. A
         * run that starts {@link #SLOW_RUN_NANOS} or more later decides. Written by the Kernels
         * and the watchdog.
         */
        private final long[] suspectedAt;
        private final String[] suspected;
        /**
         * Whether the task's executions go to the Invokers with others ({@link #GROUPED}) or on their
         * own; and its quick runs there in a row while on its own. Written by the Invokers racily.
         */
        private final byte[] handOver;
        private final int[] quickRuns;
        /** A proving task's runs on the Invokers in the current round, and those of them longer than quick. */
        private final int[] provingRuns;
        private final int[] provingSlow;
        /** Since when (epoch milliseconds) and why each task runs where it does. */
        private final long[] since;
        private final String[] why;
        private final TaskPlacement placement;

        private Tasks(CompiledComposition composition, TaskPlacement placement) {
            this.composition = composition;
            this.placement = placement;
            int n = composition.tasks().size();
            where = new byte[n];
            averageNanos = new long[n];
            timed = new int[n];
            suspectedAt = new long[n];
            suspected = new String[n];
            handOver = new byte[n]; // ALONE (0) until its runs prove quick
            quickRuns = new int[n];
            provingRuns = new int[n];
            provingSlow = new int[n];
            since = new long[n];
            why = new String[n];
            long now = System.currentTimeMillis();
            boolean promote = placement.settings.get().promote();
            for (int t = 0; t < n; t++) {
                CompiledComposition.TaskInfo info = composition.tasks().get(t);
                where[t] = initial(info, promote);
                since[t] = now;
                why[t] = initialReason(info, where[t]);
            }
        }

        private static byte initial(CompiledComposition.TaskInfo t, boolean promote) {
            return switch (t.kind()) {
                case JAVA_SNIPPET -> switch (t.runsOn()) {
                    case AUTO -> MEASURED;
                    case KERNEL -> KERNEL;
                    case INVOKERS -> INVOKERS;
                };
                case RECEIVE, REPLY, TIMER, SIGNAL, TERMINATE_END, ERROR_END -> MEASURED;
                case JAVA_CALL, LOOPBACK -> switch (t.runsOn()) {
                    case AUTO -> promote ? PROVING : INVOKERS;
                    case KERNEL -> KERNEL;
                    case INVOKERS -> INVOKERS;
                };
                case HTTP_CALL, SUB_COMPOSITION -> INVOKERS;
            };
        }

        private static String initialReason(CompiledComposition.TaskInfo t, byte where) {
            if (t.runsOn() != tutti.runtime.RunsOn.AUTO) {
                return "its composition says so (Runs on " + t.runsOn() + ")";
            }
            return switch (where) {
                case PROVING -> "a call starts on the Invokers; it moves to the Kernel once its runs there prove quick";
                case MEASURED -> "quick work starts on the Kernel that navigates its instance";
                default -> t.kind() == tutti.runtime.TaskKind.HTTP_CALL || t.kind() == tutti.runtime.TaskKind.SUB_COMPOSITION
                        ? "it waits for another service or instance: always on the Invokers"
                        : "calls stay on the Invokers (--inline off)";
            };
        }

        /** Whether the task runs on the Kernel that navigates its instance. */
        boolean onKernel(int task) {
            byte w = (byte) BYTES.getOpaque(where, task);
            return w != INVOKERS && w != PROVING;
        }

        /** Whether the Kernels measure the task (it may move): its runs there are timed when sampled. */
        boolean measured(int task) {
            byte w = (byte) BYTES.getOpaque(where, task);
            return w == MEASURED || w == PROMOTED;
        }

        /** Whether the task runs on the Invokers timed run by run, to tell whether it may move to the Kernel. */
        boolean proving(int task) {
            return (byte) BYTES.getOpaque(where, task) == PROVING;
        }

        /**
         * A run of a proving task on an Invoker took {@code nanos}. Of {@link InlineSettings#runs()}
         * in a row, at most one in a hundred over quick and none over the budget: it moves to the
         * Kernel. Invokers count racily (a count lost delays the move, no more).
         */
        void ranProving(int task, long nanos) {
            InlineSettings s = placement.settings.get();
            if (nanos > s.budgetNanos()) {
                INTS.getAndAdd(provingSlow, task, s.runs()); // this round cannot prove it quick
            } else if (nanos > s.quickNanos()) {
                INTS.getAndAdd(provingSlow, task, 1);
            }
            if ((int) INTS.getAndAdd(provingRuns, task, 1) + 1 < s.runs()) {
                return;
            }
            int slow = (int) INTS.getAndSet(provingSlow, task, 0);
            INTS.setOpaque(provingRuns, task, 0);
            if (s.promote() && slow * 100 <= s.runs()) {
                timed[task] = 0; // its first runs on the Kernel are timed, as a new task's are
                averageNanos[task] = 0;
                move(task, PROVING, PROMOTED, "of " + s.runs() + " runs in a row on the Invokers, " + slow
                        + " took over " + InlineSettings.duration(s.quickNanos()) + " and none over the budget of "
                        + InlineSettings.duration(s.budgetNanos()) + ": it runs on the Kernel, with no hand-off");
            }
        }

        /** Whether a run of a measured task is timed whatever the sampling: among its first, or after a suspect one. */
        boolean mustTime(int task) {
            return timed[task] < TIMED_FIRST || suspectedAt[task] != 0;
        }

        /**
         * From the watchdog: a run of the task has computed past the budget. A later run decides
         * (it is timed whatever the sampling): slow too, and the task moves.
         */
        void computedTooLong(int task, String what) {
            byte w = (byte) BYTES.getOpaque(where, task);
            if (w == MEASURED || w == PROMOTED) {
                suspect(task, System.nanoTime(), what);
            }
        }

        /** A suspicion already there stays: the run that comes long enough after it decides it. */
        private void suspect(int task, long at, String what) {
            if (suspectedAt[task] == 0) {
                suspected[task] = what;
                suspectedAt[task] = at;
            }
        }

        /** A timed run that began at {@code start} took {@code nanos}: the task moves to the Invokers when it is slow. */
        void ran(int task, long nanos, long start) {
            timed[task]++;
            // A run that confirms or clears a suspicion starts a while after it: whatever held the
            // thread up (a pause, a host taking the CPU back) may still do so for the runs just after.
            long at = suspectedAt[task];
            if (at != 0) {
                if (start - at < SLOW_RUN_NANOS) {
                    // too close to tell: counted in the average only
                } else {
                    suspectedAt[task] = 0;
                    if (nanos > SLOW_AVERAGE_NANOS) {
                        String what = suspected[task]; // written before the time, by another thread: null only in a race
                        tooLong(task, (what != null ? what : "a run on the Kernel took too long") + ", and a run after it took "
                                + duration(nanos));
                        return;
                    }
                }
            } else if (nanos > SLOW_RUN_NANOS) {
                // A later run says whether it is the task or an accident.
                suspect(task, start + nanos, "a run took " + duration(nanos) + ", over " + duration(SLOW_RUN_NANOS));
                return;
            }
            long average = averageNanos[task] + (Math.min(nanos, SAMPLE_CAP_NANOS) - averageNanos[task]) / 8;
            averageNanos[task] = average;
            if (average > SLOW_AVERAGE_NANOS) {
                tooLong(task, "its runs take " + duration(average) + " or more on average, over " + duration(SLOW_AVERAGE_NANOS));
            }
        }

        /**
         * A run of the task on a Kernel proved too long (its timing, or the watchdog: blocked or
         * computing past the budget): to the Invokers for good, unless its composition keeps it on the Kernel.
         */
        void tooLong(int task, String why) {
            byte w = (byte) BYTES.getOpaque(where, task);
            if (w == MEASURED || w == PROMOTED) {
                move(task, w, INVOKERS, why);
            }
        }

        private void move(int task, byte from, byte to, String reason) {
            if (BYTES.compareAndSet(where, task, from, to)) {
                since[task] = System.currentTimeMillis();
                why[task] = reason;
                placement.moves.moved(composition, composition.tasks().get(task).name(), to == INVOKERS ? "invokers" : "kernel",
                        reason);
            }
        }

        /** Since when (epoch milliseconds) the task runs where it does. */
        long since(int task) {
            return since[task];
        }

        /** Why the task runs where it does, in words. */
        String why(int task) {
            return why[task];
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
    private final Moves moves;
    private final java.util.function.Supplier<InlineSettings> settings;

    /**
     * @param moves    told of each task that moves (the engine's log and its change stream)
     * @param settings the engine's inline settings, read at each decision (they may change)
     */
    TaskPlacement(Moves moves, java.util.function.Supplier<InlineSettings> settings) {
        this.moves = moves;
        this.settings = settings;
    }

    Tasks of(CompiledComposition c) {
        return byComposition.computeIfAbsent(c, k -> new Tasks(k, this));
    }

    /** Where a task runs now, without creating the composition's entry; null when none of its instances ran. */
    @Override
    public String of(CompiledComposition c, int task) {
        Tasks t = byComposition.get(c);
        return t == null ? null : t.where(task);
    }

    @Override
    public long since(CompiledComposition c, int task) {
        Tasks t = byComposition.get(c);
        return t == null ? -1 : t.since(task);
    }

    @Override
    public String why(CompiledComposition c, int task) {
        Tasks t = byComposition.get(c);
        return t == null ? null : t.why(task);
    }

    /** The composition's tasks' placements, or null when none of its instances ran. */
    Tasks existing(CompiledComposition c) {
        return byComposition.get(c);
    }

    private static String duration(long nanos) {
        return nanos >= 1_000_000 ? String.format(java.util.Locale.ROOT, "%.1f ms", nanos / 1e6) : nanos / 1_000 + " µs";
    }
}
