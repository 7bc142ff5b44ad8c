package tutti.ui.editor.commands;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.commands.Command;

import tutti.model.composition.Composition;
import tutti.model.composition.Task;
import tutti.ui.editor.TaskKind;

/** Adds a new task where the user dropped it; it gets a name that is free in the composition. */
public final class CreateTaskCommand extends Command {

    private final Composition composition;
    private final Task task;
    private final Rectangle bounds;

    public CreateTaskCommand(Composition composition, Task task, Rectangle bounds) {
        super("Create " + TaskKind.of(task).label());
        this.composition = composition;
        this.task = task;
        this.bounds = bounds;
    }

    @Override
    public boolean canExecute() {
        return composition != null && task != null && task.eContainer() == null;
    }

    @Override
    public void execute() {
        if (task.getName() == null || task.getName().isBlank()) {
            task.setName(TaskNames.free(composition, TaskKind.of(task).baseName()));
        }
        task.setBounds(SetBoundsCommand.bounds(bounds.x, bounds.y, Math.max(bounds.width, TaskSizes.WIDTH),
                Math.max(bounds.height, TaskSizes.HEIGHT)));
        redo();
    }

    @Override
    public void redo() {
        composition.getTasks().add(task);
    }

    @Override
    public void undo() {
        composition.getTasks().remove(task);
    }

    public Task task() {
        return task;
    }
}
