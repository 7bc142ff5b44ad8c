package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.draw2d.BendpointConnectionRouter;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import tutti.bpmn.BpmnImporter;
import tutti.model.composition.Composition;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.editor.ProblemMarkers;
import tutti.ui.editor.parts.ControlFlowPart;
import tutti.ui.editor.parts.LanePart;
import tutti.ui.editor.parts.TaskPart;

/**
 * BPMN files of other modelers opened in the editor: the pool and lanes drawn behind the tasks,
 * flows along the bends of the original diagram, and what could not be imported as it is marked on
 * its figure and in the Problems view. The files are the BPMN tests' corpus.
 */
class ImportedDiagramTest {

    private static final Path CORPUS = Path.of("..", "tutti.bpmn.tests", "corpus");

    private final IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();

    @AfterEach
    void closeEditors() {
        page.closeAllEditors(false);
    }

    private CompositionEditor open(String bpmn) throws Exception {
        Composition c = BpmnImporter.importFile(CORPUS.resolve(bpmn));
        IFile file = TestFiles.write("imported-diagrams", c);
        CompositionEditor editor = (CompositionEditor) IDE.openEditor(page, file, CompositionEditor.ID);
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        assertTrue(UiWait.until(() -> editor.viewer().getControl().getSize().x > 0, 5000), "the canvas is shown");
        UiWait.settle(300);
        return editor;
    }

    private static List<Object> parts(CompositionEditor editor) {
        return List.copyOf(editor.viewer().getContents().getChildren());
    }

    @Test
    void poolAndLanesAreDrawnBehindTheTasksAndFlowsFollowTheirBends() throws Exception {
        CompositionEditor editor = open("camunda-lanes-and-bends.bpmn");
        List<LanePart> lanes = parts(editor).stream().filter(LanePart.class::isInstance).map(LanePart.class::cast).toList();
        assertEquals(3, lanes.size(), "the pool and its two lanes");
        assertFalse(lanes.get(0).isSelectable(), "the bands are not selected or moved");
        IFigure layer = ((GraphicalEditPart) editor.viewer().getContents()).getFigure();
        TaskPart register = parts(editor).stream().filter(p -> p instanceof TaskPart t && t.task().getName().equals("Register"))
                .map(TaskPart.class::cast).findFirst().orElseThrow();
        for (LanePart lane : lanes) {
            assertTrue(layer.getChildren().indexOf(lane.getFigure()) < layer.getChildren().indexOf(register.getFigure()),
                    "a band is drawn before (behind) the tasks");
        }
        assertEquals(new org.eclipse.draw2d.geometry.Rectangle(150, 230, 730, 160), lanes.get(2).getFigure().getBounds());
        ControlFlowPart toAssess = ((List<?>) register.getSourceConnections()).stream().map(ControlFlowPart.class::cast)
                .filter(f -> f.flow().getTarget().getName().equals("Assess")).findFirst().orElseThrow();
        PolylineConnection line = (PolylineConnection) ((ConnectionEditPart) toAssess).getFigure();
        assertTrue(line.getConnectionRouter() instanceof BendpointConnectionRouter, "the flow bends where the diagram bent it");
        boolean throughTheBend = false;
        for (int i = 0; i < line.getPoints().size(); i++) {
            throughTheBend |= line.getPoints().getPoint(i).equals(new org.eclipse.draw2d.geometry.Point(460, 310));
        }
        assertTrue(throughTheBend, "the line passes the bend at 460,310: " + line.getPoints());
        Screenshots.shell(page.getWorkbenchWindow().getShell(), "editor-imported-lanes");

        // Moved, a task's flows drop the bends drawn for where it was; undo brings them back.
        org.eclipse.gef.requests.ChangeBoundsRequest move = new org.eclipse.gef.requests.ChangeBoundsRequest(
                org.eclipse.gef.RequestConstants.REQ_MOVE);
        move.setEditParts(register);
        move.setMoveDelta(new org.eclipse.draw2d.geometry.Point(0, 40));
        editor.editDomain().getCommandStack().execute(register.getCommand(move));
        UiWait.settle(100);
        assertTrue(toAssess.flow().getBendpoints().isEmpty(), "no bends left: " + toAssess.flow().getBendpoints());
        assertFalse(line.getConnectionRouter() instanceof BendpointConnectionRouter, "the flow runs straight");
        editor.editDomain().getCommandStack().undo();
        UiWait.settle(100);
        assertFalse(toAssess.flow().getBendpoints().isEmpty(), "undo puts the bends back");
    }

    @Test
    void whatCouldNotBeImportedAsItIsIsMarkedOnItsFigureAndInTheProblemsView() throws Exception {
        CompositionEditor editor = open("bpmnio-unsupported-constructs.bpmn");
        editor.validate();
        UiWait.settle(200);
        TaskPart quorum = parts(editor).stream().filter(p -> p instanceof TaskPart t && t.task().getName().equals("twoOfThree"))
                .map(TaskPart.class::cast).findFirst().orElseThrow();
        assertEquals(2, quorum.taskFigure().problemLevel(), "the stand-in of the complex gateway is marked as in error");
        IFile file = ((org.eclipse.ui.IFileEditorInput) editor.getEditorInput()).getFile();
        IMarker[] markers = file.findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_ZERO);
        assertTrue(java.util.Arrays.stream(markers).anyMatch(m -> m.getAttribute(IMarker.MESSAGE, "").contains(
                "complexGateway 'Gateway_Quorum' has no equivalent in Tutti yet")), "a marker names the element and its id");
        Screenshots.shell(page.getWorkbenchWindow().getShell(), "editor-imported-problems");
    }

    @Test
    void anErrorHandlerAndAReminderAreDrawnAsTheirFlowsWithNoProblem() throws Exception {
        CompositionEditor editor = open("camunda-error-event-subprocess.bpmn");
        editor.validate();
        UiWait.settle(200);
        IFile file = ((org.eclipse.ui.IFileEditorInput) editor.getEditorInput()).getFile();
        assertEquals(0, file.findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_ZERO).length, "it imports as it runs");
        long failureFlows = parts(editor).stream().filter(TaskPart.class::isInstance)
                .flatMap(p -> ((List<?>) ((TaskPart) p).getSourceConnections()).stream()).filter(ControlFlowPart.class::isInstance)
                .map(ControlFlowPart.class::cast)
                .filter(f -> f.flow().getKind() == tutti.model.composition.FlowKind.FAILURE).count();
        assertEquals(4, failureFlows, "the boundary's and the event subprocess's");
        Screenshots.shell(page.getWorkbenchWindow().getShell(), "editor-imported-error-handler");
        page.closeAllEditors(false);

        CompositionEditor reminded = open("camunda-event-subprocess-non-interrupting.bpmn");
        ControlFlowPart reminder = parts(reminded).stream().filter(TaskPart.class::isInstance)
                .flatMap(p -> ((List<?>) ((TaskPart) p).getSourceConnections()).stream()).filter(ControlFlowPart.class::isInstance)
                .map(ControlFlowPart.class::cast)
                .filter(f -> f.flow().getKind() == tutti.model.composition.FlowKind.REMINDER).findFirst().orElseThrow();
        assertTrue(((PolylineConnection) ((ConnectionEditPart) reminder).getFigure()).getChildren().stream()
                .anyMatch(c -> c instanceof org.eclipse.draw2d.Label l && l.getText().equals("reminder after PT1H")));
        Screenshots.shell(page.getWorkbenchWindow().getShell(), "editor-imported-reminder");
    }
}
