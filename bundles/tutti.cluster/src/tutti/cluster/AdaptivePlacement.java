package tutti.cluster;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

import tutti.cluster.adaptive.Intervals;
import tutti.cluster.adaptive.Placement;
import tutti.cluster.adaptive.PlacementPolicy;
import tutti.cluster.adaptive.PoolClimber;
import tutti.overseer.IndexSet;
import tutti.runtime.Json;
import tutti.runtime.JsonReader;

/**
 * The adaptive loop in a front ({@code --adaptive placement,replicas,pools}): for each replica it follows
 * the replica's metrics stream and turns the samples into intervals. With placement, it asks the
 * replica's {@link PlacementPolicy} what to do after each and moves the running replica
 * ({@code PUT /config} with its CPUs and nodes); with pools, its {@link PoolClimber} resizes the
 * replica's Kernel and Invoker pools ({@code PUT /config} with their sizes), only in intervals the
 * placement rule leaves the replica where it is, so that one does not measure the other's move.
 * Every decision is kept with its figures for {@code GET /plan}; those that change a replica, or
 * see its workload change class, also go on the front's change log, which its stream carries.
 * With replicas, {@link AdaptiveReplicas} changes their number from the same samples.
 */
final class AdaptivePlacement implements AutoCloseable {

    /** Decisions {@code GET /plan} shows, newest last. */
    static final int KEPT = 50;

    /**
     * Where the loop places replicas: each domain's CPUs and the NUMA nodes of its memory. "One
     * node" is a replica's home domain, "all nodes" all of them.
     */
    record Domains(List<IndexSet> cpus, List<IndexSet> memory, int coresPerNode) {

        IndexSet allCpus() {
            return cpus.stream().reduce(IndexSet.parse(""), IndexSet::union);
        }

        IndexSet allMemory() {
            return memory.stream().reduce(IndexSet.parse(""), IndexSet::union);
        }
    }

    /** One replica followed: its latest sample, its rule, where it runs, when it is looked at next. */
    private static final class Followed {
        final AtomicReference<Map<String, Object>> latest = new AtomicReference<>();
        final PlacementPolicy policy;
        /** Made at the replica's first sample, from the pool sizes it runs with then. */
        PoolClimber climber;
        /**
         * The sample the pool climb's interval began with, and when it ends: its intervals are its
         * own (longer than the placement rule's), and begin again after a move.
         */
        Map<String, Object> poolStart;
        long poolDueNanos;
        final int home;
        Map<String, Object> previous;
        Placement placement;
        String lastClass;
        long dueNanos;
        Thread reader;

        Followed(PlacementPolicy policy, Placement placement, int home) {
            this.policy = policy;
            this.placement = placement;
            this.home = home;
        }
    }

    private final Supervisor supervisor;
    private final Adaptation what;
    private final String token;
    private final Domains domains;
    private final tutti.engine.ChangeLog changes;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final Map<Replica, Followed> followed = new ConcurrentHashMap<>();
    private final Deque<Map<String, Object>> decisions = new ArrayDeque<>();
    private final AdaptiveReplicas counting;
    /** Moves and resizes done, so that the replica count's window knows when one happened in it. */
    private final java.util.concurrent.atomic.AtomicLong disturbances = new java.util.concurrent.atomic.AtomicLong();
    private final Thread loop;
    private volatile boolean closed;

    /** @param counting the replica count's climb, or null where the count does not adapt */
    AdaptivePlacement(Supervisor supervisor, Adaptation what, String token, Domains domains, AdaptiveReplicas counting) {
        this.supervisor = supervisor;
        this.what = what;
        this.token = token;
        this.domains = domains;
        this.counting = counting;
        this.changes = supervisor.changes();
        this.loop = Thread.ofPlatform().daemon().name("tutti-adaptive-placement").start(this::run);
    }

    /**
     * Where replicas are placed on this machine: its NUMA nodes; with one node, its last-level
     * caches (one L3 each, the memory the one node); else the machine as a whole, where nothing moves.
     */
    static Domains of(tutti.overseer.Topology topology) {
        List<tutti.overseer.TopologyObject> domains = topology.numaNodes().size() > 1 ? topology.numaNodes()
                : topology.caches(3).size() > 1 ? topology.caches(3) : List.of();
        if (domains.isEmpty()) {
            return new Domains(List.of(topology.cpuset()), List.of(topology.nodeset()), Math.max(1, topology.cores().size()));
        }
        return given(domains.stream().map(tutti.overseer.TopologyObject::cpuset).toList(), topology);
    }

    /** Domains given as CPU sets; each one's memory is the NUMA nodes its CPUs belong to. */
    static Domains given(List<IndexSet> domains, tutti.overseer.Topology topology) {
        List<IndexSet> memory = new ArrayList<>();
        int cores = Integer.MAX_VALUE;
        for (IndexSet cpus : domains) {
            IndexSet nodes = IndexSet.parse("");
            for (var node : topology.numaNodes()) {
                if (!node.cpuset().intersection(cpus).isEmpty()) {
                    nodes = nodes.union(node.nodeset());
                }
            }
            memory.add(nodes.isEmpty() ? topology.nodeset() : nodes);
            int coresIn = (int) topology.cores().stream().filter(c -> !c.cpuset().intersection(cpus).isEmpty()).count();
            cores = Math.min(cores, Math.max(1, coresIn));
        }
        return new Domains(List.copyOf(domains), memory, cores);
    }

    private void run() {
        while (!closed) {
            long now = System.nanoTime();
            long sleep = 200;
            List<Replica> current = supervisor.current();
            followed.keySet().removeIf(r -> !current.contains(r) && stop(followed.get(r)));
            for (Replica r : current) {
                Followed f = followed.computeIfAbsent(r, this::follow);
                if (now >= f.dueNanos) {
                    step(r, f);
                }
                sleep = Math.min(sleep, Math.max(10, (f.dueNanos - System.nanoTime()) / 1_000_000));
            }
            if (counting != null) {
                count();
            }
            try {
                Thread.sleep(sleep);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private Followed follow(Replica r) {
        int home = home(r.plan());
        IndexSet planned = r.plan().cpus();
        Placement start = domains.cpus().size() == 1
                || !planned.isEmpty() && planned.minus(domains.cpus().get(home)).isEmpty() ? Placement.ONE_NODE : Placement.ALL_NODES;
        Followed f = new Followed(new PlacementPolicy(PlacementPolicy.Settings.published(domains.cpus().size(),
                domains.coresPerNode()), start), start, home);
        f.dueNanos = System.nanoTime() + f.policy.firstIntervalMillis() * 1_000_000;
        // A platform thread, so that its CPU time can be read: what the loop costs is part of what it reports.
        f.reader = Thread.ofPlatform().daemon().name("tutti-adaptive-samples-" + r.index()).start(() -> read(r, f));
        return f;
    }

    /** The domain a replica belongs to when it runs on one: the one holding most of its planned CPUs, else by its number. */
    private int home(ReplicaPlan plan) {
        int best = plan.index() % domains.cpus().size();
        int most = 0;
        for (int n = 0; n < domains.cpus().size(); n++) {
            int shared = plan.cpus().intersection(domains.cpus().get(n)).size();
            if (shared > most) {
                most = shared;
                best = n;
            }
        }
        return best;
    }

    private boolean stop(Followed f) {
        if (f != null && f.reader != null) {
            f.reader.interrupt();
        }
        return true;
    }

    /** Follows the replica's stream at 10 Hz, keeping its newest sample; reconnects while the loop runs. */
    private void read(Replica r, Followed f) {
        while (!closed && !Thread.currentThread().isInterrupted()) {
            try {
                HttpResponse<java.io.InputStream> s = http.send(HttpRequest.newBuilder(r.uri().resolve("/metrics/stream?hz=10&threads=1"))
                        .header("Authorization", "Bearer " + token).GET().build(), HttpResponse.BodyHandlers.ofInputStream());
                try (BufferedReader in = new BufferedReader(new InputStreamReader(s.body(), StandardCharsets.UTF_8))) {
                    String line;
                    while (!closed && (line = in.readLine()) != null) {
                        if (line.startsWith("data:")) {
                            f.latest.set(JsonReader.parseObject(line.substring(5).strip()));
                        }
                    }
                }
            } catch (InterruptedException e) {
                return;
            } catch (Exception e) {
                // A replica restarting or stopping: look again shortly.
            }
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** One interval of one replica: measure, decide, act, keep. */
    private void step(Replica r, Followed f) {
        Map<String, Object> sample = f.latest.get();
        if (sample == null || sample == f.previous) {
            f.dueNanos = System.nanoTime() + 100_000_000L;
            return;
        }
        if (f.previous == null) {
            f.previous = sample;
            if (what.pools()) {
                f.climber = climber(r, sample);
                startPoolInterval(f, sample, f.climber.firstIntervalMillis());
            }
            f.dueNanos = System.nanoTime() + f.policy.firstIntervalMillis() * 1_000_000;
            return;
        }
        tutti.cluster.adaptive.Interval interval;
        try {
            interval = Intervals.between(f.previous, sample, f.placement);
        } catch (IllegalArgumentException e) {
            // Two samples of the same moment: wait for the next.
            f.dueNanos = System.nanoTime() + 100_000_000L;
            return;
        }
        f.previous = sample;
        long next = Long.MAX_VALUE;
        boolean stays = true;
        if (what.placement()) {
            PlacementPolicy.Decision d = f.policy.next(interval);
            String acted = null;
            if (d.target() != f.placement) {
                acted = move(r, f, d.target());
            }
            keep(r, f, d, acted);
            stays = d.action() == PlacementPolicy.Action.STAY;
            next = d.nextIntervalMillis();
        }
        if (f.climber != null) {
            if (!stays) {
                startPoolInterval(f, sample, f.climber.firstIntervalMillis());
            } else if (System.nanoTime() >= f.poolDueNanos) {
                climb(r, f, sample);
            }
            next = Math.min(next, Math.max(10, (f.poolDueNanos - System.nanoTime()) / 1_000_000));
        }
        f.dueNanos = System.nanoTime() + (next == Long.MAX_VALUE ? 200 : next) * 1_000_000;
    }

    /** One interval of the pool climb ended: measure it, decide, resize, keep. */
    private void climb(Replica r, Followed f, Map<String, Object> sample) {
        tutti.cluster.adaptive.Interval interval;
        try {
            interval = Intervals.between(f.poolStart, sample, f.placement);
        } catch (IllegalArgumentException e) {
            startPoolInterval(f, sample, f.climber.firstIntervalMillis());
            return;
        }
        PoolClimber.Step s = f.climber.next(interval.instancesPerSecond(), interval.instancesPerCpuSecond());
        String failed = s.resized() ? resize(r, s.sizes()) : null;
        if (s.resized() && failed == null) {
            disturbances.incrementAndGet();
        }
        keepPools(r, s, failed);
        if (failed != null) {
            s = f.climber.refused(failed);
        }
        startPoolInterval(f, sample, s.nextIntervalMillis());
    }

    private static void startPoolInterval(Followed f, Map<String, Object> sample, long millis) {
        f.poolStart = sample;
        f.poolDueNanos = System.nanoTime() + millis * 1_000_000;
    }

    /**
     * The pool climb of a replica, from the sizes it runs with (a {@code PUT /config} may have
     * changed those it was planned with); pools grow to twice the machine's CPUs at most: the
     * published sweeps degrade well before.
     */
    private PoolClimber climber(Replica r, Map<String, Object> sample) {
        int largest = 2 * domains.allCpus().size();
        int kernel = Math.min(largest, liveThreads(sample, "kernel", r.plan().kernelThreads()));
        int invoker = Math.min(largest, liveThreads(sample, "invoker", r.plan().invokerThreads()));
        return new PoolClimber(PoolClimber.Settings.upTo(largest), new PoolClimber.Sizes(kernel, invoker));
    }

    /** A pool's threads in a stream sample, or the planned number where the sample does not say. */
    private static int liveThreads(Map<String, Object> sample, String pool, int planned) {
        return sample.get("pools") instanceof Map<?, ?> pools && pools.get(pool) instanceof Map<?, ?> p
                && p.get("threads") instanceof Number n && n.intValue() > 0 ? n.intValue() : planned;
    }

    /** One look of the replica count's climb at the replicas' newest samples; a decision it takes is kept. */
    private void count() {
        Map<Replica, Map<String, Object>> latest = new java.util.HashMap<>();
        followed.forEach((r, f) -> {
            Map<String, Object> s = f.latest.get();
            if (s != null) {
                latest.put(r, s);
            }
        });
        Map<String, Object> d = counting.look(latest, disturbances.get());
        if (d == null) {
            return;
        }
        remember(d);
        if (!"stay".equals(d.get("action")) || String.valueOf(d.get("reason")).contains("could not be done")) {
            changes.add(tutti.engine.ChangeLog.PLACEMENT, "replicas: " + d.get("reason") + " -> " + d.get("action"));
        }
    }

    /** Resizes the running replica's pools; null when done, else why not. */
    private String resize(Replica r, PoolClimber.Sizes sizes) {
        return put(r, Map.of("kernelThreads", sizes.kernel(), "invokerThreads", sizes.invoker()), "resized");
    }

    /** Moves the running replica; null when it moved, else why not. */
    private String move(Replica r, Followed f, Placement target) {
        IndexSet cpus = target == Placement.ONE_NODE ? domains.cpus().get(f.home) : domains.allCpus();
        IndexSet memory = target == Placement.ONE_NODE ? domains.memory().get(f.home) : domains.allMemory();
        String failed = put(r, Map.of("cpus", cpus.toString(), "nodes", memory.toString()), "moved");
        if (failed == null) {
            f.placement = target;
            disturbances.incrementAndGet();
        }
        return failed;
    }

    /** PUT /config on the replica; null when it took the change, else why not. */
    private String put(Replica r, Map<String, ?> change, String what) {
        try {
            HttpResponse<String> a = http.send(HttpRequest.newBuilder(r.uri().resolve("/config")).timeout(Duration.ofSeconds(60))
                    .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                    .PUT(HttpRequest.BodyPublishers.ofString(Json.object(change))).build(), HttpResponse.BodyHandlers.ofString());
            return a.statusCode() == 200 ? null : "the replica refused to be " + what + " (" + a.statusCode() + "): " + a.body();
        } catch (Exception e) {
            return "the replica could not be " + what + ": " + e.getMessage();
        }
    }

    private void keepPools(Replica r, PoolClimber.Step s, String failed) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("replica", r.index());
        m.put("time", Instant.now().toString());
        m.put("pools", s.sizes().toString());
        m.put("action", s.resized() ? "resize pools" : "stay");
        m.put("reason", s.reason() + (failed == null ? "" : "; not done: " + failed));
        m.put("nextIntervalMillis", s.nextIntervalMillis());
        remember(m);
        if (s.resized() || failed != null) {
            changes.add(tutti.engine.ChangeLog.PLACEMENT, "replica " + r.index() + " pools: " + m.get("reason"));
        }
    }

    private void remember(Map<String, Object> decision) {
        synchronized (decisions) {
            decisions.addLast(decision);
            while (decisions.size() > KEPT) {
                decisions.removeFirst();
            }
        }
    }

    private void keep(Replica r, Followed f, PlacementPolicy.Decision d, String failed) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("replica", r.index());
        m.put("time", Instant.now().toString());
        m.put("workload", d.workload().words());
        m.put("action", d.action().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
        m.put("placement", f.placement.words());
        m.put("reason", d.reason() + (failed == null ? "" : "; not done: " + failed));
        m.put("instancesPerCpuSecond", finite(d.metrics().instancesPerCpuSecond()));
        m.put("cpi", finite(d.metrics().cpi()));
        m.put("busiestShare", finite(d.metrics().busiestShare()));
        m.put("workers", d.metrics().workers());
        m.put("imbalance", finite(d.metrics().imbalance()));
        m.put("nextIntervalMillis", d.nextIntervalMillis());
        m.put("migrations", d.migrations());
        remember(m);
        boolean classChanged = !d.workload().words().equals(f.lastClass);
        f.lastClass = d.workload().words();
        if (d.action().moves() || classChanged || failed != null) {
            changes.add(tutti.engine.ChangeLog.PLACEMENT, "replica " + r.index() + ": " + m.get("reason") + " -> " + m.get("action"));
        }
    }

    /** NaN (not counted here) is said as null, never as a number. */
    private static Object finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    Adaptation what() {
        return what;
    }

    /** What {@code GET /plan} shows of the loop. */
    Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>(what.describe());
        m.put("cpuSeconds", cost());
        m.put("domains", domains.cpus().stream().map(IndexSet::toString).toList());
        synchronized (decisions) {
            m.put("decisions", List.copyOf(decisions));
        }
        return m;
    }

    /**
     * What the loop has cost so far: the CPU time of its own threads in the front (deciding,
     * reading samples) and of the replicas building the samples of its streams.
     */
    private Map<String, Object> cost() {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long nanos = Math.max(0, threads.getThreadCpuTime(loop.threadId()));
        double streams = 0;
        for (Followed f : followed.values()) {
            if (f.reader != null) {
                nanos += Math.max(0, threads.getThreadCpuTime(f.reader.threadId()));
            }
            Map<String, Object> s = f.latest.get();
            if (s != null && s.get("streamCpuSeconds") instanceof Number n) {
                streams += n.doubleValue();
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("front", nanos / 1e9);
        m.put("replicaStreams", streams);
        return m;
    }

    @Override
    public void close() {
        closed = true;
        loop.interrupt();
        followed.values().forEach(this::stop);
    }
}
