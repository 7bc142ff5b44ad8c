package tutti.ui.editor.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.FreeformLayout;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.eclipse.gef.editpolicies.RootComponentEditPolicy;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionPackage;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;
import tutti.ui.editor.commands.ParameterBox;

/** The canvas: the inputs box, the tasks and the outputs box, placed where the model says. */
public final class CompositionPart extends AbstractGraphicalEditPart {

    private final ModelObserver observer = new ModelObserver(this::changed);

    /**
     * Redraws what a change touches, no more: on a composition of hundreds of tasks, refreshing
     * every figure and connection on every edit would cost a tenth of a second each.
     */
    private void changed(Notification n) {
        Object feature = n.getFeature();
        if (feature == CompositionPackage.Literals.COMPOSITION__TASKS) {
            refreshChildren();
            for (Object child : getChildren()) {
                // Tasks placed by their index (files without layout) move when others come or go.
                if (child instanceof TaskPart t && t.task().getBounds() == null) {
                    t.refresh();
                }
            }
        } else if (feature == CompositionPackage.Literals.COMPOSITION__CONTROL_FLOWS
                || feature == CompositionPackage.Literals.COMPOSITION__DATA_FLOWS) {
            for (Object flow : flowsIn(n)) {
                for (Object end : ends(flow)) {
                    if (getViewer().getEditPartRegistry().get(end) instanceof FlowEndPart part) {
                        part.refreshFlows();
                    }
                }
            }
        } else {
            // Inputs, outputs, their boxes' bounds, the composition's own settings.
            for (Object child : getChildren()) {
                if (child instanceof ParameterBoxPart box) {
                    box.refresh();
                }
            }
        }
    }

    private static List<?> flowsIn(Notification n) {
        return switch (n.getEventType()) {
            case Notification.ADD -> List.of(n.getNewValue());
            case Notification.REMOVE -> List.of(n.getOldValue());
            case Notification.ADD_MANY -> (List<?>) n.getNewValue();
            case Notification.REMOVE_MANY -> (List<?>) n.getOldValue();
            case Notification.SET -> java.util.stream.Stream.of(n.getOldValue(), n.getNewValue())
                    .filter(java.util.Objects::nonNull).toList();
            default -> List.of();
        };
    }

    /** The models of the figures a flow is drawn between. */
    private List<Object> ends(Object flow) {
        if (flow instanceof ControlFlow f) {
            return java.util.Arrays.asList(f.getSource(), f.getTarget());
        }
        if (flow instanceof DataFlow f) {
            return java.util.Arrays.asList(end(f.getSource(), true), end(f.getTarget(), false));
        }
        return List.of();
    }

    private Object end(Parameter p, boolean source) {
        if (p == null) {
            return null;
        }
        return p.eContainer() instanceof Task t ? t : new ParameterBox(composition(), source);
    }

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
        // Pools and lanes first: figures added first are drawn behind the others.
        composition().getLanes().stream().filter(tutti.model.composition.Lane::isPool).forEach(children::add);
        composition().getLanes().stream().filter(l -> !l.isPool()).forEach(children::add);
        children.add(new ParameterBox(composition(), true));
        children.addAll(composition().getTasks());
        children.add(new ParameterBox(composition(), false));
        return children;
    }

    /** Every figure and connection again, e.g. after a validation changed their marks. */
    public void refreshAll() {
        refreshChildren();
        for (Object child : getChildren()) {
            ((EditPart) child).refresh();
        }
    }

    @Override
    public void activate() {
        super.activate();
        observer.attach(composition());
        labels = tutti.ui.editor.figures.LabelPlacement.install(getFigure(),
                getLayer(org.eclipse.gef.LayerConstants.CONNECTION_LAYER));
    }

    @Override
    public void deactivate() {
        if (labels != null) {
            labels.uninstall();
            labels = null;
        }
        observer.detach();
        super.deactivate();
    }

    /** Keeps the flows' labels off the figures and off each other. */
    private tutti.ui.editor.figures.LabelPlacement labels;

    @Override
    @SuppressWarnings("rawtypes")
    public Object getAdapter(Class key) {
        Object source = ModelObserver.propertySource(key, getModel());
        return source != null ? source : super.getAdapter(key);
    }
}
