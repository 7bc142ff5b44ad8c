package tutti.ui.monitor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import tutti.monitor.Monitor;
import tutti.monitor.Series;
import tutti.monitor.SeriesKey;
import tutti.monitor.Window;

/**
 * Every charted series with its last, minimum, maximum and mean over the charts' window (gaps
 * left out), one row per series, the chart it is drawn in first. Rows keep their place while
 * values change, so a user can read along a row while the engine runs. The table is virtual: a
 * refresh computes every row's figures (cheap) but only the rows in sight are handed to the
 * toolkit, so hundreds of series cost what a screenful does.
 */
public final class StatisticsTable {

    static final String[] COLUMNS = { "Chart", "Series", "Last", "Min", "Max", "Mean", "Unit" };

    private final Table table;
    private List<SeriesKey> rows = List.of();
    private List<String[]> cells = List.of();
    private List<org.eclipse.swt.graphics.Color> colours = List.of();

    StatisticsTable(Composite parent) {
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL | SWT.VIRTUAL);
        table.addListener(SWT.SetData, e -> {
            TableItem item = (TableItem) e.item;
            int i = table.indexOf(item);
            if (i >= 0 && i < cells.size()) {
                item.setText(cells.get(i));
                item.setForeground(1, colours.get(i));
            }
        });
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setData("tutti.id", "monitor.statistics");
        int[] widths = { 170, 260, 90, 90, 90, 90, 60 };
        for (int i = 0; i < COLUMNS.length; i++) {
            TableColumn c = new TableColumn(table, i < 2 || i == COLUMNS.length - 1 ? SWT.LEFT : SWT.RIGHT);
            c.setText(COLUMNS[i]);
            c.setWidth(widths[i]);
        }
    }

    void show(boolean on) {
        table.setVisible(on);
        ((org.eclipse.swt.custom.SashForm) table.getParent()).setMaximizedControl(on ? null : table.getParent().getChildren()[0]);
    }

    /** Empties the table (other engines or a recording are shown now). */
    void clear() {
        table.removeAll();
        rows = List.of();
        cells = List.of();
        colours = List.of();
    }

    /** Refreshes every row from the window starting at {@code fromMillis}. */
    void update(Monitor monitor, long fromMillis, List<String> engines, List<ChartPanel> charts) {
        if (!table.isVisible()) {
            return;
        }
        List<SeriesKey> keys = new ArrayList<>();
        List<String> chartOf = new ArrayList<>();
        List<SeriesKey> all = monitor.keys();
        for (ChartPanel chart : charts) {
            List<SeriesKey> mine = new ArrayList<>(all.stream().filter(chart.spec().shows()).toList());
            mine.sort(java.util.Comparator.comparing((SeriesKey k) -> engines.indexOf(k.engine())).thenComparingInt(SeriesKey::replica)
                    .thenComparing(SeriesKey::group).thenComparing(SeriesKey::name));
            for (SeriesKey k : mine) {
                keys.add(k);
                chartOf.add(chart.title());
            }
        }
        List<String[]> made = new ArrayList<>(keys.size());
        List<org.eclipse.swt.graphics.Color> tints = new ArrayList<>(keys.size());
        for (int i = 0; i < keys.size(); i++) {
            SeriesKey k = keys.get(i);
            Series s = monitor.series(k);
            Window w = s == null ? null : s.window(fromMillis);
            made.add(new String[] { chartOf.get(i), ChartSpec.legendName(k, engines),
                    format(w == null ? Double.NaN : w.last()), format(w == null ? Double.NaN : w.min()),
                    format(w == null ? Double.NaN : w.max()), format(w == null ? Double.NaN : w.mean()), k.unit() });
            tints.add(k.isTotal() ? table.getForeground() : new org.eclipse.swt.graphics.Color(tutti.ui.ReplicaPalette.rgbOf(k.replica())));
        }
        cells = made;
        colours = tints;
        if (!keys.equals(rows)) {
            rows = List.copyOf(keys);
            table.setItemCount(keys.size());
        }
        table.clearAll();
    }

    /** Three significant figures or whole numbers; a dash where the window has no value. */
    static String format(double v) {
        if (Double.isNaN(v)) {
            return "\u2013";
        }
        double a = Math.abs(v);
        if (a >= 1000) {
            return String.format("%,.0f", v);
        }
        if (a >= 100) {
            return String.format("%.1f", v);
        }
        if (a >= 1 || a == 0) {
            return String.format("%.2f", v);
        }
        return String.format("%.3g", v);
    }

    /** The rows as the table shows them (for tests): each row's cells. */
    public List<List<String>> rows() {
        return cells.stream().map(List::of).toList();
    }

    Table control() {
        return table;
    }
}
