package tutti.bpmn;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.w3c.dom.Document;
import org.w3c.dom.Element;

import tutti.model.composition.Bounds;

/** The diagram (BPMN DI) of an exported process: its shapes, the edges between them, the bands of pools and lanes. */
final class DiagramWriter {

    private final Document doc;
    private final Element plane;
    /** Each shape written so far, by element id: x, y, width, height. */
    private final Map<String, int[]> shapes = new HashMap<>();

    DiagramWriter(Document doc, Element plane) {
        this.doc = doc;
        this.plane = plane;
    }

    /** Where the element's shape is; null where none is written yet. */
    int[] shapeOf(String element) {
        return shapes.get(element);
    }

    /** The right edge of the rightmost shape written so far. */
    int right() {
        return shapes.values().stream().mapToInt(p -> p[0] + p[2]).max().orElse(0);
    }

    void shape(String element, int x, int y, int width, int height) {
        shapes.put(element, new int[] {x, y, width, height});
        Element s = doc.createElementNS(Bpmn.DI, "bpmndi:BPMNShape");
        s.setAttribute("id", element + "_di");
        s.setAttribute("bpmnElement", element);
        s.appendChild(bounds(x, y, width, height));
        plane.appendChild(s);
    }

    /** A pool's or lane's band, drawn horizontally. */
    void band(String element, Bounds b) {
        Element s = doc.createElementNS(Bpmn.DI, "bpmndi:BPMNShape");
        s.setAttribute("id", element + "_di");
        s.setAttribute("bpmnElement", element);
        s.setAttribute("isHorizontal", "true");
        if (b != null) {
            s.appendChild(bounds(b.getX(), b.getY(), b.getWidth(), b.getHeight()));
        }
        plane.appendChild(s);
    }

    /**
     * A sequence flow's edge along {@code points}, from the right of its source to the left of its
     * target where there are none; ends that lie off the shapes of source and target (a kept edge
     * of a task moved or widened since import) are moved onto them.
     */
    void edge(String flowId, String source, String target, List<int[]> points, int[] label) {
        int[] a = shapes.get(source);
        int[] b = shapes.get(target);
        List<int[]> at = new ArrayList<>(points);
        if (at.size() < 2) {
            at.add(0, new int[] {a == null ? 0 : a[0] + a[2], a == null ? 0 : a[1] + a[3] / 2});
            at.add(new int[] {b == null ? 0 : b[0], b == null ? 0 : b[1] + b[3] / 2});
        }
        at.set(0, onto(at.get(0), a));
        at.set(at.size() - 1, onto(at.get(at.size() - 1), b));
        Element edge = doc.createElementNS(Bpmn.DI, "bpmndi:BPMNEdge");
        edge.setAttribute("id", flowId + "_di");
        edge.setAttribute("bpmnElement", flowId);
        for (int[] p : at) {
            Element w = doc.createElementNS(Bpmn.DD_DI, "di:waypoint");
            w.setAttribute("x", String.valueOf(p[0]));
            w.setAttribute("y", String.valueOf(p[1]));
            edge.appendChild(w);
        }
        if (label != null) {
            Element l = doc.createElementNS(Bpmn.DI, "bpmndi:BPMNLabel");
            l.appendChild(bounds(label[0], label[1], label[2], label[3]));
            edge.appendChild(l);
        }
        plane.appendChild(edge);
    }

    /** The point of the shape nearest to {@code p}: {@code p} itself where it lies on or in the shape. */
    static int[] onto(int[] p, int[] shape) {
        if (shape == null) {
            return p;
        }
        return new int[] {Math.clamp(p[0], shape[0], shape[0] + shape[2]), Math.clamp(p[1], shape[1], shape[1] + shape[3])};
    }

    private Element bounds(int x, int y, int width, int height) {
        Element b = doc.createElementNS(Bpmn.DC, "dc:Bounds");
        b.setAttribute("x", String.valueOf(x));
        b.setAttribute("y", String.valueOf(y));
        b.setAttribute("width", String.valueOf(width));
        b.setAttribute("height", String.valueOf(height));
        return b;
    }
}
