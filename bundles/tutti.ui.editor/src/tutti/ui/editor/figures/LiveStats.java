package tutti.ui.editor.figures;

/**
 * What the live overlay shows on a task: its executions so far, their rate, their mean time and
 * its failures with the last reason, and its rate over the last minute for the tooltip's sparkline.
 *
 * @param perSecond executions per second over the last second, NaN when unknown
 * @param meanMillis mean time of an execution in the last period, NaN when none ran
 * @param lastMinute executions per second over the last minute, oldest first (NaN: no sample)
 * @param runsOn where the engine runs the task now ({@code kernel}, {@code invokers}, ...), null when it does not say
 * @param runsOnSince since when it runs there (epoch milliseconds), -1 when not known
 * @param runsOnWhy why, in the engine's words, or null
 */
public record LiveStats(long executions, double perSecond, double meanMillis, long failures, String lastFailure,
        double[] lastMinute, String runsOn, long runsOnSince, String runsOnWhy) {

    /** Without where the task runs. */
    public LiveStats(long executions, double perSecond, double meanMillis, long failures, String lastFailure, double[] lastMinute) {
        this(executions, perSecond, meanMillis, failures, lastFailure, lastMinute, null, -1, null);
    }

    /** Where the task runs, as the figure's strip ends: {@code Kernel}, {@code Invokers}; empty when not known. */
    public String where() {
        if (runsOn == null) {
            return "";
        }
        return switch (runsOn) {
            case "kernel" -> "Kernel";
            case "invokers" -> "Invokers";
            default -> "Kernel+Invokers";
        };
    }

    /** Where it runs, since when and why, for the tooltip; empty when not known. */
    public String placement() {
        if (runsOn == null) {
            return "";
        }
        String since = runsOnSince < 0 ? "" : " since " + java.time.LocalTime.ofInstant(java.time.Instant.ofEpochMilli(runsOnSince),
                java.time.ZoneId.systemDefault()).truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        return "Runs on the " + where().replace("+", " and the ") + since + (runsOnWhy == null ? "" : ": " + runsOnWhy);
    }

    /** The line drawn on the figure, e.g. {@code 2.4k/s · 120 µs} (the count is in the tooltip: it would not fit). */
    public String line() {
        return rate(perSecond) + " \u00b7 " + millis(meanMillis);
    }

    public static String rate(double perSecond) {
        if (Double.isNaN(perSecond)) {
            return "\u2013/s";
        }
        if (perSecond >= 10_000) {
            return String.format("%.0fk/s", perSecond / 1000);
        }
        if (perSecond >= 1000) {
            return String.format("%.1fk/s", perSecond / 1000);
        }
        return String.format("%.0f/s", perSecond);
    }

    static String millis(double ms) {
        if (Double.isNaN(ms)) {
            return "\u2013 ms";
        }
        if (ms >= 10) {
            return String.format("%.0f ms", ms);
        }
        if (ms >= 0.1) {
            return String.format("%.2f ms", ms);
        }
        return ms >= 0.01 ? String.format("%.0f \u00b5s", ms * 1000) : String.format("%.1f \u00b5s", ms * 1000);
    }
}
