package tutti.ui.editor.figures;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.RGB;

/** Colours and fonts of the figures, from JFace's registries (which dispose of them with the display). */
public final class Palette {

    private Palette() {
    }

    /** The diagram's background in every theme. */
    public static final RGB PAPER = new RGB(255, 255, 255);

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

    /**
     * The colour, darkened just enough for white text on it to be read: a kind's disc or a
     * warning badge keeps its hue while its letter stays legible.
     */
    public static RGB underWhiteText(RGB rgb) {
        return tutti.ui.Contrast.readableOn(rgb, new RGB(255, 255, 255));
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
