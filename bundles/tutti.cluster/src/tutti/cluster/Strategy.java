package tutti.cluster;

/**
 * How many replicas, and what each one's share of the machine is.
 *
 * @param kind       what the replicas follow
 * @param cacheLevel for {@link Kind#CACHE}: 2 or 3
 * @param count      for {@link Kind#COUNT}: the number of replicas
 */
public record Strategy(Kind kind, int cacheLevel, int count) {

    public enum Kind {
        /** The papers' rule: per NUMA node; without NUMA per shared last-level cache, else per shared L2; else one. */
        AUTO,
        NUMA,
        CACHE,
        COUNT,
        SINGLE
    }

    public static final String CHOICES = "auto, numa, cache:L3, cache:L2, count:N or single";

    public static Strategy auto() {
        return new Strategy(Kind.AUTO, 0, 0);
    }

    public static Strategy parse(String text) throws PlanException {
        String t = text == null ? "" : text.strip().toLowerCase(java.util.Locale.ROOT);
        switch (t) {
            case "auto":
                return auto();
            case "numa":
                return new Strategy(Kind.NUMA, 0, 0);
            case "single":
                return new Strategy(Kind.SINGLE, 0, 1);
            case "cache:l2":
                return new Strategy(Kind.CACHE, 2, 0);
            case "cache:l3":
                return new Strategy(Kind.CACHE, 3, 0);
            default:
                break;
        }
        if (t.startsWith("count:")) {
            try {
                int n = Integer.parseInt(t.substring(6));
                if (n >= 1) {
                    return new Strategy(Kind.COUNT, 0, n);
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new PlanException("count:N needs a whole number of replicas from 1, not '" + text.substring(6) + "'");
        }
        throw new PlanException("unknown replica strategy '" + text + "': use " + CHOICES);
    }

    @Override
    public String toString() {
        return switch (kind) {
            case AUTO -> "auto";
            case NUMA -> "numa";
            case CACHE -> "cache:L" + cacheLevel;
            case COUNT -> "count:" + count;
            case SINGLE -> "single";
        };
    }
}
