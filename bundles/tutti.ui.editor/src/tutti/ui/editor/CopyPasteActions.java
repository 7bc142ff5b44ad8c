package tutti.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.ui.actions.Clipboard;
import org.eclipse.gef.ui.actions.SelectionAction;
import org.eclipse.ui.actions.ActionFactory;

import tutti.model.composition.Composition;
import tutti.model.composition.Task;
import tutti.ui.editor.commands.PasteTasksCommand;

/** Copy and paste of tasks (with the flows among them), through GEF's clipboard. */
final class CopyPasteActions {

    private CopyPasteActions() {
    }

    /** Copies the selected tasks. */
    static final class Copy extends SelectionAction {
        private final CompositionEditor editor;

        Copy(CompositionEditor editor) {
            super(editor);
            this.editor = editor;
            setId(ActionFactory.COPY.getId());
            setText("Copy");
        }

        private List<Task> selectedTasks() {
            List<Task> tasks = new ArrayList<>();
            for (Object o : getSelectedObjects()) {
                if (o instanceof EditPart p && p.getModel() instanceof Task t) {
                    tasks.add(t);
                }
            }
            return tasks;
        }

        @Override
        protected boolean calculateEnabled() {
            return !selectedTasks().isEmpty();
        }

        @Override
        public void run() {
            Clipboard.getDefault().setContents(PasteTasksCommand.copy(editor.composition(), selectedTasks()));
        }
    }

    /** Pastes what was copied, in this editor's composition. */
    static final class Paste extends SelectionAction {
        private final CompositionEditor editor;

        Paste(CompositionEditor editor) {
            super(editor);
            this.editor = editor;
            setId(ActionFactory.PASTE.getId());
            setText("Paste");
        }

        @Override
        protected boolean calculateEnabled() {
            return Clipboard.getDefault().getContents() instanceof Composition;
        }

        @Override
        public void run() {
            if (Clipboard.getDefault().getContents() instanceof Composition copied) {
                execute(new PasteTasksCommand(editor.composition(), copied));
            }
        }
    }
}
