package tutti.ui.editor.parts;

import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.GraphicalNodeEditPolicy;
import org.eclipse.gef.requests.CreateConnectionRequest;
import org.eclipse.gef.requests.ReconnectRequest;

import tutti.model.composition.Composition;
import tutti.model.composition.Task;
import tutti.ui.editor.commands.CreateControlFlowCommand;
import tutti.ui.editor.commands.CreateDataFlowCommand;
import tutti.ui.editor.commands.ParameterBox;

/**
 * Drawing flows: control flows between tasks; data flows from a task or the inputs box to a task
 * or the outputs box. A flow the model cannot take leaves the tool's "not allowed" cursor.
 */
final class FlowConnectPolicy extends GraphicalNodeEditPolicy {

    private Composition composition() {
        Object m = getHost().getModel();
        return m instanceof Task t ? (Composition) t.eContainer() : ((ParameterBox) m).composition();
    }

    @Override
    protected Command getConnectionCreateCommand(CreateConnectionRequest request) {
        Object m = getHost().getModel();
        Command start = null;
        if (request.getNewObjectType() == FlowKind.CONTROL && m instanceof Task t) {
            start = new CreateControlFlowCommand(composition(), t, tutti.model.composition.FlowKind.NORMAL);
        } else if (request.getNewObjectType() == FlowKind.FAILURE && m instanceof Task t && tutti.model.Failures.canFail(t)) {
            // A Receive or a Reply cannot fail: the tool shows "not allowed" on them.
            start = new CreateControlFlowCommand(composition(), t, tutti.model.composition.FlowKind.FAILURE);
        } else if (request.getNewObjectType() == FlowKind.TIMEOUT && m instanceof Task t && !tutti.model.Failures.isEnd(t)
                && t.getForEach() == null) {
            start = new CreateControlFlowCommand(composition(), t, tutti.model.composition.FlowKind.TIMEOUT);
        } else if (request.getNewObjectType() == FlowKind.REMINDER && m instanceof Task t && !tutti.model.Failures.isEnd(t)) {
            start = new CreateControlFlowCommand(composition(), t, tutti.model.composition.FlowKind.REMINDER);
        } else if (request.getNewObjectType() == FlowKind.DATA && (m instanceof Task || m instanceof ParameterBox b && b.inputs())) {
            start = new CreateDataFlowCommand(composition(), m);
        }
        request.setStartCommand(start);
        return start;
    }

    @Override
    protected Command getConnectionCompleteCommand(CreateConnectionRequest request) {
        Object m = getHost().getModel();
        if (request.getStartCommand() instanceof CreateControlFlowCommand c && m instanceof Task t) {
            c.setTarget(t);
            return c;
        }
        if (request.getStartCommand() instanceof CreateDataFlowCommand d) {
            d.setTarget(m);
            return d;
        }
        return null;
    }

    @Override
    protected Command getReconnectSourceCommand(ReconnectRequest request) {
        return null;
    }

    @Override
    protected Command getReconnectTargetCommand(ReconnectRequest request) {
        return null;
    }
}
