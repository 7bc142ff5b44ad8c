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
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Separator;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabFolder2Adapter;
import org.eclipse.swt.custom.CTabFolderEvent;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.ui.IMemento;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ViewPart;

import tutti.ui.Actions;
import tutti.ui.engines.BatchResults;

/**
 * The Batches tab: one row per batch run of this session (throughput, latency percentiles, GC,
 * CPU), the selected run's per-pool counters below it (an event the machine cannot count says so,
 * never 0), two selected runs compared side by side, and every row exported as CSV. Beside it, a
 * tab per experiment directory opened ({@code tutti experiment run} output): its plots and its
 * runs; the view remembers them across restarts.
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

    private static final String MEMENTO_EXPERIMENT = "experiment";
    /** The narrowest a table or a plot beside another is of any use. */
    static final int MINIMUM_PANE_WIDTH = 220;

    private TableViewer runs;
    private TableViewer counters;
    private CTabFolder tabs;
    private CTabItem batches;
    private final List<Action> batchActions = new ArrayList<>();
    private Action openReport;
    private final List<Path> remembered = new ArrayList<>();
    private final Runnable listener = this::changed;

    @Override
    public void init(IViewSite site, IMemento memento) throws PartInitException {
        super.init(site, memento);
        if (memento != null) {
            for (IMemento m : memento.getChildren(MEMENTO_EXPERIMENT)) {
                if (m.getTextData() != null) {
                    remembered.add(Path.of(m.getTextData()));
                }
            }
        }
    }

    @Override
    public void saveState(IMemento memento) {
        super.saveState(memento);
        for (ExperimentTab t : experiments()) {
            memento.createChild(MEMENTO_EXPERIMENT).putTextData(t.results().directory().toString());
        }
    }

    @Override
    public void createPartControl(Composite parent) {
        tabs = new CTabFolder(parent, SWT.BOTTOM | SWT.FLAT);
        tabs.setData("tutti.id", "results.tabs");
        batches = new CTabItem(tabs, SWT.NONE);
        batches.setText("Batches");
        batches.setToolTipText("The batch runs of this session");
        SashForm sash = new SashForm(tabs, SWT.VERTICAL);
        batches.setControl(sash);
        tabs.setSelection(batches);
        tabs.addListener(SWT.Selection, e -> updateActions());
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
        tutti.ui.SashOrientation.follow(sash, MINIMUM_PANE_WIDTH, () -> tutti.ui.SashOrientation.tableHeight(runs.getTable(), 3));
        runs.addSelectionChangedListener(e -> showCounters());
        fillToolBar(getViewSite().getActionBars().getToolBarManager());
        BatchResults.get().addListener(listener);
        runs.setInput(BatchResults.get().runs());
        tutti.ui.ColumnFit.fit(runs.getTable());
        shown = BatchResults.get().runs().size();
        tabs.addCTabFolder2Listener(new CTabFolder2Adapter() {
            @Override
            public void close(CTabFolderEvent event) {
                // The tab disposes itself; what is left to do is to move the actions to the tab shown next.
                tabs.getDisplay().asyncExec(() -> {
                    if (!tabs.isDisposed()) {
                        updateActions();
                    }
                });
            }
        });
        updateActions();
        remembered.stream().filter(Files::isDirectory).forEach(this::openExperiment);
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
        tutti.ui.ColumnFit.fit(counters.getTable());
    }

    private void fillToolBar(IToolBarManager bar) {
        Action open = Actions.of("Open Experiment...", "Open the plots and runs a 'tutti experiment run' wrote into a directory",
                this::chooseExperiment);
        open.setImageDescriptor(PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(ISharedImages.IMG_OBJ_FOLDER));
        bar.add(open);
        openReport = Actions.of("Open Report", "Open the experiment's report.md: the machine, the parameters and the paper's figures",
                this::openReport);
        bar.add(openReport);
        bar.add(new Separator());
        batchActions.add(Actions.of("Compare", "Compare the two selected runs side by side", this::compare));
        batchActions.add(Actions.of("Export CSV...", "Write every run to a CSV file", this::export));
        batchActions.add(Actions.of("Clear", "Forget the runs of this session", () -> BatchResults.get().clear()));
        batchActions.forEach(bar::add);
    }

    /** The batch actions act on the Batches tab, Open Report on an experiment's. */
    private void updateActions() {
        boolean onBatches = tabs.getSelection() == batches;
        batchActions.forEach(a -> a.setEnabled(onBatches));
        ExperimentTab shown = shownExperiment();
        openReport.setEnabled(shown != null && shown.results().report() != null);
    }

    private ExperimentTab shownExperiment() {
        CTabItem selected = tabs.getSelection();
        return selected != null && selected.getData() instanceof ExperimentTab t ? t : null;
    }

    /** The experiments open in the view, in tab order. */
    public List<ExperimentTab> experiments() {
        List<ExperimentTab> open = new ArrayList<>();
        if (tabs != null && !tabs.isDisposed()) {
            for (CTabItem i : tabs.getItems()) {
                if (i.getData() instanceof ExperimentTab t) {
                    open.add(t);
                }
            }
        }
        return open;
    }

    private void chooseExperiment() {
        DirectoryDialog d = new DirectoryDialog(getSite().getShell());
        d.setText("Open Experiment");
        d.setMessage("Choose the directory 'tutti experiment run NAME --output DIR' wrote (it holds results.csv)");
        String dir = d.open();
        if (dir != null) {
            openExperiment(Path.of(dir));
        }
    }

    /**
     * Shows an experiment's directory in a tab of its own (the one it has if it is open already,
     * read anew), read and decoded in a Job; a directory that is not an experiment's is refused
     * with the reason.
     */
    public Job openExperiment(Path directory) {
        Path dir = directory.toAbsolutePath().normalize();
        Job job = Job.create("Reading the experiment in " + dir, monitor -> {
            ExperimentTab.Loaded loaded;
            try {
                loaded = ExperimentTab.load(dir);
            } catch (IllegalArgumentException | java.io.IOException e) {
                String reason = e.getMessage();
                showAsync(() -> MessageDialog.openError(getSite().getShell(), "Open Experiment", reason));
                return new Status(IStatus.WARNING, "tutti.ui.engines", reason);
            }
            showAsync(() -> show(loaded));
            return Status.OK_STATUS;
        });
        job.setUser(false);
        job.schedule();
        return job;
    }

    private void showAsync(Runnable r) {
        if (tabs.isDisposed()) {
            return;
        }
        tabs.getDisplay().asyncExec(() -> {
            if (!tabs.isDisposed()) {
                r.run();
            }
        });
    }

    private void show(ExperimentTab.Loaded loaded) {
        int index = -1;
        for (ExperimentTab t : experiments()) {
            if (t.results().directory().equals(loaded.results().directory())) {
                index = tabs.indexOf(t.item());
                t.item().dispose();
            }
        }
        // Read anew, an open experiment keeps its place among the tabs.
        ExperimentTab tab = new ExperimentTab(tabs, loaded, index);
        tabs.setSelection(tab.item());
        updateActions();
    }

    private void openReport() {
        ExperimentTab shown = shownExperiment();
        if (shown == null || shown.results().report() == null) {
            return;
        }
        try {
            IDE.openEditorOnFileStore(getSite().getPage(), EFS.getLocalFileSystem().getStore(shown.results().report().toUri()));
        } catch (PartInitException e) {
            MessageDialog.openError(getSite().getShell(), "Open Report", "Cannot open " + shown.results().report() + ": "
                    + e.getMessage());
        }
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
                List<BatchResults.Run> all = BatchResults.get().runs();
                boolean added = all.size() > shown;
                runs.setInput(all);
                tutti.ui.ColumnFit.fit(runs.getTable());
                shown = all.size();
                if (added) {
                    // The run that just ended is the one the user wants to read: its tab in front
                    // (an experiment reopened at start had taken it), selected, its counters beside.
                    tabs.setSelection(batches);
                    updateActions();
                    runs.setSelection(new StructuredSelection(all.get(all.size() - 1)), true);
                }
            }
        });
    }

    /** How many runs the table showed before the last change. */
    private int shown;

    /** The runs table, for tests. */
    public TableViewer runs() {
        return runs;
    }

    /** The tabs: Batches, then the experiments; for tests. */
    public CTabFolder tabs() {
        return tabs;
    }

    /** The counters table, for tests. */
    public TableViewer counters() {
        return counters;
    }

    @Override
    public void setFocus() {
        tabs.setFocus();
    }

    @Override
    public void dispose() {
        BatchResults.get().removeListener(listener);
        super.dispose();
    }
}
