package tutti.ui.editor;

import org.eclipse.draw2d.LightweightSystem;
import org.eclipse.draw2d.Viewport;
import org.eclipse.draw2d.parts.ScrollableThumbnail;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.part.Page;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;

/**
 * The Outline view for a composition: the whole diagram in miniature with the visible part framed;
 * dragging the frame scrolls the canvas. Large compositions are found their way around in here.
 */
final class ThumbnailOutline extends Page implements IContentOutlinePage {

    private final ScalableFreeformRootEditPart root;
    private Canvas canvas;
    private ScrollableThumbnail thumbnail;

    ThumbnailOutline(ScalableFreeformRootEditPart root) {
        this.root = root;
    }

    @Override
    public void createControl(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        LightweightSystem lws = new LightweightSystem(canvas);
        thumbnail = new ScrollableThumbnail((Viewport) root.getFigure());
        thumbnail.setSource(root.getLayer(LayerConstants.PRINTABLE_LAYERS));
        lws.setContents(thumbnail);
    }

    /** The miniature, for tests. */
    ScrollableThumbnail thumbnail() {
        return thumbnail;
    }

    @Override
    public Control getControl() {
        return canvas;
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }

    @Override
    public void dispose() {
        if (thumbnail != null) {
            thumbnail.deactivate();
        }
        super.dispose();
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener listener) {
        // The miniature selects nothing; the canvas does.
    }

    @Override
    public ISelection getSelection() {
        return StructuredSelection.EMPTY;
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener listener) {
    }

    @Override
    public void setSelection(ISelection selection) {
    }
}
