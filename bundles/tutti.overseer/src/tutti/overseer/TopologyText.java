package tutti.overseer;

/**
 * Writes a topology as {@code lstopo-no-graphics} does, so that users can compare the two line by
 * line: an object with a single child and no memory is joined with it by " + ".
 */
public final class TopologyText {

    private TopologyText() {
    }

    public static String render(Topology topology) {
        StringBuilder out = new StringBuilder();
        write(topology, topology.machine(), 0, out);
        return out.toString();
    }

    private static void write(Topology topology, TopologyObject first, int depth, StringBuilder out) {
        out.append("  ".repeat(depth));
        TopologyObject o = first;
        out.append(describe(topology, o));
        while (o.children().size() == 1 && o.memoryChildren().isEmpty()) {
            o = o.children().get(0);
            out.append(" + ").append(describe(topology, o));
        }
        out.append('\n');
        for (TopologyObject m : o.memoryChildren()) {
            write(topology, m, depth + 1, out);
        }
        for (TopologyObject c : o.children()) {
            write(topology, c, depth + 1, out);
        }
    }

    private static String describe(Topology topology, TopologyObject o) {
        return switch (o.type()) {
            case MACHINE -> "Machine (" + size(topology.totalMemoryBytes()) + " total)";
            case NUMANODE -> o.type().shortName() + " L#" + o.logicalIndex() + " (P#" + o.osIndex()
                    + (o.sizeBytes() > 0 ? " " + size(o.sizeBytes()) : "") + ")";
            case PU -> o.label();
            default -> o.type().isCache() ? o.label() + " (" + size(o.sizeBytes()) + ")" : o.label();
        };
    }

    /** lstopo's units: KB below 10 MiB, MB below 10 GiB, GB above; rounded to the nearest, as lstopo does. */
    public static String size(long bytes) {
        if (bytes < (10L << 20)) {
            return rounded(bytes, 10) + "KB";
        }
        if (bytes < (10L << 30)) {
            return rounded(bytes, 20) + "MB";
        }
        return rounded(bytes, 30) + "GB";
    }

    private static long rounded(long bytes, int shift) {
        return (bytes + (1L << (shift - 1))) >> shift;
    }
}
