package tutti.ui.topology.draw;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Control;

import tutti.ui.topology.layout.TextMetrics;

/** Text sizes in the font a control draws with; widths are remembered, as labels repeat a lot. */
public final class SwtMetrics implements TextMetrics {

    private final Map<String, Integer> widths = new HashMap<>();
    private final GC gc;
    private final int lineHeight;
    private final int fontPixels;

    public SwtMetrics(Control control) {
        gc = new GC(control);
        Font font = control.getFont();
        gc.setFont(font);
        lineHeight = gc.getFontMetrics().getHeight();
        fontPixels = gc.getFontMetrics().getAscent() + gc.getFontMetrics().getDescent() - 2;
        // A GC drawn on a control must go before the control does: SWT checks the control when it frees the GC.
        control.addDisposeListener(e -> dispose());
    }

    @Override
    public int width(String text) {
        return widths.computeIfAbsent(text, t -> gc.textExtent(t).x);
    }

    @Override
    public int lineHeight() {
        return lineHeight;
    }

    /** About the font's size in pixels, for an SVG that should look the same. */
    public int fontPixels() {
        return fontPixels;
    }

    public void dispose() {
        if (!gc.isDisposed()) {
            gc.dispose();
        }
    }
}
