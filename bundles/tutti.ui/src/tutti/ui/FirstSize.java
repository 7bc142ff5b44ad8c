package tutti.ui;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * Gives a part's (or a dialog's) new controls their own size before GTK first allocates them.
 *
 * <p>A part made afresh (a perspective reset, Show View), a tab shown for the first time, a dialog
 * opening: each is allocated before any layout has sized what it holds. A table or tree still
 * 0x0 then gave its scroll bars no room, and GTK logged a 'gtk_box_gadget_distribute: size >= 0'
 * critical (found with the critical made fatal under gdb and the JVM's stack printed there). With
 * its preferred size first, nothing is allocated below its minimum; the layout then gives each
 * control the room there is.
 */
public final class FirstSize {

    private FirstSize() {
    }

    /** Sizes every control under {@code parent} that has no size yet, children first. */
    public static void give(Composite parent) {
        for (Control c : parent.getChildren()) {
            if (c instanceof Composite composite) {
                give(composite);
            }
            org.eclipse.swt.graphics.Point now = c.getSize();
            if (now.x == 0 || now.y == 0) {
                c.setSize(c.computeSize(SWT.DEFAULT, SWT.DEFAULT));
            }
        }
    }
}
