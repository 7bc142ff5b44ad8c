package tutti.ui.editor.parts;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.XYLayoutEditPolicy;
import org.eclipse.gef.requests.CreateRequest;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionPackage;
import tutti.model.composition.Task;
import tutti.ui.editor.commands.CreateTaskCommand;
import tutti.ui.editor.commands.ParameterBox;
import tutti.ui.editor.commands.SetBoundsCommand;

/** Creating tasks on the canvas, and moving or resizing tasks and the parameter boxes. */
final class CompositionLayoutPolicy extends XYLayoutEditPolicy {

    private Composition composition() {
        return (Composition) getHost().getModel();
    }

    @Override
    protected Command createChangeConstraintCommand(EditPart child, Object constraint) {
        Rectangle r = (Rectangle) constraint;
        if (child.getModel() instanceof Task t) {
            org.eclipse.gef.commands.CompoundCommand move = new org.eclipse.gef.commands.CompoundCommand("Move " + t.getName());
            move.add(new SetBoundsCommand(t, CompositionPackage.Literals.TASK__BOUNDS, r, "Move " + t.getName()));
            // Bends drawn for where the task was would now cross the canvas: its flows go straight
            // (Auto-layout routes them again), in the same undoable step.
            for (tutti.model.composition.ControlFlow f : composition().getControlFlows()) {
                if ((f.getSource() == t || f.getTarget() == t) && (!f.getBendpoints().isEmpty() || f.getLabelBounds() != null)) {
                    move.add(new tutti.ui.editor.commands.SetRouteCommand(f, java.util.List.of(), null, "Straighten"));
                }
            }
            return move.unwrap();
        }
        if (child.getModel() instanceof ParameterBox b) {
            return new SetBoundsCommand(composition(), b.boundsFeature(), r, "Move " + b.title());
        }
        return null;
    }

    @Override
    protected Command getCreateCommand(CreateRequest request) {
        if (request.getNewObject() instanceof Task t) {
            return new CreateTaskCommand(composition(), t, (Rectangle) getConstraintFor(request));
        }
        return null;
    }
}
