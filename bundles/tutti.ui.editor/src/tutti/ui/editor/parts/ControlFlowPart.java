package tutti.ui.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.PolylineConnection;

import tutti.model.composition.ControlFlow;
import tutti.ui.editor.figures.FlowFigures;

/**
 * A control flow: a solid arrow, labelled with its condition when it has one; a failure flow
 * dash-dotted in its own colour, labelled "on failure" and its condition; a timeout flow dotted,
 * labelled "after" and its time.
 */
public final class ControlFlowPart extends FlowPart {

    public ControlFlow flow() {
        return (ControlFlow) getModel();
    }

    /** A condition that only asks which message a Receive took. */
    private static final java.util.regex.Pattern CAME = java.util.regex.Pattern.compile(
            tutti.model.Messages.NAME_OUTPUT + "\\.equals\\(\"([^\"\\\\]*)\"\\)");

    @Override
    protected IFigure createFigure() {
        return FlowFigures.controlFlow();
    }

    @Override
    protected void refreshVisuals() {
        tutti.model.composition.FlowKind kind = flow().getKind();
        PolylineConnection line = (PolylineConnection) getFigure();
        FlowFigures.setKind(line, kind);
        java.util.List<tutti.model.validation.Problem> problems = Problems.of(this, getModel());
        FlowFigures.setProblems(line, FlowFigures.colour(kind), Problems.text(problems), Problems.anyError(problems));
        tutti.model.composition.Bounds label = flow().getLabelBounds();
        FlowFigures.setRoute(line, flow().getBendpoints().stream().map(p -> new org.eclipse.draw2d.geometry.Point(p.getX(), p.getY()))
                .toList(), label == null ? null : new org.eclipse.draw2d.geometry.Rectangle(label.getX(), label.getY(),
                        label.getWidth(), label.getHeight()));
        FlowFigures.setLabel(line, labelText(flow()));
    }

    /** What the flow's label says: when it is taken; null for a flow taken always. */
    public static String labelText(ControlFlow f) {
        String condition = f.getCondition();
        // The modeler's own words for the flow (a BPMN flow's name) read better than its condition, shown in the tool tip.
        String when = f.getLabel() != null && !f.getLabel().isBlank() ? f.getLabel()
                : condition == null || condition.isBlank() ? null : "[" + condition + "]";
        java.util.regex.Matcher which = condition == null ? null : CAME.matcher(condition.strip());
        if (which != null && which.matches() && f.getSource() instanceof tutti.model.composition.ReceiveTask r
                && tutti.model.Messages.choosesAmong(r)) {
            when = "on " + which.group(1); // the branch of one of the messages a Receive chooses among
        }
        String timeout = f.getTimeout() == null || f.getTimeout().isBlank() ? "?" : f.getTimeout();
        return switch (f.getKind()) {
            case FAILURE -> "on failure" + (when == null ? "" : " " + when);
            case TIMEOUT -> "after " + timeout;
            case REMINDER -> "reminder after " + timeout;
            default -> when;
        };
    }
}
