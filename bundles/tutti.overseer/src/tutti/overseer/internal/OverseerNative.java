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

    /** tid >= 0 with cpu -1, or tid -1 with cpu >= 0. -1 on failure, with failure = {status, reason}. */
    public static native int openCounter(String event, int tid, int cpu, String[] failure);

    /** what: 0 enable, 1 disable, 2 reset. */
    public static native void controlCounters(int[] fds, int what);

    /** out[3i..3i+2] = scaled value, ns enabled, ns running. */
    public static native void readCounters(int[] fds, long[] out);

    public static native void closeCounters(int[] fds);

    /** Counters the agent opened: tid, name, event, status, value, enabled, running, reason per line. */
    public static native String agentCounters();
}
