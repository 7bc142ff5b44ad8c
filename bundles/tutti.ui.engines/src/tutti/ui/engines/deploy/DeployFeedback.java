package tutti.ui.engines.deploy;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

import tutti.model.CompositionFiles;
import tutti.model.ModelException;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionPackage;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.editor.commands.SetAttributeCommand;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.Notifications;

/**
 * Shows what a Deploy did, without a modal dialog unless a decision is needed: a notification that
 * fades ("Benchmark 1.0.0 deployed to Local engine in 0.4 s"), the Problems view when the
 * composition has problems, and for an engine that holds other content under this version, the
 * offer to deploy it as the next version.
 */
final class DeployFeedback {

    private DeployFeedback() {
    }

    /** Called on the Deploy job's thread. */
    static void show(Shell shell, DeployReport report) {
        Display display = PlatformUI.isWorkbenchRunning() ? PlatformUI.getWorkbench().getDisplay() : null;
        if (display == null || display.isDisposed()) {
            return;
        }
        display.asyncExec(() -> {
            notify(report);
            if (report.problems() > 0) {
                showProblems();
            }
            if (!report.conflicts().isEmpty()) {
                offerNextVersion(shell, report);
            }
        });
    }

    private static void notify(DeployReport report) {
        String title = report.ok() ? "Deployed" : report.refusal() != null ? "Not deployed" : "Deploy failed";
        Notifications.show(title, report.summary(), report.ok());
    }

    private static void showProblems() {
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (w != null && w.getActivePage() != null) {
            try {
                w.getActivePage().showView(IPageLayout.ID_PROBLEM_VIEW, null, IWorkbenchPage.VIEW_VISIBLE);
            } catch (PartInitException e) {
                // the notification says it already
            }
        }
    }

    private static void offerNextVersion(Shell shell, DeployReport report) {
        IFile file = report.file();
        List<EngineTarget> engines = report.conflicts().stream().map(DeployJob.Outcome::engine).toList();
        String next = VersionBump.next(report.version());
        if (!"tutti".equals(file.getFileExtension())) {
            MessageDialog.openInformation(shell, "Version already deployed", report.conflicts().get(0).error().getMessage()
                    + "\n\nChange the version in " + file.getName() + " and deploy again.");
            return;
        }
        boolean bump = MessageDialog.openQuestion(shell, "Version already deployed", report.conflicts().get(0).error().getMessage()
                + "\n\nA deployed version never changes, so instances that started on it keep its code. Deploy this composition as "
                + report.name() + " " + next + "?");
        if (!bump) {
            return;
        }
        try {
            setVersion(file, next);
        } catch (ModelException | CoreException e) {
            MessageDialog.openError(shell, "Cannot change the version", e.getMessage());
            return;
        }
        DeployHandler.deploy(PlatformUI.getWorkbench().getActiveWorkbenchWindow(), file, engines);
    }

    /** Through the open editor (one undoable edit, then saved) when there is one, else in the file. */
    static void setVersion(IFile file, String version) throws ModelException, CoreException {
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (w != null && w.getActivePage() != null) {
            for (var ref : w.getActivePage().getEditorReferences()) {
                IEditorPart editor = ref.getEditor(false);
                if (editor instanceof CompositionEditor c && file.equals(DeployHandler.fileOf(c))) {
                    c.editDomain().getCommandStack().execute(new SetAttributeCommand(c.composition(),
                            CompositionPackage.Literals.COMPOSITION__VERSION, version, "Set version to " + version));
                    c.doSave(null);
                    return;
                }
            }
        }
        Composition composition = CompositionFiles.load(file.getLocation().toFile().toPath());
        composition.setVersion(version);
        CompositionFiles.save(composition, file.getLocation().toFile().toPath());
        file.refreshLocal(IResource.DEPTH_ZERO, null);
    }
}
