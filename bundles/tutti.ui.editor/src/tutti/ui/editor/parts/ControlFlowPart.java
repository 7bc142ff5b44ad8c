package tutti.ui.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.editparts.AbstractConnectionEditPart;
import org.eclipse.gef.editpolicies.ConnectionEndpointEditPolicy;

import tutti.model.composition.ControlFlow;
import tutti.ui.editor.figures.FlowFigures;

/** A control flow: a solid arrow, labelled with its condition when it has one. */
public final class ControlFlowPart extends AbstractConnectionEditPart {

    private final AdapterImpl listener = new AdapterImpl() {
        @Override
        public void notifyChanged(Notification n) {
            refreshVisuals();
        }
    };

    public ControlFlow flow() {
        return (ControlFlow) getModel();
    }

    @Override
    protected IFigure createFigure() {
        return FlowFigures.controlFlow();
    }

    @Override
    protected void createEditPolicies() {
        installEditPolicy(EditPolicy.CONNECTION_ROLE, new FlowDeletePolicy());
        installEditPolicy(EditPolicy.CONNECTION_ENDPOINTS_ROLE, new ConnectionEndpointEditPolicy());
    }

    @Override
    protected void refreshVisuals() {
        String condition = flow().getCondition();
        java.util.List<tutti.model.validation.Problem> problems = Problems.of(this, getModel());
        FlowFigures.setProblems((PolylineConnection) getFigure(), tutti.ui.editor.figures.Palette.CONTROL_FLOW, Problems.text(problems),
                Problems.anyError(problems));
        FlowFigures.setLabel((PolylineConnection) getFigure(), condition == null || condition.isBlank() ? null : "[" + condition + "]");
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
