package tutti.ui.topology.draw;

import java.util.ArrayList;
import java.util.List;

import tutti.overseer.Topology;
import tutti.ui.topology.layout.Box;
import tutti.ui.topology.layout.DrawingOptions;
import tutti.ui.topology.layout.MachineLayout;
import tutti.ui.topology.layout.TextMetrics;
import tutti.ui.topology.overlay.Overlay;
import tutti.ui.topology.overlay.PlacedReplica;
import tutti.ui.topology.overlay.Placement;

/**
 * Everything one drawing shows: the machine's boxes laid out, the replicas over them and the
 * legend below. The figures on screen and the SVG export are both drawn from a scene.
 */
public final class Scene {

    /**
     * One legend line: a replica's colour swatch and its description; a warning line has no swatch.
     * {@code rows} is the text as drawn, wrapped to the drawing's width (one row when it fits).
     */
    public record LegendLine(int replica, String text, boolean warning, int y, List<String> rows) {
    }

    static final int LEGEND_GAP = 10;
    static final int SWATCH = 12;

    private final Topology topology;
    private final Box machine;
    private final Overlay overlay;
    private final String title;
    private final List<LegendLine> legend = new ArrayList<>();
    private final int width;
    private final int height;
    private final TextMetrics metrics;

    public Scene(Topology topology, DrawingOptions options, Placement placement, TextMetrics metrics) {
        this(topology, options, placement, metrics, 0);
    }

    /**
     * A scene whose legend lines wrap (between their " · " parts) to {@code wrapWidth} or to the
     * machine's width when wider; 0 leaves them whole (an export).
     */
    public Scene(Topology topology, DrawingOptions options, Placement placement, TextMetrics metrics, int wrapWidth) {
        this.topology = topology;
        this.metrics = metrics;
        this.overlay = new Overlay(placement);
        this.machine = MachineLayout.layout(topology, options, metrics, Overlay.badges(topology, placement));
        this.title = placement.title();
        int lh = metrics.lineHeight() + 4;
        int y = machine.height() + LEGEND_GAP;
        int w = machine.width();
        int wrap = wrapWidth <= 0 ? Integer.MAX_VALUE : Math.max(wrapWidth, machine.width());
        List<String[]> lines = new ArrayList<>();
        if (!title.isEmpty()) {
            lines.add(new String[] {"-1", title, ""});
        }
        for (PlacedReplica r : placement.replicas()) {
            lines.add(new String[] {String.valueOf(r.id()), Overlay.legendLine(r), ""});
            if (r.bindingWarning() != null) {
                lines.add(new String[] {String.valueOf(r.id()), "\u26a0 replica " + r.id() + " is " + r.bindingWarning(), "w"});
            }
        }
        for (String[] l : lines) {
            int replica = Integer.parseInt(l[0]);
            int indent = replica >= 0 ? SWATCH + 6 : 0;
            // Broken after the " · " or ", " separators of a legend line.
            List<String> rows = metrics.wrap(l[1], wrap - indent, "(?<= \u00b7 )|(?<=, )");
            legend.add(new LegendLine(replica, l[1], !l[2].isEmpty(), y, rows));
            for (String row : rows) {
                w = Math.max(w, indent + metrics.width(row));
            }
            y += lh * rows.size();
        }
        this.width = w;
        this.height = legend.isEmpty() ? machine.height() : y;
    }

    public Topology topology() {
        return topology;
    }

    public Box machine() {
        return machine;
    }

    public Overlay overlay() {
        return overlay;
    }

    public List<LegendLine> legend() {
        return List.copyOf(legend);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public TextMetrics metrics() {
        return metrics;
    }
}
