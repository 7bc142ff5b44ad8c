package tutti.engine.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The engine's running instances by id, from acceptance until their end is given: put by whichever
 * thread starts an instance, removed by the Kernel that ends it, looked up by any thread.
 * <p>
 * Ids are given one after another, so the instances in flight at a time have ids close together:
 * each goes to the slot its id names in a ring of slots, and only one whose slot an older instance
 * still holds (one that waits long, in a Receive or on a Timer) goes to a map beside it. A map for
 * all, as before, boxed every id and allocated a node per instance, and its removals were a sixth
 * of the Kernel thread's samples on PatternSequential.
 */
final class LiveInstances {

    /** Slots at most: a signal or a stop looks through all of them. */
    static final int MAX_SLOTS = 1 << 16;

    private final AtomicReferenceArray<InstanceRecord> slots;
    private final int mask;
    private final Map<Long, InstanceRecord> others = new ConcurrentHashMap<>();

    /** @param expected instances in flight at most, to size the ring for (up to {@link #MAX_SLOTS}) */
    LiveInstances(int expected) {
        int size = Integer.highestOneBit(Math.clamp(expected, 2, MAX_SLOTS) - 1) << 1;
        slots = new AtomicReferenceArray<>(size);
        mask = size - 1;
    }

    private int slot(long id) {
        return (int) id & mask;
    }

    void put(InstanceRecord r) {
        long id = r.instance.id();
        if (!slots.compareAndSet(slot(id), null, r)) {
            others.put(id, r);
        }
    }

    /** The running instance of that id; null when none is. */
    InstanceRecord get(long id) {
        InstanceRecord r = slots.get(slot(id));
        if (r != null && r.instance.id() == id) {
            return r;
        }
        return others.isEmpty() ? null : others.get(id);
    }

    void remove(InstanceRecord r) {
        long id = r.instance.id();
        if (!slots.compareAndSet(slot(id), r, null)) {
            others.remove(id, r);
        }
    }

    /**
     * The lowest id of an instance running, Long.MAX_VALUE when none is. An instance running
     * throughout the look is seen (one that starts meanwhile may not be: it has a higher id).
     */
    long oldest() {
        long oldest = Long.MAX_VALUE;
        for (Long id : others.keySet()) {
            oldest = Math.min(oldest, id);
        }
        for (int i = 0; i < slots.length(); i++) {
            InstanceRecord r = slots.get(i);
            if (r != null) {
                oldest = Math.min(oldest, r.instance.id());
            }
        }
        return oldest;
    }

    /** Every running instance at the moment, as far as a look through all tells (instances may start and end meanwhile). */
    List<InstanceRecord> all() {
        List<InstanceRecord> all = new ArrayList<>(others.values());
        for (int i = 0; i < slots.length(); i++) {
            InstanceRecord r = slots.get(i);
            if (r != null) {
                all.add(r);
            }
        }
        return all;
    }
}
