package tutti.engine.core;

import java.util.Arrays;
import java.util.concurrent.locks.LockSupport;

import org.HdrHistogram.Histogram;

/**
 * The Timer tasks that wait, earliest first: a binary heap over primitive arrays (24 bytes a
 * timer, so a million waiting timers take 24 MB, not the hundred-odd bytes of a scheduled task
 * object each), and one thread that sleeps until the earliest is due and hands it to the Kernel
 * that owns its instance. Busy Kernel threads also fire due timers between their events
 * ({@link #fireDue}): under load the timer thread waits for a CPU behind them (p99 21 ms late on
 * 2 cores), while a running Kernel is there already. How late each fired is kept for the benchmark.
 */
final class TimerQueue implements AutoCloseable {

    /** Where a due timer goes: its instance's Kernel, which completes the Timer task. */
    interface Firing {
        void due(long instanceId, int task, int element);
    }

    private final Firing firing;
    private final Thread thread;
    /** Guarded by this: due times (epoch ms), instance ids, and task and element, in heap order. */
    private long[] due = new long[1024];
    private long[] instance = new long[1024];
    private long[] taskElement = new long[1024];
    private int size;
    /** The earliest due time, or Long.MAX_VALUE when none waits: what Kernels look at between events. */
    private volatile long earliest = Long.MAX_VALUE;
    private volatile boolean closed;
    /** Milliseconds each timer fired after its time; written and read under this. */
    private final Histogram lateness = new Histogram(3_600_000L, 3);

    TimerQueue(Firing firing) {
        this.firing = firing;
        this.thread = new Thread(this::run, "timer-tasks");
        thread.setDaemon(true);
        thread.start();
    }

    /** A Timer task of this instance is due at this time (epoch milliseconds). */
    void schedule(long dueMillis, long instanceId, int task, int element) {
        boolean first;
        synchronized (this) {
            if (size == due.length) {
                due = Arrays.copyOf(due, size * 2);
                instance = Arrays.copyOf(instance, size * 2);
                taskElement = Arrays.copyOf(taskElement, size * 2);
            }
            int i = size++;
            // Sift up: the new timer rises above later ones.
            while (i > 0) {
                int parent = (i - 1) / 2;
                if (due[parent] <= dueMillis) {
                    break;
                }
                move(parent, i);
                i = parent;
            }
            due[i] = dueMillis;
            instance[i] = instanceId;
            taskElement[i] = ((long) task << 32) | (element & 0xffffffffL);
            first = i == 0;
            earliest = due[0];
        }
        if (first) {
            LockSupport.unpark(thread); // it may be sleeping until a later one
        }
    }

    /**
     * Fires the timers due by now, if any; called by Kernel threads between events. With no
     * timer waiting it costs one volatile read.
     */
    void fireDue() {
        if (earliest != Long.MAX_VALUE && earliest <= System.currentTimeMillis()) {
            while (fireOne(System.currentTimeMillis()) <= 0) {
                // each call fires one due timer; a positive answer is the wait until the next
            }
        }
    }

    /**
     * Fires the earliest timer if it is due: answers 0 when it fired one, else how long until the
     * earliest is due (Long.MAX_VALUE when none waits).
     */
    private long fireOne(long now) {
        long id;
        long te;
        synchronized (this) {
            if (size == 0) {
                return Long.MAX_VALUE;
            }
            long when = due[0];
            if (when > now) {
                return when - now;
            }
            id = instance[0];
            te = taskElement[0];
            removeFirst();
            earliest = size == 0 ? Long.MAX_VALUE : due[0];
            lateness.recordValue(Math.min(now - when, lateness.getHighestTrackableValue()));
        }
        firing.due(id, (int) (te >>> 32), (int) te);
        return 0;
    }

    /** Timers waiting now. */
    synchronized int size() {
        return size;
    }

    /** How late timers fired so far (milliseconds), copied. */
    synchronized Histogram lateness() {
        return lateness.copy();
    }

    private void move(int from, int to) {
        due[to] = due[from];
        instance[to] = instance[from];
        taskElement[to] = taskElement[from];
    }

    private void run() {
        while (!closed) {
            long wait = fireOne(System.currentTimeMillis());
            if (wait == Long.MAX_VALUE) {
                LockSupport.park(this);
            } else if (wait > 0) {
                LockSupport.parkNanos(this, wait * 1_000_000);
            }
        }
    }

    /** Takes the earliest off the heap: the last moves to the top and sinks to its place. */
    private void removeFirst() {
        size--;
        if (size == 0) {
            return;
        }
        long d = due[size];
        long id = instance[size];
        long te = taskElement[size];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && due[child + 1] < due[child]) {
                child++;
            }
            if (due[child] >= d) {
                break;
            }
            move(child, i);
            i = child;
        }
        due[i] = d;
        instance[i] = id;
        taskElement[i] = te;
    }

    @Override
    public void close() {
        closed = true;
        LockSupport.unpark(thread);
    }
}
