package tutti.cluster.adaptive;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An {@link Interval} from two of a replica's metrics samples (as its {@code /metrics/stream}
 * sends them: cumulative figures), the difference between them. Counters the replica cannot count
 * leave their figure NaN, never 0.
 */
public final class Intervals {

    static final String TASK_CLOCK = "perf::TASK-CLOCK";
    static final String INSTRUCTIONS = "perf::INSTRUCTIONS";
    static final String CYCLES = "perf::CYCLES";
    static final String LLC_MISSES = "perf::LLC-LOAD-MISSES";

    private Intervals() {
    }

    /** What happened between {@code before} and {@code after}, the replica having run on {@code placement}. */
    public static Interval between(Map<String, Object> before, Map<String, Object> after, Placement placement) {
        double seconds = (number(after.get("timeMillis")) - number(before.get("timeMillis"))) / 1e3;
        long completed = (long) (completed(after) - completed(before));
        double cpu = Math.max(0, number(path(after, "jvm", "cpuSeconds")) - number(path(before, "jvm", "cpuSeconds")));
        return new Interval(seconds, Math.max(0, completed), cpu, threads(before, after), counted(before, after, INSTRUCTIONS),
                counted(before, after, CYCLES), counted(before, after, LLC_MISSES), placement);
    }

    private static double completed(Map<String, Object> sample) {
        double sum = 0;
        if (sample.get("instances") instanceof Map<?, ?> compositions) {
            for (Object c : compositions.values()) {
                if (c instanceof Map<?, ?> counts) {
                    sum += number(counts.get("completed"));
                }
            }
        }
        return sum;
    }

    /** A pool event's growth summed over the pools, or NaN where a pool cannot count it. */
    private static double counted(Map<String, Object> before, Map<String, Object> after, String event) {
        double sum = 0;
        boolean any = false;
        for (Map.Entry<String, Map<?, ?>> pool : pools(after).entrySet()) {
            Object now = path(pool.getValue(), "counters", event, "value");
            Object then = path(pools(before).getOrDefault(pool.getKey(), Map.of()), "counters", event, "value");
            if (!(now instanceof Number)) {
                return Double.NaN;
            }
            sum += number(now) - (then instanceof Number ? number(then) : 0);
            any = true;
        }
        return any ? sum : Double.NaN;
    }

    /** Each pool thread's work in the interval: instructions where counted, else CPU seconds (task-clock). */
    private static List<Interval.ThreadWork> threads(Map<String, Object> before, Map<String, Object> after) {
        Map<Object, Map<?, ?>> earlier = new HashMap<>();
        for (Map<?, ?> pool : pools(before).values()) {
            for (Map<?, ?> t : perThread(pool)) {
                earlier.put(t.get("tid"), t);
            }
        }
        List<Interval.ThreadWork> work = new ArrayList<>();
        for (Map<?, ?> pool : pools(after).values()) {
            for (Map<?, ?> t : perThread(pool)) {
                Map<?, ?> then = earlier.getOrDefault(t.get("tid"), Map.of());
                double w = t.get(INSTRUCTIONS) instanceof Number n ? n.doubleValue() - number(then.get(INSTRUCTIONS))
                        : t.get(TASK_CLOCK) instanceof Number n ? (n.doubleValue() - number(then.get(TASK_CLOCK))) / 1e9 : 0;
                work.add(new Interval.ThreadWork(String.valueOf(t.get("name")), Math.max(0, w)));
            }
        }
        return work;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Map<?, ?>> pools(Map<String, Object> sample) {
        return sample.get("pools") instanceof Map<?, ?> p ? (Map<String, Map<?, ?>>) p : Map.of();
    }

    private static List<Map<?, ?>> perThread(Map<?, ?> pool) {
        List<Map<?, ?>> threads = new ArrayList<>();
        if (pool.get("perThread") instanceof List<?> list) {
            for (Object o : list) {
                if (o instanceof Map<?, ?> m) {
                    threads.add(m);
                }
            }
        }
        return threads;
    }

    private static Object path(Object root, String... keys) {
        Object at = root;
        for (String k : keys) {
            if (!(at instanceof Map<?, ?> m)) {
                return null;
            }
            at = m.get(k);
        }
        return at;
    }

    private static double number(Object o) {
        return o instanceof Number n ? n.doubleValue() : 0;
    }
}
