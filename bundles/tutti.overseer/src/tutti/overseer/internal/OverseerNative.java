package tutti.overseer.internal;

/** The native methods of libtutti-overseer.so. Call only after {@link NativeLoader#require()}. */
public final class OverseerNative {

    private OverseerNative() {
    }

    public static native int currentTid();

    public static native String libraryVersions();

    public static native String agentOptions();

    /** {packages, numaNodes, l3, l2, cores, pus, isThisSystem}; both arguments null for this system. */
    public static native int[] topologySummary(String synthetic, String xmlPath);
}
