package tutti.ui.editor.figures;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.swt.graphics.RGB;

/** How a figure shows the last validation's verdict on its element: not at all, amber, or red. */
public enum ProblemMark {
    NONE(null),
    WARNING(Palette.WARNING),
    ERROR(Palette.ERROR);

    private final RGB rgb;

    ProblemMark(RGB rgb) {
        this.rgb = rgb;
    }

    /** @param text the problems, one per line; empty or null for none */
    public static ProblemMark of(String text, boolean error) {
        return text == null || text.isEmpty() ? NONE : error ? ERROR : WARNING;
    }

    /** The outline colour: the figure's own without problems. */
    public RGB colour(RGB normal) {
        return rgb == null ? normal : rgb;
    }

    public int lineWidth() {
        return this == NONE ? 2 : 3;
    }

    /** The problems as the figure's tooltip, or none. */
    public IFigure tooltip(String text) {
        return this == NONE ? null : new Label(text);
    }
}
