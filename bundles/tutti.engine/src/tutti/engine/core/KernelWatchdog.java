package tutti.engine.core;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

import tutti.runtime.CompiledComposition;

/**
 * Looks at every Kernel's run ({@link KernelRun}) twice per budget. A run the watchdog
 * sees for longer than the budget ({@link InlineSettings#budgetNanos()}) while its thread is
 * blocked (sleeping, parked, waiting for a lock) sends its task to the Invokers for good
 * ({@link TaskPlacement.Tasks#tooLong}); one that has used more CPU than the budget does so when
 * the task's next run is slow too ({@link TaskPlacement.Tasks#computedTooLong}). A run that holds its
 * Kernel for longer than the stall limit is reported once, with its task, its instance and the
 * Kernel's stack.
 * <p>
 * Wall time alone proves nothing on a busy machine: the thread may have waited for a CPU (two
 * cores, more threads), or the JVM paused. So a run is counted in the intervals the watchdog saw
 * (an interval it overslept counts as two of its periods at most), and only the thread's state or
 * its CPU time moves a task.
 */
final class KernelWatchdog implements Runnable {

    /** What the watchdog knows of one Kernel's current run (kept beside it, in {@link KernelRun}). */
    static final class Watch {
        long sequence = -1;
        int runs = -1;
        long seenNanos;
        long cpuAtStart = -1;
        boolean blocked;
        boolean moved;
        boolean reported;
    }

    /** Told of a Kernel held past the stall limit. */
    interface Stalls {
        void stalled(String text, String stack);
    }

    private final Supplier<Iterable<Kernel>> kernels;
    private final Supplier<InlineSettings> settings;
    private final TaskPlacement placement;
    private final Stalls stalls;
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private volatile boolean stopped;
    /** Written by the watchdog's thread only. */
    private volatile int stallsReported;

    KernelWatchdog(Supplier<Iterable<Kernel>> kernels, Supplier<InlineSettings> settings, TaskPlacement placement,
            Stalls stalls) {
        this.kernels = kernels;
        this.settings = settings;
        this.placement = placement;
        this.stalls = stalls;
    }

    void stop() {
        stopped = true;
    }

    /** Stalls reported since the engine started. */
    int stallsReported() {
        return stallsReported;
    }

    @Override
    public void run() {
        long last = System.nanoTime();
        long idle = 0;
        while (!stopped) {
            InlineSettings s = settings.get();
            long period = Math.max(100_000, s.budgetNanos() / 2);
            // Nothing ran for a while: look less often (a Kernel that starts a long run is found a few milliseconds later).
            LockSupport.parkNanos(idle > 100 ? period * 8 : period);
            long now = System.nanoTime();
            long step = Math.min(now - last, 2 * period * (idle > 100 ? 8 : 1));
            last = now;
            boolean any = false;
            for (Kernel k : kernels.get()) {
                any |= look(k, s, step);
            }
            idle = any ? 0 : idle + 1;
        }
    }

    /** One look at a Kernel; true when it is in a run. */
    private boolean look(Kernel k, InlineSettings s, long step) {
        KernelRun run = k.current();
        Thread thread = run.thread;
        long sequence = run.sequence();
        int runs = run.runs();
        Watch w = run.watch;
        if ((sequence & 1) == 0 || thread == null) {
            w.sequence = sequence;
            return false;
        }
        if (sequence != w.sequence || runs != w.runs) {
            w.sequence = sequence;
            w.runs = runs;
            w.seenNanos = 0;
            w.cpuAtStart = -1;
            w.blocked = w.moved = w.reported = false;
            return true;
        }
        w.seenNanos += step;
        if (w.cpuAtStart < 0) {
            w.cpuAtStart = cpu(thread);
        }
        Thread.State state = thread.getState();
        w.blocked |= state == Thread.State.BLOCKED || state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING;
        tutti.runtime.Instance running = run.instance();
        int task = run.task();
        if (run.sequence() != sequence || run.runs() != runs || running == null) {
            return true; // the run ended while it was looked at: what was read may be the next one's
        }
        CompiledComposition c = running.composition();
        long instance = running.id();
        if (!w.moved && w.seenNanos >= s.budgetNanos()) {
            long used = w.cpuAtStart < 0 ? -1 : cpu(thread) - w.cpuAtStart;
            if (w.blocked || used >= s.budgetNanos()) {
                w.moved = true;
                TaskPlacement.Tasks tasks = placement.existing(c);
                String what = "a run on the Kernel " + (w.blocked ? "blocked (" + state.name().toLowerCase() + ")"
                        : "computed") + " for more than the budget of " + InlineSettings.duration(s.budgetNanos())
                        + " (instance " + instance + ")";
                if (tasks != null) {
                    if (w.blocked) {
                        tasks.tooLong(task, what);
                    } else {
                        tasks.computedTooLong(task, what); // CPU time alone may be the machine's: a later run decides
                    }
                }
            }
        }
        if (!w.reported && w.seenNanos >= s.stallNanos()) {
            w.reported = true;
            long used = w.cpuAtStart < 0 ? -1 : cpu(thread) - w.cpuAtStart;
            stallsReported++;
            stalls.stalled(thread.getName() + " has run task '" + c.tasks().get(task).name() + "' of " + c.name() + " "
                    + c.version() + " (instance " + instance + ") for " + InlineSettings.duration(round(w.seenNanos))
                    + " or more, past the stall limit of " + InlineSettings.duration(s.stallNanos()) + "; "
                    + (w.blocked ? "it is blocked (" + state.name().toLowerCase() + ")"
                            : used >= 0 ? "it used " + InlineSettings.duration(round(used)) + " of CPU since"
                                    + (used < w.seenNanos / 2 ? " (so its thread mostly waited: for a CPU, or the JVM paused it)" : "")
                                    : "")
                    + ". The Kernel's other instances wait meanwhile", stack(thread));
        }
        return true;
    }

    private long cpu(Thread t) {
        try {
            return threads.getThreadCpuTime(t.threadId());
        } catch (UnsupportedOperationException e) {
            return -1;
        }
    }

    /** To a tenth of a millisecond, as reports say it. */
    private static long round(long nanos) {
        return nanos / 100_000 * 100_000;
    }

    private static String stack(Thread t) {
        StringBuilder b = new StringBuilder();
        for (StackTraceElement e : t.getStackTrace()) {
            b.append("\tat ").append(e).append('\n');
        }
        return b.toString();
    }
}
