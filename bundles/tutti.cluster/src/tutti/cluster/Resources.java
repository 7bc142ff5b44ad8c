package tutti.cluster;

import java.util.Locale;

/**
 * Threads and heap: either totals split among the replicas (so that one replica and many use the
 * same machine share, as the papers compare them), or the same amounts for each replica.
 *
 * @param threads Kernel plus Invoker threads (total or per replica); 0 for the default
 * @param heapBytes heap (total or per replica); 0 for the default
 */
public record Resources(Mode mode, int threads, long heapBytes) {

    public enum Mode {
        FIXED_TOTAL,
        PER_REPLICA
    }

    public Resources {
        if (threads < 0 || heapBytes < 0) {
            throw new IllegalArgumentException("threads and heap cannot be negative");
        }
    }

    /** Totals from the machine: 1.5 threads per CPU, a quarter of its memory. */
    public static Resources defaults() {
        return new Resources(Mode.FIXED_TOTAL, 0, 0);
    }

    /** {@code 512m}, {@code 4g}, {@code 1024k} or bytes, as for {@code -Xmx}. */
    public static long parseSize(String text) throws PlanException {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        long unit = 1;
        if (t.endsWith("k") || t.endsWith("m") || t.endsWith("g")) {
            unit = switch (t.charAt(t.length() - 1)) {
                case 'k' -> 1L << 10;
                case 'm' -> 1L << 20;
                default -> 1L << 30;
            };
            t = t.substring(0, t.length() - 1);
        }
        try {
            long n = Long.parseLong(t);
            if (n > 0) {
                return n * unit;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new PlanException("'" + text + "' is not a heap size: write it as for -Xmx, e.g. 512m or 4g");
    }

    static String formatSize(long bytes) {
        if (bytes % (1L << 30) == 0) {
            return (bytes >> 30) + "g";
        }
        if (bytes % (1L << 20) == 0) {
            return (bytes >> 20) + "m";
        }
        return (bytes >> 10) + "k";
    }
}
