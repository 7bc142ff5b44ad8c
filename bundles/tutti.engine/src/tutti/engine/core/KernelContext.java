package tutti.engine.core;

import java.util.List;

import tutti.engine.journal.Journal;

/**
 * What a Kernel needs of the engine it runs in, and nothing more: where executions and timers go,
 * the records of running instances, the figures it keeps per thread, and where an ended instance
 * is told. The Kernel used to reach into {@link EngineCore} through a dozen accessors among its
 * public ones; this names them in one place.
 */
interface KernelContext {

    /** Where executions go that do not run on the Kernel. */
    Invokers invokers();

    /** Which tasks run on the Kernel thread, as measured and pinned. */
    TaskPlacement placement();

    TimerQueue timers();

    /** Runs {@code action} after {@code delayMillis} (at once for 0): a retry's backoff. */
    void schedule(long delayMillis, Runnable action);

    TaskStats taskStats();

    /** A recorder of latencies for the calling Kernel thread. */
    Latencies.Recorder latencyRecorder();

    /** For the calling Kernel thread: its own counts of the instances it ends, kept after it retires. */
    EndCounts endCounts();

    /** A running instance's record, from acceptance until its end is given; null otherwise. */
    InstanceRecord live(long id);

    /** Every running instance's record, of every Kernel. */
    List<InstanceRecord> live();

    /** Where instances are journaled, from recovery on; null when the engine keeps none. */
    Journal journal();

    /** On the Kernel thread, once an instance has ended (and is durable, with a journal). */
    void ended(InstanceRecord r, Latencies.Recorder latency, EndCounts outcomes);

    /** A Kernel's thread ended. */
    void kernelEnded(Kernel k);
}
