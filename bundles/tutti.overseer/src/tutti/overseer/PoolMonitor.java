package tutti.overseer;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Per-pool hardware and software counters. A thread pool creates its threads through
 * {@link #threadFactory}; each thread then opens its own counters when it starts and hands its
 * final counts to the pool when it ends, so pool totals include threads that are gone. This is what
 * the engine shows per Kernel and Invoker pool. Events that cannot be counted here are reported as
 * such (with the reason) in every total, never as zero.
 */
public final class PoolMonitor implements AutoCloseable {

    /** How many ended threads a pool lists individually; its totals count all of them. */
    static final int ENDED_THREADS_KEPT = 256;

    /** What each thread counts, and whether each event can be counted here (probed on the thread that chose them). */
    private record Tracked(List<String> events, List<CounterValue> support) {
    }

    private volatile Tracked tracked;
    private final Map<String, Pool> pools = new ConcurrentHashMap<>();
    private final ThreadLocal<Registration> current = new ThreadLocal<>();

    /** @param events what each thread counts; none keeps the pools and their threads listed but counts nothing */
    public PoolMonitor(List<String> events) {
        this.tracked = track(events);
    }

    private static Tracked track(List<String> events) {
        List<String> copy = List.copyOf(events);
        return new Tracked(copy, copy.isEmpty() ? List.of() : probe(copy));
    }

    private static List<CounterValue> probe(List<String> events) {
        Availability a = Overseer.availability();
        if (!a.available()) {
            return events.stream().map(e -> CounterValue.unsupported(e, CounterSupport.UNAVAILABLE,
                    e + ": overseer native library not available: " + a.detail())).toList();
        }
        try (CounterGroup probe = CounterGroup.open(CounterTarget.currentThread(), events)) {
            return probe.read().values();
        }
    }

    public List<String> events() {
        return tracked.events();
    }

    /**
     * Counts other events from now on, in every pool: each live thread's counters are closed and
     * opened again for the new events (by its thread id), and every total starts again from zero.
     */
    public synchronized void reconfigure(List<String> events) {
        Tracked next = track(events);
        for (Pool p : pools.values()) {
            p.reopen(next);
        }
        tracked = next;
    }

    /** Threads made by the returned factory count themselves in {@code pool} while they run. */
    public ThreadFactory threadFactory(String pool, ThreadFactory delegate) {
        pool(pool);
        return runnable -> delegate.newThread(() -> {
            register(pool);
            try {
                runnable.run();
            } finally {
                unregister();
            }
        });
    }

    /** Starts counting the calling thread in {@code pool}, for threads not made by our factory. */
    public void register(String pool) {
        Registration existing = current.get();
        if (existing != null && !existing.ended.get()) {
            throw new IllegalStateException(Thread.currentThread().getName() + " is already counted in pool "
                    + existing.pool.name);
        }
        current.set(pool(pool).add(Thread.currentThread().getName()));
    }

    /** Stops counting the calling thread; its final counts stay in its pool's totals. */
    public void unregister() {
        Registration r = current.get();
        if (r != null) {
            current.remove();
            r.pool.end(r);
        }
    }

    public List<String> poolNames() {
        return pools.keySet().stream().sorted().toList();
    }

    public PoolSnapshot snapshot(String pool) {
        Pool p = pools.get(pool);
        if (p == null) {
            throw new IllegalArgumentException("no pool named " + pool + " (pools: " + poolNames() + ")");
        }
        return p.snapshot();
    }

    public List<PoolSnapshot> snapshots() {
        return poolNames().stream().map(this::snapshot).toList();
    }

    /** Ends the counting of threads still registered; their pools keep their last counts. */
    @Override
    public void close() {
        pools.values().forEach(Pool::endAll);
    }

    private synchronized Pool pool(String name) {
        return pools.computeIfAbsent(name, Pool::new);
    }

    private static final class Registration {
        final Pool pool;
        final String threadName;
        final int tid;
        CounterGroup group; // null when nothing can be counted here; guarded by its pool
        final AtomicBoolean ended = new AtomicBoolean();

        Registration(Pool pool, String threadName, int tid, CounterGroup group) {
            this.pool = pool;
            this.threadName = threadName;
            this.tid = tid;
            this.group = group;
        }
    }

    private final class Pool {
        private final String name;
        private final Map<Registration, Boolean> live = new ConcurrentHashMap<>();
        private final Deque<ThreadCounters> ended = new ArrayDeque<>();
        private Tracked counting = tracked;
        /** Per event of {@code counting}: value, enabled and running time of the ended threads. */
        private long[][] endedTotals = new long[3][counting.events().size()];
        private int endedCount;

        Pool(String name) {
            this.name = name;
        }

        Registration add(String threadName) {
            int tid = Overseer.availability().available() ? Overseer.currentTid() : -1;
            Registration r = new Registration(this, threadName, tid, null);
            synchronized (this) {
                r.group = open(tid, counting);
                live.put(r, Boolean.TRUE);
            }
            return r;
        }

        /** A started group counting {@code tid}, or null when nothing can be counted. */
        private CounterGroup open(int tid, Tracked what) {
            if (tid < 0 || what.events().isEmpty()) {
                return null;
            }
            CounterGroup group = CounterGroup.open(CounterTarget.thread(tid), what.events());
            group.reset();
            group.start();
            return group;
        }

        synchronized void reopen(Tracked next) {
            for (Registration r : live.keySet()) {
                if (r.group != null) {
                    r.group.close();
                }
                r.group = open(r.tid, next);
            }
            counting = next;
            endedTotals = new long[3][next.events().size()];
            ended.clear();
            endedCount = 0;
        }

        synchronized void end(Registration r) {
            if (!r.ended.compareAndSet(false, true)) {
                return;
            }
            // Read, move to the ended totals and leave the live set in one step, so that a
            // snapshot sees the thread's counts exactly once.
            CounterReading last = reading(r);
            live.remove(r);
            add(endedTotals, last);
            endedCount++;
            ended.addFirst(new ThreadCounters(name, r.threadName, r.tid, false, last));
            if (ended.size() > ENDED_THREADS_KEPT) {
                ended.removeLast();
            }
            if (r.group != null) {
                r.group.close();
                r.group = null;
            }
        }

        private void add(long[][] sums, CounterReading reading) {
            List<CounterValue> values = reading.values();
            for (int i = 0; i < values.size() && i < sums[0].length; i++) {
                CounterValue v = values.get(i);
                if (v.supported()) {
                    sums[0][i] += v.rawValue();
                    sums[1][i] += v.enabledNanos();
                    sums[2][i] += v.runningNanos();
                }
            }
        }

        private CounterReading reading(Registration r) {
            return r.group == null ? new CounterReading(counting.support()) : r.group.read();
        }

        synchronized PoolSnapshot snapshot() {
            List<ThreadCounters> threads = new ArrayList<>();
            long[][] sums = { endedTotals[0].clone(), endedTotals[1].clone(), endedTotals[2].clone() };
            for (Registration r : live.keySet()) {
                CounterReading reading = reading(r);
                threads.add(new ThreadCounters(name, r.threadName, r.tid, true, reading));
                add(sums, reading);
            }
            threads.addAll(ended);
            List<CounterValue> totals = new ArrayList<>();
            List<String> events = counting.events();
            for (int i = 0; i < events.size(); i++) {
                CounterValue s = counting.support().get(i);
                totals.add(s.supported() ? new CounterValue(events.get(i), CounterSupport.SUPPORTED, sums[0][i], sums[1][i],
                        sums[2][i], "") : CounterValue.unsupported(events.get(i), s.support(), s.reason()));
            }
            return new PoolSnapshot(name, totals, threads, live.size(), endedCount);
        }

        void endAll() {
            for (Registration r : List.copyOf(live.keySet())) {
                end(r);
            }
        }
    }
}
