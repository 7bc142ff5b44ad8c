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

    /** {@code policy\tnodes} of the calling thread. */
    public static native String memoryBinding();
}
