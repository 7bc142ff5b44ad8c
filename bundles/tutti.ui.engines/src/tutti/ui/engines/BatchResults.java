package tutti.ui.engines;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import tutti.client.BatchReport;

/** The batch runs of this session, newest last, for the Results view; listeners hear of each new one. */
public final class BatchResults {

    /** One batch: where and when it ran, and what the engine measured. */
    public record Run(Instant time, String engine, String version, BatchReport report) {

        /** Per-pool counters: pool → event → a number, or the reason the machine cannot count it (never a zero). */
        @SuppressWarnings("unchecked")
        public Map<String, Map<String, Object>> pools() {
            Object pools = report.json().get("pools");
            return pools instanceof Map<?, ?> m ? (Map<String, Map<String, Object>>) m : Map.of();
        }
    }

    private static final BatchResults INSTANCE = new BatchResults();

    private final List<Run> runs = new CopyOnWriteArrayList<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    public static BatchResults get() {
        return INSTANCE;
    }

    public void add(Run run) {
        runs.add(run);
        listeners.forEach(Runnable::run);
    }

    public List<Run> runs() {
        return new ArrayList<>(runs);
    }

    public void clear() {
        runs.clear();
        listeners.forEach(Runnable::run);
    }

    public void addListener(Runnable l) {
        listeners.add(l);
    }

    public void removeListener(Runnable l) {
        listeners.remove(l);
    }
}
