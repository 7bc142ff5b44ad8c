package tutti.ui.monitor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuCreator;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;

import tutti.monitor.Monitor;
import tutti.ui.TuttiPerspective;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.views.EngineSelection;

/**
 * Live charts of the engine selected in the Engines view: completed instances per second,
 * latency percentiles, in flight and queues, and per pool the derived metrics (CPU use, IPC, LLC
 * miss ratio and misses per 1,000 instructions and per instance, context switches per instance),
 * each replica in its colour. The stream is read off the UI thread; charts repaint at most ten
 * times a second from decimated windows. An event the machine cannot count shows as a panel
 * naming it, never as a zero.
 */
public final class MonitorView extends ViewPart {

    public static final String ID = TuttiPerspective.MONITOR;
    static final int REPAINT_MILLIS = 100;
    /** One hour at the stream's rate: the longest window. */
    static final int CAPACITY = 36_000;
    static final long[] WINDOWS = { 60_000, 600_000, 3_600_000, Long.MAX_VALUE };
    static final String[] WINDOW_NAMES = { "1 min", "10 min", "1 h", "all" };

    private Label header;
    private Composite grid;
    private final List<ChartPanel> panels = new ArrayList<>();
    private Monitor monitor = monitorModel();
    private StreamFeed feed;
    private volatile String streamState = "";
    private boolean paused;
    private long window = WINDOWS[0];
    private final Set<Integer> hidden = new HashSet<>();
    private Action pause;
    private Action record;
    private Action windows;
    /** A recording being written, or null. */
    private tutti.monitor.Recording recording;
    /** The file shown when the view shows a recording instead of an engine, or null. */
    private java.nio.file.Path replaying;
    private long replayEnd;
    private final ISelectionListener engineSelection = this::selectionChanged;

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
        ScrolledComposite scroll = new ScrolledComposite(body, SWT.V_SCROLL | SWT.H_SCROLL);
        scroll.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        grid = new Composite(scroll, SWT.NONE);
        grid.setLayout(new GridLayout(3, true));
        for (ChartSpec spec : ChartSpec.ALL) {
            panels.add(new ChartPanel(grid, spec));
        }
        scroll.setContent(grid);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        scroll.addListener(SWT.Resize, e -> {
            int width = scroll.getClientArea().width;
            int columns = Math.max(1, Math.min(4, width / 340));
            ((GridLayout) grid.getLayout()).numColumns = columns;
            scroll.setMinSize(grid.computeSize(width, SWT.DEFAULT));
            grid.layout();
        });
        fillToolBar(getViewSite().getActionBars().getToolBarManager());
        getSite().getPage().addSelectionListener(TuttiPerspective.ENGINES, engineSelection);
        EngineTarget first = EngineSelection.engineOf(getSite().getPage().getSelection(TuttiPerspective.ENGINES));
        follow(first != null ? first : EnginesPlugin.getDefault().engines().local());
        grid.getDisplay().timerExec(REPAINT_MILLIS, this::tick);
    }

    private void fillToolBar(IToolBarManager bar) {
        pause = new Action("Pause", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                pause(isChecked());
            }
        };
        pause.setToolTipText("Pause the charts (the stream goes on; Resume shows everything)");
        pause.setImageDescriptor(ImageDescriptor.createFromURL(MonitorView.class.getResource("/icons/pause.png")));
        windows = new Action("Window: " + WINDOW_NAMES[0], IAction.AS_DROP_DOWN_MENU) {
        };
        windows.setMenuCreator(new IMenuCreator() {
            private MenuManager manager;

            @Override
            public Menu getMenu(Control parent) {
                dispose();
                manager = new MenuManager();
                for (int i = 0; i < WINDOWS.length; i++) {
                    long w = WINDOWS[i];
                    String name = WINDOW_NAMES[i];
                    Action a = new Action(name, IAction.AS_RADIO_BUTTON) {
                        @Override
                        public void run() {
                            window(w);
                            windows.setText("Window: " + name);
                        }
                    };
                    a.setChecked(window == w);
                    manager.add(a);
                }
                return manager.createContextMenu(parent);
            }

            @Override
            public Menu getMenu(Menu parent) {
                return null;
            }

            @Override
            public void dispose() {
                if (manager != null) {
                    manager.dispose();
                }
            }
        });
        windows.setToolTipText("How much of the past the charts show");
        Action clear = new Action("Clear") {
            @Override
            public void run() {
                EngineTarget e = feed == null ? null : feed.engine();
                monitor = monitorModel();
                if (e != null) {
                    follow(e);
                }
            }
        };
        Action events = action("Events\u2026", "Choose the counter events the engine's pools count (PUT /config)", this::chooseEvents);
        record = new Action("Record\u2026", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                if (isChecked()) {
                    startRecording();
                } else {
                    stopRecording();
                }
            }
        };
        record.setToolTipText("Write every sample to a file, to open it again later (Open recording\u2026)");
        Action open = action("Open recording\u2026", "Show a recorded session instead of the live engine", this::openRecording);
        Action csv = action("Export CSV\u2026", "Write every series of the window as CSV (time, engine, replica, series, value)",
                this::exportCsv);
        bar.add(pause);
        bar.add(windows);
        bar.add(clear);
        bar.add(events);
        bar.add(record);
        bar.add(open);
        bar.add(csv);
    }

    private static Action action(String text, String tip, Runnable run) {
        Action a = new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
        a.setToolTipText(tip);
        return a;
    }

    // ----- events -----

    @SuppressWarnings("unchecked")
    private void chooseEvents() {
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

    // ----- recordings and exports -----

    private void startRecording() {
        org.eclipse.swt.widgets.FileDialog d = new org.eclipse.swt.widgets.FileDialog(getSite().getShell(), SWT.SAVE);
        d.setFilterExtensions(new String[] { "*.tutti-recording" });
        d.setFileName("session.tutti-recording");
        d.setOverwrite(true);
        String file = d.open();
        if (file == null) {
            record.setChecked(false);
            return;
        }
        record(java.nio.file.Path.of(file));
    }

    /** Writes the live samples to this file from now on. */
    public void record(java.nio.file.Path file) {
        try {
            recording = tutti.monitor.Recording.create(file, System.currentTimeMillis());
            if (feed != null) {
                feed.record(recording);
            }
            record.setChecked(true);
            record.setText("Stop recording");
        } catch (java.io.IOException x) {
            record.setChecked(false);
            streamState = "cannot record to " + file + ": " + x.getMessage();
        }
    }

    public void stopRecording() {
        if (feed != null) {
            feed.record(null);
        }
        if (recording != null) {
            try {
                recording.close();
            } catch (java.io.IOException x) {
                streamState = "the recording may be incomplete: " + x.getMessage();
            }
            recording = null;
        }
        record.setChecked(false);
        record.setText("Record\u2026");
    }

    private void openRecording() {
        org.eclipse.swt.widgets.FileDialog d = new org.eclipse.swt.widgets.FileDialog(getSite().getShell(), SWT.OPEN);
        d.setFilterExtensions(new String[] { "*.tutti-recording", "*" });
        String file = d.open();
        if (file != null) {
            replay(java.nio.file.Path.of(file));
        }
    }

    /** Shows a recorded session (read off the UI thread) instead of the live engine. */
    public void replay(java.nio.file.Path file) {
        org.eclipse.core.runtime.jobs.Job.create("Reading " + file.getFileName(), m -> {
            try {
                tutti.monitor.Recording.Replay r = tutti.monitor.Recording.read(file, CAPACITY);
                asyncOnUi(() -> {
                    stopRecording();
                    if (feed != null) {
                        feed.close();
                        feed = null;
                    }
                    monitor = r.monitor();
                    replaying = file;
                    replayEnd = Math.max(r.startMillis(), monitor.lastTime());
                    window = Long.MAX_VALUE;
                    windows.setText("Window: " + WINDOW_NAMES[WINDOW_NAMES.length - 1]);
                    streamState = "recording " + file.getFileName() + " (" + r.samples() + " samples)";
                });
            } catch (java.io.IOException x) {
                streamState = "cannot open the recording: " + x.getMessage();
            }
        }).schedule();
    }

    private void exportCsv() {
        org.eclipse.swt.widgets.FileDialog d = new org.eclipse.swt.widgets.FileDialog(getSite().getShell(), SWT.SAVE);
        d.setFilterExtensions(new String[] { "*.csv" });
        d.setFileName("monitor.csv");
        d.setOverwrite(true);
        String file = d.open();
        if (file != null) {
            exportCsv(java.nio.file.Path.of(file));
        }
    }

    /** Writes the window's series as CSV, off the UI thread. */
    public org.eclipse.core.runtime.jobs.Job exportCsv(java.nio.file.Path file) {
        Monitor shown = monitor;
        long from = window == Long.MAX_VALUE ? 0 : now() - window;  // "all": every point kept
        org.eclipse.core.runtime.jobs.Job job = org.eclipse.core.runtime.jobs.Job.create("Writing " + file.getFileName(), m -> {
            try (java.io.Writer out = java.nio.file.Files.newBufferedWriter(file)) {
                tutti.monitor.CsvExport.write(shown, from, out);
            } catch (java.io.IOException x) {
                streamState = "cannot write " + file + ": " + x.getMessage();
            }
        });
        job.schedule();
        return job;
    }

    private void asyncOnUi(Runnable r) {
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
        EngineTarget e = EngineSelection.engineOf(selection);
        if (e != null && (feed == null || feed.engine() != e)) {
            follow(e);
        }
    }

    /** Streams this engine's samples into the charts (a new engine starts new series). */
    public void follow(EngineTarget engine) {
        if (feed != null) {
            feed.close();
            feed = null;
        }
        replaying = null;
        if (windows != null) {
            window = WINDOWS[0];
            windows.setText("Window: " + WINDOW_NAMES[0]);
        }
        monitor = monitorModel();
        streamState = "connecting";
        if (engine.url() == null) {
            streamState = "not running: start it in the Engines view";
            return;
        }
        try {
            feed = new StreamFeed(engine, monitor, s -> streamState = s);
        } catch (IllegalStateException e) {
            streamState = e.getMessage();
        }
    }

    /** Samples closer than 80 % of the stream's period are folded into the next; rates are per second over the last second. */
    private static Monitor monitorModel() {
        return new Monitor(CAPACITY, (long) (800 / StreamFeed.HERTZ), 1_000);
    }

    public Monitor monitor() {
        return monitor;
    }

    public EngineTarget engine() {
        return feed == null ? null : feed.engine();
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
        pause.setChecked(on);
        pause.setText(on ? "Resume" : "Pause");
    }

    public boolean paused() {
        return paused;
    }

    public void window(long millis) {
        window = millis;
    }

    private void tick() {
        if (grid == null || grid.isDisposed()) {
            return;
        }
        long now = now();
        if (feed != null) {
            feed.checkGaps(now);
            if (feed.recordingProblem() != null) {
                streamState = feed.recordingProblem();
                stopRecording();
            }
        }
        String who = replaying != null ? "Recorded session" : feed == null ? "no engine" : feed.engine().name();
        header.setText(who + ": " + streamState + (paused ? " \u2014 paused" : "")
                + (recording != null ? " \u2014 recording to " + recording.file().getFileName() + " (" + recording.samples()
                        + " samples)" : ""));
        if (!paused) {
            long first = monitor.firstTime();
            long from = window == Long.MAX_VALUE ? (first < 0 ? now - WINDOWS[0] : first) : now - window;
            for (ChartPanel p : panels) {
                p.update(monitor, from, now, hidden);
            }
        }
        grid.getDisplay().timerExec(REPAINT_MILLIS, this::tick);
    }

    @Override
    public void setFocus() {
        grid.setFocus();
    }

    @Override
    public void dispose() {
        stopRecording();
        getSite().getPage().removeSelectionListener(TuttiPerspective.ENGINES, engineSelection);
        if (feed != null) {
            feed.close();
        }
        super.dispose();
    }
}
