package tutti.bench.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * What an experiment gets to run with, and where its runs go: the parameters (defaults, quick or
 * full, with what the user gave), how many measured runs and warm-ups each configuration takes,
 * and the rows and skips it reports.
 */
public final class Runs {

    private final Map<String, String> parameters;
    private final boolean quick;
    private final int runs;
    private final int warmups;
    private final List<Map<String, Object>> rows = new ArrayList<>();
    private final List<String> skipped = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final Consumer<String> log;

    Runs(Map<String, String> parameters, boolean quick, int runs, int warmups, Consumer<String> log) {
        this.parameters = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        this.quick = quick;
        this.runs = runs;
        this.warmups = warmups;
        this.log = log;
    }

    public String parameter(String name) {
        String v = parameters.get(name);
        if (v == null) {
            throw new IllegalArgumentException("the experiment has no parameter " + name + " (it has " + parameters.keySet() + ")");
        }
        return v;
    }

    public int integer(String name) {
        try {
            return Integer.parseInt(parameter(name).strip().replace("_", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("parameter " + name + " is a whole number, not '" + parameter(name) + "'");
        }
    }

    public boolean quick() {
        return quick;
    }

    /** Measured runs per configuration. */
    public int runs() {
        return runs;
    }

    /** Warm-up runs per configuration, before the measured ones. */
    public int warmups() {
        return warmups;
    }

    /** One measured run: its configuration and what was measured, by column. */
    public void record(Map<String, Object> row) {
        rows.add(new LinkedHashMap<>(row));
        log.accept("  " + row);
    }

    /** A part of the experiment this machine cannot run, and why. */
    public void skip(String what, String why) {
        skipped.add(what + ": " + why);
        log.accept("  skipped " + what + ": " + why);
    }

    /** Something the report should say about how it ran. */
    public void note(String text) {
        notes.add(text);
    }

    public void log(String text) {
        log.accept(text);
    }

    List<Map<String, Object>> rows() {
        return rows;
    }

    List<String> skipped() {
        return skipped;
    }

    List<String> notes() {
        return notes;
    }

    Map<String, String> parameters() {
        return parameters;
    }
}
