package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import tutti.ui.TuttiPerspective;
import tutti.ui.monitor.MonitorView;
import tutti.ui.topology.TopologyView;

class StudioWorkbenchTest {

    private IWorkbenchWindow window;
    private IWorkbenchPage page;

    @BeforeEach
    void openWindow() {
        window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        assertNotNull(window, "the Studio opened a workbench window");
        page = window.getActivePage();
        UiWait.settle(300);
    }

    @Test
    void theStudioOpensInTheTuttiPerspectiveWithItsViews() throws Exception {
        assertEquals(TuttiPerspective.ID, page.getPerspective().getId());
        assertNotNull(page.findView(TopologyView.ID), "Topology view is open");
        assertNotNull(page.findView(MonitorView.ID), "Monitor view is open");
        assertNotNull(page.findViewReference(TuttiPerspective.PROJECT_EXPLORER), "Project Explorer is in the perspective (a tab may hide it)");
        assertNotNull(page.findViewReference(org.eclipse.ui.IPageLayout.ID_PROBLEM_VIEW), "Problems view is in the perspective (a tab may hide it)");
        assertNotNull(page.findViewReference(org.eclipse.ui.IPageLayout.ID_PROP_SHEET), "Properties view is in the perspective (a tab may hide it)");
        assertNotNull(page.findViewReference(org.eclipse.ui.IPageLayout.ID_OUTLINE), "Outline view is in the perspective (a tab may hide it)");
        Shell shell = window.getShell();
        assertEquals("Tutti Studio", shell.getText());
        Path png = Screenshots.shell(shell, "studio-workbench");
        assertTrue(Files.size(png) > 10_000, "a real screenshot, not an empty image: " + Files.size(png) + " bytes");
    }

    @Test
    void theViewsAreListedForShowView() {
        for (String id : List.of(TopologyView.ID, MonitorView.ID)) {
            assertNotNull(PlatformUI.getWorkbench().getViewRegistry().find(id), id + " registered");
        }
        IViewPart topology = page.findView(TopologyView.ID);
        assertEquals("Topology", topology.getTitle());
    }

    /** The main tool bar's zoom combo shows the active diagram's zoom and sets it; without a diagram it is disabled. */
    @Test
    void theZoomComboFollowsTheActiveDiagram() throws Exception {
        org.eclipse.swt.widgets.Combo zoom = Widgets.byId(window.getShell(), org.eclipse.swt.widgets.Combo.class, "zoom");
        assertNotNull(zoom, "the zoom combo is in the main tool bar");
        page.closeAllEditors(false);
        UiWait.settle(100);
        assertTrue(!zoom.isEnabled() && zoom.getText().isEmpty(), "no diagram: disabled, empty");
        tutti.ui.editor.CompositionEditor editor = (tutti.ui.editor.CompositionEditor) org.eclipse.ui.ide.IDE.openEditor(page,
                TestFiles.write("zoom-tests", tutti.model.Samples.load("Loop")), tutti.ui.editor.CompositionEditor.ID);
        try {
            assertTrue(UiWait.until(() -> zoom.isEnabled() && zoom.getText().equals("100%"), 5000), zoom.getText());
            org.eclipse.gef.editparts.ZoomManager manager = (org.eclipse.gef.editparts.ZoomManager) editor
                    .getAdapter(org.eclipse.gef.editparts.ZoomManager.class);
            manager.setZoom(1.5);
            assertTrue(UiWait.until(() -> zoom.getText().equals("150%"), 5000), "follows a zoom made elsewhere: " + zoom.getText());
            zoom.select(java.util.Arrays.asList(zoom.getItems()).indexOf("50%"));
            zoom.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
            assertEquals(0.5, manager.getZoom(), 1e-9, "a level picked in the combo zooms the diagram");
            zoom.setText("75");
            zoom.notifyListeners(org.eclipse.swt.SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
            assertEquals(0.75, manager.getZoom(), 1e-9, "a zoom typed in and Enter");
        } finally {
            page.closeAllEditors(false);
        }
        assertTrue(UiWait.until(() -> !zoom.isEnabled(), 5000), "disabled again once the diagram is closed");
    }
}
