package tutti.ui.monitor.overlay;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;

import tutti.model.composition.ControlFlow;
import tutti.model.composition.Task;
import tutti.monitor.Monitor;
import tutti.monitor.Series;
import tutti.monitor.SeriesKey;
import tutti.ui.TuttiPerspective;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.monitor.StreamFeed;
import tutti.ui.editor.figures.FlowFigures;
import tutti.ui.editor.figures.LiveStats;
import tutti.ui.editor.figures.TaskFigure;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.views.EngineSelection;

/**
 * A composition editor's live statistics: while on, the engine selected in the Engines view (else the local
 * engine) streams its per-task figures twice a second, and each task of the diagram shows its
 * executions, their rate and mean time and its failures, each control flow how often it fired —
 * summed over the engine's replicas, for the newest version of this composition the engine ran.
 * Redrawn at most twice a second, without animation; the stream is read off the UI thread. The
 * editor draws (its figures take {@link LiveStats}); this feeds them, since the editor's bundle
 * knows no engines.
 */
public final class LiveOverlay {

    /** Updates a second by default: what the eye follows on a diagram without the UI thread noticing. */
    static final double HERTZ = 2;

    private final CompositionEditor editor;
    private final ISelectionListener engineSelection = this::selectionChanged;
    private EngineTarget engine;
    private StreamFeed feed;
    private Monitor monitor;
    private volatile String streamState = "";
    private String status = "";
    private boolean on;
    private double hertz = HERTZ;
    /** Which run of refreshes is current: turning off and on again within a period must not start a second one. */
    private int refreshes;

    private static final Map<CompositionEditor, LiveOverlay> OF_EDITOR = new java.util.HashMap<>();

    private LiveOverlay(CompositionEditor editor) {
        this.editor = editor;
    }

    /** The editor's overlay (off until turned on); it goes with the editor. UI thread. */
    public static LiveOverlay of(CompositionEditor editor) {
        return OF_EDITOR.computeIfAbsent(editor, e -> {
            LiveOverlay o = new LiveOverlay(e);
            e.viewer().getControl().addDisposeListener(d -> {
                o.dispose();
                OF_EDITOR.remove(e);
            });
            return o;
        });
    }

    public boolean isOn() {
        return on;
    }

    /**
     * How often the engine streams its figures and the diagram shows them (2 a second unless set;
     * the benchmark drives it at 10). Takes effect when the overlay is next turned on.
     */
    public void rate(double updatesPerSecond) {
        if (!(updatesPerSecond > 0 && updatesPerSecond <= 50)) {
            throw new IllegalArgumentException("updates per second from 0 to 50, not " + updatesPerSecond);
        }
        hertz = updatesPerSecond;
    }

    private int periodMillis() {
        return (int) Math.round(1000 / hertz);
    }

    /** Turns the overlay on (following the selected engine) or off (the figures as they were). */
    public void setOn(boolean wanted) {
        if (wanted == on) {
            return;
        }
        on = wanted;
        IWorkbenchPage page = editor.getSite().getPage();
        if (on) {
            page.addSelectionListener(TuttiPerspective.ENGINES, engineSelection);
            EngineTarget selected = EngineSelection.engineOf(page.getSelection(TuttiPerspective.ENGINES));
            follow(selected != null ? selected : EnginesPlugin.getDefault().engines().local());
            int run = ++refreshes;
            Display.getCurrent().timerExec(periodMillis(), () -> refresh(run));
        } else {
            page.removeSelectionListener(TuttiPerspective.ENGINES, engineSelection);
            closeStream();
            clear();
            editor.getEditorSite().getActionBars().getStatusLineManager().setMessage(null);
        }
    }

    /** The engine whose figures are shown, or null when off. */
    public EngineTarget engine() {
        return on ? engine : null;
    }

    /** What the overlay says in the status line, e.g. which engine and version it shows. */
    public String status() {
        return status;
    }

    private void selectionChanged(IWorkbenchPart part, ISelection selection) {
        EngineTarget selected = EngineSelection.engineOf(selection);
        if (on && selected != null && selected != engine) {
            follow(selected);
        }
    }

    private void follow(EngineTarget target) {
        closeStream();
        engine = target;
        // A minute at the stream's rate, for the sparklines.
        monitor = new Monitor((int) (60 * hertz) + 2, (long) (800 / hertz), 1_000);
        if (target.url() == null) {
            streamState = target.name() + " is not running: start it in the Engines view";
            return;
        }
        streamState = "connecting to " + target.name();
        feed = new StreamFeed(target, monitor, hertz, state -> streamState = state);
    }

    private void closeStream() {
        if (feed != null) {
            feed.close();
            feed = null;
        }
    }

    /** Reads the newest figures into the diagram; runs on the UI thread once a period while on. */
    private void refresh(int run) {
        if (!on || run != refreshes || editor.viewer() == null || editor.viewer().getControl() == null || editor.viewer().getControl().isDisposed()) {
            return;
        }
        if (feed == null && engine.url() != null) {
            follow(engine); // it was not running when followed; it is now
        }
        String name = editor.composition().getName();
        String composition = newest(monitor.compositions(engine.name()), name);
        if (feed == null || !feed.connected()) {
            status = "Live statistics: " + streamState;
            clear();
        } else if (composition == null) {
            status = "Live statistics: " + name + " has not run on " + engine.name() + " (deploy it and run it there)";
            clear();
        } else {
            status = "Live statistics of " + composition + " on " + engine.name() + ", summed over its replicas";
            show(composition);
        }
        editor.getEditorSite().getActionBars().getStatusLineManager().setMessage(status);
        Display.getCurrent().timerExec(periodMillis(), () -> refresh(run));
    }

    private void show(String composition) {
        Map<String, Monitor.TaskFigures> tasks = monitor.tasks(engine.name(), composition);
        Map<String, List<Series>> series = seriesByName("task:" + composition);
        for (Task t : editor.composition().getTasks()) {
            TaskFigure f = figure(t, TaskFigure.class);
            Monitor.TaskFigures figures = tasks.get(t.getName());
            if (f == null) {
                continue;
            }
            if (figures == null) {
                f.setLive(null);
                continue;
            }
            List<Series> rates = series.getOrDefault(t.getName() + " executions/s", List.of());
            double mean = meanOfLast(series.getOrDefault(t.getName() + " mean ms", List.of()));
            f.setLive(new LiveStats(figures.executions(), sumOfLast(rates), mean, figures.failures(), figures.lastFailure(),
                    lastMinute(rates), figures.runsOn(), figures.runsOnSince(), figures.runsOnWhy()));
        }
        for (ControlFlow flow : editor.composition().getControlFlows()) {
            PolylineConnection c = figure(flow, PolylineConnection.class);
            Monitor.TaskFigures source = tasks.get(flow.getSource().getName());
            if (c == null) {
                continue;
            }
            Long fired = source == null ? null : source.flows().get(flow.getTarget().getName());
            double rate = sumOfLast(series.getOrDefault(flow.getSource().getName() + " -> " + flow.getTarget().getName() + " fires/s",
                    List.of()));
            FlowFigures.setLive(c, fired == null ? null : LiveStats.rate(rate), fired == null ? null
                    : String.format("%s \u2192 %s fired %,d times (%s)", flow.getSource().getName(), flow.getTarget().getName(),
                            fired, LiveStats.rate(rate)));
        }
    }

    /** Takes the live figures off the diagram. */
    private void clear() {
        for (Task t : editor.composition().getTasks()) {
            TaskFigure f = figure(t, TaskFigure.class);
            if (f != null && f.live() != null) {
                f.setLive(null);
            }
        }
        for (ControlFlow flow : editor.composition().getControlFlows()) {
            PolylineConnection c = figure(flow, PolylineConnection.class);
            if (c != null) {
                FlowFigures.setLive(c, null, null);
            }
        }
    }

    private <F> F figure(Object model, Class<F> type) {
        EditPart part = (EditPart) editor.viewer().getEditPartRegistry().get(model);
        return part instanceof GraphicalEditPart g && type.isInstance(g.getFigure()) ? type.cast(g.getFigure()) : null;
    }

    /**
     * The engine's series of this group by name, each with one entry per replica: read once per
     * update (a 200-task diagram asks for 800 of them).
     */
    private Map<String, List<Series>> seriesByName(String group) {
        Map<String, List<Series>> out = new java.util.HashMap<>();
        for (SeriesKey k : monitor.keys()) {
            if (k.engine().equals(engine.name()) && k.group().equals(group)) {
                out.computeIfAbsent(k.name(), n -> new ArrayList<>(2)).add(monitor.series(k));
            }
        }
        return out;
    }

    /** The last values summed over the replicas; NaN when none has one. */
    private static double sumOfLast(List<Series> replicas) {
        double sum = Double.NaN;
        for (Series s : replicas) {
            double v = s.last();
            if (!Double.isNaN(v)) {
                sum = Double.isNaN(sum) ? v : sum + v;
            }
        }
        return sum;
    }

    private static double meanOfLast(List<Series> replicas) {
        double sum = 0;
        int n = 0;
        for (Series s : replicas) {
            double v = s.last();
            if (!Double.isNaN(v)) {
                sum += v;
                n++;
            }
        }
        return n == 0 ? Double.NaN : sum / n;
    }

    /** The rate summed over the replicas, per update period of the last minute (NaN: no replica said). */
    private double[] lastMinute(List<Series> replicas) {
        long now = System.currentTimeMillis();
        int slots = (int) (60 * hertz);
        long slot = (long) (1000 / hertz);
        double[] out = new double[slots];
        java.util.Arrays.fill(out, Double.NaN);
        for (Series s : replicas) {
            tutti.monitor.Window w = s.window(now - 60_000);
            for (int i = 0; i < w.size(); i++) {
                int at = (int) Math.min(slots - 1, Math.max(0, (w.times()[i] - (now - 60_000)) / slot));
                if (!Double.isNaN(w.values()[i])) {
                    out[at] = Double.isNaN(out[at]) ? w.values()[i] : out[at] + w.values()[i];
                }
            }
        }
        return out;
    }

    /** The newest version of the composition among those the engine reported ("Name 1.0.2"), or null. */
    static String newest(List<String> reported, String name) {
        String best = null;
        for (String c : reported) {
            if (c.startsWith(name + " ") && c.indexOf(' ', name.length() + 1) < 0
                    && (best == null || compareVersions(version(c), version(best)) > 0)) {
                best = c;
            }
        }
        return best;
    }

    private static String version(String composition) {
        return composition.substring(composition.lastIndexOf(' ') + 1);
    }

    /** Numerically part by part (1.0.10 after 1.0.9); text where a part is not a number. */
    static int compareVersions(String a, String b) {
        String[] x = a.split("\\.");
        String[] y = b.split("\\.");
        for (int i = 0; i < Math.max(x.length, y.length); i++) {
            String p = i < x.length ? x[i] : "0";
            String q = i < y.length ? y[i] : "0";
            int c = p.matches("\\d{1,9}") && q.matches("\\d{1,9}") ? Integer.compare(Integer.parseInt(p), Integer.parseInt(q))
                    : p.compareTo(q);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** Stops the stream (the editor closes). */
    public void dispose() {
        if (on) {
            editor.getSite().getPage().removeSelectionListener(TuttiPerspective.ENGINES, engineSelection);
        }
        on = false;
        closeStream();
    }
}
