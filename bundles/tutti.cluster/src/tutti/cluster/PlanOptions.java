package tutti.cluster;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A planner request as named options, the same on every side: {@code tutti plan} and
 * {@code tutti engine} take them as {@code --replicas count:2}, {@code PUT /plan} as
 * {@code {"replicas": "count:2"}}, and the Studio sends what its choosers say.
 */
public final class PlanOptions {

    public static final List<String> NAMES = List.of("replicas", "binding", "threads", "total-threads", "total-heap",
            "replica-threads", "replica-heap");

    private PlanOptions() {
    }

    /**
     * @param options option name to value (text or a number); absent options take the defaults: auto,
     *                shared binding, default threads, fixed totals from the machine
     */
    public static Planner.Request request(Map<String, ?> options, int firstPort) throws PlanException {
        for (String key : options.keySet()) {
            if (!NAMES.contains(key)) {
                throw new PlanException("unknown plan option '" + key + "': use " + String.join(", ", NAMES));
            }
        }
        boolean totals = options.get("total-threads") != null || options.get("total-heap") != null;
        boolean each = options.get("replica-threads") != null || options.get("replica-heap") != null;
        if (totals && each) {
            throw new PlanException("give totals (total-threads, total-heap) or per-replica amounts (replica-threads, "
                    + "replica-heap), not both");
        }
        Resources resources = each
                ? new Resources(Resources.Mode.PER_REPLICA, count(options, "replica-threads"), size(options, "replica-heap"))
                : new Resources(Resources.Mode.FIXED_TOTAL, count(options, "total-threads"), size(options, "total-heap"));
        return new Planner.Request(
                options.get("replicas") == null ? Strategy.auto() : Strategy.parse(text(options, "replicas")),
                options.get("binding") == null ? Binding.SHARED : Binding.parse(text(options, "binding")),
                options.get("threads") == null ? ThreadPolicy.DEFAULT : ThreadPolicy.parse(text(options, "threads")),
                resources, firstPort);
    }

    /** The options that ask for this request, defaults left out. */
    public static Map<String, Object> of(Planner.Request r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("replicas", r.strategy().toString());
        m.put("binding", r.binding().option());
        m.put("threads", r.threads().option());
        String prefix = r.resources().mode() == Resources.Mode.PER_REPLICA ? "replica-" : "total-";
        if (r.resources().threads() > 0) {
            m.put(prefix + "threads", r.resources().threads());
        }
        if (r.resources().heapBytes() > 0) {
            m.put(prefix + "heap", Resources.formatSize(r.resources().heapBytes()));
        }
        return m;
    }

    private static String text(Map<String, ?> options, String key) throws PlanException {
        Object v = options.get(key);
        if (!(v instanceof String s)) {
            throw new PlanException(key + " takes text, e.g. " + example(key) + ", not " + v);
        }
        return s;
    }

    private static int count(Map<String, ?> options, String key) throws PlanException {
        Object v = options.get(key);
        if (v == null) {
            return 0;
        }
        try {
            long n = v instanceof Number number && number.doubleValue() == number.longValue() ? number.longValue()
                    : Long.parseLong(String.valueOf(v).strip());
            if (n >= 1 && n <= 100_000) {
                return (int) n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new PlanException(key + " takes a whole number of threads from 1, not '" + v + "'");
    }

    private static long size(Map<String, ?> options, String key) throws PlanException {
        Object v = options.get(key);
        if (v == null) {
            return 0;
        }
        if (v instanceof Number n && n.longValue() > 0 && n.doubleValue() == n.longValue()) {
            return n.longValue();
        }
        return Resources.parseSize(String.valueOf(v));
    }

    private static String example(String key) {
        return switch (key) {
            case "replicas" -> "\"count:2\"";
            case "binding" -> "\"shared\"";
            default -> "\"per-core\"";
        };
    }
}
