package tutti.ui.editor;

import org.eclipse.jface.action.Action;

/** "Auto-layout": left to right by control-flow depth, one undoable command. */
final class AutoLayoutAction extends Action {

    private final CompositionEditor editor;

    AutoLayoutAction(CompositionEditor editor) {
        super("Auto-layout");
        this.editor = editor;
        setId(CompositionEditor.AUTO_LAYOUT);
        setToolTipText("Lay the tasks out left to right by control-flow depth (Ctrl+Shift+L)");
    }

    @Override
    public void run() {
        editor.autoLayout();
    }
}
