package tutti.bench.experiment;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import tutti.client.BatchReport;
import tutti.client.BatchRequest;
import tutti.client.EngineClient;
import tutti.client.EngineException;
import tutti.client.MetricsStream;
import tutti.cluster.Adaptation;
import tutti.cluster.ReplicatedEngine;
import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;
import tutti.overseer.Overseer;
import tutti.overseer.Topology;

/**
 * Adaptive placement against fixed placements (issue 17): per workload, one replica on one domain,
 * one over all domains, one replica per domain, and one replica the adaptive loop moves; adaptive
 * over the best fixed one. The loop's overhead: one front, batches with the loop on and off in
 * turn, paired by round, and what the loop's threads cost in CPU. And the pool climb against fixed
 * pool sizes: where it goes from an engine given too many threads, and what it then runs at.
 */
public final class AdaptivePlacementExperiment implements Experiment {

    /** Each overhead arm's wait after it is switched, before its batch: the loop connects and reads its first samples. */
    private static final long SETTLE_MILLIS = 500;

    /** How a pool decision names the sizes it runs with. */
    private static final Pattern POOL_SIZES = Pattern.compile("(\\d+) Kernel \\+ (\\d+) Invoker");

    @Override
    public String name() {
        return "adaptive";
    }

    @Override
    public String title() {
        return "Adaptive placement against fixed placements, and what the loop costs";
    }

    @Override
    public String paper() {
        return """
                Papadakis et al., "Scaling Up Performance of Managed Applications on NUMA Systems" (ISMM 2023), Tables 6-8, on
                MaxineVM with 30 DaCapo and Renaissance benchmarks: running on all NUMA nodes ranged from 0.39x to 1.87x of one
                node, depending on the benchmark; the adaptive mechanism gained 1.11x geomean over all nodes (up to 3.29x), with
                0.9% overhead, losing on 4 of 30 benchmarks. Tutti's goal on a real NUMA machine: never below 0.95x of the best
                fixed placement, above 1.0x geomean over the default, the loop's overhead under 1%.
                """;
    }

    @Override
    public Map<String, String> defaults(boolean quick) {
        Map<String, String> d = new LinkedHashMap<>();
        d.put("instances", quick ? "20000" : "128000");
        d.put("workloads", quick ? "Benchmark" : "Benchmark Sequential Parallel DAG Loop");
        d.put("rounds", quick ? "3" : "10");
        d.put("climb_seconds", quick ? "8" : "90");
        d.put("window_seconds", quick ? "1" : "5");
        return d;
    }

    @Override
    public List<Plot> plots() {
        return List.of(
                new Plot("adaptive-overhead", "Benchmark throughput with the placement loop off, a stream reader only, and the loop on",
                        "loop", "placement loop",
                        "instances_per_second", "instances/s", List.of(), List.of()),
                new Plot("adaptive-placements", "Throughput by placement", "workload", "workload", "instances_per_second",
                        "instances/s", List.of("placement"), List.of()),
                new Plot("adaptive-pools", "Sustained Benchmark throughput at fixed pool sizes and with the pool climb",
                        "pool_sizes", "Kernel + Invoker threads", "instances_per_second", "instances/s", List.of(), List.of()),
                new Plot("adaptive-pools-climb", "The pool climb under Benchmark load, from the largest pools", "climb_seconds",
                        "seconds since the climb began", "threads", "threads in the pool", List.of("pool"), List.of()));
    }

    @Override
    public void run(Runs r) throws Exception {
        int instances = r.integer("instances");
        List<String> workloads = List.of(r.parameter("workloads").strip().split("\\s+"));
        for (String w : workloads) {
            if (!Samples.NAMES.contains(w)) {
                throw new IllegalArgumentException("workloads are samples " + Samples.NAMES + ", not " + w);
            }
        }
        overhead(r, instances, r.integer("rounds"));
        pools(r, instances, r.integer("climb_seconds"), r.integer("window_seconds"));
        Topology t = Overseer.topology();
        int domains = Math.max(t.numaNodes().size(), t.caches(3).size());
        if (domains < 2) {
            r.skip("single domain, all domains, a replica per domain, adaptive", "one NUMA node and one L3 cache here: every "
                    + "placement is the same CPUs, so adaptive against fixed placements needs a machine with several nodes (or L3 "
                    + "caches); only the loop's overhead is measured here");
            return;
        }
        String perDomain = t.numaNodes().size() > 1 ? "numa" : "cache:L3";
        Map<String, Map<String, Object>> placements = new LinkedHashMap<>();
        placements.put("one domain", Map.of("replicas", "count:1", "binding", "local"));
        placements.put("all domains", Map.of("replicas", "count:1", "binding", "none"));
        placements.put("a replica per domain", Map.of("replicas", perDomain, "binding", "shared"));
        placements.put("adaptive", Map.of("replicas", "count:1", "binding", "none"));
        for (Map.Entry<String, Map<String, Object>> p : placements.entrySet()) {
            Map<String, Object> configuration = new LinkedHashMap<>();
            configuration.put("part", "placements");
            configuration.put("placement", p.getKey());
            try (ReplicatedEngine engine = ReplicaBatches.start(r, p.getValue(), configuration)) {
                if (engine == null) {
                    continue;
                }
                if (p.getKey().equals("adaptive")) {
                    engine.adaptPlacement(null);
                }
                EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
                for (String w : workloads) {
                    client.deploy(new CompositionCompiler().compile(Samples.load(w)).archive().toBytes());
                    for (int i = 0; i < r.warmups(); i++) {
                        client.batch(w, BatchRequest.of(instances, Samples.inputs(w)));
                    }
                    for (int run = 1; run <= r.runs(); run++) {
                        Map<String, Object> row = new LinkedHashMap<>(configuration);
                        row.put("workload", w);
                        row.put("run", run);
                        row.putAll(Measured.of(client.batch(w, BatchRequest.of(instances, Samples.inputs(w)))));
                        r.record(row);
                    }
                }
            }
        }
        r.note("Adaptive over the best fixed placement per workload is in the placements plot; the goal on a NUMA machine is at "
                + "least 0.95x of the best fixed placement and above 1.0x geomean over all domains.");
    }

    /**
     * One front and one replica running Benchmark batches with the loop off, with only a reader of
     * the replica's stream, and with the loop on, in turn; rows per batch.
     */
    private void overhead(Runs r, int instances, int rounds) throws Exception {
        Map<String, Object> configuration = new LinkedHashMap<>();
        configuration.put("part", "overhead");
        try (ReplicatedEngine engine = ReplicaBatches.start(r, Map.of("replicas", "count:1", "binding", "none"), configuration)) {
            if (engine == null) {
                return;
            }
            EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
            client.deploy(new CompositionCompiler().compile(Samples.load("Benchmark")).archive().toBytes());
            for (int i = 0; i < Math.max(1, r.warmups()); i++) {
                client.batch("Benchmark", BatchRequest.of(instances, Samples.inputs("Benchmark")));
            }
            // Three arms: nothing, only a reader of the replica's metrics stream at the loop's 10 Hz, and the loop;
            // the order turns each round, so that the machine's drift favours none.
            List<String> arms = List.of("off", "stream only", "on");
            List<Double> onRatios = new ArrayList<>();
            List<Double> streamRatios = new ArrayList<>();
            List<Double> loopCpuShares = new ArrayList<>();
            List<Double> streamCpuShares = new ArrayList<>();
            EngineClient replica = EngineClient.to(engine.replicas().get(0).uri()).token(engine.token()).build();
            for (int round = 1; round <= rounds; round++) {
                Map<String, Double> perSecond = new LinkedHashMap<>();
                for (int a = 0; a < arms.size(); a++) {
                    String arm = arms.get((a + round) % arms.size());
                    if (arm.equals("on")) {
                        engine.adaptPlacement(null);
                    } else {
                        engine.stopAdapting();
                    }
                    AtomicReference<Double> readerCost = new AtomicReference<>(0.0);
                    MetricsStream reader = arm.equals("stream only") ? replica.streamWithThreads(10, sample -> {
                        if (sample.get("streamCpuSeconds") instanceof Number n) {
                            readerCost.set(n.doubleValue());
                        }
                    }) : null;
                    // What watching has cost so far, in ms: the loop's threads in the front and the replica building
                    // its samples; the replica's side of a plain reader. Read just before and after the batch, after
                    // every arm has settled alike (the loop connected, its first samples read).
                    Callable<Double> watched = arm.equals("on") ? () -> loopCpuMillis(client)
                            : () -> readerCost.get() * 1e3;
                    BatchReport b;
                    double watchingMs;
                    try {
                        Thread.sleep(SETTLE_MILLIS);
                        double before = watched.call();
                        b = client.batch("Benchmark", BatchRequest.of(instances, Samples.inputs("Benchmark")));
                        watchingMs = watched.call() - before;
                    } finally {
                        if (reader != null) {
                            reader.close();
                        }
                    }
                    Map<String, Object> row = new LinkedHashMap<>(configuration);
                    row.put("loop", arm);
                    // The same replica over all domains: with the loop on, it is the adaptive placement.
                    row.put("placement", arm.equals("on") ? "adaptive" : arm.equals("off") ? "all domains"
                            : "all domains, stream read at 10 Hz");
                    row.put("workload", "Benchmark");
                    row.put("run", round);
                    row.putAll(Measured.of(b));
                    row.put("cpu_ms", b.cpuMillis());
                    row.put("watching_cpu_ms", watchingMs);
                    if (!arm.equals("off") && b.cpuMillis() > 0) {
                        (arm.equals("on") ? loopCpuShares : streamCpuShares).add(watchingMs / b.cpuMillis());
                    }
                    r.record(row);
                    perSecond.put(arm, b.throughputPerSecond());
                }
                onRatios.add(perSecond.get("on") / perSecond.get("off"));
                streamRatios.add(perSecond.get("stream only") / perSecond.get("off"));
            }
            engine.stopAdapting();
            r.note("The loop's overhead, paired by round over " + rounds + " rounds: on over off " + spread(onRatios)
                    + "; a plain reader of the replica's stream at 10 Hz over off " + spread(streamRatios) + ". Below 1 means it "
                    + "costs throughput. In CPU, against the replica's own over the same batch: the loop (its threads in the front "
                    + "and the replica building its samples) " + percent(loopCpuShares) + "; the plain reader (the replica's "
                    + "side) " + percent(streamCpuShares) + ". Here the loop samples, decides and never acts: the machine has one "
                    + "domain.");
        }
    }

    /**
     * One front and one replica, warmed by sustained load: the climb switched on at the largest pools
     * (twice the CPUs) under that load, its path read from {@code GET /plan}; then rounds in which
     * every fixed pool size (Kernel = Invoker, 1 to the largest) and the climb (on again, from the
     * sizes it ended at) take a window of the same load each, in a turning order. On this VM the
     * throughput of one size drifted by a third between runs minutes apart, so each arm is compared
     * within its round. Every arm sees the load the climb sees: one batch at a time favours other
     * sizes (a batch's ramp and drain) than two streams that keep the replica busy.
     */
    private void pools(Runs r, int instances, int climbSeconds, int windowSeconds) throws Exception {
        if (climbSeconds < 1 || windowSeconds < 1) {
            throw new IllegalArgumentException("climb_seconds and window_seconds are 1 or more");
        }
        int largest = 2 * Runtime.getRuntime().availableProcessors();
        Map<String, Object> configuration = new LinkedHashMap<>();
        configuration.put("part", "pools");
        try (ReplicatedEngine engine = ReplicaBatches.start(r, Map.of("replicas", "count:1", "binding", "none"), configuration)) {
            if (engine == null) {
                return;
            }
            EngineClient client = EngineClient.to(engine.uri()).token(engine.token()).build();
            EngineClient replica = EngineClient.to(engine.replicas().get(0).uri()).token(engine.token()).build();
            client.deploy(new CompositionCompiler().compile(Samples.load("Benchmark")).archive().toBytes());
            client.configure(Map.of("kernelThreads", largest, "invokerThreads", largest));
            sustain(client, instances, climbSeconds, () -> null);
            int resizes = climb(r, engine, client, climbSeconds, instances);
            Map<String, Object> ended = replica.config();
            engine.stopAdapting();
            String climb = "climb, from " + ended.get("kernelThreads") + " + " + ended.get("invokerThreads");
            List<String> arms = new ArrayList<>();
            for (int size = 1; size <= largest; size++) {
                arms.add(size + " + " + size);
            }
            arms.add(climb);
            Map<String, List<Double>> byArm = new LinkedHashMap<>();
            for (int round = 1; round <= r.runs(); round++) {
                for (int a = 0; a < arms.size(); a++) {
                    String arm = arms.get((a + round) % arms.size());
                    if (arm.equals(climb)) {
                        client.configure(Map.of("kernelThreads", ended.get("kernelThreads"), "invokerThreads",
                                ended.get("invokerThreads")));
                        engine.adapt(new Adaptation(false, false, true), null);
                    } else {
                        int size = arms.indexOf(arm) + 1;
                        client.configure(Map.of("kernelThreads", size, "invokerThreads", size));
                    }
                    try {
                        poolRow(r, configuration, arm, round, sustain(client, instances, windowSeconds, () -> null), replica, byArm);
                    } finally {
                        engine.stopAdapting();
                    }
                }
            }
            String started = largest + " + " + largest;
            String best = arms.stream().filter(a -> !a.equals(climb))
                    .max(Comparator.comparingDouble(a -> Statistics.median(byArm.get(a)))).orElseThrow();
            r.note(String.format(Locale.ROOT, "The pool climb, started at %s threads: %d resizes (tries and steps back) in %d s of "
                    + "load; it ended at %s + %s (Kernel + Invoker). Then %d rounds of %d s windows under two streams of batches, "
                    + "every fixed size and the climb (on again, from there) in turn: the climb over the best fixed size (%s, median "
                    + "%.0f instances/s) in the same round %s; over %s %s.", started, resizes, climbSeconds,
                    ended.get("kernelThreads"), ended.get("invokerThreads"), r.runs(), windowSeconds, best,
                    Statistics.median(byArm.get(best)), spread(paired(byArm.get(climb), byArm.get(best))), started,
                    spread(paired(byArm.get(climb), byArm.get(started)))));
        }
    }

    /** Round by round, the first list's values over the second's. */
    private static List<Double> paired(List<Double> over, List<Double> under) {
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < over.size(); i++) {
            ratios.add(over.get(i) / under.get(i));
        }
        return ratios;
    }

    /** A window of sustained load, measured: the sizes the replica ran with at its end. */
    private static void poolRow(Runs r, Map<String, Object> configuration, String pools, int run, Sustained window,
            EngineClient replica, Map<String, List<Double>> byPools) throws EngineException {
        Map<String, Object> config = replica.config();
        Map<String, Object> row = new LinkedHashMap<>(configuration);
        row.put("pool_sizes", pools);
        row.put("run", run);
        row.put("completed", window.completed());
        row.put("seconds", window.seconds());
        row.put("instances_per_second", window.perSecond());
        row.put("kernel_threads", config.get("kernelThreads"));
        row.put("invoker_threads", config.get("invokerThreads"));
        r.record(row);
        byPools.computeIfAbsent(pools, k -> new ArrayList<>()).add(window.perSecond());
    }

    /**
     * The climb switched on under load for the given time; its path as rows (each decision's pool
     * sizes over time).
     *
     * @return the resizes it made
     */
    private static int climb(Runs r, ReplicatedEngine engine, EngineClient client, int seconds, int instances) throws Exception {
        long start = System.currentTimeMillis();
        engine.adapt(new Adaptation(false, false, true), null);
        Set<String> seen = new HashSet<>();
        int[] resizes = {0};
        sustain(client, instances, seconds, () -> resizes[0] += record(r, client, start, seen));
        return resizes[0] + record(r, client, start, seen);
    }

    /** What a window of sustained load completed, over the time from its start to its last batch's end. */
    private record Sustained(long completed, double seconds) {

        double perSecond() {
            return completed / seconds;
        }
    }

    /**
     * Benchmark batches in two streams for the given time, so that no interval of the loop falls
     * between batches, calling {@code meanwhile} every quarter second; the streams' last batches
     * are let finish.
     */
    private static Sustained sustain(EngineClient client, int instances, int seconds, Callable<?> meanwhile) throws Exception {
        AtomicBoolean loading = new AtomicBoolean(true);
        AtomicReference<Exception> failure = new AtomicReference<>();
        AtomicLong completed = new AtomicLong();
        List<Thread> load = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            load.add(Thread.ofPlatform().name("sustained-load-" + i).start(() -> {
                while (loading.get()) {
                    try {
                        BatchReport b = client.batch("Benchmark", BatchRequest.of(instances, Samples.inputs("Benchmark")));
                        if (b.failed() > 0) {
                            throw new IllegalStateException(b.failed() + " instances failed under the sustained load: "
                                    + b.failureReasons());
                        }
                        completed.addAndGet(b.completed());
                    } catch (Exception e) {
                        failure.compareAndSet(null, e);
                        return;
                    }
                }
            }));
        }
        long start = System.nanoTime();
        try {
            while (System.nanoTime() - start < seconds * 1_000_000_000L && failure.get() == null) {
                Thread.sleep(Math.min(250, seconds * 1000L));
                meanwhile.call();
            }
        } finally {
            loading.set(false);
            for (Thread t : load) {
                t.join();
            }
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        return new Sustained(completed.get(), (System.nanoTime() - start) / 1e9);
    }

    /** The pool decisions in GET /plan not recorded yet, as rows of the climb's path; the resizes among them. */
    private static int record(Runs r, EngineClient front, long start, Set<String> seen) throws EngineException {
        int resizes = 0;
        if (!(front.plan().get("adaptive") instanceof Map<?, ?> a) || !(a.get("decisions") instanceof List<?> decisions)) {
            return 0;
        }
        for (Object o : decisions) {
            if (!(o instanceof Map<?, ?> d) || !(d.get("pools") instanceof String pools)
                    || !seen.add(d.get("time") + " " + d.get("reason"))) {
                continue;
            }
            double at = (Instant.parse((String) d.get("time")).toEpochMilli() - start) / 1e3;
            Matcher m = POOL_SIZES.matcher(pools);
            if (!m.matches()) {
                throw new IllegalStateException("a pool decision that does not read as sizes: " + pools);
            }
            resizes += "resize pools".equals(d.get("action")) ? 1 : 0;
            for (String pool : List.of("Kernel", "Invoker")) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("part", "pools climb");
                row.put("climb_seconds", at);
                row.put("pool", pool);
                row.put("threads", Integer.parseInt(m.group(pool.equals("Kernel") ? 1 : 2)));
                row.put("action", d.get("action"));
                r.record(row);
            }
        }
        return resizes;
    }

    /** What the running loop has cost so far (GET /plan's adaptive.cpuSeconds), in ms. */
    private static double loopCpuMillis(EngineClient front) throws EngineException {
        Object adaptive = front.plan().get("adaptive");
        if (adaptive instanceof Map<?, ?> a && a.get("cpuSeconds") instanceof Map<?, ?> cost) {
            return (((Number) cost.get("front")).doubleValue() + ((Number) cost.get("replicaStreams")).doubleValue()) * 1e3;
        }
        throw new IllegalStateException("the front did not say what its loop cost: " + adaptive);
    }

    /** The median and the range of CPU shares, in percent. */
    private static String percent(List<Double> shares) {
        if (shares.isEmpty()) {
            return "not measured";
        }
        List<Double> sorted = shares.stream().sorted().toList();
        return String.format(Locale.ROOT, "median %.2f%% (%.2f%% to %.2f%%)", 100 * Statistics.median(sorted),
                100 * sorted.get(0), 100 * sorted.get(sorted.size() - 1));
    }

    /** The median and the middle half of paired ratios, in words. */
    private static String spread(List<Double> ratios) {
        List<Double> sorted = ratios.stream().sorted().toList();
        return String.format(Locale.ROOT, "median %.3f, middle half %.3f to %.3f", Statistics.median(sorted),
                sorted.get(sorted.size() / 4), sorted.get(Math.min(sorted.size() - 1, sorted.size() * 3 / 4)));
    }
}
