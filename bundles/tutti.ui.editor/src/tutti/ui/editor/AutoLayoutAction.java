package tutti.ui.editor;

import org.eclipse.jface.action.Action;

/** "Auto-layout": the Eclipse Layout Kernel, left to right as the flows run; one undoable command. */
final class AutoLayoutAction extends Action {

    private final CompositionEditor editor;

    AutoLayoutAction(CompositionEditor editor) {
        super("Auto-layout");
        this.editor = editor;
        setId(CompositionEditor.AUTO_LAYOUT);
        setToolTipText("Lay the diagram out left to right as its flows run, labels beside them (Ctrl+Shift+L)");
    }

    @Override
    public void run() {
        editor.autoLayout();
    }
}
