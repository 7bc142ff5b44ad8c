package tutti.ui.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.viewers.ISelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;

import tutti.monitor.Monitor;
import tutti.ui.TuttiPerspective;
import tutti.ui.engines.EngineCluster;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.views.EngineSelection;

/**
 * Live charts of the engines selected in the Engines view (one or several): completed instances per second,
 * latency percentiles, in flight and queues, and per pool the derived metrics (CPU use, IPC, LLC
 * miss ratio and misses per 1,000 instructions and per instance, context switches per instance),
 * each replica in its colour, changes on the engines (deploys, events, plans, restarts) marked on
 * the time axis, and a table of each series' last, minimum, maximum and mean over the window. The
 * stream is read off the UI thread; charts in sight repaint five times a second from decimated
 * windows. An event the machine cannot count shows as a panel naming it, never as a zero.
 * Recordings reopen in place of the live engines, two of them side by side from their starts.
 */
public final class MonitorView extends ViewPart {

    public static final String ID = TuttiPerspective.MONITOR;
    /**
     * Two and a half repaints a second: a one-minute window moves two or three pixels per repaint,
     * which still reads as a steady scroll, and each repaint costs the drawing of every chart in
     * sight (at five a second, charting four replicas took the Studio about 7% of a core).
     */
    static final int REPAINT_MILLIS = 400;
    /** One hour at the stream's rate: the longest window. */
    static final int CAPACITY = 36_000;
    static final long[] WINDOWS = { 60_000, 600_000, 3_600_000, Long.MAX_VALUE };
    static final String[] WINDOW_NAMES = { "1 min", "10 min", "1 h", "all" };

    /** Lines added to the charts at one repaint at most (each costs its chart a layout). */
    static final int NEW_LINES_PER_REPAINT = 16;
    /** The statistics table is refreshed every this many repaints (about once a second). */
    static final int TABLE_EVERY = 3;

    private Label header;
    private Composite grid;
    private StatisticsTable statistics;
    private final List<ChartPanel> panels = new ArrayList<>();
    private Monitor monitor = monitorModel();
    /** The engines followed live, in the order their charts name them. */
    private final Map<EngineTarget, StreamFeed> feeds = new java.util.LinkedHashMap<>();
    private final Map<EngineTarget, String> states = new java.util.concurrent.ConcurrentHashMap<>();
    private volatile String streamState = "";
    private boolean paused;
    private long window = WINDOWS[0];
    private int ticks;
    private long longestTick;
    private MonitorToolBar toolBar;
    private final MonitorRecordings recordings = new MonitorRecordings(this);
    /** The files shown when the view shows recordings instead of engines, or null. */
    private List<java.nio.file.Path> replaying;
    private long replayEnd;
    /** Recordings compared count their time from their start (0); otherwise charts count back from now. */
    private boolean fromStart;
    private final ISelectionListener engineSelection = this::selectionChanged;
    /** The clusters whose totals the charts draw (their members are among the engines followed). */
    private List<EngineCluster> clusters = List.of();

    @Override
    public void createPartControl(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        body.setLayout(layout);
        header = new Label(body, SWT.NONE);
        header.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        header.setData("tutti.id", "monitor.header");
        org.eclipse.swt.custom.SashForm sash = new org.eclipse.swt.custom.SashForm(body, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        ScrolledComposite scroll = new ScrolledComposite(sash, SWT.V_SCROLL | SWT.H_SCROLL);
        grid = new Composite(scroll, SWT.NONE);
        GridLayout charts = new GridLayout(3, true);
        // Every pixel of a small slot for the charts: four must fit in the perspective's (100 px high at 1366x768).
        charts.marginHeight = 0;
        grid.setLayout(charts);
        for (ChartSpec spec : ChartSpec.ALL) {
            panels.add(new ChartPanel(grid, spec));
        }
        scroll.setContent(grid);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        scroll.addListener(SWT.Resize, e -> adapt(scroll));
        statistics = new StatisticsTable(sash);
        sash.setWeights(70, 30);
        // Off at first: in the perspective's small Monitor slot the charts need all of its height.
        statistics.show(false);
        toolBar = new MonitorToolBar(this, recordings, getViewSite().getActionBars().getToolBarManager());
        getSite().getPage().addSelectionListener(TuttiPerspective.ENGINES, engineSelection);
        ISelection now = getSite().getPage().getSelection(TuttiPerspective.ENGINES);
        List<EngineTarget> selected = EngineSelection.enginesOf(now);
        follow(selected.isEmpty() ? List.of(EnginesPlugin.getDefault().engines().local()) : selected,
                EngineSelection.clustersOf(now));
        grid.getDisplay().timerExec(REPAINT_MILLIS, this::tick);
    }

    // ----- events -----

    @SuppressWarnings("unchecked")
    void chooseEvents() {
        EngineTarget e = engine();
        if (e == null) {
            return;
        }
        org.eclipse.core.runtime.jobs.Job.create("Reading the events of " + e.name(), m -> {
            try {
                Map<String, Object> answer = e.client().events();
                List<Map<String, Object>> list = (List<Map<String, Object>>) answer.get("events");
                List<String> tracked = (List<String>) answer.get("tracked");
                asyncOnUi(() -> {
                    EventChooser chooser = new EventChooser(getSite().getShell(), e.name(), list, tracked);
                    if (chooser.open() == org.eclipse.jface.window.Window.OK) {
                        applyEvents(e, chooser.chosen());
                    }
                });
            } catch (tutti.client.EngineException x) {
                streamState = "cannot read the events: " + x.getMessage();
            }
        }).schedule();
    }

    /** Asks the engine to count these events from now on (off the UI thread). */
    public void applyEvents(EngineTarget e, List<String> events) {
        org.eclipse.core.runtime.jobs.Job.create("Counting other events on " + e.name(), m -> {
            try {
                e.client().configure(Map.of("counters", events));
                streamState = "counting " + (events.isEmpty() ? "no events" : String.join(", ", events));
            } catch (tutti.client.EngineException x) {
                streamState = "the engine refused the events: " + x.getMessage();
            }
        }).schedule();
    }

    void asyncOnUi(Runnable r) {
        if (grid != null && !grid.isDisposed()) {
            grid.getDisplay().asyncExec(() -> {
                if (!grid.isDisposed()) {
                    r.run();
                }
            });
        }
    }

    /** The time the charts end at: now for an engine, the last sample for a recording. */
    private long now() {
        return replaying != null ? replayEnd : System.currentTimeMillis();
    }

    private void selectionChanged(IWorkbenchPart part, ISelection selection) {
        List<EngineTarget> selected = EngineSelection.enginesOf(selection);
        List<EngineCluster> clusters = EngineSelection.clustersOf(selection);
        if (!selected.isEmpty() && (replaying != null || !selected.equals(engines()) || !clusters.equals(this.clusters))) {
            follow(selected, clusters);
        }
    }

    /** Streams this engine's samples into the charts (a new engine starts new series). */
    public void follow(EngineTarget engine) {
        follow(List.of(engine));
    }

    /** Streams these engines' samples into the same charts, each engine in its own shades (new series). */
    public void follow(List<EngineTarget> engines) {
        follow(engines, List.of());
    }

    /**
     * Streams these engines' samples into the same charts, each engine in its own shades, and for
     * each cluster the total of its members (completed and failed per second, in flight) as a line
     * of its own, bold in the text's colour.
     */
    public void follow(List<EngineTarget> engines, List<EngineCluster> clusters) {
        closeFeeds();
        replaying = null;
        fromStart = false;
        window(WINDOWS[0]);
        monitor = monitorModel();
        this.clusters = List.copyOf(clusters);
        for (EngineCluster c : clusters) {
            monitor.total(c.name(), c.members().stream().map(EngineTarget::name).toList());
        }
        streamState = "";
        if (statistics != null) {
            statistics.clear();
        }
        for (EngineTarget engine : engines) {
            feeds.put(engine, null);
            connect(engine);
        }
    }

    /**
     * Opens the engine's stream once it runs; until then says so. Called again at each repaint
     * for engines still waiting: an engine starting (the local one as the Studio opens) is
     * charted as soon as it answers.
     */
    private void connect(EngineTarget engine) {
        if (engine.url() == null) {
            states.put(engine, "not running: start it in the Engines view");
            return;
        }
        states.put(engine, "connecting");
        try {
            StreamFeed f = new StreamFeed(engine, monitor, state -> states.put(engine, state));
            if (recordings.current() != null) {
                f.record(recordings.current());
            }
            feeds.put(engine, f);
        } catch (IllegalStateException e) {
            states.put(engine, e.getMessage());
        }
    }

    private void closeFeeds() {
        for (StreamFeed f : feeds.values()) {
            if (f != null) {
                f.close();
            }
        }
        feeds.clear();
        states.clear();
    }

    /** Samples closer than 80 % of the stream's period are folded into the next; rates are per second over the last second. */
    public static Monitor monitorModel() {
        return new Monitor(CAPACITY, (long) (800 / StreamFeed.HERTZ), 1_000);
    }

    public Monitor monitor() {
        return monitor;
    }

    /** The first engine followed, or null when the view shows a recording. */
    public EngineTarget engine() {
        return feeds.isEmpty() ? null : feeds.keySet().iterator().next();
    }

    /** The engines followed live (empty while a recording is shown). */
    public List<EngineTarget> engines() {
        return List.copyOf(feeds.keySet());
    }

    public StatisticsTable statistics() {
        return statistics;
    }

    /** Shows or hides the statistics table, as its toolbar button does. */
    public void showStatistics(boolean on) {
        toolBar.statisticsShown(on);
        statistics.show(on);
    }

    /** The charts, for tests. */
    public List<ChartPanel> panels() {
        return List.copyOf(panels);
    }

    /** The chart of this title. */
    public ChartPanel panel(String title) {
        return panels.stream().filter(p -> p.title().equals(title)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no chart " + title));
    }

    public void pause(boolean on) {
        paused = on;
        toolBar.paused(on);
    }

    public boolean paused() {
        return paused;
    }

    /** Shows the last {@code millis} (one of {@link #WINDOWS}), as the tool bar's Window menu does. */
    public void window(long millis) {
        window = millis;
        if (toolBar != null) {
            toolBar.window(java.util.stream.IntStream.range(0, WINDOWS.length).filter(i -> WINDOWS[i] == millis).findFirst()
                    .orElse(WINDOWS.length - 1));
        }
    }

    long window() {
        return window;
    }

    /** Where the window starts: its length back from now, or 0 for all of it. */
    long windowStart() {
        return window == Long.MAX_VALUE ? 0 : now() - window;
    }

    /** The recordings of this view: written, shown, exported. */
    public MonitorRecordings recordings() {
        return recordings;
    }

    MonitorToolBar toolBar() {
        return toolBar;
    }

    /** Says how the streams (or the files) are, in the view's header. */
    void say(String state) {
        streamState = state;
    }

    /** Feeds every live sample into this recording from now on (null: into none). */
    void recordInto(tutti.monitor.Recording recording) {
        // An engine whose stream is still being looked up has no feed yet (null): it records once connected.
        feeds.values().stream().filter(java.util.Objects::nonNull).forEach(f -> f.record(recording));
    }

    /** Shows recorded sessions instead of the live engines: two or more each from its own start. */
    void showRecorded(tutti.monitor.Recording.Replay r, List<java.nio.file.Path> files) {
        closeFeeds();
        clusters = List.of();
        monitor = r.monitor();
        statistics.clear();
        replaying = files;
        fromStart = files.size() > 1;
        replayEnd = Math.max(r.startMillis(), monitor.lastTime());
        window(Long.MAX_VALUE);
    }

    /** Forgets what the charts show; the engines followed start again from their next samples. */
    void clear() {
        List<EngineTarget> engines = engines();
        monitor = monitorModel();
        if (!engines.isEmpty()) {
            follow(engines, clusters);
        }
    }

    private String recordingText() {
        tutti.monitor.Recording r = recordings.current();
        return r == null ? "" : " \u2014 recording to " + r.file().getFileName() + " (" + r.samples() + " samples)";
    }

    private void tick() {
        if (grid == null || grid.isDisposed()) {
            return;
        }
        long started = System.nanoTime();
        long now = now();
        for (EngineTarget waiting : feeds.keySet().stream().filter(e -> feeds.get(e) == null).toList()) {
            connect(waiting);
        }
        for (StreamFeed f : feeds.values()) {
            if (f == null) {
                continue;
            }
            f.checkGaps(now);
            if (f.recordingProblem() != null) {
                streamState = f.recordingProblem();
                recordings.stopRecording();
            }
        }
        header.setText(headline() + (paused ? " \u2014 paused" : "") + recordingText());
        // Paused, or behind another view (the stream goes on): nothing to draw.
        if (!paused && grid.isVisible()) {
            long first = monitor.firstTime();
            long from = window == Long.MAX_VALUE ? (first < 0 ? now - WINDOWS[0] : first) : now - window;
            List<String> engines = shownEngines();
            ScrolledComposite scroll = (ScrolledComposite) grid.getParent();
            org.eclipse.swt.graphics.Point at = scroll.getOrigin();
            org.eclipse.swt.graphics.Rectangle client = scroll.getClientArea();
            org.eclipse.swt.graphics.Rectangle sight = new org.eclipse.swt.graphics.Rectangle(at.x, at.y, client.width, client.height);
            int[] newLines = { NEW_LINES_PER_REPAINT };
            for (ChartPanel p : panels) {
                p.update(monitor, from, now, fromStart ? 0 : now, engines, p.control().getBounds().intersects(sight), newLines);
            }
            arrange();
            if (ticks++ % TABLE_EVERY == 0) {
                statistics.update(monitor, from, engines, panels);
            }
        }
        longestTick = Math.max(longestTick, (System.nanoTime() - started) / 1_000_000);
        grid.getDisplay().timerExec(REPAINT_MILLIS, this::tick);
    }

    /** The longest the view's repaint has taken the UI thread, in milliseconds (for the benchmark). */
    public long longestTickMillis() {
        return longestTick;
    }

    /**
     * Charts first, in their order; then, in short panels, the metrics this machine cannot
     * measure (each still named with its reason), so that they do not push the charts away.
     */
    private void arrange() {
        boolean changed = false;
        for (ChartPanel p : panels) {
            changed |= p.fit();
        }
        if (changed) {
            // A task of its own: the grid's layout would make this repaint twice as long.
            asyncOnUi(this::layOut);
        }
    }

    private void layOut() {
        Control previous = null;
        for (boolean charts : new boolean[] { true, false }) {
            for (ChartPanel p : panels) {
                if ((p.unavailableText() == null) == charts) {
                    if (previous == null) {
                        p.control().moveAbove(null);
                    } else {
                        p.control().moveBelow(previous);
                    }
                    previous = p.control();
                }
            }
        }
        // Charts that became reasons (or the other way) change how many charts the grid must show.
        adapt((ScrolledComposite) grid.getParent());
    }

    /** A chart is not made smaller than this to fit more of them in sight. */
    static final int MIN_CHART_WIDTH = 160;
    static final int MIN_CHART_HEIGHT = 80;

    /**
     * The grid fitted to the space the view has: of the column counts that show four charts (or
     * all, when fewer) without scrolling, each at least {@link #MIN_CHART_WIDTH} by
     * {@link #MIN_CHART_HEIGHT}, the one with the largest charts for a chart's shape; the rest
     * follow below. Without room for four, as many columns as fit.
     */
    private void adapt(ScrolledComposite scroll) {
        org.eclipse.swt.graphics.Rectangle area = scroll.getClientArea();
        GridLayout gl = (GridLayout) grid.getLayout();
        int shown = (int) panels.stream().filter(p -> p.unavailableText() == null).count();
        int wanted = Math.max(1, Math.min(4, shown));
        int columns = Math.max(1, area.width / MIN_CHART_WIDTH);
        int height = MIN_CHART_HEIGHT;
        double best = -1;
        for (int c = 1; c <= Math.max(1, area.width / MIN_CHART_WIDTH); c++) {
            int rows = (wanted + c - 1) / c;
            int h = Math.min(ChartPanel.CHART_HEIGHT, (area.height - 2 * gl.marginHeight - (rows - 1) * gl.verticalSpacing) / rows);
            int w = (area.width - 2 * gl.marginWidth - (c - 1) * gl.horizontalSpacing) / c;
            // Of the grids that show them all, the one whose charts are largest for their shape (more columns on a tie).
            double score = Math.min(w / 1.6, h);
            if (h >= MIN_CHART_HEIGHT && w >= MIN_CHART_WIDTH && score >= best) {
                best = score;
                columns = c;
                height = h;
            }
        }
        gl.numColumns = columns;
        int width = (area.width - 2 * gl.marginWidth - (columns - 1) * gl.horizontalSpacing) / columns;
        for (ChartPanel p : panels) {
            p.setChartSize(width, height);
            p.fit();
            ((org.eclipse.swt.layout.GridData) p.control().getLayoutData()).widthHint = Math.max(MIN_CHART_WIDTH - 20, width);
        }
        scroll.setMinSize(grid.computeSize(area.width, SWT.DEFAULT));
        grid.layout(true);
    }

    /** What the view shows and how its streams are, in words. */
    private String headline() {
        if (replaying != null) {
            return "Recorded: " + streamState;
        }
        if (feeds.isEmpty()) {
            return "no engine" + (streamState.isEmpty() ? "" : ": " + streamState);
        }
        List<String> each = new ArrayList<>();
        for (EngineCluster c : clusters) {
            each.add("cluster " + c.name() + ", its total in bold");
        }
        for (EngineTarget e : feeds.keySet()) {
            each.add(e.name() + ": " + states.getOrDefault(e, ""));
        }
        return String.join("; ", each) + (streamState.isEmpty() ? "" : " \u2014 " + streamState);
    }

    /** The engines of the series, in the order the legends and shades follow. */
    private List<String> shownEngines() {
        if (replaying == null) {
            return feeds.keySet().stream().map(EngineTarget::name).toList();
        }
        return monitor.keys().stream().map(k -> k.engine()).distinct().sorted().toList();
    }

    @Override
    public void setFocus() {
        grid.setFocus();
    }

    @Override
    public void dispose() {
        recordings.stopRecording();
        getSite().getPage().removeSelectionListener(TuttiPerspective.ENGINES, engineSelection);
        closeFeeds();
        super.dispose();
    }
}
