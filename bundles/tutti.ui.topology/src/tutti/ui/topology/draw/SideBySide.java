package tutti.ui.topology.draw;

import java.util.ArrayList;
import java.util.List;

import tutti.ui.topology.layout.TextMetrics;

/**
 * Several machines in one drawing, left to right, each under its caption: a cluster's members.
 * A member whose machine cannot be read keeps its place, as a box that says why. The figures on
 * screen and the SVG export place the parts from the same offsets.
 */
public final class SideBySide {

    /**
     * One machine of the drawing.
     *
     * @param caption what the part is (a member's name and address), above it
     * @param scene its machine and replicas; null when it cannot be read
     * @param problem why there is no scene; null when there is one
     */
    public record Part(String caption, Scene scene, String problem) {

        public static Part of(String caption, Scene scene) {
            return new Part(caption, scene, null);
        }

        public static Part missing(String caption, String problem) {
            return new Part(caption, null, problem);
        }
    }

    /** A part placed: its caption's top left and its drawing's top left. */
    public record Placed(Part part, int x, int y, int width, int height, List<String> problemRows) {
    }

    static final int GAP = 32;
    /** The width of a part drawn as the reason it is missing. */
    static final int PROBLEM_WIDTH = 260;

    private final List<Placed> placed = new ArrayList<>();
    private final int captionHeight;
    private final int width;
    private final int height;

    public SideBySide(List<Part> parts, TextMetrics metrics) {
        captionHeight = metrics.lineHeight() + 8;
        int x = 0;
        int h = 0;
        for (Part p : parts) {
            List<String> rows = p.scene() == null ? metrics.wrap(p.problem(), PROBLEM_WIDTH - 12, "(?<= )") : List.of();
            int w = p.scene() != null ? p.scene().width() : PROBLEM_WIDTH;
            // A caption wider than its machine widens the part: the next one starts after it.
            w = Math.max(w, metrics.width(p.caption()) + 4);
            int ph = p.scene() != null ? p.scene().height() : rows.size() * (metrics.lineHeight() + 2) + 12;
            placed.add(new Placed(p, x, captionHeight, w, ph, rows));
            x += w + GAP;
            h = Math.max(h, captionHeight + ph);
        }
        width = Math.max(0, x - GAP);
        height = h;
    }

    public List<Placed> placed() {
        return List.copyOf(placed);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }
}
