package tutti.ui.topology;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;

import tutti.ui.TuttiPerspective;
import tutti.ui.engines.EngineCluster;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.views.EngineSelection;
import tutti.ui.engines.views.ReplicaNode;
import tutti.ui.topology.draw.MachineCanvas;
import tutti.ui.topology.draw.Scene;
import tutti.ui.topology.draw.SideBySide;
import tutti.ui.topology.draw.SvgWriter;
import tutti.ui.topology.draw.SwtMetrics;
import tutti.ui.topology.layout.DrawingOptions;
import tutti.ui.topology.overlay.Placement;
import tutti.ui.topology.plan.PlanPanel;

/**
 * The machine an engine runs on, drawn as lstopo draws it, with the engine's replicas in their
 * colours; or a described machine (a paper's, an hwloc XML file, a synthetic description) to see
 * what a plan would do there. Beside it, the plan's options: each change previews the plan at
 * once, Apply puts it on the engine.
 */
public final class TopologyView extends ViewPart {

    public static final String ID = TuttiPerspective.TOPOLOGY;
    /** How often the replicas of a shown engine are asked again. */
    static final long REFRESH_MILLIS = 2_000;

    private Label title;
    private SashForm sash;
    /** Null until the user shows or hides the plan: then it goes by the view's size. */
    private Boolean planWanted;
    private Label problem;
    private MachineCanvas canvas;
    private PlanPanel plans;
    private SwtMetrics metrics;
    private TopologyActions actions;
    private MachineSource source;
    private LoadedMachine loaded;
    private LoadedCluster cluster;
    private Placement preview;
    private DrawingOptions options = DrawingOptions.defaults();
    private boolean followEngines = true;
    /** Until the user zooms: fit a drawing larger than the view, show a smaller one at 100 %. */
    private boolean autoFit = true;
    private final AtomicInteger generation = new AtomicInteger();
    private Job refresher;
    /** The width the shown legend was wrapped to. */
    private int legendWidth;
    private long lastDrawNanos;
    private final ISelectionListener engineSelection = this::selectionChanged;

    @Override
    public void createPartControl(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 2;
        body.setLayout(layout);
        title = new Label(body, SWT.NONE);
        title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        title.setData("tutti.id", "topology.title");
        problem = new Label(body, SWT.WRAP);
        problem.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        // Dark red on a light theme, a lighter red on a dark one: readable on the view's own background.
        // SWT's colours hold no system resource: nothing to dispose.
        org.eclipse.swt.graphics.Color problemColour = new org.eclipse.swt.graphics.Color(tutti.ui.Contrast.readableOn(new org.eclipse.swt.graphics.RGB(220, 50, 50),
                problem.getBackground().getRGB()));
        problem.setForeground(problemColour);
        problem.setData("tutti.id", "topology.problem");
        sash = new SashForm(body, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        canvas = new MachineCanvas(sash, this::replicaClicked, this::zoomedByHand);
        plans = new PlanPanel(sash, this);
        // Hidden until the view's size says there is room for it (arrange), not laid out at 0x0 first.
        plans.control().setVisible(false);
        sash.setWeights(72, 28);
        sash.addListener(SWT.Resize, e -> arrange());
        metrics = new SwtMetrics(canvas.control());
        actions = new TopologyActions(this);
        actions.fill(getViewSite().getActionBars().getToolBarManager());
        getSite().setSelectionProvider(new ReplicaSelection());
        getSite().getPage().addSelectionListener(TuttiPerspective.ENGINES, engineSelection);
        ISelection selected = getSite().getPage().getSelection(TuttiPerspective.ENGINES);
        List<EngineCluster> clusters = EngineSelection.clustersOf(selected);
        EngineTarget first = EngineSelection.engineOf(selected);
        if (first == null) {
            first = EnginesPlugin.getDefault().engines().local();
        }
        show(!clusters.isEmpty() ? new MachineSource.Cluster(clusters.get(0))
                : first != null ? new MachineSource.Engine(first) : new MachineSource.Studio());
    }

    private void selectionChanged(IWorkbenchPart part, ISelection selection) {
        if (!followEngines) {
            return;
        }
        List<EngineCluster> clusters = EngineSelection.clustersOf(selection);
        if (!clusters.isEmpty()) {
            if (!(source instanceof MachineSource.Cluster c) || c.cluster() != clusters.get(0)) {
                show(new MachineSource.Cluster(clusters.get(0)));
            }
            return;
        }
        EngineTarget engine = EngineSelection.engineOf(selection);
        if (engine == null) {
            return;
        }
        if (!(source instanceof MachineSource.Engine e) || e.engine() != engine) {
            show(new MachineSource.Engine(engine));
        }
        if (selection instanceof IStructuredSelection ss && ss.getFirstElement() instanceof ReplicaNode r) {
            selectReplica(r.replica().id(), false);
        }
    }

    // ----- what is shown -----

    public MachineSource source() {
        return source;
    }

    /** What the view says is wrong (a machine that cannot be read), or empty. */
    public String problem() {
        return problem.getText();
    }

    public LoadedMachine loaded() {
        return loaded;
    }

    /** Reads the source's machine off the UI thread, then draws it. */
    public void show(MachineSource next) {
        source = next;
        followEngines = live(next);
        cluster = null;
        preview = null;
        autoFit = true;
        if (canvas.figure() != null) {
            // Replica numbers mean other replicas on another machine.
            canvas.figure().select(-1);
        }
        title.setText(next.title());
        problem.setText("Reading the machine\u2026");
        load(true);
        actions.update();
    }

    /** Asks again (the engine's replicas change; a file may have changed). */
    public void refresh() {
        load(false);
    }

    /** An engine's machine or a cluster's: what runs there changes, so it is asked again now and then. */
    private static boolean live(MachineSource s) {
        return s instanceof MachineSource.Engine || s instanceof MachineSource.Cluster;
    }

    private void load(boolean fresh) {
        MachineSource asked = source;
        int ticket = generation.incrementAndGet();
        Job job = Job.create("Reading " + asked.title(), (IProgressMonitor monitor) -> {
            try {
                Runnable show;
                if (asked instanceof MachineSource.Cluster c) {
                    // Its members each answer for themselves: a cluster's load never fails as a whole.
                    LoadedCluster m = LoadedCluster.load(c);
                    show = () -> loaded(m);
                } else {
                    LoadedMachine m = LoadedMachine.load(asked);
                    show = () -> loaded(m, fresh);
                }
                asyncOnUi(() -> {
                    if (ticket == generation.get() || !fresh && asked == source) {
                        show.run();
                    }
                });
            } catch (MachineUnavailableException e) {
                asyncOnUi(() -> {
                    if (asked == source) {
                        problem.setText(e.getMessage());
                        title.setText(asked.title());
                        problem.getParent().layout();
                        // An engine that is starting, restarting or away: ask again until it answers.
                        scheduleRefresh();
                    }
                });
            }
            return Status.OK_STATUS;
        });
        job.setSystem(!fresh);
        job.schedule();
    }

    private void asyncOnUi(Runnable r) {
        if (!title.isDisposed()) {
            title.getDisplay().asyncExec(() -> {
                if (!title.isDisposed()) {
                    r.run();
                }
            });
        }
    }

    private void loaded(LoadedMachine m, boolean fresh) {
        boolean sameDrawing = !fresh && loaded != null && loaded.source() == m.source() && loaded.running().equals(m.running());
        boolean machineChanged = loaded == null || fresh || loaded.source() != m.source();
        title.setText(m.source().title());
        loaded = m;
        cluster = null;
        problem.setText("");
        problem.getParent().layout();
        if (machineChanged) {
            plans.machine(m);
        }
        if (!sameDrawing) {
            redraw();
        }
        scheduleRefresh();
    }

    private void loaded(LoadedCluster m) {
        boolean sameDrawing = m.drawsAs(cluster);
        title.setText(m.source().title());
        loaded = null;
        cluster = m;
        problem.setText("");
        problem.getParent().layout();
        arrange();
        if (!sameDrawing) {
            redraw();
        }
        scheduleRefresh();
    }

    /** The cluster's machines as last read, or null when the view shows one machine. */
    public LoadedCluster cluster() {
        return cluster;
    }

    /** Shows a plan's preview over the machine instead of what runs; null goes back to what runs. */
    public void preview(Placement placement) {
        preview = placement;
        redraw();
    }

    public Placement shownPlacement() {
        if (loaded == null) {
            return null;
        }
        return preview != null ? preview : loaded.running();
    }

    public DrawingOptions options() {
        return options;
    }

    public void options(DrawingOptions next) {
        options = next;
        redraw();
    }

    void redraw() {
        if (loaded == null && cluster == null) {
            return;
        }
        long start = System.nanoTime();
        legendWidth = canvas.control().getClientArea().width - 8;
        if (cluster != null) {
            canvas.show(sideBySide(cluster));
        } else {
            canvas.show(new Scene(loaded.topology(), options, shownPlacement(), metrics, legendWidth));
        }
        if (autoFit) {
            canvas.fitOrActualSize();
        }
        canvas.control().redraw();
        canvas.control().update();
        lastDrawNanos = System.nanoTime() - start;
        actions.update();
    }

    /** Each member's machine with its replicas, its legend wrapped to the machine's width. */
    private SideBySide sideBySide(LoadedCluster c) {
        List<SideBySide.Part> parts = new java.util.ArrayList<>();
        for (LoadedCluster.Member m : c.members()) {
            parts.add(m.machine() == null ? SideBySide.Part.missing(m.caption(), m.problem())
                    : SideBySide.Part.of(m.caption(), new Scene(m.machine().topology(), options, m.machine().running(), metrics, 1)));
        }
        return new SideBySide(parts, metrics);
    }

    /** How long the last drawing took, from the machine to its pixels on screen. */
    public long lastDrawNanos() {
        return lastDrawNanos;
    }

    private void scheduleRefresh() {
        if (!live(source)) {
            return;
        }
        if (refresher == null) {
            refresher = Job.create("Refreshing replicas", (IProgressMonitor monitor) -> {
                asyncOnUi(() -> {
                    if (live(source) && getSite().getPage().isPartVisible(this)) {
                        refresh();
                    } else if (live(source)) {
                        refresher.schedule(REFRESH_MILLIS);
                    }
                });
                return Status.OK_STATUS;
            });
            refresher.setSystem(true);
        }
        refresher.schedule(REFRESH_MILLIS);
    }

    // ----- replicas selected -----

    private void replicaClicked(int replica) {
        selectReplica(replica, true);
    }

    /** Emphasises a replica; when {@code tell}, the Engines view selects it too. */
    public void selectReplica(int replica, boolean tell) {
        if (canvas.figure() == null) {
            return;
        }
        canvas.figure().select(replica);
        if (tell) {
            ((ReplicaSelection) getSite().getSelectionProvider()).set(replicaNode(replica));
        }
    }

    private ReplicaNode replicaNode(int replica) {
        if (replica < 0 || !(source instanceof MachineSource.Engine e) || loaded == null || preview != null) {
            return null;
        }
        return loaded.replicas().stream().filter(r -> r.id() == replica).findFirst()
                .map(r -> new ReplicaNode(e.engine(), r)).orElse(null);
    }

    public MachineCanvas canvas() {
        return canvas;
    }

    /** The user zooms: the view stops fitting drawings to its size until another machine is shown. */
    void zoomedByHand() {
        autoFit = false;
    }

    public PlanPanel plans() {
        return plans;
    }

    /** The plan beside the drawing when there is room, else the drawing alone (the Plan button shows it). */
    static final int ROOM_FOR_PLAN = 600;

    /**
     * Beside the drawing in a wide view, below it in a tall one; in a small view (the perspective's
     * corner) the drawing alone, or the plan alone when the user asked for it. A fitted drawing
     * fits again.
     */
    private void arrange() {
        org.eclipse.swt.graphics.Rectangle r = sash.getClientArea();
        boolean room = r.width >= ROOM_FOR_PLAN || r.height >= ROOM_FOR_PLAN;
        // A plan is one engine's: a cluster's drawing has the view to itself (a member's row plans it).
        boolean shown = !(source instanceof MachineSource.Cluster) && (planWanted != null ? planWanted : room);
        // Asked for in a view too small for both, the plan takes the view (the Plan button gives the drawing back).
        // SashForm parks the other control at 0x0 without hiding it, and GTK then allocates its
        // spin buttons and scroll bars less than their minimum (a Gtk-CRITICAL at every refresh):
        // a control not shown is hidden, before the sash lays out what is visible.
        plans.control().setVisible(shown);
        canvas.control().setVisible(!shown || room);
        sash.setMaximizedControl(!shown ? canvas.control() : room ? null : plans.control());
        sash.layout(true);
        int orientation = r.width >= r.height * 1.3 ? SWT.HORIZONTAL : SWT.VERTICAL;
        if (sash.getOrientation() != orientation) {
            sash.setOrientation(orientation);
            sash.setWeights(orientation == SWT.HORIZONTAL ? new int[] { 72, 28 } : new int[] { 55, 45 });
        }
        if (autoFit && canvas.drawn()) {
            canvas.control().getDisplay().asyncExec(() -> {
                if (canvas.control().isDisposed()) {
                    return;
                }
                // The legend wraps to the view's width: a new width needs a new scene.
                if (canvas.control().getClientArea().width - 8 != legendWidth) {
                    redraw();
                } else {
                    canvas.fitOrActualSize();
                }
            });
        }
        if (actions != null) {
            actions.update();
        }
    }

    /** Shows or hides the plan beside the drawing whatever the view's size; null: by the view's size. */
    public void showPlan(Boolean shown) {
        planWanted = shown;
        arrange();
    }

    public boolean planShown() {
        return sash.getMaximizedControl() != canvas.control();
    }

    // ----- exports -----

    public byte[] png() {
        return canvas.png();
    }

    public String svg() {
        if (canvas.sideBySide() != null) {
            return SvgWriter.write(canvas.sideBySide(), metrics.fontPixels(), metrics.lineHeight());
        }
        return SvgWriter.write(canvas.figure().scene(), metrics.fontPixels());
    }

    /** Writes off the UI thread. */
    void write(Path file, byte[] bytes) {
        Job.create("Writing " + file.getFileName(), (IProgressMonitor monitor) -> {
            try {
                Files.write(file, bytes);
                return Status.OK_STATUS;
            } catch (java.io.IOException e) {
                return new Status(IStatus.ERROR, "tutti.ui.topology", "Cannot write " + file + ": " + e.getMessage());
            }
        }).schedule();
    }

    void writeSvg(Path file) {
        write(file, svg().getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public void setFocus() {
        canvas.control().setFocus();
    }

    @Override
    public void dispose() {
        generation.incrementAndGet();
        getSite().getPage().removeSelectionListener(TuttiPerspective.ENGINES, engineSelection);
        if (refresher != null) {
            refresher.cancel();
        }
        if (metrics != null) {
            metrics.dispose();
        }
        super.dispose();
    }
}
