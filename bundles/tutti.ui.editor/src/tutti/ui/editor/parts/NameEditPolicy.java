package tutti.ui.editor.parts;

import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.DirectEditPolicy;
import org.eclipse.gef.requests.DirectEditRequest;

import tutti.model.composition.CompositionPackage;
import tutti.model.composition.Task;
import tutti.ui.editor.commands.SetAttributeCommand;

/** Renaming a task in place; a name that is no Java identifier or is taken is not applied. */
final class NameEditPolicy extends DirectEditPolicy {

    @Override
    protected Command getDirectEditCommand(DirectEditRequest request) {
        Task t = (Task) getHost().getModel();
        String name = String.valueOf(request.getCellEditor().getValue()).strip();
        if (NameEditManager.problem(t, name) != null) {
            return null;
        }
        return new SetAttributeCommand(t, CompositionPackage.Literals.TASK__NAME, name, "Rename " + t.getName() + " to " + name);
    }

    @Override
    protected void showCurrentEditValue(DirectEditRequest request) {
        // The cell editor shows the text being typed; the figure keeps the name until it is applied.
    }
}
