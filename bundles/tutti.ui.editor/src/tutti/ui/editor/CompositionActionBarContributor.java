package tutti.ui.editor;

import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.ui.actions.ActionBarContributor;
import org.eclipse.gef.ui.actions.DeleteRetargetAction;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.gef.ui.actions.RedoRetargetAction;
import org.eclipse.gef.ui.actions.UndoRetargetAction;
import org.eclipse.gef.ui.actions.ZoomInRetargetAction;
import org.eclipse.gef.ui.actions.ZoomOutRetargetAction;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.actions.ActionFactory;

/** The editor's tool bar and global actions: undo, redo, delete, zoom (buttons and a drop-down). */
public final class CompositionActionBarContributor extends ActionBarContributor {

    private final ZoomMenuAction zoom = new ZoomMenuAction();

    @Override
    protected void buildActions() {
        addRetargetAction(new UndoRetargetAction());
        addRetargetAction(new RedoRetargetAction());
        addRetargetAction(new DeleteRetargetAction());
        addRetargetAction(new ZoomInRetargetAction());
        addRetargetAction(new ZoomOutRetargetAction());
    }

    @Override
    protected void declareGlobalActionKeys() {
        addGlobalActionKey(ActionFactory.SELECT_ALL.getId());
        addGlobalActionKey(ActionFactory.COPY.getId());
        addGlobalActionKey(ActionFactory.PASTE.getId());
    }

    @Override
    public void contributeToToolBar(IToolBarManager toolBar) {
        toolBar.add(getAction(ActionFactory.UNDO.getId()));
        toolBar.add(getAction(ActionFactory.REDO.getId()));
        toolBar.add(new Separator());
        toolBar.add(getAction(GEFActionConstants.ZOOM_IN));
        toolBar.add(getAction(GEFActionConstants.ZOOM_OUT));
        toolBar.add(zoom);
    }

    @Override
    public void setActiveEditor(IEditorPart editor) {
        super.setActiveEditor(editor);
        zoom.follow(editor == null ? null : (ZoomManager) editor.getAdapter(ZoomManager.class));
    }

    @Override
    public void dispose() {
        zoom.dispose();
        super.dispose();
    }
}
