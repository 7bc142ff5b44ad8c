package tutti.ui;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;


/**
 * The Tutti perspective: projects, engines and the machine on the left, editors in the middle with
 * their outline and problems on the right, live charts, batch results and properties below.
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
        // One view per folder: folders opened at start-up with several views drew no tabs at all
        // under GTK, so their other views could not be reached (seen under Xvfb, Nov 2026).
        layout.createFolder("tutti.projects", IPageLayout.LEFT, 0.25f, editors).addView(PROJECT_EXPLORER);
        layout.createFolder("tutti.engines", IPageLayout.BOTTOM, 0.33f, "tutti.projects").addView(ENGINES);
        // The machine gets the larger part: a drawing needs room (maximise the view to plan beside it).
        layout.createFolder("tutti.machine", IPageLayout.BOTTOM, 0.4f, "tutti.engines").addView(TOPOLOGY);
        layout.createFolder("tutti.outline", IPageLayout.RIGHT, 0.76f, editors).addView(IPageLayout.ID_OUTLINE);
        layout.createFolder("tutti.problems", IPageLayout.BOTTOM, 0.5f, "tutti.outline").addView(IPageLayout.ID_PROBLEM_VIEW);
        layout.createFolder("tutti.monitor", IPageLayout.BOTTOM, 0.65f, editors).addView(MONITOR);
        layout.createFolder("tutti.results", IPageLayout.RIGHT, 0.45f, "tutti.monitor").addView(RESULTS);
        layout.createFolder("tutti.properties", IPageLayout.RIGHT, 0.5f, "tutti.results").addView(IPageLayout.ID_PROP_SHEET);
        layout.addPlaceholder(CONSOLE, IPageLayout.BOTTOM, 0.5f, "tutti.results");
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
