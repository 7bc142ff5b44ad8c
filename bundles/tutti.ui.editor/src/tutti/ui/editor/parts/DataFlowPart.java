package tutti.ui.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.editparts.AbstractConnectionEditPart;
import org.eclipse.gef.editpolicies.ConnectionEndpointEditPolicy;

import tutti.model.composition.DataFlow;
import tutti.model.composition.Parameter;
import tutti.ui.editor.figures.FlowFigures;

/** A data flow: a dashed arrow labelled with the parameters it binds ({@code order → text}). */
public final class DataFlowPart extends AbstractConnectionEditPart {

    private final AdapterImpl listener = new AdapterImpl() {
        @Override
        public void notifyChanged(Notification n) {
            refreshVisuals();
        }
    };

    public DataFlow flow() {
        return (DataFlow) getModel();
    }

    @Override
    protected IFigure createFigure() {
        return FlowFigures.dataFlow();
    }

    @Override
    protected void createEditPolicies() {
        installEditPolicy(EditPolicy.CONNECTION_ROLE, new FlowDeletePolicy());
        installEditPolicy(EditPolicy.CONNECTION_ENDPOINTS_ROLE, new ConnectionEndpointEditPolicy());
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

    @Override
    public void activate() {
        super.activate();
        flow().eAdapters().add(listener);
    }

    @Override
    public void deactivate() {
        flow().eAdapters().remove(listener);
        super.deactivate();
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Object getAdapter(Class key) {
        if (key == org.eclipse.ui.views.properties.IPropertySource.class) {
            return new tutti.ui.editor.properties.ModelPropertySource((org.eclipse.emf.ecore.EObject) getModel());
        }
        return super.getAdapter(key);
    }
}
