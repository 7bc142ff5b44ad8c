package tutti.overseer;

import java.util.List;

/**
 * A pool's counters at one moment: per event the total over every thread the pool ever had
 * (live and ended), and the threads themselves.
 *
 * @param totals   one value per event; an event that cannot be counted here carries its reason
 * @param threads  live threads, then the most recently ended ones
 */
public record PoolSnapshot(String pool, List<CounterValue> totals, List<ThreadCounters> threads, int liveThreads,
        int endedThreads) {

    public PoolSnapshot {
        totals = List.copyOf(totals);
        threads = List.copyOf(threads);
    }

    public CounterValue total(String event) {
        return new CounterReading(totals).get(event);
    }
}
