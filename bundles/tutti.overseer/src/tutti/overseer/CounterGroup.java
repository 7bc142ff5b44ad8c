package tutti.overseer;

import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import tutti.overseer.internal.NativeLoader;
import tutti.overseer.internal.OverseerNative;

/**
 * Counters for one thread or core, opened together, started, stopped and read together. Events
 * that cannot be counted here stay in the group as "not supported" (with the reason), so callers
 * show that instead of a zero. Close it when done; a forgotten group is closed by a cleaner.
 * Reading is safe from any thread.
 * <p>
 * The events are one kernel group (PERF_FORMAT_GROUP), so a read is one system call however many
 * events there are; an event the group cannot take (more hardware events than the PMU has
 * counters, another PMU) counts in a group of its own, scaled on its own when multiplexed.
 */
public final class CounterGroup implements AutoCloseable {

    private static final Cleaner CLEANER = Cleaner.create();
    private static final int ENABLE = 0;
    private static final int DISABLE = 1;
    private static final int RESET = 2;

    private final CounterTarget target;
    private final List<String> events;
    private final CounterSupport[] support;
    private final String[] reasons;
    /** Open descriptors only, and for each event its position in what a read gives, or -1. */
    private final int[] fds;
    private final int[] slot;
    /** The kernel groups: each one's leader and number of members. */
    private final int[] leaders;
    private final int[] sizes;
    private final long[] buffer;
    private final FileDescriptors descriptors;
    private final Cleaner.Cleanable cleanable;

    private CounterGroup(CounterTarget target, List<String> events, CounterSupport[] support, String[] reasons,
            int[] fds, int[] slot, int[] leaders, int[] sizes) {
        this.target = target;
        this.events = List.copyOf(events);
        this.support = support;
        this.reasons = reasons;
        this.fds = fds;
        this.slot = slot;
        this.leaders = leaders;
        this.sizes = sizes;
        this.buffer = new long[3 * fds.length];
        this.descriptors = new FileDescriptors(fds);
        this.cleanable = CLEANER.register(this, descriptors);
    }

    /** Opens every event it can for the target; the others are kept with the reason they failed. */
    public static CounterGroup open(CounterTarget target, List<String> events) {
        if (events.isEmpty()) {
            throw new IllegalArgumentException("a counter group needs at least one event, e.g. " + Counters.TASK_CLOCK);
        }
        NativeLoader.require();
        int tid = target instanceof CounterTarget.Thread t ? t.tid() : -1;
        int cpu = target instanceof CounterTarget.Core c ? c.cpu() : -1;
        CounterSupport[] support = new CounterSupport[events.size()];
        String[] reasons = new String[events.size()];
        // Per kernel group: its leader's fd first, then the events (indexes) in the order they joined.
        List<Integer> open = new ArrayList<>();
        List<Integer> groupLeaders = new ArrayList<>();
        List<List<Integer>> members = new ArrayList<>();
        boolean[] joined = new boolean[1];
        for (int i = 0; i < events.size(); i++) {
            String[] failure = new String[2];
            int leader = groupLeaders.isEmpty() ? -1 : groupLeaders.get(0);
            int fd = OverseerNative.openGroupedCounter(events.get(i), tid, cpu, leader, failure, joined);
            if (fd >= 0) {
                support[i] = CounterSupport.SUPPORTED;
                reasons[i] = "";
                open.add(fd);
                if (joined[0]) {
                    members.get(0).add(i);
                } else {
                    groupLeaders.add(fd);
                    members.add(new ArrayList<>(List.of(i)));
                }
            } else {
                support[i] = CounterSupport.ofNative(Integer.parseInt(failure[0]));
                reasons[i] = failure[1];
            }
        }
        int[] slot = new int[events.size()];
        Arrays.fill(slot, -1);
        int[] sizes = new int[members.size()];
        int at = 0;
        for (int g = 0; g < members.size(); g++) {
            sizes[g] = members.get(g).size();
            for (int event : members.get(g)) {
                slot[event] = at++;
            }
        }
        return new CounterGroup(target, events, support, reasons, open.stream().mapToInt(Integer::intValue).toArray(), slot,
                groupLeaders.stream().mapToInt(Integer::intValue).toArray(), sizes);
    }

    /** Like {@link #open}, but fails with every reason when any event cannot be counted. */
    public static CounterGroup openAll(CounterTarget target, List<String> events) {
        CounterGroup group = open(target, events);
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            if (group.support[i] != CounterSupport.SUPPORTED) {
                problems.add(group.reasons[i]);
            }
        }
        if (!problems.isEmpty()) {
            group.close();
            throw new OverseerException(String.join("; ", problems));
        }
        return group;
    }

    public CounterTarget target() {
        return target;
    }

    public List<String> events() {
        return events;
    }

    public CounterSupport support(String event) {
        return support[index(event)];
    }

    public void start() {
        control(ENABLE);
    }

    public void stop() {
        control(DISABLE);
    }

    public void reset() {
        control(RESET);
    }

    /** The kernel groups the counters were read in: 1 when every event joined one (one system call a read). */
    public int kernelGroups() {
        return leaders.length;
    }

    /** The current counts, scaled when the kernel multiplexed a counter. */
    public synchronized CounterReading read() {
        descriptors.checkOpen();
        if (fds.length > 0) {
            OverseerNative.readCounterGroups(leaders, sizes, buffer);
        }
        List<CounterValue> values = new ArrayList<>(events.size());
        for (int i = 0; i < events.size(); i++) {
            int s = slot[i];
            values.add(s < 0 ? CounterValue.unsupported(events.get(i), support[i], reasons[i])
                    : new CounterValue(events.get(i), CounterSupport.SUPPORTED, buffer[3 * s], buffer[3 * s + 1],
                            buffer[3 * s + 2], ""));
        }
        return new CounterReading(values);
    }

    @Override
    public synchronized void close() {
        cleanable.clean();
    }

    private synchronized void control(int what) {
        descriptors.checkOpen();
        if (fds.length > 0) {
            OverseerNative.controlCounters(fds, what);
        }
    }

    private int index(String event) {
        int i = events.indexOf(event);
        if (i < 0) {
            throw new IllegalArgumentException("this group has no event " + event + " (it has " + events + ")");
        }
        return i;
    }

    @Override
    public String toString() {
        return "CounterGroup" + events + " on " + target + (descriptors.closed ? " (closed)" : "");
    }

    /** What the cleaner needs: only the descriptors, never the group itself. */
    private static final class FileDescriptors implements Runnable {
        private final int[] fds;
        private volatile boolean closed;

        FileDescriptors(int[] fds) {
            this.fds = Arrays.copyOf(fds, fds.length);
        }

        void checkOpen() {
            if (closed) {
                throw new IllegalStateException("this counter group is closed");
            }
        }

        @Override
        public void run() {
            closed = true;
            OverseerNative.closeCounters(fds);
        }
    }
}
