package tutti.ui.editor.parts;

import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.ComponentEditPolicy;
import org.eclipse.gef.requests.GroupRequest;

import tutti.model.composition.Composition;
import tutti.model.composition.Task;
import tutti.ui.editor.commands.DeleteTaskCommand;

/** Deleting a task (with its flows). */
final class TaskDeletePolicy extends ComponentEditPolicy {

    @Override
    protected Command createDeleteCommand(GroupRequest request) {
        Task t = (Task) getHost().getModel();
        return new DeleteTaskCommand((Composition) t.eContainer(), t);
    }
}
