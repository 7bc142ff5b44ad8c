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

    static final int CHART_HEIGHT = 230;
    private static final double[] EMPTY = {};
    /** A panel that says why the chart cannot be drawn needs a few lines, not a chart's height. */
    static final int REASON_HEIGHT = 64;

    /** The series shown, as sorted last, and what they were sorted from. */
    private Monitor keysOf;
    private int keysCounted = -1;
    private List<String> keysEngines = List.of();
    private List<SeriesKey> shownKeys = List.of();
    private final ChartSpec spec;
    private final Composite stack;
    private final StackLayout layout = new StackLayout();
    private final Chart chart;
    private final Label unavailable;
    private final Set<String> drawn = new HashSet<>();
    /** Legend names the user switched off (clicking the legend): their lines are drawn hidden, their entry greyed. */
    private final Set<String> hidden = new HashSet<>();
    private final Map<String, org.eclipse.swt.graphics.Color> colours = new java.util.HashMap<>();
    /** The changes the chart marks now, and the time its x axis counts from. */
    private List<Monitor.Marker> markers = List.of();
    private long origin;

    ChartPanel(Composite parent, ChartSpec spec) {
        this.spec = spec;
        stack = new Composite(parent, SWT.NONE);
        stack.setLayout(layout);
        GridData gd = new GridData(SWT.FILL, SWT.FILL, true, false);
        gd.widthHint = 320;
        gd.heightHint = CHART_HEIGHT;
        stack.setLayoutData(gd);
        chart = new Chart(stack, SWT.NONE);
        chart.getTitle().setText(spec.title());
        titleFont = chart.getTitle().getFont();
        chart.getAxisSet().getXAxis(0).getTitle().setText("seconds");
        chart.getAxisSet().getYAxis(0).getTitle().setText(spec.unit());
        // Beside the plot: a legend below it would take the height the lines need.
        chart.getLegend().setPosition(SWT.RIGHT);
        readableColours();
        chart.setData("tutti.id", "monitor.chart." + spec.title());
        if (!spec.formula().isEmpty()) {
            chart.setToolTipText(spec.title() + " = " + spec.formula());
            chart.getPlotArea().setToolTipText(spec.title() + " = " + spec.formula());
        }
        org.eclipse.jface.action.MenuManager menu = new org.eclipse.jface.action.MenuManager();
        menu.add(new org.eclipse.jface.action.Action("Export as PNG\u2026") {
            @Override
            public void run() {
                java.nio.file.Path file = SaveDialog.ask(chart.getShell(), "png",
                        spec.title().replaceAll("[^A-Za-z0-9]+", "-").toLowerCase() + ".png");
                if (file != null) {
                    savePng(file.toString());
                }
            }
        });
        chart.getPlotArea().getControl().setMenu(menu.createContextMenu(chart.getPlotArea().getControl()));
        chart.getPlotArea().addCustomPaintListener(this::paintMarkers);
        chart.getPlotArea().addCustomPaintListener(this::paintNoData);
        // Until samples come: an axis from 0, not SWTChart's -1 to 1 around nothing.
        chart.getAxisSet().getYAxis(0).setRange(new org.eclipse.swtchart.Range(0, 1));
        chart.getPlotArea().addMouseMoveListener(e -> chart.getPlotArea().setToolTipText(tip(e.x)));
        ((org.eclipse.swt.widgets.Control) chart.getLegend()).addListener(SWT.MouseDown, e -> {
            for (String id : drawn) {
                org.eclipse.swt.graphics.Rectangle r = chart.getLegend().getBounds(id);
                if (r != null && r.contains(e.x, e.y)) {
                    toggle(segmentOf(id));
                    return;
                }
            }
        });
        unavailable = new Label(stack, SWT.WRAP | SWT.CENTER);
        unavailable.setData("tutti.id", "monitor.unavailable." + spec.title());
        layout.topControl = chart;
    }

    public String title() {
        return spec.title();
    }

    ChartSpec spec() {
        return spec;
    }

    public Chart chart() {
        return chart;
    }

    /** The chart as it is drawn now, as a PNG file. */
    public void savePng(String file) {
        chart.save(file, SWT.IMAGE_PNG);
    }

    /** The reason shown in place of the chart, or null while the chart shows. */
    public String unavailableText() {
        return layout.topControl == unavailable ? unavailable.getText() : null;
    }

    /** The height of a chart, set by the view to fit its grid into the space it has. */
    private int chartHeight = CHART_HEIGHT;

    /** Sets the chart's height; a narrow chart gives its legend's room to the lines (the tool tip names them). */
    void setChartSize(int width, int height) {
        chartHeight = height;
        chart.getLegend().setVisible(width >= NARROW);
        // A small chart gives its plot the room of the axis titles (the unit is in the tool tip) and a smaller title.
        boolean small = width < NARROW || height < SMALL_HEIGHT;
        chart.getAxisSet().getXAxis(0).getTitle().setVisible(!small);
        chart.getAxisSet().getYAxis(0).getTitle().setVisible(!small);
        chart.getTitle().setFont(small ? org.eclipse.jface.resource.JFaceResources.getFontRegistry()
                .getBold(org.eclipse.jface.resource.JFaceResources.DEFAULT_FONT) : titleFont);
    }

    /** Below this height a chart drops its axis titles. */
    static final int SMALL_HEIGHT = 180;
    /** SWTChart's own title font, for charts with room for it. */
    private org.eclipse.swt.graphics.Font titleFont;

    /** A chart narrower than this draws no legend beside its plot. */
    static final int NARROW = 300;

    /** Sized for what it shows now (a chart, or the reason there is none); true when that changed. */
    boolean fit() {
        GridData gd = (GridData) stack.getLayoutData();
        int wanted = layout.topControl == unavailable ? REASON_HEIGHT : chartHeight;
        if (gd.heightHint == wanted) {
            return false;
        }
        gd.heightHint = wanted;
        return true;
    }

    /**
     * Draws the chart's series from {@code fromMillis} to {@code nowMillis}, the x axis in seconds
     * from {@code originMillis} (now for a live engine: the past is negative; a recording's start
     * when recordings are compared).
     *
     * @param engines the engines shown, in order: the first draws in its replicas' colours, the
     *        others in darker shades of them, and every legend names its engine when there are several
     * @param inSight false when the chart is scrolled out of the view: only whether it can be
     *        drawn is checked, the drawing waits
     * @param newLines lines this repaint may still add (shared by the charts, decremented here):
     *        adding a line costs the chart a layout, so a view that opens on hundreds of series
     *        adds them over a few repaints instead of holding the UI thread for one long one
     */
    void update(Monitor monitor, long fromMillis, long nowMillis, long originMillis, List<String> engines, boolean inSight,
            int[] newLines) {
        List<SeriesKey> keys = shownKeys(monitor, engines);
        if (keys.isEmpty()) {
            showUnavailable(monitor.unavailable());
            return;
        }
        if (layout.topControl != chart) {
            layout.topControl = chart;
            stack.layout();
        }
        if (!inSight) {
            return; // scrolled away: drawn again when it is in sight
        }
        // One layout for the whole update, not one per line added or changed.
        chart.suspendUpdate(true);
        try {
            draw(monitor, fromMillis, nowMillis, originMillis, engines, keys, newLines);
        } finally {
            chart.suspendUpdate(false);
        }
        chart.redraw();
    }

    /**
     * The chart's series in drawing order, sorted again only when the monitor has new series or
     * other engines are shown: with hundreds of series, filtering and sorting them for every chart
     * on every repaint was a good part of the Monitor's work.
     */
    private List<SeriesKey> shownKeys(Monitor monitor, List<String> engines) {
        if (monitor != keysOf || monitor.seriesCount() != keysCounted || !engines.equals(keysEngines)) {
            List<SeriesKey> all = monitor.keys();
            List<SeriesKey> keys = new ArrayList<>(all.stream().filter(spec.shows()).toList());
            keys.sort(java.util.Comparator.comparing((SeriesKey k) -> engines.indexOf(k.engine()))
                    .thenComparingInt(SeriesKey::replica).thenComparing(SeriesKey::group).thenComparing(SeriesKey::name));
            keysOf = monitor;
            keysCounted = all.size();
            keysEngines = List.copyOf(engines);
            shownKeys = List.copyOf(keys);
        }
        return shownKeys;
    }

    private void draw(Monitor monitor, long fromMillis, long nowMillis, long originMillis, List<String> engines, List<SeriesKey> keys,
            int[] newLines) {
        origin = originMillis;
        markers = monitor.markers().stream().filter(m -> m.timeMillis() >= fromMillis && m.timeMillis() <= nowMillis
                && engines.contains(m.engine())).toList();
        Set<String> now = new HashSet<>();
        int columns = Math.max(50, chart.getPlotArea().getSize().x);
        Map<SeriesKey, Double> multiplexed = monitor.multiplexed();
        double lowest = 100;
        for (SeriesKey k : keys) {
            Series s = monitor.series(k);
            if (s == null) {
                continue;
            }
            double[][] d = s.window(fromMillis).decimate(columns);
            // A column whose minimum and maximum differ is drawn as a vertical stroke (both points at
            // its time); one point suffices otherwise, so a short window draws each sample once.
            int points = 0;
            for (int i = 0; i < d[0].length; i++) {
                points += same(d[1][i], d[2][i]) ? 1 : 2;
            }
            double[] x = new double[points];
            double[] y = new double[points];
            int j = 0;
            for (int i = 0; i < d[0].length; i++) {
                double t = (d[0][i] - originMillis) / 1000.0;
                x[j] = t;
                y[j++] = d[1][i];
                if (!same(d[1][i], d[2][i])) {
                    x[j] = t;
                    y[j++] = d[2][i];
                }
            }
            draw(k, engines, x, y, now, newLines);
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
        Set<String> names = new HashSet<>();
        for (String id : now) {
            names.add(segmentOf(id));
        }
        for (String id : new HashSet<>(drawn)) {
            if (now.contains(id)) {
                continue;
            }
            if (names.contains(segmentOf(id)) && chart.getSeriesSet().getSeries(id) instanceof ILineSeries<?> unused) {
                // A run between gaps that scrolled away: kept empty for the next gap, since adding and
                // removing series makes the chart lay itself out again (tens of milliseconds).
                unused.setXSeries(EMPTY);
                unused.setYSeries(EMPTY);
            } else {
                chart.getSeriesSet().deleteSeries(id);
                drawn.remove(id);
                colours.remove(id);
            }
        }
        String title = spec.title();
        if (lowest < 100) {
            title += String.format(" (counters multiplexed: counted %.0f%% of the time)", lowest);
        }
        chart.getTitle().setText(title);
        chart.getAxisSet().getXAxis(0).getTitle().setText(originMillis == nowMillis ? "seconds" : "seconds from the start");
        chart.getAxisSet().getXAxis(0).setRange(new org.eclipse.swtchart.Range((fromMillis - originMillis) / 1000.0,
                Math.max((nowMillis - originMillis) / 1000.0, (fromMillis - originMillis) / 1000.0 + 1)));
        chart.getAxisSet().getYAxis(0).adjustRange();
        double floor = lowestPoint();
        noData = Double.isNaN(floor);
        if (noData) {
            chart.getAxisSet().getYAxis(0).setRange(new org.eclipse.swtchart.Range(0, 1));
        } else if (floor >= 0) {
            // Counts, rates, times and CPU shares are never negative: an axis from 0 shows their size
            // truly, and an idle chart (all zeros) reads 0 to 1, not -1 to 1.
            org.eclipse.swtchart.Range r = chart.getAxisSet().getYAxis(0).getRange();
            chart.getAxisSet().getYAxis(0).setRange(new org.eclipse.swtchart.Range(0, r.upper > 0 ? r.upper : 1));
        }
    }

    /** Whether the chart has nothing to draw yet: its axis then runs from 0 and it says so. */
    private boolean noData = true;

    public boolean hasNoData() {
        return noData;
    }

    /** The lowest value drawn, NaN when there is none. */
    private double lowestPoint() {
        double lowest = Double.NaN;
        for (org.eclipse.swtchart.ISeries<?> series : chart.getSeriesSet().getSeries()) {
            for (double y : series.getYSeries()) {
                if (!Double.isNaN(y) && !(y >= lowest)) {
                    lowest = y;
                }
            }
        }
        return lowest;
    }

    /**
     * Texts in colours that read on the theme's background: SWTChart draws its titles and ticks in
     * fixed blues, which a dark theme's grey swallows (1.6:1).
     */
    private void readableColours() {
        org.eclipse.swt.graphics.RGB back = chart.getBackground().getRGB();
        org.eclipse.swt.graphics.Color title = colour(chart.getTitle().getForeground().getRGB(), back);
        chart.getTitle().setForeground(title);
        for (org.eclipse.swtchart.IAxis axis : chart.getAxisSet().getAxes()) {
            axis.getTitle().setForeground(colour(axis.getTitle().getForeground().getRGB(), back));
            axis.getTick().setForeground(colour(axis.getTick().getForeground().getRGB(), back));
        }
        chart.getLegend().setForeground(colour(chart.getLegend().getForeground().getRGB(), chart.getLegend().getBackground().getRGB()));
        quiet = colour(new org.eclipse.swt.graphics.RGB(96, 96, 96), chart.getPlotArea().getBackground().getRGB());
        strong = colour(new org.eclipse.swt.graphics.RGB(24, 24, 24), chart.getPlotArea().getBackground().getRGB());
    }

    private static org.eclipse.swt.graphics.Color colour(org.eclipse.swt.graphics.RGB wanted, org.eclipse.swt.graphics.RGB back) {
        return tutti.ui.editor.figures.Palette.colour(tutti.ui.Contrast.readableOn(wanted, back));
    }

    /** Markers and "no data yet": grey that reads on the plot's background. */
    private org.eclipse.swt.graphics.Color quiet;
    /** Totals over several engines: the plot's text colour. */
    private org.eclipse.swt.graphics.Color strong;

    /** "no data yet" across the middle of an empty plot. */
    private void paintNoData(org.eclipse.swt.events.PaintEvent e) {
        if (!noData) {
            return;
        }
        String text = "no data yet";
        org.eclipse.swt.graphics.Point size = e.gc.textExtent(text);
        e.gc.setForeground(quiet);
        e.gc.drawString(text, (e.width - size.x) / 2, (e.height - size.y) / 2, true);
    }

    private static boolean same(double a, double b) {
        return a == b || Double.isNaN(a) && Double.isNaN(b);
    }

    /** Switches a legend entry's line off, or on again. */
    public void toggle(String legendName) {
        if (!hidden.remove(legendName)) {
            hidden.add(legendName);
        }
        for (String id : drawn) {
            if (segmentOf(id).equals(legendName) && chart.getSeriesSet().getSeries(id) instanceof ILineSeries<?> l) {
                style(l, legendName);
            }
        }
        chart.redraw();
    }

    /** The legend names switched off. */
    public Set<String> hidden() {
        return Set.copyOf(hidden);
    }

    /** The legend names drawn now. */
    public List<String> legend() {
        return drawn.stream().filter(id -> !id.contains(" #")).sorted().toList();
    }

    /** The changes marked on the chart now. */
    public List<Monitor.Marker> markers() {
        return markers;
    }

    private static String segmentOf(String id) {
        int hash = id.lastIndexOf(" #");
        return hash < 0 ? id : id.substring(0, hash);
    }

    /** A vertical dashed line per change, with the first letter of its kind at the top; its words are the tooltip. */
    private void paintMarkers(org.eclipse.swt.events.PaintEvent e) {
        org.eclipse.swtchart.IAxis x = chart.getAxisSet().getXAxis(0);
        e.gc.setLineStyle(SWT.LINE_DASH);
        e.gc.setForeground(quiet);
        for (Monitor.Marker m : markers) {
            int px = x.getPixelCoordinate((m.timeMillis() - origin) / 1000.0);
            e.gc.drawLine(px, 0, px, e.height);
            e.gc.drawString(m.kind().substring(0, 1).toUpperCase(), px + 2, 1, true);
        }
        e.gc.setLineStyle(SWT.LINE_SOLID);
    }

    /** The changes near this pixel column, else the metric's formula. */
    private String tip(int px) {
        org.eclipse.swtchart.IAxis x = chart.getAxisSet().getXAxis(0);
        StringBuilder b = new StringBuilder();
        for (Monitor.Marker m : markers) {
            if (Math.abs(x.getPixelCoordinate((m.timeMillis() - origin) / 1000.0) - px) <= 4) {
                b.append(b.isEmpty() ? "" : "\n").append(java.time.LocalTime.ofInstant(java.time.Instant.ofEpochMilli(m.timeMillis()),
                        java.time.ZoneId.systemDefault()).truncatedTo(java.time.temporal.ChronoUnit.SECONDS)).append("  ")
                        .append(m.engine()).append(": ").append(m.text());
            }
        }
        if (!b.isEmpty()) {
            return b.toString();
        }
        return spec.formula().isEmpty() ? null : spec.title() + " = " + spec.formula();
    }

    /** One line per run between gaps: SWTChart draws through NaN, so a gap splits the series. */
    private void draw(SeriesKey k, List<String> engines, double[] x, double[] y, Set<String> now, int[] newLines) {
        int segment = 0;
        int from = 0;
        String name = ChartSpec.legendName(k, engines);
        for (int i = 0; i <= x.length; i++) {
            if (i == x.length || Double.isNaN(y[i])) {
                if (i > from) {
                    String id = name + (segment == 0 ? "" : " #" + segment);
                    if (chart.getSeriesSet().getSeries(id) == null && newLines[0]-- <= 0) {
                        return; // drawn at a next repaint
                    }
                    ILineSeries<?> line = line(id, name, k, Math.max(0, engines.indexOf(k.engine())), segment == 0);
                    line.setXSeries(java.util.Arrays.copyOfRange(x, from, i));
                    line.setYSeries(java.util.Arrays.copyOfRange(y, from, i));
                    now.add(id);
                    segment++;
                }
                from = i + 1;
            }
        }
    }

    private ILineSeries<?> line(String id, String name, SeriesKey k, int engine, boolean inLegend) {
        ISeries<?> existing = chart.getSeriesSet().getSeries(id);
        if (existing instanceof ILineSeries<?> l) {
            return l;
        }
        ILineSeries<?> l = (ILineSeries<?>) chart.getSeriesSet().createSeries(ISeries.SeriesType.LINE, id);
        // A total stands out from the members it adds up: the text's colour, twice as wide.
        colours.put(id, k.isTotal() ? strong : colour(k.replica(), engine));
        l.setLineWidth(k.isTotal() ? 2 : 1);
        l.setLineStyle(ChartSpec.style(k));
        l.setSymbolType(ILineSeries.PlotSymbolType.NONE);
        // Antialiased lines cost several times as much to draw, five times a second, for little gain at 1 px.
        l.setAntialias(SWT.OFF);
        l.setVisibleInLegend(inLegend);
        drawn.add(id);
        style(l, name);
        return l;
    }

    /** Shown in its colour, or hidden with a grey legend entry. */
    private void style(ILineSeries<?> l, String name) {
        boolean off = hidden.contains(name);
        l.setVisible(!off);
        l.setLineColor(off ? chart.getDisplay().getSystemColor(SWT.COLOR_GRAY) : colours.get(l.getId()));
    }

    /** The replica's colour; darker for the second engine shown, darker still for the third. */
    private static org.eclipse.swt.graphics.Color colour(int replica, int engine) {
        org.eclipse.swt.graphics.RGB c = ReplicaPalette.rgbOf(replica);
        double f = Math.pow(0.6, Math.min(engine, 3));
        return new org.eclipse.swt.graphics.Color((int) (c.red * f), (int) (c.green * f), (int) (c.blue * f));
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
