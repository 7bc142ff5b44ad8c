package tutti.ui.editor.figures;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.ToolbarLayout;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;

/** A live task's tooltip: its figures in words and a small line of its rate over the last minute. */
final class Sparkline extends Figure {

    private static final int WIDTH = 180;
    private static final int HEIGHT = 36;
    /** The ivory of tool tips. */
    static final org.eclipse.swt.graphics.RGB BACKGROUND = new org.eclipse.swt.graphics.RGB(255, 255, 238);

    Sparkline(String text, double[] values) {
        setLayoutManager(new ToolbarLayout());
        setOpaque(true);
        setBackgroundColor(Palette.colour(BACKGROUND));
        // Its own dark text: the tool tip's colour comes from the desktop theme, white in dark ones, on this ivory.
        Label words = new Label(text);
        words.setForegroundColor(Palette.colour(Palette.TEXT));
        add(words);
        add(new Line(values));
    }

    private static final class Line extends Figure {
        private final double[] values;

        Line(double[] values) {
            this.values = values;
        }

        @Override
        public Dimension getPreferredSize(int wHint, int hHint) {
            return new Dimension(WIDTH, HEIGHT);
        }

        @Override
        protected void paintFigure(Graphics g) {
            Rectangle r = getBounds().getCopy().shrink(3, 3);
            double max = 0;
            for (double v : values) {
                if (!Double.isNaN(v)) {
                    max = Math.max(max, v);
                }
            }
            g.setForegroundColor(Palette.colour(Palette.QUIET));
            g.drawLine(r.x, r.bottom(), r.right(), r.bottom());
            g.drawText("last minute, peak " + LiveStats.rate(max), r.x, r.y - 2);
            if (values.length < 2 || max <= 0) {
                return;
            }
            g.setAntialias(org.eclipse.swt.SWT.ON);
            g.setForegroundColor(Palette.colour(Palette.LIVE));
            g.setLineWidth(1);
            int prevX = -1;
            int prevY = -1;
            for (int i = 0; i < values.length; i++) {
                if (Double.isNaN(values[i])) {
                    prevX = -1; // a gap: the line breaks
                    continue;
                }
                int x = r.x + (int) ((long) i * r.width / (values.length - 1));
                int y = r.bottom() - (int) (values[i] / max * (r.height - 12));
                if (prevX >= 0) {
                    g.drawLine(prevX, prevY, x, y);
                }
                prevX = x;
                prevY = y;
            }
        }
    }
}
