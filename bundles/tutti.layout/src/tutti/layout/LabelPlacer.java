package tutti.layout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Places the labels of flows where no figure and no other label is: first where the label asks to
 * be (a position the layout or the user chose), then beside its own line, from the line's middle
 * outwards, then on rings around the middle. Pure geometry: the editor runs it whenever a figure,
 * a line or a label's text changes, so that a condition, a data flow's bindings and a live rate
 * never cover each other or a task, whoever drew the diagram.
 */
public final class LabelPlacer {

    /** Space kept between a label and what is around it. */
    static final int GAP = 2;
    /** How far from its line's middle a label is looked for before it takes the least crowded place. */
    static final int REACH = 240;
    private static final double[] ALONG = { 0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.15, 0.85 };

    /** A rectangle: x, y, width, height. */
    public record Rect(int x, int y, int width, int height) {

        boolean overlaps(Rect o, int gap) {
            return x < o.x + o.width + gap && o.x < x + width + gap && y < o.y + o.height + gap && o.y < y + height + gap;
        }

        long overlapArea(Rect o) {
            long w = Math.min(x + width, o.x + o.width) - Math.max(x, o.x);
            long h = Math.min(y + height, o.y + o.height) - Math.max(y, o.y);
            return w > 0 && h > 0 ? w * h : 0;
        }
    }

    /**
     * A label to place.
     *
     * @param key what the caller knows the label by
     * @param line the points of its flow's line, x0, y0, x1, y1, ...
     * @param preferred where it asks to be (its size is the label's), or null
     */
    public record Label(Object key, int[] line, int width, int height, Rect preferred) {
    }

    private LabelPlacer() {
    }

    /**
     * Where each label goes, in the order given (earlier labels take the better places): never on
     * an obstacle or an earlier label while a free place lies within {@link #REACH} of its line's
     * middle, and never at negative coordinates.
     */
    public static Map<Object, Rect> place(List<Rect> obstacles, List<Label> labels) {
        Grid taken = new Grid();
        obstacles.forEach(taken::add);
        Map<Object, Rect> placed = new LinkedHashMap<>();
        for (Label label : labels) {
            Rect at = placeOne(label, taken);
            taken.add(at);
            placed.put(label.key(), at);
        }
        return placed;
    }

    private static Rect placeOne(Label label, Grid taken) {
        // Candidates are tried as they come, the best first: most labels take their first one,
        // and a diagram is placed again after every edit.
        Search search = new Search(taken);
        if (label.preferred() != null
                && search.found(new Rect(label.preferred().x(), label.preferred().y(), label.width(), label.height()))) {
            return search.best;
        }
        for (double t : ALONG) {
            int[] p = pointAlong(label.line(), t);
            if (search.found(centred(p[0], p[1], label))) {
                return search.best;
            }
            // Beside the line: left and right of an upright segment, above and below a level one.
            boolean found = p[2] != 0
                    ? search.found(new Rect(p[0] + 4, p[1] - label.height() / 2, label.width(), label.height()))
                            || search.found(new Rect(p[0] - 4 - label.width(), p[1] - label.height() / 2, label.width(), label.height()))
                    : search.found(new Rect(p[0] - label.width() / 2, p[1] - label.height() - 3, label.width(), label.height()))
                            || search.found(new Rect(p[0] - label.width() / 2, p[1] + 3, label.width(), label.height()));
            if (found) {
                return search.best;
            }
        }
        int[] middle = pointAlong(label.line(), 0.5);
        for (int r = 12; r <= REACH; r += 12) {
            int steps = Math.max(8, r / 6);
            for (int i = 0; i < steps; i++) {
                double a = 2 * Math.PI * i / steps;
                if (search.found(centred(middle[0] + (int) Math.round(r * Math.cos(a)),
                        middle[1] + (int) Math.round(r * Math.sin(a)), label))) {
                    return search.best;
                }
            }
        }
        return search.best != null ? search.best : centred(middle[0], middle[1], label);
    }

    /** The free place found, or else the least crowded place tried so far. */
    private static final class Search {
        private final Grid taken;
        Rect best;
        private long bestArea = Long.MAX_VALUE;

        Search(Grid taken) {
            this.taken = taken;
        }

        /** Whether this place is free (it is then {@link #best}). */
        boolean found(Rect c) {
            if (c.x() < 0 || c.y() < 0) {
                return false;
            }
            long area = taken.overlapArea(c);
            if (area < bestArea) {
                best = c;
                bestArea = area;
            }
            return area == 0;
        }
    }

    private static Rect centred(int x, int y, Label label) {
        return new Rect(x - label.width() / 2, y - label.height() / 2, label.width(), label.height());
    }

    /**
     * The point at a fraction of the line's length, and 1 in the third place when the segment it
     * lies on runs more up and down than across.
     */
    static int[] pointAlong(int[] line, double t) {
        double total = 0;
        for (int i = 2; i + 1 < line.length; i += 2) {
            total += Math.hypot(line[i] - line[i - 2], line[i + 1] - line[i - 1]);
        }
        if (line.length < 4) {
            return line.length < 2 ? new int[] { 0, 0, 0 } : new int[] { line[0], line[1], 0 };
        }
        double wanted = total * t;
        for (int i = 2; i + 1 < line.length; i += 2) {
            int dx = line[i] - line[i - 2];
            int dy = line[i + 1] - line[i - 1];
            double length = Math.hypot(dx, dy);
            if (wanted <= length || i + 2 >= line.length) {
                double f = length == 0 ? 0 : Math.min(1, wanted / length);
                return new int[] { (int) Math.round(line[i - 2] + dx * f), (int) Math.round(line[i - 1] + dy * f),
                        Math.abs(dy) > Math.abs(dx) ? 1 : 0 };
            }
            wanted -= length;
        }
        throw new IllegalStateException("unreachable");
    }

    /** Rectangles by the cells of a coarse grid they touch, so that a look-up sees only its neighbours. */
    private static final class Grid {

        private static final int CELL = 96;
        private final Map<Long, List<Rect>> cells = new HashMap<>();

        void add(Rect r) {
            for (long cell : cells(r)) {
                cells.computeIfAbsent(cell, k -> new ArrayList<>(4)).add(r);
            }
        }

        /** The area the rectangle shares with what is taken; 1 at least when it only comes closer than the gap. */
        long overlapArea(Rect r) {
            long area = 0;
            int[] range = range(r);
            for (int x = range[0]; x <= range[1]; x++) {
                for (int y = range[2]; y <= range[3]; y++) {
                    for (Rect o : cells.getOrDefault(key(x, y), List.of())) {
                        // Counted once: in the first of these cells that it lies in.
                        int[] its = range(o);
                        boolean first = x == Math.max(range[0], its[0]) && y == Math.max(range[2], its[2]);
                        if (first && r.overlaps(o, GAP)) {
                            area += Math.max(1, r.overlapArea(o));
                        }
                    }
                }
            }
            return area;
        }

        private static long key(int x, int y) {
            return ((long) x << 32) ^ (y & 0xffffffffL);
        }

        private static List<Long> cells(Rect r) {
            List<Long> out = new ArrayList<>(4);
            int[] range = range(r);
            for (int x = range[0]; x <= range[1]; x++) {
                for (int y = range[2]; y <= range[3]; y++) {
                    out.add(key(x, y));
                }
            }
            return out;
        }

        /** The first and last columns, then rows, of the cells the rectangle and its gap touch. */
        private static int[] range(Rect r) {
            return new int[] {Math.floorDiv(r.x() - GAP, CELL), Math.floorDiv(r.x() + r.width() + GAP, CELL),
                Math.floorDiv(r.y() - GAP, CELL), Math.floorDiv(r.y() + r.height() + GAP, CELL)};
        }
    }
}
