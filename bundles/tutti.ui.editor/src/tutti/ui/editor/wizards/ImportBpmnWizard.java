package tutti.ui.editor.wizards;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IImportWizard;
import org.eclipse.ui.IWorkbench;

import tutti.bpmn.BpmnException;
import tutti.bpmn.BpmnImporter;
import tutti.model.CompositionFiles;
import tutti.model.composition.Composition;

/**
 * File > Import > BPMN 2.0 Process: reads a .bpmn file (the supported subset; anything else is
 * refused with the elements named) into a .tutti file of a project folder, and opens it.
 */
public final class ImportBpmnWizard extends org.eclipse.jface.wizard.Wizard implements IImportWizard {

    private IWorkbench workbench;
    private IContainer target;
    private SourcePage page;

    @Override
    public void init(IWorkbench bench, IStructuredSelection selection) {
        this.workbench = bench;
        Object first = selection == null ? null : selection.getFirstElement();
        IResource r = first instanceof IResource res ? res : null;
        target = r instanceof IContainer c ? c : r != null ? r.getParent() : null;
        setWindowTitle("Import BPMN 2.0 Process");
    }

    @Override
    public void addPages() {
        page = new SourcePage();
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        try {
            Composition c = BpmnImporter.importFile(Path.of(page.file.getText().strip()));
            IContainer into = (IContainer) ResourcesPlugin.getWorkspace().getRoot().findMember(page.folder.getText().strip());
            IFile out = into.getFile(new org.eclipse.core.runtime.Path(c.getName() + "." + CompositionFiles.EXTENSION));
            byte[] bytes = CompositionFiles.toBytes(c);
            if (out.exists()) {
                out.setContents(new ByteArrayInputStream(bytes), true, true, null);
            } else {
                out.create(new ByteArrayInputStream(bytes), true, null);
            }
            Opening.open(workbench, out);
            return true;
        } catch (BpmnException | CoreException e) {
            page.setErrorMessage(e.getMessage());
            return false;
        }
    }

    private final class SourcePage extends WizardPage {
        Text file;
        Text folder;

        SourcePage() {
            super("bpmn");
            setTitle("BPMN 2.0 process");
            setDescription("Start and end events, message events, script/service/send/receive tasks, call activities, "
                    + "gateways, loops and multi-instance import; anything else is named and refused.");
        }

        @Override
        public void createControl(Composite parent) {
            Composite c = new Composite(parent, SWT.NONE);
            c.setLayout(new GridLayout(3, false));
            new Label(c, SWT.NONE).setText("BPMN file:");
            file = new Text(c, SWT.BORDER);
            file.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            file.setData("tutti.id", "bpmn.file");
            Button browse = new Button(c, SWT.PUSH);
            browse.setText("Browse\u2026");
            browse.addListener(SWT.Selection, e -> {
                FileDialog d = new FileDialog(getShell(), SWT.OPEN);
                d.setFilterExtensions(new String[] {"*.bpmn;*.bpmn2;*.xml", "*"});
                String chosen = d.open();
                if (chosen != null) {
                    file.setText(chosen);
                }
            });
            new Label(c, SWT.NONE).setText("Into folder:");
            folder = new Text(c, SWT.BORDER);
            folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
            folder.setText(target == null ? "" : target.getFullPath().toString());
            folder.setData("tutti.id", "bpmn.folder");
            file.addListener(SWT.Modify, e -> check());
            folder.addListener(SWT.Modify, e -> check());
            setControl(c);
            check();
        }

        private void check() {
            String f = file.getText().strip();
            IResource into = folder.getText().isBlank() ? null
                    : ResourcesPlugin.getWorkspace().getRoot().findMember(folder.getText().strip());
            String problem = f.isEmpty() ? "Choose the .bpmn file to import"
                    : !java.nio.file.Files.isRegularFile(Path.of(f)) ? "There is no file " + f
                    : !(into instanceof IContainer) || into.getType() == IResource.ROOT ? "Choose a project or folder to import into"
                    : null;
            setErrorMessage(f.isEmpty() ? null : problem);
            setPageComplete(problem == null);
        }
    }
}
