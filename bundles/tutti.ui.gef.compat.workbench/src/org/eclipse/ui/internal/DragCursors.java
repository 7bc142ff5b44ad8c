package org.eclipse.ui.internal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Cursor;
import org.eclipse.swt.widgets.Display;

/**
 * Restores the internal workbench class GEF 3.2's flyout palette uses while the user drags the
 * palette to the other side of an editor. GEF passes the old constant values, which were inlined
 * into its bytecode: 0 invalid, 1 left, 2 right, 3 top, 4 bottom, 5 center, 6 off-screen.
 * System cursors stand in for the old custom images; they belong to the display and need no disposal.
 */
public final class DragCursors {

    public static final int INVALID = 0;
    public static final int LEFT = 1;
    public static final int RIGHT = 2;
    public static final int TOP = 3;
    public static final int BOTTOM = 4;
    public static final int CENTER = 5;
    public static final int OFFSCREEN = 6;

    private DragCursors() {
    }

    public static Cursor getCursor(int kind) {
        Display display = Display.getCurrent() != null ? Display.getCurrent() : Display.getDefault();
        return display.getSystemCursor(switch (kind) {
            case LEFT -> SWT.CURSOR_SIZEW;
            case RIGHT -> SWT.CURSOR_SIZEE;
            case TOP -> SWT.CURSOR_SIZEN;
            case BOTTOM -> SWT.CURSOR_SIZES;
            case CENTER, OFFSCREEN -> SWT.CURSOR_SIZEALL;
            default -> SWT.CURSOR_NO;
        });
    }
}
