package tutti.ui.editor.parts;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.ConnectionEditPolicy;
import org.eclipse.gef.requests.GroupRequest;

import tutti.model.composition.Composition;
import tutti.ui.editor.commands.DeleteFlowCommand;

/** Deleting a control or data flow. */
final class FlowDeletePolicy extends ConnectionEditPolicy {

    @Override
    protected Command getDeleteCommand(GroupRequest request) {
        EObject flow = (EObject) getHost().getModel();
        return new DeleteFlowCommand((Composition) flow.eContainer(), flow);
    }
}
