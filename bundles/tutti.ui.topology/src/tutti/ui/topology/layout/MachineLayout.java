package tutti.ui.topology.layout;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import tutti.overseer.ObjectType;
import tutti.overseer.Topology;
import tutti.overseer.TopologyObject;
import tutti.overseer.TopologyText;

/**
 * Lays a machine out as lstopo draws it: each object a box titled with its name, index and size,
 * holding its memory (NUMA nodes, stretched across the top) and then its children; a cache is a
 * bar above the cores it serves. Children that each hold at most one core go in a row; larger
 * ones (packages, NUMA groups) in the grid whose shape comes closest to a wide screen, its cells
 * evened out. Runs of more than four identical siblings may be folded.
 */
public final class MachineLayout {

    /** Space inside a box around its content, and between siblings. */
    public static final int PAD = 5;
    public static final int GAP = 5;
    /** Width over height a grid of large children aims at. */
    private static final double WIDE = 1.8;
    /** At most this many small children in one row. */
    private static final int ROW = 16;

    private final Topology topology;
    private final DrawingOptions options;
    private final TextMetrics metrics;
    private final Map<TopologyObject, String> signatures = new IdentityHashMap<>();
    private final Map<TopologyObject, String> notes;

    private MachineLayout(Topology topology, DrawingOptions options, TextMetrics metrics, Map<TopologyObject, String> notes) {
        this.topology = topology;
        this.notes = notes;
        this.options = options;
        this.metrics = metrics;
    }

    /** The machine's box, placed at (0, 0), with every box inside it placed. */
    public static Box layout(Topology topology, DrawingOptions options, TextMetrics metrics) {
        return layout(topology, options, metrics, Map.of());
    }

    /** @param notes a line of badges under some objects' titles (the threads pinned to them) */
    public static Box layout(Topology topology, DrawingOptions options, TextMetrics metrics, Map<TopologyObject, String> notes) {
        MachineLayout l = new MachineLayout(topology, options, metrics, notes);
        Box root = l.build(topology.machine());
        l.measure(root);
        place(root, 0, 0);
        return root;
    }

    // ----- the tree of boxes -----

    private Box build(TopologyObject o) {
        Box box = new Box(BoxKind.of(o.type()), o, List.of(), List.of(label(o)), notes.get(o));
        for (TopologyObject m : o.memoryChildren()) {
            box.add(build(m));
        }
        List<TopologyObject> children = o.children();
        int i = 0;
        while (i < children.size()) {
            int end = i + 1;
            while (options.fold() && end < children.size() && signature(children.get(end)).equals(signature(children.get(i)))) {
                end++;
            }
            if (end - i > DrawingOptions.FOLD_ABOVE) {
                box.add(build(children.get(i)));
                List<TopologyObject> hidden = children.subList(i + 1, end - 1);
                box.add(new Box(BoxKind.FOLDED, null, hidden, List.of("\u2026 " + hidden.size() + " more"), null));
                box.add(build(children.get(end - 1)));
            } else {
                for (int k = i; k < end; k++) {
                    box.add(build(children.get(k)));
                }
            }
            i = end;
        }
        return box;
    }

    /** Equal for siblings that draw alike: same kinds, sizes and shape below. */
    private String signature(TopologyObject o) {
        String s = signatures.get(o);
        if (s == null) {
            StringBuilder b = new StringBuilder().append(o.type().ordinal()).append(':').append(o.sizeBytes()).append('[');
            for (TopologyObject m : o.memoryChildren()) {
                b.append(signature(m)).append(',');
            }
            b.append('|');
            for (TopologyObject c : o.children()) {
                b.append(signature(c)).append(',');
            }
            s = b.append(']').toString();
            signatures.put(o, s);
        }
        return s;
    }

    private String label(TopologyObject o) {
        String index = index(o);
        return switch (o.type()) {
            case MACHINE -> topology.totalMemoryBytes() > 0 ? "Machine (" + TopologyText.size(topology.totalMemoryBytes())
                    + " total)" : "Machine";
            case NUMANODE, MEMCACHE -> o.type().shortName() + " " + index
                    + (o.sizeBytes() > 0 ? " (" + TopologyText.size(o.sizeBytes()) + ")" : "");
            default -> o.type().isCache()
                    ? o.type().shortName() + (options.logical() ? " " + index : "") + " (" + TopologyText.size(o.sizeBytes()) + ")"
                    : o.type().shortName() + " " + index;
        };
    }

    private String index(TopologyObject o) {
        return options.logical() || o.osIndex() < 0 ? "L#" + o.logicalIndex() : "P#" + o.osIndex();
    }

    // ----- sizes, and children's places relative to their parent -----

    /** Room around each badge of a note. */
    public static final int NOTE_SPACE = 4;

    /** A note's badges, each with room around it. */
    public static int noteWidth(String note, TextMetrics metrics) {
        int w = 0;
        for (String badge : note.split(" +")) {
            w += metrics.width(badge) + 2 * NOTE_SPACE;
        }
        return w;
    }

    private void measure(Box b) {
        int titleWidth = 0;
        for (String line : b.lines()) {
            titleWidth = Math.max(titleWidth, metrics.width(line));
        }
        int titleHeight = b.lines().size() * metrics.lineHeight();
        if (b.note() != null) {
            titleWidth = Math.max(titleWidth, noteWidth(b.note(), metrics));
            titleHeight += metrics.lineHeight() + NOTE_SPACE;
        }
        if (b.children().isEmpty()) {
            b.width = Math.max(titleWidth, 2 * metrics.lineHeight()) + 2 * PAD;
            b.height = titleHeight + 2 * PAD;
            b.extent = b.height;
            return;
        }
        List<Box> memory = new ArrayList<>();
        List<Box> others = new ArrayList<>();
        for (Box c : b.children()) {
            measure(c);
            (c.kind() == BoxKind.NUMANODE ? memory : others).add(c);
        }
        Grid grid = others.isEmpty() ? new Grid(0, new int[0], new int[0]) : arrange(others);
        if (grid.rowHeights.length == 1) {
            fitFoldedToNeighbours(others);
            grid = grid(others, grid.columns);
        }
        // As lstopo: a cache is a bar above the cores it serves; other objects enclose their children.
        boolean bar = b.kind() == BoxKind.CACHE;
        int inset = bar ? 0 : PAD;
        int memoryHeight = memory.stream().mapToInt(Box::height).max().orElse(0);
        int content = Math.max(titleWidth + (bar ? 2 * PAD : 0), Math.max(rowWidth(memory), grid.width()));
        int y = (bar ? titleHeight + 2 * PAD : PAD + titleHeight) + GAP;
        if (!memory.isEmpty()) {
            stretch(memory, content);
            int x = inset;
            for (Box m : memory) {
                m.x = x;
                m.y = y;
                m.height = memoryHeight;
                m.extent = memoryHeight;
                x += m.width + GAP;
            }
            y += memoryHeight + GAP;
        }
        int rowY = y;
        boolean even = grid.rowHeights.length > 1;
        for (int row = 0; row < grid.rowHeights.length; row++) {
            int x = inset;
            for (int col = 0; col < grid.columnWidths.length; col++) {
                int i = row * grid.columns + col;
                if (i < others.size()) {
                    Box c = others.get(i);
                    c.x = x;
                    c.y = rowY;
                    if (even) {
                        // Cells of a grid line up: each box as wide as its column, as tall as its row.
                        widen(c, grid.columnWidths[col]);
                        deepen(c, grid.rowHeights[row]);
                    }
                }
                x += grid.columnWidths[col] + GAP;
            }
            rowY += grid.rowHeights[row] + GAP;
        }
        int bottom = others.isEmpty() ? y - GAP : rowY - GAP;
        b.width = content + 2 * inset;
        if (bar) {
            b.height = titleHeight + 2 * PAD;
            b.extent = bottom;
        } else {
            b.height = bottom + PAD;
            b.extent = b.height;
        }
    }

    /**
     * Makes a box wider, and with it what it holds: each row of children (its memory bars, its
     * caches and cores) shares the extra width, so bars still span what they serve.
     */
    private static void widen(Box b, int width) {
        int extra = width - b.width;
        if (extra <= 0) {
            return;
        }
        b.width = width;
        Map<Integer, List<Box>> rows = new java.util.TreeMap<>();
        for (Box c : b.children()) {
            rows.computeIfAbsent(c.y, k -> new ArrayList<>()).add(c);
        }
        for (List<Box> row : rows.values()) {
            int shift = 0;
            for (int i = 0; i < row.size(); i++) {
                Box c = row.get(i);
                int share = extra / row.size() + (i < extra % row.size() ? 1 : 0);
                c.x += shift;
                widen(c, c.width + share);
                shift += share;
            }
        }
    }

    /** Makes an enclosing box as tall as the others of its row; a cache bar keeps its height. */
    private static void deepen(Box b, int extent) {
        if (b.kind() != BoxKind.CACHE && b.kind() != BoxKind.FOLDED && extent > b.extent) {
            b.height = extent;
            b.extent = extent;
        }
    }

    /** A folded run is as tall as the siblings beside it, so the row stays even. */
    private static void fitFoldedToNeighbours(List<Box> boxes) {
        for (int i = 0; i < boxes.size(); i++) {
            if (boxes.get(i).kind() == BoxKind.FOLDED && i > 0) {
                boxes.get(i).height = boxes.get(i - 1).extent;
                boxes.get(i).extent = boxes.get(i).height;
            }
        }
    }

    private static int rowWidth(List<Box> boxes) {
        return boxes.stream().mapToInt(Box::width).sum() + Math.max(0, boxes.size() - 1) * GAP;
    }

    /** Widens memory boxes so that together they span the content, as lstopo draws a node above its cores. */
    private static void stretch(List<Box> memory, int content) {
        int extra = content - rowWidth(memory);
        if (extra <= 0) {
            return;
        }
        for (int i = 0; i < memory.size(); i++) {
            memory.get(i).width += extra / memory.size() + (i < extra % memory.size() ? 1 : 0);
        }
    }

    private record Grid(int columns, int[] columnWidths, int[] rowHeights) {
        int width() {
            return java.util.Arrays.stream(columnWidths).sum() + Math.max(0, columnWidths.length - 1) * GAP;
        }

        int height() {
            return java.util.Arrays.stream(rowHeights).sum() + Math.max(0, rowHeights.length - 1) * GAP;
        }
    }

    private Grid arrange(List<Box> boxes) {
        if (boxes.stream().allMatch(this::small)) {
            return grid(boxes, Math.min(boxes.size(), ROW));
        }
        if (boxes.stream().anyMatch(b -> b.kind() == BoxKind.FOLDED)) {
            // First, "… N more", last of large objects: one above the other, the fold a thin bar between.
            return grid(boxes, 1);
        }
        Grid best = null;
        double bestScore = Double.MAX_VALUE;
        for (int columns = 1; columns <= boxes.size(); columns++) {
            Grid g = grid(boxes, columns);
            double score = Math.abs(Math.log((double) g.width() / Math.max(1, g.height())) - Math.log(WIDE));
            if (score < bestScore) {
                best = g;
                bestScore = score;
            }
        }
        return best;
    }

    /** Holds at most one core: drawn in a row with its siblings. */
    private boolean small(Box b) {
        if (b.kind() == BoxKind.FOLDED) {
            return b.folded().stream().allMatch(o -> topology.coresUnder(o).size() <= 1 || o.type() == ObjectType.CORE);
        }
        return b.object().type() == ObjectType.CORE || b.object().type() == ObjectType.PU
                || topology.coresUnder(b.object()).size() <= 1;
    }

    private static Grid grid(List<Box> boxes, int columns) {
        int rows = (boxes.size() + columns - 1) / columns;
        int[] widths = new int[Math.min(columns, boxes.size())];
        int[] heights = new int[rows];
        for (int i = 0; i < boxes.size(); i++) {
            widths[i % columns] = Math.max(widths[i % columns], boxes.get(i).width);
            heights[i / columns] = Math.max(heights[i / columns], boxes.get(i).extent);
        }
        return new Grid(columns, widths, heights);
    }

    /** Turns places relative to the parent into drawing coordinates. */
    private static void place(Box b, int x, int y) {
        b.x += x;
        b.y += y;
        for (Box c : b.children()) {
            place(c, b.x, b.y);
        }
    }
}
