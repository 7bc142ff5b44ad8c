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

    private static IProject openProject(String name) throws org.eclipse.core.runtime.CoreException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        return project;
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
        assertTrue(created.hasNature(tutti.ui.editor.TuttiNature.ID), "a Tutti project, badged as one in the Project Explorer");
        page.showView(tutti.ui.TuttiPerspective.PROJECT_EXPLORER);
        UiWait.settle(200);
        Screenshots.shell(page.getWorkbenchWindow().getShell(), "project-explorer-tutti-project");
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
        IProject project = openProject("wizard-bpmn");
        Path bpmn = dir.resolve("Loop.bpmn");
        Files.writeString(bpmn, BpmnExporter.export(Samples.load("Loop")));

        WizardDialog importing = open(new ImportBpmnWizard(), project);
        type(find(importing.getShell(), Text.class, t -> "bpmn.file".equals(t.getData("tutti.id"))), bpmn.toString());
        assertEquals("/wizard-bpmn", find(importing.getShell(), Text.class, t -> "bpmn.folder".equals(t.getData("tutti.id"))).getText());
        org.eclipse.swt.widgets.Table one = find(importing.getShell(), org.eclipse.swt.widgets.Table.class,
                x -> "bpmn.pools".equals(x.getData("tutti.id")));
        assertEquals(1, one.getItemCount(), "one process, one row");
        assertTrue(one.getItem(0).getChecked());
        assertEquals("'Loop' (Loop): Loop (3 tasks)", one.getItem(0).getText());
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

    @Test
    void aCollaborationListsItsPoolsAllCheckedAndTheImportSaysWhatItDropsAndKeeps(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        IProject project = openProject("wizard-pools");
        Path bpmn = dir.resolve("pools.bpmn");
        Files.writeString(bpmn, """
                <definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">
                  <collaboration id="c">
                    <participant id="p1" name="Customer" processRef="Process_Customer"/>
                    <participant id="p2" name="Shop" processRef="Process_Shop"/>
                    <participant id="p3" name="Bank"/>
                  </collaboration>
                  <process id="Process_Customer"><task id="order" name="Place order"/></process>
                  <process id="Process_Shop" isExecutable="true">
                    <laneSet id="Lanes"><lane id="Sales"/></laneSet>
                    <scriptTask id="check" name="Check order"/>
                    <complexGateway id="Decide"/>
                    <textAnnotation id="Why"><text>first</text></textAnnotation>
                  </process>
                </definitions>
                """);
        WizardDialog importing = open(new ImportBpmnWizard(), project);
        type(find(importing.getShell(), Text.class, t -> "bpmn.file".equals(t.getData("tutti.id"))), bpmn.toString());
        org.eclipse.swt.widgets.Table pools = find(importing.getShell(), org.eclipse.swt.widgets.Table.class,
                x -> "bpmn.pools".equals(x.getData("tutti.id")));
        assertEquals(java.util.List.of("'Process_Customer' (Customer): Customer (1 task)", "'Process_Shop' (Shop): Shop (2 tasks, "
                + "1 problem to fix)", "'p3' (Bank): empty, nothing to import"),
                java.util.Arrays.stream(pools.getItems()).map(org.eclipse.swt.widgets.TableItem::getText).toList());
        assertTrue(pools.getItem(0).getChecked() && pools.getItem(1).getChecked(), "every pool that holds a process is checked");
        assertFalse(pools.getItem(2).getChecked(), "an empty pool has nothing to import");
        Text notes = find(importing.getShell(), Text.class, t -> "bpmn.notes".equals(t.getData("tutti.id")));
        assertTrue(notes.getText().replace("\r", "").startsWith("makes Customer (1 task)\nmakes Shop (2 tasks)\n"
                + "dropped laneSet 'Lanes': lanes only say who does the work\n"
                + "dropped textAnnotation 'Why': an annotation is a comment\n"), notes.getText());
        Screenshots.shell(importing.getShell(), "wizard-import-collaboration");
        pools.getItem(1).setChecked(false);
        org.eclipse.swt.widgets.Event uncheck = new org.eclipse.swt.widgets.Event();
        uncheck.detail = org.eclipse.swt.SWT.CHECK;
        uncheck.item = pools.getItem(1);
        pools.notifyListeners(org.eclipse.swt.SWT.Selection, uncheck);
        UiWait.settle(100);
        assertEquals("makes Customer (1 task)", notes.getText().replace("\r", ""));
        press(finish(importing));
        IFile customer = project.getFile("Customer.tutti");
        assertTrue(customer.exists(), "the checked process was imported");
        assertFalse(project.getFile("Shop.tutti").exists(), "the unchecked one was not");
        assertEquals("placeOrder", CompositionFiles.load(customer.getLocation().toFile().toPath()).getTasks().get(0).getName());
    }
}
