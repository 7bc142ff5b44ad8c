package tutti.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;


/**
 * The Tutti perspective: the editor in the most room, projects and the machine at its left,
 * engines, live charts and the run's details (results, properties, problems) below.
 */
public final class TuttiPerspective implements IPerspectiveFactory {

    public static final String ID = "tutti.ui.perspective";
    /** The Project Explorer of org.eclipse.ui.navigator.resources. */
    public static final String PROJECT_EXPLORER = "org.eclipse.ui.navigator.ProjectExplorer";
    /** Views of tutti.ui.engines, tutti.ui.topology and tutti.ui.monitor, named by id: this bundle does not depend on those. */
    public static final String ENGINES = "tutti.ui.views.engines";
    public static final String RESULTS = "tutti.ui.views.results";
    /** The views of tutti.ui.topology and tutti.ui.monitor. */
    public static final String TOPOLOGY = "tutti.ui.views.topology";
    public static final String MONITOR = "tutti.ui.views.monitor";
    public static final String CONSOLE = "org.eclipse.ui.console.ConsoleView";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        // The editor keeps more than half the window (80 % by 70 %). Below it, across the whole
        // width, the engines, their live charts (wide enough for a row of four) and the run's
        // details as tabs; at its left the projects (the outline as a tab) above the machine.
        layout.createFolder("tutti.monitor", IPageLayout.BOTTOM, 0.7f, editors).addView(MONITOR);
        layout.createFolder("tutti.engines", IPageLayout.LEFT, 0.28f, "tutti.monitor").addView(ENGINES);
        IFolderLayout details = layout.createFolder("tutti.results", IPageLayout.RIGHT, 0.7f, "tutti.monitor");
        details.addView(RESULTS);
        details.addView(IPageLayout.ID_PROP_SHEET);
        details.addView(IPageLayout.ID_PROBLEM_VIEW);
        details.addPlaceholder(CONSOLE);
        IFolderLayout projects = layout.createFolder("tutti.projects", IPageLayout.LEFT, 0.2f, editors);
        projects.addView(PROJECT_EXPLORER);
        projects.addView(IPageLayout.ID_OUTLINE);
        layout.createFolder("tutti.machine", IPageLayout.BOTTOM, 0.3f, "tutti.projects").addView(TOPOLOGY);
        layout.addShowViewShortcut(ENGINES);
        layout.addShowViewShortcut(RESULTS);
        layout.addShowViewShortcut(CONSOLE);
        layout.addShowViewShortcut(TOPOLOGY);
        layout.addShowViewShortcut(MONITOR);
        layout.addShowViewShortcut(IPageLayout.ID_PROP_SHEET);
        layout.addShowViewShortcut(IPageLayout.ID_OUTLINE);
        layout.addShowViewShortcut(IPageLayout.ID_PROBLEM_VIEW);
        layout.addShowViewShortcut(PROJECT_EXPLORER);
        layout.addNewWizardShortcut("tutti.ui.editor.newComposition");
        layout.addNewWizardShortcut("tutti.ui.editor.newProject");
        layout.addPerspectiveShortcut(ID);
    }
}
