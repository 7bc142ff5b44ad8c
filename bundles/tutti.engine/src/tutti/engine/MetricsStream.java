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
 * the client goes away. Each sample also says what the stream's earlier samples cost the engine
 * ({@code streamCpuSeconds}).
 */
final class MetricsStream {

    private static final long QUEUES_EVERY_NANOS = 1_000_000_000L;
    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    private final EngineCore core;
    private final PoolMonitor monitor;
    private final ScheduledExecutorService timer;
    private final ChangeLog changes;
    private volatile boolean ended;
    /** Queue lengths as last counted, shared by all streams. */
    private volatile QueuesCounted queues;

    private record QueuesCounted(int[] lengths, long atNanos) {
    }

    MetricsStream(EngineCore core, PoolMonitor monitor, ScheduledExecutorService timer, ChangeLog changes) {
        this.core = core;
        this.monitor = monitor;
        this.timer = timer;
        this.changes = changes;
    }

    void start(Response response, Callback callback, double hertz, boolean threads) {
        response.setStatus(HttpStatus.OK_200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        new Follower(response, callback, (long) (1_000_000 / hertz), threads, core.latencies()).send();
    }

    /** Ends every stream at its next sample: clients reconnect, to whatever now answers on this port. */
    void end() {
        ended = true;
    }

    /** One client's stream: each sample is built once the previous one is written, so its fields need no locks. */
    private final class Follower {
        private final Response response;
        private final Callback callback;
        private final long periodMicros;
        private final boolean threads;
        private long sequence;
        /** Latencies as of the previous sample. */
        private Histogram before;
        private long changesSent;
        /** CPU time spent building this stream's samples: what watching the engine costs it. */
        private long cpuNanos;

        Follower(Response response, Callback callback, long periodMicros, boolean threads, Histogram before) {
            this.response = response;
            this.callback = callback;
            this.periodMicros = periodMicros;
            this.threads = threads;
            this.before = before;
        }

        void send() {
            if (ended) {
                response.write(true, ByteBuffer.allocate(0), callback);
                return;
            }
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            Histogram now = core.latencies();
            long changed = changes.last();
            Map<String, Object> sample = sample(sequence, before, now, threads);
            sample.put("changes", changed > changesSent ? changes.after(changesSent) : java.util.List.of());
            // The figure covers the samples before this one: its own cost is only known once it is built.
            sample.put("streamCpuSeconds", cpuNanos / 1e9);
            String event = "id: " + sequence + "\nevent: sample\ndata: " + Json.object(sample) + "\n\n";
            cpuNanos += THREADS.getCurrentThreadCpuTime() - cpuStart;
            sequence++;
            before = now;
            changesSent = changed;
            response.write(false, ByteBuffer.wrap(event.getBytes(StandardCharsets.UTF_8)),
                    Callback.from(() -> timer.schedule(this::send, periodMicros, TimeUnit.MICROSECONDS), callback::failed));
        }
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

    /**
     * Counted once a second at most: counting walks the queues, and with thousands of events
     * waiting each walk took milliseconds, more than the rest of a sample.
     */
    private int[] queueLengths() {
        long now = System.nanoTime();
        QueuesCounted q = queues;
        if (q == null || now - q.atNanos >= QUEUES_EVERY_NANOS) {
            q = new QueuesCounted(core.queueLengths(), now);
            queues = q;
        }
        return q.lengths;
    }

    private Map<String, Object> sample(long sequence, Histogram before, Histogram now, boolean threads) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sequence", sequence);
        m.put("timeMillis", System.currentTimeMillis());
        m.put("instancesInFlight", core.inFlight());
        Map<String, Object> counts = new LinkedHashMap<>();
        core.instanceCounts().forEach((name, c) -> counts.put(name, Map.of("started", c[0], "completed", c[1], "failed", c[2],
                "cancelled", c[3])));
        m.put("instances", counts);
        int[] queues = queueLengths();
        m.put("queues", Map.of("kernel", queues[0], "invoker", queues[1]));
        m.put("latency", latency(before, now));
        m.put("tasks", core.taskStats().snapshot());
        m.put("pools", PoolCounters.detailed(monitor.snapshots(), threads));
        m.put("jvm", JvmFigures.now());
        return m;
    }
}
