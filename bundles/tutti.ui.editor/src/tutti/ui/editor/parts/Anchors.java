package tutti.ui.editor.parts;

import org.eclipse.draw2d.ChopboxAnchor;
import org.eclipse.draw2d.ConnectionAnchor;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.ConnectionEditPart;

/**
 * Where flows meet a task. Control and data flows between the same two tasks would lie on one
 * line with their labels over each other; data flows aim a little below the centre instead, so
 * the two run side by side.
 */
final class Anchors {

    /** How far below the centre data flows aim, in figure units. */
    static final int DATA_OFFSET = 14;

    private Anchors() {
    }

    static ConnectionAnchor of(IFigure figure, ConnectionEditPart connection) {
        return connection instanceof DataFlowPart ? new Lowered(figure) : new ChopboxAnchor(figure);
    }

    private static final class Lowered extends ChopboxAnchor {
        Lowered(IFigure owner) {
            super(owner);
        }

        @Override
        public Point getReferencePoint() {
            Rectangle r = getBox().getCopy();
            getOwner().translateToAbsolute(r);
            return r.getCenter().translate(0, DATA_OFFSET);
        }

        @Override
        public Point getLocation(Point reference) {
            Rectangle r = Rectangle.SINGLETON;
            r.setBounds(getBox());
            r.translate(-1, -1);
            r.resize(1, 1);
            getOwner().translateToAbsolute(r);
            float centerX = r.x + 0.5f * r.width;
            float centerY = r.y + 0.5f * r.height + DATA_OFFSET;
            if (r.isEmpty() || (reference.x == (int) centerX && reference.y == (int) centerY)) {
                return new Point((int) centerX, (int) centerY);
            }
            float dx = reference.x - centerX;
            float dy = reference.y - centerY;
            // The edge of the box where the line from the lowered centre towards the reference leaves it.
            float tx = dx == 0 ? Float.MAX_VALUE : (dx > 0 ? r.right() - centerX : r.x - centerX) / dx;
            float ty = dy == 0 ? Float.MAX_VALUE : (dy > 0 ? r.bottom() - centerY : r.y - centerY) / dy;
            float t = Math.min(tx, ty);
            return new Point(Math.round(centerX + dx * t), Math.round(centerY + dy * t));
        }
    }
}
