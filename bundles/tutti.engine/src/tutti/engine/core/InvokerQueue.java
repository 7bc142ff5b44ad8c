package tutti.engine.core;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.function.ToIntFunction;

/**
 * The Invokers' queue: Kernels add, Invoker threads take. Of the Invokers with nothing to do, one
 * at a time looks again for {@link StageQueue#SPIN_NANOS} (the spinner); the others park at once,
 * and an add wakes one of them only when nobody spins; a taker that leaves work behind wakes the
 * next. Every idle Invoker spinning on a LinkedTransferQueue took the cores the Kernel needed on a
 * small machine and bounced the queue's cache lines between them. A taker may also look for work
 * {@link Elsewhere} before it sleeps, and while it sleeps, at intervals.
 */
public final class InvokerQueue<E> {

    private final ConcurrentLinkedQueue<E> items = new ConcurrentLinkedQueue<>();
    private final StageQueue.Polled<E> polled = this::poll;
    private final ConcurrentLinkedQueue<Thread> parked = new ConcurrentLinkedQueue<>();
    private final AtomicInteger spinners = new AtomicInteger();
    private final LongAdder added = new LongAdder();
    private final LongAdder taken = new LongAdder();
    /** How many elements of work one element counts for in {@link #size()}. */
    private final ToIntFunction<? super E> weight;

    public InvokerQueue() {
        this(e -> 1);
    }

    /** @param weight how many elements of work one element counts for in {@link #size()} (a batch: its size) */
    public InvokerQueue(ToIntFunction<? super E> weight) {
        this.weight = weight;
    }

    public void add(E e) {
        items.offer(e);
        added.add(weight.applyAsInt(e));
        if (spinners.get() == 0) {
            wakeOne();
        }
    }

    private void wakeOne() {
        Thread t = parked.poll();
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    /** Work an idle taker may find other than in this queue (for the Invokers: the rest of a batch another is slow on). */
    public interface Elsewhere<E> {
        /** Work found there now, or null. */
        E poll();

        /**
         * Whether work may come there with no add here: a taker about to sleep then looks there
         * again after {@link #RECHECK_NANOS}. A spinning taker does not look there.
         */
        boolean mayCome();
    }

    /** How long a taker sleeps at most while work may come elsewhere. */
    public static final long RECHECK_NANOS = 500_000;

    private static final Elsewhere<Object> NOWHERE = new Elsewhere<>() {
        @Override
        public Object poll() {
            return null;
        }

        @Override
        public boolean mayCome() {
            return false;
        }
    };

    @SuppressWarnings("unchecked")
    public E take() throws InterruptedException {
        return take((Elsewhere<E>) NOWHERE);
    }

    /** The next element of this queue, or work found {@code elsewhere} while this queue has none. */
    public E take(Elsewhere<E> elsewhere) throws InterruptedException {
        Thread me = Thread.currentThread();
        while (true) {
            E e = poll();
            if (e != null) {
                return passOn(e);
            }
            if (spinners.compareAndSet(0, 1)) {
                try {
                    e = StageQueue.spin(polled);
                } finally {
                    spinners.set(0);
                }
                if (e != null) {
                    return passOn(e);
                }
            }
            // Said before looking again: an add after the look finds this thread and wakes it.
            parked.add(me);
            if ((e = poll()) != null || (e = elsewhere.poll()) != null) {
                parked.remove(me);
                return passOn(e);
            }
            if (elsewhere.mayCome()) {
                LockSupport.parkNanos(this, RECHECK_NANOS);
            } else {
                LockSupport.park(this);
            }
            parked.remove(me); // gone already when an add woke it; still there after a spurious wake-up
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            if ((e = elsewhere.poll()) != null) {
                return e;
            }
        }
    }

    /** An element of this queue, counted as taken; null when there is none. */
    private E poll() {
        E e = items.poll();
        if (e != null) {
            taken.add(weight.applyAsInt(e));
        }
        return e;
    }

    private E passOn(E e) {
        // Adds made while a spinner spun woke nobody: the spinner takes one and passes the rest on,
        // else a burst would wait for one Invoker while the others sleep.
        if (spinners.get() == 0 && !items.isEmpty()) {
            wakeOne();
        }
        return e;
    }

    /** Elements added and not taken yet, by their weight: a moment's estimate. */
    public int size() {
        return (int) Math.max(0, Math.min(Integer.MAX_VALUE, added.sum() - taken.sum()));
    }
}
