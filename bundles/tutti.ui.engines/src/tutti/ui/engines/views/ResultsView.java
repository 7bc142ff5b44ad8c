package tutti.ui.engines.views;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.part.ViewPart;

import tutti.ui.engines.BatchResults;

/**
 * One row per batch run of this session (throughput, latency percentiles, GC, CPU), the selected
 * run's per-pool counters below it (an event the machine cannot count says so, never 0), two
 * selected runs compared side by side, and every row exported as CSV.
 */
public final class ResultsView extends ViewPart {

    public static final String ID = tutti.ui.TuttiPerspective.RESULTS;
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

    /** The figures of a run, in the table's and the CSV's order. */
    static final List<Figure> FIGURES = List.of(
            new Figure("time", r -> TIME.format(r.time())),
            new Figure("engine", BatchResults.Run::engine),
            new Figure("composition", r -> r.report().composition() + " " + r.version()),
            new Figure("instances", r -> Long.toString(r.report().count())),
            new Figure("completed", r -> Long.toString(r.report().completed())),
            new Figure("failed", r -> Long.toString(r.report().failed())),
            new Figure("instances/s", r -> String.format(Locale.ROOT, "%.0f", r.report().throughputPerSecond())),
            new Figure("p50 µs", r -> Long.toString(r.report().latency("p50"))),
            new Figure("p90 µs", r -> Long.toString(r.report().latency("p90"))),
            new Figure("p99 µs", r -> Long.toString(r.report().latency("p99"))),
            new Figure("max µs", r -> Long.toString(r.report().latency("max"))),
            new Figure("wall ms", r -> String.format(Locale.ROOT, "%.0f", r.report().wallMillis())),
            new Figure("GC events", r -> Long.toString(r.report().gcEvents())),
            new Figure("GC ms", r -> String.format(Locale.ROOT, "%.0f", r.report().gcMillis())),
            new Figure("CPU ms", r -> String.format(Locale.ROOT, "%.0f", r.report().cpuMillis())));

    /** One column: its title and how a run shows in it. */
    record Figure(String title, Function<BatchResults.Run, String> value) {
    }

    private TableViewer runs;
    private TableViewer counters;
    private final Runnable listener = this::changed;

    @Override
    public void createPartControl(Composite parent) {
        SashForm sash = new SashForm(parent, SWT.VERTICAL);
        runs = new TableViewer(sash, SWT.FULL_SELECTION | SWT.MULTI | SWT.BORDER);
        runs.getTable().setHeaderVisible(true);
        runs.getTable().setLinesVisible(true);
        runs.getTable().setData("tutti.id", "results.runs");
        runs.setContentProvider(ArrayContentProvider.getInstance());
        for (Figure f : FIGURES) {
            TableViewerColumn c = new TableViewerColumn(runs, f.title().equals("engine") || f.title().equals("composition")
                    ? SWT.LEFT : SWT.RIGHT);
            c.getColumn().setText(f.title());
            c.getColumn().setWidth(f.title().equals("composition") ? 140 : f.title().equals("engine") ? 110 : 80);
            c.setLabelProvider(new ColumnLabelProvider() {
                @Override
                public String getText(Object element) {
                    return f.value().apply((BatchResults.Run) element);
                }

                @Override
                public Color getForeground(Object element) {
                    return f.title().equals("failed") && ((BatchResults.Run) element).report().failed() > 0
                            ? runs.getTable().getDisplay().getSystemColor(SWT.COLOR_RED) : null;
                }
            });
        }
        counters = new TableViewer(sash, SWT.FULL_SELECTION | SWT.BORDER);
        counters.getTable().setHeaderVisible(true);
        counters.getTable().setLinesVisible(true);
        counters.getTable().setData("tutti.id", "results.counters");
        counters.setContentProvider(ArrayContentProvider.getInstance());
        counterColumn("pool", 110, row -> row[0]);
        counterColumn("event", 220, row -> row[1]);
        counterColumn("value", 320, row -> row[2]);
        sash.setWeights(3, 2);
        runs.addSelectionChangedListener(e -> showCounters());
        fillToolBar(getViewSite().getActionBars().getToolBarManager());
        BatchResults.get().addListener(listener);
        runs.setInput(BatchResults.get().runs());
    }

    private void counterColumn(String title, int width, Function<String[], String> text) {
        TableViewerColumn c = new TableViewerColumn(counters, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((String[]) element);
            }
        });
    }

    /** The selected run's counters: one row per pool and event; a reason where the machine cannot count. */
    private void showCounters() {
        List<String[]> rows = new ArrayList<>();
        Object first = runs.getStructuredSelection().getFirstElement();
        if (first instanceof BatchResults.Run r) {
            for (Map.Entry<String, Map<String, Object>> pool : r.pools().entrySet()) {
                for (Map.Entry<String, Object> event : pool.getValue().entrySet()) {
                    Object v = event.getValue();
                    rows.add(new String[] {pool.getKey(), event.getKey(),
                        v instanceof Number n ? String.format(Locale.ROOT, "%,d", n.longValue()) : "not counted: " + v});
                }
            }
        }
        counters.setInput(rows);
    }

    private void fillToolBar(IToolBarManager bar) {
        bar.add(action("Compare", "Compare the two selected runs side by side", this::compare));
        bar.add(action("Export CSV...", "Write every run to a CSV file", this::export));
        bar.add(action("Clear", "Forget the runs of this session", () -> BatchResults.get().clear()));
    }

    private static Action action(String label, String tooltip, Runnable run) {
        Action a = new Action(label) {
            @Override
            public void run() {
                run.run();
            }
        };
        a.setToolTipText(tooltip);
        return a;
    }

    /** The Compare action: the two selected runs side by side (asks for two when there are not). */
    public void compare() {
        List<?> selected = runs.getStructuredSelection().toList();
        if (selected.size() != 2) {
            MessageDialog.openInformation(getSite().getShell(), "Compare runs", "Select two runs (Ctrl+click) to compare them.");
            return;
        }
        new CompareDialog(getSite().getShell(), (BatchResults.Run) selected.get(0), (BatchResults.Run) selected.get(1)).open();
    }

    private void export() {
        FileDialog d = new FileDialog(getSite().getShell(), SWT.SAVE);
        d.setFilterExtensions(new String[] {"*.csv"});
        d.setFileName("tutti-batches.csv");
        d.setOverwrite(true);
        String file = d.open();
        if (file == null) {
            return;
        }
        try {
            exportTo(Path.of(file));
        } catch (IOException e) {
            MessageDialog.openError(getSite().getShell(), "Export CSV", "Cannot write " + file + ": " + e.getMessage());
        }
    }

    /** Every run as a CSV row (per-pool counters as pool.event columns); tests call it directly. */
    public void exportTo(Path file) throws IOException {
        Files.writeString(file, Csv.of(BatchResults.get().runs()), StandardCharsets.UTF_8);
    }

    private void changed() {
        if (runs == null || runs.getControl().isDisposed()) {
            return;
        }
        runs.getControl().getDisplay().asyncExec(() -> {
            if (!runs.getControl().isDisposed()) {
                runs.setInput(BatchResults.get().runs());
            }
        });
    }

    /** The runs table, for tests. */
    public TableViewer runs() {
        return runs;
    }

    /** The counters table, for tests. */
    public TableViewer counters() {
        return counters;
    }

    @Override
    public void setFocus() {
        runs.getControl().setFocus();
    }

    @Override
    public void dispose() {
        BatchResults.get().removeListener(listener);
        super.dispose();
    }
}
