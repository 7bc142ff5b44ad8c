package tutti.bench.experiment;

import java.util.LinkedHashMap;
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
}
