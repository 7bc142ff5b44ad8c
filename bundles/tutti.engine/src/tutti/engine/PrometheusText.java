package tutti.engine;

import java.util.List;
import java.util.Map;

import tutti.engine.core.EngineCore;
import tutti.overseer.CounterValue;
import tutti.overseer.PoolSnapshot;

/** The engine's metrics in the Prometheus text exposition format (version 0.0.4). */
final class PrometheusText {

    private PrometheusText() {
    }

    static String render(EngineCore core, List<PoolSnapshot> pools) {
        StringBuilder b = new StringBuilder();
        String[] names = {"started", "completed", "failed", "cancelled"};
        for (int k = 0; k < names.length; k++) {
            String metric = "tutti_instances_" + names[k] + "_total";
            b.append("# HELP ").append(metric).append(" Instances ").append(names[k]).append(" since the engine started.\n");
            b.append("# TYPE ").append(metric).append(" counter\n");
            for (Map.Entry<String, long[]> e : core.instanceCounts().entrySet()) {
                b.append(metric).append("{composition=\"").append(escape(e.getKey())).append("\"} ").append(e.getValue()[k]).append('\n');
            }
        }
        long[] bounds = {100, 500, 1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000};
        long[] buckets = core.latencyBuckets(bounds);
        b.append("# HELP tutti_instance_latency_seconds Time from acceptance to end, all compositions.\n");
        b.append("# TYPE tutti_instance_latency_seconds histogram\n");
        for (int i = 0; i < bounds.length; i++) {
            b.append("tutti_instance_latency_seconds_bucket{le=\"").append(bounds[i] / 1e6).append("\"} ").append(buckets[i]).append('\n');
        }
        b.append("tutti_instance_latency_seconds_bucket{le=\"+Inf\"} ").append(buckets[bounds.length]).append('\n');
        b.append("tutti_instance_latency_seconds_sum ").append(buckets[bounds.length + 1] / 1e6).append('\n');
        b.append("tutti_instance_latency_seconds_count ").append(buckets[bounds.length]).append('\n');
        b.append("# HELP tutti_instances_in_flight Instances accepted and not yet ended.\n");
        b.append("# TYPE tutti_instances_in_flight gauge\n");
        b.append("tutti_instances_in_flight ").append(core.inFlight()).append('\n');
        int[] queues = core.queueLengths();
        b.append("# HELP tutti_queue_length Work waiting between the stages.\n");
        b.append("# TYPE tutti_queue_length gauge\n");
        b.append("tutti_queue_length{stage=\"kernel\"} ").append(queues[0]).append('\n');
        b.append("tutti_queue_length{stage=\"invoker\"} ").append(queues[1]).append('\n');
        b.append("# HELP tutti_pool_threads Live threads per pool.\n");
        b.append("# TYPE tutti_pool_threads gauge\n");
        for (PoolSnapshot p : pools) {
            b.append("tutti_pool_threads{pool=\"").append(p.pool()).append("\"} ").append(p.liveThreads()).append('\n');
        }
        // Prometheus naming: time in seconds with the unit in the name; other events are counts.
        b.append("# HELP tutti_pool_cpu_seconds_total CPU time per pool (perf's task or CPU clock), ended threads included.\n");
        b.append("# TYPE tutti_pool_cpu_seconds_total counter\n");
        for (PoolSnapshot p : pools) {
            for (CounterValue v : p.totals()) {
                if (v.supported() && clock(v.event())) {
                    b.append("tutti_pool_cpu_seconds_total{pool=\"").append(p.pool()).append("\",event=\"").append(escape(v.event()))
                            .append("\"} ").append(v.rawValue() / 1e9).append('\n');
                }
            }
        }
        b.append("# HELP tutti_pool_events_total Hardware and software events counted per pool, ended threads included.\n");
        b.append("# TYPE tutti_pool_events_total counter\n");
        for (PoolSnapshot p : pools) {
            for (CounterValue v : p.totals()) {
                if (!v.supported()) {
                    // Absent, not zero: a comment says why.
                    b.append("# ").append(p.pool()).append(' ').append(v.reason()).append('\n');
                } else if (!clock(v.event())) {
                    b.append("tutti_pool_events_total{pool=\"").append(p.pool()).append("\",event=\"").append(escape(v.event()))
                            .append("\"} ").append(v.rawValue()).append('\n');
                }
            }
        }
        return b.toString();
    }

    /** perf's clocks count nanoseconds. */
    private static boolean clock(String event) {
        return event.endsWith("TASK-CLOCK") || event.endsWith("CPU-CLOCK") || event.endsWith("_TASK_CLOCK")
                || event.endsWith("_CPU_CLOCK");
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }
}
