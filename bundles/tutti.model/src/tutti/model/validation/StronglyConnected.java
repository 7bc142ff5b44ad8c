package tutti.model.validation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tutti.model.composition.ControlFlow;
import tutti.model.composition.Task;

/** The loops of a control-flow graph: its strongly connected components with a cycle (Tarjan). */
final class StronglyConnected {

    private final Map<Task, List<ControlFlow>> outgoing;
    private final Map<Task, Integer> index = new HashMap<>();
    private final Map<Task, Integer> low = new HashMap<>();
    private final Deque<Task> stack = new ArrayDeque<>();
    private final Set<Task> onStack = new LinkedHashSet<>();
    private final List<Set<Task>> cycles = new ArrayList<>();
    private int next;

    StronglyConnected(Map<Task, List<ControlFlow>> outgoing) {
        this.outgoing = outgoing;
    }

    List<Set<Task>> components() {
        for (Task t : outgoing.keySet()) {
            if (!index.containsKey(t)) {
                visit(t);
            }
        }
        return cycles;
    }

    private void visit(Task t) {
        index.put(t, next);
        low.put(t, next);
        next++;
        stack.push(t);
        onStack.add(t);
        for (ControlFlow f : outgoing.get(t)) {
            Task w = f.getTarget();
            if (!index.containsKey(w)) {
                visit(w);
                low.put(t, Math.min(low.get(t), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(t, Math.min(low.get(t), index.get(w)));
            }
        }
        if (low.get(t).equals(index.get(t))) {
            Set<Task> component = new LinkedHashSet<>();
            Task w;
            do {
                w = stack.pop();
                onStack.remove(w);
                component.add(w);
            } while (w != t);
            boolean selfLoop = outgoing.get(t).stream().anyMatch(f -> f.getTarget() == t);
            if (component.size() > 1 || selfLoop) {
                List<Task> ordered = new ArrayList<>(component);
                java.util.Collections.reverse(ordered);
                cycles.add(new LinkedHashSet<>(ordered));
            }
        }
    }
}
