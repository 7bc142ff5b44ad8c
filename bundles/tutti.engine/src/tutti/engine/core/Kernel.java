package tutti.engine.core;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedTransferQueue;

import tutti.runtime.Instance;
import tutti.runtime.InstanceOutcome;
import tutti.runtime.InstanceState;
import tutti.runtime.Navigator;
import tutti.runtime.TaskFailure;

/**
 * One Kernel thread: it owns a partition of the instances (by id) and is the only thread that
 * navigates them, so navigation needs no locks. Everything reaches it as an event on its queue.
 */
final class Kernel implements Navigator, Runnable {

    /** What the Kernel keeps per instance, touched by its thread only. */
    static final class Record {
        final Instance instance;
        final CompletableFuture<InstanceResult> result;
        final long startNanos;
        /** Receive executions waiting, by message name: {task, element}, one array shared by a Receive's names. */
        final Map<String, int[]> waiting = new HashMap<>();
        final Map<String, ArrayDeque<Object>> mailbox = new HashMap<>();
        /** The Kernel that navigates the instance. */
        final Kernel kernel;

        Record(Instance instance, CompletableFuture<InstanceResult> result, long startNanos, Kernel kernel) {
            this.instance = instance;
            this.result = result;
            this.startNanos = startNanos;
            this.kernel = kernel;
        }
    }

    private sealed interface Event {
    }

    private record Start(Record record) implements Event {
    }

    private record Completed(long id, int task, int element) implements Event {
    }

    private record Delivered(long id, int task, int element, Object payload) implements Event {
    }

    /** A task execution failed: retried, its failure flows taken, or the instance fails. */
    private record Failed(long id, int task, int element, String reason, String code) implements Event {
    }

    /** A task's timeout is due, for its run {@code generation}. */
    private record TimedOut(long id, int task, int generation) implements Event {
    }

    /** A failed execution's back-off is over: it runs again. */
    private record Retry(long id, int task, int element) implements Event {
    }

    private record Message(long id, String name, Object payload) implements Event {
    }

    private record Await(long id, int task, int element, String[] names) implements Event {
    }

    /** A signal: every instance of this Kernel waiting for it takes it; {@code taken} counts them. */
    private record Signal(String name, Object payload, CompletableFuture<Integer> taken) implements Event {
    }

    private record Stop() implements Event {
    }

    /** Asks which messages a running instance waits for; answered on the Kernel thread, which owns the instance. */
    private record Inspect(long id, CompletableFuture<java.util.List<String>> answer) implements Event {
    }

    private record Retire() implements Event {
    }

    private final LinkedTransferQueue<Event> queue = new LinkedTransferQueue<>();
    private final Map<Long, Record> instances = new HashMap<>();
    private final EngineCore core;
    private boolean retired;
    /** This Kernel thread's latency recorder and task statistics, while it runs. */
    private Latencies.Recorder latency;
    private TaskStats.KernelCounts counts;

    /** A Kernel that drops what it is sent: where events for ended instances go. */
    private final boolean discard;

    Kernel(EngineCore core) {
        this(core, false);
    }

    Kernel(EngineCore core, boolean discard) {
        this.core = core;
        this.discard = discard;
    }

    private void post(Event e) {
        if (!discard) {
            queue.add(e);
        }
    }

    void start(Record r) {
        post(new Start(r));
    }

    void completed(long id, int task, int element) {
        post(new Completed(id, task, element));
    }

    void delivered(long id, int task, int element, Object payload) {
        post(new Delivered(id, task, element, payload));
    }

    void failed(long id, int task, int element, String reason, String code) {
        post(new Failed(id, task, element, reason, code));
    }

    void timedOut(long id, int task, int generation) {
        post(new TimedOut(id, task, generation));
    }

    private void retry(long id, int task, int element) {
        post(new Retry(id, task, element));
    }

    void message(long id, String name, Object payload) {
        post(new Message(id, name, payload));
    }

    void await(long id, int task, int element, String[] names) {
        post(new Await(id, task, element, names));
    }

    /** Hands a signal to this Kernel's instances that wait for it; answers how many took it. */
    CompletableFuture<Integer> signal(String name, Object payload) {
        CompletableFuture<Integer> taken = new CompletableFuture<>();
        if (discard) {
            taken.complete(0);
        } else {
            post(new Signal(name, payload, taken));
        }
        return taken;
    }

    void stop() {
        post(new Stop());
    }

    /** The messages a running instance's Receives wait for (sorted); null when it is not running here. */
    CompletableFuture<java.util.List<String>> waitingFor(long id) {
        CompletableFuture<java.util.List<String>> answer = new CompletableFuture<>();
        if (discard) {
            answer.complete(null);
        } else {
            post(new Inspect(id, answer));
        }
        return answer;
    }

    /** Takes no new instances (the core stops giving any) and ends once its own have ended. */
    void retire() {
        post(new Retire());
    }

    int queued() {
        return queue.size();
    }

    @Override
    public void run() {
        latency = core.latencyRecorder();
        counts = core.taskStats().newKernel();
        try {
            loop();
        } finally {
            latency.finish();
            core.kernelEnded(this);
            answerLeftQuestions();
        }
    }

    private void loop() {
        TimerQueue timers = core.timers();
        int events = 0;
        while (true) {
            Event e;
            try {
                if (retired && instances.isEmpty()) {
                    // An instance handed over just before the retirement may still be on its way.
                    e = queue.poll(1, java.util.concurrent.TimeUnit.SECONDS);
                    if (e == null) {
                        return;
                    }
                } else {
                    e = StageQueue.take(queue);
                }
            } catch (InterruptedException ex) {
                cancelAll("the engine stopped");
                return;
            }
            if (e instanceof Stop) {
                cancelAll("the engine stopped");
                return;
            }
            if ((++events & 15) == 0) {
                // Every 16 events (microseconds apart under load): the clock is read only this often.
                timers.fireDue();
            }
            if (e instanceof Retire) {
                retired = true;
            } else if (e instanceof Signal sig) {
                broadcast(sig);
            } else if (e instanceof Inspect in) {
                Record r = instances.get(in.id);
                in.answer.complete(r == null ? null : r.waiting.keySet().stream().sorted().toList());
            } else {
                handle(e);
            }
        }
    }

    /** Questions that came after the loop ended are answered as for a Kernel with no instances, so no caller waits forever. */
    private void answerLeftQuestions() {
        for (Event e; (e = queue.poll()) != null; ) {
            if (e instanceof Signal sig) {
                sig.taken.complete(0);
            } else if (e instanceof Inspect in) {
                in.answer.complete(null);
            }
        }
    }

    private void handle(Event e) {
        Record r = switch (e) {
            case Start s -> {
                instances.put(s.record.instance.id(), s.record);
                yield s.record;
            }
            case Completed c -> instances.get(c.id);
            case Delivered d -> instances.get(d.id);
            case Failed f -> instances.get(f.id);
            case Retry t -> instances.get(t.id);
            case TimedOut t -> instances.get(t.id);
            case Message m -> instances.get(m.id);
            case Await a -> instances.get(a.id);
            case Stop s -> null;
            case Retire s -> null;
            case Inspect s -> null;
            case Signal s -> null;
        };
        if (r == null) {
            return; // the instance ended meanwhile; late results are dropped on purpose
        }
        Instance i = r.instance;
        int task = -1; // the task whose result is being taken, to name it if that fails
        try {
            switch (e) {
                case Start s -> {
                    i.lifecycle().moveTo(InstanceState.RUNNING);
                    i.start(this);
                }
                case Completed c -> {
                    task = c.task;
                    i.completed(c.task, c.element, this);
                }
                case Delivered d -> {
                    task = d.task;
                    i.deliver(d.task, d.element, d.payload);
                    i.completed(d.task, d.element, this);
                }
                case Failed f -> {
                    task = f.task;
                    long backoff = i.taskFailed(f.task, f.element, f.reason, f.code, this);
                    if (backoff >= 0) {
                        core.schedule(backoff, () -> retry(f.id, f.task, f.element));
                    }
                }
                case Retry t -> ready(i, t.task, t.element);
                case TimedOut t -> {
                    task = t.task;
                    i.timedOut(t.task, t.generation, this);
                }
                case Message m -> {
                    int[] waiter = take(r, m.name);
                    if (waiter == null) {
                        r.mailbox.computeIfAbsent(m.name, n -> new ArrayDeque<>()).add(m.payload);
                    } else {
                        task = waiter[0];
                        i.deliverMessage(waiter[0], waiter[1], m.name, m.payload);
                        i.completed(waiter[0], waiter[1], this);
                    }
                }
                case Await a -> {
                    task = a.task;
                    if (!takeQueued(r, a)) {
                        int[] waiter = {a.task, a.element};
                        for (String name : a.names) {
                            r.waiting.put(name, waiter);
                        }
                    }
                }
                case Stop s -> { }
                case Retire s -> { }
                case Inspect s -> { }
                case Signal s -> { }
            }
        } catch (RuntimeException | VirtualMachineError ex) {
            // Out of memory while navigating fails this instance, not the Kernel and all it owns.
            i.fail((task >= 0 ? TaskFailure.describe(i.composition(), task, ex)
                    : "navigation failed: " + ex.getClass().getSimpleName() + ": " + ex.getMessage())
                    + EngineCore.outOfMemoryAdvice(ex));
        }
        if (i.lifecycle().state().isTerminal()) {
            instances.remove(i.id());
            core.ended(r, latency);
        }
    }

    /** The waiter of a message name, no longer waiting for any of its Receive's other names; null when none waits. */
    private static int[] take(Record r, String name) {
        int[] waiter = r.waiting.remove(name);
        if (waiter != null && r.waiting.size() > 0) {
            r.waiting.values().removeIf(w -> w == waiter);
        }
        return waiter;
    }

    /** A Receive takes a message that came before it waited, the first of its names in order that has one. */
    private boolean takeQueued(Record r, Await a) {
        for (String name : a.names) {
            ArrayDeque<Object> queued = r.mailbox.get(name);
            if (queued != null && !queued.isEmpty()) {
                r.instance.deliverMessage(a.task, a.element, name, queued.poll());
                r.instance.completed(a.task, a.element, this);
                return true;
            }
        }
        return false;
    }

    /**
     * A signal reaches the instances waiting for it now. Signals are rare next to instances, so
     * the Kernel looks through its instances rather than keep an index that every Receive would pay for.
     */
    private void broadcast(Signal sig) {
        java.util.List<Record> waiters = new java.util.ArrayList<>();
        for (Record r : instances.values()) {
            if (r.waiting.containsKey(sig.name)) {
                waiters.add(r);
            }
        }
        for (Record r : waiters) {
            int[] waiter = take(r, sig.name);
            Instance i = r.instance;
            try {
                i.deliverMessage(waiter[0], waiter[1], sig.name, sig.payload);
                i.completed(waiter[0], waiter[1], this);
            } catch (RuntimeException ex) {
                i.fail(TaskFailure.describe(i.composition(), waiter[0], ex));
            }
            if (i.lifecycle().state().isTerminal()) {
                instances.remove(i.id());
                core.ended(r, latency);
            }
        }
        sig.taken.complete(waiters.size());
    }

    private void cancelAll(String reason) {
        for (Record r : instances.values()) {
            if (!r.instance.lifecycle().state().isTerminal()) {
                r.instance.lifecycle().end(InstanceOutcome.cancelled(reason));
            }
            core.ended(r, latency);
        }
        instances.clear();
    }

    // ----- Navigator: called on this thread while navigating -----

    @Override
    public void ready(Instance instance, int task, int element) {
        core.taskStats().executed(counts, instance, task);
        core.invokers().submit(instance, task, element);
    }

    @Override
    public void timeout(Instance instance, int task, int generation, long dueEpochMillis) {
        // Negative elements mark timeouts in the timer queue: -1 - the run's generation.
        core.timers().schedule(dueEpochMillis, instance.id(), task, -1 - generation);
    }

    @Override
    public void fired(Instance instance, int task, int flow) {
        core.taskStats().fired(counts, instance, task, flow);
    }

    @Override
    public void finished(Instance instance) {
        try {
            instance.outputs();
            instance.lifecycle().end(InstanceOutcome.completed());
        } catch (IllegalStateException e) {
            instance.fail(e.getMessage());
        }
    }
}
