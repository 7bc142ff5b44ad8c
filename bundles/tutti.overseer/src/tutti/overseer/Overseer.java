package tutti.overseer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.overseer.internal.NativeLoader;
import tutti.overseer.internal.OverseerNative;

/** Entry point of the overseer API. Every method is safe to call without the native library. */
public final class Overseer {

    /** The system property that names the library file on a plain class path. */
    public static final String LIBRARY_PROPERTY = NativeLoader.LIBRARY_PROPERTY;

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
            case TopologySource.Reported r -> throw notLoadable(r);
        });
    }

    /** The topology as hwloc XML, loadable again with {@link TopologySource#xml} or {@code lstopo --input}. */
    public static String exportXml(TopologySource source) {
        NativeLoader.require();
        return switch (source) {
            case TopologySource.ThisSystem s -> OverseerNative.topologyXml(null, null);
            case TopologySource.Synthetic s -> OverseerNative.topologyXml(s.description(), null);
            case TopologySource.Xml x -> OverseerNative.topologyXml(null, readable(x));
            case TopologySource.Reported r -> throw notLoadable(r);
        };
    }

    private static OverseerException notLoadable(TopologySource.Reported r) {
        return new OverseerException(r.describe() + " is only known from its report: read it with TopologyJson.parse");
    }

    // hwloc's own message for a missing file is vague; name the file first.
    private static String readable(TopologySource.Xml x) {
        if (!Files.isReadable(x.file())) {
            throw new OverseerException("cannot read hwloc XML file " + x.file() + ": it does not exist or is not readable");
        }
        return x.file().toString();
    }

    /**
     * The per-thread counters the JVMTI agent opened at thread start ({@code counters=} option),
     * one entry per counted thread, in start order; empty when the agent counts nothing.
     */
    public static List<ThreadCounters> agentCounters() {
        NativeLoader.require();
        Map<Integer, List<CounterValue>> values = new LinkedHashMap<>();
        Map<Integer, String> names = new LinkedHashMap<>();
        for (String line : OverseerNative.agentCounters().split("\n")) {
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split("\t", -1);
            int tid = Integer.parseInt(f[0]);
            names.put(tid, f[1]);
            CounterSupport support = CounterSupport.ofNative(Integer.parseInt(f[3]));
            values.computeIfAbsent(tid, t -> new ArrayList<>()).add(support == CounterSupport.SUPPORTED
                    ? new CounterValue(f[2], support, Long.parseUnsignedLong(f[4]), Long.parseUnsignedLong(f[5]),
                            Long.parseUnsignedLong(f[6]), "")
                    : CounterValue.unsupported(f[2], support, f[7]));
        }
        List<ThreadCounters> threads = new ArrayList<>();
        values.forEach((tid, v) -> threads.add(new ThreadCounters("agent", names.get(tid), tid,
                Files.exists(Path.of("/proc/self/task/" + tid)), new CounterReading(v))));
        return threads;
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
