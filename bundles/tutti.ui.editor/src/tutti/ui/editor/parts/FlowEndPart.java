package tutti.ui.editor.parts;

import org.eclipse.draw2d.ConnectionAnchor;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.NodeEditPart;
import org.eclipse.gef.Request;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;

/** A figure flows start or end at (a task, a parameter box): where they meet it, and redrawing them. */
abstract class FlowEndPart extends AbstractGraphicalEditPart implements NodeEditPart {

    @Override
    public ConnectionAnchor getSourceConnectionAnchor(ConnectionEditPart connection) {
        return Anchors.of(getFigure(), connection);
    }

    @Override
    public ConnectionAnchor getTargetConnectionAnchor(ConnectionEditPart connection) {
        return Anchors.of(getFigure(), connection);
    }

    @Override
    public ConnectionAnchor getSourceConnectionAnchor(Request request) {
        return new org.eclipse.draw2d.ChopboxAnchor(getFigure());
    }

    @Override
    public ConnectionAnchor getTargetConnectionAnchor(Request request) {
        return new org.eclipse.draw2d.ChopboxAnchor(getFigure());
    }

    /** Redraws the connections of flows that start or end here, when a flow touching it came or went. */
    public void refreshFlows() {
        refreshSourceConnections();
        refreshTargetConnections();
    }
}
