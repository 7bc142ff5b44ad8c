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
        // The IDE's application declares its project icons; an RCP application must: without them
        // projects had no icon, and a project nature's badge had nothing to sit on (a JFace error).
        declare(configurer, org.eclipse.ui.ide.IDE.SharedImages.IMG_OBJ_PROJECT, "icons/full/obj16/prj_obj.png");
        declare(configurer, org.eclipse.ui.ide.IDE.SharedImages.IMG_OBJ_PROJECT_CLOSED, "icons/full/obj16/cprj_obj.png");
    }

    private static void declare(IWorkbenchConfigurer configurer, String symbolicName, String path) {
        org.osgi.framework.Bundle ide = org.eclipse.core.runtime.Platform.getBundle("org.eclipse.ui.ide");
        java.net.URL url = ide == null ? null : org.eclipse.core.runtime.FileLocator.find(ide, new org.eclipse.core.runtime.Path(path), null);
        if (url != null) {
            configurer.declareImage(symbolicName, org.eclipse.jface.resource.ImageDescriptor.createFromURL(url), true);
        }
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
