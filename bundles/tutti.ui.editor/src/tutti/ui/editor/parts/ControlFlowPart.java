package tutti.ui.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.PolylineConnection;

import tutti.model.composition.ControlFlow;
import tutti.ui.editor.figures.FlowFigures;

/**
 * A control flow: a solid arrow, labelled with its condition when it has one; a failure flow
 * dash-dotted in its own colour, labelled "on failure" and its condition.
 */
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
        boolean failure = tutti.model.Failures.isFailureFlow(flow());
        PolylineConnection line = (PolylineConnection) getFigure();
        FlowFigures.setFailure(line, failure);
        java.util.List<tutti.model.validation.Problem> problems = Problems.of(this, getModel());
        FlowFigures.setProblems(line, failure ? tutti.ui.editor.figures.Palette.FAILURE_FLOW : tutti.ui.editor.figures.Palette.CONTROL_FLOW,
                Problems.text(problems), Problems.anyError(problems));
        String when = condition == null || condition.isBlank() ? null : "[" + condition + "]";
        FlowFigures.setLabel(line, failure ? "on failure" + (when == null ? "" : " " + when) : when);
    }
}
