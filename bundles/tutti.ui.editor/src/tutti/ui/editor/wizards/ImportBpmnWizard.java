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
import org.eclipse.swt.widgets.Combo;
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
 * refused with the elements named) into a .tutti file of a project folder, and opens it. A file
 * with several processes (a collaboration) offers them to choose from; the page shows what the
 * import maps and drops before it is done.
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
            // The page completes only once its preview imported the file and process chosen: that is the import.
            Composition c = page.previewed.composition();
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
        } catch (CoreException e) {
            page.setErrorMessage(e.getMessage());
            return false;
        }
    }

    private final class SourcePage extends WizardPage {
        Text file;
        Text folder;
        Combo process;
        Text notes;
        private java.util.List<BpmnImporter.ProcessInfo> processes = java.util.List.of();
        /** The file and process the preview was made for, so that typing elsewhere does not read the file again. */
        private String previewKey;
        /** What the preview imported, or null when the import refused. */
        BpmnImporter.Result previewed;

        SourcePage() {
            super("bpmn");
            setTitle("BPMN 2.0 process");
            setDescription("Events, tasks, call activities, gateways, loops and multi-instance import; lanes, pools, "
                    + "annotations and data objects are dropped with a note; anything else is named and refused.");
        }

        /** The chosen process's id, or null when the file has one. */
        String processId() {
            int i = process.getSelectionIndex();
            return processes.size() > 1 && i >= 0 ? processes.get(i).id() : null;
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
            new Label(c, SWT.NONE).setText("Process:");
            process = new Combo(c, SWT.DROP_DOWN | SWT.READ_ONLY);
            process.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
            process.setData("tutti.id", "bpmn.process");
            process.setEnabled(false);
            new Label(c, SWT.NONE).setText("Into folder:");
            folder = new Text(c, SWT.BORDER);
            folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
            folder.setText(target == null ? "" : target.getFullPath().toString());
            folder.setData("tutti.id", "bpmn.folder");
            Label what = new Label(c, SWT.NONE);
            what.setText("The import:");
            what.setLayoutData(new GridData(SWT.BEGINNING, SWT.BEGINNING, false, false));
            notes = new Text(c, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.WRAP);
            GridData notesData = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
            notesData.heightHint = 120;
            notesData.widthHint = 520;
            notes.setLayoutData(notesData);
            notes.setData("tutti.id", "bpmn.notes");
            file.addListener(SWT.Modify, e -> fileChanged());
            process.addListener(SWT.Selection, e -> check());
            folder.addListener(SWT.Modify, e -> check());
            setControl(c);
            check();
        }

        /** A new file: its processes, the executable one chosen first as the import would choose it. */
        private void fileChanged() {
            processes = java.util.List.of();
            process.removeAll();
            Path f = path();
            if (f != null) {
                try {
                    processes = BpmnImporter.processes(f);
                } catch (BpmnException e) {
                    // check() says what is wrong with the file.
                }
            }
            for (BpmnImporter.ProcessInfo p : processes) {
                process.add(p.description() + (p.executable() ? ", executable" : ""));
            }
            long executable = processes.stream().filter(BpmnImporter.ProcessInfo::executable).count();
            int chosen = 0;
            for (int i = 0; i < processes.size() && executable == 1; i++) {
                chosen = processes.get(i).executable() ? i : chosen;
            }
            if (!processes.isEmpty()) {
                process.select(chosen);
            }
            process.setEnabled(processes.size() > 1);
            check();
        }

        private Path path() {
            String f = file.getText().strip();
            return f.isEmpty() || !java.nio.file.Files.isRegularFile(Path.of(f)) ? null : Path.of(f);
        }

        private void check() {
            String f = file.getText().strip();
            IResource into = folder.getText().isBlank() ? null
                    : ResourcesPlugin.getWorkspace().getRoot().findMember(folder.getText().strip());
            String refused = path() == null ? null : preview();
            String problem = f.isEmpty() ? "Choose the .bpmn file to import"
                    : path() == null ? "There is no file " + f
                    : refused != null ? refused
                    : !(into instanceof IContainer) || into.getType() == IResource.ROOT ? "Choose a project or folder to import into"
                    : null;
            setErrorMessage(f.isEmpty() ? null : problem);
            setPageComplete(problem == null);
        }

        private String previewProblem;

        /** Imports the chosen process to show what the import maps and drops; the refusal, or null. */
        private String preview() {
            String key = file.getText().strip() + "\u0000" + processId();
            if (key.equals(previewKey)) {
                return previewProblem;
            }
            previewKey = key;
            try {
                previewed = BpmnImporter.importFile(path(), processId());
                java.util.List<String> lines = new java.util.ArrayList<>();
                lines.add("makes " + previewed.composition().getName() + " (" + previewed.composition().getTasks().size() + " tasks)");
                lines.addAll(previewed.notes());
                if (!previewed.otherProcesses().isEmpty()) {
                    lines.add("leaves out " + String.join(", ", previewed.otherProcesses()));
                }
                notes.setText(String.join("\n", lines));
                previewProblem = null;
            } catch (BpmnException e) {
                previewed = null;
                notes.setText("");
                previewProblem = e.getMessage();
            }
            return previewProblem;
        }
    }
}
