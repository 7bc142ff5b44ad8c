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
}
