package tutti.runtime;

import java.util.Map;

/**
 * One running instance of a composition. Generated subclasses keep every parameter in a typed
 * field and navigate with join counters and switches: no reflection and no maps on the hot path.
 * <p>
 * Threads: navigation ({@link #start}, {@link #completed}, {@link #deliver}) runs on the
 * instance's owning thread only; {@link #execute} may run on another thread, handed over and
 * back through queues (which order the field writes). Parallel tasks of one instance write
 * disjoint fields.
 * <p>
 * Control flow semantics: when a task completes, each outgoing flow fires when its condition holds
 * (or it has none) and is dead otherwise. A task that starts on ALL its flows runs once every
 * incoming flow has fired or died and at least one fired; if all died it is skipped and its own
 * flows die in turn (dead-path elimination). A task that starts on ANY runs each time one of its
 * flows fires (loop entries). The instance ends when no task is ready, running or waiting.
 */
public abstract class Instance extends InstanceLifecycle {

    // The lifecycle's state lives in this object (its superclass) and each task's two flow counts
    // in one array: two objects less per instance, 40 bytes of the heap an instance waiting in a
    // Receive takes (352 -> 312), which a million waiting instances multiply.
    private final long id;
    private final FlowGraph graph;
    /** Per task: its flows fired so far at {@code 2 * task}, its flows resolved (fired or dead) at {@code 2 * task + 1}. */
    private final int[] flows;
    /** Task executions that are ready, running or waiting. */
    private int active;
    private Map<String, Object> reply;
    /** Set once the instance has ended, for the threads that run its tasks: work of an ended instance is not done. */
    private volatile boolean ended;
    /** Failures so far of executions that retry, by task (high half) and element; made at the first. */
    private Map<Long, Integer> failures;
    /** What the engine keeps with the instance (its record), so that it needs no lookup by id to find it. */
    private Object attachment;

    protected Instance(long id, FlowGraph graph) {
        this.id = id;
        this.graph = graph;
        this.flows = new int[2 * graph.incoming().length];
    }

    public final long id() {
        return id;
    }

    public final InstanceLifecycle lifecycle() {
        return this;
    }

    /** Keeps the engine's own object with the instance; set once, before the instance is navigated. */
    public final void attach(Object attachment) {
        this.attachment = attachment;
    }

    /** What the engine attached; null when nothing was. */
    public final Object attachment() {
        return attachment;
    }

    /** Says, to every thread, that the instance has ended (the owning thread calls it once it has). */
    public final void markEnded() {
        ended = true;
    }

    /** Whether the instance has ended (a terminate end, a failure, a cancel): its remaining work is dropped. */
    public final boolean ended() {
        return ended;
    }

    public abstract CompiledComposition composition();

    /**
     * Sets the inputs from names to values (what a client sends, e.g. decoded JSON). Unknown names,
     * missing required inputs and values of the wrong type are refused with an
     * {@link IllegalArgumentException} naming them.
     */
    public abstract void setInputs(Map<String, Object> values);

    /** The composition outputs by name; the instance has completed. */
    public abstract Map<String, Object> outputs();

    /**
     * Why the instance cannot complete now: the message naming an output it must give that no task
     * set, as {@link #outputs()} would throw it; null when it can. (Compiled classes answer without
     * making the outputs' map; this is for those of older compilers.)
     */
    public String missingOutput() {
        try {
            outputs();
            return null;
        } catch (IllegalStateException e) {
            return e.getMessage();
        }
    }

    /** Makes the start tasks ready. */
    public abstract void start(Navigator navigator);

    /**
     * Runs a task's own work: computes a snippet or Java call, or asks {@code io} to reach
     * outside. Returns true when the task finished here (its outputs are set), false when its
     * result comes later through {@link #deliver}.
     */
    public abstract boolean execute(int task, int element, Invocations io) throws Exception;

    /** A task execution finished: evaluate its flows and make successors ready. */
    public abstract void completed(int task, int element, Navigator navigator);

    /**
     * Sets a task's outputs from what an outside call returned or the message a Receive waited
     * for; one output takes the payload itself, several take the entries of a map payload.
     * The caller then calls {@link #completed}.
     */
    public abstract void deliver(int task, int element, Object payload);

    /**
     * The outputs of a task execution as they stand, in the task's declared order, for a journal
     * to keep once it has completed; null for a task without outputs (generated code overrides this).
     */
    public Object[] outputsOf(int task, int element) {
        return null;
    }

    /**
     * Sets a task execution's outputs back to what {@link #outputsOf} gave when it completed, so
     * that an engine recovering the instance can take its completion again with {@link #completed}.
     *
     * @throws IllegalArgumentException when a value does not fit its output (naming both)
     */
    public void restoreOutputs(int task, int element, Object[] values) {
    }

    /**
     * A message a Receive waited for arrived: as {@link #deliver}, and a Receive that waited for
     * several messages learns the name of the one that came (generated code overrides this).
     */
    public void deliverMessage(int task, int element, String name, Object payload) {
        deliver(task, element, payload);
    }

    /**
     * A task execution failed (on the owning thread). While the task's retries allow, answers the
     * back-off in milliseconds after which the caller runs the same execution again (without
     * {@link Navigator#ready}'s new execution: it is still the same one); otherwise takes the
     * task's failure flows, or fails the instance with the reason, and answers -1.
     *
     * @param code the failure's code ({@link TaskFailure#code}), "" for none
     */
    public final long taskFailed(int task, int element, String reason, String code, Navigator navigator) {
        if (dropLate(task, navigator)) {
            return -1; // the task had timed out: its failure comes too late to matter
        }
        Retry retry = composition().retry(task);
        String why = reason;
        if (retry != null && retry.count() > 0) {
            long key = ((long) task << 32) | (element & 0xffffffffL);
            if (failures == null) {
                failures = new java.util.HashMap<>();
            }
            int n = failures.merge(key, 1, Integer::sum);
            if (n <= retry.count()) {
                return retry.backoffMillis(n);
            }
            failures.remove(key);
            why = reason + " (after " + retry.count() + (retry.count() == 1 ? " retry)" : " retries)");
        }
        if (!failed(task, element, why, code == null ? "" : code, navigator)) {
            fail(why);
        }
        return -1;
    }

    /**
     * Takes the failure flows of a task whose execution failed for good, with the reason and code
     * as its outputs {@code error} and {@code errorCode}; false when the task has none (generated
     * code overrides this for tasks that have).
     */
    protected boolean failed(int task, int element, String reason, String code, Navigator navigator) {
        return false;
    }

    /**
     * A task's timeout is due (on the owning thread): when that run of the task has not finished,
     * its timeout flows are taken and the task is cancelled (its late result will be dropped);
     * a timeout of a run that finished, or of an earlier run, does nothing.
     */
    public final void timedOut(int task, int generation, Navigator navigator) {
        if (timeout(task, generation, navigator)) {
            navigator.timedOut(this, task);
        }
    }

    /** Generated for tasks with a timeout flow: takes it when that run is still going; true when it did. */
    protected boolean timeout(int task, int generation, Navigator navigator) {
        return false;
    }

    /** Generated for tasks with a timeout flow: true (and the navigator told) when a result of a timed-out run is dropped. */
    protected boolean dropLate(int task, Navigator navigator) {
        return false;
    }

    /** Ends the instance as failed; the reason names the task and what went wrong. */
    public final void fail(String reason) {
        fail(reason, "");
    }

    /** Ends the instance as failed with an error code (an error end's) that a calling composition can catch. */
    public final void fail(String reason, String code) {
        if (!state().isTerminal()) {
            end(InstanceOutcome.failed(reason, code));
        }
    }

    /**
     * A terminate end ran: the instance completes now (as the navigator decides when nothing is
     * left), and what its other branches were doing is dropped with it.
     */
    protected final void terminate(Navigator navigator) {
        navigator.finished(this);
    }

    /** What a Reply task sent, or null. */
    public final Map<String, Object> reply() {
        return reply;
    }

    protected final void recordReply(Map<String, Object> values) {
        this.reply = values;
    }

    // ----- navigation helpers for generated code -----

    /** Counts an execution in and hands it to the navigator. */
    protected final void ready(Navigator navigator, int task, int element) {
        active++;
        if (failures != null) {
            // A new execution: it gets its retries afresh.
            failures.remove(((long) task << 32) | (element & 0xffffffffL));
        }
        navigator.ready(this, task, element);
    }

    /** A task may begin (all its flows resolved, or one fired for ANY): ForEach tasks fan out here. */
    protected void begin(Navigator navigator, int task) {
        ready(navigator, task, 0);
    }

    /** The {@code index}-th flow out of {@code source} is resolved; one that fired is told to the navigator first. */
    protected final void flow(Navigator navigator, int source, int index, int target, boolean fire) {
        if (fire) {
            navigator.fired(this, source, index);
        }
        flow(navigator, target, fire);
    }

    /** The composition's control flow, as navigation sees it (e.g. to name a flow's target). */
    public final FlowGraph flowGraph() {
        return graph;
    }

    /** One flow into {@code target} is resolved: fired, or dead because its condition was false. */
    protected final void flow(Navigator navigator, int target, boolean fire) {
        if (graph.any()[target]) {
            if (fire) {
                begin(navigator, target);
            }
            return;
        }
        int at = 2 * target;
        if (fire) {
            flows[at]++;
        }
        if (++flows[at + 1] < graph.incoming()[target]) {
            return;
        }
        boolean run = flows[at] > 0;
        flows[at] = 0;
        flows[at + 1] = 0;
        if (run) {
            begin(navigator, target);
        } else {
            skip(navigator, target);
        }
    }

    /** The task will not run on this path: everything after it hears its flows are dead. */
    protected final void skip(Navigator navigator, int task) {
        for (int target : graph.successors()[task]) {
            flow(navigator, target, false);
        }
    }

    /** An execution left the active set; when none remain the instance is over. */
    protected final void done(Navigator navigator) {
        if (--active == 0) {
            navigator.finished(this);
        }
    }

    /** Executions that are ready, running or waiting, for diagnostics. */
    public final int activeExecutions() {
        return active;
    }
}
