package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.commands.CommandStack;
import org.eclipse.gef.palette.PaletteContainer;
import org.eclipse.gef.palette.ToolEntry;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import tutti.model.CompositionFiles;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.editor.CompositionPalette;
import tutti.ui.editor.ProblemMarkers;
import tutti.ui.editor.parts.TaskPart;

/** The composition editor in the real workbench, driven by mouse events on its palette and canvas. */
class CompositionEditorTest {

    private IWorkbenchPage page;
    private IProject project;

    @BeforeEach
    void openProject() throws Exception {
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("editor-tests");
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
    }

    @AfterEach
    void closeEditors() {
        page.closeAllEditors(false);
    }

    private IFile file(String name, byte[] content) throws Exception {
        return TestFiles.write(project.getName(), name, content);
    }

    private CompositionEditor open(IFile file) throws Exception {
        CompositionEditor editor = (CompositionEditor) IDE.openEditor(page, file, CompositionEditor.ID);
        // As a user double-clicking the tab: the canvas gets the window.
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        assertTrue(UiWait.until(() -> editor.viewer().getControl().getSize().x > 0, 5000), "the canvas is shown");
        UiWait.settle(200);
        return editor;
    }

    /** The window once the canvas has repainted what the last edit changed. */
    private void shot(String name) throws Exception {
        UiWait.settle(250);
        Screenshots.shell(page.getWorkbenchWindow().getShell(), name);
    }

    private static List<TaskPart> taskParts(CompositionEditor editor) {
        List<TaskPart> parts = new ArrayList<>();
        for (Object child : editor.viewer().getContents().getChildren()) {
            if (child instanceof TaskPart t) {
                parts.add(t);
            }
        }
        return parts;
    }

    private static int connections(CompositionEditor editor) {
        int n = 0;
        for (Object child : editor.viewer().getContents().getChildren()) {
            n += ((GraphicalEditPart) child).getSourceConnections().size();
        }
        return n;
    }

    private static TaskPart part(CompositionEditor editor, String name) {
        return taskParts(editor).stream().filter(p -> p.task().getName().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no task " + name + " on the canvas"));
    }

    /** Picks a palette entry by its label, as a user clicking it would. */
    private static void pick(CompositionEditor editor, String label) {
        ToolEntry entry = find(editor.editDomain().getPaletteViewer().getPaletteRoot(), label);
        assertNotNull(entry, "palette entry " + label);
        editor.editDomain().getPaletteViewer().setActiveTool(entry);
    }

    private static ToolEntry find(PaletteContainer container, String label) {
        for (Object child : container.getChildren()) {
            if (child instanceof ToolEntry t && label.equals(t.getLabel())) {
                return t;
            }
            if (child instanceof PaletteContainer c) {
                ToolEntry found = find(c, label);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /**
     * A real click (OS events through the display) at a point of the canvas, in canvas
     * coordinates, after moving there in a few steps as a hand would (tools track the pointer).
     */
    private static void click(Control canvas, int x, int y) {
        Display display = canvas.getDisplay();
        canvas.setFocus();
        org.eclipse.swt.graphics.Point at = canvas.toDisplay(x, y);
        org.eclipse.swt.graphics.Point from = display.getCursorLocation();
        for (int step = 1; step <= 5; step++) {
            post(display, SWT.MouseMove, new org.eclipse.swt.graphics.Point(from.x + (at.x - from.x) * step / 5,
                    from.y + (at.y - from.y) * step / 5), 0);
        }
        post(display, SWT.MouseDown, at, 1);
        post(display, SWT.MouseUp, at, 1);
        UiWait.settle(150);
    }

    private static void post(Display display, int type, org.eclipse.swt.graphics.Point at, int button) {
        Event e = new Event();
        e.type = type;
        e.x = at.x;
        e.y = at.y;
        e.button = button;
        assertTrue(display.post(e), "the display takes the event");
        UiWait.settle(30);
    }

    /**
     * A click given to the editor's active tool as GEF receives it from the canvas. The connection
     * tool works click by click, and under Xvfb a posted press and release arrive together with a
     * drag detection that ends the connection at its source; the tool itself is the real one.
     */
    private static void toolClick(CompositionEditor editor, int x, int y) {
        Event e = new Event();
        e.widget = editor.viewer().getControl();
        e.display = e.widget.getDisplay();
        e.x = x;
        e.y = y;
        e.button = 1;
        org.eclipse.swt.events.MouseEvent me = new org.eclipse.swt.events.MouseEvent(e);
        editor.editDomain().mouseMove(me, editor.viewer());
        editor.editDomain().mouseDown(me, editor.viewer());
        editor.editDomain().mouseUp(me, editor.viewer());
        UiWait.settle(100);
    }

    private static Point centre(TaskPart part) {
        Rectangle r = part.getFigure().getBounds().getCopy();
        part.getFigure().translateToAbsolute(r);
        return r.getCenter();
    }

    private static Composition empty() {
        Composition c = CompositionFactory.eINSTANCE.createComposition();
        c.setName("Demo");
        c.setVersion("1.0.0");
        Parameter n = CompositionFactory.eINSTANCE.createParameter();
        n.setName("n");
        n.setType("int");
        c.getInputs().add(n);
        Parameter result = CompositionFactory.eINSTANCE.createParameter();
        result.setName("result");
        result.setType("int");
        c.getOutputs().add(result);
        return c;
    }

    @Test
    void everySampleOpensWithOneFigurePerTaskAndFlow() throws Exception {
        for (String name : Samples.NAMES) {
            IFile file = file(name + ".tutti", Samples.bytes(name));
            CompositionEditor editor = open(file);
            Composition c = editor.composition();
            assertEquals(c.getTasks().size(), taskParts(editor).size(), name);
            assertEquals(c.getControlFlows().size() + c.getDataFlows().size(), connections(editor), name + ": one connection per flow");
            for (TaskPart p : taskParts(editor)) {
                assertTrue(p.getFigure().getBounds().width > 0, name + "." + p.task().getName() + " is drawn");
            }
            shot("editor-sample-" + name);
            page.closeEditor(editor, false);
        }
    }

    @Test
    void drawConnectUndoRedoSaveAndReopen() throws Exception {
        IFile file = file("Demo.tutti", CompositionFiles.toBytes(empty()));
        CompositionEditor editor = open(file);
        Control canvas = editor.viewer().getControl();
        CommandStack stack = editor.editDomain().getCommandStack();
        shot("editor-1-empty");

        pick(editor, "Java snippet");
        click(canvas, 260, 60);
        pick(editor, "Java snippet");
        click(canvas, 500, 60);
        assertEquals(List.of("snippet1", "snippet2"), editor.composition().getTasks().stream().map(Task::getName).toList());
        assertTrue(editor.composition().getTasks().get(0) instanceof JavaSnippetTask);
        Rectangle first = tutti.ui.editor.commands.SetBoundsCommand.rectangle(editor.composition().getTasks().get(0).getBounds());
        assertTrue(Math.abs(first.x - 260) <= 10 && Math.abs(first.y - 60) <= 10, "placed where clicked: " + first);
        assertTrue(editor.isDirty(), "dirty after an edit");
        shot("editor-2-two-tasks");

        pick(editor, CompositionPalette.CONTROL_FLOW);
        Point from = centre(part(editor, "snippet1"));
        Point to = centre(part(editor, "snippet2"));
        toolClick(editor, from.x, from.y);
        toolClick(editor, to.x, to.y);
        assertEquals(1, editor.composition().getControlFlows().size(), "a control flow drawn with the palette tool from "
                + from + " to " + to);
        assertEquals("Connect with a control flow", stack.getUndoCommand().getLabel());
        assertEquals(1, connections(editor));
        shot("editor-3-connected");

        stack.undo();
        assertEquals(0, editor.composition().getControlFlows().size());
        assertEquals(0, connections(editor));
        stack.redo();
        assertEquals(1, connections(editor));

        // Delete a task: its flow goes with it, and one undo brings both back.
        editor.viewer().select(part(editor, "snippet2"));
        editor.editDomain().getCommandStack().execute(((EditPart) part(editor, "snippet2")).getCommand(
                new org.eclipse.gef.requests.GroupRequest(org.eclipse.gef.RequestConstants.REQ_DELETE)));
        assertEquals(1, editor.composition().getTasks().size());
        assertEquals(0, editor.composition().getControlFlows().size());
        stack.undo();
        assertEquals(2, editor.composition().getTasks().size());
        assertEquals(1, connections(editor));

        editor.autoLayout();
        assertEquals("Auto-layout", stack.getUndoCommand().getLabel());
        Rectangle laidOut = tutti.ui.editor.commands.SetBoundsCommand.rectangle(editor.composition().getTasks().get(1).getBounds());
        assertTrue(laidOut.x > tutti.ui.editor.commands.SetBoundsCommand.rectangle(
                editor.composition().getTasks().get(0).getBounds()).x, "the target is right of its source: " + laidOut);
        shot("editor-4-laid-out");

        editor.doSave(null);
        assertFalse(editor.isDirty(), "saved");
        Composition saved = CompositionFiles.load(file.getLocation().toFile().toPath());
        assertTrue(EcoreUtil.equals(editor.composition(), saved), "the file holds what the editor shows, layout included");
        page.closeEditor(editor, false);

        CompositionEditor again = open(file);
        assertTrue(EcoreUtil.equals(saved, again.composition()), "reopened as saved");
        assertEquals(2, taskParts(again).size());
        assertEquals(1, connections(again));
        assertFalse(again.isDirty());
        shot("editor-5-reopened");
    }

    private IMarker[] markers(IFile file) throws Exception {
        return file.findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_ZERO);
    }

    private static boolean mentions(IMarker[] markers, String text) {
        return java.util.Arrays.stream(markers).anyMatch(m -> m.getAttribute(IMarker.MESSAGE, "").contains(text));
    }

    @Test
    void problemsShowAsMarkersAndOnTheFiguresAndAMarkerSelectsItsElement() throws Exception {
        IFile file = file("Problems.tutti", CompositionFiles.toBytes(empty()));
        CompositionEditor editor = open(file);
        Control canvas = editor.viewer().getControl();
        pick(editor, "Receive");
        click(canvas, 300, 80);
        Task receive = editor.composition().getTasks().get(0);
        assertEquals("receive1", receive.getName());
        editor.doSave(null);

        String unnamed = "it waits for a message without a name";
        IMarker[] after = markers(file);
        assertTrue(mentions(after, unnamed), "a marker for the unnamed message: " + java.util.Arrays.stream(after)
                .map(m -> m.getAttribute(IMarker.MESSAGE, "")).toList());
        IMarker marker = java.util.Arrays.stream(after).filter(m -> m.getAttribute(IMarker.MESSAGE, "").contains(unnamed))
                .findFirst().orElseThrow();
        assertEquals(IMarker.SEVERITY_ERROR, marker.getAttribute(IMarker.SEVERITY, -1));
        assertEquals(2, part(editor, "receive1").taskFigure().problemLevel(), "the figure is marked as in error");
        shot("editor-6-problem-marked");

        // What double-clicking the marker in the Problems view does: the editor selects the task.
        editor.viewer().deselectAll();
        IDE.gotoMarker(editor, marker);
        assertEquals(List.of(part(editor, "receive1")), editor.viewer().getSelectedEditParts());

        editor.editDomain().getCommandStack().execute(new tutti.ui.editor.commands.SetAttributeCommand(receive,
                tutti.model.composition.CompositionPackage.Literals.RECEIVE_TASK__MESSAGE, "paid", "Set message"));
        editor.validate();
        assertFalse(mentions(markers(file), unnamed), "the marker went with the problem");
        shot("editor-7-problem-fixed");
    }

    /** The Properties view's row for a setting, found as a user reads it. */
    private static org.eclipse.swt.widgets.TreeItem row(org.eclipse.swt.widgets.TreeItem[] items, String label) {
        for (org.eclipse.swt.widgets.TreeItem item : items) {
            if (label.equals(item.getText(0))) {
                return item;
            }
            org.eclipse.swt.widgets.TreeItem found = row(item.getItems(), label);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** A new composition in an editor with one task of a palette entry, placed as a user clicks it. */
    private CompositionEditor editorWithOne(String fileName, String paletteEntry) throws Exception {
        CompositionEditor editor = open(file(fileName, CompositionFiles.toBytes(empty())));
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_RESTORED);
        pick(editor, paletteEntry);
        UiWait.settle(200);
        click(editor.viewer().getControl(), 260, 60);
        return editor;
    }

    /** The Properties view's tree for a task selected on the canvas. */
    private org.eclipse.swt.widgets.Tree propertiesOf(CompositionEditor editor, String task) throws Exception {
        org.eclipse.ui.views.properties.PropertySheet sheet = (org.eclipse.ui.views.properties.PropertySheet) page.showView(
                org.eclipse.ui.IPageLayout.ID_PROP_SHEET);
        page.activate(editor);
        editor.viewer().select(part(editor, task));
        return (org.eclipse.swt.widgets.Tree) sheet.getCurrentPage().getControl();
    }

    @Test
    void thePropertiesViewEditsTheSelectedTaskAsOneUndoableCommand() throws Exception {
        CompositionEditor editor = editorWithOne("Properties.tutti", "Receive");
        tutti.model.composition.ReceiveTask receive = (tutti.model.composition.ReceiveTask) editor.composition().getTasks().get(0);
        org.eclipse.swt.widgets.Tree tree = propertiesOf(editor, "receive1");
        assertTrue(UiWait.until(() -> row(tree.getItems(), "Message (a, b: the first to come)") != null, 5000), "the sheet lists the Receive's settings");
        assertNotNull(row(tree.getItems(), "Start when"));
        assertNotNull(row(tree.getItems(), "List input (empty: once)"));

        org.eclipse.ui.views.properties.IPropertySheetEntry entry = (org.eclipse.ui.views.properties.IPropertySheetEntry)
                row(tree.getItems(), "Message (a, b: the first to come)").getData();
        org.eclipse.jface.viewers.CellEditor cell = entry.getEditor(tree);
        cell.setValue("paid");
        entry.applyEditorValue();
        assertEquals("paid", receive.getMessage());
        CommandStack stack = editor.editDomain().getCommandStack();
        assertTrue(stack.getUndoCommand().getLabel().contains("Message"), stack.getUndoCommand().getLabel());
        assertTrue(editor.isDirty());
        shot("editor-8-properties");
        stack.undo();
        assertEquals(null, receive.getMessage(), "one undo takes the change back");
        stack.redo();
        assertEquals("paid", receive.getMessage());
        assertEquals("Receive 'paid'", part(editor, "receive1").taskFigure().detail(), "the figure follows the change");
    }

    @Test
    void aSnippetSaysWhereItRunsInTheProperties() throws Exception {
        CompositionEditor editor = editorWithOne("RunsOn.tutti", "Java snippet");
        JavaSnippetTask snippet = (JavaSnippetTask) editor.composition().getTasks().get(0);
        assertEquals(tutti.model.composition.SnippetPlacement.AUTO, snippet.getRunsOn(), "a new snippet lets the engine decide");
        org.eclipse.swt.widgets.Tree tree = propertiesOf(editor, "snippet1");
        String label = "Runs on (AUTO: where it proves quick)";
        assertTrue(UiWait.until(() -> row(tree.getItems(), label) != null, 5000), "the sheet lists where the snippet runs");
        assertEquals("AUTO", row(tree.getItems(), label).getText(1));
        org.eclipse.ui.views.properties.IPropertySheetEntry entry = (org.eclipse.ui.views.properties.IPropertySheetEntry)
                row(tree.getItems(), label).getData();
        org.eclipse.jface.viewers.CellEditor cell = entry.getEditor(tree);
        cell.setValue(tutti.model.composition.SnippetPlacement.INVOKERS.getValue());
        entry.applyEditorValue();
        assertEquals(tutti.model.composition.SnippetPlacement.INVOKERS, snippet.getRunsOn());
        assertTrue(UiWait.until(() -> "INVOKERS".equals(row(tree.getItems(), label).getText(1)), 5000),
                "the sheet shows the new setting");
        tree.setSelection(row(tree.getItems(), label));
        shot("editor-9-runs-on");
        editor.editDomain().getCommandStack().undo();
        assertEquals(tutti.model.composition.SnippetPlacement.AUTO, snippet.getRunsOn(), "one undo takes it back");
    }

    @Test
    void failureFlowsAreDrawnApartAndRetriesAreSetInTheProperties() throws Exception {
        IFile file = file("Failures.tutti", CompositionFiles.toBytes(empty()));
        CompositionEditor editor = open(file);
        Control canvas = editor.viewer().getControl();
        pick(editor, "HTTP call");
        click(canvas, 260, 60);
        pick(editor, "Java snippet");
        click(canvas, 500, 60);
        pick(editor, "Java snippet");
        click(canvas, 500, 200);
        pick(editor, "Receive");
        click(canvas, 260, 200);
        assertEquals(List.of("invoke1", "snippet1", "snippet2", "receive1"),
                editor.composition().getTasks().stream().map(Task::getName).toList());
        CommandStack stack = editor.editDomain().getCommandStack();

        pick(editor, CompositionPalette.CONTROL_FLOW);
        toolClick(editor, centre(part(editor, "invoke1")).x, centre(part(editor, "invoke1")).y);
        toolClick(editor, centre(part(editor, "snippet1")).x, centre(part(editor, "snippet1")).y);
        pick(editor, CompositionPalette.FAILURE_FLOW);
        toolClick(editor, centre(part(editor, "invoke1")).x, centre(part(editor, "invoke1")).y);
        toolClick(editor, centre(part(editor, "snippet2")).x, centre(part(editor, "snippet2")).y);
        assertEquals("Connect with a failure flow", stack.getUndoCommand().getLabel());
        List<tutti.model.composition.FlowKind> kinds = editor.composition().getControlFlows().stream()
                .map(tutti.model.composition.ControlFlow::getKind).toList();
        assertEquals(List.of(tutti.model.composition.FlowKind.NORMAL, tutti.model.composition.FlowKind.FAILURE), kinds);
        org.eclipse.draw2d.PolylineConnection failure = (org.eclipse.draw2d.PolylineConnection) ((GraphicalEditPart)
                part(editor, "invoke1").getSourceConnections().get(1)).getFigure();
        assertEquals(SWT.LINE_DASHDOT, failure.getLineStyle(), "drawn apart from the solid normal flow");
        assertTrue(failure.getChildren().stream().anyMatch(c -> c instanceof org.eclipse.draw2d.Label l
                && l.getText().equals("on failure")), "labelled");
        // A Receive cannot fail: the failure tool draws nothing from it.
        pick(editor, CompositionPalette.FAILURE_FLOW);
        toolClick(editor, centre(part(editor, "receive1")).x, centre(part(editor, "receive1")).y);
        toolClick(editor, centre(part(editor, "snippet2")).x, centre(part(editor, "snippet2")).y);
        assertEquals(2, editor.composition().getControlFlows().size(), "no failure flow from a Receive");
        pick(editor, "Error end");
        click(canvas, 740, 200);
        pick(editor, "Terminate end");
        click(canvas, 740, 60);
        assertEquals("Fails with ?", part(editor, "error1").taskFigure().detail(), "the code is still to give");
        assertEquals("Ends the instance", part(editor, "terminate1").taskFigure().detail());
        pick(editor, "Signal");
        click(canvas, 740, 400);
        assertEquals("Throws '?'", part(editor, "signal1").taskFigure().detail(), "the signal's name is still to give");
        ((tutti.model.composition.SignalTask) part(editor, "signal1").getModel()).setSignal("ready");
        assertEquals("Throws 'ready'", part(editor, "signal1").taskFigure().detail());
        pick(editor, CompositionPalette.CONTROL_FLOW);
        toolClick(editor, centre(part(editor, "snippet1")).x, centre(part(editor, "snippet1")).y);
        toolClick(editor, centre(part(editor, "terminate1")).x, centre(part(editor, "terminate1")).y);
        pick(editor, CompositionPalette.CONTROL_FLOW);
        toolClick(editor, centre(part(editor, "snippet2")).x, centre(part(editor, "snippet2")).y);
        toolClick(editor, centre(part(editor, "error1")).x, centre(part(editor, "error1")).y);
        assertEquals(4, editor.composition().getControlFlows().size());
        // A Receive cannot fail, but it can wait too long.
        pick(editor, CompositionPalette.TIMEOUT_FLOW);
        toolClick(editor, centre(part(editor, "receive1")).x, centre(part(editor, "receive1")).y);
        toolClick(editor, centre(part(editor, "snippet2")).x, centre(part(editor, "snippet2")).y);
        tutti.model.composition.ControlFlow timeout = editor.composition().getControlFlows().get(4);
        assertEquals(tutti.model.composition.FlowKind.TIMEOUT, timeout.getKind());
        assertEquals("PT1M", timeout.getTimeout(), "a start the Properties view changes");
        org.eclipse.draw2d.PolylineConnection dotted = (org.eclipse.draw2d.PolylineConnection) ((GraphicalEditPart)
                part(editor, "receive1").getSourceConnections().get(0)).getFigure();
        assertEquals(SWT.LINE_DOT, dotted.getLineStyle());
        assertTrue(dotted.getChildren().stream().anyMatch(c -> c instanceof org.eclipse.draw2d.Label l && l.getText().equals("after PT1M")));
        // ... and be reminded while it still waits.
        pick(editor, CompositionPalette.REMINDER_FLOW);
        toolClick(editor, centre(part(editor, "receive1")).x, centre(part(editor, "receive1")).y);
        toolClick(editor, centre(part(editor, "snippet1")).x, centre(part(editor, "snippet1")).y);
        tutti.model.composition.ControlFlow reminder = editor.composition().getControlFlows().get(5);
        assertEquals(tutti.model.composition.FlowKind.REMINDER, reminder.getKind());
        assertEquals("PT1M", reminder.getTimeout());
        org.eclipse.draw2d.PolylineConnection reminding = (org.eclipse.draw2d.PolylineConnection) ((GraphicalEditPart)
                part(editor, "receive1").getSourceConnections().get(1)).getFigure();
        assertTrue(reminding.getChildren().stream().anyMatch(c -> c instanceof org.eclipse.draw2d.Label l
                && l.getText().equals("reminder after PT1M")));
        shot("editor-14-failure-flow-and-ends");

        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_RESTORED);
        org.eclipse.ui.views.properties.PropertySheet sheet = (org.eclipse.ui.views.properties.PropertySheet) page.showView(
                org.eclipse.ui.IPageLayout.ID_PROP_SHEET);
        page.activate(editor);
        pick(editor, "Select");
        editor.viewer().select(part(editor, "invoke1"));
        org.eclipse.swt.widgets.Tree tree = (org.eclipse.swt.widgets.Tree) sheet.getCurrentPage().getControl();
        assertTrue(UiWait.until(() -> row(tree.getItems(), "Retries (0: none)") != null, 5000), "the sheet has the retry");
        org.eclipse.ui.views.properties.IPropertySheetEntry retries = (org.eclipse.ui.views.properties.IPropertySheetEntry)
                row(tree.getItems(), "Retries (0: none)").getData();
        assertEquals("0", retries.getValueAsString());
        org.eclipse.jface.viewers.CellEditor cell = retries.getEditor(tree);
        cell.setValue("3");
        retries.applyEditorValue();
        Task http = editor.composition().getTasks().get(0);
        assertEquals(3, http.getRetry().getCount());
        assertEquals(100, http.getRetry().getInitialBackoffMillis(), "the defaults for the rest");
        assertTrue(part(editor, "invoke1").taskFigure().detail().endsWith("retries 3"), part(editor, "invoke1").taskFigure().detail());
        org.eclipse.ui.views.properties.IPropertySheetEntry factor = (org.eclipse.ui.views.properties.IPropertySheetEntry)
                row(tree.getItems(), "Back-off factor").getData();
        org.eclipse.jface.viewers.CellEditor factorCell = factor.getEditor(tree);
        factorCell.setValue("0.5");
        factor.applyEditorValue();
        editor.validate(); // F9, as the user would
        assertTrue(UiWait.until(() -> mentionsQuietly(file, "its back-off factor is 0.5"), 5000),
                "the validator's problem is a marker");
        shot("editor-13-failure-flow-and-retry");
        stack.undo();
        assertEquals(2.0, http.getRetry().getFactor(), "one undo per edit");
        stack.undo();
        assertNull(http.getRetry(), "and the retry goes with the next");
        editor.viewer().select(part(editor, "receive1"));
        assertTrue(UiWait.until(() -> row(tree.getItems(), "Message (a, b: the first to come)") != null, 5000));
        assertNull(row(tree.getItems(), "Retries (0: none)"), "a Receive has no retry to set");
    }

    private boolean mentionsQuietly(IFile file, String text) {
        try {
            return mentions(markers(file), text);
        } catch (Exception e) {
            return false;
        }
    }

    /** Fills the next dialog that opens (a parameters dialog) and presses OK, from inside its event loop. */
    private static void answerNextDialog(String lines) {
        Display display = Display.getCurrent();
        display.timerExec(400, () -> {
            org.eclipse.swt.widgets.Shell shell = display.getActiveShell();
            org.eclipse.swt.widgets.Text text = findText(shell);
            text.setText(lines);
            for (org.eclipse.swt.widgets.Control c : allControls(shell)) {
                if (c instanceof org.eclipse.swt.widgets.Button b && b.getText().replace("&", "").equals("OK")) {
                    b.notifyListeners(SWT.Selection, new Event());
                    return;
                }
            }
        });
    }

    private static org.eclipse.swt.widgets.Text findText(org.eclipse.swt.widgets.Shell shell) {
        for (org.eclipse.swt.widgets.Control c : allControls(shell)) {
            if (c instanceof org.eclipse.swt.widgets.Text t && "parameters".equals(t.getData("tutti.id"))) {
                return t;
            }
        }
        throw new AssertionError("no parameters dialog is open");
    }

    private static List<org.eclipse.swt.widgets.Control> allControls(org.eclipse.swt.widgets.Composite root) {
        List<org.eclipse.swt.widgets.Control> out = new ArrayList<>();
        for (org.eclipse.swt.widgets.Control c : root.getChildren()) {
            out.add(c);
            if (c instanceof org.eclipse.swt.widgets.Composite inner) {
                out.addAll(allControls(inner));
            }
        }
        return out;
    }

    private static void run(CompositionEditor editor, String actionId) {
        org.eclipse.gef.ui.actions.ActionRegistry registry = (org.eclipse.gef.ui.actions.ActionRegistry) editor.getAdapter(
                org.eclipse.gef.ui.actions.ActionRegistry.class);
        org.eclipse.jface.action.IAction action = registry.getAction(actionId);
        if (action instanceof org.eclipse.gef.ui.actions.UpdateAction u) {
            u.update();
        }
        assertTrue(action.isEnabled(), actionId + " is enabled");
        action.run();
        UiWait.settle(200);
    }

    @Test
    void parametersDataFlowsAndCopyPaste() throws Exception {
        IFile file = file("DataFlows.tutti", CompositionFiles.toBytes(empty()));
        CompositionEditor editor = open(file);
        CommandStack stack = editor.editDomain().getCommandStack();
        pick(editor, "Java snippet");
        click(editor.viewer().getControl(), 300, 60);
        TaskPart snippet = part(editor, "snippet1");
        editor.viewer().select(snippet);

        answerNextDialog("n : int\nlimit : long");
        run(editor, "tutti.ui.editor.editInputs");
        answerNextDialog("result : int");
        run(editor, "tutti.ui.editor.editOutputs");
        Task task = snippet.task();
        assertEquals(List.of("n", "limit"), task.getInputs().stream().map(Parameter::getName).toList());
        assertEquals("long", task.getInputs().get(1).getType());
        assertEquals("Edit outputs of task snippet1", stack.getUndoCommand().getLabel());

        // Data flows: from the composition's inputs to the task, from the task to the outputs (same names bind).
        pick(editor, CompositionPalette.DATA_FLOW);
        GraphicalEditPart inputs = (GraphicalEditPart) editor.viewer().getEditPartRegistry().get(
                new tutti.ui.editor.commands.ParameterBox(editor.composition(), true));
        GraphicalEditPart outputs = (GraphicalEditPart) editor.viewer().getEditPartRegistry().get(
                new tutti.ui.editor.commands.ParameterBox(editor.composition(), false));
        Point in = centreOf(inputs);
        Point at = centre(snippet);
        Point out = centreOf(outputs);
        toolClick(editor, in.x, in.y);
        toolClick(editor, at.x, at.y);
        pick(editor, CompositionPalette.DATA_FLOW);
        toolClick(editor, at.x, at.y);
        toolClick(editor, out.x, out.y);
        assertEquals(List.of("n->n", "result->result"), editor.composition().getDataFlows().stream()
                .map(f -> f.getSource().getName() + "->" + f.getTarget().getName()).toList());
        shot("editor-9-data-flows");

        // Removing the input 'n' removes its flow; one undo brings back the same flow.
        tutti.model.composition.DataFlow first = editor.composition().getDataFlows().get(0);
        editor.viewer().select(snippet);
        answerNextDialog("limit : long");
        run(editor, "tutti.ui.editor.editInputs");
        assertEquals(List.of("limit"), task.getInputs().stream().map(Parameter::getName).toList());
        assertEquals(1, editor.composition().getDataFlows().size());
        stack.undo();
        assertEquals(List.of("n", "limit"), task.getInputs().stream().map(Parameter::getName).toList());
        assertTrue(editor.composition().getDataFlows().get(0) == first, "the very same flow is back");

        editor.viewer().select(snippet);
        run(editor, org.eclipse.ui.actions.ActionFactory.COPY.getId());
        run(editor, org.eclipse.ui.actions.ActionFactory.PASTE.getId());
        assertEquals(List.of("snippet1", "snippet2"), editor.composition().getTasks().stream().map(Task::getName).toList());
        Task pasted = editor.composition().getTasks().get(1);
        assertEquals(List.of("n", "limit"), pasted.getInputs().stream().map(Parameter::getName).toList());
        assertEquals(task.getBounds().getX() + 30, pasted.getBounds().getX());
        shot("editor-10-pasted");
        stack.undo();
        assertEquals(1, editor.composition().getTasks().size());
        stack.redo();
        assertEquals(2, editor.composition().getTasks().size());
        editor.doSave(null);
        assertTrue(EcoreUtil.equals(editor.composition(), CompositionFiles.load(file.getLocation().toFile().toPath())));
    }

    private static Point centreOf(GraphicalEditPart part) {
        Rectangle r = part.getFigure().getBounds().getCopy();
        part.getFigure().translateToAbsolute(r);
        return r.getCenter();
    }

    @Test
    void renameInPlaceAndZoom() throws Exception {
        IFile file = file("Rename.tutti", CompositionFiles.toBytes(empty()));
        CompositionEditor editor = open(file);
        pick(editor, "HTTP call");
        click(editor.viewer().getControl(), 300, 60);
        TaskPart part = part(editor, "invoke1");
        editor.viewer().select(part);

        // F2 (the Rename action): a text box over the name; Enter applies what was typed.
        run(editor, org.eclipse.gef.ui.actions.GEFActionConstants.DIRECT_EDIT);
        org.eclipse.swt.widgets.Text box = (org.eclipse.swt.widgets.Text) allControls(
                (org.eclipse.swt.widgets.Composite) editor.viewer().getControl()).stream()
                .filter(org.eclipse.swt.widgets.Text.class::isInstance).findFirst().orElseThrow(
                        () -> new AssertionError("no text box over the name"));
        assertEquals("invoke1", box.getText());
        box.setText("fetchPrices");
        box.notifyListeners(SWT.DefaultSelection, new Event());
        UiWait.settle(100);
        assertEquals("fetchPrices", part.task().getName());
        assertEquals("Rename invoke1 to fetchPrices", editor.editDomain().getCommandStack().getUndoCommand().getLabel());

        // A name that is no Java identifier is not applied.
        run(editor, org.eclipse.gef.ui.actions.GEFActionConstants.DIRECT_EDIT);
        org.eclipse.swt.widgets.Text again = (org.eclipse.swt.widgets.Text) allControls(
                (org.eclipse.swt.widgets.Composite) editor.viewer().getControl()).stream()
                .filter(org.eclipse.swt.widgets.Text.class::isInstance).findFirst().orElseThrow();
        again.setText("2 prices");
        again.notifyListeners(SWT.DefaultSelection, new Event());
        UiWait.settle(100);
        assertEquals("fetchPrices", part.task().getName());

        org.eclipse.gef.editparts.ZoomManager zoom = (org.eclipse.gef.editparts.ZoomManager) editor.getAdapter(
                org.eclipse.gef.editparts.ZoomManager.class);
        run(editor, org.eclipse.gef.ui.actions.GEFActionConstants.ZOOM_IN);
        assertEquals(1.5, zoom.getZoom(), 1e-9);
        shot("editor-11-zoomed");
        run(editor, org.eclipse.gef.ui.actions.GEFActionConstants.ZOOM_OUT);
        run(editor, org.eclipse.gef.ui.actions.GEFActionConstants.ZOOM_OUT);
        assertEquals(0.75, zoom.getZoom(), 1e-9);

        // The tool bar's zoom drop-down shows the zoom, offers the levels and returns to 100 %.
        org.eclipse.jface.action.IContributionItem item = editor.getEditorSite().getActionBars()
                .getToolBarManager().find("tutti.editor.zoom");
        assertTrue(item instanceof org.eclipse.jface.action.ActionContributionItem, "a zoom drop-down: " + item);
        org.eclipse.jface.action.IAction dropDown = ((org.eclipse.jface.action.ActionContributionItem) item).getAction();
        assertEquals("75%", dropDown.getText());
        assertTrue(dropDown.isEnabled());
        org.eclipse.swt.widgets.Menu levels = dropDown.getMenuCreator().getMenu(editor.viewer().getControl());
        java.util.List<String> offered = java.util.Arrays.stream(levels.getItems())
                .map(org.eclipse.swt.widgets.MenuItem::getText).toList();
        assertTrue(offered.contains("Fit all") && offered.contains("200%"), "levels offered: " + offered);
        org.eclipse.swt.widgets.MenuItem twice = java.util.Arrays.stream(levels.getItems())
                .filter(m -> m.getText().equals("200%")).findFirst().orElseThrow();
        twice.setSelection(true);
        twice.notifyListeners(SWT.Selection, new Event());
        assertEquals(2.0, zoom.getZoom(), 1e-9);
        assertEquals("200%", dropDown.getText());
        dropDown.run();
        assertEquals(1.0, zoom.getZoom(), 1e-9);
        assertEquals("100%", dropDown.getText());
    }

    @Test
    void aBrokenFileOpensAsAClearMessageNotAnEditor() throws Exception {
        IFile broken = file("Broken.tutti", "this is not a composition".getBytes());
        org.eclipse.ui.IEditorPart part = IDE.openEditor(page, broken, CompositionEditor.ID);
        UiWait.settle(300);
        assertTrue(part instanceof CompositionEditor c && c.problem() != null && c.viewer() == null,
                "no canvas on a file that does not read: " + part);
        assertEquals(null, part.getAdapter(org.eclipse.gef.editparts.ZoomManager.class), "nothing to zoom");
        String shown = allControls(page.getWorkbenchWindow().getShell()).stream()
                .map(c -> c instanceof org.eclipse.swt.widgets.Label l ? l.getText()
                        : c instanceof org.eclipse.swt.widgets.Text t ? t.getText() : "")
                .filter(text -> text.contains("Broken.tutti")).collect(java.util.stream.Collectors.joining(" / "));
        assertTrue(shown.contains("is not a valid Tutti composition"), "the editor area says what is wrong: '" + shown + "'");
        shot("editor-12-broken-file");
    }

    @Test
    void aProcessImportedWithoutADiagramIsShownLaidOutByItsFlows() throws Exception {
        // An event-based gateway from a modeler that wrote no diagram: three branches after one choice.
        Composition imported = tutti.bpmn.BpmnImporter.importStream(new java.io.ByteArrayInputStream("""
                <definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">
                  <message id="m1" name="accepted"/><message id="m2" name="declined"/>
                  <process id="Offer" isExecutable="true">
                    <scriptTask id="send"/>
                    <eventBasedGateway id="answer"/>
                    <intermediateCatchEvent id="yes"><messageEventDefinition messageRef="m1"/></intermediateCatchEvent>
                    <intermediateCatchEvent id="no"><messageEventDefinition messageRef="m2"/></intermediateCatchEvent>
                    <intermediateCatchEvent id="later"><timerEventDefinition><timeDuration>P1D</timeDuration></timerEventDefinition></intermediateCatchEvent>
                    <scriptTask id="ship"/><scriptTask id="archive"/><scriptTask id="remind"/>
                    <sequenceFlow id="f1" sourceRef="send" targetRef="answer"/>
                    <sequenceFlow id="f2" sourceRef="answer" targetRef="yes"/>
                    <sequenceFlow id="f3" sourceRef="answer" targetRef="no"/>
                    <sequenceFlow id="f4" sourceRef="answer" targetRef="later"/>
                    <sequenceFlow id="f5" sourceRef="yes" targetRef="ship"/>
                    <sequenceFlow id="f6" sourceRef="no" targetRef="archive"/>
                    <sequenceFlow id="f7" sourceRef="later" targetRef="remind"/>
                  </process>
                </definitions>
                """.getBytes(java.nio.charset.StandardCharsets.UTF_8)), "offer.bpmn");
        CompositionEditor editor = open(file("Offer.tutti", tutti.model.CompositionFiles.toBytes(imported)));
        Rectangle send = part(editor, "send").getFigure().getBounds();
        Rectangle answer = part(editor, "answer").getFigure().getBounds();
        List<Rectangle> branches = java.util.stream.Stream.of("ship", "archive", "remind")
                .map(n -> part(editor, n).getFigure().getBounds().getCopy()).toList();
        assertTrue(answer.x > send.right(), "the choice comes after what leads to it");
        for (Rectangle b : branches) {
            assertTrue(b.x > answer.right() && b.x == branches.get(0).x, "the branches share the next column: " + branches);
        }
        assertEquals(3, branches.stream().map(b -> b.y).distinct().count(), "each branch has its own row: " + branches);
        assertEquals("First of accepted, declined", part(editor, "answer").taskFigure().detail());
        List<String> labels = new java.util.ArrayList<>();
        for (Object c : part(editor, "answer").getSourceConnections()) {
            for (Object child : ((GraphicalEditPart) c).getFigure().getChildren()) {
                if (child instanceof org.eclipse.draw2d.Label l && !l.getText().isEmpty()) {
                    labels.add(l.getText());
                }
            }
        }
        assertEquals(List.of("on accepted", "on declined", "after P1D"), labels, "a branch is labelled by its message");
        shot("editor-15-imported-without-diagram");
    }
}
