package tutti.engine.core;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.atomic.AtomicInteger;

import org.HdrHistogram.Histogram;

import tutti.overseer.PoolMonitor;
import tutti.overseer.PoolSnapshot;
import tutti.runtime.InstanceState;

/**
 * Runs N instances of a composition from one request and measures them: wall time, throughput,
 * latency percentiles, garbage collection and CPU time. What {@code tutti bench} reports.
 */
public final class BatchRun {

    /** Failed instances whose reasons are reported; the count covers all of them. */
    private static final int REASONS_KEPT = 5;

    /**
     * Instances the starter starts at once (fewer when the window has fewer places free): they
     * reach their Kernel as one event ({@link EngineCore#begin(StartRequest)}).
     */
    static final int STARTED_TOGETHER = 16;

    /** Instances in flight per Kernel when a request does not say how many. */
    static final int WINDOW_PER_KERNEL = 10_000;

    private BatchRun() {
    }

    /**
     * What a batch request asks for: {@code {"count": N, "inputs": {...}, "concurrency": C, "version": V}}.
     * A lone engine runs it, a front splits it over its replicas; both check it here.
     *
     * @param concurrency instances in flight at most, 0 for the engine's choice (10,000 per Kernel, at most half of what it takes)
     * @param version     null for the newest
     */
    public record Request(int count, Map<String, Object> inputs, int concurrency, String version) {

        /** @throws IllegalArgumentException naming what is wrong */
        @SuppressWarnings("unchecked")
        public static Request parse(Map<String, Object> body) {
            Object count = body.get("count");
            if (!(count instanceof Long n) || n < 1 || n > 100_000_000) {
                throw new IllegalArgumentException("count must be a whole number from 1 to 100000000, got " + count);
            }
            Object inputs = body.getOrDefault("inputs", Map.of());
            if (!(inputs instanceof Map<?, ?>)) {
                throw new IllegalArgumentException("inputs must be a JSON object");
            }
            Object concurrency = body.getOrDefault("concurrency", 0L);
            if (!(concurrency instanceof Long c) || c < 0 || c > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("concurrency must be a whole number, 0 for the engine's choice");
            }
            Object version = body.get("version");
            if (version != null && !(version instanceof String)) {
                throw new IllegalArgumentException("version must be a string, e.g. \"1.0.0\"");
            }
            return new Request(n.intValue(), (Map<String, Object>) inputs, c.intValue(), (String) version);
        }
    }

    /**
     * @param concurrency instances in flight at most (0: {@link #defaultWindow})
     */
    public static CompletableFuture<Map<String, Object>> start(EngineCore core, PoolMonitor monitor, String name,
            String version, int count, Map<String, Object> inputs, int concurrency) throws UnknownCompositionException {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1, got " + count);
        }
        tutti.runtime.CompiledComposition composition = core.deployments().find(name, version);
        if (composition == null) {
            throw new UnknownCompositionException("no composition " + name + (version == null ? "" : " " + version)
                    + " is deployed");
        }
        // Refuse wrong inputs now, as one clear error, rather than N failed instances.
        composition.newInstance(0).setInputs(inputs);
        CompletableFuture<Map<String, Object>> report = new CompletableFuture<>();
        Thread runner = new Thread(() -> {
            try {
                report.complete(run(core, monitor, name, version, count, inputs, concurrency));
            } catch (Throwable t) {
                report.completeExceptionally(t);
            }
        }, "batch-" + name);
        runner.setDaemon(true);
        runner.start();
        return report;
    }

    private static Map<String, Object> run(EngineCore core, PoolMonitor monitor, String name, String version, int count,
            Map<String, Object> inputs, int concurrency) throws Exception {
        List<PoolSnapshot> poolsBefore = monitor.snapshots();
        int size = concurrency > 0 ? concurrency : defaultWindow(core.config());
        Window window = new Window(size);
        long[] latencies = new long[count];
        AtomicInteger failed = new AtomicInteger();
        List<String> reasons = new ArrayList<>();
        CompletableFuture<Void> all = new CompletableFuture<>();
        // An ended instance takes the next slot for its latency, and counts as ended once it is written there.
        AtomicInteger slots = new AtomicInteger();
        AtomicInteger ended = new AtomicInteger();
        java.util.function.Consumer<InstanceResult> whenEnded = r -> {
            latencies[slots.getAndIncrement()] = r.latencyNanos();
            if (r.outcome().state() != InstanceState.COMPLETED) {
                failed.incrementAndGet();
                synchronized (reasons) {
                    if (reasons.size() < REASONS_KEPT) {
                        reasons.add(r.outcome().reason());
                    }
                }
            }
            window.leave();
            if (ended.incrementAndGet() == count) {
                all.complete(null);
            }
        };
        long gcCount = gcCount();
        long gcMillis = gcMillis();
        Duration cpu = cpu();
        tutti.engine.journal.Journal journal = core.journal();
        long journalBytes = journal == null ? 0 : journal.bytesWritten();
        long executions = core.taskStats().executions(name);
        long start = System.nanoTime();
        for (int i = 0; i < count; ) {
            int places = window.enter(Math.min(STARTED_TOGETHER, count - i));
            for (int left = places; left > 0; ) {
                try {
                    left -= core.begin(StartRequest.outcomes(name, version, inputs, left, whenEnded)).count();
                } catch (EngineOverloadedException e) {
                    Thread.onSpinWait(); // other clients fill the engine too; wait for a place
                }
            }
            i += places;
        }
        all.join();
        int completed = count - failed.get();
        long wall = System.nanoTime() - start;
        Histogram histogram = new Histogram(3);
        for (long l : latencies) {
            histogram.recordValue(Math.max(1, l / 1000));
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("composition", name);
        m.put("count", count);
        m.put("completed", completed);
        m.put("failed", failed.get());
        m.put("failureReasons", reasons);
        m.put("wallMillis", wall / 1e6);
        m.put("throughputPerSecond", completed / (wall / 1e9));
        m.put("latencyMicros", percentiles(histogram));
        m.put("latencyHistogram", encode(histogram));
        m.put("gcEvents", gcCount() - gcCount);
        m.put("gcMillis", gcMillis() - gcMillis);
        m.put("collector", collector());
        m.put("cpuMillis", cpu().minus(cpu).toMillis());
        m.put("pools", PoolCounters.difference(poolsBefore, monitor.snapshots()));
        m.put("kernelThreads", core.config().kernelThreads());
        m.put("invokerThreads", core.config().invokerThreads());
        m.put("concurrency", size);
        // What the figures were measured with: a journal writes every instance's life to disk.
        m.put("durability", journal == null ? "none" : "journal");
        m.put("journalBytes", journal == null ? 0 : journal.bytesWritten() - journalBytes);
        if (core.taskStats().enabled()) {
            // Counted while the batch ran: other instances of the composition meanwhile count too.
            m.put("taskExecutions", core.taskStats().executions(name) - executions);
        }
        return m;
    }

    /**
     * Instances in flight when a request leaves it to the engine: enough to keep every stage busy
     * (10,000 per Kernel), and at most half of what the engine takes. More only cost: a window of
     * half a million (the old default) kept half a gigabyte live and ran the Benchmark workflow at
     * 263,000-333,000 instances/s where 10,000 ran it at 470,000-495,000.
     */
    static int defaultWindow(EngineCore.Config config) {
        return Math.max(1, Math.min(config.maxInFlight() / 2, WINDOW_PER_KERNEL * config.kernelThreads()));
    }

    /**
     * The places of a batch's instances in flight. The starter, once every place is taken, sleeps
     * until an eighth of them are free again, not until the first one is: woken for each ended
     * instance, it cost the Kernel that ended it a system call per instance, and the two threads
     * took turns on the cores instead of working at once.
     */
    private static final class Window {
        private final int size;
        private final int wakeAt;
        private final AtomicInteger inFlight = new AtomicInteger();
        private volatile Thread sleeper;

        Window(int size) {
            this.size = size;
            this.wakeAt = size - Math.max(1, size / 8);
        }

        /** The starter only: waits for a place, then takes up to {@code most} of those free; how many, at least one. */
        int enter(int most) throws InterruptedException {
            while (inFlight.get() >= size) {
                sleeper = Thread.currentThread();
                // An instance that ended between the look above and here is seen now: no sleep.
                if (inFlight.get() >= size) {
                    LockSupport.park(this);
                }
                sleeper = null;
                if (Thread.interrupted()) {
                    throw new InterruptedException("the batch was stopped while it waited for a place");
                }
            }
            // Only the starter adds: the places free now stay free until it takes them.
            int k = Math.min(most, size - inFlight.get());
            inFlight.addAndGet(k);
            return k;
        }

        /** An instance ended: its place is free. */
        void leave() {
            if (inFlight.decrementAndGet() == wakeAt) {
                Thread t = sleeper;
                if (t != null) {
                    LockSupport.unpark(t);
                }
            }
        }
    }

    /** The percentiles a batch report gives, in the histogram's unit. */
    public static Map<String, Object> percentiles(Histogram histogram) {
        Map<String, Object> lat = new LinkedHashMap<>();
        lat.put("p50", histogram.getValueAtPercentile(50));
        lat.put("p90", histogram.getValueAtPercentile(90));
        lat.put("p99", histogram.getValueAtPercentile(99));
        lat.put("p999", histogram.getValueAtPercentile(99.9));
        lat.put("max", histogram.getMaxValue());
        return lat;
    }

    /**
     * The whole latency histogram, compressed, in Base64: percentiles of several batches cannot be
     * combined, their histograms can (a front merges its replicas' batches this way).
     */
    public static String encode(Histogram histogram) {
        java.nio.ByteBuffer buffer = java.nio.ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return java.util.Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
    }

    /** The histogram {@link #encode} wrote. */
    public static Histogram decode(String base64) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(java.nio.ByteBuffer.wrap(java.util.Base64.getDecoder().decode(base64)), 0);
        } catch (java.util.zip.DataFormatException | IllegalArgumentException e) {
            throw new IllegalArgumentException("not a latency histogram written by a batch run: " + e.getMessage(), e);
        }
    }

    /** The JVM's garbage collector as it calls itself: G1, Shenandoah, ZGC, ... */
    public static String collector() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().map(b -> b.getName().split(" ")[0]).findFirst()
                .orElse("unknown");
    }

    private static long gcCount() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().mapToLong(GarbageCollectorMXBean::getCollectionCount)
                .filter(c -> c >= 0).sum();
    }

    private static long gcMillis() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().mapToLong(GarbageCollectorMXBean::getCollectionTime)
                .filter(c -> c >= 0).sum();
    }

    private static Duration cpu() {
        return ProcessHandle.current().info().totalCpuDuration().orElse(Duration.ZERO);
    }
}
