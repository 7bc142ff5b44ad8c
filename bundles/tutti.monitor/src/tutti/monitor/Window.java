package tutti.monitor;

/**
 * Points of a series over a span of time, copied, with what a statistics table shows. Gaps
 * (NaN) are left out of the statistics.
 */
public record Window(SeriesKey key, long[] times, double[] values) {

    public int size() {
        return times.length;
    }

    /** The last value that is not a gap, NaN when none. */
    public double last() {
        for (int i = values.length - 1; i >= 0; i--) {
            if (!Double.isNaN(values[i])) {
                return values[i];
            }
        }
        return Double.NaN;
    }

    public double min() {
        double m = Double.NaN;
        for (double v : values) {
            if (!Double.isNaN(v) && (Double.isNaN(m) || v < m)) {
                m = v;
            }
        }
        return m;
    }

    public double max() {
        double m = Double.NaN;
        for (double v : values) {
            if (!Double.isNaN(v) && (Double.isNaN(m) || v > m)) {
                m = v;
            }
        }
        return m;
    }

    public double mean() {
        double sum = 0;
        int n = 0;
        for (double v : values) {
            if (!Double.isNaN(v)) {
                sum += v;
                n++;
            }
        }
        return n == 0 ? Double.NaN : sum / n;
    }

    /**
     * At most {@code columns} buckets of the span, each keeping its first point's time and its
     * minimum and maximum (a chart draws a vertical line per pixel column): a long series charts
     * in time proportional to the width, not to its length, and keeps its peaks.
     *
     * @return {times, minimums, maximums}; a bucket of gaps only is NaN
     */
    public double[][] decimate(int columns) {
        if (times.length <= columns || columns < 1) {
            double[] t = new double[times.length];
            for (int i = 0; i < t.length; i++) {
                t[i] = times[i];
            }
            return new double[][] { t, values.clone(), values.clone() };
        }
        long from = times[0];
        long span = Math.max(1, times[times.length - 1] - from + 1);
        double[] t = new double[columns];
        double[] lo = new double[columns];
        double[] hi = new double[columns];
        java.util.Arrays.fill(t, Double.NaN);
        java.util.Arrays.fill(lo, Double.NaN);
        java.util.Arrays.fill(hi, Double.NaN);
        for (int i = 0; i < times.length; i++) {
            int c = (int) Math.min(columns - 1, (times[i] - from) * columns / span);
            if (Double.isNaN(t[c])) {
                t[c] = times[i];
            }
            double v = values[i];
            if (!Double.isNaN(v)) {
                lo[c] = Double.isNaN(lo[c]) ? v : Math.min(lo[c], v);
                hi[c] = Double.isNaN(hi[c]) ? v : Math.max(hi[c], v);
            }
        }
        int n = 0;
        for (int c = 0; c < columns; c++) {
            if (!Double.isNaN(t[c])) {
                t[n] = t[c];
                lo[n] = lo[c];
                hi[n] = hi[c];
                n++;
            }
        }
        return new double[][] { java.util.Arrays.copyOf(t, n), java.util.Arrays.copyOf(lo, n), java.util.Arrays.copyOf(hi, n) };
    }
}
