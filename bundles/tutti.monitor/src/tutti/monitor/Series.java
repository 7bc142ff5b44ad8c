package tutti.monitor;

/**
 * One time series in a ring buffer: the newest {@code capacity} points, so memory is bounded by
 * the window whatever the session's length. A gap (a replica down, a counter that started again)
 * is a point whose value is NaN: charts break the line there instead of drawing a zero.
 * Appended by one thread, read by others: readers copy what they need under the lock.
 */
public final class Series {

    private final SeriesKey key;
    private final long[] times;
    private final double[] values;
    private int start;
    private int size;

    public Series(SeriesKey key, int capacity) {
        if (capacity < 2) {
            throw new IllegalArgumentException("a series keeps at least 2 points, not " + capacity);
        }
        this.key = key;
        this.times = new long[capacity];
        this.values = new double[capacity];
    }

    public SeriesKey key() {
        return key;
    }

    public int capacity() {
        return times.length;
    }

    /** Appends a point; the oldest goes when the buffer is full. Times must not go back. */
    public synchronized void add(long timeMillis, double value) {
        if (size > 0 && timeMillis < times[index(size - 1)]) {
            throw new IllegalArgumentException(key + ": point at " + timeMillis + " is older than the last, "
                    + times[index(size - 1)]);
        }
        if (size == times.length) {
            start = (start + 1) % times.length;
            size--;
        }
        times[index(size)] = timeMillis;
        values[index(size)] = value;
        size++;
    }

    public synchronized void gap(long timeMillis) {
        add(timeMillis, Double.NaN);
    }

    public synchronized int size() {
        return size;
    }

    public synchronized long time(int i) {
        check(i);
        return times[index(i)];
    }

    public synchronized double value(int i) {
        check(i);
        return values[index(i)];
    }

    /** The last value, NaN when there is none or the last point is a gap. */
    public synchronized double last() {
        return size == 0 ? Double.NaN : values[index(size - 1)];
    }

    /** The points from {@code fromMillis} on, as {times, values} copies. */
    public synchronized Window window(long fromMillis) {
        int first = 0;
        while (first < size && times[index(first)] < fromMillis) {
            first++;
        }
        long[] t = new long[size - first];
        double[] v = new double[size - first];
        for (int i = first; i < size; i++) {
            t[i - first] = times[index(i)];
            v[i - first] = values[index(i)];
        }
        return new Window(key, t, v);
    }

    private int index(int i) {
        return (start + i) % times.length;
    }

    private void check(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException(key + " has " + size + " points, not a point " + i);
        }
    }
}
