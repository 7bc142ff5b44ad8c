package tutti.engine.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import tutti.runtime.CompiledComposition;

/**
 * The task a Kernel runs now, for the {@link KernelWatchdog}: written by the Kernel's thread around
 * each run of a task's work on it, read by the watchdog. A run costs the Kernel two ordered stores
 * (no clock read, no lock): the watchdog does the timing.
 */
final class KernelRun {

    private static final VarHandle SEQUENCE;

    static {
        try {
            SEQUENCE = MethodHandles.lookup().findVarHandle(KernelRun.class, "sequence", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Odd while a run is on; each run has its own value. Written by the Kernel only. */
    @SuppressWarnings("unused") // through SEQUENCE
    private long sequence;
    /** What runs, while the sequence is odd; written before it, so the watchdog reads them after. */
    private CompiledComposition composition;
    private int task;
    private long instance;
    volatile Thread thread;

    /** On the Kernel's thread, as a run begins. */
    void begin(CompiledComposition c, int t, long id) {
        composition = c;
        task = t;
        instance = id;
        SEQUENCE.setRelease(this, (long) SEQUENCE.get(this) + 1);
    }

    /** On the Kernel's thread, as the run ends (completed, waiting or failed). */
    void end() {
        SEQUENCE.setRelease(this, (long) SEQUENCE.get(this) + 1);
    }

    /** The run's number: odd while one is on. */
    long sequence() {
        return (long) SEQUENCE.getAcquire(this);
    }

    /** What runs; valid while {@link #sequence()} still reads what it read before this. */
    CompiledComposition composition() {
        return composition;
    }

    int task() {
        return task;
    }

    long instance() {
        return instance;
    }
}
