package tutti.ui.editor.commands;

import java.util.List;

import org.eclipse.gef.commands.Command;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.DataFlow;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;

/**
 * Connects an output (of a task, or a composition input) with an input (of a task, or a
 * composition output). Drawn between two figures, it binds the parameters of the same name, else
 * the first source parameter to the first target parameter nothing feeds yet; the property sheet
 * changes the choice.
 */
public final class CreateDataFlowCommand extends Command {

    private final Composition composition;
    private final Object sourceEnd;
    private Object targetEnd;
    private Parameter source;
    private Parameter target;
    private DataFlow flow;

    /** @param sourceEnd a {@link Task} or the inputs {@link ParameterBox} */
    public CreateDataFlowCommand(Composition composition, Object sourceEnd) {
        super("Connect with a data flow");
        this.composition = composition;
        this.sourceEnd = sourceEnd;
    }

    /** @param targetEnd a {@link Task} or the outputs {@link ParameterBox} */
    public void setTarget(Object targetEnd) {
        this.targetEnd = targetEnd;
        choose();
    }

    private static List<Parameter> sources(Object end) {
        if (end instanceof Task t) {
            return t.getOutputs();
        }
        return end instanceof ParameterBox b && b.inputs() ? b.parameters() : List.of();
    }

    private static List<Parameter> targets(Object end) {
        if (end instanceof Task t) {
            return t.getInputs();
        }
        return end instanceof ParameterBox b && !b.inputs() ? b.parameters() : List.of();
    }

    private boolean fed(Parameter p) {
        return composition.getDataFlows().stream().anyMatch(f -> f.getTarget() == p);
    }

    private void choose() {
        source = null;
        target = null;
        if (targetEnd == null || targetEnd.equals(sourceEnd)) {
            return;
        }
        List<Parameter> from = sources(sourceEnd);
        List<Parameter> to = targets(targetEnd).stream().filter(p -> !fed(p)).toList();
        for (Parameter s : from) {
            for (Parameter t : to) {
                if (s.getName() != null && s.getName().equals(t.getName())) {
                    source = s;
                    target = t;
                    return;
                }
            }
        }
        if (!from.isEmpty() && !to.isEmpty()) {
            source = from.get(0);
            target = to.get(0);
        }
    }

    @Override
    public boolean canExecute() {
        return source != null && target != null;
    }

    @Override
    public void execute() {
        flow = CompositionFactory.eINSTANCE.createDataFlow();
        flow.setSource(source);
        flow.setTarget(target);
        redo();
    }

    @Override
    public void redo() {
        composition.getDataFlows().add(flow);
    }

    @Override
    public void undo() {
        composition.getDataFlows().remove(flow);
    }

    public DataFlow flow() {
        return flow;
    }
}
