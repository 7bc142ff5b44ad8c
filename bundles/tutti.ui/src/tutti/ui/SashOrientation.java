package tutti.ui;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Sash;
import org.eclipse.swt.widgets.ScrollBar;
import org.eclipse.swt.widgets.Table;

/**
 * Lays a sash's panes one above the other where there is the height for it, side by side where
 * there is the width, and shows its first pane alone where there is neither.
 *
 * <p>The Results view shares the bottom of the perspective with three other views: at 1366x768
 * its two tables, stacked, got 50 and 30 px each, a header and no row, and GTK logged a
 * 'gtk_box_gadget_distribute: size >= 0' critical for each scroll bar it could not fit. A pane
 * too small to show anything helps no one; the user who wants both maximizes the view, and the
 * panes come back stacked.
 */
public final class SashOrientation {

    private SashOrientation() {
    }

    /**
     * Keeps {@code sash} vertical while each of its panes can be {@code paneHeight} pixels high,
     * else horizontal while each can be {@code paneWidth} wide, else its first pane alone.
     */
    public static void follow(SashForm sash, int paneWidth, IntSupplier paneHeight) {
        sash.addListener(SWT.Resize, e -> arrange(sash, paneWidth, paneHeight.getAsInt()));
        arrange(sash, paneWidth, paneHeight.getAsInt());
    }

    /** The height a table needs for its header, {@code rows} rows and a horizontal scroll bar. */
    public static int tableHeight(Table table, int rows) {
        ScrollBar bar = table.getHorizontalBar();
        int scrollBar = bar == null ? 0 : bar.getSize().y;
        return table.getHeaderHeight() + rows * table.getItemHeight() + scrollBar + 2 * table.getBorderWidth();
    }

    private static void arrange(SashForm sash, int paneWidth, int paneHeight) {
        Rectangle area = sash.getClientArea();
        List<Control> panes = Arrays.stream(sash.getChildren()).filter(c -> !(c instanceof Sash)).toList();
        if (area.width == 0 || area.height == 0 || panes.isEmpty()) {
            return;
        }
        int n = panes.size();
        int gaps = (n - 1) * sash.getSashWidth();
        if (area.height >= n * paneHeight + gaps) {
            show(sash, SWT.VERTICAL, null);
        } else if (area.width >= n * paneWidth + gaps) {
            show(sash, SWT.HORIZONTAL, null);
        } else {
            show(sash, sash.getOrientation(), panes.get(0));
        }
    }

    /**
     * Hidden rather than the SashForm's maximized control: that parks the others at 0x0, still
     * visible, which is what GTK complains about; a SashForm lays out its visible panes only.
     */
    private static void show(SashForm sash, int orientation, Control alone) {
        if (sash.getOrientation() != orientation) {
            sash.setOrientation(orientation);
        }
        boolean changed = false;
        for (Control c : sash.getChildren()) {
            boolean shown = alone == null || c == alone || c instanceof Sash;
            if (c.getVisible() != shown) {
                c.setVisible(shown);
                changed = true;
            }
        }
        if (changed) {
            sash.layout();
        }
    }
}
