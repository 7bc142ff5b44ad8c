package tutti.ui.editor.figures;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.Connection;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.LayoutListener;
import org.eclipse.draw2d.Locator;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.PointList;
import org.eclipse.draw2d.geometry.Rectangle;

import tutti.layout.LabelPlacer;

/**
 * Keeps the labels of one diagram's flows (conditions, bindings, live rates) where
 * {@link LabelPlacer} puts them: off every figure, off each other. The placement is made once per
 * validation of the connection layer, after every line is routed (not once per line: opening 500
 * tasks would place every label 600 times), and labels that moved take their place in the same
 * update, so that the canvas and the Outline's miniature paint once.
 */
public final class LabelPlacement {

    private final IFigure figures;
    private final IFigure connections;
    /** A figure that moved may now cover a label: the lines' layer validates (and places) again. */
    private final LayoutListener listener = new LayoutListener.Stub() {
        @Override
        public void postLayout(IFigure container) {
            connections.revalidate();
        }
    };
    private int[] inputs = new int[0];
    private Map<Object, LabelPlacer.Rect> placed = Map.of();

    private LabelPlacement(IFigure figures, IFigure connections) {
        this.figures = figures;
        this.connections = connections;
    }

    /**
     * Places the labels of the lines in {@code connections} around the figures in {@code figures};
     * null when the lines' layer is not a {@link Layer} (the labels then sit on their lines).
     */
    public static LabelPlacement install(IFigure figures, IFigure connections) {
        if (!(connections instanceof Layer layer)) {
            return null;
        }
        LabelPlacement p = new LabelPlacement(figures, connections);
        figures.addLayoutListener(p.listener);
        layer.placement = p;
        return p;
    }

    public void uninstall() {
        figures.removeLayoutListener(listener);
        ((Layer) connections).placement = null;
    }

    /** The layer of a diagram's lines: once they are routed, their labels are placed. */
    public static final class Layer extends org.eclipse.draw2d.ConnectionLayer {

        private LabelPlacement placement;

        @Override
        public void validate() {
            boolean placing = !isValid();
            super.validate();
            if (placing && placement != null) {
                placement.update();
            }
        }
    }

    /**
     * Where a flow's label goes: placed with the others once its line lies in a diagram with a
     * placement, else on its line's middle (or where it asks to be).
     */
    static final class Placed implements Locator {

        private final Connection line;
        /** Where the label asks to be (the layout's or the diagram file's place), or null. */
        private Rectangle preferred;
        /** A live rate: placed after the flows' own labels, under its flow's label if there is room. */
        private final boolean live;

        Placed(Connection line, Rectangle preferred, boolean live) {
            this.line = line;
            this.preferred = preferred;
            this.live = live;
        }

        void prefer(Rectangle at) {
            preferred = at;
        }

        @Override
        public void relocate(IFigure target) {
            Dimension size = target.getPreferredSize();
            // The layer knows its placement: the lines of other viewers (none) sit on their middles.
            LabelPlacement placement = line.getParent() instanceof Layer layer ? layer.placement : null;
            LabelPlacer.Rect at = placement == null ? null : placement.placed.get(target);
            if (at != null) {
                target.setBounds(new Rectangle(at.x(), at.y(), size.width, size.height));
            } else if (preferred != null && !live) {
                target.setBounds(new Rectangle(preferred.x, preferred.y, size.width, size.height));
            } else {
                org.eclipse.draw2d.geometry.Point middle = line.getPoints().getMidpoint();
                target.setBounds(new Rectangle(middle.x - size.width / 2, middle.y - size.height / 2 + (live ? size.height : 0),
                        size.width, size.height));
            }
        }
    }

    /** Places every label again if anything it depends on changed; those that moved take their new place now. */
    private void update() {
        List<LabelPlacer.Rect> obstacles = new ArrayList<>();
        for (Object child : figures.getChildren()) {
            IFigure f = (IFigure) child;
            if (!f.isVisible()) {
                continue;
            }
            Rectangle r = f.getBounds();
            // A band holds tasks: only its name strip is in the way.
            obstacles.add(f instanceof LaneFigure ? new LabelPlacer.Rect(r.x, r.y, LaneFigure.HEADER, r.height)
                    : new LabelPlacer.Rect(r.x, r.y, r.width, r.height));
        }
        // Labels whose lines did not change keep their places while those stay free, and go first:
        // an edit moves the labels it touches, not every label after them in the diagram.
        List<LabelPlacer.Label> own = new ArrayList<>();
        int steadyCount = 0;
        List<Label> liveLabels = new ArrayList<>();
        Map<IFigure, int[]> seen = new HashMap<>();
        IntList signature = new IntList();
        obstacles.forEach(r -> signature.add(r.x(), r.y(), r.width(), r.height()));
        for (Object child : connections.getChildren()) {
            if (!(child instanceof PolylineConnection c) || !c.isVisible()) {
                continue;
            }
            int[] line = points(c);
            seen.put(c, line);
            if (line.length < 4) {
                continue;
            }
            for (Object part : c.getChildren()) {
                if (part instanceof Label l && l.isVisible() && c.getLayoutManager().getConstraint(l) instanceof Placed at) {
                    Dimension size = l.getPreferredSize();
                    signature.add(line).add(size.width, size.height, at.live ? 1 : 0);
                    if (at.live) {
                        liveLabels.add(l);
                    } else {
                        LabelPlacer.Rect preferred = at.preferred == null ? null
                                : new LabelPlacer.Rect(at.preferred.x, at.preferred.y, size.width, size.height);
                        if (preferred != null) {
                            signature.add(preferred.x(), preferred.y());
                        }
                        LabelPlacer.Rect kept = steady(l, line, size);
                        LabelPlacer.Label label = new LabelPlacer.Label(l, line, size.width, size.height,
                                preferred != null ? preferred : kept);
                        if (kept != null) {
                            own.add(steadyCount++, label);
                        } else {
                            own.add(label);
                        }
                    }
                }
            }
        }
        int[] now = signature.toArray();
        if (Arrays.equals(now, inputs)) {
            return;
        }
        inputs = now;
        Map<Object, LabelPlacer.Rect> first = LabelPlacer.place(obstacles, own);
        // Live rates come after every flow's own label, each under its flow's label where that is free.
        List<LabelPlacer.Rect> taken = new ArrayList<>(obstacles);
        taken.addAll(first.values());
        List<LabelPlacer.Label> live = new ArrayList<>();
        for (Label l : liveLabels) {
            Connection c = (Connection) l.getParent();
            Dimension size = l.getPreferredSize();
            LabelPlacer.Rect under = null;
            for (Object sibling : c.getChildren()) {
                LabelPlacer.Rect its = first.get(sibling);
                if (its != null) {
                    under = new LabelPlacer.Rect(its.x(), its.y() + its.height() + 1, size.width, size.height);
                }
            }
            LabelPlacer.Rect kept = steady(l, seen.get(c), size);
            live.add(new LabelPlacer.Label(l, seen.get(c), size.width, size.height, kept != null ? kept : under));
        }
        Map<Object, LabelPlacer.Rect> all = new java.util.LinkedHashMap<>(first);
        all.putAll(LabelPlacer.place(taken, live));
        placed = all;
        Map<IFigure, int[]> linesNow = new HashMap<>();
        for (Object label : all.keySet()) {
            linesNow.put((IFigure) label, seen.get(((IFigure) label).getParent()));
        }
        placedOn = linesNow;
        for (Map.Entry<Object, LabelPlacer.Rect> e : all.entrySet()) {
            IFigure label = (IFigure) e.getKey();
            LabelPlacer.Rect r = e.getValue();
            Rectangle was = label.getBounds();
            if (was.x != r.x() || was.y != r.y() || was.width != r.width() || was.height != r.height()) {
                label.setBounds(new Rectangle(r.x(), r.y(), r.width(), r.height()));
            }
        }
    }

    /** The label's last place if its line and size are as they were then, else null. */
    private LabelPlacer.Rect steady(IFigure label, int[] line, Dimension size) {
        LabelPlacer.Rect last = placed.get(label);
        return last != null && last.width() == size.width && last.height() == size.height
                && Arrays.equals(placedOn.get(label), line) ? last : null;
    }

    /** The line each label was placed beside. */
    private Map<IFigure, int[]> placedOn = Map.of();

    private static int[] points(Connection c) {
        PointList p = c.getPoints();
        int[] out = new int[p.size() * 2];
        for (int i = 0; i < p.size(); i++) {
            out[2 * i] = p.getPoint(i).x;
            out[2 * i + 1] = p.getPoint(i).y;
        }
        return out;
    }

    /** A growing list of ints: the placement's inputs, compared as one array. */
    private static final class IntList {
        private int[] values = new int[256];
        private int size;

        IntList add(int... more) {
            if (size + more.length > values.length) {
                values = Arrays.copyOf(values, Math.max(values.length * 2, size + more.length));
            }
            System.arraycopy(more, 0, values, size, more.length);
            size += more.length;
            return this;
        }

        int[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }
}
