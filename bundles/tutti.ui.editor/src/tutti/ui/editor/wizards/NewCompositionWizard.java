package tutti.ui.editor.wizards;

import java.io.ByteArrayInputStream;
import java.io.InputStream;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.dialogs.WizardNewFileCreationPage;

import tutti.model.CompositionFiles;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;

/** File > New > Composition: an empty composition named after its file, opened in the editor. */
public final class NewCompositionWizard extends org.eclipse.jface.wizard.Wizard implements INewWizard {

    private IWorkbench workbench;
    private IStructuredSelection selection;
    private WizardNewFileCreationPage page;

    @Override
    public void init(IWorkbench bench, IStructuredSelection current) {
        this.workbench = bench;
        this.selection = current;
        setWindowTitle("New Tutti Composition");
    }

    @Override
    public void addPages() {
        page = new WizardNewFileCreationPage("composition", selection) {
            @Override
            protected InputStream getInitialContents() {
                return new ByteArrayInputStream(CompositionFiles.toBytes(empty(getFileName())));
            }

            @Override
            protected boolean validatePage() {
                if (!super.validatePage()) {
                    return false;
                }
                String base = baseName(getFileName());
                if (!tutti.model.validation.Names.isIdentifier(base)) {
                    setErrorMessage("'" + base + "' cannot name a composition: use letters, digits and _, starting with a letter "
                            + "(it becomes a Java class)");
                    return false;
                }
                return true;
            }
        };
        page.setTitle("Composition");
        page.setDescription("An empty composition in a .tutti file; draw its tasks in the editor.");
        page.setFileExtension(CompositionFiles.EXTENSION);
        page.setFileName("NewComposition." + CompositionFiles.EXTENSION);
        addPage(page);
    }

    static String baseName(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot < 0 ? fileName : fileName.substring(0, dot);
    }

    /** An empty composition: a name and a version, nothing else yet. */
    static Composition empty(String fileName) {
        Composition c = CompositionFactory.eINSTANCE.createComposition();
        c.setName(baseName(fileName));
        c.setVersion("1.0.0");
        return c;
    }

    @Override
    public boolean performFinish() {
        IFile file = page.createNewFile();
        if (file == null) {
            return false;
        }
        Opening.open(workbench, file);
        return true;
    }
}
