package tutti.engine;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import org.HdrHistogram.Histogram;

import tutti.engine.core.EngineCore;
import tutti.engine.core.PoolCounters;
import tutti.overseer.PoolMonitor;
import tutti.runtime.Json;

/**
 * {@code GET /metrics/stream}: server-sent events, one JSON sample per period, for the Studio's
 * live charts. Each sample carries cumulative figures (instances per composition and outcome,
 * per-task executions, failures and time, per-pool counters with their enabled and running times,
 * GC, process CPU time) that the reader turns into rates, and figures of the moment (in flight,
 * queues, heap used, the period's latency percentiles), and the engine's changes ({@link ChangeLog})
 * not sent on this stream yet: the first sample carries those still kept. The stream ends when
 * the client goes away.
 */
final class MetricsStream {

    private final EngineCore core;
    private final PoolMonitor monitor;
    private final ScheduledExecutorService timer;
    private final ChangeLog changes;
    private volatile boolean ended;

    MetricsStream(EngineCore core, PoolMonitor monitor, ScheduledExecutorService timer, ChangeLog changes) {
        this.core = core;
        this.monitor = monitor;
        this.timer = timer;
        this.changes = changes;
    }

    void start(Response response, Callback callback, double hertz) {
        response.setStatus(HttpStatus.OK_200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        long periodMicros = (long) (1_000_000 / hertz);
        send(response, callback, periodMicros, 0, core.latencies(), 0);
    }

    /** Ends every stream at its next sample: clients reconnect, to whatever now answers on this port. */
    void end() {
        ended = true;
    }

    private void send(Response response, Callback callback, long periodMicros, long sequence, Histogram before,
            long changesSent) {
        if (ended) {
            response.write(true, ByteBuffer.allocate(0), callback);
            return;
        }
        Histogram now = core.latencies();
        long changed = changes.last();
        Map<String, Object> sample = sample(sequence, before, now);
        sample.put("changes", changed > changesSent ? changes.after(changesSent) : java.util.List.of());
        String event = "id: " + sequence + "\nevent: sample\ndata: " + Json.object(sample) + "\n\n";
        response.write(false, ByteBuffer.wrap(event.getBytes(StandardCharsets.UTF_8)), Callback.from(
                () -> timer.schedule(() -> send(response, callback, periodMicros, sequence + 1, now, changed), periodMicros,
                        TimeUnit.MICROSECONDS),
                callback::failed));
    }

    /** Percentiles of the instances that ended in the period (microseconds); only the count when none did. */
    static Map<String, Object> latency(Histogram before, Histogram now) {
        Histogram period = now.copy();
        period.subtract(before);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("count", period.getTotalCount());
        if (period.getTotalCount() > 0) {
            m.put("p50Micros", period.getValueAtPercentile(50));
            m.put("p90Micros", period.getValueAtPercentile(90));
            m.put("p99Micros", period.getValueAtPercentile(99));
            m.put("maxMicros", period.getMaxValue());
        }
        return m;
    }

    private Map<String, Object> sample(long sequence, Histogram before, Histogram now) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sequence", sequence);
        m.put("timeMillis", System.currentTimeMillis());
        m.put("instancesInFlight", core.inFlight());
        Map<String, Object> counts = new LinkedHashMap<>();
        core.instanceCounts().forEach((name, c) -> counts.put(name, Map.of("started", c[0], "completed", c[1], "failed", c[2],
                "cancelled", c[3])));
        m.put("instances", counts);
        int[] queues = core.queueLengths();
        m.put("queues", Map.of("kernel", queues[0], "invoker", queues[1]));
        m.put("latency", latency(before, now));
        m.put("tasks", core.taskStats().snapshot());
        m.put("pools", PoolCounters.detailed(monitor.snapshots()));
        m.put("jvm", JvmFigures.now());
        return m;
    }
}
