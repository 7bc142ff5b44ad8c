package tutti.monitor;

/**
 * What a series measures.
 *
 * @param engine  the engine's name as the Studio shows it
 * @param replica the replica's number (a lone engine is replica 0), or {@link #TOTAL} for a sum
 *                of several engines (its {@code engine} is then the total's name, e.g. a cluster's)
 * @param group   {@code instances}, {@code latency}, {@code engine}, {@code jvm}, {@code pool:kernel},
 *                {@code derived:invoker}, {@code task:Benchmark 1.0.0}...
 * @param name    e.g. {@code completed/s Benchmark}, {@code perf::CACHE-MISSES/s}, {@code IPC}
 * @param unit    for axes and tables, e.g. {@code /s}, {@code ms}, {@code %}, empty for a ratio
 */
public record SeriesKey(String engine, int replica, String group, String name, String unit) {

    /** The replica number of a total over several engines ({@link Monitor#total}). */
    public static final int TOTAL = -1;

    public boolean isTotal() {
        return replica == TOTAL;
    }

    @Override
    public String toString() {
        return engine + (isTotal() ? " total " : " replica " + replica + " ") + group + " " + name;
    }
}
