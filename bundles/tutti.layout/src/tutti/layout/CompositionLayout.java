package tutti.layout;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.elk.alg.layered.options.LayerConstraint;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeLabelPlacement;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.options.PortConstraints;
import org.eclipse.elk.core.options.PortSide;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkLabel;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.ElkPort;
import org.eclipse.elk.graph.util.ElkGraphUtil;

import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.Task;

/**
 * Lays a composition out with the Eclipse Layout Kernel's layered algorithm: left to right in
 * the order its control flows run (a loop's flow back is routed around), orthogonal flows, each
 * flow's label placed by the layout beside its flow where no figure is, the inputs box before the
 * first tasks and the outputs box after the last. Tasks keep the size their figures need, so
 * nothing they show is cut. Pure computation, no UI: the editor applies the result as one command.
 */
public final class CompositionLayout {

    /** Space between figures side by side in a layer, and between a flow and what it passes. */
    static final double NODE_GAP = 40;
    /** Space between layers (columns), room for flow labels. */
    static final double LAYER_GAP = 70;
    static final int MARGIN = 30;

    /** The size each figure needs, as the editor draws it. */
    public interface Sizes {
        /** Width and height of the task's figure with everything it shows. */
        int[] task(Task t);

        /** Width and height of the flow's label; null for a flow without one. */
        int[] label(ControlFlow f);

        /** Width and height of the inputs box ({@code inputs}) or the outputs box. */
        int[] box(boolean inputs);
    }

    /** A figure's place: x, y, width, height. */
    public record Box(int x, int y, int width, int height) {
    }

    /** A flow's bends between its ends, {x, y} each, and where its label goes (null: no label). */
    public record Route(List<int[]> bends, Box label) {
    }

    /** Where the layout puts each figure. */
    public record Placement(Map<Task, Box> tasks, Map<ControlFlow, Route> flows, Box inputs, Box outputs) {
    }

    static {
        LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
    }

    private CompositionLayout() {
    }

    public static Placement layout(Composition c, Sizes sizes) {
        ElkNode graph = ElkGraphUtil.createGraph();
        graph.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        graph.setProperty(CoreOptions.DIRECTION, Direction.RIGHT);
        graph.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.ORTHOGONAL);
        graph.setProperty(CoreOptions.PADDING, new ElkPadding(MARGIN));
        graph.setProperty(CoreOptions.SPACING_NODE_NODE, NODE_GAP);
        graph.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, LAYER_GAP);
        graph.setProperty(LayeredOptions.SPACING_EDGE_NODE_BETWEEN_LAYERS, 20.0);
        graph.setProperty(CoreOptions.SPACING_EDGE_LABEL, 4.0);
        graph.setProperty(CoreOptions.SPACING_EDGE_NODE, 16.0);
        graph.setProperty(CoreOptions.SPACING_LABEL_NODE, 6.0);
        // The drawn order of the composition's tasks breaks ties, so that the same model lays out the same way.
        graph.setProperty(LayeredOptions.RANDOM_SEED, 1);

        ElkNode inputs = box(graph, sizes.box(true), LayerConstraint.FIRST);
        ElkNode outputs = box(graph, sizes.box(false), LayerConstraint.LAST);
        Map<Task, ElkNode> nodes = new LinkedHashMap<>();
        Map<ElkNode, ElkPort[]> ports = new LinkedHashMap<>();
        for (Task t : c.getTasks()) {
            ElkNode n = ElkGraphUtil.createNode(graph);
            int[] size = sizes.task(t);
            n.setDimensions(size[0], size[1]);
            // Flows leave a task in the middle of its right side and enter in the middle of its left,
            // where the editor's anchors meet a straight flow: a route's first and last legs stay straight.
            n.setProperty(CoreOptions.PORT_CONSTRAINTS, PortConstraints.FIXED_POS);
            ElkPort in = port(n, PortSide.WEST, 0, size[1] / 2.0);
            ElkPort out = port(n, PortSide.EAST, size[0], size[1] / 2.0);
            nodes.put(t, n);
            ports.put(n, new ElkPort[] {in, out});
        }
        Map<ControlFlow, ElkEdge> edges = new LinkedHashMap<>();
        for (ControlFlow f : c.getControlFlows()) {
            ElkNode s = nodes.get(f.getSource());
            ElkNode t = nodes.get(f.getTarget());
            if (s == null || t == null) {
                continue;
            }
            ElkEdge e = ElkGraphUtil.createSimpleEdge(ports.get(s)[1], ports.get(t)[0]);
            int[] size = sizes.label(f);
            if (size != null) {
                ElkLabel l = ElkGraphUtil.createLabel("label", e); // ELK leaves a label without text where it is
                l.setDimensions(size[0], size[1]);
                l.setProperty(CoreOptions.EDGE_LABELS_PLACEMENT, EdgeLabelPlacement.CENTER);
            }
            edges.put(f, e);
        }
        // The boxes come first and last whatever the flows: tie them to the tasks nothing precedes or follows.
        for (Map.Entry<Task, ElkNode> n : nodes.entrySet()) {
            if (n.getValue().getIncomingEdges().isEmpty() && ports.get(n.getValue())[0].getIncomingEdges().isEmpty()) {
                ElkGraphUtil.createSimpleEdge(inputs, n.getValue());
            }
            if (ports.get(n.getValue())[1].getOutgoingEdges().isEmpty()) {
                ElkGraphUtil.createSimpleEdge(n.getValue(), outputs);
            }
        }
        new RecursiveGraphLayoutEngine().layout(graph, new BasicProgressMonitor());

        Map<Task, Box> tasks = new LinkedHashMap<>();
        nodes.forEach((t, n) -> tasks.put(t, box(n)));
        Map<ControlFlow, Route> flows = new LinkedHashMap<>();
        edges.forEach((f, e) -> flows.put(f, route(e)));
        return new Placement(tasks, flows, box(inputs), box(outputs));
    }

    private static ElkNode box(ElkNode graph, int[] size, LayerConstraint layer) {
        ElkNode n = ElkGraphUtil.createNode(graph);
        n.setDimensions(size[0], size[1]);
        n.setProperty(LayeredOptions.LAYERING_LAYER_CONSTRAINT, layer);
        return n;
    }

    private static ElkPort port(ElkNode n, PortSide side, double x, double y) {
        ElkPort p = ElkGraphUtil.createPort(n);
        p.setDimensions(0, 0);
        p.setLocation(x, y);
        p.setProperty(CoreOptions.PORT_SIDE, side);
        return p;
    }

    private static Box box(ElkNode n) {
        return new Box((int) Math.round(n.getX()), (int) Math.round(n.getY()), (int) Math.round(n.getWidth()),
                (int) Math.round(n.getHeight()));
    }

    /** The bends of the edge's route (its ends are where the editor's anchors put them) and its label's place. */
    private static Route route(ElkEdge e) {
        List<int[]> bends = new ArrayList<>();
        for (ElkEdgeSection s : e.getSections()) {
            s.getBendPoints().forEach(p -> bends.add(new int[] {(int) Math.round(p.getX()), (int) Math.round(p.getY())}));
        }
        Box label = null;
        if (!e.getLabels().isEmpty()) {
            ElkLabel l = e.getLabels().get(0);
            label = new Box((int) Math.round(l.getX()), (int) Math.round(l.getY()), (int) Math.round(l.getWidth()),
                    (int) Math.round(l.getHeight()));
        }
        return new Route(bends, label);
    }
}
