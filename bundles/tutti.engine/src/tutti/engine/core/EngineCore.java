package tutti.engine.core;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import tutti.runtime.CompiledComposition;
import tutti.runtime.Instance;
import tutti.runtime.InstanceOutcome;

/**
 * The staged engine without HTTP: Kernel threads navigate the instances of their partition,
 * Invoker threads run tasks, a timer thread delivers asynchronous callbacks. The HTTP layer, the
 * Studio's embedded engine and tests drive it in-process.
 */
public final class EngineCore implements AutoCloseable {

    /**
     * @param maxInFlight instances accepted and not yet ended; beyond it start() refuses, which
     *                    keeps memory bounded (the HTTP layer answers 503 with Retry-After)
     */
    public record Config(int kernelThreads, int invokerThreads, int maxInFlight, InlineSettings inline) {
        public Config {
            if (kernelThreads < 1 || invokerThreads < 1 || maxInFlight < 1) {
                throw new IllegalArgumentException("kernel threads, invoker threads and max in-flight must be at least 1");
            }
            inline = inline == null ? InlineSettings.DEFAULTS : inline;
        }

        /** With the default inline settings ({@link InlineSettings#DEFAULTS}). */
        public Config(int kernelThreads, int invokerThreads, int maxInFlight) {
            this(kernelThreads, invokerThreads, maxInFlight, InlineSettings.DEFAULTS);
        }

        public static Config forThisMachine() {
            int cpus = Runtime.getRuntime().availableProcessors();
            return new Config(Math.max(1, cpus / 2), Math.max(2, cpus), inFlightFor(Runtime.getRuntime().maxMemory()));
        }

        /**
         * Instances in flight at most for a heap: one in flight holds about 1 KB (the Benchmark
         * workflow in a batch), so a quarter of the heap holds them all, up to a million.
         */
        public static int inFlightFor(long maxHeapBytes) {
            return (int) Math.max(1_000, Math.min(1_000_000, maxHeapBytes / 4096));
        }
    }

    private volatile Config config;
    private final Deployments deployments = new Deployments();
    /** The Kernels new instances are given to; retired ones finish their instances, then stop. */
    private volatile Kernel[] kernels;
    private final List<Thread> kernelThreads = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Every Kernel whose thread runs, retired ones included: a signal reaches the instances of all of them. */
    private final List<Kernel> running = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final java.util.function.Function<String, ThreadFactory> threadFactories;
    private final AtomicInteger kernelNumbers = new AtomicInteger();
    private final Invokers invokers;
    private final HttpCalls http = new HttpCalls();
    private volatile CallbackAddresses callbacks;
    private volatile java.net.URI signalFront;
    private volatile String signalAuthorization;
    private final ScheduledExecutorService timers;
    /** Timer tasks waiting for their time. */
    private final TimerQueue timerTasks = new TimerQueue((id, task, element) -> {
        if (element < 0) {
            kernelFor(id).timedOut(id, task, -1 - element); // a timeout, of that run of the task
        } else {
            InstanceRecord r = live(id);
            if (r != null) {
                r.kernel.completed(r, task, element);
            }
        }
    });
    private volatile IdCounter ids = IdCounter.inMemory();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final LiveInstances live;
    /** Latency of every ended instance since start, in microseconds (recorded from every Kernel thread). */
    private final Latencies latencies = new Latencies();
    /** Which thread runs each task: the Kernel or the Invokers, as its runs prove quick or slow. */
    private final TaskPlacement placement = new TaskPlacement(this::taskMoved, () -> config.inline());
    private final TaskStats taskStats = new TaskStats(placement);
    /** Instances started per composition; each Kernel counts those it ends ({@link EndCounts}). */
    private final Map<String, java.util.concurrent.atomic.LongAdder> started = new ConcurrentHashMap<>();
    private final java.util.List<EndCounts> endCounts = new java.util.concurrent.CopyOnWriteArrayList<>();

    public EngineCore(Config config) {
        this(config, pool -> Thread::new);
    }

    /**
     * @param threads the thread factory of each pool ({@code kernel}, {@code invoker}); a pool
     *                monitor's factories make the threads count themselves
     */
    public EngineCore(Config config, java.util.function.Function<String, ThreadFactory> threads) {
        this.config = config;
        this.live = new LiveInstances(config.maxInFlight());
        this.threadFactories = threads;
        this.kernels = new Kernel[0];
        timers = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "timers");
            t.setDaemon(true);
            return t;
        });
        invokers = new Invokers(this, threads.apply("invoker"));
        resize(config.kernelThreads(), config.invokerThreads());
        Thread w = new Thread(watchdog, "watchdog");
        w.setDaemon(true);
        w.start();
    }

    /** Watches the Kernels' runs: moves what blocks them to the Invokers, reports what stalls them. */
    private final KernelWatchdog watchdog = new KernelWatchdog(() -> running, () -> config.inline(), placement,
            (text, stack) -> {
                System.err.println("tutti: stall: " + text + "\n" + stack);
                this.changes.changed("stall", text, stack);
            });
    /** Told of the engine's own changes (a task that moved, a stall): the change stream's log, once a server has one. */
    private volatile Changes changes = (kind, text, detail) -> { };

    /** Hears the engine's own changes. */
    @FunctionalInterface
    public interface Changes {
        /**
         * @param kind   {@code task} (a task moved between the Kernel and the Invokers) or {@code stall}
         *               (a Kernel held by one run past the stall limit)
         * @param detail more than the text says (a stall's stack), or null
         */
        void changed(String kind, String text, String detail);
    }

    /** Tells the engine's own changes as they happen (one listener: the server's change log). */
    public void onChange(Changes listener) {
        changes = listener;
    }

    /** A task moved between the Kernel and the Invokers: in the log and the change stream. */
    private void taskMoved(tutti.runtime.CompiledComposition c, String task, String where, String why) {
        String text = "task '" + task + "' of " + c.name() + " " + c.version() + " runs on the "
                + (where.equals("kernel") ? "Kernel" : "Invokers") + " from now on: " + why;
        System.err.println("tutti: " + text);
        changes.changed("task", text, null);
    }

    /** Stalls the watchdog reported since the engine started. */
    public int stallsReported() {
        return watchdog.stallsReported();
    }

    /**
     * Changes the pool sizes while instances run. New Kernels take new instances at once; a
     * Kernel that is let go keeps the instances it owns until they end, so none moves between
     * threads mid-way.
     */
    public synchronized void resize(int kernelCount, int invokerCount) {
        Config next = new Config(kernelCount, invokerCount, config.maxInFlight(), config.inline());
        Kernel[] current = kernels;
        if (kernelCount > current.length) {
            Kernel[] grown = java.util.Arrays.copyOf(current, kernelCount);
            for (int i = current.length; i < kernelCount; i++) {
                grown[i] = new Kernel(kernelContext);
                running.add(grown[i]);
                Thread t = threadFactories.apply("kernel").newThread(grown[i]);
                t.setName("kernel-" + kernelNumbers.getAndIncrement());
                t.setDaemon(true);
                kernelThreads.add(t);
                t.start();
            }
            kernels = grown;
        } else if (kernelCount < current.length) {
            kernels = java.util.Arrays.copyOf(current, kernelCount);
            for (int i = kernelCount; i < current.length; i++) {
                current[i].retire();
            }
        }
        invokers.resize(invokerCount, kernelCount);
        config = next;
    }

    public Config config() {
        return config;
    }

    /**
     * Numbers the next instances from {@code first} on. Replicas behind one front each get their
     * own range, so an id alone tells the front where an instance runs.
     */
    public void numberInstancesFrom(long first) {
        ids.set(first - 1);
    }

    /** Counts ids in {@code counter} from now on, from where they are; before the first instance starts. */
    public void countIdsIn(IdCounter counter) {
        counter.set(ids.last());
        ids = counter;
    }

    public Deployments deployments() {
        return deployments;
    }

    /**
     * What {@link #begin(StartRequest)} accepted: the (first) instance's id and how many started,
     * at once; {@code accepted} once that is for good (on disk, when the engine keeps a journal and
     * the request waits for it; it fails with a {@link JournalFailure} when the journal cannot
     * write); the result when the one instance ends (null when the request has its own listener).
     */
    public record Started(long id, int count, CompletableFuture<Void> accepted, CompletableFuture<InstanceResult> result) {
    }

    /** Acceptance without a journal: at once. */
    static final CompletableFuture<Void> ACCEPTED = CompletableFuture.completedFuture(null);

    /** Where instances are journaled, from recovery on; null when the engine keeps none. */
    private volatile tutti.engine.journal.Journal journal;

    /**
     * Starts what the request asks: every way in (a client's start, a batch, a sub-composition)
     * comes through here.
     *
     * @throws IllegalArgumentException when the inputs are wrong, naming them
     * @throws EngineOverloadedException when the engine has no place for even one instance
     */
    public Started begin(StartRequest request) throws UnknownCompositionException, EngineOverloadedException {
        CompiledComposition c = deployed(request.composition(), request.version());
        refuseWhileJournalFails();
        int k = takePlaces(config.maxInFlight(), request.most());
        CompletableFuture<InstanceResult> result = request.whenEnded() == null ? new CompletableFuture<>() : null;
        java.util.function.Consumer<InstanceResult> whenEnded = result != null ? result::complete : request.whenEnded();
        return k == 1 ? beginOne(c, request, whenEnded, result) : beginMany(c, request, k, whenEnded);
    }

    private Started beginOne(CompiledComposition c, StartRequest request, java.util.function.Consumer<InstanceResult> whenEnded,
            CompletableFuture<InstanceResult> result) {
        Instance instance = newInstance(c, request.inputs(), 1);
        started(c.name()).increment();
        Kernel kernel = kernelForNew(instance.id());
        boolean journaled = journal != null;
        InstanceRecord record = new InstanceRecord(instance, whenEnded, System.nanoTime(), kernel,
                journaled ? request.inputs() : null, journaled && request.acknowledged() ? new CompletableFuture<>() : ACCEPTED);
        record.resultOutputs = request.outputs();
        live.put(record);
        kernel.start(record);
        return new Started(instance.id(), 1, record.accepted, result);
    }

    /**
     * Instances of one request take their places at once, are counted and timed from the same
     * moment, and reach each Kernel as one event: per instance, a place taken against the Kernels'
     * ends, a read of the clock and a hand-over were most of a batch starter's time, and the
     * starter shares the cores with the Kernels.
     */
    private Started beginMany(CompiledComposition c, StartRequest request, int k,
            java.util.function.Consumer<InstanceResult> whenEnded) {
        Map<String, Object> inputs = request.inputs();
        Kernel[] assignable = kernels;
        InstanceRecord[][] byKernel = new InstanceRecord[assignable.length][];
        int[] counts = new int[assignable.length];
        long now = System.nanoTime();
        long first = -1;
        for (int j = 0; j < k; j++) {
            Instance instance = newInstance(c, inputs, k);
            first = j == 0 ? instance.id() : first;
            int kernel = kernelIndex(instance.id(), assignable);
            InstanceRecord r = new InstanceRecord(instance, whenEnded, now, assignable[kernel], journal != null ? inputs : null,
                    ACCEPTED);
            r.resultOutputs = request.outputs();
            if (byKernel[kernel] == null) {
                byKernel[kernel] = new InstanceRecord[k]; // ids other starters take meanwhile may break the round
            }
            byKernel[kernel][counts[kernel]++] = r;
        }
        started(c.name()).add(k);
        for (int kernel = 0; kernel < assignable.length; kernel++) {
            for (int j = 0; j < counts[kernel]; j++) {
                live.put(byKernel[kernel][j]);
            }
            if (counts[kernel] > 0) {
                assignable[kernel].start(byKernel[kernel], counts[kernel]);
            }
        }
        return new Started(first, k, ACCEPTED, null);
    }

    /** While the journal cannot write, nothing that would need it is taken: the client hears why (507). */
    private void refuseWhileJournalFails() {
        tutti.engine.journal.Journal j = journal;
        java.io.IOException failure = j == null ? null : j.failure();
        if (failure != null) {
            throw new JournalFailure(failure);
        }
    }

    /** A new instance of {@code c} with these inputs; wrong inputs give back the {@code places} taken for it (and its batch). */
    private Instance newInstance(CompiledComposition c, Map<String, Object> inputs, int places) {
        Instance instance = c.newInstance(ids.next());
        try {
            instance.setInputs(inputs);
        } catch (RuntimeException e) {
            inFlight.addAndGet(-places);
            throw e;
        }
        return instance;
    }

    /** The newest (or the named) version of a deployed composition. */
    private CompiledComposition deployed(String name, String version) throws UnknownCompositionException {
        CompiledComposition c = deployments.find(name, version);
        if (c == null) {
            throw new UnknownCompositionException("no composition " + name + (version == null ? "" : " " + version)
                    + " is deployed (deployed: " + deployments.all().stream().map(x -> x.name() + " " + x.version()).toList() + ")");
        }
        return c;
    }

    /**
     * Counts up to {@code most} more instances in flight, never beyond the limit, not even for a
     * moment (gauges read this count): how many, at least one.
     */
    private int takePlaces(int max, int most) throws EngineOverloadedException {
        int n;
        int k;
        do {
            n = inFlight.get();
            k = Math.min(most, max - n);
            if (k <= 0) {
                throw new EngineOverloadedException("the engine has " + max + " instances in flight; retry later");
            }
        } while (!inFlight.compareAndSet(n, n + k));
        return k;
    }

    /**
     * Delivers a message to a running instance: the answer is true once the instance has it (on
     * disk, with a journal; a {@link JournalFailure} when that cannot be written), false when no
     * such instance is running.
     */
    public CompletableFuture<Boolean> deliver(long instanceId, String name, Object payload) {
        try {
            refuseWhileJournalFails();
        } catch (JournalFailure e) {
            return CompletableFuture.failedFuture(e);
        }
        InstanceRecord r = live.get(instanceId);
        if (r == null || r.instance.ended()) {
            return CompletableFuture.completedFuture(false);
        }
        CompletableFuture<Boolean> ack = new CompletableFuture<>();
        r.kernel.message(instanceId, name, payload, ack);
        return ack;
    }

    /** Sends a message to a running instance; false when no such instance is running. */
    public boolean message(long instanceId, String name, Object payload) {
        InstanceRecord r = live.get(instanceId);
        if (r == null || r.instance.ended()) {
            return false;
        }
        r.kernel.message(instanceId, name, payload);
        return true;
    }

    /**
     * Throws a signal: every running instance whose Receive waits for {@code name} now takes
     * {@code payload}, as a message. Answers how many took it; nothing is kept for later.
     */
    public CompletableFuture<Integer> signal(String name, Object payload) {
        CompletableFuture<Integer> total = CompletableFuture.completedFuture(0);
        for (Kernel k : running) {
            total = total.thenCombine(k.signal(name, payload), Integer::sum);
        }
        return total;
    }

    /** The reason a task execution that threw fails for: the task and line, with advice when the heap is full. */
    static String executionFailure(tutti.runtime.Instance i, int task, Throwable e) {
        return tutti.runtime.TaskFailure.describe(i.composition(), task, e) + outOfMemoryAdvice(e);
    }

    /**
     * An instance whose navigation threw fails, with the task and line when a task's result was
     * being taken (task >= 0): out of memory fails this instance, not its Kernel and all it owns.
     */
    static void navigationFailed(tutti.runtime.Instance i, int task, Throwable e) {
        i.fail(task >= 0 ? executionFailure(i, task, e)
                : "navigation failed: " + e.getClass().getSimpleName() + ": " + e.getMessage() + outOfMemoryAdvice(e));
    }

    /** What to do about running out of memory, said after a failure's reason; "" for other failures. */
    static String outOfMemoryAdvice(Throwable e) {
        return e instanceof OutOfMemoryError ? " (the engine's heap is full: give it more, e.g. -Xmx2g or the Studio's "
                + "Preferences > Tutti > Local engine, or keep fewer instances in flight)" : "";
    }

    private java.util.concurrent.atomic.LongAdder started(String composition) {
        return started.computeIfAbsent(composition, n -> new java.util.concurrent.atomic.LongAdder());
    }

    /** Per composition: instances started, completed, failed and cancelled since start. */
    public Map<String, long[]> instanceCounts() {
        Map<String, long[]> out = new java.util.TreeMap<>();
        for (EndCounts k : endCounts) { // the ends first: an instance counted as ended is counted as started then
            k.addTo(out);
        }
        started.forEach((name, n) -> out.computeIfAbsent(name, k -> new long[4])[0] = n.sum());
        return out;
    }

    /** Instances with latency at most {@code bound} microseconds, for each bound; then the count and the sum. */
    public long[] latencyBuckets(long[] boundsMicros) {
        org.HdrHistogram.Histogram copy = latencies.copy();
        long[] out = new long[boundsMicros.length + 2];
        for (int b = 0; b < boundsMicros.length; b++) {
            out[b] = copy.getCountBetweenValues(0, boundsMicros[b]);
        }
        out[boundsMicros.length] = copy.getTotalCount();
        out[boundsMicros.length + 1] = (long) (copy.getMean() * copy.getTotalCount());
        return out;
    }

    /** Every latency so far (microseconds), copied: a stream subtracts the previous copy for a period's percentiles. */
    public org.HdrHistogram.Histogram latencies() {
        return latencies.copy();
    }

    /** Per task: executions, failures and time on the Invokers. */
    public TaskStats taskStats() {
        return taskStats;
    }

    /** Events waiting in the Kernel queues and tasks waiting for an Invoker. */
    public int[] queueLengths() {
        int kernel = 0;
        for (Kernel k : kernels) {
            kernel += k.queued();
        }
        return new int[] {kernel, invokers.queued()};
    }

    /** The messages a running instance waits for, or null (in the future) when it is not running. */
    public CompletableFuture<java.util.List<String>> waitingFor(long instanceId) {
        return kernelFor(instanceId).waitingFor(instanceId);
    }

    public int inFlight() {
        return inFlight.get();
    }

    // ----- the journal and recovery -----

    /** The journal instances are written to, or null when the engine keeps none. */
    public tutti.engine.journal.Journal journal() {
        return journal;
    }

    /** From now on instances are journaled (recovery calls this once it has read the journal); closed with the core. */
    void attach(tutti.engine.journal.Journal j) {
        this.journal = j;
    }

    /** New instances are numbered above every id the journal holds, so that no id is given twice. */
    void idsAbove(long highest) {
        ids.atLeast(highest);
    }

    /** The highest id given so far. */
    long lastId() {
        return ids.last();
    }

    /** The Kernel a new instance with this id goes to. */
    Kernel kernelForNew(long id) {
        Kernel[] assignable = kernels;
        return assignable[kernelIndex(id, assignable)];
    }

    /** Which of {@code assignable} a new instance goes to: spread by id; from then on it stays with that Kernel. */
    private static int kernelIndex(long id, Kernel[] assignable) {
        return (int) (id % assignable.length);
    }

    /** A running instance's record, from acceptance until its end is given; null otherwise. */
    InstanceRecord live(long id) {
        return live.get(id);
    }

    /** Whether an instance is running here (compaction keeps its records). */
    boolean isLive(long id) {
        return live.get(id) != null;
    }

    /** The lowest id of an instance running here, Long.MAX_VALUE when none is (compaction deletes what is older unread). */
    long oldestLive() {
        return live.oldest();
    }

    /** A recovered instance runs here again, on the Kernel chosen for it. */
    void adopt(InstanceRecord r, Recovery.Resume resume) {
        inFlight.incrementAndGet();
        started(r.instance.composition().name()).increment();
        live.put(r);
        r.kernel.recovered(r, resume);
    }

    /** The Kernel that owns a running instance; a retired one that drops its late events when it has ended. */
    Kernel kernelFor(long id) {
        InstanceRecord r = live.get(id);
        return r != null ? r.kernel : NOWHERE;
    }

    /** {@link #kernelFor(long)} of a running instance, from the record it carries: no lookup by id. */
    Kernel kernelOf(Instance instance) {
        return instance.ended() ? NOWHERE : InstanceRecord.of(instance).kernel;
    }

    /** The engine as its Kernels see it: what they need, not the engine's public face. */
    private final KernelContext kernelContext = new KernelContext() {
        @Override
        public Invokers invokers() {
            return invokers;
        }

        @Override
        public TaskPlacement placement() {
            return placement;
        }

        @Override
        public TimerQueue timers() {
            return timerTasks;
        }

        @Override
        public void schedule(long delayMillis, Runnable action) {
            EngineCore.this.schedule(delayMillis, action);
        }

        @Override
        public TaskStats taskStats() {
            return taskStats;
        }

        @Override
        public Latencies.Recorder latencyRecorder() {
            return latencies.recorder();
        }

        @Override
        public EndCounts endCounts() {
            EndCounts counts = new EndCounts();
            endCounts.add(counts);
            return counts;
        }

        @Override
        public InstanceRecord live(long id) {
            return EngineCore.this.live(id);
        }

        @Override
        public java.util.List<InstanceRecord> live() {
            return live.all();
        }

        @Override
        public tutti.engine.journal.Journal journal() {
            return journal;
        }

        @Override
        public void ended(InstanceRecord r, Latencies.Recorder latency, EndCounts outcomes) {
            EngineCore.this.ended(r, latency, outcomes);
        }

        @Override
        public void kernelEnded(Kernel k) {
            running.remove(k);
        }
    };

    /** Receives events for instances that have ended: they are dropped, as a Kernel would. */
    private final Kernel NOWHERE = new Kernel(kernelContext, true);

    TaskPlacement placement() {
        return placement;
    }

    /** Timer tasks waiting now. */
    public int timersWaiting() {
        return timerTasks.size();
    }

    /** How late Timer tasks fired so far (milliseconds after their time), copied. */
    public org.HdrHistogram.Histogram timerLateness() {
        return timerTasks.lateness();
    }

    HttpCalls http() {
        return http;
    }

    /**
     * Tells the engine its address as called services reach it, so asynchronous HTTP calls carry
     * a callback address (the HTTP layer sets it once it listens).
     */
    public void useCallbacks(CallbackAddresses addresses) {
        this.callbacks = addresses;
    }

    /**
     * Makes the signals this engine's tasks throw go to its front, which hands them to every
     * replica (this one included): the engine a signal reaches is the front and all its replicas.
     */
    public void throwSignalsThrough(java.net.URI front, String token) {
        this.signalFront = front;
        this.signalAuthorization = "Bearer " + token;
    }

    /** A signal a task threw: to the front where there is one, else to this engine's instances. */
    void thrown(long instanceId, String name, Object payload) {
        java.net.URI front = signalFront;
        if (front == null) {
            signal(name, payload);
            return;
        }
        String url = front.resolve("/signals/" + java.net.URLEncoder.encode(name, java.nio.charset.StandardCharsets.UTF_8)
                .replace("+", "%20")).toString();
        http.call("POST", url, payload == null ? null : tutti.runtime.Json.of(payload), 10_000, instanceId, null,
                signalAuthorization).whenComplete((answer, failure) -> {
                    if (failure != null) {
                        // The front could not be reached: the replica's own instances still get it, and the log says so.
                        System.err.println("tutti: signal " + name + " thrown by instance " + instanceId
                                + " reached only this replica: the front at " + front + " failed: " + failure.getMessage());
                        signal(name, payload);
                    }
                });
    }

    /** The address a service sends this instance's callback to, or null when the engine has none. */
    String callbackUrl(long instanceId, String message) {
        CallbackAddresses c = callbacks;
        return c == null ? null : c.url(instanceId, message);
    }

    void schedule(long delayMillis, Runnable action) {
        if (delayMillis <= 0) {
            action.run();
        } else {
            timers.schedule(action, delayMillis, TimeUnit.MILLISECONDS);
        }
    }

    /** On the Kernel thread, once an instance has ended, with that thread's latency recorder and counts of ends. */
    void ended(InstanceRecord r, Latencies.Recorder latency, EndCounts outcomes) {
        Instance i = r.instance;
        inFlight.decrementAndGet();
        InstanceOutcome outcome = i.lifecycle().outcome();
        long nanos = System.nanoTime() - r.startNanos;
        latency.record(nanos / 1000);
        outcomes.ended(i.composition().name(), switch (outcome.state()) {
            case COMPLETED -> 0;
            case FAILED -> 1;
            default -> 2;
        });
        Map<String, Object> outputs = r.resultOutputs && outcome.state() == tutti.runtime.InstanceState.COMPLETED
                ? i.outputs() : Map.of();
        i.markEnded();
        try {
            r.whenEnded.accept(new InstanceResult(i.id(), i.composition().name(), i.composition().version(), outcome, outputs,
                    nanos));
        } catch (RuntimeException e) {
            // The Kernel and its other instances go on; the instance has ended all the same.
            System.err.println("tutti: whoever waited for the end of instance " + i.id() + " failed on it: " + e);
        }
        // Only now: whoever keeps ended instances (the API's recent results) has them, so a request
        // for this id finds the instance either running or ended, never neither.
        live.remove(r);
    }

    @Override
    public void close() {
        watchdog.stop();
        for (Kernel k : kernels) {
            k.stop();
        }
        invokers.resize(0, 0);
        timers.shutdownNow();
        timerTasks.close();
        http.close();
        for (Thread t : kernelThreads) {
            if (!t.isAlive()) {
                continue;
            }
            try {
                t.join(5000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        tutti.engine.journal.Journal j = journal;
        if (j != null) {
            try {
                j.close(); // after the Kernels: they hand their last records over as they stop
            } catch (java.io.IOException e) {
                System.err.println("tutti: journal: " + e.getMessage());
            }
        }
    }
}
