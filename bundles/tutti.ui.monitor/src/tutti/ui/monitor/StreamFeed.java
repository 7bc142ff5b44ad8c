package tutti.ui.monitor;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import tutti.client.EngineException;
import tutti.client.MetricsStream;
import tutti.monitor.Monitor;
import tutti.ui.engines.EngineTarget;

/**
 * An engine's live stream read off the UI thread into the Monitor's model. A replica whose samples
 * stop while others go on (it ended, it is restarting) gets a gap, so its lines break instead of
 * falling to zero.
 */
public final class StreamFeed implements AutoCloseable {

    /** The Monitor's rate: ten samples a second. */
    static final double HERTZ = 10;
    /** Silent this long while the stream goes on: the replica is away. */
    static final long SILENT_MILLIS = 1_000;

    private final EngineTarget engine;
    private final Monitor monitor;
    private final MetricsStream stream;
    private final Map<Integer, Long> lastSeen = new ConcurrentHashMap<>();
    private final Map<Integer, Boolean> gapped = new ConcurrentHashMap<>();
    private volatile long lastSample;
    private volatile tutti.monitor.Recording recording;
    private volatile String recordingProblem;
    private volatile boolean connected;

    /** @param state told (on the stream's thread) what the stream is doing, in words */
    StreamFeed(EngineTarget engine, Monitor monitor, Consumer<String> state) {
        this(engine, monitor, HERTZ, state);
    }

    /**
     * @param hertz samples a second
     * @param state told (on the stream's thread) what the stream is doing, in words
     */
    public StreamFeed(EngineTarget engine, Monitor monitor, double hertz, Consumer<String> state) {
        this.engine = engine;
        this.monitor = monitor;
        this.stream = engine.client().stream(hertz, new MetricsStream.Listener() {
            @Override
            public void sample(Map<String, Object> sample) {
                int replica = sample.get("replica") instanceof Number n ? n.intValue() : 0;
                long now = System.currentTimeMillis();
                lastSeen.put(replica, now);
                gapped.remove(replica);
                lastSample = now;
                monitor.accept(engine.name(), sample);
                tutti.monitor.Recording r = recording;
                if (r != null) {
                    try {
                        r.write(engine.name(), sample);
                    } catch (java.io.IOException e) {
                        recordingProblem = "recording stopped: " + e.getMessage();
                        recording = null;
                    }
                }
            }

            @Override
            public void state(boolean connected, EngineException error, boolean retrying) {
                StreamFeed.this.connected = connected;
                state.accept(connected ? "live, " + (int) hertz + " samples a second"
                        : (error == null ? "not connected" : error.getMessage()) + (retrying ? " (trying again)" : ""));
            }
        });
    }

    EngineTarget engine() {
        return engine;
    }

    /** Whether the stream is connected now. */
    public boolean connected() {
        return connected;
    }

    /** Writes every sample from now on to this recording too; null stops (the caller closes it). */
    void record(tutti.monitor.Recording r) {
        recording = r;
        recordingProblem = null;
    }

    /** Why a recording stopped by itself (a full disk), or null. */
    String recordingProblem() {
        return recordingProblem;
    }

    /** Gaps for replicas gone silent while others still stream; called from the UI's timer. */
    void checkGaps(long now) {
        if (now - lastSample > SILENT_MILLIS) {
            return; // the whole stream is quiet: the engine is away, the stream says so
        }
        lastSeen.forEach((replica, seen) -> {
            if (now - seen > SILENT_MILLIS && gapped.putIfAbsent(replica, Boolean.TRUE) == null) {
                monitor.gap(engine.name(), replica, now);
            }
        });
    }

    @Override
    public void close() {
        stream.close();
    }
}
