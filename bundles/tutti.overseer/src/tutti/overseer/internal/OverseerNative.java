package tutti.overseer.internal;

/** The native methods of libtutti-overseer.so. Call only after {@link NativeLoader#require()}. */
public final class OverseerNative {

    private OverseerNative() {
    }

    public static native int currentTid();

    public static native String libraryVersions();

    public static native String agentOptions();

    /** {@code thisSystem=0|1} then one line per object (see tutti_overseer.h); both null for this system. */
    public static native String topologyDescribe(String synthetic, String xmlPath);

    public static native String topologyXml(String synthetic, String xmlPath);

    /** tid 0 is the calling thread; lists are Linux lists. Failures throw OverseerException. */
    public static native void bindThread(int tid, String cpus);

    public static native void unbindThread(int tid);

    public static native String threadAffinity(int tid);

    public static native void bindMemory(String nodes);

    public static native void unbindMemory();

    /** Re-binds this process's threads and memory; answers {mappings bound, mappings refused}. */
    public static native int[] rebindProcess(String cpus, String nodes);

    /** {@code policy\tnodes} of the calling thread. */
    public static native String memoryBinding();

    /** One line per event: name, status digit, reason, description (tab-separated). */
    public static native String listEvents(boolean probe);

    /**
     * Opens a counter, disabled, for a thread (tid >= 0, cpu -1) or a core (tid -1, cpu >= 0), read
     * as a group; -1 on failure, with failure = {status, reason}. Leader -1 opens a new group, else
     * the counter joins the leader's group ({@code joined[0]} true) or, when that group cannot take
     * it, opens a group of its own ({@code joined[0]} false).
     */
    public static native int openGroupedCounter(String event, int tid, int cpu, int leader, String[] failure,
            boolean[] joined);

    /** One system call per group: out[3i..3i+2] = scaled value, ns enabled, ns running, member after member, group after group. */
    public static native void readCounterGroups(int[] leaders, int[] sizes, long[] out);

    /** what: 0 enable, 1 disable, 2 reset. */
    public static native void controlCounters(int[] fds, int what);

    public static native void closeCounters(int[] fds);

    /** Counters the agent opened: tid, name, event, status, value, enabled, running, reason per line. */
    public static native String agentCounters();
}
