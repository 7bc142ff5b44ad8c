package tutti.overseer;

/** What a counter group counts: one thread (by Linux TID) or one core (by CPU number). */
public sealed interface CounterTarget {

    static CounterTarget thread(int tid) {
        if (tid < 0) {
            throw new IllegalArgumentException("a TID is never negative, got " + tid);
        }
        return new Thread(tid);
    }

    static CounterTarget currentThread() {
        return new Thread(0);
    }

    static CounterTarget core(int cpu) {
        if (cpu < 0) {
            throw new IllegalArgumentException("a CPU number is never negative, got " + cpu);
        }
        return new Core(cpu);
    }

    /** @param tid Linux TID, 0 for the thread that opens the group */
    record Thread(int tid) implements CounterTarget {
    }

    /** Counts everything that runs on the CPU; needs privileges (perf_event_paranoid 0 or root). */
    record Core(int cpu) implements CounterTarget {
    }
}
