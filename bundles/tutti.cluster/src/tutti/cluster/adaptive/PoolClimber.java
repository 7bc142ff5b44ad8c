package tutti.cluster.adaptive;

import java.util.List;

/**
 * Hill-climbs a replica's Kernel and Invoker pool sizes (a {@link HillClimber} of two
 * dimensions): the published sweeps peak at 4-6 threads per pool and degrade beyond; the bounds
 * keep every try sensible.
 */
public final class PoolClimber {

    /**
     * @param smallest      the fewest threads a pool may have (1)
     * @param largest       the most (the machine's CPUs twice, say)
     * @param margin        the share a try must win by (0.05)
     * @param firstMillis   the interval while climbing, and after every change (3000)
     * @param stepMillis    what each quiet interval adds (1000)
     * @param longestMillis the longest interval (10000)
     * @param rest          quiet intervals before climbing again (10)
     * @param confirm       whether a try that measured better must beat the sizes it left, measured again, too (yes)
     */
    public record Settings(int smallest, int largest, double margin, long firstMillis, long stepMillis, long longestMillis, int rest,
            boolean confirm) {

        public Settings {
            if (smallest < 1 || largest < smallest) {
                throw new IllegalArgumentException("pools of at least one thread, and a largest size not below the smallest");
            }
        }

        /**
         * The loop's settings: intervals of three seconds, each kept step confirmed. Under sustained
         * Benchmark load on 2 CPUs, completions come in waves: one-second intervals spread by a
         * fifth about their median, five-second windows by a twentieth, while a step of the pools
         * changes throughput by 8 to 16%.
         */
        public static Settings upTo(int largest) {
            return new Settings(1, largest, 0.05, 3000, 1000, 10_000, 10, true);
        }
    }

    /** Pool sizes. */
    public record Sizes(int kernel, int invoker) {

        @Override
        public String toString() {
            return kernel + " Kernel + " + invoker + " Invoker";
        }
    }

    /**
     * What to run the next interval with.
     *
     * @param sizes   the pool sizes for the next interval
     * @param resized whether they differ from this interval's
     */
    public record Step(Sizes sizes, boolean resized, String reason, long nextIntervalMillis) {
    }

    private final HillClimber climber;
    private final long firstMillis;

    public PoolClimber(Settings settings, Sizes start) {
        firstMillis = settings.firstMillis();
        climber = new HillClimber(new HillClimber.Settings(settings.margin(), settings.firstMillis(), settings.stepMillis(),
                settings.longestMillis(), settings.rest(), settings.confirm()),
                List.of(new HillClimber.Dimension("Kernel thread", settings.smallest(), settings.largest()),
                        new HillClimber.Dimension("Invoker thread", settings.smallest(), settings.largest())),
                at -> sizes(at).toString(), List.of(start.kernel(), start.invoker()));
    }

    /** The length of the first interval, and of every interval after a change. */
    public long firstIntervalMillis() {
        return firstMillis;
    }

    /** The figures of the interval just run at the sizes the last step asked for. */
    public Step next(double instancesPerSecond, double instancesPerCpuSecond) {
        HillClimber.Step s = climber.next(instancesPerSecond, instancesPerCpuSecond);
        return new Step(sizes(s.at()), s.changed(), s.reason(), s.nextIntervalMillis());
    }

    /** The sizes the last step asked for could not be taken: the try counts as failed, the sizes kept are measured again. */
    public Step refused(String why) {
        HillClimber.Step s = climber.refused(why);
        return new Step(sizes(s.at()), s.changed(), s.reason(), s.nextIntervalMillis());
    }

    private static Sizes sizes(List<Integer> at) {
        return new Sizes(at.get(0), at.get(1));
    }
}
