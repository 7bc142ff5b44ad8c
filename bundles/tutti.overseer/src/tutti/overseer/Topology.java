package tutti.overseer;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Predicate;

/**
 * A machine as hwloc sees it: machine, packages, NUMA nodes with their memory, caches with the
 * cores that share them, cores and PUs, each with its cpuset and nodeset. Immutable.
 */
public final class Topology {

    private final TopologySource source;
    private final boolean thisSystem;
    private final TopologyObject root;
    private final List<TopologyObject> all;

    Topology(TopologySource source, boolean thisSystem, TopologyObject root, List<TopologyObject> all) {
        this.source = source;
        this.thisSystem = thisSystem;
        this.root = root;
        this.all = List.copyOf(all);
    }

    /**
     * Builds the model from the native description: a first line {@code thisSystem=0|1}, then one
     * tab-separated line per object as documented in {@code tutti_overseer.h}.
     */
    static Topology parse(TopologySource source, String description) {
        String[] lines = description.split("\n");
        if (lines.length < 2 || !lines[0].startsWith("thisSystem=")) {
            throw new OverseerException("the native topology description is malformed (first line: " + lines[0] + ")");
        }
        boolean thisSystem = lines[0].equals("thisSystem=1");
        List<TopologyObject> objects = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].split("\t", -1);
            if (f.length != 9) {
                throw new OverseerException("the native topology description has a malformed line: " + lines[i]);
            }
            int parentLine = Integer.parseInt(f[3]);
            TopologyObject parent = parentLine < 0 ? null : objects.get(parentLine);
            objects.add(new TopologyObject(ObjectType.ofHwlocName(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]),
                    IndexSet.parse(f[4]), IndexSet.parse(f[5]), Long.parseUnsignedLong(f[6]), Integer.parseInt(f[7]),
                    f[8], parent));
        }
        return new Topology(source, thisSystem, objects.get(0), objects);
    }

    public TopologySource source() {
        return source;
    }

    /** False for synthetic and XML topologies: binding threads or memory there is refused. */
    public boolean thisSystem() {
        return thisSystem;
    }

    public TopologyObject machine() {
        return root;
    }

    /** Every object, depth first, memory children right after the object they belong to. */
    public List<TopologyObject> objects() {
        return all;
    }

    public List<TopologyObject> objects(ObjectType type) {
        return select(o -> o.type() == type);
    }

    public List<TopologyObject> packages() {
        return objects(ObjectType.PACKAGE);
    }

    public List<TopologyObject> numaNodes() {
        return objects(ObjectType.NUMANODE);
    }

    public List<TopologyObject> cores() {
        return objects(ObjectType.CORE);
    }

    public List<TopologyObject> pus() {
        return objects(ObjectType.PU);
    }

    /** Data or unified caches of a level (1 to 5); instruction caches are left out. */
    public List<TopologyObject> caches(int level) {
        return select(o -> o.type().isCache() && o.cacheLevel() == level && !o.cacheType().equals("Instruction"));
    }

    /** The cores below an object (for a cache: the cores that share it). */
    public List<TopologyObject> coresUnder(TopologyObject object) {
        List<TopologyObject> cores = new ArrayList<>();
        collect(object, ObjectType.CORE, cores);
        return Collections.unmodifiableList(cores);
    }

    /** All PUs by OS index. */
    public IndexSet cpuset() {
        return root.cpuset();
    }

    /** All NUMA nodes by OS index. */
    public IndexSet nodeset() {
        return root.nodeset();
    }

    public long totalMemoryBytes() {
        return numaNodes().stream().mapToLong(TopologyObject::sizeBytes).sum();
    }

    public TopologySummary summary() {
        return new TopologySummary(packages().size(), numaNodes().size(), caches(3).size(), caches(2).size(),
                cores().size(), pus().size(), thisSystem);
    }

    private List<TopologyObject> select(Predicate<TopologyObject> p) {
        return all.stream().filter(p).toList();
    }

    private static void collect(TopologyObject o, ObjectType type, List<TopologyObject> out) {
        for (TopologyObject c : o.children()) {
            if (c.type() == type) {
                out.add(c);
            } else {
                collect(c, type, out);
            }
        }
    }
}
