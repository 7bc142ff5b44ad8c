package tutti.ui.editor.parts;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.editparts.AbstractConnectionEditPart;
import org.eclipse.gef.editpolicies.ConnectionEndpointEditPolicy;

/** A control or data flow on the canvas: selectable, deletable, redrawn when its settings change. */
abstract class FlowPart extends AbstractConnectionEditPart {

    private final ModelObserver observer = new ModelObserver(n -> refreshVisuals());

    @Override
    protected void createEditPolicies() {
        installEditPolicy(EditPolicy.CONNECTION_ROLE, new FlowDeletePolicy());
        installEditPolicy(EditPolicy.CONNECTION_ENDPOINTS_ROLE, new ConnectionEndpointEditPolicy());
    }

    @Override
    public void activate() {
        super.activate();
        observer.attach((EObject) getModel());
    }

    @Override
    public void deactivate() {
        observer.detach();
        super.deactivate();
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Object getAdapter(Class key) {
        Object source = ModelObserver.propertySource(key, getModel());
        return source != null ? source : super.getAdapter(key);
    }
}
