package tutti.overseer;

import java.util.ArrayList;
import java.util.List;

import tutti.overseer.internal.NativeLoader;
import tutti.overseer.internal.OverseerNative;

/** The events this machine offers, with a probe of which can really be opened here. */
public final class Counters {

    /** Software events Linux provides everywhere, hardware PMU or not. */
    public static final String TASK_CLOCK = "perf::TASK-CLOCK";
    public static final String CONTEXT_SWITCHES = "perf::CONTEXT-SWITCHES";
    public static final String CPU_MIGRATIONS = "perf::CPU-MIGRATIONS";
    public static final String PAGE_FAULTS = "perf::PAGE-FAULTS";
    public static final String MINOR_FAULTS = "perf::MINOR-FAULTS";
    public static final String MAJOR_FAULTS = "perf::MAJOR-FAULTS";
    /** Hardware events: listed on every machine, countable only with a PMU. */
    public static final String CYCLES = "perf::CYCLES";
    public static final String INSTRUCTIONS = "perf::INSTRUCTIONS";
    public static final String LLC_LOAD_MISSES = "perf::LLC-LOAD-MISSES";
    /** References to and misses of the last-level cache (perf's generic cache events). */
    public static final String LLC_REFERENCES = "perf::CACHE-REFERENCES";
    public static final String LLC_MISSES = "perf::CACHE-MISSES";

    private Counters() {
    }

    /**
     * Every event of the PMUs present. With {@code probe}, each is opened once on the calling
     * thread, because listed is not the same as supported: in a VM the hardware events are listed
     * but cannot be opened.
     */
    public static List<CounterEvent> events(boolean probe) {
        NativeLoader.require();
        List<CounterEvent> events = new ArrayList<>();
        for (String line : OverseerNative.listEvents(probe).split("\n")) {
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split("\t", -1);
            events.add(new CounterEvent(f[0], CounterSupport.ofNative(Integer.parseInt(f[1])), f[2], f[3]));
        }
        return events;
    }

    public static List<CounterEvent> supportedEvents() {
        return events(true).stream().filter(e -> e.support() == CounterSupport.SUPPORTED).toList();
    }
}
