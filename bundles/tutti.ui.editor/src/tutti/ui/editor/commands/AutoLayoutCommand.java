package tutti.ui.editor.commands;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.commands.Command;

import tutti.layout.CompositionLayout;
import tutti.layout.CompositionLayout.Box;
import tutti.layout.CompositionLayout.Placement;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionPackage;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.Task;
import tutti.ui.editor.figures.Palette;
import tutti.ui.editor.figures.TaskFigure;
import tutti.ui.editor.parts.ControlFlowPart;
import tutti.ui.editor.parts.TaskPart;

/**
 * Lays the composition out with the Eclipse Layout Kernel ({@link CompositionLayout}): left to
 * right as the control flows run, orthogonal flows with their labels placed beside them, the
 * inputs box first and the outputs box last, each task as wide as its name and second line need.
 * The bends and label places go into the model, where the user's later edits stay. One command,
 * so one undo puts every figure back.
 */
public final class AutoLayoutCommand extends Command {

    private final Composition composition;
    private final List<Command> moves = new ArrayList<>();

    public AutoLayoutCommand(Composition composition) {
        super("Auto-layout");
        this.composition = composition;
    }

    @Override
    public boolean canExecute() {
        return composition != null;
    }

    static final int BOX_WIDTH = 170;

    @Override
    public void execute() {
        Placement p = CompositionLayout.layout(composition, sizes(composition));
        p.tasks().forEach((t, b) -> moves.add(new SetBoundsCommand(t, CompositionPackage.Literals.TASK__BOUNDS, rectangle(b),
                getLabel())));
        ParameterBox in = new ParameterBox(composition, true);
        ParameterBox out = new ParameterBox(composition, false);
        moves.add(new SetBoundsCommand(composition, in.boundsFeature(), rectangle(p.inputs()), getLabel()));
        moves.add(new SetBoundsCommand(composition, out.boundsFeature(), rectangle(p.outputs()), getLabel()));
        p.flows().forEach((f, r) -> moves.add(new SetRouteCommand(f, r.bends(), r.label() == null ? null
                : SetBoundsCommand.bounds(r.label().x(), r.label().y(), r.label().width(), r.label().height()), getLabel())));
        moves.forEach(Command::execute);
    }

    /**
     * The size each figure of the composition needs, as the editor draws it: a task as wide as its
     * name and second line, a label as its text, a box as tall as its parameters make it.
     */
    public static CompositionLayout.Sizes sizes(Composition c) {
        return new CompositionLayout.Sizes() {
            @Override
            public int[] task(Task t) {
                String detail = TaskPart.detail(t);
                Dimension d = TaskFigure.sizeFor(t.getName(), detail.isEmpty() ? tutti.ui.editor.TaskKind.of(t).label() : detail);
                return new int[] {d.width, Math.max(d.height, TaskSizes.HEIGHT)};
            }

            @Override
            public int[] label(ControlFlow f) {
                String text = ControlFlowPart.labelText(f);
                if (text == null || text.isEmpty()) {
                    return null;
                }
                Dimension d = org.eclipse.draw2d.FigureUtilities.getTextExtents(text, Palette.normal());
                return new int[] {d.width + 2, d.height};
            }

            @Override
            public int[] box(boolean inputs) {
                return new int[] {BOX_WIDTH, boxHeight(new ParameterBox(c, inputs).parameters().size())};
            }
        };
    }

    private static Rectangle rectangle(Box b) {
        return new Rectangle(b.x(), b.y(), b.width(), b.height());
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
}
