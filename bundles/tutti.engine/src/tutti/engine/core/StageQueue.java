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

    /** A queue a stage thread looks in. */
    interface Polled<E> {
        /** The next element, or null when there is none now. */
        E poll();
    }

    /** Looks in the queue again for {@link #SPIN_NANOS}: the element that came, or null when none did. */
    static <E> E spin(Polled<E> queue) {
        long until = System.nanoTime() + SPIN_NANOS;
        for (int i = 1;; i++) {
            Thread.onSpinWait();
            E e = queue.poll();
            if (e != null) {
                return e;
            }
            if ((i & 63) == 0 && System.nanoTime() > until) {
                return null;
            }
        }
    }
}
