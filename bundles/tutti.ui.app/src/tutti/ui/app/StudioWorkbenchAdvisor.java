package tutti.ui.app;

import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

import tutti.ui.TuttiPerspective;

/** Opens the Studio in the Tutti perspective and remembers the layout between sessions. */
final class StudioWorkbenchAdvisor extends WorkbenchAdvisor {

    @Override
    public void initialize(IWorkbenchConfigurer configurer) {
        configurer.setSaveAndRestore(true);
        // Icons and labels for projects and files in the Project Explorer and the Problems view.
        org.eclipse.ui.ide.IDE.registerAdapters();
    }

    /** The workspace keeps projects and markers only if saved before the Studio exits. */
    @Override
    public boolean preShutdown() {
        try {
            org.eclipse.core.resources.ResourcesPlugin.getWorkspace().save(true, null);
        } catch (org.eclipse.core.runtime.CoreException e) {
            org.eclipse.core.runtime.ILog.of(StudioWorkbenchAdvisor.class).error("cannot save the workspace", e);
        }
        return super.preShutdown();
    }

    /** The workspace root as the input of the Project Explorer. */
    @Override
    public org.eclipse.core.runtime.IAdaptable getDefaultPageInput() {
        return org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot();
    }

    @Override
    public String getInitialWindowPerspectiveId() {
        return TuttiPerspective.ID;
    }

    @Override
    public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        return new StudioWindowAdvisor(configurer);
    }
}
