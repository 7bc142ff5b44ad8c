package tutti.engine.core;

/**
 * What the stages' queues ({@link KernelQueue}, {@link InvokerQueue}) share: a thread whose queue
 * is empty looks again for a few microseconds before it sleeps. Under load the next event comes
 * within that time, and a thread that does not sleep is not switched out: each context switch of a
 * thread whose counters are open costs the kernel a few hundred nanoseconds more (see
 * {@code tutti bench-monitoring}), besides the wake-up.
 */
final class StageQueue {

    /** How long an idle stage thread keeps looking before it sleeps. */
    static final long SPIN_NANOS = 20_000;

    private StageQueue() {
    }
}
