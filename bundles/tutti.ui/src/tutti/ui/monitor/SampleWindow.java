package tutti.ui.monitor;

/** The last N samples of one series, oldest first, as the arrays a chart takes. */
final class SampleWindow {

    private final double[] values;
    private int count;
    private int next;

    SampleWindow(int capacity) {
        values = new double[capacity];
    }

    void add(double value) {
        values[next] = value;
        next = (next + 1) % values.length;
        count = Math.min(count + 1, values.length);
    }

    int size() {
        return count;
    }

    double[] values() {
        double[] out = new double[count];
        int start = (next - count + values.length) % values.length;
        for (int i = 0; i < count; i++) {
            out[i] = values[(start + i) % values.length];
        }
        return out;
    }
}
