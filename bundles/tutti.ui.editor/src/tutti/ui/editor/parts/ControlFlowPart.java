package tutti.ui.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.PolylineConnection;

import tutti.model.composition.ControlFlow;
import tutti.ui.editor.figures.FlowFigures;

/** A control flow: a solid arrow, labelled with its condition when it has one. */
public final class ControlFlowPart extends FlowPart {

    public ControlFlow flow() {
        return (ControlFlow) getModel();
    }

    @Override
    protected IFigure createFigure() {
        return FlowFigures.controlFlow();
    }

    @Override
    protected void refreshVisuals() {
        String condition = flow().getCondition();
        java.util.List<tutti.model.validation.Problem> problems = Problems.of(this, getModel());
        FlowFigures.setProblems((PolylineConnection) getFigure(), tutti.ui.editor.figures.Palette.CONTROL_FLOW, Problems.text(problems),
                Problems.anyError(problems));
        FlowFigures.setLabel((PolylineConnection) getFigure(), condition == null || condition.isBlank() ? null : "[" + condition + "]");
    }
}
