package tutti.engine.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import tutti.runtime.Instance;

/**
 * What a Kernel runs now, for the {@link KernelWatchdog}: written by the Kernel's thread, read by
 * the watchdog. The Kernel says when it starts running an instance's ready executions and when it
 * is done with them (once per event), and which task each run is (a store and an ordered store per
 * run: a Kernel runs tens of millions of quick snippets a second, and anything more per run showed
 * in their rate). No clock is read here: the watchdog does the timing.
 */
final class KernelRun {

    private static final VarHandle SEQUENCE;
    private static final VarHandle RUNS;

    static {
        try {
            SEQUENCE = MethodHandles.lookup().findVarHandle(KernelRun.class, "sequence", long.class);
            RUNS = MethodHandles.lookup().findVarHandle(KernelRun.class, "runs", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Odd while the Kernel runs an instance's executions. Written by the Kernel only. */
    @SuppressWarnings("unused") // through SEQUENCE
    private long sequence;
    /** Runs begun so far: a run is the same one while this and the sequence stay the same. */
    @SuppressWarnings("unused") // through RUNS
    private int runs;
    /** The instance whose executions run (written before the sequence turns odd) and the task of the current run. */
    private Instance instance;
    private int task;
    volatile Thread thread;
    /** What the watchdog saw of the current run: its own, touched by its thread only. */
    final KernelWatchdog.Watch watch = new KernelWatchdog.Watch();

    /** On the Kernel's thread, before it runs an instance's ready executions. */
    void enter(Instance i) {
        instance = i;
        SEQUENCE.setRelease(this, (long) SEQUENCE.get(this) + 1);
    }

    /** On the Kernel's thread, as a run of this task begins. */
    void run(int t) {
        task = t;
        RUNS.setRelease(this, (int) RUNS.get(this) + 1);
    }

    /** On the Kernel's thread, once it is done with the instance's executions (however that ended). */
    void leave() {
        SEQUENCE.setRelease(this, (long) SEQUENCE.get(this) + 1);
    }

    /** Odd while the Kernel runs an instance's executions. */
    long sequence() {
        return (long) SEQUENCE.getAcquire(this);
    }

    /** Runs begun so far. */
    int runs() {
        return (int) RUNS.getAcquire(this);
    }

    /** The instance; valid while {@link #sequence()} reads what it read before this. */
    Instance instance() {
        return instance;
    }

    /** The current run's task; valid while {@link #runs()} reads what it read before this. */
    int task() {
        return task;
    }
}
