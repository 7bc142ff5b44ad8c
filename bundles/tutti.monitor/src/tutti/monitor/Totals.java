package tutti.monitor;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Figures of several engines added up (a cluster's members, each maybe with replicas): completed
 * and failed instances per second and instances in flight, the figures whose sum means something.
 * Latencies, CPU shares and counter ratios are not added: each member's own series shows them.
 * <p>
 * Members sample on their own clocks, at their own times: at each member's sample the total is
 * taken again from every source's last value. A source whose last point is a gap (down,
 * restarting) or that has said nothing for {@link #STALE_NANOS} (by the Studio's clock, so that
 * members' clocks need not agree) is left out of the sum: the total is what the members that
 * answer do, and it is a gap only when none answers.
 */
final class Totals {

    /** A source silent this long is not counted (several stream periods). */
    static final long STALE_NANOS = 3_000_000_000L;

    private record Total(String name, Set<String> engines) {
    }

    private final List<Total> totals = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Per engine and replica, when its last sample came, by the Studio's clock. */
    private final Map<String, Long> heard = new HashMap<>();

    void add(String name, java.util.Collection<String> engines) {
        totals.removeIf(t -> t.name().equals(name));
        totals.add(new Total(name, Set.copyOf(engines)));
    }

    boolean isEmpty() {
        return totals.isEmpty();
    }

    /** Whether a series is one that totals add up. */
    static boolean summed(SeriesKey k) {
        return k.replica() != SeriesKey.TOTAL && (k.group().equals("instances")
                || k.group().equals("engine") && k.name().equals("in flight"));
    }

    /**
     * Takes the totals that count this engine again, at the sample's time (never before a
     * total's last point).
     *
     * @param nowNanos the Studio's clock as the sample came
     */
    void sampled(String engine, int replica, long timeMillis, long nowNanos, Map<SeriesKey, Series> series, int capacity) {
        heard.put(engine + "\u0000" + replica, nowNanos);
        for (Total t : totals) {
            if (!t.engines().contains(engine)) {
                continue;
            }
            Map<SeriesKey, double[]> sums = new HashMap<>();
            for (Series s : series.values()) {
                SeriesKey k = s.key();
                if (!summed(k) || !t.engines().contains(k.engine())) {
                    continue;
                }
                SeriesKey total = new SeriesKey(t.name(), SeriesKey.TOTAL, k.group(), k.name(), k.unit());
                double[] sum = sums.computeIfAbsent(total, x -> new double[] { Double.NaN });
                Long last = heard.get(k.engine() + "\u0000" + k.replica());
                double v = s.last();
                if (last != null && nowNanos - last <= STALE_NANOS && !Double.isNaN(v)) {
                    sum[0] = Double.isNaN(sum[0]) ? v : sum[0] + v;
                }
            }
            for (Map.Entry<SeriesKey, double[]> e : sums.entrySet()) {
                Series s = series.computeIfAbsent(e.getKey(), k -> new Series(k, capacity));
                long at = s.size() == 0 ? timeMillis : Math.max(timeMillis, s.time(s.size() - 1));
                s.add(at, e.getValue()[0]);
            }
        }
    }

    /** A source that stopped (its stream ended): counted again only from its next sample. */
    void silent(String engine, int replica) {
        heard.remove(engine + "\u0000" + replica);
    }
}
