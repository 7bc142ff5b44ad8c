package tutti.monitor;

import java.util.List;

/**
 * The metrics performance engineers read, from a period's counts of one pool. Each names its
 * formula (the Monitor's tooltip shows it) and the events it needs: when the machine cannot count
 * one of them, the metric is unavailable with that event's reason, never a zero.
 */
public enum Derived {
    IPC("IPC", "instructions / cycles", "", List.of(Events.INSTRUCTIONS, Events.CYCLES)),
    CPI("CPI", "cycles / instructions", "", List.of(Events.CYCLES, Events.INSTRUCTIONS)),
    LLC_MISS_RATIO("LLC miss ratio", "LLC misses / LLC references", "", List.of(Events.LLC_MISSES, Events.LLC_REFERENCES)),
    LLC_MPKI("LLC misses per 1,000 instructions", "LLC misses / (instructions / 1000)", "",
            List.of(Events.LLC_MISSES, Events.INSTRUCTIONS)),
    LLC_MISSES_PER_INSTANCE("LLC misses per instance", "LLC misses / completed instances", "",
            List.of(Events.LLC_MISSES, Events.COMPLETED)),
    SWITCHES_PER_INSTANCE("context switches per instance", "context switches / completed instances", "",
            List.of(Events.CONTEXT_SWITCHES, Events.COMPLETED)),
    CPU_USE("CPU use", "task clock / wall time (1.0 = one CPU busy)", "CPUs", List.of(Events.TASK_CLOCK, Events.WALL_NANOS));

    /** The inputs' names: the engine's event names, and two the sample gives. */
    public static final class Events {
        public static final String CYCLES = "perf::CYCLES";
        public static final String INSTRUCTIONS = "perf::INSTRUCTIONS";
        public static final String LLC_REFERENCES = "perf::CACHE-REFERENCES";
        public static final String LLC_MISSES = "perf::CACHE-MISSES";
        public static final String CONTEXT_SWITCHES = "perf::CONTEXT-SWITCHES";
        public static final String TASK_CLOCK = "perf::TASK-CLOCK";
        /** Instances of every composition the replica completed in the period. */
        public static final String COMPLETED = "completed instances";
        /** The period's length. */
        public static final String WALL_NANOS = "wall time";

        private Events() {
        }
    }

    private final String title;
    private final String formula;
    private final String unit;
    private final List<String> inputs;

    Derived(String title, String formula, String unit, List<String> inputs) {
        this.title = title;
        this.formula = formula;
        this.unit = unit;
        this.inputs = inputs;
    }

    public String title() {
        return title;
    }

    public String formula() {
        return formula;
    }

    public String unit() {
        return unit;
    }

    /** Numerator first, then denominator. */
    public List<String> inputs() {
        return inputs;
    }

    /** The value from the period's two inputs; NaN when the denominator is 0 (nothing happened). */
    public double compute(double numerator, double denominator) {
        if (denominator <= 0) {
            return Double.NaN;
        }
        return this == LLC_MPKI ? numerator / (denominator / 1000) : numerator / denominator;
    }
}
