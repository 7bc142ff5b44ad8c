package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Predicate;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.IWizard;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWizard;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import tutti.bpmn.BpmnExporter;
import tutti.model.CompositionFiles;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.editor.wizards.ExportBpmnWizard;
import tutti.ui.editor.wizards.ImportBpmnWizard;
import tutti.ui.editor.wizards.NewCompositionWizard;
import tutti.ui.editor.wizards.NewProjectWizard;

/** The Studio's wizards, filled in and finished as a user would. */
class WizardsTest {

    private final IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();

    @AfterEach
    void closeEditors() {
        page.closeAllEditors(false);
    }

    private WizardDialog open(IWorkbenchWizard wizard, Object selected) {
        wizard.init(PlatformUI.getWorkbench(), selected == null ? StructuredSelection.EMPTY : new StructuredSelection(selected));
        WizardDialog dialog = new WizardDialog(page.getWorkbenchWindow().getShell(), (IWizard) wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        UiWait.settle(200);
        return dialog;
    }

    private static <T extends Control> T find(Control root, Class<T> type, Predicate<T> which) {
        return Widgets.find(root, type, which);
    }

    private static Button finish(WizardDialog dialog) {
        return find(dialog.getShell(), Button.class, b -> b.getText().replace("&", "").equals("Finish"));
    }

    private static void type(Text text, String value) {
        text.setFocus();
        text.setText(value);
        UiWait.settle(50);
    }

    private static void press(Button button) {
        assertTrue(button.isEnabled(), button.getText() + " is enabled");
        button.notifyListeners(SWT.Selection, new Event());
        UiWait.settle(300);
    }

    @Test
    void aNewProjectHoldsTheSamplesAndANewCompositionOpensInTheEditor() throws Exception {
        WizardDialog project = open(new NewProjectWizard(), null);
        Text name = find(project.getShell(), Text.class, t -> true);
        type(name, "wizard-samples");
        Screenshots.shell(project.getShell(), "wizard-new-project");
        press(finish(project));
        IProject created = ResourcesPlugin.getWorkspace().getRoot().getProject("wizard-samples");
        assertTrue(created.isOpen());
        for (String sample : Samples.NAMES) {
            assertTrue(created.getFile(sample + ".tutti").exists(), sample + " is in the project");
        }
        assertTrue(page.getActiveEditor() instanceof CompositionEditor e && e.composition().getName().equals("Benchmark"),
                "the Benchmark workflow is open");

        WizardDialog composition = open(new NewCompositionWizard(), created);
        Text fileName = find(composition.getShell(), Text.class, t -> t.getText().endsWith(".tutti"));
        assertNotNull(fileName, "the file name field");
        type(fileName, "1orders.tutti");
        assertFalse(finish(composition).isEnabled(), "a name that is no Java identifier is refused");
        assertTrue(composition.getCurrentPage().getErrorMessage().contains("cannot name a composition"),
                composition.getCurrentPage().getErrorMessage());
        type(fileName, "Orders.tutti");
        Screenshots.shell(composition.getShell(), "wizard-new-composition");
        press(finish(composition));
        IFile orders = created.getFile("Orders.tutti");
        assertTrue(orders.exists());
        Composition c = CompositionFiles.load(orders.getLocation().toFile().toPath());
        assertEquals("Orders", c.getName());
        assertTrue(page.getActiveEditor() instanceof CompositionEditor e && e.composition().getName().equals("Orders"));
    }

    @Test
    void bpmnImportAndExportGoThroughTheirWizards(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("wizard-bpmn");
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        Path bpmn = dir.resolve("Loop.bpmn");
        Files.writeString(bpmn, BpmnExporter.export(Samples.load("Loop")));

        WizardDialog importing = open(new ImportBpmnWizard(), project);
        type(find(importing.getShell(), Text.class, t -> "bpmn.file".equals(t.getData("tutti.id"))), bpmn.toString());
        assertEquals("/wizard-bpmn", find(importing.getShell(), Text.class, t -> "bpmn.folder".equals(t.getData("tutti.id"))).getText());
        Screenshots.shell(importing.getShell(), "wizard-import-bpmn");
        press(finish(importing));
        IFile loop = project.getFile("Loop.tutti");
        assertTrue(loop.exists(), "imported into the project");
        assertTrue(EcoreUtil.equals(Samples.load("Loop"), CompositionFiles.load(loop.getLocation().toFile().toPath())),
                "the imported composition is the sample");

        Path out = dir.resolve("exported.bpmn");
        WizardDialog exporting = open(new ExportBpmnWizard(), loop);
        type(find(exporting.getShell(), Text.class, t -> "bpmn.target".equals(t.getData("tutti.id"))), out.toString());
        press(finish(exporting));
        assertTrue(Files.readString(out).contains("<bpmn:process") || Files.readString(out).contains("process"),
                "a BPMN process was written");
        assertEquals(Files.readString(bpmn), Files.readString(out), "export of the imported sample is the file imported");
    }
}
