package tutti.ui.editor;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IProjectNature;
import org.eclipse.core.runtime.CoreException;

/**
 * Marks a project as a Tutti project: the Project Explorer draws its folder with Tutti's badge, so
 * that a user finds the compositions among other projects. It adds no builder: compositions are
 * compiled when they are deployed.
 */
public final class TuttiNature implements IProjectNature {

    public static final String ID = "tutti.ui.editor.nature";

    private IProject project;

    /** Adds the nature to an open project that lacks it. */
    public static void addTo(IProject project) throws CoreException {
        if (project.hasNature(ID)) {
            return;
        }
        IProjectDescription d = project.getDescription();
        String[] natures = java.util.Arrays.copyOf(d.getNatureIds(), d.getNatureIds().length + 1);
        natures[natures.length - 1] = ID;
        d.setNatureIds(natures);
        project.setDescription(d, null);
    }

    @Override
    public void configure() {
        // nothing to set up: no builder
    }

    @Override
    public void deconfigure() {
        // nothing to take down
    }

    @Override
    public IProject getProject() {
        return project;
    }

    @Override
    public void setProject(IProject project) {
        this.project = project;
    }
}
