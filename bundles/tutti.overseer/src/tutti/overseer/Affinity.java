package tutti.overseer;

import tutti.overseer.internal.NativeLoader;
import tutti.overseer.internal.OverseerNative;

/**
 * Binds threads to CPUs and their memory to NUMA nodes on this machine, and reads bindings back.
 * Made from a topology so that binding against a described machine (synthetic, XML) is refused
 * up front: hwloc would accept it and silently do nothing.
 */
public final class Affinity {

    private final Topology topology;

    private Affinity(Topology topology) {
        this.topology = topology;
    }

    /** Binding on this machine, checked against its topology. */
    public static Affinity thisMachine() {
        return of(Overseer.topology());
    }

    public static Affinity of(Topology topology) {
        NativeLoader.require();
        if (!topology.thisSystem()) {
            throw new OverseerException("cannot bind threads or memory using " + topology.source().describe()
                    + ": it describes another machine; binding needs this machine's topology (Affinity.thisMachine())");
        }
        return new Affinity(topology);
    }

    public Topology topology() {
        return topology;
    }

    public void bindCurrentThread(IndexSet cpus) {
        bindThread(0, cpus);
    }

    /** Binds a thread, by its Linux TID (0 for the calling thread), to a set of CPUs (PU OS indexes). */
    public void bindThread(int tid, IndexSet cpus) {
        checkExists(cpus, topology.cpuset(), "CPU");
        OverseerNative.bindThread(tid, cpus.toString());
    }

    /** Lets a thread run on every CPU the process may use again. */
    public void unbindThread(int tid) {
        OverseerNative.unbindThread(tid);
    }

    public void unbindCurrentThread() {
        unbindThread(0);
    }

    /** The CPUs a thread may run on (0 for the calling thread). */
    public IndexSet threadCpus(int tid) {
        return IndexSet.parse(OverseerNative.threadAffinity(tid));
    }

    public IndexSet currentThreadCpus() {
        return threadCpus(0);
    }

    /**
     * Strictly binds the calling thread's future allocations to NUMA nodes: allocations fail rather
     * than spill to another node. Threads it creates afterwards inherit the policy.
     */
    public void bindCurrentThreadMemory(IndexSet nodes) {
        checkExists(nodes, topology.nodeset(), "NUMA node");
        OverseerNative.bindMemory(nodes.toString());
    }

    public void unbindCurrentThreadMemory() {
        OverseerNative.unbindMemory();
    }

    public MemoryBinding currentThreadMemory() {
        String[] parts = OverseerNative.memoryBinding().split("\t", -1);
        return new MemoryBinding(parts[0], IndexSet.parse(parts[1]));
    }

    /**
     * What re-binding the process did to its memory.
     *
     * @param regions        private mappings bound to the nodes, their pages moved there
     * @param regionsRefused mappings whose pages the kernel could not move (named, never hidden)
     */
    public record Rebound(int regions, int regionsRefused) {
    }

    /**
     * Re-binds this running process: where {@code cpus} is not null, every thread it has now, GC
     * and JIT threads included, to those CPUs; and where {@code nodes} is not null, each private memory mapping (the Java heap
     * among them) strictly to those nodes, its pages moved there, and the calling thread's later
     * allocations. Threads the JVM starts later inherit the CPUs.
     */
    public Rebound rebindProcess(IndexSet cpus, IndexSet nodes) {
        if (cpus != null) {
            checkExists(cpus, topology.cpuset(), "CPU");
        }
        if (nodes != null) {
            checkExists(nodes, topology.nodeset(), "NUMA node");
        }
        int[] r = OverseerNative.rebindProcess(cpus == null ? null : cpus.toString(), nodes == null ? null : nodes.toString());
        return new Rebound(r[0], r[1]);
    }

    private static void checkExists(IndexSet wanted, IndexSet existing, String what) {
        if (wanted.isEmpty()) {
            throw new OverseerException("an empty " + what + " set: name at least one " + what);
        }
        IndexSet missing = wanted.minus(existing);
        if (!missing.isEmpty()) {
            throw new OverseerException(what + (missing.size() == 1 ? " " : "s ") + missing + " do"
                    + (missing.size() == 1 ? "es" : "") + " not exist on this machine (it has " + what + "s " + existing + ")");
        }
    }
}
