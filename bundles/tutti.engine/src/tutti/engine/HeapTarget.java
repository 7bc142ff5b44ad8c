package tutti.engine;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.Set;
import java.util.stream.Collectors;

import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

import com.sun.management.GarbageCollectionNotificationInfo;
import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;

/**
 * Keeps the heap the engine allocates in close to what it needs, where the collector takes a
 * target below its maximum (Shenandoah and ZGC read {@code SoftMaxHeapSize} as it changes).
 *
 * <p>Why: the JVM's default maximum is a quarter of the machine's memory, and these collectors
 * start a cycle when that maximum runs low, so between cycles allocation walks through gigabytes
 * of pages the process never touched, and each first touch is a page fault. On the 2-core VM the
 * Benchmark workflow ran at 100,000-200,000 instances/s while it did so (300,000 faults in a run
 * of a million) and at 360,000-540,000 once the whole heap had been touched; a run's figure
 * depended on how much of the heap earlier runs had touched. With a target the same pages serve
 * cycle after cycle, and stay in the caches longer.
 *
 * <p>The target follows what is live after each cycle (twice that, plus {@link #HEADROOM} to
 * allocate in between), so that a large live set (a million instances waiting in a Receive) is
 * never squeezed into back-to-back cycles; the maximum (-Xmx) stays what it was, and the collector
 * may use it when it must. A {@code SoftMaxHeapSize} given on the command line is left alone, as
 * is a collector that takes no target (G1, Parallel: the flag would mean nothing to them).
 */
public final class HeapTarget {

    /** Room to allocate in between two cycles, beyond twice the live set. */
    public static final long HEADROOM = 512L << 20;

    private static final String FLAG = "SoftMaxHeapSize";
    private static final Object LOCK = new Object();
    /** Whether this JVM keeps a target, once decided (at the first engine's start). */
    private static Boolean installed;

    private HeapTarget() {
    }

    /** The heap to keep to with {@code live} bytes live after the last cycle and a maximum of {@code max}. */
    public static long target(long live, long max) {
        return Math.min(max, 2 * Math.max(0, live) + HEADROOM);
    }

    /**
     * Sets the target now and after every collection cycle from here on, decided once per JVM
     * (engines in one JVM share its heap); false, and nothing set, where the collector takes no
     * target or the command line chose one.
     */
    static boolean install() {
        synchronized (LOCK) {
            if (installed != null) {
                return installed;
            }
            HotSpotDiagnosticMXBean hotSpot = hotSpot();
            installed = hotSpot != null && takesTarget() && ours(hotSpot.getVMOption(FLAG));
            if (!installed) {
                return false;
            }
            Set<String> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
                    .filter(p -> p.getType() == MemoryType.HEAP).map(MemoryPoolMXBean::getName).collect(Collectors.toSet());
            long max = Runtime.getRuntime().maxMemory();
            apply(hotSpot, target(ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(), max));
            for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                // The cycles' collector reports what a whole cycle left live; the pauses' reports only their moment.
                if (gc instanceof NotificationEmitter emitter && gc.getName().endsWith("Cycles")) {
                    emitter.addNotificationListener((cycle, handback) -> apply(hotSpot, target(liveAfter(cycle, heapPools), max)),
                            n -> GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(n.getType()), null);
                }
            }
            return true;
        }
    }

    /** What a collection cycle left in the heap's pools. */
    private static long liveAfter(Notification cycle, Set<String> heapPools) {
        GarbageCollectionNotificationInfo info = GarbageCollectionNotificationInfo.from((CompositeData) cycle.getUserData());
        long live = 0;
        for (var pool : info.getGcInfo().getMemoryUsageAfterGc().entrySet()) {
            if (heapPools.contains(pool.getKey())) {
                live += pool.getValue().getUsed();
            }
        }
        return live;
    }

    /** The target the JVM keeps to now, in bytes: its maximum where it has no such setting. */
    static long current() {
        HotSpotDiagnosticMXBean hotSpot = hotSpot();
        return hotSpot == null ? Runtime.getRuntime().maxMemory() : Long.parseLong(hotSpot.getVMOption(FLAG).getValue());
    }

    /** HotSpot's diagnostic bean where the JVM has it and knows the flag (JDK 13 on); null elsewhere (OpenJ9, say). */
    private static HotSpotDiagnosticMXBean hotSpot() {
        try {
            HotSpotDiagnosticMXBean bean = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            if (bean != null) {
                bean.getVMOption(FLAG);
            }
            return bean;
        } catch (IllegalArgumentException | UnsupportedOperationException notThisJvm) {
            return null;
        }
    }

    /** Shenandoah and ZGC read the target; their collectors' names say which runs. */
    private static boolean takesTarget() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName)
                .anyMatch(n -> n.startsWith("Shenandoah") || n.startsWith("ZGC"));
    }

    /** Whether the flag is the JVM's own choice (or ours, set before), not the command line's. */
    private static boolean ours(VMOption option) {
        return option.isWriteable() && (option.getOrigin() == VMOption.Origin.DEFAULT
                || option.getOrigin() == VMOption.Origin.ERGONOMIC || option.getOrigin() == VMOption.Origin.MANAGEMENT);
    }

    private static void apply(HotSpotDiagnosticMXBean hotSpot, long bytes) {
        long wanted = Math.max(1, bytes >> 20) << 20; // whole mebibytes
        long now = Long.parseLong(hotSpot.getVMOption(FLAG).getValue());
        if (changes(now, wanted)) {
            hotSpot.setVMOption(FLAG, Long.toString(wanted));
        }
    }

    /**
     * Whether a target of {@code now} bytes becomes {@code wanted}: up as soon as the live set needs
     * a sixteenth more, down only to under half. Shenandoah gives back the free memory above a
     * lowered target at once, and the next touch of it is a page fault again: a target that went
     * down after every batch and up in the next had the engine fault in 50,000-120,000 pages a run.
     */
    public static boolean changes(long now, long wanted) {
        return wanted > now + (now >> 4) || wanted < now / 2;
    }
}
