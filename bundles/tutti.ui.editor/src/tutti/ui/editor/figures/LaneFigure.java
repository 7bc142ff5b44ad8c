package tutti.ui.editor.figures;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.RGB;

/**
 * A pool or a lane of an imported BPMN diagram: a band behind the tasks with its name in a header
 * strip at its left, as BPMN modelers draw them. A pool is shaded, a lane only outlined.
 */
public final class LaneFigure extends Figure {

    /** Width of the strip that carries the name. */
    public static final int HEADER = 24;
    private static final RGB POOL = new RGB(0xf4, 0xf6, 0xf8);
    private static final RGB HEADER_FILL = new RGB(0xe8, 0xec, 0xf0);
    private static final RGB EDGE = new RGB(0x9a, 0xa5, 0xb1);
    /** Dark slate on the header's light grey: about 9:1. */
    private static final RGB TEXT = new RGB(0x33, 0x3d, 0x47);

    private final boolean pool;
    private String name = "";

    public LaneFigure(boolean pool) {
        this.pool = pool;
        setOpaque(false);
    }

    public void setName(String name) {
        this.name = name == null ? "" : name;
        setToolTip(name == null || name.isBlank() ? null : new org.eclipse.draw2d.Label((pool ? "Pool " : "Lane ") + name
                + " (from the BPMN diagram: who does the work)"));
        repaint();
    }

    @Override
    protected void paintFigure(Graphics g) {
        Rectangle r = getBounds().getCopy().resize(-1, -1);
        if (pool) {
            g.setBackgroundColor(Palette.colour(POOL));
            g.fillRectangle(r);
        }
        g.setBackgroundColor(Palette.colour(HEADER_FILL));
        g.fillRectangle(r.x, r.y, HEADER, r.height);
        g.setForegroundColor(Palette.colour(EDGE));
        g.drawRectangle(r);
        g.drawLine(r.x + HEADER, r.y, r.x + HEADER, r.bottom());
        g.setForegroundColor(Palette.colour(TEXT));
        // The name runs down the strip one letter a line: upright text that fits any band height.
        int lineHeight = g.getFontMetrics().getHeight();
        int rows = Math.max(1, (r.height - 8) / lineHeight);
        String shown = name.length() > rows ? name.substring(0, Math.max(0, rows - 1)) + "\u2026" : name;
        int y = r.y + Math.max(4, (r.height - shown.length() * lineHeight) / 2);
        for (char ch : shown.toCharArray()) {
            String s = String.valueOf(ch);
            int w = g.getFontMetrics().getAverageCharWidth();
            g.drawString(s, r.x + (HEADER - w) / 2, y);
            y += lineHeight;
        }
    }
}
