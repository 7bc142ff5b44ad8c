package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.eclipse.jface.viewers.StructuredSelection;

import tutti.client.ReplicaInfo;
import tutti.cluster.Plan;
import tutti.cluster.PlanException;
import tutti.cluster.PlanOptions;
import tutti.cluster.Planner;
import tutti.cluster.ReplicaPlan;
import tutti.overseer.IndexSet;
import tutti.overseer.ObjectType;
import tutti.overseer.PaperMachine;
import tutti.overseer.Topology;
import tutti.ui.engines.EngineJobs;
import tutti.ui.engines.EngineRegistry;
import tutti.ui.engines.EngineState;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.LocalEngine;
import tutti.ui.engines.views.EnginesView;
import tutti.ui.engines.views.ReplicaNode;
import tutti.ui.topology.MachineSource;
import tutti.ui.topology.TopologyView;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;

import tutti.ui.topology.draw.BoxFigure;
import tutti.ui.topology.draw.Scene;
import tutti.ui.topology.draw.SceneFigure;
import tutti.ui.topology.draw.SwtMetrics;
import tutti.ui.topology.layout.BoxKind;
import tutti.ui.topology.layout.DrawingOptions;
import tutti.ui.topology.overlay.PlacedReplica;
import tutti.ui.topology.overlay.Placement;

/**
 * The Topology view on described machines: the papers' four, an SMT machine, a 512-PU server and
 * this VM drawn box for box, folding, the plan preview's colours against the planner, exports.
 */
class TopologyViewTest {

    static final String SMT = "pack:2 [numa(memory=16GiB)] l3:1(size=12MiB) l2:4(size=1MiB) l1d:1(size=32KiB) core:1 pu:2";
    static final String BIG = "pack:8 die:2 [numa(memory=32GiB)] l3:1(size=32MiB) l2:16(size=1MiB) l1d:1(size=48KiB) core:1 pu:2";

    private static IWorkbenchPage page;
    private static TopologyView view;

    @BeforeAll
    static void open() throws Exception {
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        view = (TopologyView) page.showView(TopologyView.ID);
        // Room to see it, as a user would maximise it.
        page.toggleZoom(page.getReference(view));
        UiWait.settle(300);
    }

    @AfterAll
    static void close() {
        page.toggleZoom(page.getReference(view));
    }

    private static Topology show(MachineSource source, DrawingOptions options) {
        view.options(options);
        view.show(source);
        assertTrue(UiWait.until(() -> view.loaded() != null && view.loaded().source().equals(source)
                && view.canvas().figure() != null && view.canvas().figure().scene().topology() == view.loaded().topology(), 20_000),
                "drew " + source.title() + "; the view says: " + view.plans().message());
        return view.loaded().topology();
    }

    /** What the user sees now: events handled and painted first. */
    static void shot(String name) throws java.io.IOException {
        UiWait.settle(250);
        Screenshots.shell(view.getSite().getShell(), name);
    }

    private static Map<ObjectType, Integer> drawnObjects() {
        Map<ObjectType, Integer> counts = new TreeMap<>();
        for (BoxFigure f : view.canvas().figure().boxes()) {
            if (f.box().object() != null) {
                counts.merge(f.box().object().type(), 1, Integer::sum);
            }
        }
        return counts;
    }

    private static Map<ObjectType, Integer> objects(Topology t) {
        Map<ObjectType, Integer> counts = new TreeMap<>();
        for (ObjectType type : ObjectType.values()) {
            if (!t.objects(type).isEmpty()) {
                counts.put(type, t.objects(type).size());
            }
        }
        return counts;
    }

    private static List<String> labels(BoxKind kind) {
        return view.canvas().figure().boxes().stream().filter(f -> f.box().kind() == kind).map(f -> f.box().lines().get(0))
                .toList();
    }

    private static long folded() {
        return view.canvas().figure().boxes().stream().filter(f -> f.box().kind() == BoxKind.FOLDED).count();
    }

    @Test
    void everyObjectOfEachMachineIsDrawnOnceUnfolded() throws Exception {
        Map<String, MachineSource> machines = new LinkedHashMap<>();
        for (PaperMachine m : PaperMachine.values()) {
            machines.put(m.title(), new MachineSource.Paper(m));
        }
        machines.put("smt", new MachineSource.Synthetic(SMT));
        machines.put("this-vm", new MachineSource.Studio());
        for (Map.Entry<String, MachineSource> e : machines.entrySet()) {
            Topology t = show(e.getValue(), new DrawingOptions(false, false));
            assertEquals(objects(t), drawnObjects(), e.getKey() + ": one box per object of each kind");
            assertEquals(0, folded(), e.getKey());
            view.preview(null);
            UiWait.settle(100);
            shot("topology-" + e.getKey().toLowerCase());
            Files.write(Screenshots.folder().resolve("topology-" + e.getKey().toLowerCase() + "-export.png"), view.png());
        }
    }

    @Test
    void anHwlocXmlFileIsDrawnAsTheMachineItDescribes(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path xml = dir.resolve("p7-32.xml");
        Files.writeString(xml, tutti.overseer.Overseer.exportXml(PaperMachine.P7_32.source()));
        Topology t = show(new MachineSource.Xml(xml), new DrawingOptions(false, false));
        assertEquals(objects(tutti.overseer.Overseer.topology(PaperMachine.P7_32.source())), drawnObjects());
        assertEquals(32, t.pus().size());
        assertTrue(view.canvas().figure().scene().legend().get(0).text().startsWith("preview: 4 replicas, numa"),
                "a described machine shows at once what auto would do there");
        view.show(new MachineSource.Xml(dir.resolve("missing.xml")));
        assertTrue(UiWait.until(() -> view.problem().contains("missing.xml"), 10_000), view.problem());
        assertTrue(view.problem().startsWith("Cannot read the hwloc XML file"), view.problem());
    }

    @Test
    void aFiveHundredTwelvePuServerFoldsAsLstopoDoes() throws Exception {
        Topology t = show(new MachineSource.Synthetic(BIG), DrawingOptions.defaults());
        assertEquals(512, t.pus().size());
        Map<ObjectType, Integer> drawn = drawnObjects();
        // 8 packages: first, "… 6 more", last; each drawn package's 2 dies whole; 16 L2 per L3: first, "… 14 more", last.
        assertEquals(2, drawn.get(ObjectType.PACKAGE));
        assertEquals(4, drawn.get(ObjectType.DIE));
        assertEquals(4, drawn.get(ObjectType.NUMANODE));
        assertEquals(4, drawn.get(ObjectType.L3CACHE));
        assertEquals(8, drawn.get(ObjectType.L2CACHE));
        assertEquals(8, drawn.get(ObjectType.CORE));
        assertEquals(16, drawn.get(ObjectType.PU));
        assertEquals(5, folded());
        List<String> markers = view.canvas().figure().boxes().stream().filter(f -> f.box().kind() == BoxKind.FOLDED)
                .map(f -> f.box().lines().get(0)).sorted().toList();
        assertEquals(List.of("\u2026 14 more", "\u2026 14 more", "\u2026 14 more", "\u2026 14 more", "\u2026 6 more"), markers);
        shot("topology-512pu-folded");
        assertEquals(List.of("PU P#0", "PU P#1", "PU P#30"), labels(BoxKind.PU).subList(0, 3));
        view.options(new DrawingOptions(true, true));
        assertEquals(List.of("PU L#0", "PU L#1", "PU L#30"), labels(BoxKind.PU).subList(0, 3), "hwloc's logical indexes");
        assertEquals("L3 L#0 (32MB)", labels(BoxKind.CACHE).get(0));
        assertEquals("Package L#7", labels(BoxKind.PACKAGE).get(1));
        view.options(new DrawingOptions(false, false));
        assertEquals(objects(t), drawnObjects(), "unfolded, every object is drawn");
        shot("topology-512pu-unfolded");
        String svg = view.svg();
        assertEquals(t.pus().size(), svg.split("<g class=\"pu\">", -1).length - 1, "the SVG has every PU too");
        Files.writeString(Screenshots.folder().resolve("topology-512pu.svg"), svg, StandardCharsets.UTF_8);
    }

    @Test
    void thePreviewColoursExactlyThePlannersCpus() throws Exception {
        for (PaperMachine m : PaperMachine.values()) {
            Topology t = show(new MachineSource.Paper(m), new DrawingOptions(false, false));
            for (String strategy : List.of("auto", "numa", "cache:L3", "count:3")) {
                view.plans().choose(strategy, "shared", "default");
                Map<String, Object> options = new LinkedHashMap<>(Map.of("replicas", strategy, "binding", "shared", "threads",
                        "default"));
                Plan expected;
                try {
                    expected = Planner.plan(t, PlanOptions.request(options, 0));
                } catch (PlanException e) {
                    assertEquals(e.getMessage(), view.plans().message(), m.title() + " " + strategy);
                    assertTrue(colouredCpus().isEmpty(), "a refused plan colours nothing");
                    continue;
                }
                Map<Integer, IndexSet> planned = new TreeMap<>();
                for (ReplicaPlan r : expected.replicas()) {
                    planned.put(r.index(), r.cpus());
                }
                assertEquals(planned, colouredCpus(), m.title() + " " + strategy);
                if (strategy.equals("auto")) {
                    shot("topology-" + m.title().toLowerCase() + "-auto");
                }
            }
        }
    }

    /** Each replica's CPUs as the drawing colours them. */
    private static Map<Integer, IndexSet> colouredCpus() {
        Map<Integer, List<Integer>> cpus = new TreeMap<>();
        for (BoxFigure f : view.canvas().figure().boxes()) {
            if (f.box().kind() == BoxKind.PU) {
                for (int r : f.look().fills()) {
                    cpus.computeIfAbsent(r, k -> new ArrayList<>()).add(f.box().object().osIndex());
                }
            }
        }
        Map<Integer, IndexSet> out = new TreeMap<>();
        cpus.forEach((r, list) -> out.put(r, IndexSet.of(list.stream().mapToInt(Integer::intValue).toArray())));
        return out;
    }

    @Test
    void exportGivesTheShellLinesHaproxyAndKubernetesOfThePreviewedPlan() throws Exception {
        show(new MachineSource.Paper(PaperMachine.NEHALEM_24), DrawingOptions.defaults());
        view.plans().choose("numa", "local", "per-core");
        List<String> seen = new ArrayList<>();
        org.eclipse.swt.widgets.Display display = view.getSite().getShell().getDisplay();
        Runnable answer = new Runnable() {
            @Override
            public void run() {
                org.eclipse.swt.widgets.Shell s = Widgets.shell("Export plan: 4 replicas, numa");
                if (s == null) {
                    display.timerExec(100, this);
                    return;
                }
                org.eclipse.swt.widgets.Text text = Widgets.byId(s, org.eclipse.swt.widgets.Text.class, "export.text");
                seen.add(text.getText());
                for (String kind : List.of("haproxy", "kubernetes")) {
                    org.eclipse.swt.widgets.Button radio = Widgets.byId(s, org.eclipse.swt.widgets.Button.class, "export." + kind);
                    radio.setSelection(true);
                    Widgets.press(radio);
                    seen.add(text.getText());
                }
                try {
                    Screenshots.shell(s, "topology-plan-export");
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                Widgets.press(Widgets.button(s, "Close"));
            }
        };
        display.timerExec(100, answer);
        Widgets.press(Widgets.byId(view.plans().control(), org.eclipse.swt.widgets.Button.class, "plan.export"));
        assertEquals(3, seen.size(), seen.toString());
        assertTrue(seen.get(0).contains("$TUTTI_HOME/bin/tutti engine --port 8686 --replicas numa --binding local --threads per-core"),
                seen.get(0));
        assertTrue(seen.get(1).contains("frontend tutti") && seen.get(1).contains("server replica_3 127.0.0.1:8690"), seen.get(1));
        assertTrue(seen.get(2).contains("kind: Pod") && seen.get(2).contains("name: tutti-replica-3"), seen.get(2));
    }

    @Test
    void inThePerspectivesCornerThePlanTakesTheViewWhenAskedAndCanBeHidden() throws Exception {
        show(new MachineSource.Paper(PaperMachine.OPTERON_12), DrawingOptions.defaults());
        page.toggleZoom(page.getReference(view));
        try {
            UiWait.settle(300);
            org.eclipse.swt.custom.SashForm sash = (org.eclipse.swt.custom.SashForm) view.canvas().control().getParent();
            org.eclipse.swt.graphics.Rectangle area = sash.getClientArea();
            assertTrue(area.width < 600 && area.height < 600, "the perspective's corner: " + area);
            assertEquals(view.canvas().control(), sash.getMaximizedControl(), "a small view shows the drawing alone");
            double zoom = view.canvas().zoom();
            assertTrue(zoom < 1, "fitted to the corner: " + zoom);
            shot("topology-in-perspective");
            view.showPlan(true);
            UiWait.settle(100);
            assertEquals(view.plans().control(), sash.getMaximizedControl(), "the Plan button gives the small view to the plan");
            assertTrue(view.planShown());
            shot("topology-in-perspective-with-plan");
            view.showPlan(null);
        } finally {
            page.toggleZoom(page.getReference(view));
            UiWait.settle(300);
        }
        org.eclipse.swt.custom.SashForm sash = (org.eclipse.swt.custom.SashForm) view.canvas().control().getParent();
        assertEquals(org.eclipse.swt.SWT.HORIZONTAL, sash.getOrientation(), "maximised, the plan is beside the drawing");
    }

    @Test
    void threadBadgesSitOnTheCoresThePolicyPinsThemTo() throws Exception {
        show(new MachineSource.Synthetic(SMT), new DrawingOptions(false, false));
        view.plans().choose("numa", "shared", "per-core");
        List<String> notes = view.canvas().figure().boxes().stream().filter(f -> f.box().note() != null)
                .map(f -> f.box().object().label() + ": " + f.box().note()).toList();
        // 8 PUs per node, 12 threads each by default (4 Kernels, 8 Invokers), per core from the node's first core.
        assertEquals(8, notes.size(), notes.toString());
        assertEquals("Core L#0: K0 I0 I4", notes.get(0), notes.toString());
        shot("topology-smt-per-core");
    }

    @Test
    void applyingAPlanOnTheLocalEngineStartsThePreviewedReplicas() throws Exception {
        EngineRegistry engines = EnginesPlugin.getDefault().engines();
        LocalEngine local = engines.local();
        // Other test classes may have left it running (as a lone engine): it is left as it was found.
        boolean wasUp = local.status().state() == EngineState.UP;
        EnginesView enginesView = (EnginesView) page.showView(EnginesView.ID);
        page.activate(view);
        try {
            if (!wasUp) {
                EngineJobs.start(local);
            }
            assertTrue(UiWait.until(() -> local.status().state() == EngineState.UP, 60_000), local.status().toString());
            Topology t = show(new MachineSource.Engine(local), new DrawingOptions(false, false));
            assertEquals(1, view.shownPlacement().replicas().size(), "a lone engine is one replica: " + view.shownPlacement());
            assertEquals(Map.of(0, t.cpuset()), colouredCpus(), "unbound: on every CPU it may use");
            shot("topology-local-engine-lone");

            view.plans().choose("count:2", "shared", "default");
            Map<Integer, IndexSet> preview = colouredCpus();
            assertEquals(2, preview.size(), preview.toString());
            shot("topology-local-engine-preview");
            long clicked = System.nanoTime();
            Widgets.press(Widgets.byId(view.plans().control(), org.eclipse.swt.widgets.Button.class, "plan.apply"));
            assertTrue(UiWait.until(() -> view.plans().message().startsWith("Applied"), 120_000), view.plans().message());
            double seconds = (System.nanoTime() - clicked) / 1e9;
            List<ReplicaInfo> replicas = local.client().replicas();
            Map<Integer, IndexSet> running = new TreeMap<>();
            for (ReplicaInfo r : replicas) {
                running.put(r.id(), IndexSet.parse((String) r.json().get("plannedCpus")));
                assertEquals("up", r.state(), r.toString());
                assertEquals(r.json().get("plannedCpus"), r.json().get("cpus"), "bound as planned, read back: " + r.json());
            }
            assertEquals(preview, running, "GET /replicas has the preview's CPUs");
            assertTrue(UiWait.until(() -> !view.shownPlacement().preview() && view.shownPlacement().replicas().size() == 2, 10_000),
                    "the drawing shows what runs: " + view.shownPlacement());
            assertEquals(preview, colouredCpus());
            // Each replica's row follows the live stream, as its engine's does: not the list of replicas asked every 10 s.
            assertTrue(UiWait.until(() -> local.status().replicasInFlight().keySet().equals(java.util.Set.of(0, 1)), 15_000),
                    "both replicas' in-flight counts come from the stream: " + local.status().replicasInFlight());
            Benchmarks.append("plan-apply.csv", String.format("local engine, lone -> count:2 (click to replicas healthy, s),%.2f%n",
                    seconds));
            shot("topology-local-engine-applied");

            // A replica clicked on the machine is selected in the Engines view, and the other way round.
            view.selectReplica(1, true);
            assertTrue(UiWait.until(() -> enginesView.viewer().getStructuredSelection().getFirstElement() instanceof ReplicaNode r
                    && r.replica().id() == 1, 10_000), "Engines view selects replica 1: "
                            + enginesView.viewer().getStructuredSelection());
            ReplicaNode zero = new ReplicaNode(local, replicas.get(0));
            enginesView.viewer().setSelection(new StructuredSelection(zero), true);
            assertTrue(UiWait.until(() -> view.canvas().figure().selected() == 0, 5000));
            shot("topology-local-engine-selected");
            page.toggleZoom(page.getReference(view));
            try {
                enginesView.viewer().expandAll();
                shot("topology-engines-view-replicas");
            } finally {
                page.toggleZoom(page.getReference(view));
            }
        } finally {
            LoneEngine.restore(local, wasUp);
        }
    }

    @Test
    void downReplicasAreHatchedWrongBindingsMarkedAndDisallowedCpusGreyed() throws Exception {
        Topology t = show(new MachineSource.Synthetic(SMT), new DrawingOptions(false, false));
        // Replica 0 up but bound by the kernel to 0-5 where its plan said 0-3; replica 1 down; CPUs 12-15 not allowed.
        PlacedReplica up = new PlacedReplica(0, "part 0 of 2", IndexSet.range(0, 3), IndexSet.of(0), IndexSet.range(0, 5), "up",
                4242, 40001, 0, 1, 2, List.of());
        PlacedReplica down = new PlacedReplica(1, "part 1 of 2", IndexSet.range(8, 11), IndexSet.of(1), null, "down", -1, 0, 3, 1,
                2, List.of());
        view.preview(new Placement("running: test", false, IndexSet.range(0, 11), List.of(up, down)));
        for (BoxFigure f : view.canvas().figure().boxes()) {
            if (f.box().kind() != BoxKind.PU) {
                continue;
            }
            int cpu = f.box().object().osIndex();
            assertEquals(cpu >= 8 && cpu <= 11, f.look().hatched(), "PU " + cpu + " hatched only for the down replica");
            assertEquals(cpu >= 12, f.look().greyed(), "PU " + cpu + " greyed outside the allowed CPUs");
            assertEquals(cpu == 4 || cpu == 5, f.look().warning(), "PU " + cpu + ": bound but not planned");
        }
        List<String> legend = view.canvas().figure().scene().legend().stream().map(l -> l.text()).toList();
        assertTrue(legend.contains("\u26a0 replica 0 is bound to CPUs 0-5 but planned on 0-3"), legend.toString());
        assertTrue(legend.stream().anyMatch(l -> l.startsWith("replica 1 \u00b7 part 1 of 2") && l.contains("down, 3 restarts")),
                legend.toString());
        assertEquals(2, view.canvas().figure().boxes().stream().filter(f -> f.box().kind() == BoxKind.NUMANODE)
                .filter(f -> !f.look().outlines().isEmpty()).count(), "each replica's memory node outlined");
        shot("topology-smt-down-warning-greyed");
        Files.writeString(Screenshots.folder().resolve("topology-smt-down-warning-greyed.svg"), view.svg());
        assertTrue(view.svg().contains("url(#down)") && view.svg().contains("\u26a0"));
        view.preview(null);
    }

    @Test
    void drawingTimes() throws Exception {
        StringBuilder csv = new StringBuilder("machine,pus,boxes,on_screen_median_ms,full_render_median_ms,full_render_max_ms\n");
        Map<String, MachineSource> machines = new LinkedHashMap<>();
        machines.put("this-vm", new MachineSource.Studio());
        machines.put("nehalem-24", new MachineSource.Paper(PaperMachine.NEHALEM_24));
        machines.put("512-pu", new MachineSource.Synthetic(BIG));
        machines.put("512-pu-unfolded", new MachineSource.Synthetic(BIG));
        SwtMetrics metrics = new SwtMetrics(view.canvas().control());
        try {
            for (Map.Entry<String, MachineSource> e : machines.entrySet()) {
                DrawingOptions options = e.getKey().endsWith("unfolded") ? new DrawingOptions(false, false) : DrawingOptions.defaults();
                Topology t = show(e.getValue(), options);
                long[] screen = new long[9];
                long[] full = new long[9];
                for (int i = 0; i < screen.length; i++) {
                    view.options(options);
                    screen[i] = view.lastDrawNanos();
                    full[i] = fullRender(t, options, metrics);
                }
                Arrays.sort(screen);
                Arrays.sort(full);
                csv.append(e.getKey()).append(',').append(t.pus().size()).append(',')
                        .append(view.canvas().figure().boxes().size()).append(',')
                        .append(String.format("%.1f,%.1f,%.1f%n", screen[screen.length / 2] / 1e6, full[full.length / 2] / 1e6,
                                full[full.length - 1] / 1e6));
            }
        } finally {
            metrics.dispose();
        }
        Benchmarks.write("topology-draw.csv", csv.toString());
    }

    /** From the machine to every pixel of the drawing at 100 %: layout, figures, a paint of the whole scene off screen. */
    private static long fullRender(Topology t, DrawingOptions options, SwtMetrics metrics) {
        long start = System.nanoTime();
        Scene scene = new Scene(t, options, view.shownPlacement(), metrics);
        SceneFigure figure = new SceneFigure(scene);
        Image image = new Image(view.canvas().control().getDisplay(), scene.width(), scene.height());
        GC gc = new GC(image);
        try {
            gc.setFont(view.canvas().control().getFont());
            SWTGraphics g = new SWTGraphics(gc);
            figure.paint(g);
            g.dispose();
            return System.nanoTime() - start;
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
