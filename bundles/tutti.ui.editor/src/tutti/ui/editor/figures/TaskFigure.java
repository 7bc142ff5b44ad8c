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
    /**
     * Where the task runs, as last wrapped for the tooltip, and that text: it changes once in a
     * long while, and wrapping it (a text measurement per word) for every task at every update
     * held a 200-task diagram's overlay to under half its 10 updates a second.
     */
    private String placement = "";
    private String placementWrapped = "";

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
                            : "")
                    + wrappedPlacement(stats.placement());
            setToolTip(new Sparkline(text, stats.lastMinute()));
        }
        repaint();
    }

    private String wrappedPlacement(String text) {
        if (!text.equals(placement)) {
            placement = text;
            placementWrapped = text.isEmpty() ? "" : "\n" + String.join("\n", TextLines.wrap(text, Palette.normal(), 480, Integer.MAX_VALUE));
        }
        return placementWrapped;
    }

    /** The live figures shown, or null. */
    public LiveStats live() {
        return live;
    }

    /** 0 without problems, 1 with warnings only, 2 with errors. */
    public int problemLevel() {
        return mark.ordinal();
    }

    /** The task's name as drawn. */
    public String name() {
        return name;
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
            g.setBackgroundColor(Palette.colour(Palette.underWhiteText(mark.colour(kind.colour()))));
            g.fillOval(badge);
            g.setForegroundColor(Palette.colour(new org.eclipse.swt.graphics.RGB(255, 255, 255)));
            g.setFont(Palette.bold());
            g.drawText("!", badge.x + 5, badge.y - 1);
        }
        Rectangle disc = new Rectangle(r.x + 7, r.y + 7, DISC, DISC);
        g.setBackgroundColor(Palette.colour(Palette.underWhiteText(kind.colour())));
        g.fillOval(disc);
        g.setForegroundColor(Palette.colour(new org.eclipse.swt.graphics.RGB(255, 255, 255)));
        g.setFont(Palette.bold());
        Dimension letter = org.eclipse.draw2d.FigureUtilities.getTextExtents(kind.letter(), Palette.bold());
        g.drawText(kind.letter(), disc.x + (DISC - letter.width) / 2, disc.y + (DISC - letter.height) / 2);
        Text text = text();
        Rectangle area = nameArea();
        g.setClip(new Rectangle(area.x, r.y, area.width, r.height));
        g.setForegroundColor(Palette.colour(Palette.TEXT));
        int y = area.y;
        for (String line : text.name()) {
            g.drawText(line, area.x, y);
            y += lineHeight(Palette.bold());
        }
        y += NAME_GAP;
        g.setFont(Palette.normal());
        g.setForegroundColor(Palette.colour(Palette.QUIET));
        for (String line : text.detail()) {
            g.drawText(line, area.x, y);
            y += lineHeight(Palette.normal());
        }
        if (live != null) {
            paintLive(g, r);
        }
    }

    /** Space between the name's last line and the second line's first. */
    private static final int NAME_GAP = 5;

    /** The lines drawn: the name and the second line, wrapped to the box, and whether any was cut short. */
    record Text(java.util.List<String> name, java.util.List<String> detail, boolean cut) {
    }

    /**
     * The name and second line wrapped to the width of the box: the name takes the lines it needs
     * while one is left for the second line, which takes the rest; what still does not fit ends in
     * an ellipsis, and the tool tip gives it in full.
     */
    Text text() {
        // Measuring text costs a GC round trip per word: a canvas of hundreds of tasks repaints often.
        java.util.List<Object> key = java.util.List.of(name, detail, getBounds().width, getBounds().height, live != null,
                mark);
        if (!key.equals(textKey)) {
            textKey = key;
            lastText = wrapText();
        }
        return lastText;
    }

    private java.util.List<Object> textKey;
    private Text lastText;

    private Text wrapText() {
        Rectangle r = getBounds().getCopy().shrink(1, 1);
        Rectangle area = nameArea();
        int width = Math.max(10, area.width - (mark != ProblemMark.NONE ? 18 : 0));
        String second = detail.isEmpty() ? kind.label() : detail;
        int nameStep = lineHeight(Palette.bold());
        int detailStep = lineHeight(Palette.normal());
        int space = r.bottom() - (live != null ? 18 : 3) - area.y;
        java.util.List<String> fullName = TextLines.wrap(name, Palette.bold(), width, Integer.MAX_VALUE);
        java.util.List<String> fullDetail = TextLines.wrap(second, Palette.normal(), width, Integer.MAX_VALUE);
        int nameRows = Math.max(1, Math.min(fullName.size(), (space - NAME_GAP - detailStep) / nameStep));
        int detailRows = Math.max(1, (space - NAME_GAP - nameRows * nameStep) / detailStep);
        boolean cut = fullName.size() > nameRows || fullDetail.size() > detailRows;
        return new Text(nameRows >= fullName.size() ? fullName : TextLines.wrap(name, Palette.bold(), width, nameRows),
                detailRows >= fullDetail.size() ? fullDetail : TextLines.wrap(second, Palette.normal(), width, detailRows), cut);
    }

    private static int lineHeight(org.eclipse.swt.graphics.Font font) {
        return org.eclipse.draw2d.FigureUtilities.getFontMetrics(font).getHeight();
    }

    /**
     * What a cut name or second line says in full, above the live or problem tip when there is
     * one; a box that shows everything keeps its tip as it is.
     */
    @Override
    public org.eclipse.draw2d.IFigure getToolTip() {
        org.eclipse.draw2d.IFigure tip = super.getToolTip();
        if (!text().cut()) {
            return tip;
        }
        org.eclipse.draw2d.Figure both = new org.eclipse.draw2d.Figure();
        both.setLayoutManager(new org.eclipse.draw2d.ToolbarLayout());
        org.eclipse.draw2d.Label full = new org.eclipse.draw2d.Label(name + "\n" + (detail.isEmpty() ? kind.label() : detail));
        full.setForegroundColor(Palette.colour(Palette.TEXT));
        both.add(full);
        if (tip != null) {
            both.add(tip);
        }
        both.setOpaque(true);
        both.setBackgroundColor(Palette.colour(Sparkline.BACKGROUND));
        return both;
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
        String where = live.where();
        if (!where.isEmpty()) {
            // Where the task runs, at the strip's end, when it fits beside the figures (the tooltip says it anyway).
            int lineWidth = org.eclipse.draw2d.FigureUtilities.getTextExtents(live.line(), Palette.normal()).width;
            int whereWidth = org.eclipse.draw2d.FigureUtilities.getTextExtents(where, Palette.normal()).width;
            if (strip.x + 5 + lineWidth + 12 + whereWidth <= strip.right() - 4) {
                g.drawText(where, strip.right() - 4 - whereWidth, strip.y);
            }
        }
        if (live.failures() > 0) {
            String n = live.failures() > 999 ? "999+" : Long.toString(live.failures());
            Dimension size = org.eclipse.draw2d.FigureUtilities.getTextExtents(n, Palette.bold());
            int width = Math.max(16, size.width + 8);
            Rectangle badge = new Rectangle(r.right() - width - (mark != ProblemMark.NONE ? 22 : 4), r.y + 4, width, 16);
            g.setBackgroundColor(Palette.colour(Palette.underWhiteText(Palette.ERROR)));
            g.fillRoundRectangle(badge, 16, 16);
            g.setForegroundColor(Palette.colour(new org.eclipse.swt.graphics.RGB(255, 255, 255)));
            g.setFont(Palette.bold());
            g.drawText(n, badge.x + (width - size.width) / 2, badge.y);
        }
    }
}
