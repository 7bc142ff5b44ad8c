package tutti.ui.editor.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.FreeformLayout;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.eclipse.gef.editpolicies.RootComponentEditPolicy;

import tutti.model.composition.Composition;
import tutti.ui.editor.commands.ParameterBox;

/** The canvas: the inputs box, the tasks and the outputs box, placed where the model says. */
public final class CompositionPart extends AbstractGraphicalEditPart {

    private final AdapterImpl listener = new AdapterImpl() {
        @Override
        public void notifyChanged(Notification n) {
            if (!n.isTouch()) {
                refreshAll();
            }
        }
    };

    public Composition composition() {
        return (Composition) getModel();
    }

    @Override
    protected IFigure createFigure() {
        FreeformLayer layer = new FreeformLayer();
        layer.setLayoutManager(new FreeformLayout());
        layer.setBorder(new MarginBorder(10));
        return layer;
    }

    @Override
    protected void createEditPolicies() {
        installEditPolicy(EditPolicy.LAYOUT_ROLE, new CompositionLayoutPolicy());
        installEditPolicy(EditPolicy.COMPONENT_ROLE, new RootComponentEditPolicy());
    }

    @Override
    protected List<Object> getModelChildren() {
        List<Object> children = new ArrayList<>();
        children.add(new ParameterBox(composition(), true));
        children.addAll(composition().getTasks());
        children.add(new ParameterBox(composition(), false));
        return children;
    }

    /** A change anywhere in the composition: children, then every child's look and flows. */
    public void refreshAll() {
        refreshChildren();
        for (Object child : getChildren()) {
            ((EditPart) child).refresh();
        }
    }

    @Override
    public void activate() {
        super.activate();
        composition().eAdapters().add(listener);
    }

    @Override
    public void deactivate() {
        composition().eAdapters().remove(listener);
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
