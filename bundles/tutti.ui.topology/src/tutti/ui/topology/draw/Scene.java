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

    /** One legend line: a replica's colour swatch and its description; a warning line has no swatch. */
    public record LegendLine(int replica, String text, boolean warning, int y) {
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
        this.topology = topology;
        this.metrics = metrics;
        this.overlay = new Overlay(placement);
        this.machine = MachineLayout.layout(topology, options, metrics, Overlay.badges(topology, placement));
        this.title = placement.title();
        int lh = metrics.lineHeight() + 4;
        int y = machine.height() + LEGEND_GAP;
        int w = machine.width();
        if (!title.isEmpty()) {
            legend.add(new LegendLine(-1, title, false, y));
            w = Math.max(w, metrics.width(title));
            y += lh;
        }
        for (PlacedReplica r : placement.replicas()) {
            String line = Overlay.legendLine(r);
            legend.add(new LegendLine(r.id(), line, false, y));
            w = Math.max(w, SWATCH + 6 + metrics.width(line));
            y += lh;
            if (r.bindingWarning() != null) {
                String warning = "\u26a0 replica " + r.id() + " is " + r.bindingWarning();
                legend.add(new LegendLine(r.id(), warning, true, y));
                w = Math.max(w, SWATCH + 6 + metrics.width(warning));
                y += lh;
            }
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
