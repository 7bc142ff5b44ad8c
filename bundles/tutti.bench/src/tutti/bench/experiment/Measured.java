package tutti.bench.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.client.BatchReport;

/** The columns every batch an experiment runs reports: outcomes, time, throughput, collections. */
final class Measured {

    private Measured() {
    }

    static Map<String, Object> of(BatchReport b) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("completed", b.completed());
        m.put("failed", b.failed());
        m.put("seconds", b.wallMillis() / 1e3);
        m.put("instances_per_second", b.throughputPerSecond());
        m.put("gc_events", b.gcEvents());
        m.put("gc_ms", b.gcMillis());
        return m;
    }

    /**
     * Pool counters of a batch as columns: {@code counterN} (the event), {@code counterN_value} (summed
     * over the Kernel and Invoker pools, and over replicas) and {@code counterN_status} ("counted", or
     * why the machine cannot count it).
     */
    static void counters(Map<String, Object> row, BatchReport b, List<String> events) {
        for (int c = 0; c < events.size(); c++) {
            Object v = counted(b, events.get(c));
            row.put("counter" + (c + 1), events.get(c));
            row.put("counter" + (c + 1) + "_value", v instanceof Long n ? n : null);
            row.put("counter" + (c + 1) + "_status", v instanceof Long ? "counted" : v);
        }
    }

    /** The event summed over the pools, or why it cannot be counted here. */
    @SuppressWarnings("unchecked")
    private static Object counted(BatchReport b, String event) {
        if (!(b.json().get("pools") instanceof Map<?, ?> pools)) {
            return "the engine reported no pool counters";
        }
        long sum = 0;
        for (Object pool : pools.values()) {
            Object v = pool instanceof Map<?, ?> m ? ((Map<String, Object>) m).get(event) : null;
            if (v instanceof Number n) {
                sum += n.longValue();
            } else if (v != null) {
                return String.valueOf(v);
            }
        }
        return sum;
    }

    /** The correlation over all runs of time and the counter in {@code column}, or why there is none. */
    static String correlation(Runs r, String event, String column) {
        List<double[]> pairs = new ArrayList<>();
        String why = null;
        for (Map<String, Object> row : r.rows()) {
            if (row.get(column + "_value") instanceof Long v) {
                pairs.add(new double[] {(Double) row.get("seconds"), v});
            } else {
                why = String.valueOf(row.get(column + "_status"));
            }
        }
        return Statistics.counterAgainstTime(event, pairs, why);
    }
}
