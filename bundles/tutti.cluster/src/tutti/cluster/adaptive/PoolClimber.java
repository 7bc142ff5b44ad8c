package tutti.cluster.adaptive;

import java.util.List;
import java.util.Locale;

/**
 * Hill-climbs a replica's Kernel and Invoker pool sizes: a pure, deterministic state machine fed
 * the figures of each interval at the sizes it asked for. It tries one step at a time (a pool one
 * thread larger or smaller), keeps a step that measured better by more than the margin (more
 * instances per second without costing more than the margin in instances per CPU-second, or more
 * per CPU-second without losing the margin in throughput), and otherwise goes back and measures
 * the sizes it had again before the next try. Once no step helps it stays, its interval growing
 * as the placement rule's does; it climbs again after {@code rest} quiet intervals, or at once when
 * the throughput moves by more than twice the margin (a new phase). The published sweeps peak at
 * 4-6 threads per pool and degrade beyond; the bounds keep every try sensible.
 */
public final class PoolClimber {

    /**
     * @param smallest      the fewest threads a pool may have (1)
     * @param largest       the most (the machine's CPUs twice, say)
     * @param margin        the share a try must win by (0.05)
     * @param firstMillis   the interval while climbing, and after every change (200)
     * @param stepMillis    what each quiet interval adds (200)
     * @param longestMillis the longest interval (5000)
     * @param rest          quiet intervals before climbing again (30)
     */
    public record Settings(int smallest, int largest, double margin, long firstMillis, long stepMillis, long longestMillis, int rest) {

        public Settings {
            if (smallest < 1 || largest < smallest || margin < 0 || firstMillis < 1 || longestMillis < firstMillis || rest < 1) {
                throw new IllegalArgumentException("pools of at least one thread, a largest size not below the smallest, and"
                        + " intervals of at least 1 ms");
            }
        }

        public static Settings upTo(int largest) {
            return new Settings(1, largest, 0.05, 200, 200, 5000, 30);
        }
    }

    /** Pool sizes. */
    public record Sizes(int kernel, int invoker) {

        Sizes plus(Move m) {
            return m.kernel ? new Sizes(kernel + m.by, invoker) : new Sizes(kernel, invoker + m.by);
        }

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

    /** One try: a pool, one thread more or less. */
    private record Move(boolean kernel, int by) {

        String words() {
            return (by > 0 ? "one more " : "one fewer ") + (kernel ? "Kernel" : "Invoker") + " thread";
        }
    }

    private static final List<Move> MOVES = List.of(new Move(true, 1), new Move(true, -1), new Move(false, 1), new Move(false, -1));

    private enum Phase { MEASURE_BASE, TRYING, RESTING }

    private final Settings settings;
    private Sizes base;
    private double baseRate;
    private double baseEfficiency;
    private Phase phase = Phase.MEASURE_BASE;
    private Move trying;
    /** Tries that failed in a row since the base last changed. */
    private int failed;
    private int nextMove;
    private int quiet;
    private long interval;

    public PoolClimber(Settings settings, Sizes start) {
        this.settings = settings;
        this.base = start;
        this.interval = settings.firstMillis();
    }

    /** The figures of the interval just run at the sizes the last step asked for. */
    public Step next(double instancesPerSecond, double instancesPerCpuSecond) {
        switch (phase) {
            case MEASURE_BASE -> {
                baseRate = instancesPerSecond;
                baseEfficiency = instancesPerCpuSecond;
                return tryNext("measured " + base + ": " + figures(instancesPerSecond, instancesPerCpuSecond));
            }
            case TRYING -> {
                Sizes tried = base.plus(trying);
                if (better(instancesPerSecond, instancesPerCpuSecond)) {
                    String why = "kept " + trying.words() + " (" + tried + "): " + figures(instancesPerSecond, instancesPerCpuSecond)
                            + " against " + figures(baseRate, baseEfficiency);
                    base = tried;
                    baseRate = instancesPerSecond;
                    baseEfficiency = instancesPerCpuSecond;
                    failed = 0;
                    // The same direction again: a hill is climbed while it rises.
                    return tryMove(trying, why);
                }
                failed++;
                nextMove = (MOVES.indexOf(trying) + 1) % MOVES.size();
                phase = Phase.MEASURE_BASE;
                interval = settings.firstMillis();
                return new Step(base, true, "back from " + trying.words() + " (" + figures(instancesPerSecond,
                        instancesPerCpuSecond) + " against " + figures(baseRate, baseEfficiency) + "): measuring " + base
                        + " again", interval);
            }
            default -> {
                quiet++;
                boolean newPhase = baseRate > 0 && Math.abs(instancesPerSecond - baseRate) > 2 * settings.margin() * baseRate;
                if (newPhase || quiet >= settings.rest()) {
                    quiet = 0;
                    failed = 0;
                    baseRate = instancesPerSecond;
                    baseEfficiency = instancesPerCpuSecond;
                    interval = settings.firstMillis();
                    return tryNext((newPhase ? "throughput moved to " : "rested; climbing again from ")
                            + figures(instancesPerSecond, instancesPerCpuSecond));
                }
                interval = Math.min(settings.longestMillis(), interval + settings.stepMillis());
                return new Step(base, false, "staying at " + base + ": no step helped", interval);
            }
        }
    }

    /** The next move that stays in bounds, or rest when every move failed since the base last changed. */
    private Step tryNext(String why) {
        for (int i = 0; i < MOVES.size() && failed < MOVES.size(); i++) {
            Move m = MOVES.get((nextMove + i) % MOVES.size());
            if (inBounds(base.plus(m))) {
                return tryMove(m, why);
            }
            failed++;
        }
        phase = Phase.RESTING;
        interval = settings.firstMillis();
        return new Step(base, false, why + "; no step helps: staying at " + base, interval);
    }

    private Step tryMove(Move m, String why) {
        if (!inBounds(base.plus(m))) {
            nextMove = (MOVES.indexOf(m) + 1) % MOVES.size();
            return tryNext(why);
        }
        trying = m;
        phase = Phase.TRYING;
        interval = settings.firstMillis();
        return new Step(base.plus(m), true, why + "; trying " + m.words() + " (" + base.plus(m) + ")", interval);
    }

    private boolean inBounds(Sizes s) {
        return s.kernel() >= settings.smallest() && s.kernel() <= settings.largest() && s.invoker() >= settings.smallest()
                && s.invoker() <= settings.largest();
    }

    private boolean better(double rate, double efficiency) {
        double m = settings.margin();
        return rate > baseRate * (1 + m) && efficiency >= baseEfficiency * (1 - m)
                || efficiency > baseEfficiency * (1 + m) && rate >= baseRate * (1 - m);
    }

    private static String figures(double rate, double efficiency) {
        return String.format(Locale.ROOT, "%.0f instances/s, %.0f per CPU-second", rate, efficiency);
    }
}
