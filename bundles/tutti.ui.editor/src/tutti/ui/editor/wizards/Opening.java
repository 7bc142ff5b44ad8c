package tutti.ui.editor.wizards;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

/** What the wizards do last: show the new file in the editor. */
final class Opening {

    private Opening() {
    }

    static void open(IWorkbench workbench, IFile file) {
        IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
        if (window == null || window.getActivePage() == null) {
            return;
        }
        try {
            IDE.openEditor(window.getActivePage(), file, true);
        } catch (PartInitException e) {
            MessageDialog.openError(window.getShell(), "Cannot open " + file.getName(), e.getMessage());
        }
    }
}
