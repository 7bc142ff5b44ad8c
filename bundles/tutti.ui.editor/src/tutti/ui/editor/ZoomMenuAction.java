package tutti.ui.editor;

import org.eclipse.gef.editparts.ZoomListener;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuCreator;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;

/**
 * The editor tool bar's zoom: a drop-down button that shows the active diagram's zoom and offers
 * its levels, "Fit all" and "Fit width"; the button itself returns to 100 %.
 *
 * <p>A native drop-down tool item instead of GEF's zoom combo: the editor's contributions made
 * that combo again whenever an editor opened with none open, in a tool bar still one pixel high,
 * and GTK warned of a negative content height for the combo's button each time.
 */
final class ZoomMenuAction extends Action implements IMenuCreator, ZoomListener {

    static final String ID = "tutti.editor.zoom";

    private ZoomManager zoom;
    private Menu menu;

    ZoomMenuAction() {
        super("100%", IAction.AS_DROP_DOWN_MENU);
        setId(ID);
        setMenuCreator(this);
        follow(null);
    }

    /** Shows and sets the zoom of this diagram from now on (none: disabled). */
    void follow(ZoomManager next) {
        if (zoom != null) {
            zoom.removeZoomListener(this);
        }
        zoom = next;
        if (zoom != null) {
            zoom.addZoomListener(this);
        }
        show();
    }

    private void show() {
        setEnabled(zoom != null);
        String now = zoom == null ? "100%" : zoom.getZoomAsText();
        setText(now);
        setToolTipText("Zoom " + now + ": click for 100 %, or open the list for other levels, Fit all and Fit width");
    }

    @Override
    public void run() {
        if (zoom != null) {
            zoom.setZoom(1.0);
        }
    }

    @Override
    public void zoomChanged(double level) {
        show();
    }

    @Override
    public Menu getMenu(Control parent) {
        disposeMenu();
        menu = new Menu(parent);
        if (zoom != null) {
            String now = zoom.getZoomAsText();
            for (String level : zoom.getZoomLevelsAsText()) {
                MenuItem item = new MenuItem(menu, SWT.RADIO);
                item.setText(label(level));
                item.setSelection(level.equals(now));
                item.addListener(SWT.Selection, e -> {
                    if (item.getSelection() && zoom != null) {
                        zoom.setZoomAsText(level);
                    }
                });
            }
        }
        return menu;
    }

    /** GEF calls its fitting levels "Page" and "Width"; the menu says what they do. */
    private static String label(String level) {
        if (level.equals(ZoomManager.FIT_ALL)) {
            return "Fit all";
        } else if (level.equals(ZoomManager.FIT_WIDTH)) {
            return "Fit width";
        } else if (level.equals(ZoomManager.FIT_HEIGHT)) {
            return "Fit height";
        }
        return level;
    }

    @Override
    public Menu getMenu(Menu parent) {
        return null;
    }

    @Override
    public void dispose() {
        disposeMenu();
        follow(null);
    }

    private void disposeMenu() {
        if (menu != null && !menu.isDisposed()) {
            menu.dispose();
        }
        menu = null;
    }
}
