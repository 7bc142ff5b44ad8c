package tutti.ui.editor.commands;

import org.eclipse.gef.commands.Command;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.Task;

/**
 * Connects two tasks with a control flow: the target may start once the source has completed, or,
 * for a failure flow, once it has failed, or, for a timeout flow, once its time is up.
 */
public final class CreateControlFlowCommand extends Command {

    private final Composition composition;
    private final Task source;
    private final tutti.model.composition.FlowKind kind;
    private Task target;
    private ControlFlow flow;

    public CreateControlFlowCommand(Composition composition, Task source, tutti.model.composition.FlowKind kind) {
        super(switch (kind) {
            case FAILURE -> "Connect with a failure flow";
            case TIMEOUT -> "Connect with a timeout flow";
            case REMINDER -> "Connect with a reminder flow";
            default -> "Connect with a control flow";
        });
        this.composition = composition;
        this.source = source;
        this.kind = kind;
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
                && f.getKind() == kind);
    }

    @Override
    public void execute() {
        flow = CompositionFactory.eINSTANCE.createControlFlow();
        flow.setSource(source);
        flow.setTarget(target);
        flow.setKind(kind);
        if (kind == tutti.model.composition.FlowKind.TIMEOUT || kind == tutti.model.composition.FlowKind.REMINDER) {
            flow.setTimeout("PT1M"); // a start the user changes in the Properties view
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
