package tutti.bench.load;

import java.time.Duration;
import java.util.Map;

/**
 * What load to make: {@code clients} closed-loop clients each running {@code composition} (its
 * newest version unless {@code version} names one) with these inputs for {@code duration}, thinking
 * between requests, giving up on a request after {@code timeout}; figures every {@code interval}.
 * {@code seed} fixes every client's think times, so a run can be made again.
 */
public record LoadPlan(String composition, String version, Map<String, Object> inputs, int clients, Duration duration,
        ThinkTime think, Duration timeout, Duration interval, long seed) {

    public LoadPlan {
        if (composition == null || composition.isBlank()) {
            throw new IllegalArgumentException("name the composition the clients run");
        }
        if (clients < 1 || clients > 100_000) {
            throw new IllegalArgumentException("clients are 1 to 100,000, not " + clients);
        }
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("the load lasts a positive time, not " + duration);
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("a request's timeout is a positive time, not " + timeout);
        }
        if (interval.toMillis() < 100) {
            throw new IllegalArgumentException("figures come at most every 100 ms, not every " + interval);
        }
        inputs = Map.copyOf(inputs);
    }
}
