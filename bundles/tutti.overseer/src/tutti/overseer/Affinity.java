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
