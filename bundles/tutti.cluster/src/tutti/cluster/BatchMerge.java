package tutti.cluster;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.Histogram;

import tutti.engine.core.BatchRun;

/**
 * One batch report from the reports of the replicas that each ran part of it: counts and costs
 * add up, latency percentiles come from the replicas' merged histograms (percentiles themselves
 * cannot be combined), and throughput is what all of them completed in the front's wall time.
 */
final class BatchMerge {

    private static final int REASONS_KEPT = 5;

    private BatchMerge() {
    }

    /** Splits {@code total} into {@code parts} shares that differ by at most one, larger ones first. */
    static int[] split(long total, int parts) {
        int[] out = new int[parts];
        for (int i = 0; i < parts; i++) {
            out[i] = (int) (total / parts + (i < total % parts ? 1 : 0));
        }
        return out;
    }

    /**
     * @param reports   each replica's report, in the order of {@code replicas}
     * @param replicas  the replica index of each report
     * @param wallNanos from the front sending the first part to receiving the last report
     */
    @SuppressWarnings("unchecked")
    static Map<String, Object> merge(List<Map<String, Object>> reports, List<Integer> replicas, long wallNanos) {
        Histogram latencies = new Histogram(3);
        long count = 0, completed = 0, failed = 0, gcEvents = 0, cpuMillis = 0, kernels = 0, invokers = 0, concurrency = 0;
        double gcMillis = 0;
        List<Object> reasons = new ArrayList<>();
        Map<String, Object> pools = new LinkedHashMap<>();
        List<Map<String, Object>> parts = new ArrayList<>();
        for (int i = 0; i < reports.size(); i++) {
            Map<String, Object> r = reports.get(i);
            count += number(r, "count");
            completed += number(r, "completed");
            failed += number(r, "failed");
            gcEvents += number(r, "gcEvents");
            gcMillis += ((Number) r.getOrDefault("gcMillis", 0L)).doubleValue();
            cpuMillis += number(r, "cpuMillis");
            kernels += number(r, "kernelThreads");
            invokers += number(r, "invokerThreads");
            concurrency += number(r, "concurrency");
            for (Object reason : (List<Object>) r.getOrDefault("failureReasons", List.of())) {
                if (reasons.size() < REASONS_KEPT) {
                    reasons.add("replica " + replicas.get(i) + ": " + reason);
                }
            }
            if (r.get("latencyHistogram") instanceof String encoded) {
                latencies.add(BatchRun.decode(encoded));
            }
            addPools(pools, (Map<String, Object>) r.getOrDefault("pools", Map.of()));
            Map<String, Object> part = new LinkedHashMap<>();
            part.put("replica", replicas.get(i));
            part.put("count", r.get("count"));
            part.put("completed", r.get("completed"));
            part.put("failed", r.get("failed"));
            part.put("wallMillis", r.get("wallMillis"));
            part.put("throughputPerSecond", r.get("throughputPerSecond"));
            part.put("latencyMicros", r.get("latencyMicros"));
            parts.add(part);
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("composition", reports.isEmpty() ? null : reports.get(0).get("composition"));
        m.put("count", count);
        m.put("completed", completed);
        m.put("failed", failed);
        m.put("failureReasons", reasons);
        m.put("wallMillis", wallNanos / 1e6);
        m.put("throughputPerSecond", completed / (wallNanos / 1e9));
        m.put("latencyMicros", BatchRun.percentiles(latencies));
        m.put("latencyHistogram", BatchRun.encode(latencies));
        m.put("gcEvents", gcEvents);
        m.put("gcMillis", gcMillis);
        m.put("cpuMillis", cpuMillis);
        m.put("pools", pools);
        m.put("kernelThreads", kernels);
        m.put("invokerThreads", invokers);
        m.put("concurrency", concurrency);
        m.put("durability", reports.isEmpty() ? null : reports.get(0).get("durability"));
        m.put("journalBytes", reports.stream().mapToLong(r -> r.get("journalBytes") instanceof Number n ? n.longValue() : 0).sum());
        if (reports.stream().allMatch(r -> r.get("taskExecutions") instanceof Number)) {
            m.put("taskExecutions", reports.stream().mapToLong(r -> number(r, "taskExecutions")).sum());
        }
        m.put("replicas", parts);
        return m;
    }

    private static long number(Map<String, Object> r, String key) {
        return r.get(key) instanceof Number n ? n.longValue() : 0;
    }

    /** Sums each pool's counts; an event one replica cannot count keeps its reason, never a partial sum. */
    @SuppressWarnings("unchecked")
    private static void addPools(Map<String, Object> into, Map<String, Object> pools) {
        pools.forEach((pool, events) -> {
            Map<String, Object> sum = (Map<String, Object>) into.computeIfAbsent(pool, p -> new LinkedHashMap<String, Object>());
            ((Map<String, Object>) events).forEach((event, value) -> {
                Object before = sum.get(event);
                if (!sum.containsKey(event)) {
                    sum.put(event, value);
                } else if (before instanceof Number a && value instanceof Number b) {
                    sum.put(event, a.longValue() + b.longValue());
                } else if (!(before instanceof String)) {
                    sum.put(event, value);
                }
            });
        });
    }
}
