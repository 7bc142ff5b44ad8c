package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.part.ISetSelectionTarget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import tutti.bench.experiment.Experiment;
import tutti.bench.experiment.ExperimentRunner;
import tutti.bench.experiment.Plot;
import tutti.bench.experiment.Runs;
import tutti.ui.engines.views.ExperimentFolderTester;
import tutti.ui.engines.views.ExperimentTab;
import tutti.ui.engines.views.ResultsView;

/** The Results view opens the directories {@code tutti experiment run} writes: plots, runs, skipped parts. */
class ExperimentResultsViewTest {

    private static IWorkbenchWindow window;
    private static IWorkbenchPage page;
    private static ResultsView view;
    private static Path experiment;

    /** Time against pool size for two policies, with a published line, and a part it says it skipped. */
    private static final class PoolSweep implements Experiment {
        @Override
        public String name() {
            return "ui-pool-sweep";
        }

        @Override
        public String title() {
            return "Time for the batch by pool size";
        }

        @Override
        public String paper() {
            return "Growth helps only up to 4-6 threads per pool.";
        }

        @Override
        public Map<String, String> defaults(boolean quick) {
            return Map.of("max_threads", "4");
        }

        @Override
        public List<Plot> plots() {
            return List.of(
                    new Plot("ui-time", "Time by pool size", "threads", "threads per pool", "seconds", "seconds", List.of("policy"),
                            List.of(new Plot.Published("paper", List.of(new double[] {1, 1.2}, new double[] {4, 0.5})))),
                    new Plot("ui-throughput", "Throughput by pool size", "threads", "threads per pool", "per_second",
                            "instances/s", List.of("policy"), List.of()));
        }

        @Override
        public void run(Runs runs) {
            for (String policy : List.of("default", "per-core")) {
                for (int t = 1; t <= runs.integer("max_threads"); t++) {
                    for (int i = 0; i < runs.runs(); i++) {
                        double seconds = 1.0 / t + (policy.equals("default") ? 0.05 : 0) + 0.01 * i;
                        runs.record(Map.of("policy", policy, "threads", t, "run", i + 1, "seconds", seconds,
                                "per_second", 128_000 / seconds));
                    }
                }
            }
            runs.skip("local binding", "one NUMA node: remote placement cannot be measured here");
        }
    }

    @BeforeAll
    static void setUp() throws Exception {
        window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        page = window.getActivePage();
        view = (ResultsView) page.showView(ResultsView.ID);
        experiment = Screenshots.folder().resolve("../experiment-pool-sweep");
        ExperimentRunner.run(new PoolSweep(), new ExperimentRunner.Options(true, 3, 0, Map.of(), experiment, s -> { }));
    }

    @AfterAll
    static void tearDown() {
        for (ExperimentTab t : view.experiments()) {
            t.item().dispose();
        }
    }

    private static ExperimentTab open(Path dir) {
        int before = view.experiments().size();
        Job job = view.openExperiment(dir);
        assertTrue(UiWait.until(() -> job.getResult() != null, 30_000), "the experiment was read");
        assertTrue(job.getResult().isOK(), job.getResult().getMessage());
        assertTrue(UiWait.until(() -> view.tabs().getSelection() != null && view.tabs().getSelection().getData() instanceof ExperimentTab t
                && t.results().directory().equals(dir.toAbsolutePath().normalize()), 5000), "its tab is shown");
        assertTrue(view.experiments().size() <= before + 1);
        return (ExperimentTab) view.tabs().getSelection().getData();
    }

    @Test
    void anExperimentsPlotsAndRunsOpenInATabOfTheResultsView() throws Exception {
        ExperimentTab tab = open(experiment);
        assertEquals("experiment-pool-sweep", tab.item().getText());
        List<String> header = Files.readAllLines(experiment.resolve("results.csv")).get(0).lines().toList();
        List<String> columns = Arrays.stream(tab.runs().getTable().getColumns()).map(c -> c.getText()).toList();
        assertEquals(List.of(header.get(0).split(",")), columns, "a column per CSV column");
        assertEquals(2 * 4 * 3, tab.runs().getTable().getItemCount(), "a row per run");
        assertEquals(List.of("Time by pool size", "Throughput by pool size"), Arrays.asList(tab.plotChoice().getItems()));
        assertEquals(0, tab.plotChoice().getSelectionIndex(), "the first plot is shown");
        assertNotNull(tab.chosenImage());
        assertEquals(900, tab.chosenImage().getBounds().width, "the PNG the experiment drew");
        Label skipped = Widgets.byId(view.tabs(), Label.class, "experiment.skipped");
        assertTrue(skipped.getText().contains("one NUMA node: remote placement cannot be measured here"), skipped.getText());
        page.activate(view);
        // As a user reading plots does: the view maximized (it shares the bottom of the perspective with three others).
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        Screenshots.pointerAway(window.getShell());
        shot("results-experiment-1-time");
        assertTrue(colours(tab) > 20, "the canvas shows the plot, not an empty area: " + tab.plot().getSize());
        tab.plotChoice().select(1);
        tab.plotChoice().notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
        UiWait.settle(200);
        assertEquals(1, tab.plotChoice().getSelectionIndex());
        shot("results-experiment-2-throughput");
        assertTrue(colours(tab) > 20, "the second plot is drawn too: " + tab.plot().getSize());
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
        page.showView(ResultsView.ID);
        shot("results-experiment-3-in-perspective");
        // In its slot of the perspective (too small for both), the plot alone; never a table with no row.
        assertTrue(tab.plot().isVisible() && tab.plot().getSize().y > 0, "the plot is shown: " + tab.plot().getSize());
        Table runs = tab.runs().getTable();
        assertTrue(!runs.isVisible() || Widgets.rowsInSight(runs) >= 2, "the runs show rows or wait for room: " + runs.getSize());
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        UiWait.settle(200);
        assertTrue(runs.isVisible() && Widgets.rowsInSight(runs) >= 2, "maximized, the runs are back: " + runs.getSize());
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);

        // Opened again (after another run), it is read anew in the same tab.
        ExperimentTab again = open(experiment);
        assertEquals(1, view.experiments().stream().filter(t -> t.results().directory().equals(again.results().directory())).count(),
                "one tab per directory");
        assertEquals(24, again.runs().getTable().getItemCount());

        // The open experiments are what the view remembers for the next start.
        org.eclipse.ui.XMLMemento memento = org.eclipse.ui.XMLMemento.createWriteRoot("results");
        view.saveState(memento);
        List<String> remembered = Arrays.stream(memento.getChildren("experiment")).map(m -> m.getTextData()).toList();
        assertTrue(remembered.contains(again.results().directory().toString()), remembered.toString());
    }

    @Test
    void aDirectoryWithoutResultsIsRefusedWithTheReason() throws Exception {
        Path empty = Files.createTempDirectory("not-an-experiment");
        List<String> said = new ArrayList<>();
        Widgets.answer("Open Experiment", s -> {
            Widgets.find(s, Label.class, l -> l.getText().contains("results.csv")).getText().lines().forEach(said::add);
            Widgets.press(Widgets.button(s, "OK"));
        });
        int before = view.experiments().size();
        Job job = view.openExperiment(empty);
        assertTrue(UiWait.until(() -> job.getResult() != null && !said.isEmpty(), 30_000), "the refusal was shown");
        assertTrue(String.join(" ", said).contains("holds no results.csv") && String.join(" ", said).contains("tutti experiment run"),
                said.toString());
        assertEquals(before, view.experiments().size(), "no tab for it");
    }

    @Test
    void aWorkspaceFolderWithResultsOpensFromItsContextMenuCommand() throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("experiments-test");
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        IFolder folder = project.getFolder("replicas");
        if (!folder.exists()) {
            folder.create(true, true, null);
        }
        IFolder other = project.getFolder("other");
        if (!other.exists()) {
            other.create(true, true, null);
        }
        for (String f : List.of("results.csv", "report.md", "ui-time.png", "ui-time.svg")) {
            Files.copy(experiment.resolve(f), folder.getLocation().toPath().resolve(f), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        folder.refreshLocal(IResource.DEPTH_ONE, null);
        ExperimentFolderTester tester = new ExperimentFolderTester();
        assertTrue(tester.test(folder, "experiment", new Object[0], null), "a folder with results.csv is an experiment's");
        assertTrue(!tester.test(other, "experiment", new Object[0], null), "a folder without is not");

        // As from the Project Explorer's context menu: the folder selected there, the command run on it.
        IViewPart explorer = page.showView(IPageLayout.ID_PROJECT_EXPLORER);
        ((ISetSelectionTarget) explorer).selectReveal(new StructuredSelection(folder));
        page.activate(explorer);
        UiWait.settle(200);
        Object reading = PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand("tutti.ui.engines.openExperiment", null);
        assertTrue(reading instanceof List<?> jobs && jobs.size() == 1, "one folder, one Job reading it: " + reading);
        Job job = (Job) ((List<?>) reading).get(0);
        assertTrue(UiWait.until(() -> job.getResult() != null, 30_000), "the folder was read");
        assertTrue(job.getResult().isOK(), job.getResult().getMessage());
        Path dir = folder.getLocation().toPath().toAbsolutePath().normalize();
        assertTrue(UiWait.until(() -> view.experiments().stream().anyMatch(t -> t.results().directory().equals(dir)), 30_000),
                "the folder opened in the Results view");
        ExperimentTab tab = view.experiments().stream().filter(t -> t.results().directory().equals(dir)).findFirst().orElseThrow();
        assertEquals(List.of("Time by pool size"), Arrays.asList(tab.plotChoice().getItems()), "the plots it holds");
    }

    /** Distinct colours the canvas paints: a chart has many, an empty canvas one. */
    private static int colours(ExperimentTab tab) {
        org.eclipse.swt.graphics.Point size = tab.plot().getSize();
        assertTrue(size.x > 0 && size.y > 0, "the plot has room: " + size + ", the view " + view.tabs().getSize());
        Image image = new Image(tab.plot().getDisplay(), size.x, size.y);
        GC gc = new GC(image);
        try {
            tab.plot().print(gc);
        } finally {
            gc.dispose();
        }
        ImageData data = image.getImageData();
        image.dispose();
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < data.height; y += 3) {
            for (int x = 0; x < data.width; x += 3) {
                seen.add(data.getPixel(x, y));
            }
        }
        return seen.size();
    }

    private static void shot(String name) throws Exception {
        UiWait.settle(150);
        Screenshots.shell(window.getShell(), name);
    }

}
