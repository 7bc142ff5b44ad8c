package tutti.runtime;

/**
 * How often a failed task runs again, and after how long: the n-th retry (n from 1) waits
 * {@code initialBackoffMillis * factor^(n-1)}, at most {@code maxBackoffMillis}.
 *
 * @param count               retries after the first failure; 0 for none
 * @param initialBackoffMillis the wait before the first retry
 * @param factor              how much each wait grows (1 keeps it)
 * @param maxBackoffMillis    the longest wait
 */
public record Retry(int count, long initialBackoffMillis, double factor, long maxBackoffMillis) {

    public Retry {
        if (count < 0 || initialBackoffMillis < 0 || factor < 1 || maxBackoffMillis < 0) {
            throw new IllegalArgumentException("a retry needs count >= 0, back-offs >= 0 and a factor >= 1");
        }
    }

    /** The wait before retry {@code n} (1 for the first). */
    public long backoffMillis(int n) {
        double wait = initialBackoffMillis * Math.pow(factor, Math.max(0, n - 1));
        return (long) Math.min(wait, (double) maxBackoffMillis);
    }
}
