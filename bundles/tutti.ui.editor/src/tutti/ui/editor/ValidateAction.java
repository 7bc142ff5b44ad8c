package tutti.ui.editor;

import org.eclipse.jface.action.Action;

/** "Validate": checks the composition now, without saving it. */
final class ValidateAction extends Action {

    private final CompositionEditor editor;

    ValidateAction(CompositionEditor editor) {
        super("Validate");
        this.editor = editor;
        setId(CompositionEditor.VALIDATE);
        setToolTipText("Check the composition as the compiler would; problems go to the Problems view (F9)");
    }

    @Override
    public void run() {
        editor.validate();
    }
}
