package tutti.ui.editor.figures;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.RGB;

/** Colours and fonts of the figures, from JFace's registries (which dispose of them with the display). */
public final class Palette {

    private Palette() {
    }

    public static Color colour(RGB rgb) {
        String key = "tutti.editor." + rgb.red + "." + rgb.green + "." + rgb.blue;
        if (!JFaceResources.getColorRegistry().hasValueFor(key)) {
            JFaceResources.getColorRegistry().put(key, rgb);
        }
        return JFaceResources.getColorRegistry().get(key);
    }

    /** The colour mixed with white: {@code amount} 0 is the colour, 1 is white. */
    public static Color tint(RGB rgb, double amount) {
        return colour(new RGB(mix(rgb.red, amount), mix(rgb.green, amount), mix(rgb.blue, amount)));
    }

    private static int mix(int c, double amount) {
        return (int) Math.round(c + (255 - c) * amount);
    }

    /** The WCAG 2 contrast ratio of two colours, 1 (none) to 21 (black on white). */
    public static double contrast(RGB a, RGB b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** WCAG 2 relative luminance. */
    public static double luminance(RGB c) {
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue);
    }

    private static double linear(int channel) {
        double v = channel / 255.0;
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    /** Contrast that small text needs to be read (WCAG 2, level AA). */
    public static final double READABLE = 4.5;

    /**
     * The colour, darkened just enough for white text on it to be read: a kind's disc or a
     * warning badge keeps its hue while its letter stays legible.
     */
    public static RGB underWhiteText(RGB rgb) {
        RGB white = new RGB(255, 255, 255);
        RGB c = rgb;
        for (double f = 1; contrast(c, white) < READABLE && f > 0; f -= 0.02) {
            c = new RGB((int) (rgb.red * f), (int) (rgb.green * f), (int) (rgb.blue * f));
        }
        return c;
    }

    public static Font bold() {
        return JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT);
    }

    public static Font normal() {
        return JFaceResources.getDefaultFont();
    }

    public static final RGB TEXT = new RGB(33, 33, 33);
    public static final RGB QUIET = new RGB(97, 97, 97);
    public static final RGB CONTROL_FLOW = new RGB(55, 71, 79);
    public static final RGB DATA_FLOW = new RGB(0, 121, 107);
    /** Failure flows: apart from the red and amber of problems. */
    public static final RGB FAILURE_FLOW = new RGB(173, 20, 87);
    /** Timeout flows. */
    public static final RGB TIMEOUT_FLOW = new RGB(191, 54, 12);
    /** Reminder flows: a timeout's kin that cancels nothing. */
    public static final RGB REMINDER_FLOW = new RGB(121, 85, 72);
    public static final RGB BOX = new RGB(120, 144, 156);
    public static final RGB ERROR = new RGB(211, 47, 47);
    public static final RGB WARNING = new RGB(245, 124, 0);
    /** Live statistics from an engine. */
    public static final RGB LIVE = new RGB(21, 101, 192);
}
