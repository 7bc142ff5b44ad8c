package tutti.ui.editor.figures;

import java.util.List;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Rectangle;

/** The composition's inputs or outputs: a titled box with one {@code name : type} line each. */
public final class ParameterBoxFigure extends Figure {

    private String title = "";
    private List<String> lines = List.of();
    private ProblemMark mark = ProblemMark.NONE;

    /** Problems of the composition itself (its name, its parameters) show on its inputs box. */
    public void setProblems(String text, boolean error) {
        mark = ProblemMark.of(text, error);
        setToolTip(mark.tooltip(text));
        repaint();
    }

    public void show(String title, List<String> lines) {
        this.title = title;
        this.lines = List.copyOf(lines);
        repaint();
    }

    @Override
    protected void paintFigure(Graphics g) {
        Rectangle r = getBounds().getCopy().shrink(1, 1);
        g.setAntialias(org.eclipse.swt.SWT.ON);
        g.setBackgroundColor(Palette.tint(Palette.BOX, 0.9));
        g.fillRectangle(r);
        g.setForegroundColor(Palette.colour(mark.colour(Palette.BOX)));
        g.setLineWidth(mark.lineWidth());
        g.drawRectangle(r);
        g.setFont(Palette.bold());
        g.setForegroundColor(Palette.colour(Palette.TEXT));
        g.drawText(title, r.x + 8, r.y + 5);
        g.drawLine(r.x, r.y + 25, r.right(), r.y + 25);
        g.setFont(Palette.normal());
        g.setForegroundColor(Palette.colour(Palette.QUIET));
        int y = r.y + 30;
        for (String line : lines.isEmpty() ? List.of("(none)") : lines) {
            g.drawText(line, r.x + 8, y);
            y += 18;
        }
    }
}
