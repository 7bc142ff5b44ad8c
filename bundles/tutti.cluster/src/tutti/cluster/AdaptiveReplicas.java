package tutti.cluster;

import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.cluster.adaptive.HillClimber;
import tutti.cluster.adaptive.Interval;
import tutti.cluster.adaptive.Intervals;
import tutti.cluster.adaptive.Placement;

/**
 * The replica count part of the adaptive loop ({@code --adaptive replicas}): a {@link HillClimber}
 * of one dimension fed the front's throughput and instances per CPU-second, summed over its
 * replicas across a window of several seconds. A count it decides is planned as {@code count:N}
 * with the front's other options and taken through the same plan change as {@code PUT /plan}:
 * the new replicas serve before the old ones drain, so no instance is dropped. After a change
 * the window waits for the new replicas to warm up before it measures them. A window in which
 * the placement loop moved or resized a replica is measured again, so that one change is not
 * judged by another's effect.
 */
final class AdaptiveReplicas {

    /** Takes a new replica count; null when it serves, else why not. */
    interface Replanner {
        String toCount(int count);
    }

    /**
     * @param climb  the climb's windows: seconds each, since JVMs start and warm up in seconds
     * @param settle how long new replicas run before their first window starts
     */
    record Timing(HillClimber.Settings climb, long settleMillis) {

        /** Windows of seconds are steady enough to take one at its word; a confirmation would restart replicas twice more. */
        static final Timing DEFAULT = new Timing(new HillClimber.Settings(0.05, 5_000, 5_000, 60_000, 10, false), 5_000);
    }

    private final Supervisor supervisor;
    private final Replanner replanner;
    private final HillClimber climber;
    private final long settleMillis;
    /** Each replica's sample when the window began; null before it begins. */
    private Map<Replica, Map<String, Object>> windowStart;
    private long disturbancesAtStart;
    private long dueNanos;
    private long windowMillis;

    /**
     * @param smallest one per NUMA node where the plan follows them, else 1
     * @param largest  one per CPU
     */
    AdaptiveReplicas(Supervisor supervisor, Replanner replanner, Timing timing, int smallest, int largest) {
        this.supervisor = supervisor;
        this.replanner = replanner;
        int now = supervisor.current().size();
        this.climber = new HillClimber(timing.climb(), List.of(new HillClimber.Dimension("replica", Math.min(smallest, now),
                Math.max(largest, now))), at -> at.get(0) + (at.get(0) == 1 ? " replica" : " replicas"), List.of(now));
        this.settleMillis = timing.settleMillis();
        this.windowMillis = timing.climb().firstMillis();
        this.dueNanos = System.nanoTime() + settleMillis * 1_000_000;
    }

    /**
     * One look, with each replica's newest sample and the number of moves and resizes the loop has
     * made so far; the decision taken, or null when none was due.
     */
    Map<String, Object> look(Map<Replica, Map<String, Object>> latest, long disturbances) {
        long now = System.nanoTime();
        if (now < dueNanos) {
            return null;
        }
        List<Replica> current = supervisor.current();
        if (windowStart == null || !windowStart.keySet().equals(new java.util.HashSet<>(current))
                || disturbances != disturbancesAtStart) {
            begin(current, latest, disturbances, now);
            return null;
        }
        long completed = 0;
        double cpuSeconds = 0;
        double seconds = 0;
        for (Replica r : current) {
            Map<String, Object> end = latest.get(r);
            Interval i;
            try {
                i = end == null ? null : Intervals.between(windowStart.get(r), end, Placement.ONE_NODE);
            } catch (IllegalArgumentException e) {
                i = null;
            }
            if (i == null) {
                begin(current, latest, disturbances, now);
                return null;
            }
            completed += i.completed();
            cpuSeconds += i.cpuSeconds();
            seconds = Math.max(seconds, i.seconds());
        }
        double rate = completed / seconds;
        double efficiency = cpuSeconds == 0 ? 0 : completed / cpuSeconds;
        HillClimber.Step step = climber.next(rate, efficiency);
        String refused = null;
        if (step.changed() && step.at().get(0) != current.size()) {
            refused = replanner.toCount(step.at().get(0));
            if (refused != null) {
                step = climber.refused(refused);
            }
        }
        windowStart = null;
        windowMillis = step.nextIntervalMillis();
        boolean changed = supervisor.current().size() != current.size();
        dueNanos = System.nanoTime() + (changed ? settleMillis : 0) * 1_000_000;
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("time", Instant.now().toString());
        m.put("replicas", supervisor.current().size());
        m.put("action", !changed ? "stay" : supervisor.current().size() > current.size() ? "add replica" : "remove replica");
        m.put("reason", step.reason());
        m.put("instancesPerSecond", rate);
        m.put("instancesPerCpuSecond", efficiency);
        m.put("nextIntervalMillis", step.nextIntervalMillis() + (changed ? settleMillis : 0));
        return m;
    }

    /** Starts a window where every replica has sent a sample, else looks again shortly. */
    private void begin(List<Replica> current, Map<Replica, Map<String, Object>> latest, long disturbances, long now) {
        Map<Replica, Map<String, Object>> start = new HashMap<>();
        for (Replica r : current) {
            Map<String, Object> s = latest.get(r);
            if (s == null || r.state() != Replica.State.UP) {
                windowStart = null;
                dueNanos = now + 200_000_000L;
                return;
            }
            start.put(r, s);
        }
        windowStart = start;
        disturbancesAtStart = disturbances;
        dueNanos = now + windowMillis * 1_000_000;
    }
}
