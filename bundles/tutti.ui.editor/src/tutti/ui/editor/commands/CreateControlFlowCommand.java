package tutti.ui.editor.commands;

import org.eclipse.gef.commands.Command;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.Task;

/**
 * Connects two tasks with a control flow: the target may start once the source has completed, or,
 * for a failure flow, once it has failed.
 */
public final class CreateControlFlowCommand extends Command {

    private final Composition composition;
    private final Task source;
    private final boolean failure;
    private Task target;
    private ControlFlow flow;

    public CreateControlFlowCommand(Composition composition, Task source, boolean failure) {
        super(failure ? "Connect with a failure flow" : "Connect with a control flow");
        this.composition = composition;
        this.source = source;
        this.failure = failure;
    }

    public void setTarget(Task target) {
        this.target = target;
    }

    @Override
    public boolean canExecute() {
        if (source == null || target == null || source == target) {
            return false;
        }
        // One flow of each kind per ordered pair: a second would say nothing the first does not.
        return composition.getControlFlows().stream().noneMatch(f -> f.getSource() == source && f.getTarget() == target
                && tutti.model.Failures.isFailureFlow(f) == failure);
    }

    @Override
    public void execute() {
        flow = CompositionFactory.eINSTANCE.createControlFlow();
        flow.setSource(source);
        flow.setTarget(target);
        if (failure) {
            flow.setKind(tutti.model.composition.FlowKind.FAILURE);
        }
        redo();
    }

    @Override
    public void redo() {
        composition.getControlFlows().add(flow);
    }

    @Override
    public void undo() {
        composition.getControlFlows().remove(flow);
    }

    public ControlFlow flow() {
        return flow;
    }
}
