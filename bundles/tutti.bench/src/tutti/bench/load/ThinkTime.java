package tutti.bench.load;

import java.time.Duration;
import java.util.SplittableRandom;

/**
 * How long a client waits between an answer and its next request: normally distributed with this
 * mean and variance (seconds and seconds squared, as the papers give them: mean 1 s, variance 0.5).
 * A think time cannot be negative: a negative draw is drawn again, so the distribution is the
 * normal one cut at zero (with mean 1 s and variance 0.5, its mean is 1.11 s).
 */
public record ThinkTime(Duration mean, double varianceSeconds2) {

    public ThinkTime {
        if (mean.isNegative()) {
            throw new IllegalArgumentException("a mean think time cannot be negative: " + mean);
        }
        if (!(varianceSeconds2 >= 0) || Double.isInfinite(varianceSeconds2)) {
            throw new IllegalArgumentException("the think time's variance is 0 or more (seconds squared), not " + varianceSeconds2);
        }
    }

    /** No thinking: each client sends its next request as soon as the last one is answered. */
    public static final ThinkTime NONE = new ThinkTime(Duration.ZERO, 0);

    /** The next think time in nanoseconds. */
    public long nextNanos(SplittableRandom random) {
        double meanSeconds = mean.toNanos() / 1e9;
        if (varianceSeconds2 == 0) {
            return mean.toNanos();
        }
        double sd = Math.sqrt(varianceSeconds2);
        for (int tries = 0; tries < 1000; tries++) {
            double s = meanSeconds + sd * gaussian(random);
            if (s >= 0) {
                return (long) (s * 1e9);
            }
        }
        return 0; // a mean far below zero in deviations: thinking is then almost always nothing
    }

    /** A standard normal value (Box-Muller), from a generator each client owns. */
    private static double gaussian(SplittableRandom random) {
        double u;
        do {
            u = random.nextDouble();
        } while (u == 0);
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
