package tutti.cluster.adaptive;

import java.util.Locale;

/**
 * The placement rule, after the ISMM 2023 mechanism, for one replica: a pure, deterministic state
 * machine fed one {@link Interval} at a time, answering each with a {@link Decision}. It classifies
 * the interval (single-threaded, parallelism-bound, imbalanced, else parallel); every class but
 * parallel belongs on one node; a parallel workload is probed, one interval on one node and one on
 * all nodes, and stays on all nodes when that was not worse by more than the margin, by throughput
 * per CPU-second and, where the machine counts cycles, by CPI; a probe is abandoned when the
 * workload stops being parallel. Stabilisation: each repeat of the same decision lengthens the next
 * interval by a step, a change resets it; a move waits until the same target has been decided
 * {@code confirm} times in a row, and a probe until the workload has been parallel as long.
 */
public final class PlacementPolicy {

    /**
     * The rule's constants and the replica's room.
     *
     * @param nodes         NUMA nodes the plan gives the replica; with one there is nothing to move
     * @param coresPerNode  cores of one node: a workload with no more busy threads fits on one
     * @param singleShare   the busiest thread's share of the work above which a workload is single-threaded (0.8)
     * @param imbalance     the workers' imbalance above which a workload is imbalanced (0.9)
     * @param margin        how much worse all nodes may measure and still be chosen (0.05: 5%)
     * @param firstMillis   the first interval, and the one after every change (200)
     * @param stepMillis    what each repeat adds to it (200)
     * @param longestMillis the longest interval (5000)
     * @param confirm       decisions in a row a move waits for (1: the published rule; 2 cuts flapping further)
     */
    public record Settings(int nodes, int coresPerNode, double singleShare, double imbalance, double margin, long firstMillis,
            long stepMillis, long longestMillis, int confirm) {

        public Settings {
            if (nodes < 1 || coresPerNode < 1 || confirm < 1 || firstMillis < 1 || stepMillis < 0 || longestMillis < firstMillis) {
                throw new IllegalArgumentException("a replica has at least one node and core, intervals of at least 1 ms that"
                        + " do not shrink, and a move confirmed at least once");
            }
        }

        /** The published constants for a replica with this room. */
        public static Settings published(int nodes, int coresPerNode) {
            return new Settings(nodes, coresPerNode, 0.8, 0.9, 0.05, 200, 200, 5000, 1);
        }

        public Settings confirmedBy(int times) {
            return new Settings(nodes, coresPerNode, singleShare, imbalance, margin, firstMillis, stepMillis, longestMillis, times);
        }
    }

    /** What the loop does after an interval. */
    public enum Action {
        /** Leave the replica where it is. */
        STAY,
        /** Bind it to one node (CPUs and memory). */
        MOVE_TO_ONE_NODE,
        /** Spread it over all its nodes. */
        SPREAD_OVER_ALL_NODES,
        /** Probe: run the next interval on one node. */
        PROBE_ONE_NODE,
        /** Probe: run the next interval on all nodes. */
        PROBE_ALL_NODES;

        public boolean moves() {
            return this != STAY;
        }
    }

    /**
     * One decision, with what it was decided on.
     *
     * @param target             where the replica is to run next
     * @param reason             the decision in words, with its figures
     * @param nextIntervalMillis how long to wait before the next interval ends
     * @param migrations         moves decided so far, probes included
     */
    public record Decision(long sequence, WorkloadClass workload, Action action, Placement target, String reason, Metrics metrics,
            long nextIntervalMillis, long migrations) {
    }

    private enum Probe { NONE, ONE_NODE, ALL_NODES }

    private final Settings settings;
    private Placement current;
    private Probe probe = Probe.NONE;
    private Metrics oneNode;
    private Placement verdict;
    private Placement lastTarget;
    private WorkloadClass lastClass;
    private int classRun;
    private Placement pending;
    private int pendingCount;
    private long interval;
    private long sequence;
    private long migrations;

    public PlacementPolicy(Settings settings, Placement start) {
        this.settings = settings;
        this.current = start;
        this.interval = settings.firstMillis();
    }

    /** The interval to wait for first. */
    public long firstIntervalMillis() {
        return settings.firstMillis();
    }

    public Decision next(Interval measured) {
        Metrics m = Metrics.of(measured);
        WorkloadClass workload = classify(m);
        classRun = workload == lastClass ? classRun + 1 : 1;
        lastClass = workload;
        sequence++;
        if (settings.nodes() == 1) {
            return settle(workload, m, Placement.ONE_NODE, Action.STAY,
                    "one NUMA node: one node and all nodes are the same CPUs, nothing to move");
        }
        if (probe != Probe.NONE && workload != WorkloadClass.PARALLEL) {
            probe = Probe.NONE; // a probe compares a parallel workload with itself, or nothing
        }
        if (probe == Probe.ONE_NODE) {
            oneNode = m;
            probe = Probe.ALL_NODES;
            return probing(workload, m, Placement.ALL_NODES, Action.PROBE_ALL_NODES, "probe: one node measured " + figures(m)
                    + "; all nodes next");
        }
        if (probe == Probe.ALL_NODES) {
            probe = Probe.NONE;
            verdict = allNodesWin(oneNode, m) ? Placement.ALL_NODES : Placement.ONE_NODE;
            String why = "probe: all nodes measured " + figures(m) + " against one node's " + figures(oneNode) + comparedBy(m)
                    + ": " + verdict.words();
            return settle(workload, m, verdict, move(verdict), why, true);
        }
        if (workload == WorkloadClass.IDLE) {
            return settle(workload, m, current, Action.STAY, "idle: nothing completed, nothing to decide on");
        }
        if (workload != WorkloadClass.PARALLEL) {
            verdict = null; // a later parallel phase is probed anew
            return settle(workload, m, Placement.ONE_NODE, move(Placement.ONE_NODE), workload.words() + " " + classFigures(m)
                    + ": one node");
        }
        if (verdict != null) {
            return settle(workload, m, verdict, move(verdict), "parallel " + classFigures(m) + ": " + verdict.words()
                    + ", as the last probe found");
        }
        if (classRun < settings.confirm()) {
            return settle(workload, m, current, Action.STAY, "parallel " + classFigures(m) + ": probed once it holds "
                    + settings.confirm() + " intervals in a row");
        }
        if (measured.placement() == Placement.ONE_NODE) {
            // This interval already ran on one node: it is the probe's first half.
            oneNode = m;
            probe = Probe.ALL_NODES;
            return probing(workload, m, Placement.ALL_NODES, Action.PROBE_ALL_NODES, "parallel " + classFigures(m)
                    + ": probe, one node measured " + figures(m) + "; all nodes next");
        }
        probe = Probe.ONE_NODE;
        return probing(workload, m, Placement.ONE_NODE, Action.PROBE_ONE_NODE, "parallel " + classFigures(m)
                + ": probe, one node next, then all nodes");
    }

    WorkloadClass classify(Metrics m) {
        if (m.instancesPerCpuSecond() == 0 && m.workers() == 0) {
            return WorkloadClass.IDLE;
        }
        if (m.busiestShare() > settings.singleShare()) {
            return WorkloadClass.SINGLE_THREADED;
        }
        if (m.workers() <= settings.coresPerNode()) {
            return WorkloadClass.PARALLELISM_BOUND;
        }
        if (m.imbalance() > settings.imbalance()) {
            return WorkloadClass.IMBALANCED;
        }
        return WorkloadClass.PARALLEL;
    }

    /** All nodes win unless they measured worse than one node by more than the margin. */
    private boolean allNodesWin(Metrics one, Metrics all) {
        boolean throughput = all.instancesPerCpuSecond() >= one.instancesPerCpuSecond() * (1 - settings.margin());
        boolean cycles = !one.countsCycles() || !all.countsCycles() || all.cpi() <= one.cpi() * (1 + settings.margin());
        return throughput && cycles;
    }

    private static String comparedBy(Metrics m) {
        return m.countsCycles() ? " (by throughput per CPU-second and CPI)"
                : " (CPI is not counted here: by throughput per CPU-second)";
    }

    private Action move(Placement target) {
        return target == current ? Action.STAY : target == Placement.ONE_NODE ? Action.MOVE_TO_ONE_NODE : Action.SPREAD_OVER_ALL_NODES;
    }

    /** A probe's step: short, always acted on, not a decision to stabilise on. */
    private Decision probing(WorkloadClass w, Metrics m, Placement target, Action action, String reason) {
        pending = null;
        pendingCount = 0;
        interval = settings.firstMillis();
        if (target != current) {
            migrations++;
            current = target;
        }
        return new Decision(sequence, w, action, target, reason, m, interval, migrations);
    }

    /** A decision: stabilised (a repeat lengthens the interval, a change resets it) and, for a move, confirmed. */
    private Decision settle(WorkloadClass w, Metrics m, Placement target, Action action, String reason) {
        return settle(w, m, target, action, reason, false);
    }

    /** As above; a probe's verdict was measured, not guessed, and moves at once. */
    private Decision settle(WorkloadClass w, Metrics m, Placement target, Action action, String reason, boolean measured) {
        interval = target == lastTarget ? Math.min(settings.longestMillis(), interval + settings.stepMillis()) : settings.firstMillis();
        lastTarget = target;
        if (action.moves()) {
            pendingCount = target == pending ? pendingCount + 1 : 1;
            pending = target;
            if (!measured && pendingCount < settings.confirm()) {
                return new Decision(sequence, w, Action.STAY, current, reason + " (stays on " + current.words() + " until decided "
                        + settings.confirm() + " times in a row)", m, interval, migrations);
            }
            migrations++;
            current = target;
        }
        pending = null;
        pendingCount = 0;
        return new Decision(sequence, w, action, target, reason, m, interval, migrations);
    }

    private static String figures(Metrics m) {
        return String.format(Locale.ROOT, "%.0f instances per CPU-second", m.instancesPerCpuSecond())
                + (m.countsCycles() ? String.format(Locale.ROOT, ", CPI %.2f", m.cpi()) : "");
    }

    private static String classFigures(Metrics m) {
        return String.format(Locale.ROOT, "(busiest thread %.0f%% of the work, %d workers, imbalance %.0f%%)",
                100 * m.busiestShare(), m.workers(), 100 * m.imbalance());
    }
}
