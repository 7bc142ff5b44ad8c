package tutti.client;

import java.util.List;
import java.util.Map;

/**
 * What {@code POST /compositions/{name}/batch} measured. The figures users compare are fields;
 * everything else the engine reports (per-pool counters, per-replica parts, the latency histogram)
 * stays in {@code json}.
 */
public record BatchReport(String composition, long count, long completed, long failed, double wallMillis,
        double throughputPerSecond, Map<String, Object> latencyMicros, long gcEvents, double gcMillis, double cpuMillis,
        List<String> failureReasons, Map<String, Object> json) {

    static BatchReport of(Map<String, Object> m) {
        return new BatchReport(Answers.text(m.get("composition"), "?"), Answers.number(m.get("count"), 0),
                Answers.number(m.get("completed"), 0), Answers.number(m.get("failed"), 0), Answers.decimal(m.get("wallMillis")),
                Answers.decimal(m.get("throughputPerSecond")), Answers.map(m.get("latencyMicros")),
                Answers.number(m.get("gcEvents"), 0), Answers.decimal(m.get("gcMillis")), Answers.decimal(m.get("cpuMillis")),
                Answers.strings(m.get("failureReasons")), m);
    }

    /** A latency percentile in microseconds ({@code p50}, {@code p90}, {@code p99}, {@code p999}, {@code max}); -1 if absent. */
    public long latency(String percentile) {
        return Answers.number(latencyMicros.get(percentile), -1);
    }
}
