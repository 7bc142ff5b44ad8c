package tutti.ui.monitor;

import java.util.List;
import java.util.function.Predicate;

import org.eclipse.swtchart.LineStyle;

import tutti.monitor.Derived;
import tutti.monitor.SeriesKey;

/**
 * One chart of the Monitor: which series it draws, how each looks beside the others of its
 * replica (the colour is the replica's), and the formula its tooltip gives.
 *
 * @param formula for a derived metric, how it is computed; empty otherwise
 */
record ChartSpec(String title, String unit, String formula, Predicate<SeriesKey> shows) {

    /** What tells a replica's series apart in a chart: the line style (the colour is the replica's). */
    static LineStyle style(SeriesKey k) {
        String n = k.name();
        if (n.startsWith("p99") || n.startsWith("queue kernel") || k.group().endsWith(":invoker") || n.startsWith("failed")) {
            return LineStyle.DASH;
        }
        if (n.startsWith("max") || n.startsWith("queue invoker")) {
            return LineStyle.DOT;
        }
        return LineStyle.SOLID;
    }

    /**
     * The legend's name of a series: its replica and what sets it apart in its chart (the chart's
     * title says what is measured), e.g. {@code r0 Benchmark}, {@code r1 p99}, {@code r0 invoker},
     * {@code total Benchmark}.
     */
    static String label(SeriesKey k) {
        String n = k.name();
        String what;
        if (k.group().startsWith("derived:")) {
            what = k.group().substring(8);
        } else if (k.group().startsWith("pool:")) {
            what = k.group().substring(5) + " " + n;
        } else if (n.startsWith("completed/s ")) {
            what = n.substring(12);
        } else if (n.startsWith("failed/s ")) {
            what = n.substring(9) + " failed";
        } else if (n.endsWith(" ms") || n.endsWith(" MiB")) {
            what = n.substring(0, n.lastIndexOf(' '));
        } else {
            what = n;
        }
        return (k.isTotal() ? "total " : "r" + k.replica() + " ") + what;
    }

    /**
     * The name a legend gives a series: its engine's when several are shown, less the cluster's
     * name all of them share (a cluster's members are named {@code cluster/member}), then its label.
     */
    static String legendName(SeriesKey k, List<String> engines) {
        if (engines.size() < 2) {
            return label(k);
        }
        String engine = k.engine();
        int slash = engine.indexOf('/');
        if (slash > 0) {
            String prefix = engine.substring(0, slash + 1);
            if (engines.stream().allMatch(e -> e.startsWith(prefix))) {
                engine = engine.substring(slash + 1);
            }
        }
        return engine + " " + label(k);
    }

    private static ChartSpec derived(Derived d) {
        return new ChartSpec(d.title(), d.unit(), d.formula(), k -> k.group().startsWith("derived:") && k.name().equals(d.title()));
    }

    static final List<ChartSpec> ALL = List.of(
            new ChartSpec("Completed instances/s", "/s", "", k -> k.group().equals("instances")
                    && (k.name().startsWith("completed/s ") || k.name().startsWith("failed/s "))),
            new ChartSpec("Latency (ms)", "ms", "percentiles of the instances that ended in each period",
                    k -> k.group().equals("latency") && !k.name().startsWith("p90")),
            new ChartSpec("In flight and queues", "", "", k -> k.group().equals("engine")),
            derived(Derived.CPU_USE),
            derived(Derived.IPC),
            derived(Derived.LLC_MISS_RATIO),
            derived(Derived.LLC_MPKI),
            derived(Derived.LLC_MISSES_PER_INSTANCE),
            derived(Derived.SWITCHES_PER_INSTANCE),
            new ChartSpec("Heap used (MiB)", "MiB", "", k -> k.group().equals("jvm") && k.name().startsWith("heap")));
}
