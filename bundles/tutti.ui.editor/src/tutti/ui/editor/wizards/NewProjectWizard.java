package tutti.ui.editor.wizards;

import java.io.ByteArrayInputStream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.dialogs.WizardNewProjectCreationPage;

import tutti.model.CompositionFiles;
import tutti.model.ModelException;
import tutti.model.Samples;

/**
 * File > New > Tutti Project: a project holding the samples (the papers' Benchmark workflow and
 * the workflow patterns), with the Benchmark workflow opened.
 */
public final class NewProjectWizard extends org.eclipse.jface.wizard.Wizard implements INewWizard {

    private IWorkbench workbench;
    private WizardNewProjectCreationPage page;

    @Override
    public void init(IWorkbench bench, IStructuredSelection selection) {
        this.workbench = bench;
        setWindowTitle("New Tutti Project");
    }

    @Override
    public void addPages() {
        page = new WizardNewProjectCreationPage("project");
        page.setTitle("Tutti Project");
        page.setDescription("A project with the sample compositions: the Benchmark workflow, the papers' patterns and the peer"
                + " benchmark's (" + Samples.NAMES.size() + " in all).");
        page.setInitialProjectName("compositions");
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        IProject project = page.getProjectHandle();
        try {
            if (!project.exists()) {
                project.create(null);
            }
            project.open(null);
            tutti.ui.editor.TuttiNature.addTo(project);
            IFile first = null;
            for (String name : Samples.NAMES) {
                IFile f = project.getFile(name + "." + CompositionFiles.EXTENSION);
                if (!f.exists()) {
                    f.create(new ByteArrayInputStream(Samples.bytes(name)), true, null);
                }
                first = first == null ? f : first;
            }
            Opening.open(workbench, first);
            return true;
        } catch (CoreException | ModelException e) {
            MessageDialog.openError(getShell(), "Cannot create " + project.getName(), e.getMessage());
            return false;
        }
    }
}
