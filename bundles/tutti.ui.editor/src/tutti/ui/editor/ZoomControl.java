package tutti.ui.editor;

import java.util.Arrays;

import org.eclipse.gef.editparts.ZoomListener;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.SelectionEvent;
import org.eclipse.swt.events.SelectionListener;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IPartListener;
import org.eclipse.ui.IPartService;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.menus.WorkbenchWindowControlContribution;

/**
 * The main tool bar's zoom combo, for whichever editor is active: its zoom levels, "Fit all",
 * "Fit width", or a zoom typed in (disabled while no diagram is active). It lives as long as the
 * window, unlike GEF's combo, which the editor's contributions made again whenever an editor
 * opened with none open, in a tool bar still 1 pixel high: GTK warned of the combo's button's
 * negative content height each time.
 */
public final class ZoomControl extends WorkbenchWindowControlContribution implements ZoomListener {

    private final IPartListener parts = new IPartListener() {
        @Override
        public void partActivated(IWorkbenchPart part) {
            follow(part.getAdapter(ZoomManager.class));
        }

        @Override
        public void partBroughtToTop(IWorkbenchPart part) {
        }

        @Override
        public void partClosed(IWorkbenchPart part) {
            if (zoom != null && part.getAdapter(ZoomManager.class) == zoom) {
                follow(null);
            }
        }

        @Override
        public void partDeactivated(IWorkbenchPart part) {
        }

        @Override
        public void partOpened(IWorkbenchPart part) {
        }
    };
    private IPartService service;
    private ZoomManager zoom;
    private Combo combo;

    @Override
    protected Control createControl(Composite parent) {
        combo = new Combo(parent, SWT.DROP_DOWN);
        combo.setData("tutti.id", "zoom");
        combo.setToolTipText("Zoom of the diagram (a level, Fit all, Fit width, or type one and press Enter)");
        combo.addSelectionListener(new SelectionListener() {
            @Override
            public void widgetSelected(SelectionEvent e) {
                if (zoom != null && combo.getSelectionIndex() >= 0) {
                    zoom.setZoomAsText(combo.getItem(combo.getSelectionIndex()));
                }
            }

            @Override
            public void widgetDefaultSelected(SelectionEvent e) {
                if (zoom != null) {
                    zoom.setZoomAsText(combo.getText());
                }
                refresh();
            }
        });
        service = getWorkbenchWindow().getPartService();
        service.addPartListener(parts);
        IWorkbenchPart active = service.getActivePart();
        follow(active == null ? null : active.getAdapter(ZoomManager.class));
        refresh();
        return combo;
    }

    @Override
    protected int computeWidth(Control control) {
        return control.computeSize(SWT.DEFAULT, SWT.DEFAULT, true).x + 40;
    }

    private void follow(ZoomManager next) {
        if (next == zoom) {
            return;
        }
        if (zoom != null) {
            zoom.removeZoomListener(this);
        }
        zoom = next;
        if (zoom != null) {
            zoom.addZoomListener(this);
        }
        refresh();
    }

    /** The followed editor's levels and its zoom now; empty and disabled without one. */
    private void refresh() {
        if (combo == null || combo.isDisposed()) {
            return;
        }
        if (zoom == null) {
            combo.setText("");
            combo.setEnabled(false);
            return;
        }
        String[] levels = zoom.getZoomLevelsAsText();
        if (!Arrays.equals(levels, combo.getItems())) {
            combo.setItems(levels);
        }
        String now = zoom.getZoomAsText();
        int at = Arrays.asList(levels).indexOf(now);
        if (at >= 0) {
            combo.select(at);
        } else {
            combo.setText(now);
        }
        combo.setEnabled(true);
    }

    /** The zoom the combo shows (for tests). */
    public String shown() {
        return combo == null || combo.isDisposed() ? "" : combo.getText();
    }

    @Override
    public void zoomChanged(double level) {
        refresh();
    }

    @Override
    public void dispose() {
        if (service != null) {
            service.removePartListener(parts);
        }
        follow(null);
        combo = null;
        super.dispose();
    }
}
