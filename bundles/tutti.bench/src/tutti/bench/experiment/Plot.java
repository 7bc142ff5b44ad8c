package tutti.bench.experiment;

import java.util.List;

/**
 * A plot of the results: {@code y} against {@code x} (columns of results.csv), one line per value
 * of the {@code series} columns, each point the mean of its runs with the standard deviation as an
 * error bar; {@code published} lines are the paper's values, drawn dashed beside them.
 */
public record Plot(String file, String title, String x, String xLabel, String y, String yLabel, List<String> series,
        List<Published> published) {

    /** A line of the paper's values: points (x, y). */
    public record Published(String name, List<double[]> points) {
    }
}
