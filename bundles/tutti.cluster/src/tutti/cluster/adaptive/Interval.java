package tutti.cluster.adaptive;

import java.util.List;

/**
 * What the loop measured of one replica over one interval: the instances it completed, the CPU
 * its process used, each pool thread's work, and the hardware counters where the machine counts
 * them (NaN where it does not).
 *
 * @param seconds      the interval's length
 * @param completed    instances the replica completed in it
 * @param cpuSeconds   CPU time the replica's process used in it (always measurable)
 * @param threads      each Kernel and Invoker thread's work in it: instructions where counted, else CPU seconds
 * @param instructions instructions the pools retired, or NaN
 * @param cycles       cycles the pools ran, or NaN
 * @param llcMisses    last-level cache misses of the pools, or NaN
 * @param placement    where the replica ran during the interval
 */
public record Interval(double seconds, long completed, double cpuSeconds, List<ThreadWork> threads, double instructions,
        double cycles, double llcMisses, Placement placement) {

    /** One thread's work in the interval. */
    public record ThreadWork(String name, double work) {
    }

    public Interval {
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("an interval lasts some time, not " + seconds + " s");
        }
        if (completed < 0 || cpuSeconds < 0) {
            throw new IllegalArgumentException("completed instances and CPU time are not negative");
        }
        threads = List.copyOf(threads);
    }

    /** Completed instances per second of the interval. */
    public double instancesPerSecond() {
        return completed / seconds;
    }

    /** Completed instances per CPU-second of the replica's process; 0 where it used none. */
    public double instancesPerCpuSecond() {
        return cpuSeconds == 0 ? 0 : completed / cpuSeconds;
    }

    /** An interval without hardware counters: throughput and CPU time only, each thread's CPU seconds as its work. */
    public static Interval withoutCounters(double seconds, long completed, double cpuSeconds, List<ThreadWork> threads,
            Placement placement) {
        return new Interval(seconds, completed, cpuSeconds, threads, Double.NaN, Double.NaN, Double.NaN, placement);
    }
}
