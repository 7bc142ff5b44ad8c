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

    /** This machine's topology. */
    public static Topology topology() {
        return topology(TopologySource.thisSystem());
    }

    public static Topology topology(TopologySource source) {
        NativeLoader.require();
        return Topology.parse(source, switch (source) {
            case TopologySource.ThisSystem s -> OverseerNative.topologyDescribe(null, null);
            case TopologySource.Synthetic s -> OverseerNative.topologyDescribe(s.description(), null);
            case TopologySource.Xml x -> OverseerNative.topologyDescribe(null, readable(x));
        });
    }

    /** The topology as hwloc XML, loadable again with {@link TopologySource#xml} or {@code lstopo --input}. */
    public static String exportXml(TopologySource source) {
        NativeLoader.require();
        return switch (source) {
            case TopologySource.ThisSystem s -> OverseerNative.topologyXml(null, null);
            case TopologySource.Synthetic s -> OverseerNative.topologyXml(s.description(), null);
            case TopologySource.Xml x -> OverseerNative.topologyXml(null, readable(x));
        };
    }

    // hwloc's own message for a missing file is vague; name the file first.
    private static String readable(TopologySource.Xml x) {
        if (!Files.isReadable(x.file())) {
            throw new OverseerException("cannot read hwloc XML file " + x.file() + ": it does not exist or is not readable");
        }
        return x.file().toString();
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
