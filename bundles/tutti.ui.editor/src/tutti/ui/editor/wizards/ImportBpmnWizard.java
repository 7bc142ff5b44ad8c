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
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IImportWizard;
import org.eclipse.ui.IWorkbench;

import tutti.bpmn.BpmnException;
import tutti.bpmn.BpmnImporter;
import tutti.model.CompositionFiles;
import tutti.model.composition.Composition;
import tutti.model.validation.CompositionValidator;
import tutti.model.validation.Problem;

/**
 * File > Import > BPMN 2.0 Process: reads a .bpmn file drawn in any modeler into .tutti files of
 * a project folder, one per pool (process) checked, and opens them. A well-formed file is never
 * refused: what Tutti cannot run yet is imported with a problem the Problems view shows. The page
 * lists the pools, all checked, and shows what the import maps and drops before it is done.
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
            // The page completes only once its preview imported the file: the checked compositions are the import.
            IContainer into = (IContainer) ResourcesPlugin.getWorkspace().getRoot().findMember(page.folder.getText().strip());
            java.util.List<IFile> written = new java.util.ArrayList<>();
            for (BpmnImporter.Result r : page.checked()) {
                Composition c = r.composition();
                IFile out = into.getFile(new org.eclipse.core.runtime.Path(c.getName() + "." + CompositionFiles.EXTENSION));
                byte[] bytes = CompositionFiles.toBytes(c);
                if (out.exists()) {
                    out.setContents(new ByteArrayInputStream(bytes), true, true, null);
                } else {
                    out.create(new ByteArrayInputStream(bytes), true, null);
                }
                written.add(out);
            }
            for (IFile f : written) {
                Opening.open(workbench, f);
            }
            return true;
        } catch (CoreException e) {
            page.setErrorMessage(e.getMessage());
            return false;
        }
    }

    private final class SourcePage extends WizardPage {
        Text file;
        Text folder;
        Table pools;
        Text notes;
        /** The file the preview was made for, so that typing elsewhere does not read the file again. */
        private String previewKey;
        /** What the preview imported, or null when the file could not be read. */
        private BpmnImporter.All previewed;
        private String previewProblem;

        SourcePage() {
            super("bpmn");
            setTitle("BPMN 2.0 process");
            setDescription("Every pool becomes a composition; what Tutti cannot run yet is imported with a problem to fix. "
                    + "Pools and lanes are drawn as bands; annotations and data objects are dropped with a note.");
        }

        /** The compositions of the checked pools, in the file's order. */
        java.util.List<BpmnImporter.Result> checked() {
            java.util.List<BpmnImporter.Result> out = new java.util.ArrayList<>();
            for (TableItem item : pools.getItems()) {
                if (item.getChecked() && item.getData() instanceof BpmnImporter.Result r) {
                    out.add(r);
                }
            }
            return out;
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
            Label poolsLabel = new Label(c, SWT.NONE);
            poolsLabel.setText("Pools:");
            poolsLabel.setLayoutData(new GridData(SWT.BEGINNING, SWT.BEGINNING, false, false));
            pools = new Table(c, SWT.CHECK | SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
            GridData poolsData = new GridData(SWT.FILL, SWT.FILL, true, false, 2, 1);
            poolsData.heightHint = 80;
            pools.setLayoutData(poolsData);
            pools.setData("tutti.id", "bpmn.pools");
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
            file.addListener(SWT.Modify, e -> check());
            pools.addListener(SWT.Selection, e -> {
                if (e.detail == SWT.CHECK && e.item instanceof TableItem item && !(item.getData() instanceof BpmnImporter.Result)) {
                    item.setChecked(false); // an empty pool has nothing to import
                }
                showNotes();
                check();
            });
            folder.addListener(SWT.Modify, e -> check());
            setControl(c);
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
            String unreadable = path() == null ? null : preview();
            String problem = f.isEmpty() ? "Choose the .bpmn file to import"
                    : path() == null ? "There is no file " + f
                    : unreadable != null ? unreadable
                    : previewed.results().isEmpty() ? "No pool of this file holds anything to import"
                    : checked().isEmpty() ? "Check the pools to import"
                    : !(into instanceof IContainer) || into.getType() == IResource.ROOT ? "Choose a project or folder to import into"
                    : null;
            setErrorMessage(f.isEmpty() ? null : problem);
            setPageComplete(problem == null);
        }

        /** Imports every pool of a new file and lists them, all checked; the reason when the file cannot be read, or null. */
        private String preview() {
            String key = file.getText().strip();
            if (key.equals(previewKey)) {
                return previewProblem;
            }
            previewKey = key;
            pools.removeAll();
            try {
                previewed = BpmnImporter.importAll(path());
                previewProblem = null;
                for (BpmnImporter.Result r : previewed.results()) {
                    TableItem item = new TableItem(pools, SWT.NONE);
                    long problems = CompositionValidator.validate(r.composition()).stream()
                            .filter(p -> p.severity() == Problem.Severity.ERROR).count();
                    item.setText(r.process() + ": " + r.composition().getName() + " ("
                            + tutti.model.validation.Names.count(r.composition().getTasks().size(), "task")
                            + (problems == 0 ? "" : ", " + tutti.model.validation.Names.count(problems, "problem") + " to fix") + ")");
                    item.setData(r);
                    item.setChecked(true);
                }
                for (String empty : previewed.emptyPools()) {
                    TableItem item = new TableItem(pools, SWT.NONE);
                    item.setText(empty + ": empty, nothing to import");
                    item.setGrayed(true);
                    item.setForeground(pools.getDisplay().getSystemColor(SWT.COLOR_WIDGET_DARK_SHADOW));
                }
            } catch (BpmnException e) {
                previewed = null;
                previewProblem = e.getMessage();
            }
            showNotes();
            return previewProblem;
        }

        /** What the import of the checked pools makes, maps and drops. */
        private void showNotes() {
            java.util.List<String> lines = new java.util.ArrayList<>();
            for (BpmnImporter.Result r : previewed == null ? java.util.List.<BpmnImporter.Result>of() : checked()) {
                lines.add("makes " + r.composition().getName() + " ("
                        + tutti.model.validation.Names.count(r.composition().getTasks().size(), "task") + ")");
                lines.addAll(r.notes());
            }
            notes.setText(String.join("\n", lines));
        }
    }
}
