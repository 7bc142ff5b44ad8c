package tutti.engine.core;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.ToIntFunction;

/**
 * The Invokers' queue: Kernels add, Invoker threads take. Of the Invokers with nothing to do, one
 * at a time looks again for {@link StageQueue#SPIN_NANOS} (the spinner); the others park at once.
 * At most {@code maxAtWork} takers hold elements at once, not counting those that have held theirs
 * for {@code stallNanos} (a call that blocks): a taker over that number leaves the work to those at
 * work, which take it when they are done. An add wakes a parked taker only when nobody spins and
 * the takers at work will not get to it soon ({@link #needsAnother}): when none is at work, or more
 * waits than {@code ahead} per taker at work and fewer than {@code maxAtWork} are. A taker that
 * leaves work behind wakes the next by the same rule, and the one parked last is woken first.
 * Before, an add woke an Invoker whenever none spun, so on two cores both Invokers, the Kernel and
 * the batch's starter took turns on them: the Kernel was preempted 11,700-19,500 times per million
 * PatternSequential instances, and 1,300-3,400 times with this rule (the Invokers' CPU a third
 * lower). Every idle Invoker spinning on a LinkedTransferQueue took the cores the Kernel needed on
 * a small machine and bounced the queue's cache lines between them. A taker may also look for work
 * {@link Elsewhere} before it sleeps, and while it sleeps, at intervals; it sleeps no longer than
 * {@link #RECHECK_NANOS} while another is at work, which may turn out to block.
 */
public final class InvokerQueue<E> {

    /** A taker's element since when (System.nanoTime), while it holds one; 0 while it takes. */
    private static final class Holder {
        volatile long since;
    }

    private final ConcurrentLinkedQueue<E> items = new ConcurrentLinkedQueue<>();
    /** Takers parked, the last one last: woken last-first, so the one that was at work goes on, its caches warm. */
    private final java.util.concurrent.ConcurrentLinkedDeque<Thread> parked = new java.util.concurrent.ConcurrentLinkedDeque<>();
    private final AtomicInteger spinners = new AtomicInteger();
    /**
     * Takers woken for an add that have not run yet: on busy cores a woken thread waits for one, and
     * the adds meanwhile, seeing nobody at work, woke the others too.
     */
    private final AtomicInteger waking = new AtomicInteger();
    /** Elements added and not taken yet, by their weight. */
    private final AtomicInteger queued = new AtomicInteger();
    private final CopyOnWriteArrayList<Holder> holders = new CopyOnWriteArrayList<>();
    private final ThreadLocal<Holder> holder = ThreadLocal.withInitial(() -> {
        Holder h = new Holder();
        holders.add(h);
        return h;
    });
    /** How many elements of work one element counts for in {@link #size()}. */
    private final ToIntFunction<? super E> weight;
    /** Work (by weight) that may wait per taker at work before another is woken. */
    private final int ahead;
    /** A taker that has held its element this long may be blocked: it no longer counts as at work. */
    private final long stallNanos;
    /** Takers at work at most (those that may be blocked not counted). */
    private volatile int maxAtWork = Integer.MAX_VALUE;

    /** A queue of elements of weight 1 where a second taker is woken as soon as one waits behind the first's. */
    public InvokerQueue() {
        this(e -> 1, 0, StageQueue.SPIN_NANOS);
    }

    /**
     * @param weight     how many elements of work one element counts for in {@link #size()} (a batch: its size)
     * @param ahead      work, by weight, that may wait per taker at work before another taker is woken
     * @param stallNanos after how long holding one element a taker no longer counts as at work
     */
    public InvokerQueue(ToIntFunction<? super E> weight, int ahead, long stallNanos) {
        this.weight = weight;
        this.ahead = ahead;
        this.stallNanos = stallNanos;
    }

    /** At most this many takers at work at once (at least 1), those that have held their element for the stall time not counted. */
    public void maxAtWork(int max) {
        maxAtWork = Math.max(1, max);
    }

    /** For a taker that ends: it is at work no more, and no longer looked at. */
    public void leave() {
        holders.remove(holder.get());
        holder.remove();
    }

    public void add(E e) {
        items.offer(e);
        // A taker seen at work here looks in the queue once it is done, after this add: it finds the element.
        wakeIfNeeded(queued.addAndGet(weight.applyAsInt(e)));
    }

    /** Wakes a parked taker when work waits ({@code waiting}, by weight), nobody spins, and those at work will not get to it soon. */
    private void wakeIfNeeded(int waiting) {
        if (waiting > 0 && spinners.get() == 0 && needsAnother(waiting)) {
            wakeOne();
        }
    }

    /**
     * Whether work waiting ({@code waiting}, by weight) needs a taker woken: none at work, more
     * waiting than {@code ahead} per taker at work, or all of them on their element for
     * {@code stallNanos} or longer.
     */
    private boolean needsAnother(int waiting) {
        int atWork = atWork() + waking.get();
        return atWork == 0 || (atWork < maxAtWork && waiting > atWork * ahead);
    }

    /** Whether the calling taker may take an element: fewer than {@code maxAtWork} others are at work. */
    private boolean mayTake() {
        return maxAtWork == Integer.MAX_VALUE || atWork() < maxAtWork;
    }

    /** Takers holding an element for less than {@code stallNanos}. */
    private int atWork() {
        int atWork = 0;
        long now = 0;
        for (Holder h : holders) {
            long since = h.since;
            if (since != 0) {
                if (now == 0) {
                    now = System.nanoTime();
                }
                if (now - since < stallNanos) {
                    atWork++;
                }
            }
        }
        return atWork;
    }

    /**
     * For an adder about to wait (it adds nothing more for a while, so no add of its re-decides):
     * work still waiting wakes a taker when those at work will not get to it soon, e.g. because
     * they have blocked since the add.
     */
    public void nudge() {
        wakeIfNeeded(queued.get());
    }

    /** Whether a taker holds an element: it may block, so the others sleep no longer than {@link #RECHECK_NANOS}. */
    private boolean anyAtWork() {
        for (Holder h : holders) {
            if (h.since != 0) {
                return true;
            }
        }
        return false;
    }

    private void wakeOne() {
        Thread t = parked.pollLast();
        if (t != null) {
            waking.incrementAndGet();
            LockSupport.unpark(t);
        }
    }

    /** Takes the calling taker off the parked list: true when it was still there, false when an add woke it (it is awake now). */
    private boolean unlist(Thread me) {
        if (parked.remove(me)) {
            return true;
        }
        waking.decrementAndGet();
        return false;
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

    /**
     * How long a taker sleeps at most while work may come elsewhere or another is at work. Each look
     * wakes a thread, which on a small machine preempts the Kernel or the Invoker at work: 0.5 ms
     * made that 2,000 times a second per idle Invoker under load.
     */
    public static final long RECHECK_NANOS = 2_000_000;

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
        Holder mine = holder.get();
        mine.since = 0; // back: whatever it held is done
        boolean looking = false; // woke at an interval, not for an add
        while (true) {
            // A taker over the limit leaves the work to those at work: each looks in the queue when it
            // is done. One that woke only to look takes just what nobody would get to soon, and leaves
            // the spinning to the one that was at work: else the two took turns, each turn a wake-up.
            boolean may = looking ? spinners.get() == 0 && needsAnother(queued.get()) : mayTake();
            E e = may ? poll() : null;
            if (e != null) {
                return passOn(e, mine);
            }
            if (may && !looking && spinners.compareAndSet(0, 1)) {
                try {
                    e = spin();
                } finally {
                    spinners.set(0);
                }
                if (e != null) {
                    return passOn(e, mine);
                }
            }
            // Said before looking again: an add after the look finds this thread and wakes it. One
            // back from a look goes behind the others again: the one at work last is woken first.
            if (looking) {
                parked.addFirst(me);
            } else {
                parked.addLast(me);
            }
            if ((mayTake() && (e = poll()) != null) || (e = elsewhere.poll()) != null) {
                unlist(me);
                return passOn(e, mine);
            }
            if (elsewhere.mayCome() || anyAtWork()) {
                LockSupport.parkNanos(this, RECHECK_NANOS);
            } else {
                LockSupport.park(this);
            }
            // Gone already when an add woke it; still there when it woke to look, or spuriously.
            looking = unlist(me);
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            if ((e = elsewhere.poll()) != null) {
                return held(e, mine);
            }
        }
    }

    /**
     * Looks in the queue again for {@link StageQueue#SPIN_NANOS}, and only while fewer than
     * {@code maxAtWork} others are at work: those at work take what comes, and a spinner beside
     * them only takes the core one of them (or a Kernel) needs.
     */
    private E spin() {
        long until = System.nanoTime() + StageQueue.SPIN_NANOS;
        for (int i = 1;; i++) {
            Thread.onSpinWait();
            if (!mayTake()) {
                return null;
            }
            E e = poll();
            if (e != null) {
                return e;
            }
            if ((i & 63) == 0 && System.nanoTime() > until) {
                return null;
            }
        }
    }

    /** An element of this queue, counted as taken; null when there is none. */
    private E poll() {
        E e = items.poll();
        if (e != null) {
            queued.addAndGet(-weight.applyAsInt(e));
        }
        return e;
    }

    /** The caller holds {@code e} from now on. */
    private static <E> E held(E e, Holder mine) {
        mine.since = System.nanoTime() | 1; // never 0, which means "holds none"
        return e;
    }

    private E passOn(E e, Holder mine) {
        held(e, mine);
        // Adds made while a spinner spun woke nobody: the spinner takes one and passes the rest on
        // when it and the others at work will not get to it soon, else a burst would wait for one
        // Invoker while the others sleep. This taker is at work itself now, so only more than
        // `ahead` waiting can need another: the look at the others is spared otherwise (it was an
        // eighth of an Invoker's samples).
        int waiting = queued.get();
        if (waiting > ahead) {
            wakeIfNeeded(waiting);
        }
        return e;
    }

    /** Elements added and not taken yet, by their weight: a moment's estimate. */
    public int size() {
        return Math.max(0, queued.get());
    }
}
