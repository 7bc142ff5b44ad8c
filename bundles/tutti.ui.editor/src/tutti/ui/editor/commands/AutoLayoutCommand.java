package tutti.ui.editor.commands;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.commands.Command;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionPackage;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.Task;

/**
 * Lays the composition out left to right: the inputs box, then one column per control-flow depth
 * (the longest path from a task nothing precedes; loops' back edges do not count), then the
 * outputs box. One command, so one undo puts every figure back.
 */
public final class AutoLayoutCommand extends Command {

    static final int MARGIN = 30;
    static final int COLUMN_GAP = 70;
    static final int ROW_GAP = 40;
    static final int BOX_WIDTH = 140;

    private final Composition composition;
    private final List<SetBoundsCommand> moves = new ArrayList<>();

    public AutoLayoutCommand(Composition composition) {
        super("Auto-layout");
        this.composition = composition;
    }

    @Override
    public boolean canExecute() {
        return composition != null;
    }

    /**
     * Where the layout puts each task: its column by control-flow depth, its row by its order
     * among the tasks of that column. Also where a file without layout shows its tasks.
     */
    public static Map<Task, Rectangle> places(Composition composition) {
        Map<Task, Integer> depth = depths(composition);
        int columns = depth.values().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
        int[] rows = new int[Math.max(1, columns)];
        int left = MARGIN + BOX_WIDTH + COLUMN_GAP;
        Map<Task, Rectangle> places = new java.util.LinkedHashMap<>();
        for (Task t : composition.getTasks()) {
            int d = depth.get(t);
            places.put(t, new Rectangle(left + d * (TaskSizes.WIDTH + COLUMN_GAP), MARGIN + rows[d]++ * (TaskSizes.HEIGHT
                    + ROW_GAP), TaskSizes.WIDTH, TaskSizes.HEIGHT));
        }
        return places;
    }

    @Override
    public void execute() {
        Map<Task, Rectangle> places = places(composition);
        int columns = depths(composition).values().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
        int left = MARGIN + BOX_WIDTH + COLUMN_GAP;
        places.forEach((t, r) -> moves.add(new SetBoundsCommand(t, CompositionPackage.Literals.TASK__BOUNDS, r, getLabel())));
        ParameterBox in = new ParameterBox(composition, true);
        ParameterBox out = new ParameterBox(composition, false);
        moves.add(new SetBoundsCommand(composition, in.boundsFeature(), new Rectangle(MARGIN, MARGIN, BOX_WIDTH,
                boxHeight(in.parameters().size())), getLabel()));
        moves.add(new SetBoundsCommand(composition, out.boundsFeature(), new Rectangle(left + columns * (TaskSizes.WIDTH
                + COLUMN_GAP), MARGIN, BOX_WIDTH, boxHeight(out.parameters().size())), getLabel()));
        moves.forEach(Command::execute);
    }

    /** The height a parameter box needs for its title and one line per parameter. */
    public static int boxHeight(int parameters) {
        return 30 + 18 * Math.max(1, parameters);
    }

    @Override
    public void redo() {
        moves.forEach(Command::redo);
    }

    @Override
    public void undo() {
        for (int i = moves.size() - 1; i >= 0; i--) {
            moves.get(i).undo();
        }
    }

    /** Longest path from a start over the control flows, back edges of loops left out. */
    static Map<Task, Integer> depths(Composition c) {
        Map<Task, List<Task>> next = new HashMap<>();
        for (Task t : c.getTasks()) {
            next.put(t, new ArrayList<>());
        }
        for (ControlFlow f : c.getControlFlows()) {
            if (next.containsKey(f.getSource()) && next.containsKey(f.getTarget())) {
                next.get(f.getSource()).add(f.getTarget());
            }
        }
        Set<List<Task>> back = backEdges(c.getTasks(), next);
        Map<Task, Integer> incoming = new HashMap<>();
        c.getTasks().forEach(t -> incoming.put(t, 0));
        next.forEach((s, targets) -> targets.forEach(t -> {
            if (!back.contains(List.of(s, t))) {
                incoming.merge(t, 1, Integer::sum);
            }
        }));
        Map<Task, Integer> depth = new HashMap<>();
        Deque<Task> ready = new ArrayDeque<>();
        for (Task t : c.getTasks()) {
            if (incoming.get(t) == 0) {
                ready.add(t);
                depth.put(t, 0);
            }
        }
        while (!ready.isEmpty()) {
            Task s = ready.poll();
            for (Task t : next.get(s)) {
                if (back.contains(List.of(s, t))) {
                    continue;
                }
                depth.merge(t, depth.get(s) + 1, Math::max);
                if (incoming.merge(t, -1, Integer::sum) == 0) {
                    ready.add(t);
                }
            }
        }
        return depth;
    }

    /** Edges that close a cycle in a depth-first walk from the tasks in file order. */
    private static Set<List<Task>> backEdges(List<Task> tasks, Map<Task, List<Task>> next) {
        Set<List<Task>> back = new HashSet<>();
        Set<Task> done = new HashSet<>();
        Set<Task> onPath = new HashSet<>();
        for (Task root : tasks) {
            if (done.contains(root)) {
                continue;
            }
            // Iterative walk: deep chains of tasks must not overflow the stack.
            Deque<Object[]> stack = new ArrayDeque<>();
            stack.push(new Object[] {root, 0});
            onPath.add(root);
            while (!stack.isEmpty()) {
                Object[] top = stack.peek();
                Task t = (Task) top[0];
                int i = (Integer) top[1];
                List<Task> targets = next.get(t);
                if (i < targets.size()) {
                    top[1] = i + 1;
                    Task u = targets.get(i);
                    if (onPath.contains(u)) {
                        back.add(List.of(t, u));
                    } else if (!done.contains(u)) {
                        onPath.add(u);
                        stack.push(new Object[] {u, 0});
                    }
                } else {
                    stack.pop();
                    onPath.remove(t);
                    done.add(t);
                }
            }
        }
        return back;
    }
}
