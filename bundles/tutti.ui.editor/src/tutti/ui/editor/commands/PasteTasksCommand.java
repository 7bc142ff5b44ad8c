package tutti.ui.editor.commands;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.commands.Command;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.Task;

/**
 * Pastes copied tasks with the flows that ran between them, shifted so they do not hide the
 * originals, each under a name free in the composition. Pasting again pastes new copies.
 */
public final class PasteTasksCommand extends Command {

    /** How far each paste lands from what was copied. */
    static final int OFFSET = 30;

    private final Composition composition;
    private final Composition copied;
    private List<Task> tasks;
    private List<ControlFlow> controls;
    private List<DataFlow> data;

    /**
     * Copies tasks with the control and data flows whose both ends are among them, into a
     * composition of their own that nothing else refers to (what the clipboard keeps).
     */
    public static Composition copy(Composition from, Collection<Task> tasks) {
        EcoreUtil.Copier copier = new EcoreUtil.Copier();
        Composition out = CompositionFactory.eINSTANCE.createComposition();
        tasks.forEach(t -> out.getTasks().add((Task) copier.copy(t)));
        for (ControlFlow f : from.getControlFlows()) {
            if (tasks.contains(f.getSource()) && tasks.contains(f.getTarget())) {
                out.getControlFlows().add((ControlFlow) copier.copy(f));
            }
        }
        for (DataFlow f : from.getDataFlows()) {
            if (f.getSource() != null && tasks.contains(f.getSource().eContainer()) && f.getTarget() != null
                    && tasks.contains(f.getTarget().eContainer())) {
                out.getDataFlows().add((DataFlow) copier.copy(f));
            }
        }
        copier.copyReferences();
        return out;
    }

    /** @param copied what {@link #copy} made */
    public PasteTasksCommand(Composition composition, Composition copied) {
        super("Paste " + copied.getTasks().size() + " task" + (copied.getTasks().size() == 1 ? "" : "s"));
        this.composition = composition;
        this.copied = copied;
    }

    @Override
    public boolean canExecute() {
        return composition != null && !copied.getTasks().isEmpty();
    }

    @Override
    public void execute() {
        // A copy of the copy: the clipboard stays as it was for the next paste.
        Composition pasted = copy(copied, copied.getTasks());
        Set<String> taken = new HashSet<>();
        composition.getTasks().forEach(t -> taken.add(t.getName()));
        for (Task t : pasted.getTasks()) {
            String name = TaskNames.free(taken, t.getName().replaceAll("\\d+$", ""));
            taken.add(name);
            t.setName(name);
            if (t.getBounds() != null) {
                t.getBounds().setX(t.getBounds().getX() + OFFSET);
                t.getBounds().setY(t.getBounds().getY() + OFFSET);
            }
        }
        // Adding them to the composition takes them out of the scratch copy: keep them by hand.
        tasks = new ArrayList<>(pasted.getTasks());
        controls = new ArrayList<>(pasted.getControlFlows());
        data = new ArrayList<>(pasted.getDataFlows());
        redo();
    }

    @Override
    public void redo() {
        composition.getTasks().addAll(tasks);
        composition.getControlFlows().addAll(controls);
        composition.getDataFlows().addAll(data);
    }

    @Override
    public void undo() {
        composition.getDataFlows().removeAll(data);
        composition.getControlFlows().removeAll(controls);
        composition.getTasks().removeAll(tasks);
    }
}
