package tutti.ui.editor;

import org.eclipse.gef.ContextMenuProvider;
import org.eclipse.gef.EditPartViewer;
import org.eclipse.gef.ui.actions.ActionRegistry;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.ui.actions.ActionFactory;

/** The canvas's context menu: undo, redo, copy, paste, delete, rename, parameters, layout, validation, zoom, grid. */
final class CompositionContextMenu extends ContextMenuProvider {

    private final ActionRegistry actions;

    CompositionContextMenu(EditPartViewer viewer, ActionRegistry actions) {
        super(viewer);
        this.actions = actions;
    }

    @Override
    public void buildContextMenu(IMenuManager menu) {
        GEFActionConstants.addStandardActionGroups(menu);
        add(menu, GEFActionConstants.GROUP_UNDO, ActionFactory.UNDO.getId());
        add(menu, GEFActionConstants.GROUP_UNDO, ActionFactory.REDO.getId());
        add(menu, GEFActionConstants.GROUP_COPY, ActionFactory.COPY.getId());
        add(menu, GEFActionConstants.GROUP_COPY, ActionFactory.PASTE.getId());
        add(menu, GEFActionConstants.GROUP_EDIT, ActionFactory.DELETE.getId());
        add(menu, GEFActionConstants.GROUP_EDIT, GEFActionConstants.DIRECT_EDIT);
        add(menu, GEFActionConstants.GROUP_EDIT, EditParametersAction.INPUTS);
        add(menu, GEFActionConstants.GROUP_EDIT, EditParametersAction.OUTPUTS);
        add(menu, GEFActionConstants.GROUP_VIEW, CompositionEditor.AUTO_LAYOUT);
        add(menu, GEFActionConstants.GROUP_VIEW, CompositionEditor.VALIDATE);
        add(menu, GEFActionConstants.GROUP_VIEW, GEFActionConstants.ZOOM_IN);
        add(menu, GEFActionConstants.GROUP_VIEW, GEFActionConstants.ZOOM_OUT);
        add(menu, GEFActionConstants.GROUP_VIEW, GEFActionConstants.TOGGLE_GRID_VISIBILITY);
        add(menu, GEFActionConstants.GROUP_VIEW, GEFActionConstants.TOGGLE_SNAP_TO_GEOMETRY);
    }

    private void add(IMenuManager menu, String group, String id) {
        IAction action = actions.getAction(id);
        if (action != null && action.isEnabled()) {
            menu.appendToGroup(group, action);
        }
    }
}
