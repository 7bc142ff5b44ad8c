package tutti.engine.core;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

/**
 * The Invokers' queue: Kernels add, Invoker threads take. Of the Invokers with nothing to do, one
 * at a time looks again for {@link StageQueue#SPIN_NANOS} (the spinner); the others park at once,
 * and an add wakes one of them only when nobody spins; a taker that leaves work behind wakes the
 * next. Every idle Invoker spinning on a LinkedTransferQueue took the cores the Kernel needed on a
 * small machine and bounced the queue's cache lines between them.
 */
public final class InvokerQueue<E> {

    private final ConcurrentLinkedQueue<E> items = new ConcurrentLinkedQueue<>();
    private final StageQueue.Polled<E> polled = items::poll;
    private final ConcurrentLinkedQueue<Thread> parked = new ConcurrentLinkedQueue<>();
    private final AtomicInteger spinners = new AtomicInteger();
    private final LongAdder added = new LongAdder();
    private final LongAdder taken = new LongAdder();

    public void add(E e) {
        items.offer(e);
        added.increment();
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

    public E take() throws InterruptedException {
        Thread me = Thread.currentThread();
        while (true) {
            E e = items.poll();
            if (e != null) {
                return taken(e);
            }
            if (spinners.compareAndSet(0, 1)) {
                try {
                    e = StageQueue.spin(polled);
                } finally {
                    spinners.set(0);
                }
                if (e != null) {
                    return taken(e);
                }
            }
            // Said before looking again: an add after the look finds this thread and wakes it.
            parked.add(me);
            if ((e = items.poll()) != null) {
                parked.remove(me);
                return taken(e);
            }
            LockSupport.park(this);
            parked.remove(me); // gone already when an add woke it; still there after a spurious wake-up
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
        }
    }

    private E taken(E e) {
        taken.increment();
        // Adds made while a spinner spun woke nobody: the spinner takes one and passes the rest on,
        // else a burst would wait for one Invoker while the others sleep.
        if (spinners.get() == 0 && !items.isEmpty()) {
            wakeOne();
        }
        return e;
    }

    /** Elements added and not taken yet: a moment's estimate. */
    public int size() {
        return (int) Math.max(0, Math.min(Integer.MAX_VALUE, added.sum() - taken.sum()));
    }
}
