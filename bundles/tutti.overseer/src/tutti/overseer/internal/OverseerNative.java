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
}
