package tutti.engine;

import java.time.Duration;

import tutti.engine.journal.Journal;

/**
 * Whether an engine keeps its instances across a crash: {@code journal} writes them to an
 * append-only journal in its data directory and answers a request only once what it changed is on
 * disk; {@code none} keeps them in memory only (the fastest, and what a benchmark says it used).
 *
 * @param settings the journal's group commit and segment size; null for {@code none}
 */
public record Durability(Journal.Settings settings) {

    public static final Durability NONE = new Durability(null);

    public static Durability journal() {
        return new Durability(Journal.Settings.defaults());
    }

    public static Durability journal(Duration commitInterval) {
        return new Durability(new Journal.Settings(commitInterval, Journal.Settings.DEFAULT_SEGMENT));
    }

    /** {@code journal} or {@code none}, with the commit interval in milliseconds ({@code --commit-ms}). */
    public static Durability parse(String mode, String commitMillis) {
        if (mode == null || mode.equals("journal")) {
            if (commitMillis == null) {
                return journal();
            }
            try {
                return journal(Duration.ofNanos((long) (Double.parseDouble(commitMillis) * 1_000_000)));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--commit-ms takes milliseconds, e.g. 2 or 0.5, not '" + commitMillis + "'");
            }
        }
        if (mode.equals("none")) {
            if (commitMillis != null) {
                throw new IllegalArgumentException("--commit-ms goes with --durability journal: without a journal nothing is committed");
            }
            return NONE;
        }
        throw new IllegalArgumentException("--durability takes journal or none, not '" + mode + "'");
    }

    public boolean journaled() {
        return settings != null;
    }

    /** As benchmarks print it beside their figures. */
    public String mode() {
        return journaled() ? "journal" : "none";
    }

    /** A sentence for logs and the engine's self-description. */
    public String describe() {
        return journaled() ? "journal (group commit every " + millis(settings.commitInterval()) + " ms)"
                : "none (instances in memory only: a crash loses them)";
    }

    private static String millis(Duration d) {
        double ms = d.toNanos() / 1e6;
        return ms == Math.rint(ms) ? String.valueOf((long) ms) : String.valueOf(ms);
    }
}
