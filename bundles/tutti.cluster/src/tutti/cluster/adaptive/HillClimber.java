package tutti.cluster.adaptive;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Hill-climbs whole-number settings (pool sizes, a replica count) on measured throughput: a pure,
 * deterministic state machine fed the figures of each interval run at the position it asked for.
 * It tries one step at a time (every setting one more or one fewer together first, as the
 * published pool sweeps grow both pools, then one setting alone), keeps a step that measured
 * better by more than the margin (more instances per second without costing more than the margin
 * in instances per CPU-second, or more per CPU-second without losing the margin in throughput),
 * or a step to fewer (threads, replicas) that lost no more than the margin on either (the same
 * work for less memory and fewer switches: on a plateau it walks to the cheap edge, and on this
 * machine 2 + 2, 3 + 3 and 4 + 4 measured alike while 1 + 1 beat them), and otherwise goes back and measures the position it had again before the next try. With
 * {@code confirm}, a step that measured better is kept only once it beats the position it left,
 * measured again after it, as well: on a loaded 2-CPU machine one short interval against one other
 * is close to a coin toss, and a climb that kept lucky intervals walked the pools to a third of the
 * best throughput. Once no step helps it stays, each quiet interval longer than the last, as the
 * placement rule's stabilisation does; it climbs again after {@code rest} quiet intervals, or when
 * two quiet intervals in a row moved the same way by more than twice the margin (a new phase), or
 * by more than twice what its own repeated measurements of one position spread where that is more:
 * on a machine whose intervals spread by a quarter, a tenth is no news. An interval in which
 * nothing completed says nothing about the settings: it is not compared, and the climb waits for load.
 */
public final class HillClimber {

    /**
     * @param margin        the share a try must win by (0.05)
     * @param firstMillis   the interval while climbing, and after every change
     * @param stepMillis    what each quiet interval adds
     * @param longestMillis the longest interval
     * @param rest          quiet intervals before climbing again
     * @param confirm       whether a step that measured better must beat the position it left, measured again, too
     */
    public record Settings(double margin, long firstMillis, long stepMillis, long longestMillis, int rest, boolean confirm) {

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

    /** One try: what it adds to each setting (one more, one fewer, or nothing). */
    private record Move(List<Integer> by) {
    }

    private enum Phase { MEASURE_BASE, TRYING, CONFIRMING, RESTING }

    private final Settings settings;
    private final List<Dimension> dimensions;
    private final List<Move> moves = new ArrayList<>();
    private final Function<List<Integer>, String> words;
    private List<Integer> base;
    private double baseRate;
    private double baseEfficiency;
    /** A try's figures while the base is measured again to confirm it. */
    private double tryRate;
    private double tryEfficiency;
    private Phase phase = Phase.MEASURE_BASE;
    private Move trying;
    /** Tries that failed in a row since the base last changed. */
    private int failed;
    private int nextMove;
    private int quiet;
    /** The direction the last quiet interval moved beyond the noise: 1 up, -1 down, 0 not. */
    private int drift;
    /** Relative differences between two measurements of one position, summed, and how many. */
    private double spreadSum;
    private int spreads;
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
        if (dimensions.size() > 1) {
            moves.add(new Move(Collections.nCopies(dimensions.size(), 1)));
            moves.add(new Move(Collections.nCopies(dimensions.size(), -1)));
        }
        for (int d = 0; d < dimensions.size(); d++) {
            moves.add(alone(d, 1));
            moves.add(alone(d, -1));
        }
    }

    /** The figures of the interval just run at the position the last step asked for. */
    public Step next(double instancesPerSecond, double instancesPerCpuSecond) {
        if (!(instancesPerSecond > 0)) {
            return new Step(position(), false, "no instance completed in the interval: waiting for load at " + words(position()),
                    settings.firstMillis());
        }
        switch (phase) {
            case MEASURE_BASE -> {
                if (baseRate > 0) {
                    spread(baseRate, instancesPerSecond);
                }
                baseRate = instancesPerSecond;
                baseEfficiency = instancesPerCpuSecond;
                return tryNext("measured " + words(base) + ": " + figures(instancesPerSecond, instancesPerCpuSecond));
            }
            case TRYING -> {
                String measured = words(trying) + " (" + words(plus(base, trying)) + "): " + figures(instancesPerSecond,
                        instancesPerCpuSecond) + " against " + figures(baseRate, baseEfficiency);
                if (!keeps(trying, instancesPerSecond, instancesPerCpuSecond, baseRate, baseEfficiency)) {
                    return back("back from " + measured + ": measuring " + words(base) + " again");
                }
                if (!settings.confirm()) {
                    return keep(instancesPerSecond, instancesPerCpuSecond, "kept " + measured);
                }
                tryRate = instancesPerSecond;
                tryEfficiency = instancesPerCpuSecond;
                phase = Phase.CONFIRMING;
                interval = settings.firstMillis();
                return new Step(base, true, measured + " would be kept: measuring " + words(base) + " again to confirm", interval);
            }
            case CONFIRMING -> {
                spread(baseRate, instancesPerSecond);
                String against = figures(tryRate, tryEfficiency) + " against " + figures(instancesPerSecond, instancesPerCpuSecond)
                        + " measured again";
                if (keeps(trying, tryRate, tryEfficiency, instancesPerSecond, instancesPerCpuSecond)) {
                    return keep(tryRate, tryEfficiency, "kept " + words(trying) + " (" + words(plus(base, trying))
                            + "), confirmed: " + against);
                }
                // The interval just run measured the base again: the next try goes from it.
                baseRate = instancesPerSecond;
                baseEfficiency = instancesPerCpuSecond;
                failed++;
                nextMove = (moves.indexOf(trying) + 1) % moves.size();
                return tryNext("not confirmed, " + words(trying) + ": " + against);
            }
            default -> {
                quiet++;
                double noise = Math.max(2 * settings.margin(), 2 * spread());
                int moved = instancesPerSecond > baseRate * (1 + noise) ? 1 : instancesPerSecond < baseRate * (1 - noise) ? -1 : 0;
                boolean newPhase = moved != 0 && moved == drift;
                drift = moved;
                if (newPhase || quiet >= settings.rest()) {
                    quiet = 0;
                    failed = 0;
                    drift = 0;
                    baseRate = instancesPerSecond;
                    baseEfficiency = instancesPerCpuSecond;
                    interval = settings.firstMillis();
                    return tryNext((newPhase ? "throughput moved to " : "rested; climbing again from ")
                            + figures(instancesPerSecond, instancesPerCpuSecond) + (newPhase ? String.format(Locale.ROOT,
                                    " twice in a row by more than %.0f%%", 100 * noise) : ""));
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
        if (phase != Phase.TRYING && phase != Phase.CONFIRMING) {
            return new Step(base, false, "staying at " + words(base) + ": " + why, interval);
        }
        return back(words(trying) + " could not be done (" + why + "): measuring " + words(base) + " again");
    }

    /** Two measurements of the same position: how far apart they were goes into the spread. */
    private void spread(double before, double after) {
        spreadSum += Math.abs(after - before) / Math.max(before, after);
        spreads++;
    }

    /** The mean relative difference between two measurements of one position; 0 before any. */
    private double spread() {
        return spreads == 0 ? 0 : spreadSum / spreads;
    }

    /** Where the replica runs now: the try's position while trying, else the base. */
    private List<Integer> position() {
        return phase == Phase.TRYING ? plus(base, trying) : base;
    }

    /** The try becomes the base, with its figures; the same direction is tried next: a hill is climbed while it rises. */
    private Step keep(double rate, double efficiency, String why) {
        base = plus(base, trying);
        baseRate = rate;
        baseEfficiency = efficiency;
        failed = 0;
        return tryMove(trying, why);
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
        drift = 0;
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

    private Move alone(int dimension, int by) {
        List<Integer> step = new ArrayList<>(Collections.nCopies(dimensions.size(), 0));
        step.set(dimension, by);
        return new Move(List.copyOf(step));
    }

    private static List<Integer> plus(List<Integer> at, Move m) {
        List<Integer> moved = new ArrayList<>(at);
        for (int d = 0; d < at.size(); d++) {
            moved.set(d, at.get(d) + m.by().get(d));
        }
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

    /** Whether a try's figures keep it against the base's: better, or fewer and no worse. */
    private boolean keeps(Move m, double rate, double efficiency, double againstRate, double againstEfficiency) {
        double margin = settings.margin();
        boolean fewer = m.by().stream().allMatch(by -> by <= 0);
        return better(rate, efficiency, againstRate, againstEfficiency)
                || fewer && rate >= againstRate * (1 - margin) && efficiency >= againstEfficiency * (1 - margin);
    }

    private boolean better(double rate, double efficiency, double againstRate, double againstEfficiency) {
        double m = settings.margin();
        return rate > againstRate * (1 + m) && efficiency >= againstEfficiency * (1 - m)
                || efficiency > againstEfficiency * (1 + m) && rate >= againstRate * (1 - m);
    }

    private String words(List<Integer> at) {
        return words.apply(at);
    }

    /** e.g. {@code one more Kernel thread}, {@code one fewer Kernel thread and one fewer Invoker thread}. */
    private String words(Move m) {
        List<String> parts = new ArrayList<>();
        for (int d = 0; d < dimensions.size(); d++) {
            if (m.by().get(d) != 0) {
                parts.add((m.by().get(d) > 0 ? "one more " : "one fewer ") + dimensions.get(d).unit());
            }
        }
        return String.join(" and ", parts);
    }

    private static String figures(double rate, double efficiency) {
        return String.format(Locale.ROOT, "%.0f instances/s, %.0f per CPU-second", rate, efficiency);
    }
}
