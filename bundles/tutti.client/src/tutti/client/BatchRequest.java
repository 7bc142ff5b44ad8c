package tutti.client;

import java.time.Duration;
import java.util.Map;

/**
 * A batch to run: {@code count} instances with the same inputs.
 *
 * @param concurrency instances in flight at most; 0 lets the engine choose
 * @param version null for the newest
 * @param timeout how long to wait for the report
 */
public record BatchRequest(int count, Map<String, ?> inputs, int concurrency, String version, Duration timeout) {

    public BatchRequest {
        if (count < 1) {
            throw new IllegalArgumentException("a batch runs at least one instance, not " + count);
        }
        if (concurrency < 0) {
            throw new IllegalArgumentException("concurrency is 0 (the engine chooses) or more, not " + concurrency);
        }
        inputs = inputs == null ? Map.of() : inputs;
        timeout = timeout == null ? Duration.ofMinutes(10) : timeout;
    }

    public static BatchRequest of(int count, Map<String, ?> inputs) {
        return new BatchRequest(count, inputs, 0, null, null);
    }
}
