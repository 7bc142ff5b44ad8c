package tutti.ui.editor.parts;

import java.util.List;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.GraphicalEditPart;

import tutti.model.composition.Composition;
import tutti.ui.editor.commands.AutoLayoutCommand;
import tutti.ui.editor.commands.ParameterBox;
import tutti.ui.editor.commands.SetBoundsCommand;
import tutti.ui.editor.figures.ParameterBoxFigure;

/** The composition's inputs (data flows leave it) or outputs (data flows reach it). */
public final class ParameterBoxPart extends FlowEndPart {

    public ParameterBox box() {
        return (ParameterBox) getModel();
    }

    @Override
    protected IFigure createFigure() {
        return new ParameterBoxFigure();
    }

    @Override
    protected void createEditPolicies() {
        installEditPolicy(EditPolicy.GRAPHICAL_NODE_ROLE, new FlowConnectPolicy());
    }

    @Override
    protected void refreshVisuals() {
        ParameterBox b = box();
        ((ParameterBoxFigure) getFigure()).show(b.title(), b.parameters().stream()
                .map(p -> p.getName() + " : " + p.getType()).toList());
        Composition c = b.composition();
        java.util.List<tutti.model.validation.Problem> problems = b.inputs() ? Problems.of(this, c) : java.util.List.of();
        ((ParameterBoxFigure) getFigure()).setProblems(Problems.text(problems), Problems.anyError(problems));
        Rectangle r = SetBoundsCommand.rectangle((tutti.model.composition.Bounds) c.eGet(b.boundsFeature()));
        if (r == null) {
            int height = AutoLayoutCommand.boxHeight(b.parameters().size());
            r = b.inputs() ? new Rectangle(20, 30, 150, height) : new Rectangle(20, 60 + AutoLayoutCommand.boxHeight(
                    c.getInputs().size()), 150, height);
        }
        ((GraphicalEditPart) getParent()).setLayoutConstraint(this, getFigure(), r);
    }

    @Override
    protected List<Object> getModelSourceConnections() {
        return box().inputs() ? Flows.touching(box().composition(), box().parameters(), true) : List.of();
    }

    @Override
    protected List<Object> getModelTargetConnections() {
        return box().inputs() ? List.of() : Flows.touching(box().composition(), box().parameters(), false);
    }

}
