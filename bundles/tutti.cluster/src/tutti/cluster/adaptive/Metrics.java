package tutti.cluster.adaptive;

import java.util.List;

/**
 * The figures the rule decides on, from one interval.
 *
 * @param instancesPerCpuSecond completed instances per CPU-second of the replica: the measure that is always there
 * @param cpi                   cycles per instruction, or NaN where not counted
 * @param llcMissesPerInstance  last-level cache misses per completed instance, or NaN
 * @param busiestShare          the busiest thread's share of all threads' work (0 to 1)
 * @param workers               threads doing at least a tenth of the busiest one's work
 * @param imbalance             standard deviation over mean of the workers' work
 */
public record Metrics(double instancesPerCpuSecond, double cpi, double llcMissesPerInstance, double busiestShare, int workers,
        double imbalance) {

    /** A thread doing less than this share of the busiest thread's work is idle, not a worker. */
    static final double WORKER_SHARE = 0.1;

    public static Metrics of(Interval i) {
        double cpi = i.instructions() > 0 && i.cycles() > 0 ? i.cycles() / i.instructions() : Double.NaN;
        double misses = i.completed() > 0 && i.llcMisses() >= 0 ? i.llcMisses() / i.completed() : Double.NaN;
        List<Double> work = i.threads().stream().map(Interval.ThreadWork::work).filter(w -> w > 0).toList();
        double total = work.stream().mapToDouble(Double::doubleValue).sum();
        double busiest = work.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        List<Double> workers = work.stream().filter(w -> w >= WORKER_SHARE * busiest).toList();
        double mean = workers.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        double variance = workers.stream().mapToDouble(w -> (w - mean) * (w - mean)).average().orElse(0);
        return new Metrics(i.instancesPerCpuSecond(), cpi, misses, total == 0 ? 0 : busiest / total, workers.size(),
                mean == 0 ? 0 : Math.sqrt(variance) / mean);
    }

    public boolean countsCycles() {
        return !Double.isNaN(cpi);
    }
}
