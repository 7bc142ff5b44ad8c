package tutti.ui.monitor.overlay;

import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.ui.IEditorActionDelegate;
import org.eclipse.ui.IEditorPart;

import tutti.ui.editor.CompositionEditor;

/** The composition editor's "Live statistics" toggle: each editor keeps its own state. */
public final class LiveStatisticsAction implements IEditorActionDelegate {

    private CompositionEditor editor;

    @Override
    public void setActiveEditor(IAction action, IEditorPart part) {
        editor = part instanceof CompositionEditor c && c.problem() == null ? c : null;
        action.setEnabled(editor != null);
        action.setChecked(editor != null && LiveOverlay.of(editor).isOn());
    }

    @Override
    public void run(IAction action) {
        if (editor != null) {
            LiveOverlay.of(editor).setOn(action.isChecked());
        }
    }

    @Override
    public void selectionChanged(IAction action, ISelection selection) {
    }
}
