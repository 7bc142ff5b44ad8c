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

    /**
     * What a long run watches for leaks: the heap live after the last collection (the sum over
     * heap pools of their usage after it), the heap the collector keeps to ({@link HeapTarget})
     * and its maximum, the process's open file descriptors and its threads (every one the kernel
     * lists, the JVM's own included), as /proc says.
     */
    static Map<String, Object> resources() {
        long afterGc = 0;
        for (java.lang.management.MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            java.lang.management.MemoryUsage u = pool.getType() == java.lang.management.MemoryType.HEAP
                    ? pool.getCollectionUsage() : null;
            if (u != null) {
                afterGc += u.getUsed();
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("heapAfterGcBytes", afterGc);
        m.put("heapUsedBytes", ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        m.put("heapTargetBytes", HeapTarget.current());
        m.put("heapMaxBytes", Runtime.getRuntime().maxMemory());
        long[] fds = descriptors();
        m.put("openFiles", fds[0]);
        m.put("sockets", fds[1]);
        m.put("threads", count("/proc/self/task", ManagementFactory.getThreadMXBean().getThreadCount()));
        return m;
    }

    /** The process's file descriptors that are not sockets, and its sockets (connections come and go with clients); -1 off Linux. */
    private static long[] descriptors() {
        long files = 0;
        long sockets = 0;
        try (java.util.stream.Stream<java.nio.file.Path> fds = java.nio.file.Files.list(java.nio.file.Path.of("/proc/self/fd"))) {
            for (java.nio.file.Path fd : fds.toList()) {
                try {
                    if (java.nio.file.Files.readSymbolicLink(fd).toString().startsWith("socket:")) {
                        sockets++;
                    } else {
                        files++;
                    }
                } catch (java.io.IOException closedMeanwhile) {
                    // the directory listed it, then it was closed
                }
            }
            return new long[] {files, sockets};
        } catch (java.io.IOException | UnsupportedOperationException e) {
            return new long[] {-1, -1};
        }
    }

    /** Entries in a /proc directory, or {@code otherwise} where there is none (not Linux). */
    private static long count(String dir, long otherwise) {
        try (java.util.stream.Stream<java.nio.file.Path> entries = java.nio.file.Files.list(java.nio.file.Path.of(dir))) {
            return entries.count();
        } catch (java.io.IOException | UnsupportedOperationException e) {
            return otherwise;
        }
    }
}
