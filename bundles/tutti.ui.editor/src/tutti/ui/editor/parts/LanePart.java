package tutti.ui.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;

import tutti.model.composition.Lane;
import tutti.ui.editor.figures.LaneFigure;

/** A pool or lane of the BPMN diagram a composition came from: drawn behind the tasks, not selected or moved. */
public final class LanePart extends AbstractGraphicalEditPart {

    private Lane lane() {
        return (Lane) getModel();
    }

    @Override
    protected IFigure createFigure() {
        return new LaneFigure(lane().isPool());
    }

    @Override
    protected void createEditPolicies() {
        // read-only: the bands say who does the work, the tasks are what is edited
    }

    @Override
    public boolean isSelectable() {
        return false;
    }

    @Override
    protected void refreshVisuals() {
        ((LaneFigure) getFigure()).setName(lane().getName());
        tutti.model.composition.Bounds b = lane().getBounds();
        Rectangle r = b == null ? new Rectangle(0, 0, 0, 0) : new Rectangle(b.getX(), b.getY(), b.getWidth(), b.getHeight());
        ((GraphicalEditPart) getParent()).setLayoutConstraint(this, getFigure(), r);
    }
}
