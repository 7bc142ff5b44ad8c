package tutti.engine;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.Map;

/** The engine JVM's own figures for a sample: collections and their time, process CPU time, heap in use. */
final class JvmFigures {

    private JvmFigures() {
    }

    static Map<String, Object> now() {
        long collections = 0;
        long gcMillis = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            collections += Math.max(0, gc.getCollectionCount());
            gcMillis += Math.max(0, gc.getCollectionTime());
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("gcCount", collections);
        m.put("gcSeconds", gcMillis / 1e3);
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            m.put("cpuSeconds", os.getProcessCpuTime() / 1e9);
        }
        m.put("heapUsedBytes", ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        m.put("heapMaxBytes", Runtime.getRuntime().maxMemory());
        return m;
    }
}
