package tutti.ui;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;

/**
 * One colour per replica, the same in every view (the Topology view fills a replica's CPUs with
 * it, the Monitor draws its series with it), so users follow a replica across views by colour.
 * Ten well-separated hues; beyond ten, the hues repeat darker.
 */
public final class ReplicaPalette {

    private static final int[] HUES = { 0x4E79A7, 0xF28E2B, 0x59A14F, 0xE15759, 0xB07AA1, 0x76B7B2, 0xEDC948, 0xFF9DA7,
            0x9C755F, 0x8CD17D };

    private ReplicaPalette() {
    }

    /** The replica's colour as 0xRRGGBB. */
    public static int rgb(int replica) {
        int hue = HUES[Math.floorMod(replica, HUES.length)];
        int round = Math.floorDiv(Math.max(0, replica), HUES.length) % 3;
        if (round == 0) {
            return hue;
        }
        double f = round == 1 ? 0.7 : 0.5;
        int r = (int) (((hue >> 16) & 0xff) * f);
        int g = (int) (((hue >> 8) & 0xff) * f);
        int b = (int) ((hue & 0xff) * f);
        return r << 16 | g << 8 | b;
    }

    /** {@code #RRGGBB}, for SVG and HTML. */
    public static String hex(int replica) {
        return String.format("#%06X", rgb(replica));
    }

    public static RGB rgbOf(int replica) {
        int c = rgb(replica);
        return new RGB((c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff);
    }

    /** Colours hold no OS resource in current SWT: nothing to dispose. */
    public static Color color(int replica) {
        return new Color(rgbOf(replica));
    }
}
