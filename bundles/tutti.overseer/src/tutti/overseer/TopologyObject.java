package tutti.overseer;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One object of a machine's topology: the machine, a package, a NUMA node, a cache, a core, a PU.
 * NUMA nodes are memory children of the object whose memory they are (hwloc 2's model), so a
 * package lists its node under {@link #memoryChildren()}, not under {@link #children()}.
 */
public final class TopologyObject {

    private final ObjectType type;
    private final int logicalIndex;
    private final int osIndex;
    private final IndexSet cpuset;
    private final IndexSet nodeset;
    private final long sizeBytes;
    private final int cacheLevel;
    private final String cacheType;
    private final TopologyObject parent;
    private final List<TopologyObject> children = new ArrayList<>();
    private final List<TopologyObject> memoryChildren = new ArrayList<>();

    TopologyObject(ObjectType type, int logicalIndex, int osIndex, IndexSet cpuset, IndexSet nodeset, long sizeBytes,
            int cacheLevel, String cacheType, TopologyObject parent) {
        this.type = type;
        this.logicalIndex = logicalIndex;
        this.osIndex = osIndex;
        this.cpuset = cpuset;
        this.nodeset = nodeset;
        this.sizeBytes = sizeBytes;
        this.cacheLevel = cacheLevel;
        this.cacheType = cacheType;
        this.parent = parent;
        if (parent != null) {
            (type == ObjectType.NUMANODE || type == ObjectType.MEMCACHE ? parent.memoryChildren : parent.children).add(this);
        }
    }

    public ObjectType type() {
        return type;
    }

    /** hwloc's logical index: the position among objects of this type, in topology order. */
    public int logicalIndex() {
        return logicalIndex;
    }

    /** The operating system's index (the CPU number for a PU, the node number for a NUMA node), or -1. */
    public int osIndex() {
        return osIndex;
    }

    /** The PUs (by OS index) under this object. */
    public IndexSet cpuset() {
        return cpuset;
    }

    /** The NUMA nodes (by OS index) local to this object. */
    public IndexSet nodeset() {
        return nodeset;
    }

    /** A NUMA node's local memory or a cache's size, in bytes; 0 for other objects. */
    public long sizeBytes() {
        return sizeBytes;
    }

    /** 1, 2, 3... for caches; 0 for other objects. */
    public int cacheLevel() {
        return cacheLevel;
    }

    /** {@code Unified}, {@code Data} or {@code Instruction} for caches; empty for other objects. */
    public String cacheType() {
        return cacheType;
    }

    /** The containing object, or {@code null} for the machine. */
    public TopologyObject parent() {
        return parent;
    }

    public List<TopologyObject> children() {
        return Collections.unmodifiableList(children);
    }

    public List<TopologyObject> memoryChildren() {
        return Collections.unmodifiableList(memoryChildren);
    }

    /** E.g. {@code L3 L#1} or {@code PU L#4 (P#4)}: how lstopo and our messages name it. */
    public String label() {
        return type.shortName() + " L#" + logicalIndex + (type == ObjectType.PU ? " (P#" + osIndex + ")" : "");
    }

    @Override
    public String toString() {
        return label() + " cpuset " + cpuset;
    }
}
