package tutti.bench.experiment;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Rectangle;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.jfree.svg.SVGGraphics2D;

/** Draws a plot of an experiment's rows as PNG and SVG: means with standard-deviation bars, the paper's values dashed. */
public final class Charts {

    static final int WIDTH = 900;
    static final int HEIGHT = 560;

    private Charts() {
    }

    /** The mean and standard deviation of y at each x, per series: what a plot shows. */
    static Map<String, TreeMap<Double, double[]>> summarize(Plot plot, List<Map<String, Object>> rows) {
        Map<String, TreeMap<Double, List<Double>>> values = new TreeMap<>();
        for (Map<String, Object> row : rows) {
            if (!(row.get(plot.x()) instanceof Number x) || !(row.get(plot.y()) instanceof Number y)) {
                continue;
            }
            List<String> key = new ArrayList<>();
            for (String s : plot.series()) {
                key.add(s + " " + row.get(s));
            }
            values.computeIfAbsent(key.isEmpty() ? "this machine" : String.join(", ", key), k -> new TreeMap<>())
                    .computeIfAbsent(x.doubleValue(), k -> new ArrayList<>()).add(y.doubleValue());
        }
        Map<String, TreeMap<Double, double[]>> out = new TreeMap<>();
        values.forEach((series, points) -> {
            TreeMap<Double, double[]> stats = new TreeMap<>();
            points.forEach((x, ys) -> stats.put(x, meanAndDeviation(ys)));
            out.put(series, stats);
        });
        return out;
    }

    /** {mean, standard deviation (n-1; 0 for one value), count}. */
    static double[] meanAndDeviation(List<Double> ys) {
        double mean = ys.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
        double squares = ys.stream().mapToDouble(y -> (y - mean) * (y - mean)).sum();
        return new double[] {mean, ys.size() > 1 ? Math.sqrt(squares / (ys.size() - 1)) : 0, ys.size()};
    }

    /** Whether the plot's x column holds names (a pattern, a placement) rather than numbers: then it is drawn as bars. */
    static boolean categorical(Plot plot, List<Map<String, Object>> rows) {
        return rows.stream().anyMatch(r -> r.get(plot.x()) != null && !(r.get(plot.x()) instanceof Number));
    }

    /** The mean and standard deviation of y for each x name, per series, in the order they came: what a bar plot shows. */
    static Map<String, Map<String, double[]>> summarizeByName(Plot plot, List<Map<String, Object>> rows) {
        Map<String, Map<String, List<Double>>> values = new java.util.LinkedHashMap<>();
        for (Map<String, Object> row : rows) {
            if (row.get(plot.x()) == null || !(row.get(plot.y()) instanceof Number y)) {
                continue;
            }
            List<String> key = new ArrayList<>();
            for (String s : plot.series()) {
                key.add(String.valueOf(row.get(s)));
            }
            values.computeIfAbsent(key.isEmpty() ? "this machine" : String.join(", ", key), k -> new java.util.LinkedHashMap<>())
                    .computeIfAbsent(String.valueOf(row.get(plot.x())), k -> new ArrayList<>()).add(y.doubleValue());
        }
        Map<String, Map<String, double[]>> out = new java.util.LinkedHashMap<>();
        values.forEach((series, points) -> {
            Map<String, double[]> stats = new java.util.LinkedHashMap<>();
            points.forEach((x, ys) -> stats.put(x, meanAndDeviation(ys)));
            out.put(series, stats);
        });
        return out;
    }

    /** Writes {@code file}.png and {@code file}.svg into the directory; answers both paths. */
    public static List<Path> draw(Plot plot, List<Map<String, Object>> rows, Path dir) throws IOException {
        JFreeChart chart = categorical(plot, rows) ? bars(plot, rows) : lines(plot, rows);
        Path png = dir.resolve(plot.file() + ".png");
        ChartUtils.saveChartAsPNG(png.toFile(), chart, WIDTH, HEIGHT);
        SVGGraphics2D svg = new SVGGraphics2D(WIDTH, HEIGHT);
        chart.draw(svg, new Rectangle(0, 0, WIDTH, HEIGHT));
        Path svgFile = dir.resolve(plot.file() + ".svg");
        Files.writeString(svgFile, svg.getSVGDocument(), StandardCharsets.UTF_8);
        return List.of(png, svgFile);
    }

    /** Bars of the mean per name, a bar per series, with standard-deviation whiskers. */
    private static JFreeChart bars(Plot plot, List<Map<String, Object>> rows) {
        org.jfree.data.statistics.DefaultStatisticalCategoryDataset data = new org.jfree.data.statistics.DefaultStatisticalCategoryDataset();
        summarizeByName(plot, rows).forEach((series, points) -> points.forEach((x, m) -> data.add(m[0], m[1], series, x)));
        JFreeChart chart = ChartFactory.createBarChart(plot.title(), plot.xLabel(), plot.yLabel(), data);
        chart.setBackgroundPaint(Color.WHITE);
        org.jfree.chart.plot.CategoryPlot cp = chart.getCategoryPlot();
        cp.setBackgroundPaint(Color.WHITE);
        cp.setRangeGridlinePaint(new Color(220, 220, 220));
        if (data.getColumnCount() > 4) {
            // Many names side by side: slanted, so each is read whole.
            cp.getDomainAxis().setCategoryLabelPositions(org.jfree.chart.axis.CategoryLabelPositions.UP_45);
            cp.getDomainAxis().setMaximumCategoryLabelWidthRatio(3f);
        }
        org.jfree.chart.renderer.category.StatisticalBarRenderer r = new org.jfree.chart.renderer.category.StatisticalBarRenderer();
        r.setErrorIndicatorPaint(Color.BLACK);
        r.setBarPainter(new org.jfree.chart.renderer.category.StandardBarPainter());
        r.setShadowVisible(false);
        cp.setRenderer(r);
        return chart;
    }

    private static JFreeChart lines(Plot plot, List<Map<String, Object>> rows) {
        YIntervalSeriesCollection measured = new YIntervalSeriesCollection();
        summarize(plot, rows).forEach((name, points) -> {
            YIntervalSeries s = new YIntervalSeries(name);
            points.forEach((x, m) -> s.add(x, m[0], m[0] - m[1], m[0] + m[1]));
            measured.addSeries(s);
        });
        JFreeChart chart = ChartFactory.createXYLineChart(plot.title(), plot.xLabel(), plot.yLabel(), measured);
        chart.setBackgroundPaint(Color.WHITE);
        XYPlot xy = chart.getXYPlot();
        xy.setBackgroundPaint(Color.WHITE);
        xy.setDomainGridlinePaint(new Color(220, 220, 220));
        xy.setRangeGridlinePaint(new Color(220, 220, 220));
        boolean wholeX = measured.getSeriesCount() > 0 && java.util.stream.IntStream.range(0, measured.getSeriesCount())
                .allMatch(i -> java.util.stream.IntStream.range(0, measured.getItemCount(i))
                        .allMatch(j -> measured.getXValue(i, j) == Math.rint(measured.getXValue(i, j))));
        if (wholeX) {
            ((org.jfree.chart.axis.NumberAxis) xy.getDomainAxis()).setStandardTickUnits(
                    org.jfree.chart.axis.NumberAxis.createIntegerTickUnits());
        }
        XYErrorRenderer bars = new XYErrorRenderer();
        bars.setDefaultLinesVisible(true);
        bars.setDrawXError(false);
        bars.setCapLength(6);
        xy.setRenderer(0, bars);
        // The paper's points as far as this machine's measured ones reach (the report tables them all): its 24
        // replicas would squeeze a 2-CPU machine's two points into the axis' first tenth.
        double reach = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < measured.getSeriesCount(); i++) {
            for (int j = 0; j < measured.getItemCount(i); j++) {
                reach = Math.max(reach, measured.getXValue(i, j));
            }
        }
        double last = reach == Double.NEGATIVE_INFINITY ? Double.MAX_VALUE : reach;
        XYSeriesCollection paper = new XYSeriesCollection();
        for (Plot.Published p : plot.published()) {
            XYSeries s = new XYSeries(p.name());
            p.points().stream().filter(pt -> pt[0] <= last).forEach(pt -> s.add(pt[0], pt[1]));
            if (s.getItemCount() > 0) {
                paper.addSeries(s);
            }
        }
        if (paper.getSeriesCount() > 0) {
            xy.setDataset(1, paper);
            XYLineAndShapeRenderer dashed = new XYLineAndShapeRenderer(true, true);
            for (int i = 0; i < paper.getSeriesCount(); i++) {
                dashed.setSeriesStroke(i, new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f,
                        new float[] {6f, 4f}, 0f));
                dashed.setSeriesPaint(i, paintOfMeasured(bars, measured, paper.getSeriesKey(i).toString()));
            }
            xy.setRenderer(1, dashed);
        }
        return chart;
    }

    /**
     * A paper line takes the colour of the measured line it compares with ("paper, X: local" with
     * "binding local"), so that the legend pairs them; grey where none matches.
     */
    private static java.awt.Paint paintOfMeasured(XYErrorRenderer bars, YIntervalSeriesCollection measured, String paperName) {
        String what = paperName.substring(paperName.lastIndexOf(':') + 1).strip();
        for (int i = 0; i < measured.getSeriesCount(); i++) {
            String name = measured.getSeriesKey(i).toString();
            if (name.equals(what) || name.endsWith(" " + what)) {
                return bars.lookupSeriesPaint(i);
            }
        }
        return Color.GRAY;
    }
}
