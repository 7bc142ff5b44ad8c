package tutti.engine.core;

import java.util.concurrent.CompletableFuture;

import tutti.engine.core.KernelEvent.*;
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

    private final KernelQueue<KernelEvent> queue = new KernelQueue<>();
    /**
     * This Kernel's instances are the ones in the core's table of live instances whose record
     * names it (looked up by id; no table of its own to fill and empty per instance); this counts
     * them, for a retirement.
     */
    private int owned;
    private final KernelContext core;
    /** What this Kernel writes to the journal; null when the engine keeps none. */
    private KernelJournal journal;
    private boolean retired;
    /** The thread has left its loop: a question posted from now on is answered by whoever posts it. */
    private volatile boolean ended;
    /** This Kernel thread's latency recorder, its instances' outcome counters and task statistics, while it runs. */
    private Latencies.Recorder latency;
    private EndCounts outcomes;
    private TaskStats.KernelCounts counts;
    /** This Kernel's thread, while it runs. */
    private Thread thread;
    /** The message names a Receive run on this thread waits for, set while it runs (see {@link #runHere}). */
    private String[] awaiting;
    /** The executions this Kernel hands to the Invokers, gathered until it flushes them. */
    private Invokers.Outbox outbox;

    /** A Kernel that drops what it is sent: where events for ended instances go. */
    private final boolean discard;

    /**
     * Executions navigation made ready that run on this thread ({@link TaskPlacement}), as
     * {task, element} pairs in order; all of the instance being navigated, run right after it.
     */
    private int[] here = new int[64];
    private int hereNext;
    private int hereEnd;
    /** Runs on this thread so far: every {@link TaskStats#TIMED_ONE_IN}-th is timed. */
    private int hereRuns;
    /** Where tasks run, for the compositions this Kernel navigates. */
    private Recent<tutti.runtime.CompiledComposition, TaskPlacement.Tasks> placements;
    /** Ends an instance whose start the journal refused (made once: a start must not allocate it). */
    private final java.util.function.Consumer<InstanceRecord> ender = this::endIfOver;
    /** The task this Kernel runs now, for the watchdog. */
    private final KernelRun run = new KernelRun();

    /**
     * Executions one event may run on this thread; the rest of that moment go to the Invokers, so
     * that a loop of snippets that never ends keeps its instance busy, not the Kernel.
     */
    static final int RUNS_PER_EVENT = 256;

    Kernel(KernelContext core) {
        this(core, false);
    }

    Kernel(KernelContext core, boolean discard) {
        this.core = core;
        this.discard = discard;
    }

    private void post(KernelEvent e) {
        if (!discard) {
            queue.add(e);
        }
    }

    void start(InstanceRecord r) {
        post(new Start(r));
    }

    /** Instances started together, {@code rs[0, count)}, in this order. */
    void start(InstanceRecord[] rs, int count) {
        post(new Starts(rs, count));
    }

    /** A task execution of this instance completed (a Timer that is due). */
    void completed(InstanceRecord r, int task, int element) {
        post(new Execution(r, task, element));
    }

    /** From an Invoker: these executions of this Kernel's completed, in this order. */
    void completed(Execution[] done, int from, int to) {
        post(new Completions(done, from, to));
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
        post(new Message(id, name, payload, null, null));
    }

    /** A message from within the engine (an asynchronous loopback's answer) to an instance whose record the sender has. */
    void message(InstanceRecord r, String name, Object payload) {
        post(new Message(r.instance.id(), name, payload, null, r));
    }

    /** A message whose sender waits to hear that it reached the instance (true) or found it ended (false). */
    void message(long id, String name, Object payload, CompletableFuture<Boolean> ack) {
        if (discard) {
            ack.complete(false);
        } else {
            post(new Message(id, name, payload, ack, null));
        }
    }

    void timer(long id, int task, int element, long dueEpochMillis) {
        post(new TimerSet(id, task, element, dueEpochMillis));
    }

    void recovered(InstanceRecord r, Recovery.Resume resume) {
        post(new Recovered(r, resume));
    }

    /** From the journal's writer: records are on disk up to {@code position}. */
    void journalDurable(long position) {
        post(new Durable(position));
    }

    void journalFailed(java.io.IOException e) {
        post(new JournalFailed(e));
    }

    /**
     * A Receive waits. Run on this Kernel (its thread asks), it waits here and now, once its
     * execution has returned ({@link #runHere}), not through an event this thread would send itself.
     */
    void await(long id, int task, int element, String[] names) {
        if (Thread.currentThread() == thread) {
            awaiting = names;
        } else {
            post(new Await(id, task, element, names));
        }
    }

    /** Hands a signal to this Kernel's instances that wait for it; answers how many took it. */
    CompletableFuture<Integer> signal(String name, Object payload) {
        CompletableFuture<Integer> taken = new CompletableFuture<>();
        if (discard) {
            taken.complete(0);
        } else {
            post(new Signal(name, payload, taken));
            answerIfEnded();
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
            answerIfEnded();
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

    /** What this Kernel runs now, for the watchdog. */
    KernelRun current() {
        return run;
    }

    @Override
    public void run() {
        latency = core.latencyRecorder();
        outcomes = core.endCounts();
        counts = core.taskStats().newKernel();
        outbox = core.invokers().outbox();
        placements = new Recent<>(core.placement()::of);
        thread = Thread.currentThread(); // other threads compare it with themselves: any value they see will do
        run.thread = thread;
        joinJournal();
        try {
            loop();
        } finally {
            outbox.flush(); // their instances were cancelled: the Invokers drop them
            if (journal != null) {
                journal.drain();
            }
            latency.finish();
            core.kernelEnded(this);
            ended = true;
            answerLeftQuestions();
        }
    }

    /**
     * A question may reach the queue just after the thread answered what was left there (the core
     * picked this Kernel before it ended): then nobody else would. Posting first and reading
     * {@code ended} after means that either this call or the ending thread sees the question.
     */
    private void answerIfEnded() {
        if (ended) {
            answerLeftQuestions();
        }
    }

    private void loop() {
        TimerQueue timers = core.timers();
        int events = 0;
        while (true) {
            KernelEvent e;
            try {
                if (queue.isEmpty()) {
                    outbox.flush(); // nothing else to do: what was gathered for the Invokers goes now
                }
                if (retired && owned == 0) {
                    // An instance handed over just before the retirement may still be on its way.
                    e = queue.poll(1, java.util.concurrent.TimeUnit.SECONDS);
                    if (e == null) {
                        return;
                    }
                } else {
                    if (journal != null && journal.hasBuffered() && queue.isEmpty()) {
                        journal.push(); // nothing else to do: what is buffered goes to disk now
                    }
                    e = queue.poll();
                    if (e == null) {
                        e = core.invokers().queued() > 0 ? takeNudging() : idleTake();
                    }
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
                outbox.flush(); // an execution waits for at most 16 events, though others keep coming
                if (journal != null && journal.due(System.nanoTime())) {
                    journal.push();
                }
            }
            // One dispatch, by instanceof: a pattern switch here cost a fifth of the thread (PatternSequential).
            if (e instanceof Retire) {
                retired = true;
            } else if (e instanceof Signal sig) {
                broadcast(sig);
            } else if (e instanceof Inspect in) {
                inspect(in);
            } else if (e instanceof Durable d) {
                journal.durableUpTo(d.position());
            } else if (e instanceof JournalFailed f) {
                journal.failedUpTo(f.failure());
            } else if (e instanceof Recovered rec) {
                resume(rec.record(), rec.resume());
            } else if (e instanceof Completions cs) {
                for (int k = cs.from(); k < cs.to(); k++) {
                    navigateOn(cs.done()[k]);
                }
            } else if (e instanceof Starts ss) {
                for (int k = 0; k < ss.count(); k++) {
                    begin(ss.records()[k]);
                }
            } else if (e instanceof Execution x) {
                navigateOn(x);
            } else if (e instanceof Start st) {
                begin(st.record());
            } else {
                handle(e);
            }
        }
    }

    /** Waits for the next event; while the journal holds records, only until they are due to be written. */
    private KernelEvent idleTake() throws InterruptedException {
        for (long wait; journal != null && (wait = journal.untilHeldDue(System.nanoTime())) != Long.MAX_VALUE; ) {
            KernelEvent e = queue.poll(wait, java.util.concurrent.TimeUnit.NANOSECONDS);
            if (e != null) {
                return e;
            }
            journal.push();
        }
        return queue.take();
    }

    /**
     * The next event, while executions this Kernel handed over wait in the Invokers' queue: an add
     * wakes an Invoker only when those at work will not get to it soon, and one at work may block
     * after the add; with no add of this Kernel to re-decide, it asks again at intervals.
     */
    private KernelEvent takeNudging() throws InterruptedException {
        KernelEvent e = StageQueue.spin(queue);
        if (e != null) {
            return e;
        }
        while ((e = queue.poll(Invokers.BLOCKED_AFTER_NANOS, java.util.concurrent.TimeUnit.NANOSECONDS)) == null) {
            core.invokers().nudge();
            if (journal != null && journal.due(System.nanoTime())) {
                journal.push(); // held records too, while the Invokers are stuck
            }
            if (core.invokers().queued() == 0) {
                return idleTake();
            }
        }
        return e;
    }

    /** Questions that came after the loop ended are answered as for a Kernel with no instances, so no caller waits forever. */
    private void answerLeftQuestions() {
        for (KernelEvent e; (e = queue.poll()) != null; ) {
            switch (e) {
                case Signal sig -> sig.taken().complete(0);
                case Inspect in -> in.answer().complete(null);
                default -> { }
            }
        }
    }

    /**
     * A task execution completed (the Invokers hand back most of a Kernel's events this way): it
     * navigates on, without {@link #handle}'s switch over the kinds of an instance's event.
     */
    private void navigateOn(Execution x) {
        InstanceRecord r = x.record();
        if (!isMine(r)) {
            return; // it ended meanwhile: a late result is dropped on purpose
        }
        Instance i = r.instance;
        try {
            journalDone(r, x.task(), x.element(), null);
            i.completed(x.task(), x.element(), this);
            runHere(r);
        } catch (RuntimeException | VirtualMachineError ex) {
            EngineCore.navigationFailed(i, x.task(), ex);
        } finally {
            hereNext = hereEnd = 0;
        }
        endIfOver(r);
    }

    /** A started instance: this Kernel takes it, journals its start and runs it as far as it goes on this thread. */
    private void begin(InstanceRecord r) {
        take(r);
        Instance i = r.instance;
        try {
            joinJournal();
            if (journal != null) {
                journal.start(r, i.composition().name(), i.composition().version(), r.inputs);
                r.inputs = null;
                journal.acknowledgeStart(r, ender);
            }
            i.lifecycle().moveTo(InstanceState.RUNNING);
            i.start(this);
            runHere(r);
        } catch (RuntimeException | VirtualMachineError ex) {
            EngineCore.navigationFailed(i, -1, ex);
        } finally {
            hereNext = hereEnd = 0;
        }
        endIfOver(r);
    }

    /** An event for one instance: taken by the instance's record when it is still this Kernel's. */
    private void handle(KernelEvent e) {
        InstanceRecord r = switch (e) {
            case Delivered d -> mine(d.id());
            case Failed f -> mine(f.id());
            case Retry t -> mine(t.id());
            case TimedOut t -> mine(t.id());
            case Message m -> m.record() == null ? mine(m.id()) : isMine(m.record()) ? m.record() : null;
            case Await a -> mine(a.id());
            case TimerSet t -> mine(t.id());
            default -> null;
        };
        if (r == null) {
            if (e instanceof Message m && m.ack() != null) {
                m.ack().complete(false); // it ended meanwhile
            }
            return; // the instance ended meanwhile; late results are dropped on purpose
        }
        Instance i = r.instance;
        int task = -1; // the task whose result is being taken, to name it if that fails
        try {
            switch (e) {
                case Delivered d -> {
                    task = d.task();
                    i.deliver(d.task(), d.element(), d.payload());
                    journalDone(r, d.task(), d.element(), null);
                    i.completed(d.task(), d.element(), this);
                }
                case Failed f -> {
                    task = f.task();
                    taskFailed(r, f.task(), f.element(), f.reason(), f.code());
                }
                case Retry t -> ready(i, t.task(), t.element());
                case TimedOut t -> {
                    task = t.task();
                    if (journal != null) {
                        journal.timedOut(r, t.task(), t.generation());
                    }
                    i.timedOut(t.task(), t.generation(), this);
                }
                case Message m -> {
                    int[] waiter = r.take(m.name());
                    if (waiter == null) {
                        if (journal != null) {
                            journal.mailed(r, m.name(), m.payload());
                        }
                        r.mail(m.name(), m.payload());
                    } else {
                        task = waiter[0];
                        i.deliverMessage(waiter[0], waiter[1], m.name(), m.payload());
                        journalDone(r, waiter[0], waiter[1], null);
                        i.completed(waiter[0], waiter[1], this);
                    }
                    KernelJournal.acknowledge(journal, r, m.ack());
                }
                case Await a -> {
                    task = a.task();
                    if (!takeQueued(r, a.names(), a.task(), a.element())) {
                        // Not journaled: recovery runs an unfinished Receive again, which waits again.
                        r.await(a.names(), a.task(), a.element());
                    }
                }
                case TimerSet t -> {
                    if (journal != null) {
                        journal.due(r, t.task(), t.element(), t.dueEpochMillis());
                    }
                    core.timers().schedule(t.dueEpochMillis(), t.id(), t.task(), t.element());
                }
                default -> { }
            }
            runHere(r);
        } catch (RuntimeException | VirtualMachineError ex) {
            EngineCore.navigationFailed(i, task, ex);
            if (e instanceof Message m) {
                KernelJournal.acknowledge(journal, r, m.ack());
            }
        } finally {
            hereNext = hereEnd = 0;
        }
        endIfOver(r);
    }

    /** A task execution failed: journaled, then retried after its back-off, its failure flows taken, or the instance fails. */
    private void taskFailed(InstanceRecord r, int task, int element, String reason, String code) {
        if (journal != null) {
            journal.failed(r, task, element, reason, code);
        }
        long backoff = r.instance.taskFailed(task, element, reason, code, this);
        if (backoff >= 0) {
            long id = r.instance.id();
            core.schedule(backoff, () -> retry(id, task, element));
        }
    }

    /**
     * Runs the executions navigation made ready for this thread, in order; each one's completion
     * navigates on at once, which may make more ready. After {@link #RUNS_PER_EVENT} the rest go
     * to the Invokers and come back as events behind the other instances'.
     */
    private void runHere(InstanceRecord r) {
        if (hereNext == hereEnd) {
            return;
        }
        run.enter(r.instance);
        try {
            runReady(r);
        } finally {
            run.leave(); // however it ended: the watchdog must not take the Kernel's next wait for a run
        }
    }

    private void runReady(InstanceRecord r) {
        Instance i = r.instance;
        int runs = 0;
        while (hereNext < hereEnd) {
            int task = here[hereNext++];
            int element = here[hereNext++];
            if (i.lifecycle().state().isTerminal()) {
                break; // a terminate end or a failure ended it: its other branches do nothing more
            }
            if (++runs > RUNS_PER_EVENT) {
                toInvokers(i, task, element);
            } else if (execute(r, task, element)) {
                journalDone(r, task, element, null);
                try {
                    i.completed(task, element, this);
                } catch (RuntimeException | VirtualMachineError ex) {
                    EngineCore.navigationFailed(i, task, ex);
                    break;
                }
            } else if (awaiting != null) {
                // A Receive run here (see await).
                String[] names = awaiting;
                awaiting = null;
                try {
                    if (!takeQueued(r, names, task, element)) {
                        r.await(names, task, element);
                    }
                } catch (RuntimeException | VirtualMachineError ex) {
                    EngineCore.navigationFailed(i, task, ex);
                    break;
                }
            }
        }
        hereNext = hereEnd = 0;
    }

    /** Runs a task's work on this thread, timed when sampled: true when it completed at once. */
    private boolean execute(InstanceRecord r, int task, int element) {
        Instance i = r.instance;
        TaskPlacement.Tasks placement = placements.of(i.composition());
        boolean sampled = TaskStats.timed(++hereRuns);
        boolean measured = placement.measured(task) && (sampled || placement.mustTime(task));
        boolean timing = sampled || measured;
        long start = timing ? System.nanoTime() : 0;
        awaiting = null;
        run.run(task);
        try {
            return i.execute(task, element, core.invokers());
        } catch (Exception | LinkageError | AssertionError | VirtualMachineError ex) {
            // Out of memory or stack is this execution's failure: the Kernel and its other instances go on.
            String reason = EngineCore.executionFailure(i, task, ex);
            core.taskStats().failed(i.composition(), task, reason);
            taskFailed(r, task, element, reason, TaskFailure.code(ex));
            return false;
        } finally {
            if (timing) {
                long took = System.nanoTime() - start;
                if (measured) {
                    placement.ran(task, took, start);
                }
                TaskStats.Task stats = sampled ? core.taskStats().of(i.composition(), task) : null;
                if (stats != null) {
                    stats.took(took);
                }
            }
        }
    }

    /** Journals a task execution's completion with its outputs as they stand now, before navigation takes it. */
    private void journalDone(InstanceRecord r, int task, int element, String taken) {
        if (journal != null) {
            journal.done(r, task, element, r.instance.outputsOf(task, element), taken);
        }
    }

    /**
     * An instance that reached its end leaves the Kernel; its result is given once its end is on
     * disk, so that no one hears of an end a crash could undo.
     */
    private void endIfOver(InstanceRecord r) {
        Instance i = r.instance;
        if (!i.lifecycle().state().isTerminal()) {
            return;
        }
        owned--;
        i.markEnded();
        if (journal == null) {
            core.ended(r, latency, outcomes);
            return;
        }
        if (journal.ended(r)) {
            core.ended(r, latency, outcomes); // nothing of it is written, nothing to wait for
        } else {
            journal.whenDurable(() -> core.ended(r, latency, outcomes));
        }
    }

    /** A recovered instance goes on: its waits and timers are set again, its unfinished executions run again. */
    private void resume(InstanceRecord r, Recovery.Resume resume) {
        joinJournal();
        take(r);
        for (long[] t : resume.timers()) {
            core.timers().schedule(t[2], r.instance.id(), (int) t[0], (int) t[1]);
        }
        for (int[] x : resume.executions()) {
            toInvokers(r.instance, x[0], x[1]);
        }
        endIfOver(r); // replaying its last completion ended it
    }

    /**
     * What a running instance waits for; null for one not running. One that has ended but whose end
     * is not on disk yet is answered once it is: only then is its result kept, and asked in between
     * it would be neither running nor ended.
     */
    private void inspect(Inspect in) {
        InstanceRecord r = core.live(in.id());
        if (r != null && r.kernel == this && r.navigated && r.instance.ended() && journal != null) {
            journal.whenDurable(() -> in.answer().complete(null)); // after the end's own action, which gives the result
            return;
        }
        r = mine(in.id());
        in.answer().complete(r == null ? null : r.waitedFor());
    }

    /** An instance becomes this Kernel's to navigate. */
    private void take(InstanceRecord r) {
        r.navigated = true;
        owned++;
    }

    /** The instance of that id this Kernel navigates; null when it has ended (late events for it are dropped). */
    private InstanceRecord mine(long id) {
        InstanceRecord r = core.live(id);
        return r != null && isMine(r) ? r : null;
    }

    /** Whether this Kernel navigates that running instance now. */
    private boolean isMine(InstanceRecord r) {
        return r.kernel == this && r.navigated && !r.instance.ended();
    }

    /** This Kernel's instances, for what is rare enough to look through all (signals, a stop). */
    private java.util.List<InstanceRecord> mine() {
        java.util.List<InstanceRecord> mine = new java.util.ArrayList<>();
        for (InstanceRecord r : core.live()) {
            if (isMine(r)) {
                mine.add(r);
            }
        }
        return mine;
    }

    /** The engine keeps a journal from recovery on: this Kernel writes to it from its next instance. */
    private void joinJournal() {
        if (journal == null && core.journal() != null) {
            journal = new KernelJournal(core.journal(), this);
        }
    }

    /** A Receive takes a message that came before it waited, the first of its names in order that has one. */
    private boolean takeQueued(InstanceRecord r, String[] names, int task, int element) {
        for (String name : names) {
            if (r.hasMail(name)) {
                r.instance.deliverMessage(task, element, name, r.unmail(name));
                journalDone(r, task, element, name);
                r.instance.completed(task, element, this);
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
        java.util.List<InstanceRecord> waiters = new java.util.ArrayList<>();
        for (InstanceRecord r : mine()) {
            if (r.waitsFor(sig.name())) {
                waiters.add(r);
            }
        }
        for (InstanceRecord r : waiters) {
            int[] waiter = r.take(sig.name());
            Instance i = r.instance;
            try {
                i.deliverMessage(waiter[0], waiter[1], sig.name(), sig.payload());
                journalDone(r, waiter[0], waiter[1], null);
                i.completed(waiter[0], waiter[1], this);
                runHere(r);
            } catch (RuntimeException ex) {
                i.fail(TaskFailure.describe(i.composition(), waiter[0], ex));
            } finally {
                hereNext = hereEnd = 0;
            }
            endIfOver(r);
        }
        if (journal == null || waiters.isEmpty()) {
            sig.taken().complete(waiters.size());
        } else {
            journal.acknowledgeSignal(waiters, sig.taken());
        }
    }

    /**
     * The engine stops: its instances end here as cancelled. With a journal that is no end: they
     * are not journaled as ended, and the next start recovers them.
     */
    private void cancelAll(String reason) {
        if (journal != null) {
            journal.pushAll();
        }
        for (InstanceRecord r : mine()) {
            if (!r.instance.lifecycle().state().isTerminal()) {
                r.instance.lifecycle().end(InstanceOutcome.cancelled(journal == null ? reason
                        : reason + " (it is journaled: the engine recovers it when it starts again)"));
            }
            core.ended(r, latency, outcomes);
        }
        owned = 0;
    }

    // ----- Navigator: called on this thread while navigating -----

    @Override
    public void ready(Instance instance, int task, int element) {
        core.taskStats().executed(counts, instance, task);
        if (placements.of(instance.composition()).onKernel(task)) {
            if (hereEnd + 2 > here.length) {
                here = java.util.Arrays.copyOf(here, here.length * 2);
            }
            here[hereEnd++] = task;
            here[hereEnd++] = element;
        } else {
            toInvokers(instance, task, element);
        }
    }

    private void toInvokers(Instance instance, int task, int element) {
        outbox.add(new Execution(InstanceRecord.of(instance), task, element), placements.of(instance.composition()).handedOverAlone(task));
    }

    @Override
    public void timeout(Instance instance, int task, int generation, long dueEpochMillis) {
        // Negative elements mark timeouts in the timer queue: -1 - the run's generation.
        if (journal != null) {
            journal.due(mine(instance.id()), task, -1 - generation, dueEpochMillis);
        }
        core.timers().schedule(dueEpochMillis, instance.id(), task, -1 - generation);
    }

    @Override
    public void fired(Instance instance, int task, int flow) {
        core.taskStats().fired(counts, instance, task, flow);
    }

    @Override
    public void finished(Instance instance) {
        finish(instance);
    }

    /** Nothing is left to run: the instance completes, or fails when an output it must give was never set. */
    static void finish(Instance instance) {
        String missing = instance.missingOutput(); // the outputs' map is made once, for the result
        if (missing == null) {
            instance.lifecycle().end(InstanceOutcome.completed());
        } else {
            instance.fail(missing);
        }
    }
}
