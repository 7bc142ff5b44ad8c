package tutti.ui.editor.wizards;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IExportWizard;
import org.eclipse.ui.IWorkbench;

import tutti.bpmn.BpmnExporter;
import tutti.model.CompositionFiles;
import tutti.model.ModelException;

/** File > Export > BPMN 2.0 Process: the selected .tutti file as a BPMN 2.0 process with its diagram. */
public final class ExportBpmnWizard extends org.eclipse.jface.wizard.Wizard implements IExportWizard {

    private IFile source;
    private TargetPage page;

    @Override
    public void init(IWorkbench bench, IStructuredSelection selection) {
        Object first = selection == null ? null : selection.getFirstElement();
        source = first instanceof IFile f && CompositionFiles.EXTENSION.equals(f.getFileExtension()) ? f : null;
        setWindowTitle("Export BPMN 2.0 Process");
    }

    @Override
    public void addPages() {
        page = new TargetPage();
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        try {
            String xml = BpmnExporter.export(CompositionFiles.load(source.getLocation().toFile().toPath()));
            Files.writeString(Path.of(page.target.getText().strip()), xml, StandardCharsets.UTF_8);
            return true;
        } catch (ModelException | IOException e) {
            page.setErrorMessage(e.getMessage());
            return false;
        }
    }

    private final class TargetPage extends WizardPage {
        Text target;

        TargetPage() {
            super("bpmn");
            setTitle("BPMN 2.0 process");
            setDescription("Tasks, flows, parameters (as tutti: extensions) and the diagram's layout are exported.");
        }

        @Override
        public void createControl(Composite parent) {
            Composite c = new Composite(parent, SWT.NONE);
            c.setLayout(new GridLayout(2, false));
            new Label(c, SWT.NONE).setText("Composition:");
            new Label(c, SWT.NONE).setText(source == null ? "(select a .tutti file first)" : source.getFullPath().toString());
            new Label(c, SWT.NONE).setText("BPMN file:");
            target = new Text(c, SWT.BORDER);
            target.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            target.setData("tutti.id", "bpmn.target");
            if (source != null && source.getLocation() != null) {
                target.setText(source.getLocation().removeFileExtension().addFileExtension("bpmn").toOSString());
            }
            target.addListener(SWT.Modify, e -> check());
            setControl(c);
            check();
        }

        private void check() {
            String problem = source == null ? "Select a .tutti file in the Project Explorer, then export it"
                    : target.getText().isBlank() ? "Name the .bpmn file to write" : null;
            setErrorMessage(problem);
            setPageComplete(problem == null);
        }
    }
}
