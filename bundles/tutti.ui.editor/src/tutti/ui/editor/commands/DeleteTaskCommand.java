package tutti.ui.editor.commands;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.gef.commands.Command;

import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.Task;

/** Removes a task and every flow that starts or ends at it; undo puts all of them back where they were. */
public final class DeleteTaskCommand extends Command {

    private final Composition composition;
    private final Task task;
    private int taskIndex;
    private final List<Integer> controlIndexes = new ArrayList<>();
    private final List<ControlFlow> controls = new ArrayList<>();
    private final List<Integer> dataIndexes = new ArrayList<>();
    private final List<DataFlow> data = new ArrayList<>();

    public DeleteTaskCommand(Composition composition, Task task) {
        super("Delete " + task.getName());
        this.composition = composition;
        this.task = task;
    }

    @Override
    public boolean canExecute() {
        return composition != null && composition.getTasks().contains(task);
    }

    @Override
    public void execute() {
        taskIndex = composition.getTasks().indexOf(task);
        List<ControlFlow> allControls = composition.getControlFlows();
        for (int i = 0; i < allControls.size(); i++) {
            ControlFlow f = allControls.get(i);
            if (f.getSource() == task || f.getTarget() == task) {
                controlIndexes.add(i);
                controls.add(f);
            }
        }
        List<DataFlow> allData = composition.getDataFlows();
        for (int i = 0; i < allData.size(); i++) {
            DataFlow f = allData.get(i);
            if (f.getSource() != null && f.getSource().eContainer() == task
                    || f.getTarget() != null && f.getTarget().eContainer() == task) {
                dataIndexes.add(i);
                data.add(f);
            }
        }
        redo();
    }

    @Override
    public void redo() {
        composition.getControlFlows().removeAll(controls);
        composition.getDataFlows().removeAll(data);
        composition.getTasks().remove(task);
    }

    @Override
    public void undo() {
        composition.getTasks().add(taskIndex, task);
        for (int i = 0; i < controls.size(); i++) {
            composition.getControlFlows().add(controlIndexes.get(i), controls.get(i));
        }
        for (int i = 0; i < data.size(); i++) {
            composition.getDataFlows().add(dataIndexes.get(i), data.get(i));
        }
    }
}
