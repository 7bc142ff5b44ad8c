package tutti.overseer;

import java.nio.file.Files;

import tutti.overseer.internal.NativeLoader;
import tutti.overseer.internal.OverseerNative;

/** Entry point of the overseer API. Every method is safe to call without the native library. */
public final class Overseer {

    private Overseer() {
    }

    public static Availability availability() {
        return NativeLoader.availability();
    }

    /** The Linux thread id of the calling thread, as listed in {@code /proc/<pid>/task}. */
    public static int currentTid() {
        NativeLoader.require();
        return OverseerNative.currentTid();
    }

    public static TopologySummary topology() {
        return topology(TopologySource.thisSystem());
    }

    public static TopologySummary topology(TopologySource source) {
        NativeLoader.require();
        int[] c = switch (source) {
            case TopologySource.ThisSystem s -> OverseerNative.topologySummary(null, null);
            case TopologySource.Synthetic s -> OverseerNative.topologySummary(s.description(), null);
            case TopologySource.Xml x -> {
                // hwloc's own message for a missing file is vague; name the file first.
                if (!Files.isReadable(x.file())) {
                    throw new OverseerException("cannot read hwloc XML file " + x.file()
                            + ": it does not exist or is not readable");
                }
                yield OverseerNative.topologySummary(null, x.file().toString());
            }
        };
        return new TopologySummary(c[0], c[1], c[2], c[3], c[4], c[5], c[6] != 0);
    }

    /**
     * The option string the JVMTI agent was started with in this process, or {@code null} when
     * the library was loaded only through JNI.
     */
    public static String agentOptions() {
        NativeLoader.require();
        return OverseerNative.agentOptions();
    }
}
