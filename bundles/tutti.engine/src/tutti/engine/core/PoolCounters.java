package tutti.engine.core;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.overseer.CounterValue;
import tutti.overseer.PoolSnapshot;

/**
 * Per-pool counter totals as the API shows them: a number per event, or the reason the machine
 * cannot count it (never a zero in its place).
 */
public final class PoolCounters {

    private PoolCounters() {
    }

    public static Map<String, Object> totals(List<PoolSnapshot> pools) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (PoolSnapshot p : pools) {
            Map<String, Object> events = new LinkedHashMap<>();
            for (CounterValue v : p.totals()) {
                events.put(v.event(), v.supported() ? (Object) v.rawValue() : v.reason());
            }
            Map<String, Object> pool = new LinkedHashMap<>();
            pool.put("threads", p.liveThreads());
            pool.put("counters", events);
            out.put(p.pool(), pool);
        }
        return out;
    }

    /**
     * Per pool and event: the value with the time the counter was enabled and really running
     * (less when the kernel multiplexed it; the value is then already scaled), or the reason the
     * machine cannot count it.
     */
    public static Map<String, Object> detailed(List<PoolSnapshot> pools, boolean threads) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (PoolSnapshot p : pools) {
            Map<String, Object> events = new LinkedHashMap<>();
            for (CounterValue v : p.totals()) {
                Map<String, Object> e = new LinkedHashMap<>();
                if (v.supported()) {
                    e.put("value", v.rawValue());
                    e.put("enabledNanos", v.enabledNanos());
                    e.put("runningNanos", v.runningNanos());
                } else {
                    e.put("unsupported", v.reason());
                }
                events.put(v.event(), e);
            }
            Map<String, Object> pool = new LinkedHashMap<>();
            pool.put("threads", p.liveThreads());
            pool.put("counters", events);
            if (threads) {
                pool.put("perThread", perThread(p));
            }
            out.put(p.pool(), pool);
        }
        return out;
    }

    /**
     * Each live thread's counted values (events the machine cannot count are left out: the pool's
     * totals say why), so that a reader can tell how the work spreads over the pool's threads.
     */
    private static List<Map<String, Object>> perThread(PoolSnapshot p) {
        List<Map<String, Object>> threads = new java.util.ArrayList<>();
        for (tutti.overseer.ThreadCounters t : p.threads()) {
            if (!t.alive()) {
                continue;
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("tid", t.tid());
            m.put("name", t.threadName());
            for (CounterValue v : t.reading().values()) {
                if (v.supported()) {
                    m.put(v.event(), v.rawValue());
                }
            }
            threads.add(m);
        }
        return threads;
    }

    /** What each pool counted between two snapshots. */
    public static Map<String, Object> difference(List<PoolSnapshot> before, List<PoolSnapshot> after) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (PoolSnapshot a : after) {
            PoolSnapshot b = before.stream().filter(x -> x.pool().equals(a.pool())).findFirst().orElse(null);
            Map<String, Object> events = new LinkedHashMap<>();
            for (CounterValue v : a.totals()) {
                if (!v.supported()) {
                    events.put(v.event(), v.reason());
                } else {
                    long start = b == null || !b.total(v.event()).supported() ? 0 : b.total(v.event()).rawValue();
                    events.put(v.event(), v.rawValue() - start);
                }
            }
            out.put(a.pool(), events);
        }
        return out;
    }
}
