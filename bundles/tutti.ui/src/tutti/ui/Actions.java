package tutti.ui;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuCreator;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Menu;

/** The tool-bar actions the views make alike: a button that runs something, a drop-down filled as it opens. */
public final class Actions {

    private Actions() {
    }

    /** A button that runs {@code run}, with its tool tip (none when null). */
    public static Action of(String text, String tooltip, Runnable run) {
        Action a = new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
        if (tooltip != null) {
            a.setToolTipText(tooltip);
        }
        return a;
    }

    /**
     * A drop-down's menu, filled anew each time it opens, so that it lists what there is now
     * (engines added since, the choice now checked).
     */
    public abstract static class DropDown implements IMenuCreator {

        private MenuManager manager;

        /** Adds the menu's items. */
        protected abstract void fill(IMenuManager menu);

        @Override
        public final Menu getMenu(Control parent) {
            dispose();
            manager = new MenuManager();
            manager.setRemoveAllWhenShown(true);
            manager.addMenuListener(this::fill);
            return manager.createContextMenu(parent);
        }

        @Override
        public final Menu getMenu(Menu parent) {
            return null;
        }

        @Override
        public final void dispose() {
            if (manager != null) {
                manager.dispose();
                manager = null;
            }
        }
    }
}
