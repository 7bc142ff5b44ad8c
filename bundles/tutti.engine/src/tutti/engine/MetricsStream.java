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

import tutti.engine.core.EngineCore;
import tutti.engine.core.PoolCounters;
import tutti.overseer.PoolMonitor;
import tutti.runtime.Json;

/**
 * {@code GET /metrics/stream}: server-sent events, one JSON sample per period, for the Studio's
 * live charts. Each sample carries the instance counts, in-flight instances, queue lengths and
 * per-pool counters; the stream ends when the client goes away.
 */
final class MetricsStream {

    private final EngineCore core;
    private final PoolMonitor monitor;
    private final ScheduledExecutorService timer;
    private volatile boolean ended;

    MetricsStream(EngineCore core, PoolMonitor monitor, ScheduledExecutorService timer) {
        this.core = core;
        this.monitor = monitor;
        this.timer = timer;
    }

    void start(Response response, Callback callback, double hertz) {
        response.setStatus(HttpStatus.OK_200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        long periodMicros = (long) (1_000_000 / hertz);
        send(response, callback, periodMicros, 0);
    }

    /** Ends every stream at its next sample: clients reconnect, to whatever now answers on this port. */
    void end() {
        ended = true;
    }

    private void send(Response response, Callback callback, long periodMicros, long sequence) {
        if (ended) {
            response.write(true, ByteBuffer.allocate(0), callback);
            return;
        }
        String event = "id: " + sequence + "\nevent: sample\ndata: " + Json.object(sample(sequence)) + "\n\n";
        response.write(false, ByteBuffer.wrap(event.getBytes(StandardCharsets.UTF_8)), Callback.from(
                () -> timer.schedule(() -> send(response, callback, periodMicros, sequence + 1), periodMicros, TimeUnit.MICROSECONDS),
                callback::failed));
    }

    private Map<String, Object> sample(long sequence) {
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
        m.put("pools", PoolCounters.totals(monitor.snapshots()));
        return m;
    }
}
