package tutti.ui.editor.commands;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.gef.commands.Command;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.DataFlow;
import tutti.model.composition.Parameter;

/**
 * Replaces the inputs or outputs of a task or of the composition with a new list of names and
 * types. A parameter whose name is still there stays, with its data flows (retyped and moved if
 * so written); a line that replaces a dropped name at the same place renames that parameter; new
 * names are added; parameters no longer listed go, with the data flows that used them. Undo puts
 * back the very same parameters and flows.
 */
public final class SetParametersCommand extends Command {

    /** One parameter as written: {@code name : type}. */
    public record Spec(String name, String type) {
    }

    /** A parameter with the name and type it has in one state. */
    private record Held(Parameter parameter, String name, String type) {
    }

    private final Composition composition;
    private final List<Parameter> list;
    private final List<Spec> next;
    private final List<Held> before = new ArrayList<>();
    private final List<Held> after = new ArrayList<>();
    private final List<DataFlow> flows = new ArrayList<>();
    private final List<Integer> flowsAt = new ArrayList<>();

    /** @param list the task's or composition's inputs or outputs (a live model list) */
    public SetParametersCommand(Composition composition, List<Parameter> list, List<Spec> next, String label) {
        super(label);
        this.composition = composition;
        this.list = list;
        this.next = List.copyOf(next);
    }

    @Override
    public boolean canExecute() {
        if (composition == null) {
            return false;
        }
        if (next.size() != list.size()) {
            return true;
        }
        for (int i = 0; i < next.size(); i++) {
            if (!next.get(i).name().equals(list.get(i).getName()) || !next.get(i).type().equals(list.get(i).getType())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void execute() {
        list.forEach(p -> before.add(new Held(p, p.getName(), p.getType())));
        Set<String> kept = new HashSet<>();
        next.forEach(s -> kept.add(s.name()));
        Set<Parameter> used = new HashSet<>();
        for (int i = 0; i < next.size(); i++) {
            Spec s = next.get(i);
            Parameter p = list.stream().filter(x -> s.name().equals(x.getName())).findFirst().orElse(null);
            if (p == null && i < list.size() && !kept.contains(list.get(i).getName()) && !used.contains(list.get(i))) {
                p = list.get(i); // written over a dropped name at the same place: a rename
            }
            if (p == null) {
                p = CompositionFactory.eINSTANCE.createParameter();
            }
            used.add(p);
            after.add(new Held(p, s.name(), s.type()));
        }
        List<DataFlow> all = composition.getDataFlows();
        for (int i = 0; i < all.size(); i++) {
            DataFlow f = all.get(i);
            if (gone(f.getSource(), used) || gone(f.getTarget(), used)) {
                flows.add(f);
                flowsAt.add(i);
            }
        }
        redo();
    }

    private boolean gone(Parameter p, Set<Parameter> used) {
        return list.contains(p) && !used.contains(p);
    }

    @Override
    public void redo() {
        composition.getDataFlows().removeAll(flows);
        show(after);
    }

    @Override
    public void undo() {
        show(before);
        for (int i = 0; i < flows.size(); i++) {
            composition.getDataFlows().add(flowsAt.get(i), flows.get(i));
        }
    }

    /** The list as one state has it: these parameters, in this order, with these names and types. */
    private void show(List<Held> state) {
        list.clear();
        for (Held h : state) {
            h.parameter().setName(h.name());
            h.parameter().setType(h.type());
            list.add(h.parameter());
        }
    }
}
