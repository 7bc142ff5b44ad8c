package tutti.monitor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Stream samples in, series out. Each engine's replica keeps its last sample, so that cumulative
 * figures become rates over the period between two samples. A figure lower than before (a
 * replica that restarted starts its counts again) ends in a gap: no rate for that period, the
 * next one counts from the new start. Events the machine cannot count are kept, with their
 * reason, in {@link #unavailable()}; counters the kernel multiplexed are in {@link #multiplexed()}
 * with the share of the period they really counted. Fed by one thread (the stream reader), read
 * by any.
 */
public final class Monitor {

    /** Notified after each sample, on the feeding thread. */
    public interface Listener {
        void sampled(String engine, int replica, long timeMillis);
    }

    private final int capacity;
    private final long shortestPeriodMillis;
    private final long rateWindowMillis;
    private final Map<SeriesKey, Series> series = new ConcurrentHashMap<>();
    private final Map<SeriesKey, String> unavailable = new ConcurrentHashMap<>();
    private final Map<SeriesKey, Double> multiplexed = new ConcurrentHashMap<>();
    /** Per replica, its samples of the last rate window, oldest first. */
    private final Map<String, java.util.ArrayDeque<Previous>> previous = new HashMap<>();
    private final List<Listener> listeners = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** What changed on the engines (deploys, events, plans, restarts), oldest first, at most {@link #MARKERS_KEPT}. */
    private final java.util.ArrayDeque<Marker> markers = new java.util.ArrayDeque<>();
    private final java.util.Set<String> markerIds = new java.util.HashSet<>();
    /** Per engine and replica, the per-task figures of its last sample, cumulative as the engine sent them. */
    private final Map<String, Map<String, Object>> latestTasks = new ConcurrentHashMap<>();
    private final Totals totals = new Totals();

    static final int MARKERS_KEPT = 1_000;
    /** Frames of a change's stack (a stall's) that its marker's words carry. */
    static final int STACK_FRAMES_SHOWN = 4;

    /**
     * A change on an engine, to mark on the time axis.
     *
     * @param kind deploy, undeploy, config, plan or replica (as the engine names it)
     */
    public record Marker(String engine, long timeMillis, String kind, String text) {
    }

    /**
     * A task's figures summed over an engine's replicas: cumulative since each replica started;
     * where it runs ({@code kernel}, {@code invokers}, or {@code kernel and invokers} when replicas
     * differ; null when the engine does not say), since when (epoch milliseconds, the latest move)
     * and why (the latest move's reason).
     */
    public record TaskFigures(long executions, long failures, double seconds, String lastFailure, Map<String, Long> flows,
            String runsOn, long runsOnSince, String runsOnWhy) {
    }

    /** What a replica said last: its time and every cumulative figure, by a name of ours. */
    private record Previous(long timeMillis, Map<String, Double> cumulative) {
    }

    /** @param capacity points kept per series (e.g. 36,000: one hour at 10 Hz) */
    public Monitor(int capacity) {
        this(capacity, 0, 0);
    }

    /**
     * @param shortestPeriodMillis a sample that comes sooner than this after the replica's
     *        previous one (the engine was too busy to send the one before on time) is folded into
     *        the next: a rate over a few milliseconds is noise, not a peak
     * @param rateWindowMillis rates and derived metrics are taken over the samples of this last
     *        span (e.g. one second), not only since the previous sample: an engine completes its
     *        instances in bursts as its queues drain, and a rate over 100 ms shows the bursts,
     *        not the throughput; 0 takes the previous sample only
     */
    public Monitor(int capacity, long shortestPeriodMillis, long rateWindowMillis) {
        this.capacity = capacity;
        this.shortestPeriodMillis = shortestPeriodMillis;
        this.rateWindowMillis = rateWindowMillis;
    }

    public void addListener(Listener l) {
        listeners.add(l);
    }

    public void removeListener(Listener l) {
        listeners.remove(l);
    }

    /** Every series so far, in no particular order. */
    public List<SeriesKey> keys() {
        return List.copyOf(series.keySet());
    }

    /**
     * How many series there are: series are only ever added, so a reader that saw this many keys
     * before has seen them all while the count stays the same.
     */
    public int seriesCount() {
        return series.size();
    }

    /** The series, or null when none has that key. */
    public Series series(SeriesKey key) {
        return series.get(key);
    }

    /** Series that cannot be measured on the engine's machine, with why (e.g. "perf::CYCLES: not supported on this machine"). */
    public Map<SeriesKey, String> unavailable() {
        return Map.copyOf(unavailable);
    }

    /** Pool counters the kernel multiplexed in their last period, with the percentage of it they counted. */
    public Map<SeriesKey, Double> multiplexed() {
        return Map.copyOf(multiplexed);
    }

    /**
     * From now on, adds up these engines' completed and failed instances per second and their
     * instances in flight into series of this name (replica {@link SeriesKey#TOTAL}), e.g. a
     * cluster's members; a total of the same name is replaced.
     */
    public synchronized void total(String name, java.util.Collection<String> engines) {
        totals.add(name, engines);
    }

    /** A replica that does not answer (down, restarting): every one of its series gets a gap now. */
    public synchronized void gap(String engine, int replica, long timeMillis) {
        for (Series s : series.values()) {
            if (s.key().engine().equals(engine) && s.key().replica() == replica && s.size() > 0
                    && s.time(s.size() - 1) <= timeMillis) {
                s.gap(timeMillis);
            }
        }
        previous.remove(engine + "\u0000" + replica);
        totals.silent(engine, replica);
    }

    /** One sample of an engine's stream ({@code GET /metrics/stream}); a front's carry their replica. */
    @SuppressWarnings("unchecked")
    public synchronized void accept(String engine, Map<String, Object> sample) {
        int replica = sample.get("replica") instanceof Number n ? n.intValue() : 0;
        long time = number(sample.get("timeMillis"), System.currentTimeMillis());
        String who = engine + "\u0000" + replica;
        java.util.ArrayDeque<Previous> history = previous.computeIfAbsent(who, k -> new java.util.ArrayDeque<>());
        Previous last = history.peekLast();
        if (last != null && time <= last.timeMillis()) {
            return; // a sample repeated after a reconnection
        }
        if (last != null && time - last.timeMillis() < shortestPeriodMillis) {
            return; // its counts are in the next sample, which measures them over a real period
        }
        // The base of this sample's rates: the oldest sample within the window, else the last one.
        while (history.size() > 1 && history.peekFirst().timeMillis() < time - rateWindowMillis) {
            history.pollFirst();
        }
        Previous before = history.peekFirst();
        Map<String, Double> now = new HashMap<>();
        Period p = new Period(engine, replica, time, before, now);

        double completed = 0;
        for (Map.Entry<String, Object> e : map(sample.get("instances")).entrySet()) {
            Map<String, Object> c = map(e.getValue());
            p.rate("instances", "completed/s " + e.getKey(), "/s", "completed " + e.getKey(), c.get("completed"));
            p.rate("instances", "failed/s " + e.getKey(), "/s", "failed " + e.getKey(), c.get("failed"));
            completed += Double.isNaN(value(c.get("completed"))) ? 0 : value(c.get("completed"));
        }
        now.put("completed", completed);
        p.gauge("engine", "in flight", "", sample.get("instancesInFlight"));
        Map<String, Object> queues = map(sample.get("queues"));
        p.gauge("engine", "queue kernel", "", queues.get("kernel"));
        p.gauge("engine", "queue invoker", "", queues.get("invoker"));
        Map<String, Object> latency = map(sample.get("latency"));
        for (String q : List.of("p50", "p90", "p99", "max")) {
            Object micros = latency.get(q + "Micros");
            // No instance ended in the period: no latency, a gap rather than a zero.
            p.gauge("latency", q + " ms", "ms", micros == null ? null : value(micros) / 1000.0);
        }
        Map<String, Object> jvm = map(sample.get("jvm"));
        p.gauge("jvm", "heap used MiB", "MiB", jvm.get("heapUsedBytes") == null ? null
                : value(jvm.get("heapUsedBytes")) / (1 << 20));
        p.rate("jvm", "GC/s", "/s", "gc count", jvm.get("gcCount"));
        p.ratePercent("jvm", "GC time %", "gc seconds", jvm.get("gcSeconds"));
        p.ratePercent("jvm", "process CPU %", "cpu seconds", jvm.get("cpuSeconds"));
        for (Map.Entry<String, Object> pool : map(sample.get("pools")).entrySet()) {
            pool(p, pool.getKey(), map(map(pool.getValue()).get("counters")));
        }
        for (Map.Entry<String, Object> c : map(sample.get("tasks")).entrySet()) {
            for (Map.Entry<String, Object> t : map(c.getValue()).entrySet()) {
                Map<String, Object> task = map(t.getValue());
                String group = "task:" + c.getKey();
                String id = c.getKey() + "\u0000" + t.getKey();
                double executions = p.rate(group, t.getKey() + " executions/s", "/s", "executions " + id, task.get("executions"));
                p.rate(group, t.getKey() + " failures/s", "/s", "failures " + id, task.get("failures"));
                double seconds = p.delta("seconds " + id, task.get("seconds"));
                double runs = p.delta("runs " + id, task.get("executions"));
                p.point(group, t.getKey() + " mean ms", "ms", Double.isNaN(executions) || runs <= 0 ? Double.NaN
                        : seconds / runs * 1000);
                for (Map.Entry<String, Object> f : map(task.get("flows")).entrySet()) {
                    p.rate(group, t.getKey() + " -> " + f.getKey() + " fires/s", "/s", "flow " + id + "\u0000" + f.getKey(),
                            f.getValue());
                }
            }
        }
        latestTasks.put(who, map(sample.get("tasks")));
        for (Object o : sample.get("changes") instanceof List<?> l ? l : List.of()) {
            marker(engine, map(o));
        }
        if (p.restarted) {
            // Counts started again: the samples before the restart are no base for the next rates.
            history.clear();
        }
        history.addLast(new Previous(time, now));
        if (!totals.isEmpty()) {
            totals.sampled(engine, replica, time, System.nanoTime(), series, capacity);
        }
        for (Listener l : listeners) {
            l.sampled(engine, replica, time);
        }
    }

    private void marker(String engine, Map<String, Object> change) {
        long time = number(change.get("timeMillis"), -1);
        if (time < 0 || !(change.get("text") instanceof String text)) {
            return;
        }
        // A stream that connects again sends the changes still kept again.
        String id = engine + "\u0000" + change.get("sequence") + "\u0000" + time;
        if (!markerIds.add(id)) {
            return;
        }
        if (change.get("detail") instanceof String detail && !detail.isBlank()) {
            // A stalled Kernel's stack: its top frames say where it was held, the log has the rest.
            text += "\n" + String.join("\n", detail.lines().map(String::strip).filter(l -> !l.isEmpty())
                    .limit(STACK_FRAMES_SHOWN).toList());
        }
        synchronized (markers) {
            if (markers.size() == MARKERS_KEPT) {
                Marker gone = markers.pollFirst();
                markerIds.removeIf(k -> k.startsWith(gone.engine() + "\u0000") && k.endsWith("\u0000" + gone.timeMillis()));
            }
            markers.addLast(new Marker(engine, time, String.valueOf(change.get("kind")), text));
        }
    }

    /** The changes marked so far, oldest first. */
    public List<Marker> markers() {
        synchronized (markers) {
            return List.copyOf(markers);
        }
    }

    /** The compositions (name and version, as the engine names them) whose tasks an engine reported. */
    public List<String> compositions(String engine) {
        java.util.TreeSet<String> names = new java.util.TreeSet<>();
        latestTasks.forEach((who, tasks) -> {
            if (who.startsWith(engine + "\u0000")) {
                names.addAll(tasks.keySet());
            }
        });
        return List.copyOf(names);
    }

    /**
     * The figures of a composition's tasks on an engine, summed over its replicas, by task name in
     * the composition's order; empty when the engine did not report that composition.
     */
    public Map<String, TaskFigures> tasks(String engine, String composition) {
        Map<String, TaskFigures> out = new LinkedHashMap<>();
        latestTasks.forEach((who, byComposition) -> {
            if (!who.startsWith(engine + "\u0000")) {
                return;
            }
            for (Map.Entry<String, Object> t : map(byComposition.get(composition)).entrySet()) {
                Map<String, Object> m = map(t.getValue());
                Map<String, Long> flows = new LinkedHashMap<>();
                map(m.get("flows")).forEach((target, n) -> flows.put(target, number(n, 0)));
                TaskFigures f = new TaskFigures(number(m.get("executions"), 0), number(m.get("failures"), 0),
                        value(m.get("seconds")), m.get("lastFailure") instanceof String r ? r : null, flows,
                        m.get("runsOn") instanceof String on ? on : null, number(m.get("runsOnSince"), -1),
                        m.get("runsOnWhy") instanceof String why ? why : null);
                out.merge(t.getKey(), f, Monitor::sum);
            }
        });
        return out;
    }

    private static TaskFigures sum(TaskFigures a, TaskFigures b) {
        Map<String, Long> flows = new LinkedHashMap<>(a.flows());
        b.flows().forEach((k, v) -> flows.merge(k, v, Long::sum));
        TaskFigures latest = b.runsOnSince() >= a.runsOnSince() ? b : a;
        String runsOn = a.runsOn() == null ? b.runsOn() : b.runsOn() == null || a.runsOn().equals(b.runsOn()) ? a.runsOn()
                : "kernel and invokers";
        return new TaskFigures(a.executions() + b.executions(), a.failures() + b.failures(),
                (Double.isNaN(a.seconds()) ? 0 : a.seconds()) + (Double.isNaN(b.seconds()) ? 0 : b.seconds()),
                b.lastFailure() != null ? b.lastFailure() : a.lastFailure(), flows, runsOn, latest.runsOnSince(), latest.runsOnWhy());
    }

    /**
     * The names one pool's event goes by, made once: with several replicas streaming ten samples
     * a second, making these strings (and hashing them) for every sample was most of the work of
     * taking one in.
     */
    private record EventNames(String group, String derivedGroup, String rate, String value, String enabled, String running) {
        static EventNames of(String pool, String event) {
            String id = pool + "\u0000" + event;
            return new EventNames("pool:" + pool, "derived:" + pool, event + "/s", "event " + id, "enabled " + id, "running " + id);
        }
    }

    private final Map<String, Map<String, EventNames>> eventNames = new ConcurrentHashMap<>();

    private EventNames names(String pool, String event) {
        return eventNames.computeIfAbsent(pool, p -> new ConcurrentHashMap<>()).computeIfAbsent(event, e -> EventNames.of(pool, e));
    }

    private void pool(Period p, String pool, Map<String, Object> counters) {
        String group = names(pool, "").group();
        Map<String, Double> deltas = new LinkedHashMap<>();
        Map<String, String> reasons = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : counters.entrySet()) {
            Map<String, Object> c = map(e.getValue());
            EventNames n = names(pool, e.getKey());
            SeriesKey key = p.key(group, n.rate(), "/s");
            if (c.get("unsupported") instanceof String reason) {
                unavailable.put(key, reason);
                reasons.put(e.getKey(), reason);
                continue;
            }
            unavailable.remove(key);
            p.rate(group, n.rate(), "/s", n.value(), c.get("value"));
            deltas.put(e.getKey(), p.delta(n.value(), c.get("value")));
            double enabled = p.delta(n.enabled(), c.get("enabledNanos"));
            double running = p.delta(n.running(), c.get("runningNanos"));
            if (enabled > 0 && running < enabled) {
                multiplexed.put(key, 100 * running / enabled);
            } else {
                multiplexed.remove(key);
            }
        }
        deltas.put(Derived.Events.COMPLETED, p.delta("completed", null));
        deltas.put(Derived.Events.WALL_NANOS, p.before == null ? Double.NaN : (p.time - p.before.timeMillis()) * 1e6);
        String derived = names(pool, "").derivedGroup();
        for (Derived d : Derived.values()) {
            SeriesKey key = p.key(derived, d.title(), d.unit());
            String missing = d.inputs().stream().filter(reasons::containsKey).map(reasons::get).findFirst().orElse(null);
            if (missing != null) {
                unavailable.put(key, "needs " + String.join(" and ", d.inputs()) + "; " + missing);
                continue;
            }
            if (!d.inputs().stream().allMatch(deltas::containsKey)) {
                continue; // the engine does not count that event: nothing to say
            }
            unavailable.remove(key);
            double num = deltas.get(d.inputs().get(0));
            double den = deltas.get(d.inputs().get(1));
            p.point(derived, d.title(), d.unit(), Double.isNaN(num) || Double.isNaN(den) ? Double.NaN
                    : d.compute(num, den));
        }
    }

    /** One sample's work: its time, the replica's previous sample, the cumulative figures kept for the next. */
    private final class Period {
        final String engine;
        final int replica;
        final long time;
        final Previous before;
        final Map<String, Double> now;
        /** A cumulative figure went down: the replica started again. */
        boolean restarted;

        Period(String engine, int replica, long time, Previous before, Map<String, Double> now) {
            this.engine = engine;
            this.replica = replica;
            this.time = time;
            this.before = before;
            this.now = now;
        }

        SeriesKey key(String group, String name, String unit) {
            return new SeriesKey(engine, replica, group, name, unit);
        }

        void point(String group, String name, String unit, double value) {
            series.computeIfAbsent(key(group, name, unit), k -> new Series(k, capacity)).add(time, value);
        }

        void gauge(String group, String name, String unit, Object value) {
            point(group, name, unit, value == null ? Double.NaN : Monitor.value(value));
        }

        /**
         * The growth of a cumulative figure since the previous sample; NaN for the first sample
         * and when it went down (it started again: a restart).
         */
        double delta(String id, Object value) {
            if (value != null && !Double.isNaN(Monitor.value(value))) {
                now.put(id, Monitor.value(value));
            }
            Double current = now.get(id);
            Double last = before == null ? null : before.cumulative().get(id);
            if (current != null && last != null && current < last) {
                restarted = true;
            }
            if (current == null || last == null || current < last) {
                return Double.NaN;
            }
            return current - last;
        }

        double rate(String group, String name, String unit, String id, Object value) {
            double d = delta(id, value);
            double rate = Double.isNaN(d) ? Double.NaN : d / ((time - before.timeMillis()) / 1000.0);
            point(group, name, unit, rate);
            return rate;
        }

        void ratePercent(String group, String name, String id, Object seconds) {
            double d = delta(id, seconds);
            point(group, name, "%", Double.isNaN(d) ? Double.NaN : 100 * d / ((time - before.timeMillis()) / 1000.0));
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object o) {
        return o instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
    }

    private static long number(Object o, long fallback) {
        return o instanceof Number n ? n.longValue() : fallback;
    }

    /** A number of the sample, NaN when it is not one. */
    private static double value(Object o) {
        return o instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    /** The time of the oldest point kept in any series, or -1 when there is none. */
    public long firstTime() {
        long first = Long.MAX_VALUE;
        for (Series s : series.values()) {
            if (s.size() > 0) {
                first = Math.min(first, s.time(0));
            }
        }
        return first == Long.MAX_VALUE ? -1 : first;
    }

    /** The time of the newest point of any series, or -1 when there is none. */
    public long lastTime() {
        long last = -1;
        for (Series s : series.values()) {
            if (s.size() > 0) {
                last = Math.max(last, s.time(s.size() - 1));
            }
        }
        return last;
    }

    /** Every series of one replica, for tables and exports. */
    public List<Series> of(String engine, int replica) {
        List<Series> out = new ArrayList<>();
        for (Series s : series.values()) {
            if (s.key().engine().equals(engine) && s.key().replica() == replica) {
                out.add(s);
            }
        }
        out.sort(java.util.Comparator.comparing((Series s) -> s.key().group()).thenComparing(s -> s.key().name()));
        return out;
    }
}
