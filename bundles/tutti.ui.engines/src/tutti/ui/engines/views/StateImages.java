package tutti.ui.engines.views;

import java.util.EnumMap;
import java.util.Map;

import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

import tutti.ui.engines.EngineState;

/**
 * The Engines view's state icons, drawn here (a filled disc per state, a ring when not polled) so
 * they stay sharp and need no image files. Made once per view; disposed with it.
 */
final class StateImages {

    private static final int SIZE = 16;

    private final Map<EngineState, Image> images = new EnumMap<>(EngineState.class);
    private final Image deployment;
    private final Map<Integer, Image> replicas = new java.util.HashMap<>();
    private final Display display;

    StateImages(Display display) {
        this.display = display;
        for (EngineState s : EngineState.values()) {
            images.put(s, new Image(display, disc(colour(s), s == EngineState.DISCONNECTED || s == EngineState.STOPPED)));
        }
        deployment = new Image(display, square(new RGB(0x3b, 0x6e, 0xa8)));
    }

    static RGB colour(EngineState s) {
        return switch (s) {
            case UP -> new RGB(0x2e, 0x9e, 0x44);
            case DEGRADED -> new RGB(0xe0, 0x9b, 0x14);
            case STARTING, STOPPING -> new RGB(0x3b, 0x82, 0xd6);
            case UNREACHABLE -> new RGB(0xcc, 0x33, 0x33);
            case UNAUTHORIZED, UNTRUSTED -> new RGB(0x9c, 0x27, 0xb0);
            case STOPPED, DISCONNECTED -> new RGB(0x80, 0x80, 0x80);
        };
    }

    Image of(EngineState s) {
        return images.get(s);
    }

    Image deployment() {
        return deployment;
    }

    /** A replica's square in its colour (the one the Topology and Monitor views give it); made once per replica. */
    Image replica(int id) {
        return replicas.computeIfAbsent(id, k -> new Image(display, square(tutti.ui.ReplicaPalette.rgbOf(k))));
    }

    void dispose() {
        images.values().forEach(Image::dispose);
        replicas.values().forEach(Image::dispose);
        deployment.dispose();
    }

    /** A disc (or a ring) with soft edges: alpha from the distance to the edge. */
    private static ImageData disc(RGB rgb, boolean ring) {
        ImageData d = new ImageData(SIZE, SIZE, 24, new PaletteData(0xFF0000, 0xFF00, 0xFF));
        double c = (SIZE - 1) / 2.0;
        double outer = 5.5;
        double inner = ring ? 3.5 : -1;
        int pixel = d.palette.getPixel(rgb);
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                double r = Math.hypot(x - c, y - c);
                double a = Math.min(1, Math.max(0, outer + 0.5 - r)) * Math.min(1, Math.max(0, r - inner + 0.5));
                d.setPixel(x, y, pixel);
                d.setAlpha(x, y, (int) Math.round(255 * a));
            }
        }
        return d;
    }

    private static ImageData square(RGB rgb) {
        ImageData d = new ImageData(SIZE, SIZE, 24, new PaletteData(0xFF0000, 0xFF00, 0xFF));
        int pixel = d.palette.getPixel(rgb);
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                boolean inside = x >= 3 && x <= 12 && y >= 3 && y <= 12 && !((x == 3 || x == 12) && (y == 3 || y == 12));
                d.setPixel(x, y, pixel);
                d.setAlpha(x, y, inside ? 255 : 0);
            }
        }
        return d;
    }
}
