package tutti.ui;

import org.eclipse.swt.graphics.RGB;

/**
 * WCAG 2 contrast between colours, and colours moved just enough to be read: what the Studio draws
 * itself stays legible under a light or a dark GTK theme.
 */
public final class Contrast {

    /** Contrast that small text needs to be read (WCAG 2, level AA). */
    public static final double READABLE = 4.5;

    private static final RGB WHITE = new RGB(255, 255, 255);
    private static final RGB BLACK = new RGB(0, 0, 0);

    private Contrast() {
    }

    /** The contrast ratio of two colours, 1 (none) to 21 (black on white). */
    public static double ratio(RGB a, RGB b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** Relative luminance, 0 (black) to 1 (white). */
    public static double luminance(RGB c) {
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue);
    }

    private static double linear(int channel) {
        double v = channel / 255.0;
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    /**
     * The colour mixed toward black on a light background, toward white on a dark one, by the
     * least amount that reads at {@link #READABLE} against {@code background}: it keeps its hue
     * (a warning stays red) wherever the theme puts it.
     */
    public static RGB readableOn(RGB colour, RGB background) {
        RGB toward = ratio(BLACK, background) >= ratio(WHITE, background) ? BLACK : WHITE;
        RGB c = colour;
        for (double amount = 0.02; ratio(c, background) < READABLE && amount <= 1.0001; amount += 0.02) {
            c = mix(colour, toward, amount);
        }
        return c;
    }

    private static RGB mix(RGB a, RGB b, double amount) {
        return new RGB((int) Math.round(a.red + (b.red - a.red) * amount), (int) Math.round(a.green + (b.green - a.green) * amount),
                (int) Math.round(a.blue + (b.blue - a.blue) * amount));
    }
}
