package tutti.ui.monitor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;

import tutti.monitor.Monitor;
import tutti.monitor.Series;
import tutti.monitor.SeriesKey;
import tutti.ui.ReplicaPalette;

/**
 * One chart of the Monitor, or in its place a panel that names why the machine cannot measure it
 * (never a flat zero). Lines are drawn from decimated windows (min and max per pixel column); a
 * gap (a restart, a replica down) breaks the line.
 */
public final class ChartPanel {

    private final ChartSpec spec;
    private final Composite stack;
    private final StackLayout layout = new StackLayout();
    private final Chart chart;
    private final Label unavailable;
    private final Set<String> drawn = new HashSet<>();

    ChartPanel(Composite parent, ChartSpec spec) {
        this.spec = spec;
        stack = new Composite(parent, SWT.NONE);
        stack.setLayout(layout);
        GridData gd = new GridData(SWT.FILL, SWT.FILL, true, true);
        gd.widthHint = 320;
        gd.heightHint = 200;
        stack.setLayoutData(gd);
        chart = new Chart(stack, SWT.NONE);
        chart.getTitle().setText(spec.title());
        chart.getAxisSet().getXAxis(0).getTitle().setText("seconds");
        chart.getAxisSet().getYAxis(0).getTitle().setText(spec.unit());
        chart.getLegend().setPosition(SWT.BOTTOM);
        chart.setData("tutti.id", "monitor.chart." + spec.title());
        if (!spec.formula().isEmpty()) {
            chart.setToolTipText(spec.title() + " = " + spec.formula());
            chart.getPlotArea().setToolTipText(spec.title() + " = " + spec.formula());
        }
        org.eclipse.jface.action.MenuManager menu = new org.eclipse.jface.action.MenuManager();
        menu.add(new org.eclipse.jface.action.Action("Export as PNG\u2026") {
            @Override
            public void run() {
                org.eclipse.swt.widgets.FileDialog d = new org.eclipse.swt.widgets.FileDialog(chart.getShell(), SWT.SAVE);
                d.setFilterExtensions(new String[] { "*.png" });
                d.setFileName(spec.title().replaceAll("[^A-Za-z0-9]+", "-").toLowerCase() + ".png");
                d.setOverwrite(true);
                String file = d.open();
                if (file != null) {
                    savePng(file);
                }
            }
        });
        chart.getPlotArea().getControl().setMenu(menu.createContextMenu(chart.getPlotArea().getControl()));
        unavailable = new Label(stack, SWT.WRAP | SWT.CENTER);
        unavailable.setData("tutti.id", "monitor.unavailable." + spec.title());
        layout.topControl = chart;
    }

    public String title() {
        return spec.title();
    }

    public Chart chart() {
        return chart;
    }

    /** The reason shown in place of the chart, or null while the chart shows. */
    /** The chart as it is drawn now, as a PNG file. */
    public void savePng(String file) {
        chart.save(file, SWT.IMAGE_PNG);
    }

    public String unavailableText() {
        return layout.topControl == unavailable ? unavailable.getText() : null;
    }

    /**
     * Draws the chart's series from {@code fromMillis} to {@code nowMillis}.
     *
     * @param hidden replicas switched off in the legend
     */
    void update(Monitor monitor, long fromMillis, long nowMillis, Set<Integer> hidden) {
        List<SeriesKey> keys = new ArrayList<>(monitor.keys().stream().filter(spec.shows()).toList());
        keys.sort(java.util.Comparator.comparing(SeriesKey::engine).thenComparingInt(SeriesKey::replica)
                .thenComparing(SeriesKey::group).thenComparing(SeriesKey::name));
        if (keys.isEmpty()) {
            showUnavailable(monitor.unavailable());
            return;
        }
        if (layout.topControl != chart) {
            layout.topControl = chart;
            stack.layout();
        }
        Set<String> now = new HashSet<>();
        int columns = Math.max(50, chart.getPlotArea().getSize().x);
        Map<SeriesKey, Double> multiplexed = monitor.multiplexed();
        double lowest = 100;
        for (SeriesKey k : keys) {
            Series s = monitor.series(k);
            if (s == null || hidden.contains(k.replica())) {
                continue;
            }
            double[][] d = s.window(fromMillis).decimate(columns);
            double[] x = new double[d[0].length * 2];
            double[] y = new double[x.length];
            for (int i = 0; i < d[0].length; i++) {
                // Min then max at the same time: the line covers the column's whole range.
                x[2 * i] = (d[0][i] - nowMillis) / 1000.0;
                x[2 * i + 1] = x[2 * i];
                y[2 * i] = d[1][i];
                y[2 * i + 1] = d[2][i];
            }
            draw(k, x, y, now);
            if (k.group().startsWith("derived:")) {
                String pool = "pool:" + k.group().substring(8);
                for (Map.Entry<SeriesKey, Double> m : multiplexed.entrySet()) {
                    if (m.getKey().engine().equals(k.engine()) && m.getKey().replica() == k.replica()
                            && m.getKey().group().equals(pool)) {
                        lowest = Math.min(lowest, m.getValue());
                    }
                }
            }
        }
        for (String id : new HashSet<>(drawn)) {
            if (!now.contains(id)) {
                chart.getSeriesSet().deleteSeries(id);
                drawn.remove(id);
            }
        }
        String title = spec.title();
        if (lowest < 100) {
            title += String.format(" (counters multiplexed: counted %.0f%% of the time)", lowest);
        }
        chart.getTitle().setText(title);
        chart.getAxisSet().getXAxis(0).setRange(new org.eclipse.swtchart.Range((fromMillis - nowMillis) / 1000.0, 0));
        chart.getAxisSet().getYAxis(0).adjustRange();
        chart.redraw();
    }

    /** One line per run between gaps: SWTChart draws through NaN, so a gap splits the series. */
    private void draw(SeriesKey k, double[] x, double[] y, Set<String> now) {
        int segment = 0;
        int from = 0;
        for (int i = 0; i <= x.length; i++) {
            if (i == x.length || Double.isNaN(y[i])) {
                if (i > from) {
                    String id = ChartSpec.label(k) + (segment == 0 ? "" : " #" + segment);
                    ILineSeries<?> line = line(id, k, segment == 0);
                    line.setXSeries(java.util.Arrays.copyOfRange(x, from, i));
                    line.setYSeries(java.util.Arrays.copyOfRange(y, from, i));
                    now.add(id);
                    segment++;
                }
                from = i + 1;
            }
        }
    }

    private ILineSeries<?> line(String id, SeriesKey k, boolean inLegend) {
        ISeries<?> existing = chart.getSeriesSet().getSeries(id);
        if (existing instanceof ILineSeries<?> l) {
            return l;
        }
        ILineSeries<?> l = (ILineSeries<?>) chart.getSeriesSet().createSeries(ISeries.SeriesType.LINE, id);
        l.setLineColor(ReplicaPalette.color(k.replica()));
        l.setLineStyle(ChartSpec.style(k));
        l.setSymbolType(ILineSeries.PlotSymbolType.NONE);
        l.setVisibleInLegend(inLegend);
        drawn.add(id);
        return l;
    }

    private void showUnavailable(Map<SeriesKey, String> reasons) {
        String reason = reasons.entrySet().stream().filter(e -> spec.shows().test(e.getKey())).map(Map.Entry::getValue)
                .findFirst().orElse(null);
        String text = reason == null ? spec.title() + ": no samples yet" : spec.title() + " cannot be measured here:\n" + reason;
        if (!text.equals(unavailable.getText()) || layout.topControl != unavailable) {
            unavailable.setText(text);
            layout.topControl = reason == null ? chart : unavailable;
            stack.layout();
        }
    }

    Composite control() {
        return stack;
    }
}
