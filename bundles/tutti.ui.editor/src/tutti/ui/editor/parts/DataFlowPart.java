package tutti.ui.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.PolylineConnection;

import tutti.model.composition.DataFlow;
import tutti.model.composition.Parameter;
import tutti.ui.editor.figures.FlowFigures;

/** A data flow: a dashed arrow labelled with the parameters it binds ({@code order → text}). */
public final class DataFlowPart extends FlowPart {

    public DataFlow flow() {
        return (DataFlow) getModel();
    }

    @Override
    protected IFigure createFigure() {
        return FlowFigures.dataFlow();
    }

    @Override
    protected void refreshVisuals() {
        DataFlow f = flow();
        String text = name(f.getSource()) + " \u2192 " + name(f.getTarget());
        if (f.getExpression() != null && !f.getExpression().isBlank()) {
            text += " (" + f.getExpression() + ")";
        }
        java.util.List<tutti.model.validation.Problem> problems = Problems.of(this, getModel());
        FlowFigures.setProblems((PolylineConnection) getFigure(), tutti.ui.editor.figures.Palette.DATA_FLOW, Problems.text(problems),
                Problems.anyError(problems));
        FlowFigures.setLabel((PolylineConnection) getFigure(), text);
    }

    private static String name(Parameter p) {
        return p == null ? "?" : p.getName();
    }
}
