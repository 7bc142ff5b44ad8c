package tutti.ui.engines.deploy;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.dialogs.MessageDialogWithToggle;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

import tutti.ui.engines.DeployPreferences;
import tutti.ui.engines.EngineCluster;
import tutti.ui.engines.EngineRegistry;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.EnginesPlugin;

/**
 * Deploy: the composition of the active editor (or the .tutti/.bpmn file selected in the Project
 * Explorer) to the engines it remembers, after saving it if it has unsaved changes (asked, unless
 * "always save" was chosen).
 */
public final class DeployHandler extends AbstractHandler {

    private static volatile DeployJob lastJob;

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        IWorkbenchPart part = HandlerUtil.getActivePart(event);
        IFile file = part instanceof IEditorPart editor ? fileOf(editor) : null;
        if (file == null) {
            file = selectedFile(HandlerUtil.getCurrentSelection(event));
        }
        if (file == null && window != null) {
            file = currentFile(window);
        }
        if (file == null) {
            MessageDialog.openInformation(HandlerUtil.getActiveShell(event), "Deploy",
                    "Open a composition or select a .tutti or .bpmn file to deploy.");
            return null;
        }
        EngineRegistry engines = EnginesPlugin.getDefault().engines();
        deploy(window, file, DeployTargets.of(file, engines), DeployTargets.clustersOf(file, engines));
        return null;
    }

    /** Saves the file's editor if needed (asking), then schedules the Deploy job; null when the user cancelled. */
    public static DeployJob deploy(IWorkbenchWindow window, IFile file, List<EngineTarget> targets) {
        return deploy(window, file, targets, List.of());
    }

    /** As {@link #deploy(IWorkbenchWindow, IFile, List)}, to clusters too (all of a cluster's members, or none). */
    public static DeployJob deploy(IWorkbenchWindow window, IFile file, List<EngineTarget> targets, List<EngineCluster> clusters) {
        if (window != null && !saved(window, file)) {
            return null;
        }
        Shell shell = window == null ? null : window.getShell();
        DeployJob job = new DeployJob(file, targets, clusters, report -> DeployFeedback.show(shell, report));
        lastJob = job;
        job.schedule();
        return job;
    }

    /** The most recent Deploy, for tests. */
    public static DeployJob lastJob() {
        return lastJob;
    }

    /** The composition the user works on: the active editor's file, else the selected file. */
    static IFile currentFile(IWorkbenchWindow window) {
        IWorkbenchPage page = window.getActivePage();
        if (page == null) {
            return null;
        }
        IWorkbenchPart part = page.getActivePart();
        if (part instanceof IEditorPart editor && fileOf(editor) != null) {
            return fileOf(editor);
        }
        IFile selected = selectedFile(page.getSelection());
        if (selected != null) {
            return selected;
        }
        return page.getActiveEditor() == null ? null : fileOf(page.getActiveEditor());
    }

    static IFile fileOf(IEditorPart editor) {
        if (editor.getEditorInput() instanceof IFileEditorInput in && isComposition(in.getFile())) {
            return in.getFile();
        }
        return null;
    }

    static IFile selectedFile(ISelection selection) {
        if (selection instanceof IStructuredSelection s && s.size() == 1) {
            IFile f = Adapters.adapt(s.getFirstElement(), IFile.class);
            return f != null && isComposition(f) ? f : null;
        }
        return null;
    }

    private static boolean isComposition(IFile f) {
        return "tutti".equals(f.getFileExtension()) || "bpmn".equals(f.getFileExtension());
    }

    /** True when the file has no unsaved editor, or the user agreed to save it (and it saved). */
    private static boolean saved(IWorkbenchWindow window, IFile file) {
        IWorkbenchPage page = window.getActivePage();
        if (page == null) {
            return true;
        }
        for (var ref : page.getEditorReferences()) {
            IEditorPart editor = ref.getEditor(false);
            if (editor == null || !editor.isDirty() || !file.equals(fileOf(editor))) {
                continue;
            }
            var prefs = EnginesPlugin.getDefault().getPreferenceStore();
            if (!prefs.getBoolean(DeployPreferences.ALWAYS_SAVE)) {
                MessageDialogWithToggle d = MessageDialogWithToggle.open(MessageDialog.CONFIRM, window.getShell(),
                        "Save before deploying", file.getName() + " has unsaved changes. Deploy sends what is saved: save it now?",
                        "Always save without asking", false, null, null, 0);
                if (d.getReturnCode() != IDialogConstants.OK_ID) {
                    return false;
                }
                if (d.getToggleState()) {
                    prefs.setValue(DeployPreferences.ALWAYS_SAVE, true);
                }
            }
            editor.doSave(null);
            if (editor.isDirty()) {
                return false;
            }
        }
        return true;
    }
}
