package tutti.engine.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Map;
import java.util.concurrent.ThreadFactory;

import tutti.runtime.CompiledComposition;
import tutti.runtime.Instance;
import tutti.runtime.Invocations;
import tutti.runtime.TaskFailure;

/**
 * The Invoker stage: threads that run the work of tasks that call out (and of snippets too slow
 * for a Kernel, see {@link TaskPlacement}) and hand results back to the owning Kernel. Nothing
 * here touches navigation state.
 */
final class Invokers implements Invocations {

    /**
     * Executions one Kernel handed over together, {@code executions[from, to)}. The Invoker that
     * takes it claims them one at a time, and an idle Invoker may take the rest ({@link #rest}):
     * each execution is claimed once. Whoever runs them gathers the completed ones at the front of
     * what it claimed and hands them back together.
     */
    private static final class Batch {
        private static final VarHandle NEXT;

        static {
            try {
                NEXT = MethodHandles.lookup().findVarHandle(Batch.class, "next", int.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        final KernelEvent.Execution[] executions;
        final int from;
        final int to;
        /** The next execution not claimed yet. */
        @SuppressWarnings("unused") // through NEXT
        private volatile int next;

        Batch(KernelEvent.Execution[] executions, int from, int to) {
            this.executions = executions;
            this.from = from;
            this.to = to;
            this.next = from;
        }

        /** For the Invoker running the batch: the next execution's index, or -1 when none is left. */
        int claim() {
            int k = (int) NEXT.getAndAdd(this, 1);
            return k < to ? k : -1;
        }

        /** The next execution not claimed yet: it moves as the batch's Invoker goes on. */
        int cursor() {
            return next;
        }

        /** For an idle Invoker: every execution not claimed yet, as a batch of its own; null when none is left. */
        Batch rest() {
            int k = (int) NEXT.getAndSet(this, to);
            return k < to ? new Batch(executions, k, to) : null;
        }
    }

    /** Executions handed over together at most: one queue pass each way for up to this many. */
    static final int BATCH = 16;
    /**
     * A run longer than this is slow: its task is handed over alone
     * ({@link TaskPlacement.Tasks#handedOverAlone}), and an idle Invoker takes the rest of a batch
     * whose Invoker has been on one execution this long ({@link Invoker#poll}).
     */
    static final long SHARE_AFTER_NANOS = 20_000;

    /**
     * An Invoker on one batch this long may be blocked (in a Java call): another may take work
     * beside it. Not shorter: a thread that the operating system preempted looks the same, and on a
     * small machine that happens for milliseconds at a time.
     */
    static final long BLOCKED_AFTER_NANOS = 1_000_000;

    private static final Batch STOP = new Batch(new KernelEvent.Execution[0], 0, 0);

    private final EngineCore core;
    /** Up to two batches may wait per Invoker at work before another is woken: it gets to them within microseconds. */
    private final InvokerQueue<Batch> queue = new InvokerQueue<>(b -> b.to - b.from, 2 * BATCH, BLOCKED_AFTER_NANOS);
    /** The Invoker threads running, for an idle one to look for a batch whose rest it may take. */
    private final java.util.List<Invoker> invokers = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final ThreadFactory factory;
    private final java.util.concurrent.atomic.AtomicInteger numbers = new java.util.concurrent.atomic.AtomicInteger();
    private int size;

    Invokers(EngineCore core, ThreadFactory factory) {
        this.core = core;
        this.factory = factory;
    }

    /**
     * Adds threads, or asks as many as there are too many to end after their current batch. At
     * most as many Invokers work at once as the processors the Kernels leave (at least one), more
     * only while some are on a call that may block: others took the cores the Kernels needed.
     */
    synchronized void resize(int count, int kernels) {
        queue.maxAtWork(Runtime.getRuntime().availableProcessors() - kernels);
        for (; size < count; size++) {
            Thread t = factory.newThread(new Invoker());
            t.setName("invoker-" + numbers.getAndIncrement());
            t.setDaemon(true);
            t.start();
        }
        for (; size > count; size--) {
            queue.add(STOP);
        }
    }

    synchronized int size() {
        return size;
    }

    /** Executions handed over and not taken yet. */
    int queued() {
        return queue.size();
    }

    /** For a Kernel about to wait: executions it handed over that wait still get an Invoker if those at work have blocked. */
    void nudge() {
        queue.nudge();
    }

    /**
     * Where one Kernel puts the executions it hands over, on its thread: they go to the Invokers
     * together when {@link #BATCH} are gathered, after a task whose runs are slow (so that nothing
     * waits behind it), and whenever the Kernel {@link #flush flushes} (every 16 events, and before
     * it waits for one). A hand-off per execution cost the Kernel a third of its time on the
     * invocation patterns, most of it waiting for the queue's cache line, which the Invokers read.
     */
    final class Outbox {
        private KernelEvent.Execution[] gathered;
        private int size;

        void add(KernelEvent.Execution x, boolean alone) {
            if (gathered == null) {
                gathered = new KernelEvent.Execution[BATCH];
            }
            gathered[size++] = x;
            if (size == BATCH || alone) {
                flush();
            }
        }

        void flush() {
            if (size > 0) {
                queue.add(new Batch(gathered, 0, size));
                gathered = null; // the Invoker now owns it: it writes the completed ones back into it
                size = 0;
            }
        }
    }

    /** For a Kernel thread: its own outbox. */
    Outbox outbox() {
        return new Outbox();
    }

    /** One Invoker thread and what it keeps between executions. */
    private final class Invoker implements Runnable, InvokerQueue.Elsewhere<Batch> {
        private static final int LATER = 0;
        private static final int COMPLETED = 1;
        private static final int FAILED = 2;

        /** The batch it runs, while it does. */
        private volatile Batch current;
        /** What this Invoker saw when it looked at the others' batches: each one's batch and cursor, and since when. */
        private Batch[] seen = new Batch[0];
        private int[] seenCursor = new int[0];
        private long[] seenSince = new long[0];

        /** Executions run so far: every {@link TaskStats#TIMED_ONE_IN}-th counts in the task statistics' time. */
        private int tick;
        /**
         * The executions of the batch run since the clock was read last, whose tasks go with others
         * ({@link TaskPlacement.Tasks#handedOverAlone}): timed together, not one by one. Reading the
         * clock after each execution was a fifth of the Invokers' samples on PatternSequential.
         */
        private final KernelEvent.Execution[] together = new KernelEvent.Execution[BATCH];
        private int togetherCount;
        /** Where tasks run, for the compositions this Invoker runs. */
        private final Recent<CompiledComposition, TaskPlacement.Tasks> placements = new Recent<>(core.placement()::of);
        /** Why the execution run last failed, and the failure's code, when it did. */
        private String failure;
        private String failureCode;

        @Override
        public void run() {
            invokers.add(this);
            try {
                while (true) {
                    Batch b;
                    try {
                        b = queue.take(this);
                    } catch (InterruptedException e) {
                        return;
                    }
                    if (b == STOP) {
                        return;
                    }
                    run(b);
                }
            } finally {
                invokers.remove(this);
                queue.leave();
            }
        }

        /**
         * The rest of a batch whose Invoker has been on one execution for at least
         * {@link #SHARE_AFTER_NANOS}, as far as this one's looks tell (it looks before it sleeps,
         * and every {@link InvokerQueue#RECHECK_NANOS} while it does); null when none has. Looked at
         * only that seldom: the batch's cursor is the line its Invoker writes per execution.
         */
        @Override
        public Batch poll() {
            Object[] others = invokers.toArray();
            if (seen.length != others.length) {
                seen = new Batch[others.length];
                seenCursor = new int[others.length];
                seenSince = new long[others.length];
            }
            long now = System.nanoTime();
            Batch rest = null;
            for (int i = 0; i < others.length; i++) {
                Batch b = others[i] == this ? null : ((Invoker) others[i]).current;
                int cursor = b == null ? 0 : b.cursor();
                if (b != seen[i] || cursor != seenCursor[i]) {
                    seen[i] = b;
                    seenCursor[i] = cursor;
                    seenSince[i] = now;
                } else if (rest == null && b != null && now - seenSince[i] >= SHARE_AFTER_NANOS) {
                    rest = b.rest();
                }
            }
            return rest;
        }

        @Override
        public boolean mayCome() {
            for (Invoker other : invokers) {
                if (other.current != null && other != this) {
                    return true;
                }
            }
            return false;
        }

        /** Runs a batch's executions in order and hands the completed ones back together. */
        private void run(Batch b) {
            KernelEvent.Execution[] xs = b.executions;
            Kernel kernel = xs[b.from].record().kernel; // one Kernel's outbox filled the batch
            int done = b.from; // completed executions are gathered at [from, done) ...
            int told = b.from; // ... and the Kernel has heard of [from, told)
            long stamp = System.nanoTime(); // when what has not been timed yet began
            current = b;
            for (int k; (k = b.claim()) >= 0; ) {
                // Completed ones are written at [from, done), below every index this Invoker claimed and
                // so below the rest another may have taken.
                KernelEvent.Execution x = xs[k];
                TaskPlacement.Tasks placement = placements.of(x.instance().composition());
                boolean sampled = TaskStats.timed(++tick);
                // A call that may move to the Kernel is timed run by run: its runs here decide ({@link TaskPlacement}).
                boolean proving = placement.proving(x.task());
                int outcome;
                if (sampled || proving || placement.handedOverAlone(x.task())) {
                    if (togetherCount > 0) {
                        stamp = ranTogether(stamp);
                    }
                    outcome = run(x);
                    long now = System.nanoTime();
                    ran(x, placement, now - stamp, sampled);
                    if (proving && outcome != FAILED) {
                        placement.ranProving(x.task(), now - stamp);
                    }
                    stamp = now;
                } else {
                    outcome = run(x);
                    together[togetherCount++] = x;
                    if (togetherCount == together.length) { // a batch holds no more; a guard, should that change
                        stamp = ranTogether(stamp);
                    }
                }
                if (outcome == COMPLETED) {
                    xs[done++] = x;
                } else if (outcome == FAILED) {
                    // What completed before it is told first: the Kernel hears of them in the order they ran.
                    if (done > told) {
                        kernel.completed(xs, told, done);
                        told = done;
                    }
                    kernel.failed(x.instance().id(), x.task(), x.element(), failure, failureCode);
                }
            }
            if (togetherCount > 0) {
                ranTogether(stamp);
            }
            current = null;
            if (done > told) {
                kernel.completed(xs, told, done);
            }
        }

        /**
         * The executions gathered in {@link #together} ran since {@code since}: one alone took that
         * time; of several that took long together, each task's next execution is timed on its own.
         * Gives the clock's reading, when what runs next begins.
         */
        private long ranTogether(long since) {
            long now = System.nanoTime();
            long nanos = now - since;
            if (togetherCount == 1) {
                KernelEvent.Execution x = together[0];
                placements.of(x.instance().composition()).ranOnInvokers(x.task(), nanos);
            } else if (nanos > SHARE_AFTER_NANOS) {
                for (int k = 0; k < togetherCount; k++) {
                    KernelEvent.Execution x = together[k];
                    placements.of(x.instance().composition()).ranLongAmongOthers(x.task());
                }
            }
            java.util.Arrays.fill(together, 0, togetherCount, null); // holds no ended instance
            togetherCount = 0;
            return now;
        }

        /** Runs one execution: {@link #COMPLETED}, {@link #LATER} (its result comes later, or its instance has ended), or {@link #FAILED}. */
        private int run(KernelEvent.Execution x) {
            Instance instance = x.instance();
            if (instance.ended()) {
                return LATER; // a terminate end or a failure elsewhere ended it: its other branches do nothing more
            }
            int task = x.task();
            try {
                return instance.execute(task, x.element(), Invokers.this) ? COMPLETED : LATER;
            } catch (Exception | LinkageError | AssertionError | VirtualMachineError e) {
                // Out of memory or stack is this execution's failure: the thread stays, and so do its other instances.
                failure = EngineCore.executionFailure(instance, task, e);
                failureCode = TaskFailure.code(e);
                core.taskStats().failed(instance.composition(), task, failure);
                return FAILED;
            }
        }

        /** An execution, timed on its own, took {@code nanos}: where its task's next ones go, and its statistics when sampled. */
        private void ran(KernelEvent.Execution x, TaskPlacement.Tasks placement, long nanos, boolean sampled) {
            placement.ranOnInvokers(x.task(), nanos);
            if (sampled) {
                TaskStats.Task stats = core.taskStats().of(x.instance().composition(), x.task());
                if (stats != null) {
                    stats.took(nanos);
                }
            }
        }
    }

    // ----- Invocations: called on an invoker thread while a task executes -----

    @Override
    public void awaitMessage(Instance instance, int task, String... messages) {
        core.kernelOf(instance).await(instance.id(), task, 0, messages);
    }

    @Override
    public void signal(Instance instance, String name, Object payload) {
        core.thrown(instance.id(), name, payload);
    }

    @Override
    public void loopback(Instance instance, int task, Object payload, long delayMillis, String message) {
        core.schedule(delayMillis, () -> core.kernelOf(instance).message(InstanceRecord.of(instance), message, payload));
    }

    @Override
    public void timer(Instance instance, int task, int element, long dueEpochMillis) {
        // Through the Kernel, which journals when it is due before it sets it.
        core.kernelOf(instance).timer(instance.id(), task, element, dueEpochMillis);
    }

    @Override
    public void subComposition(Instance instance, int task, int element, String name, String version,
            Map<String, Object> inputs) {
        Kernel parent = core.kernelOf(instance);
        try {
            core.begin(StartRequest.one(name, version, inputs).resultOnly()).result().whenComplete((result, error) -> {
                if (error != null) {
                    taskFailed(parent, instance, task, element, "task '" + instance.composition().tasks().get(task).name()
                            + "' failed: " + error.getMessage(), TaskFailure.code(error));
                } else if (result.outcome().state() != tutti.runtime.InstanceState.COMPLETED) {
                    taskFailed(parent, instance, task, element, "sub-composition " + name + " "
                            + result.outcome().state().name().toLowerCase() + ": " + result.outcome().reason(),
                            result.outcome().code());
                } else {
                    parent.delivered(instance.id(), task, element, result.outputs());
                }
            });
        } catch (UnknownCompositionException | EngineOverloadedException e) {
            taskFailed(parent, instance, task, element, "task '" + instance.composition().tasks().get(task).name()
                    + "' failed: " + e.getMessage(), "");
        }
    }

    @Override
    public void http(Instance instance, int task, int element, String method, String url, Object body, long timeoutMillis,
            String callbackMessage) {
        String callback = callbackMessage == null ? null : core.callbackUrl(instance.id(), callbackMessage);
        core.http().call(method, url, body, timeoutMillis, instance.id(), callback).whenComplete((response, error) -> {
            Kernel kernel = core.kernelOf(instance);
            String name = instance.composition().tasks().get(task).name();
            if (error != null) {
                taskFailed(kernel, instance, task, element, "task '" + name + "' failed: " + method + " " + url + ": "
                        + error.getMessage(), TaskFailure.code(error));
            } else if (callbackMessage == null) {
                kernel.delivered(instance.id(), task, element, response);
            }
        });
        // Asynchronous calls (callbackMessage set) are done once sent: their answer comes as a message.
    }

    /** A task that failed after it left the Invoker (its call or sub-composition): counted, then the instance is told. */
    private void taskFailed(Kernel kernel, Instance instance, int task, int element, String reason, String code) {
        core.taskStats().failed(instance.composition(), task, reason);
        kernel.failed(instance.id(), task, element, reason, code);
    }

    @Override
    public void reply(Instance instance, Map<String, Object> values) {
        // The instance keeps its reply; the HTTP layer answers the client from it.
    }
}
