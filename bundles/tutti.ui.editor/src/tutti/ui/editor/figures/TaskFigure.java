package tutti.ui.editor.figures;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;

import tutti.ui.editor.TaskKind;

/**
 * A task: a rounded box tinted in its kind's colour, a disc with the kind's letter, the task's
 * name in bold and the kind below it. Tasks of one kind look alike at a glance across a diagram.
 */
public final class TaskFigure extends Figure {

    private static final int DISC = 22;
    private static final int ARC = 12;

    private final TaskKind kind;
    private String name = "";
    private String detail = "";
    private ProblemMark mark = ProblemMark.NONE;
    private org.eclipse.draw2d.IFigure problemTip;
    /** Live statistics drawn on the task, or null when the overlay is off. */
    private LiveStats live;

    public TaskFigure(TaskKind kind) {
        this.kind = kind;
        setOpaque(false);
    }

    public void setName(String name) {
        this.name = name == null ? "" : name;
        repaint();
    }

    /** A second line, e.g. {@code Receive 'paid'}; the kind's name when empty. */
    public void setDetail(String detail) {
        this.detail = detail == null ? "" : detail;
        repaint();
    }

    /**
     * Marks the figure with its validation problems: a red (errors) or amber (warnings only) frame
     * and badge, and the messages as its tooltip; an empty text clears the mark.
     */
    public void setProblems(String text, boolean error) {
        mark = ProblemMark.of(text, error);
        problemTip = mark.tooltip(text);
        if (live == null) {
            setToolTip(problemTip);
        }
        repaint();
    }

    /**
     * Shows an engine's live figures for this task: executions, their rate and mean time on a line
     * of their own, failures as a red badge; the tooltip gives them in words, the last failure's
     * reason and a sparkline of the last minute. Null takes the overlay off.
     */
    public void setLive(LiveStats stats) {
        live = stats;
        if (stats == null) {
            setToolTip(problemTip);
        } else {
            String text = String.format("%,d executions, %s, mean %s", stats.executions(), LiveStats.rate(stats.perSecond()),
                    LiveStats.millis(stats.meanMillis()))
                    + (stats.failures() > 0 ? String.format("%n%,d failures; the last: %s", stats.failures(), stats.lastFailure())
                            : "");
            setToolTip(new Sparkline(text, stats.lastMinute()));
        }
        repaint();
    }

    /** The live figures shown, or null. */
    public LiveStats live() {
        return live;
    }

    /** 0 without problems, 1 with warnings only, 2 with errors. */
    public int problemLevel() {
        return mark.ordinal();
    }

    /** The second line as drawn. */
    public String detail() {
        return detail;
    }

    public TaskKind kind() {
        return kind;
    }

    /** Where the name is drawn, for the direct-edit box. */
    public Rectangle nameArea() {
        Rectangle r = getBounds();
        return new Rectangle(r.x + DISC + 12, r.y + 6, Math.max(20, r.width - DISC - 18), 20);
    }

    @Override
    public Dimension getPreferredSize(int wHint, int hHint) {
        return sizeFor(name, detail.isEmpty() ? kind.label() : detail);
    }

    /**
     * The size a task's figure needs to show its name and second line in full, with room for the
     * kind's disc and a problem badge: at least 150 by 60, the size the canvas reads well at.
     */
    public static Dimension sizeFor(String name, String detail) {
        int text = Math.max(org.eclipse.draw2d.FigureUtilities.getTextExtents(name == null ? "" : name, Palette.bold()).width,
                org.eclipse.draw2d.FigureUtilities.getTextExtents(detail == null ? "" : detail, Palette.normal()).width);
        return new Dimension(Math.max(150, 1 + 7 + DISC + 12 + text + 18 + 8), 60);
    }

    @Override
    protected void paintFigure(Graphics g) {
        Rectangle r = getBounds().getCopy().shrink(1, 1);
        g.setAntialias(org.eclipse.swt.SWT.ON);
        g.setBackgroundColor(Palette.tint(kind.colour(), 0.85));
        g.fillRoundRectangle(r, ARC, ARC);
        g.setForegroundColor(Palette.colour(mark.colour(kind.colour())));
        g.setLineWidth(mark.lineWidth());
        g.drawRoundRectangle(r, ARC, ARC);
        if (mark != ProblemMark.NONE) {
            Rectangle badge = new Rectangle(r.right() - 18, r.y + 4, 14, 14);
            g.setBackgroundColor(Palette.colour(mark.colour(kind.colour())));
            g.fillOval(badge);
            g.setForegroundColor(Palette.colour(new org.eclipse.swt.graphics.RGB(255, 255, 255)));
            g.setFont(Palette.bold());
            g.drawText("!", badge.x + 5, badge.y - 1);
        }
        Rectangle disc = new Rectangle(r.x + 7, r.y + 7, DISC, DISC);
        g.setBackgroundColor(Palette.colour(kind.colour()));
        g.fillOval(disc);
        g.setForegroundColor(Palette.colour(new org.eclipse.swt.graphics.RGB(255, 255, 255)));
        g.setFont(Palette.bold());
        Dimension letter = org.eclipse.draw2d.FigureUtilities.getTextExtents(kind.letter(), Palette.bold());
        g.drawText(kind.letter(), disc.x + (DISC - letter.width) / 2, disc.y + (DISC - letter.height) / 2);
        Rectangle text = nameArea();
        if (mark != ProblemMark.NONE) {
            text.width -= 18;
        }
        g.setClip(new Rectangle(text.x, r.y, text.width, r.height));
        g.setForegroundColor(Palette.colour(Palette.TEXT));
        g.drawText(name, text.x, text.y);
        g.setFont(Palette.normal());
        g.setForegroundColor(Palette.colour(Palette.QUIET));
        g.drawText(detail.isEmpty() ? kind.label() : detail, text.x, text.y + 20);
        if (live != null) {
            paintLive(g, r);
        }
    }

    /** The live line across the bottom of the box, and a red badge with the failures. */
    private void paintLive(Graphics g, Rectangle r) {
        g.setClip(r);
        Rectangle strip = new Rectangle(r.x + 1, r.bottom() - 17, r.width - 2, 16);
        g.setBackgroundColor(Palette.colour(new org.eclipse.swt.graphics.RGB(227, 242, 253)));
        g.fillRectangle(strip);
        g.setForegroundColor(Palette.colour(Palette.LIVE));
        g.setFont(Palette.normal());
        g.drawText(live.line(), strip.x + 5, strip.y);
        if (live.failures() > 0) {
            String n = live.failures() > 999 ? "999+" : Long.toString(live.failures());
            Dimension size = org.eclipse.draw2d.FigureUtilities.getTextExtents(n, Palette.bold());
            int width = Math.max(16, size.width + 8);
            Rectangle badge = new Rectangle(r.right() - width - (mark != ProblemMark.NONE ? 22 : 4), r.y + 4, width, 16);
            g.setBackgroundColor(Palette.colour(Palette.ERROR));
            g.fillRoundRectangle(badge, 16, 16);
            g.setForegroundColor(Palette.colour(new org.eclipse.swt.graphics.RGB(255, 255, 255)));
            g.setFont(Palette.bold());
            g.drawText(n, badge.x + (width - size.width) / 2, badge.y);
        }
    }

}
