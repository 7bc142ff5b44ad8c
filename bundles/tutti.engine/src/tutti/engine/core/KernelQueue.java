package tutti.engine.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

/**
 * A Kernel's event queue: many threads add, only the Kernel takes. An add is one atomic exchange
 * and a store, a take no atomic at all, where a LinkedTransferQueue matches waiting takers with
 * compare-and-sets on both sides: under the PatternSequential batch that matching was almost half
 * of the Kernel thread's samples. The Kernel looks again for {@link StageQueue#SPIN_NANOS} before it
 * parks; the next add wakes it.
 */
public final class KernelQueue<E> implements StageQueue.Polled<E> {

    private static final class Node<E> {
        E value;
        volatile Node<E> next;

        Node(E value) {
            this.value = value;
        }
    }

    private static final VarHandle TAIL;
    private static final VarHandle SLEEPING;
    private static final VarHandle TAKEN;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            TAIL = l.findVarHandle(KernelQueue.class, "tail", Node.class);
            SLEEPING = l.findVarHandle(KernelQueue.class, "sleeping", Thread.class);
            TAKEN = l.findVarHandle(KernelQueue.class, "taken", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The last node added; adders swap themselves in. */
    @SuppressWarnings("unused") // through TAIL
    private volatile Node<E> tail;
    /** The node taken last (its value gone): the taker's alone. */
    private Node<E> head;
    /** The taker while it is about to park or parked; the adder that clears it wakes it. */
    @SuppressWarnings("unused") // through SLEEPING
    private volatile Thread sleeping;
    /** For {@link #size()}: counted apart so that neither side shares a counter it writes on every element. */
    private final LongAdder added = new LongAdder();
    @SuppressWarnings("unused") // through TAKEN
    private long taken;

    public KernelQueue() {
        head = new Node<>(null);
        tail = head;
    }

    /** From any thread. */
    @SuppressWarnings("unchecked")
    public void add(E e) {
        Node<E> n = new Node<>(e);
        Node<E> previous = (Node<E>) TAIL.getAndSet(this, n);
        previous.next = n;
        added.increment();
        Thread t = sleeping;
        if (t != null && SLEEPING.compareAndSet(this, t, null)) {
            LockSupport.unpark(t);
        }
    }

    /** The taker only: the next element, or null when none has been linked yet. */
    @Override
    public E poll() {
        Node<E> next = head.next;
        if (next == null) {
            return null;
        }
        head = next;
        E value = next.value;
        next.value = null; // the node stays as the new head: it must not keep the element alive
        TAKEN.setOpaque(this, (long) TAKEN.getOpaque(this) + 1);
        return value;
    }

    /** The taker only. */
    public boolean isEmpty() {
        return head.next == null;
    }

    /** The taker only: the next element, looking again briefly, then parked until one is added. */
    public E take() throws InterruptedException {
        E e = poll();
        if (e == null) {
            e = StageQueue.spin(this);
        }
        return e != null ? e : await(0);
    }

    /** The taker only: the next element within the time, else null. */
    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        E e = poll();
        return e != null ? e : await(Math.max(1, unit.toNanos(timeout)));
    }

    /** Parks until an element comes, or {@code nanos} pass when positive (then null). */
    private E await(long nanos) throws InterruptedException {
        Thread me = Thread.currentThread();
        long deadline = System.nanoTime() + nanos;
        try {
            while (true) {
                // Said before looking: an adder that links after the look sees it and wakes this thread.
                sleeping = me;
                E e = poll();
                if (e != null) {
                    return e;
                }
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
                if (nanos > 0) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        return null;
                    }
                    LockSupport.parkNanos(this, left);
                } else {
                    LockSupport.park(this);
                }
            }
        } finally {
            sleeping = null;
        }
    }

    /** Elements added and not taken yet: a moment's estimate, from any thread. */
    public int size() {
        return (int) Math.max(0, Math.min(Integer.MAX_VALUE, added.sum() - (long) TAKEN.getOpaque(this)));
    }
}
