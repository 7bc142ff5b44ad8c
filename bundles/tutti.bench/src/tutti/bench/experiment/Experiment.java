package tutti.bench.experiment;

import java.util.List;
import java.util.Map;

/** One published experiment. */
public interface Experiment {

    /** The name {@code tutti experiment run} takes, e.g. {@code pool-size}. */
    String name();

    /** A line saying what it measures. */
    String title();

    /** What the paper reports, in a few lines of Markdown, for the report. */
    String paper();

    /** Its parameters and their values (the quick ones finish in seconds, for tests). */
    Map<String, String> defaults(boolean quick);

    /** The plots of its results. */
    List<Plot> plots();

    /** Runs it: every measured run is {@link Runs#record recorded}; what cannot be measured here is {@link Runs#skip skipped}. */
    void run(Runs runs) throws Exception;
}
