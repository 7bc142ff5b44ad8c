package tutti.ui.editor.commands;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.gef.commands.Command;

import tutti.model.composition.Bounds;
import tutti.model.composition.CompositionFactory;

/**
 * Moves or resizes something on the canvas: a task, or the composition's inputs or outputs box.
 * The bounds are a model object of their own, so undo puts the old one back as it was.
 */
public final class SetBoundsCommand extends Command {

    private final EObject owner;
    private final EReference feature;
    private final Rectangle next;
    private Bounds before;

    /** @param feature the owner's bounds reference (a task's bounds, a composition's input or output bounds) */
    public SetBoundsCommand(EObject owner, EReference feature, Rectangle next, String label) {
        super(label);
        this.owner = owner;
        this.feature = feature;
        this.next = next.getCopy();
    }

    public static Bounds bounds(int x, int y, int width, int height) {
        Bounds b = CompositionFactory.eINSTANCE.createBounds();
        b.setX(x);
        b.setY(y);
        b.setWidth(width);
        b.setHeight(height);
        return b;
    }

    public static Rectangle rectangle(Bounds b) {
        return b == null ? null : new Rectangle(b.getX(), b.getY(), b.getWidth(), b.getHeight());
    }

    @Override
    public boolean canExecute() {
        return owner != null && next.width > 0 && next.height > 0;
    }

    @Override
    public void execute() {
        before = (Bounds) owner.eGet(feature);
        redo();
    }

    @Override
    public void redo() {
        owner.eSet(feature, bounds(next.x, next.y, next.width, next.height));
    }

    @Override
    public void undo() {
        owner.eSet(feature, before);
    }
}
