package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.Test;

import tutti.client.BatchRequest;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.editor.figures.TaskFigure;
import tutti.ui.editor.wizards.NewProjectWizard;
import tutti.ui.engines.BatchResults;
import tutti.ui.engines.EngineState;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.LocalEngine;
import tutti.ui.engines.deploy.DeployHandler;
import tutti.ui.engines.deploy.DeployJob;
import tutti.ui.engines.views.DeploymentNode;
import tutti.ui.engines.views.EnginesView;
import tutti.ui.engines.views.ResultsView;
import tutti.ui.monitor.ChartPanel;
import tutti.ui.monitor.MonitorView;
import tutti.ui.monitor.overlay.LiveOverlay;
import tutti.ui.topology.MachineSource;
import tutti.ui.topology.TopologyView;

/**
 * The first hour of a new user, in one go and through the same widgets: a project with the samples,
 * the local engine started from the Engines view, Deploy from the editor, Run and Run Batch from the
 * deployment's row, a two-replica plan applied in the Topology view, the Monitor during a long batch
 * and the diagram's live statistics. Each step saves a screenshot of the whole window
 * ({@code tour-N-*.png}), dialogs included, at the 1600x1000 the tour was first tried at.
 */
class NewUserTourTest {

    private static final String PROJECT = "tour";
    private static final String ROW = "Benchmark 1.0.0";

    private final IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
    private final IWorkbenchPage page = window.getActivePage();
    private final Shell shell = window.getShell();
    private final LocalEngine local = EnginesPlugin.getDefault().engines().local();

    @Test
    void sampleProjectDeployRunBatchTopologyMonitorAndOverlay() throws Exception {
        Rectangle before = shell.getBounds();
        boolean wasUp = local.status().state() == EngineState.UP;
        Thread longBatch = null;
        try {
            shell.setMaximized(false);
            shell.setBounds(0, 0, 1600, 1000);
            for (org.eclipse.ui.IViewReference view : page.getViewReferences()) {
                page.hideView(view);
            }
            page.resetPerspective();
            UiWait.settle(300);

            // 1. File > New > Tutti Project: the samples, the Benchmark workflow open.
            NewProjectWizard newProject = new NewProjectWizard();
            newProject.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
            WizardDialog wizard = new WizardDialog(shell, newProject);
            wizard.setBlockOnOpen(false);
            wizard.open();
            Text name = Widgets.find(wizard.getShell(), Text.class, t -> true);
            name.setText(PROJECT);
            UiWait.settle(200);
            shot("tour-1-new-project");
            Widgets.press(Widgets.button(wizard.getShell(), "Finish"));
            assertTrue(UiWait.until(() -> page.getActiveEditor() instanceof CompositionEditor, 10_000), "the Benchmark opens");
            CompositionEditor editor = (CompositionEditor) page.getActiveEditor();
            assertEquals("Benchmark", editor.composition().getName());
            shot("tour-2-sample-open");

            // 2. The local engine (the Studio starts it at launch; these tests start it as a user would).
            EnginesView engines = (EnginesView) page.showView(EnginesView.ID);
            if (!wasUp) {
                engines.viewer().setSelection(new StructuredSelection(local));
                engines.action("start").run();
            }
            assertTrue(UiWait.until(() -> local.status().state() == EngineState.UP, 60_000), local.status().toString());
            TopologyView corner = (TopologyView) page.findView(TopologyView.ID);
            assertTrue(UiWait.until(() -> corner.loaded() != null, 6_000),
                    "the Topology view draws the engine's machine once it is Up: " + corner.plans().message());
            page.activate(editor);

            // 3. Deploy: the editor's button runs this command.
            DeployJob previous = DeployHandler.lastJob();
            window.getService(IHandlerService.class).executeCommand("tutti.ui.engines.deploy", null);
            DeployJob deploy = DeployHandler.lastJob();
            assertTrue(deploy != previous, "Deploy started");
            assertTrue(UiWait.until(() -> deploy.lastReport() != null, 90_000), "the deploy ended");
            assertTrue(deploy.lastReport().ok(), deploy.lastReport().summary());
            assertTrue(UiWait.until(() -> row(engines) != null, 10_000), "the deployment is listed under the local engine");
            shot("tour-3-deployed");

            // 4. Run... on the deployment's row: inputs typed, outputs shown.
            engines.viewer().setSelection(new StructuredSelection(row(engines).getData()), true);
            AtomicReference<String> runResult = new AtomicReference<>();
            Widgets.answer("Run Benchmark", d -> {
                Widgets.byId(d, Text.class, "input.order").setText("abcdef");
                Widgets.press(Widgets.button(d, "Run"));
                Text result = Widgets.byId(d, Text.class, "result");
                UiWait.until(() -> result.getText().contains("completed"), 10_000);
                runResult.set(result.getText());
                shotQuietly("tour-4-run");
                Widgets.press(Widgets.button(d, "Close"));
            });
            engines.action("run").run();
            assertNotNull(runResult.get(), "the Run dialog answered");
            assertTrue(runResult.get().contains("{\"result\":\"defabc\"}"), runResult.get());

            // 5. Run Batch...: a row in the Results view, selected.
            int runs = BatchResults.get().runs().size();
            Widgets.answer("Run Batch of Benchmark", d -> {
                Widgets.byId(d, Spinner.class, "count").setSelection(20_000);
                Widgets.byId(d, Text.class, "input.order").setText("abcdef");
                shotQuietly("tour-5-batch-dialog");
                Widgets.press(Widgets.button(d, "Run Batch"));
            });
            engines.action("batch").run();
            assertTrue(UiWait.until(() -> BatchResults.get().runs().size() == runs + 1, 120_000), "the batch became a run");
            BatchResults.Run run = BatchResults.get().runs().get(runs);
            assertEquals(20_000, run.report().completed());
            ResultsView results = (ResultsView) page.findView(ResultsView.ID);
            assertNotNull(results, "the Results view shows");
            assertTrue(UiWait.until(() -> results.runs().getStructuredSelection().getFirstElement() == run, 5000),
                    "the new run is selected");
            shot("tour-6-results");

            // 6. Topology: the local engine's machine (shown from the start), count:2 previewed, Apply.
            TopologyView topology = (TopologyView) page.showView(TopologyView.ID);
            MachineSource.Engine machine = new MachineSource.Engine(local);
            if (topology.loaded() == null || !topology.loaded().source().equals(machine)) {
                topology.show(machine);
            }
            assertTrue(UiWait.until(() -> topology.loaded() != null && topology.loaded().source().equals(machine)
                    && topology.canvas().figure() != null && topology.shownPlacement().replicas().size() == 1, 20_000),
                    topology.plans().message());
            topology.showPlan(true);
            topology.plans().choose("count:2", "shared", "default");
            assertTrue(UiWait.until(() -> topology.shownPlacement().preview() && topology.shownPlacement().replicas().size() == 2,
                    10_000), topology.plans().message());
            shot("tour-7-topology-preview");
            Widgets.press(Widgets.byId(topology.plans().control(), Button.class, "plan.apply"));
            assertTrue(UiWait.until(() -> topology.plans().message().startsWith("Applied"), 120_000), topology.plans().message());
            assertEquals(2, local.client().replicas().size());
            assertTrue(UiWait.until(() -> local.status().replicasInFlight().size() == 2, 15_000), "both replicas stream");
            assertTrue(UiWait.until(() -> rowsUnder(engines, "replica ") == 2, 5_000),
                    "the Engines view lists both replicas as soon as the stream names them: " + local.status().replicas()
                            + " streamed " + local.status().replicasInFlight() + " mode " + local.status().health().mode() + " rows " + rowTexts(engines));
            assertTrue(UiWait.until(() -> cutRows(engines).isEmpty(), 5_000), "rows cut in the Engines view: " + cutRows(engines));
            topology.showPlan(null);
            shot("tour-8-topology-applied");

            // 7. The Monitor during a long batch: every chart of the default slot draws.
            MonitorView monitor = (MonitorView) page.showView(MonitorView.ID);
            engines.viewer().setSelection(new StructuredSelection(local));
            assertTrue(UiWait.until(() -> monitor.engines().equals(List.of(local)), 5000), "the Monitor follows the selection");
            longBatch = new Thread(() -> {
                try {
                    local.client().batch("Benchmark", new BatchRequest(3_000_000, Map.of("order", "abcdef"), 1_000, null, null));
                } catch (Exception e) {
                    // Cut short by the end of the test: the assertions say what was missing.
                }
            }, "tour batch");
            longBatch.setDaemon(true);
            longBatch.start();
            ChartPanel throughput = monitor.panels().get(0);
            assertTrue(UiWait.until(() -> monitor.monitor().keys().size() > 0 && !throughput.hasNoData(), 15_000),
                    "the charts draw the batch");
            UiWait.settle(3_000);
            for (ChartPanel p : monitor.panels()) {
                double lower = p.chart().getAxisSet().getYAxis(0).getRange().lower;
                assertEquals(0, lower, p.title() + ": its axis starts at 0");
            }
            Screenshots.pointerAway(shell);
            shot("tour-9-monitor");

            // 8. Live statistics on the diagram, from the engine selected in the Engines view.
            page.activate(editor);
            LiveOverlay overlay = LiveOverlay.of(editor);
            overlay.setOn(true);
            TaskFigure first = (TaskFigure) ((GraphicalEditPart) editor.viewer().getEditPartRegistry()
                    .get(editor.composition().getTasks().get(0))).getFigure();
            assertTrue(UiWait.until(() -> first.live() != null && first.live().perSecond() > 0, 15_000), overlay.status());
            UiWait.settle(1_500);
            Screenshots.pointerAway(shell);
            shot("tour-10-overlay");
            overlay.setOn(false);
        } finally {
            if (longBatch != null) {
                longBatch.interrupt();
            }
            page.closeAllEditors(false);
            LoneEngine.restore(local, wasUp);
            IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
            if (project.exists()) {
                project.delete(true, true, null);
            }
            shell.setBounds(before);
            page.resetPerspective();
            UiWait.settle(300);
        }
    }

    private static TreeItem row(EnginesView engines) {
        engines.viewer().expandAll();
        for (TreeItem engine : engines.viewer().getTree().getItems()) {
            for (TreeItem d : engine.getItems()) {
                if (d.getText(0).equals(ROW) && d.getData() instanceof DeploymentNode) {
                    return d;
                }
            }
        }
        return null;
    }

    /** The rows under the engines' rows (deployments, replicas), each after its engine's. */
    private static List<TreeItem> childRows(EnginesView engines) {
        List<TreeItem> rows = new java.util.ArrayList<>();
        for (TreeItem engine : engines.viewer().getTree().getItems()) {
            rows.addAll(List.of(engine.getItems()));
        }
        return rows;
    }

    private static int rowsUnder(EnginesView engines, String prefix) {
        engines.viewer().expandAll();
        return (int) childRows(engines).stream().filter(r -> r.getText(0).startsWith(prefix)).count();
    }

    private static List<String> rowTexts(EnginesView engines) {
        List<String> texts = new java.util.ArrayList<>();
        for (TreeItem engine : engines.viewer().getTree().getItems()) {
            texts.add(engine.getText(0));
        }
        childRows(engines).forEach(r -> texts.add("  " + r.getText(0) + " " + r.getData()));
        return texts;
    }

    /** The first column's texts that do not fit it. */
    private static List<String> cutRows(EnginesView engines) {
        List<String> cut = new java.util.ArrayList<>();
        org.eclipse.swt.widgets.Tree tree = engines.viewer().getTree();
        int width = tree.getColumn(0).getWidth();
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(tree);
        try {
            for (TreeItem r : childRows(engines)) {
                Rectangle text = r.getTextBounds(0);
                int right = text.x + gc.textExtent(r.getText(0)).x;
                if (right > width) {
                    cut.add(r.getText(0) + " (" + right + " > " + width + " px)");
                }
            }
        } finally {
            gc.dispose();
        }
        return cut;
    }

    /** The whole window as the screen shows it, dialogs above it included. */
    private void shot(String name) throws java.io.IOException {
        UiWait.settle(250);
        Screenshots.screen(shell, name);
    }

    private void shotQuietly(String name) {
        try {
            shot(name);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
