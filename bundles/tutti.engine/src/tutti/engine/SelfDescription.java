package tutti.engine;

import java.lang.management.ManagementFactory;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.engine.core.EngineCore;
import tutti.overseer.Affinity;
import tutti.overseer.MemoryBinding;
import tutti.overseer.Overseer;
import tutti.overseer.OverseerException;

/**
 * What {@code GET /replicas} says of a lone engine: one replica, itself, with the CPUs and memory
 * nodes it is really bound to (read back from the kernel, not taken from its options). A front of
 * several replicas answers the same shape with one entry per child.
 */
final class SelfDescription {

    private SelfDescription() {
    }

    static Map<String, Object> replicas(EngineCore core, URI uri, boolean replica) {
        Map<String, Object> body = new LinkedHashMap<>();
        // A replica describes only itself; its front lists them all.
        body.put("mode", replica ? "replica" : "single");
        body.put("replicas", List.of(self(core, uri)));
        return body;
    }

    private static Map<String, Object> self(EngineCore core, URI uri) {
        Map<String, Object> r = new LinkedHashMap<>();
        long pid = ProcessHandle.current().pid();
        r.put("id", 0);
        r.put("url", uri == null ? null : uri.toString());
        r.put("pid", pid);
        r.put("state", "running");
        r.put("kernelThreads", core.config().kernelThreads());
        r.put("invokerThreads", core.config().invokerThreads());
        r.put("instancesInFlight", core.inFlight());
        r.put("maxHeapBytes", Runtime.getRuntime().maxMemory());
        r.put("processors", Runtime.getRuntime().availableProcessors());
        r.put("jvm", ManagementFactory.getRuntimeMXBean().getVmVersion());
        tutti.overseer.Availability overseer = Overseer.availability();
        if (!overseer.available()) {
            r.put("binding", "unknown: " + overseer.detail());
            return r;
        }
        try {
            Affinity affinity = Affinity.thisMachine();
            // The main thread's mask is the process's: the agent binds it before any other thread exists.
            r.put("cpus", affinity.threadCpus((int) pid).toString());
            MemoryBinding memory = affinity.currentThreadMemory();
            r.put("memoryPolicy", memory.policy());
            r.put("memoryNodes", memory.nodes().toString());
            r.put("agent", Overseer.agentOptions());
        } catch (OverseerException e) {
            r.put("binding", "unknown: " + e.getMessage());
        }
        return r;
    }
}
