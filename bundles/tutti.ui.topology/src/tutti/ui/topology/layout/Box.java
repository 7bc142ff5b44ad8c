package tutti.ui.topology.layout;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import tutti.overseer.IndexSet;
import tutti.overseer.TopologyObject;

/**
 * One box of a machine's drawing, placed in drawing coordinates: an object of the topology with
 * its label, or a folded run of identical siblings. Laid out once by {@link MachineLayout}; the
 * figures, the SVG and the tests all read the same boxes.
 */
public final class Box {

    private final BoxKind kind;
    private final TopologyObject object;
    private final List<TopologyObject> folded;
    private final List<String> lines;
    private final String note;
    private final List<Box> children = new ArrayList<>();
    int x;
    int y;
    int width;
    int height;
    /** How tall the box is with what hangs below it: a cache is drawn as a bar above its children. */
    int extent;

    Box(BoxKind kind, TopologyObject object, List<TopologyObject> folded, List<String> lines, String note) {
        this.kind = kind;
        this.note = note;
        this.object = object;
        this.folded = List.copyOf(folded);
        this.lines = List.copyOf(lines);
    }

    public BoxKind kind() {
        return kind;
    }

    /** The topology object drawn, or null for a folded run. */
    public TopologyObject object() {
        return object;
    }

    /** For a folded run: the siblings it stands for; empty otherwise. */
    public List<TopologyObject> folded() {
        return folded;
    }

    /** The PUs this box covers (for a folded run, those of the hidden siblings). */
    public IndexSet cpuset() {
        if (object != null) {
            return object.cpuset();
        }
        IndexSet all = IndexSet.empty();
        for (TopologyObject o : folded) {
            all = all.union(o.cpuset());
        }
        return all;
    }

    public List<String> lines() {
        return lines;
    }

    /** A line drawn under the title in badges (the threads pinned here), or null. */
    public String note() {
        return note;
    }

    /** Memory boxes (NUMA nodes) first, then the other children, in drawing order. */
    public List<Box> children() {
        return Collections.unmodifiableList(children);
    }

    void add(Box child) {
        children.add(child);
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The height it takes in its parent: its own, or for a cache its bar and the children below it. */
    public int extent() {
        return extent;
    }

    /** This box and every box inside it, parents before children. */
    public List<Box> all() {
        List<Box> out = new ArrayList<>();
        collect(this, out);
        return out;
    }

    private static void collect(Box b, List<Box> out) {
        out.add(b);
        for (Box c : b.children) {
            collect(c, out);
        }
    }

    @Override
    public String toString() {
        return kind + " " + String.join(" ", lines) + " @" + x + "," + y + " " + width + "x" + height;
    }
}
