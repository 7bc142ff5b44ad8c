package tutti.cluster.adaptive;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Hill-climbs whole-number settings (pool sizes, a replica count) on measured throughput: a pure,
 * deterministic state machine fed the figures of each interval run at the position it asked for.
 * It tries one step at a time (one setting one more or one fewer), keeps a step that measured
 * better by more than the margin (more instances per second without costing more than the margin
 * in instances per CPU-second, or more per CPU-second without losing the margin in throughput),
 * and otherwise goes back and measures the position it had again before the next try. Once no
 * step helps it stays, each quiet interval longer than the last, as the placement rule's
 * stabilisation does; it climbs again after {@code rest} quiet intervals, or at once when the
 * throughput moves by more than twice the margin (a new phase).
 */
public final class HillClimber {

    /**
     * @param margin        the share a try must win by (0.05)
     * @param firstMillis   the interval while climbing, and after every change
     * @param stepMillis    what each quiet interval adds
     * @param longestMillis the longest interval
     * @param rest          quiet intervals before climbing again
     */
    public record Settings(double margin, long firstMillis, long stepMillis, long longestMillis, int rest) {

        public Settings {
            if (margin < 0 || firstMillis < 1 || stepMillis < 0 || longestMillis < firstMillis || rest < 1) {
                throw new IllegalArgumentException("a margin not below 0, intervals of at least 1 ms (the longest not below the "
                        + "first) and at least one quiet interval before climbing again");
            }
        }
    }

    /** One setting climbed: what one unit of it is called, and its bounds. */
    public record Dimension(String unit, int smallest, int largest) {

        public Dimension {
            if (largest < smallest) {
                throw new IllegalArgumentException("the largest " + unit + " count (" + largest + ") is below the smallest ("
                        + smallest + ")");
            }
        }
    }

    /**
     * Where to run the next interval.
     *
     * @param at      the position for the next interval, a value per dimension
     * @param changed whether it differs from this interval's
     */
    public record Step(List<Integer> at, boolean changed, String reason, long nextIntervalMillis) {
    }

    /** One try: a dimension, one more or one fewer. */
    private record Move(int dimension, int by) {
    }

    private enum Phase { MEASURE_BASE, TRYING, RESTING }

    private final Settings settings;
    private final List<Dimension> dimensions;
    private final List<Move> moves = new ArrayList<>();
    private final Function<List<Integer>, String> words;
    private List<Integer> base;
    private double baseRate;
    private double baseEfficiency;
    private Phase phase = Phase.MEASURE_BASE;
    private Move trying;
    /** Tries that failed in a row since the base last changed. */
    private int failed;
    private int nextMove;
    private int quiet;
    private long interval;

    /**
     * @param words how a position reads in the reasons, e.g. {@code 4 Kernel + 5 Invoker}
     * @param start the position the first interval runs at
     */
    public HillClimber(Settings settings, List<Dimension> dimensions, Function<List<Integer>, String> words, List<Integer> start) {
        if (start.size() != dimensions.size()) {
            throw new IllegalArgumentException("a start value per dimension: " + dimensions.size() + ", not " + start.size());
        }
        this.settings = settings;
        this.dimensions = List.copyOf(dimensions);
        this.words = words;
        this.base = List.copyOf(start);
        this.interval = settings.firstMillis();
        for (int d = 0; d < dimensions.size(); d++) {
            moves.add(new Move(d, 1));
            moves.add(new Move(d, -1));
        }
    }

    /** The figures of the interval just run at the position the last step asked for. */
    public Step next(double instancesPerSecond, double instancesPerCpuSecond) {
        switch (phase) {
            case MEASURE_BASE -> {
                baseRate = instancesPerSecond;
                baseEfficiency = instancesPerCpuSecond;
                return tryNext("measured " + words(base) + ": " + figures(instancesPerSecond, instancesPerCpuSecond));
            }
            case TRYING -> {
                List<Integer> tried = plus(base, trying);
                if (better(instancesPerSecond, instancesPerCpuSecond)) {
                    String why = "kept " + words(trying) + " (" + words(tried) + "): " + figures(instancesPerSecond,
                            instancesPerCpuSecond) + " against " + figures(baseRate, baseEfficiency);
                    base = tried;
                    baseRate = instancesPerSecond;
                    baseEfficiency = instancesPerCpuSecond;
                    failed = 0;
                    // The same direction again: a hill is climbed while it rises.
                    return tryMove(trying, why);
                }
                return back("back from " + words(trying) + " (" + figures(instancesPerSecond, instancesPerCpuSecond)
                        + " against " + figures(baseRate, baseEfficiency) + "): measuring " + words(base) + " again");
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
                return new Step(base, false, "staying at " + words(base) + ": no step helped", interval);
            }
        }
    }

    /**
     * The position the last step asked for could not be taken (the change was refused): the try
     * counts as failed, and the base is measured again.
     */
    public Step refused(String why) {
        if (phase != Phase.TRYING) {
            return new Step(base, false, "staying at " + words(base) + ": " + why, interval);
        }
        return back(words(trying) + " could not be done (" + why + "): measuring " + words(base) + " again");
    }

    /** Where the climb stands: the position it keeps (not a try's). */
    public List<Integer> base() {
        return base;
    }

    private Step back(String why) {
        failed++;
        nextMove = (moves.indexOf(trying) + 1) % moves.size();
        phase = Phase.MEASURE_BASE;
        interval = settings.firstMillis();
        return new Step(base, true, why, interval);
    }

    /** The next move that stays in bounds, or rest when every move failed since the base last changed. */
    private Step tryNext(String why) {
        for (int i = 0; i < moves.size() && failed < moves.size(); i++) {
            Move m = moves.get((nextMove + i) % moves.size());
            if (inBounds(plus(base, m))) {
                return tryMove(m, why);
            }
            failed++;
        }
        phase = Phase.RESTING;
        interval = settings.firstMillis();
        return new Step(base, false, why + "; no step helps: staying at " + words(base), interval);
    }

    private Step tryMove(Move m, String why) {
        if (!inBounds(plus(base, m))) {
            nextMove = (moves.indexOf(m) + 1) % moves.size();
            return tryNext(why);
        }
        trying = m;
        phase = Phase.TRYING;
        interval = settings.firstMillis();
        return new Step(plus(base, m), true, why + "; trying " + words(m) + " (" + words(plus(base, m)) + ")", interval);
    }

    private static List<Integer> plus(List<Integer> at, Move m) {
        List<Integer> moved = new ArrayList<>(at);
        moved.set(m.dimension(), at.get(m.dimension()) + m.by());
        return List.copyOf(moved);
    }

    private boolean inBounds(List<Integer> at) {
        for (int d = 0; d < dimensions.size(); d++) {
            if (at.get(d) < dimensions.get(d).smallest() || at.get(d) > dimensions.get(d).largest()) {
                return false;
            }
        }
        return true;
    }

    private boolean better(double rate, double efficiency) {
        double m = settings.margin();
        return rate > baseRate * (1 + m) && efficiency >= baseEfficiency * (1 - m)
                || efficiency > baseEfficiency * (1 + m) && rate >= baseRate * (1 - m);
    }

    private String words(List<Integer> at) {
        return words.apply(at);
    }

    private String words(Move m) {
        return (m.by() > 0 ? "one more " : "one fewer ") + dimensions.get(m.dimension()).unit();
    }

    private static String figures(double rate, double efficiency) {
        return String.format(Locale.ROOT, "%.0f instances/s, %.0f per CPU-second", rate, efficiency);
    }
}
