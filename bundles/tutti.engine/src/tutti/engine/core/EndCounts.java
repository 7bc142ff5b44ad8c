package tutti.engine.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One Kernel thread's count of the instances it ended, per composition: completed, failed,
 * cancelled. Written by that thread only, with opaque stores, so readers see them at most a moment
 * late; readers sum every Kernel's. Shared counters, one per outcome, were a sixth of the Kernel
 * thread's samples on PatternSequential: the completed count sat on the cache line beside the
 * started count, which the starting thread wrote for every instance.
 */
final class EndCounts {

    private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);

    private final Map<String, long[]> byComposition = new ConcurrentHashMap<>();
    /** Nearly every end is of the same composition as the one before: its counts are kept at hand. */
    private final Recent<String, long[]> recent = new Recent<>(name -> byComposition.computeIfAbsent(name, k -> new long[3]));

    /** On the Kernel thread: an instance of {@code composition} ended; {@code outcome} 0 completed, 1 failed, 2 cancelled. */
    void ended(String composition, int outcome) {
        long[] counts = recent.of(composition);
        LONGS.setOpaque(counts, outcome, (long) LONGS.getOpaque(counts, outcome) + 1);
    }

    /** Adds this Kernel's counts into {@code into}: per composition, {started, completed, failed, cancelled}. */
    void addTo(Map<String, long[]> into) {
        byComposition.forEach((name, counts) -> {
            long[] sums = into.computeIfAbsent(name, k -> new long[4]);
            for (int k = 0; k < 3; k++) {
                sums[1 + k] += (long) LONGS.getOpaque(counts, k);
            }
        });
    }
}
