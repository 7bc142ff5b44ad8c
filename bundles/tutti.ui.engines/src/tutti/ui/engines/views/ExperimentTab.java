package tutti.ui.engines.views;

import java.util.ArrayList;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import tutti.monitor.results.ExperimentResults;

/**
 * One experiment's results in the Results view: what it skipped on its machine, its plots (a list
 * of titles, the chosen one scaled to the space it has), and its runs as a table of results.csv.
 */
public final class ExperimentTab {

    /** An experiment read in the background: its files and its plots' pixels, still without SWT resources. */
    record Loaded(ExperimentResults results, java.util.List<ImageData> plots) {
    }

    private final Loaded loaded;
    private final CTabItem item;
    private final java.util.List<Image> images = new ArrayList<>();
    private final Combo plotChoice;
    private final Canvas plot;
    private final TableViewer runs;

    /** A tab at {@code index} among the folder's, or after the others where it is negative. */
    ExperimentTab(CTabFolder folder, Loaded loaded, int index) {
        this.loaded = loaded;
        ExperimentResults r = loaded.results();
        item = index < 0 ? new CTabItem(folder, SWT.CLOSE) : new CTabItem(folder, SWT.CLOSE, index);
        item.setText(r.directory().getFileName().toString());
        item.setToolTipText(r.title() + "\n" + r.directory());
        item.setData(this);
        Composite body = new Composite(folder, SWT.NONE);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 2;
        layout.marginHeight = 2;
        layout.verticalSpacing = 2;
        body.setLayout(layout);
        // One line each, whatever the view's width: the plot and runs keep the room; tooltips say it all.
        Label summary = new Label(body, SWT.NONE);
        summary.setData("tutti.id", "experiment.summary");
        summary.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        summary.setText(summary(r));
        summary.setToolTipText(r.title() + "\n" + r.directory());
        // A drop-down rather than a list beside the plot: it takes no room from the plot, and an
        // experiment has a handful of plots.
        plotChoice = new Combo(body, SWT.READ_ONLY | SWT.DROP_DOWN);
        plotChoice.setData("tutti.id", "experiment.plots");
        plotChoice.setToolTipText("The plot to show");
        plotChoice.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        if (!r.skipped().isEmpty()) {
            Label skipped = new Label(body, SWT.NONE);
            skipped.setData("tutti.id", "experiment.skipped");
            skipped.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
            skipped.setForeground(body.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
            skipped.setText("Not measured on this machine: " + String.join("; ", r.skipped()));
            skipped.setToolTipText("Not measured on this machine:\n- " + String.join("\n- ", r.skipped()));
        }
        SashForm sash = new SashForm(body, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        plot = new Canvas(sash, SWT.DOUBLE_BUFFERED | SWT.BORDER);
        plot.setData("tutti.id", "experiment.plot");
        plot.setBackground(body.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        for (int i = 0; i < r.plots().size(); i++) {
            images.add(new Image(body.getDisplay(), loaded.plots().get(i)));
            plotChoice.add(r.plots().get(i).title());
        }
        plot.addPaintListener(e -> paint(e.gc));
        plotChoice.addListener(SWT.Selection, e -> plot.redraw());
        if (!images.isEmpty()) {
            plotChoice.select(0);
        }
        plotChoice.setEnabled(images.size() > 1);
        runs = table(sash, r);
        sash.setWeights(3, 2);
        tutti.ui.SashOrientation.follow(sash, ResultsView.MINIMUM_PANE_WIDTH, () -> tutti.ui.SashOrientation.tableHeight(runs.getTable(), 3));
        item.setControl(body);
        // Laid out at the folder's size while still hidden, so that showing the tab allocates
        // panes already arranged for the room there is, never a table below its scroll bars.
        tutti.ui.FirstSize.give(body);
        body.setBounds(folder.getClientArea());
        body.layout(true, true);
        item.addDisposeListener(e -> {
            images.forEach(Image::dispose);
            body.dispose();
        });
    }

    private static String summary(ExperimentResults r) {
        int n = r.runs().rows().size();
        int p = r.plots().size();
        return n + (n == 1 ? " run, " : " runs, ") + p + (p == 1 ? " plot" : " plots") + ": " + r.title();
    }

    /** The chosen plot, as large as fits without distortion, centred. */
    private void paint(GC gc) {
        int chosen = plotChoice.getSelectionIndex();
        Rectangle area = plot.getClientArea();
        if (chosen < 0 || chosen >= images.size()) {
            String text = images.isEmpty() ? "This experiment wrote no plots." : "Choose a plot above.";
            gc.drawText(text, 12, 12, true);
            return;
        }
        Rectangle size = images.get(chosen).getBounds();
        double scale = Math.min((double) area.width / size.width, (double) area.height / size.height);
        int w = Math.max(1, (int) (size.width * scale));
        int h = Math.max(1, (int) (size.height * scale));
        gc.setAntialias(SWT.ON);
        gc.setInterpolation(SWT.HIGH);
        gc.drawImage(images.get(chosen), 0, 0, size.width, size.height, (area.width - w) / 2, (area.height - h) / 2, w, h);
    }

    /** results.csv as a table: a column per CSV column, numbers right-aligned. */
    private static TableViewer table(Composite parent, ExperimentResults r) {
        TableViewer t = new TableViewer(parent, SWT.FULL_SELECTION | SWT.MULTI | SWT.BORDER | SWT.H_SCROLL | SWT.V_SCROLL);
        t.getTable().setHeaderVisible(true);
        t.getTable().setLinesVisible(true);
        t.getTable().setData("tutti.id", "experiment.runs");
        t.setContentProvider(ArrayContentProvider.getInstance());
        java.util.List<String> columns = r.runs().columns();
        for (int i = 0; i < columns.size(); i++) {
            int index = i;
            boolean numeric = !r.runs().rows().isEmpty()
                    && r.runs().rows().stream().allMatch(row -> row.get(index).isEmpty() || row.get(index).matches("-?[\\d.eE+,-]+"));
            TableViewerColumn c = new TableViewerColumn(t, numeric ? SWT.RIGHT : SWT.LEFT);
            c.getColumn().setText(columns.get(i));
            c.getColumn().setToolTipText(columns.get(i));
            c.getColumn().setWidth(Math.max(60, Math.min(220, 8 * columns.get(i).length() + 16)));
            c.setLabelProvider(new ColumnLabelProvider() {
                @Override
                @SuppressWarnings("unchecked")
                public String getText(Object element) {
                    return ((java.util.List<String>) element).get(index);
                }
            });
        }
        t.setInput(r.runs().rows());
        return t;
    }

    public ExperimentResults results() {
        return loaded.results();
    }

    public CTabItem item() {
        return item;
    }

    /** The plot titles, the chosen plot's canvas and the runs, for tests. */
    public Combo plotChoice() {
        return plotChoice;
    }

    public Canvas plot() {
        return plot;
    }

    public TableViewer runs() {
        return runs;
    }

    /** The chosen plot's image, for tests; null when none is chosen. */
    public Image chosenImage() {
        int i = plotChoice.getSelectionIndex();
        return i >= 0 && i < images.size() ? images.get(i) : null;
    }

    /** Reads an experiment's directory and decodes its plots: off the UI thread. */
    static Loaded load(java.nio.file.Path directory) throws java.io.IOException {
        ExperimentResults r = ExperimentResults.read(directory);
        java.util.List<ImageData> data = new ArrayList<>();
        for (ExperimentResults.PlotFile p : r.plots()) {
            try {
                data.add(new ImageData(p.png().toString()));
            } catch (org.eclipse.swt.SWTException e) {
                throw new IllegalArgumentException(p.png() + " is not a readable PNG (" + e.getMessage()
                        + "); run the experiment again to draw it anew", e);
            }
        }
        return new Loaded(r, java.util.List.copyOf(data));
    }
}
