package tutti.engine.core;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * When a call (a Java call, a Loopback service) moves from the Invokers to the Kernel that
 * navigates its instance, and when anything that runs on a Kernel is found too slow for it.
 * <p>
 * A call starts on the Invokers. Its runs there are timed one by one: when, of {@code runs} runs
 * in a row, at most one in a hundred took longer than {@code quick} (its 99th percentile is under
 * {@code quick}) and none took longer than {@code budget}, it moves to the Kernel, where it costs no
 * hand-off between threads. A run on a Kernel that the watchdog finds blocked (sleeping, waiting
 * for a lock) or computing for longer than {@code budget} sends its task back to the Invokers for
 * good; a Kernel held by one run for longer than {@code stall} is reported, with the task and the
 * Kernel's stack.
 *
 * @param promote whether calls may move to the Kernel at all ({@code off}: they stay on the Invokers)
 */
public record InlineSettings(boolean promote, long quickNanos, int runs, long budgetNanos, long stallNanos) {

    /** 20 µs at the 99th percentile over 10,000 runs; a budget of 1 ms; stalls reported past 10 ms. */
    public static final InlineSettings DEFAULTS = new InlineSettings(true, 20_000, 10_000, 1_000_000, 10_000_000);

    /** The way {@code tutti engine --inline} takes them, for its help. */
    public static final String SYNTAX = "off | quick=20us,runs=10000,budget=1ms,stall=10ms (any of them; the rest as by default)";

    public InlineSettings {
        if (quickNanos < 1_000 || runs < 100 || budgetNanos < 100_000 || stallNanos < budgetNanos) {
            throw new IllegalArgumentException("inline settings: quick at least 1us, runs at least 100, budget at least 100us, "
                    + "stall at least the budget (" + describe(quickNanos, runs, budgetNanos, stallNanos) + ")");
        }
    }

    /**
     * Reads {@code off}, or {@code name=value} pairs separated by commas: {@code quick} and
     * {@code budget} and {@code stall} as durations ({@code 20us}, {@code 1ms}, {@code 0.5ms}),
     * {@code runs} a count; names left out keep their defaults.
     *
     * @throws IllegalArgumentException naming what is wrong and how to write it
     */
    public static InlineSettings parse(String text) {
        String s = text == null ? "" : text.strip();
        if (s.equals("off")) {
            return new InlineSettings(false, DEFAULTS.quickNanos, DEFAULTS.runs, DEFAULTS.budgetNanos, DEFAULTS.stallNanos);
        }
        if (s.isEmpty()) {
            throw new IllegalArgumentException("--inline needs settings: " + SYNTAX);
        }
        long quick = DEFAULTS.quickNanos;
        int runs = DEFAULTS.runs;
        long budget = DEFAULTS.budgetNanos;
        long stall = DEFAULTS.stallNanos;
        for (String pair : s.split(",")) {
            int eq = pair.indexOf('=');
            String name = eq < 0 ? pair.strip() : pair.substring(0, eq).strip();
            String value = eq < 0 ? "" : pair.substring(eq + 1).strip();
            switch (name) {
                case "quick" -> quick = nanos(name, value);
                case "budget" -> budget = nanos(name, value);
                case "stall" -> stall = nanos(name, value);
                case "runs" -> {
                    try {
                        runs = Integer.parseInt(value);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("--inline runs=" + value + " is not a count: write e.g. runs=10000");
                    }
                }
                default -> throw new IllegalArgumentException("--inline knows no '" + name + "': " + SYNTAX);
            }
        }
        return new InlineSettings(true, quick, runs, budget, stall);
    }

    private static long nanos(String name, String value) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(ns|us|µs|ms|s)").matcher(value);
        if (!m.matches()) {
            throw new IllegalArgumentException("--inline " + name + "=" + value + " is not a duration: write e.g. " + name
                    + (name.equals("quick") ? "=20us" : "=1ms"));
        }
        double n = Double.parseDouble(m.group(1));
        double unit = switch (m.group(2)) {
            case "ns" -> 1;
            case "us", "µs" -> 1e3;
            case "ms" -> 1e6;
            default -> 1e9;
        };
        return Math.round(n * unit);
    }

    /** As {@code --inline} would take them, and as GET /config shows them. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("promote", promote);
        m.put("quickMicros", quickNanos / 1e3);
        m.put("runs", runs);
        m.put("budgetMillis", budgetNanos / 1e6);
        m.put("stallMillis", stallNanos / 1e6);
        return m;
    }

    @Override
    public String toString() {
        return promote ? describe(quickNanos, runs, budgetNanos, stallNanos) : "off";
    }

    private static String describe(long quick, int runs, long budget, long stall) {
        return "quick=" + duration(quick) + ",runs=" + runs + ",budget=" + duration(budget) + ",stall=" + duration(stall);
    }

    /** {@code 20us}, {@code 1ms}, {@code 1.5ms}: as {@link #parse} reads them. */
    static String duration(long nanos) {
        if (nanos >= 1_000_000 && nanos % 100_000 == 0) {
            return (nanos % 1_000_000 == 0 ? Long.toString(nanos / 1_000_000) : Double.toString(nanos / 1e6)) + "ms";
        }
        return nanos % 1_000 == 0 ? nanos / 1_000 + "us" : nanos + "ns";
    }
}
