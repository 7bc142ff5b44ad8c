package tutti.ui.editor.commands;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;

import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;

/** Removes one control or data flow; undo puts it back at its place in the file. */
public final class DeleteFlowCommand extends Command {

    private final Composition composition;
    private final EObject flow;
    private int index;

    public DeleteFlowCommand(Composition composition, EObject flow) {
        super(flow instanceof ControlFlow ? "Delete control flow" : "Delete data flow");
        this.composition = composition;
        this.flow = flow;
    }

    @SuppressWarnings("unchecked")
    private List<EObject> list() {
        return (List<EObject>) (List<?>) (flow instanceof ControlFlow ? composition.getControlFlows() : composition.getDataFlows());
    }

    @Override
    public boolean canExecute() {
        return composition != null && list().contains(flow);
    }

    @Override
    public void execute() {
        index = list().indexOf(flow);
        redo();
    }

    @Override
    public void redo() {
        list().remove(flow);
    }

    @Override
    public void undo() {
        list().add(index, flow);
    }
}
