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

    private final List<String> events;
    /** Per event, whether it can be counted here, probed once on the creating thread. */
    private final List<CounterValue> support;
    private final Map<String, Pool> pools = new ConcurrentHashMap<>();
    private final ThreadLocal<Registration> current = new ThreadLocal<>();

    /** @param events what each thread counts; none keeps the pools and their threads listed but counts nothing */
    public PoolMonitor(List<String> events) {
        this.events = List.copyOf(events);
        this.support = this.events.isEmpty() ? List.of() : probe(this.events);
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
        return events;
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

    private Pool pool(String name) {
        return pools.computeIfAbsent(name, Pool::new);
    }

    private static final class Registration {
        final Pool pool;
        final String threadName;
        final int tid;
        final CounterGroup group; // null when nothing can be counted here
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
        private final long[] endedTotals = new long[events.size()];
        private int endedCount;

        Pool(String name) {
            this.name = name;
        }

        Registration add(String threadName) {
            if (events.isEmpty() || !Overseer.availability().available()) {
                Registration r = new Registration(this, threadName, -1, null);
                live.put(r, Boolean.TRUE);
                return r;
            }
            int tid = Overseer.currentTid();
            CounterGroup group = CounterGroup.open(CounterTarget.thread(tid), events);
            group.reset();
            group.start();
            Registration r = new Registration(this, threadName, tid, group);
            live.put(r, Boolean.TRUE);
            return r;
        }

        void end(Registration r) {
            if (!r.ended.compareAndSet(false, true)) {
                return;
            }
            synchronized (this) {
                // Read, move to the ended totals and leave the live set in one step, so that a
                // snapshot sees the thread's counts exactly once.
                CounterReading last = reading(r);
                live.remove(r);
                List<CounterValue> values = last.values();
                for (int i = 0; i < values.size(); i++) {
                    endedTotals[i] += values.get(i).supported() ? values.get(i).rawValue() : 0;
                }
                endedCount++;
                ended.addFirst(new ThreadCounters(name, r.threadName, r.tid, false, last));
                if (ended.size() > ENDED_THREADS_KEPT) {
                    ended.removeLast();
                }
            }
            if (r.group != null) {
                r.group.close();
            }
        }

        private CounterReading reading(Registration r) {
            return r.group == null ? new CounterReading(support) : r.group.read();
        }

        synchronized PoolSnapshot snapshot() {
            List<ThreadCounters> threads = new ArrayList<>();
            long[] sums = endedTotals.clone();
            for (Registration r : live.keySet()) {
                CounterReading reading = reading(r);
                threads.add(new ThreadCounters(name, r.threadName, r.tid, true, reading));
                for (int i = 0; i < events.size(); i++) {
                    CounterValue v = reading.values().get(i);
                    sums[i] += v.supported() ? v.rawValue() : 0;
                }
            }
            threads.addAll(ended);
            List<CounterValue> totals = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                CounterValue s = support.get(i);
                totals.add(s.supported() ? new CounterValue(events.get(i), CounterSupport.SUPPORTED, sums[i], 0, 0, "")
                        : CounterValue.unsupported(events.get(i), s.support(), s.reason()));
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
