package tutti.cluster;

import java.util.ArrayList;
import java.util.List;

import tutti.overseer.IndexSet;
import tutti.overseer.Topology;
import tutti.overseer.TopologyObject;

/**
 * Turns a topology and a request into replicas. Pure: it reads the topology and binds nothing, so
 * it plans as well for a described machine (hwloc XML or synthetic) as for this one.
 */
public final class Planner {

    /** What is asked for; {@code firstPort} 0 lets every replica take any free port. */
    public record Request(Strategy strategy, Binding binding, ThreadPolicy threads, Resources resources, int firstPort) {

        public static Request defaults() {
            return new Request(Strategy.auto(), Binding.SHARED, ThreadPolicy.DEFAULT, Resources.defaults(), 0);
        }
    }

    /** A part of the machine one replica stands for. */
    private record Share(String name, IndexSet cpus) {
    }

    private record Choice(Strategy strategy, String reason, List<Share> shares) {
    }

    private static final long MIB = 1L << 20;
    private static final long SMALLEST_HEAP = 64 * MIB;

    private Planner() {
    }

    public static Plan plan(Topology topology, Request request) throws PlanException {
        Choice choice = choose(topology, request.strategy());
        int n = choice.shares().size();
        List<IndexSet> cpus = bind(topology, request.binding(), choice.shares());
        int[] threads = threads(topology, request.resources(), choice.shares());
        long heap = heapEach(topology, request.resources(), n);
        List<ReplicaPlan> replicas = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            IndexSet bound = cpus.get(i);
            IndexSet nodes = bound.isEmpty() ? IndexSet.empty() : localNodes(topology, bound);
            int kernel = Math.max(1, threads[i] / 3);
            replicas.add(new ReplicaPlan(i, choice.shares().get(i).name(), bound, nodes, kernel, threads[i] - kernel, heap,
                    request.firstPort() == 0 ? 0 : request.firstPort() + i, request.threads().agentRules()));
        }
        return new Plan(describe(topology), request.strategy(), choice.strategy(), choice.reason(), request.binding(),
                request.threads(), request.resources().mode(), replicas);
    }

    // ----- how many replicas, and their shares -----

    private static Choice choose(Topology t, Strategy s) throws PlanException {
        int pus = t.pus().size();
        return switch (s.kind()) {
            case AUTO -> auto(t);
            case NUMA -> numa(t, t.numaNodes().size() + " NUMA node" + (t.numaNodes().size() == 1 ? "" : "s"));
            case CACHE -> cache(t, s.cacheLevel(), "one replica per L" + s.cacheLevel() + " cache, as asked");
            case SINGLE -> new Choice(s, "one replica, as asked", List.of(new Share("whole machine", t.cpuset())));
            case COUNT -> {
                if (s.count() > pus) {
                    throw new PlanException("count:" + s.count() + " asks for more replicas than this machine has CPUs ("
                            + pus + "): use at most count:" + pus);
                }
                yield new Choice(s, s.count() + (s.count() == 1 ? " replica" : " replicas") + ", as asked", count(t, s.count()));
            }
        };
    }

    /** The papers' rule. */
    private static Choice auto(Topology t) throws PlanException {
        if (t.numaNodes().size() > 1) {
            return numa(t, t.numaNodes().size() + " NUMA nodes: one replica per node");
        }
        int last = lastCacheLevel(t);
        if (last >= 2 && sharedByCores(t, last)) {
            return cache(t, last, "no NUMA; the last-level cache (L" + last + ") is shared by cores: one replica per L" + last);
        }
        if (last > 2 && sharedByCores(t, 2)) {
            return cache(t, 2, "no NUMA and no shared L" + last + "; L2 is shared by cores: one replica per L2");
        }
        return new Choice(new Strategy(Strategy.Kind.SINGLE, 0, 1), "no NUMA and no cache shared by cores: one replica",
                List.of(new Share("whole machine", t.cpuset())));
    }

    private static Choice numa(Topology t, String reason) {
        List<Share> shares = new ArrayList<>();
        for (TopologyObject node : t.numaNodes()) {
            shares.add(new Share("NUMA node " + node.osIndex(), node.cpuset()));
        }
        if (shares.isEmpty()) {
            shares.add(new Share("whole machine", t.cpuset()));
        }
        return new Choice(new Strategy(Strategy.Kind.NUMA, 0, 0), reason, shares);
    }

    private static Choice cache(Topology t, int level, String reason) throws PlanException {
        List<TopologyObject> caches = t.caches(level);
        if (caches.isEmpty()) {
            int last = lastCacheLevel(t);
            throw new PlanException("this machine has no L" + level + " cache (its last level is L" + last
                    + "): use cache:L" + Math.min(last, 2) + ", numa or count:N");
        }
        List<Share> shares = new ArrayList<>();
        for (TopologyObject cache : caches) {
            shares.add(new Share("L" + level + " cache " + cache.logicalIndex(), cache.cpuset()));
        }
        return new Choice(new Strategy(Strategy.Kind.CACHE, level, 0), reason, shares);
    }

    /** N parts of about equal size, whole cores where there are at least N cores, in topology order. */
    private static List<Share> count(Topology t, int n) {
        List<IndexSet> units = new ArrayList<>();
        if (n <= t.cores().size()) {
            t.cores().forEach(c -> units.add(c.cpuset()));
        } else {
            t.pus().forEach(p -> units.add(p.cpuset()));
        }
        List<Share> shares = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < n; i++) {
            int size = units.size() / n + (i < units.size() % n ? 1 : 0);
            IndexSet cpus = IndexSet.empty();
            for (int k = from; k < from + size; k++) {
                cpus = cpus.union(units.get(k));
            }
            from += size;
            shares.add(new Share("part " + i + " of " + n, cpus));
        }
        return shares;
    }

    private static int lastCacheLevel(Topology t) {
        for (int level = 5; level >= 1; level--) {
            if (!t.caches(level).isEmpty()) {
                return level;
            }
        }
        return 0;
    }

    private static boolean sharedByCores(Topology t, int level) {
        List<TopologyObject> caches = t.caches(level);
        return !caches.isEmpty() && caches.stream().allMatch(c -> t.coresUnder(c).size() > 1);
    }

    // ----- binding -----

    private static List<IndexSet> bind(Topology t, Binding binding, List<Share> shares) {
        List<IndexSet> out = new ArrayList<>();
        switch (binding) {
            case NONE -> shares.forEach(s -> out.add(IndexSet.empty()));
            case SHARED -> shares.forEach(s -> out.add(s.cpus()));
            case LOCAL -> {
                for (Share s : shares) {
                    IndexSet cpus = IndexSet.empty();
                    for (TopologyObject node : t.numaNodes()) {
                        if (node.cpuset().intersects(s.cpus())) {
                            cpus = cpus.union(node.cpuset());
                        }
                    }
                    out.add(cpus.isEmpty() ? s.cpus() : cpus);
                }
            }
            case NON_SHARED -> out.addAll(spread(shares));
        }
        return out;
    }

    /**
     * Deals the CPUs out so that each replica takes them from different shares: first CPU of every
     * share, then the second of every share, and so on, cut into consecutive runs.
     */
    private static List<IndexSet> spread(List<Share> shares) {
        List<Integer> dealt = new ArrayList<>();
        List<int[]> lists = shares.stream().map(s -> s.cpus().stream().toArray()).toList();
        int longest = lists.stream().mapToInt(a -> a.length).max().orElse(0);
        for (int p = 0; p < longest; p++) {
            for (int[] list : lists) {
                if (p < list.length) {
                    dealt.add(list[p]);
                }
            }
        }
        List<IndexSet> out = new ArrayList<>();
        int n = shares.size();
        int from = 0;
        for (int i = 0; i < n; i++) {
            int size = dealt.size() / n + (i < dealt.size() % n ? 1 : 0);
            out.add(IndexSet.of(dealt.subList(from, from + size).stream().mapToInt(Integer::intValue).toArray()));
            from += size;
        }
        return out;
    }

    private static IndexSet localNodes(Topology t, IndexSet cpus) {
        IndexSet nodes = IndexSet.empty();
        for (TopologyObject node : t.numaNodes()) {
            if (node.cpuset().intersects(cpus)) {
                nodes = nodes.union(IndexSet.of(node.osIndex()));
            }
        }
        return nodes;
    }

    // ----- resources -----

    /** The engine's own default for c CPUs: half as many Kernels, as many Invokers (at least 2). */
    private static int defaultThreads(int cpus) {
        return Math.max(1, cpus / 2) + Math.max(2, cpus);
    }

    private static int[] threads(Topology t, Resources r, List<Share> shares) throws PlanException {
        int n = shares.size();
        int[] out = new int[n];
        if (r.mode() == Resources.Mode.PER_REPLICA) {
            for (int i = 0; i < n; i++) {
                out[i] = r.threads() > 0 ? r.threads() : defaultThreads(shares.get(i).cpus().size());
            }
            if (r.threads() == 1) {
                throw new PlanException("--replica-threads 1 is too few: a replica needs one Kernel and one Invoker thread");
            }
            return out;
        }
        // Unless told otherwise: the engine's default for the whole machine, at least 2 per replica.
        int total = r.threads() > 0 ? r.threads() : Math.max(2 * n, defaultThreads(t.pus().size()));
        if (total < 2 * n) {
            throw new PlanException("--total-threads " + total + " is too few for " + n + " replicas: each needs at least 2 "
                    + "(one Kernel, one Invoker); give at least " + 2 * n);
        }
        for (int i = 0; i < n; i++) {
            out[i] = total / n + (i < total % n ? 1 : 0);
        }
        return out;
    }

    /** Every replica gets the same heap. */
    private static long heapEach(Topology t, Resources r, int n) throws PlanException {
        long memory = t.totalMemoryBytes();
        long each;
        if (r.mode() == Resources.Mode.PER_REPLICA) {
            each = r.heapBytes() > 0 ? r.heapBytes() : memory > 0 ? memory / 4 / n : 512 * MIB;
        } else {
            long total = r.heapBytes() > 0 ? r.heapBytes() : Math.max(memory / 4, n * 256 * MIB);
            each = total / n;
            if (each < SMALLEST_HEAP) {
                throw new PlanException("--total-heap " + Resources.formatSize(total) + " gives each of the " + n
                        + " replicas less than 64m: give at least " + Resources.formatSize(n * SMALLEST_HEAP));
            }
        }
        // Whole mebibytes: -Xmx is given in m.
        return Math.max(SMALLEST_HEAP, each / MIB * MIB);
    }

    private static String describe(Topology t) {
        List<String> parts = new ArrayList<>();
        parts.add(count(t.packages().size(), "package"));
        parts.add(count(t.numaNodes().size(), "NUMA node"));
        for (int level = 3; level >= 2; level--) {
            if (!t.caches(level).isEmpty()) {
                parts.add(t.caches(level).size() + " L" + level);
            }
        }
        parts.add(count(t.cores().size(), "core"));
        parts.add(t.pus().size() + " PU" + (t.pus().size() == 1 ? "" : "s"));
        return String.join(", ", parts);
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
