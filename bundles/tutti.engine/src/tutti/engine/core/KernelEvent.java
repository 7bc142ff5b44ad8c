package tutti.engine.core;

import java.util.concurrent.CompletableFuture;

import tutti.runtime.Instance;

/** What reaches a Kernel on its queue: instances to start, completions, messages, timers, journal progress, questions. */
sealed interface KernelEvent {

    record Start(InstanceRecord record) implements KernelEvent {
    }

    /** Instances a batch started together: {@code records[0, count)}. */
    record Starts(InstanceRecord[] records, int count) implements KernelEvent {
    }

    /**
     * A task execution that completed: one this Kernel handed to the Invokers
     * ({@link Invokers.Outbox}), which comes back as its own event (in {@link Completions}), or a
     * Timer task that is due.
     */
    record Execution(InstanceRecord record, int task, int element) implements KernelEvent {
        Instance instance() {
            return record.instance;
        }
    }

    /** Executions an Invoker completed, one after another: {@code done[from, to)}. */
    record Completions(Execution[] done, int from, int to) implements KernelEvent {
    }

    record Delivered(long id, int task, int element, Object payload) implements KernelEvent {
    }

    /** A task execution failed: retried, its failure flows taken, or the instance fails. */
    record Failed(long id, int task, int element, String reason, String code) implements KernelEvent {
    }

    /** A task's timeout is due, for its run {@code generation}. */
    record TimedOut(long id, int task, int generation) implements KernelEvent {
    }

    /** A failed execution's back-off is over: it runs again. */
    record Retry(long id, int task, int element) implements KernelEvent {
    }

    /**
     * A message; {@code ack}, when set, hears whether it reached the instance (once on disk, with a
     * journal); {@code record}, when the sender had it, saves the lookup by id.
     */
    record Message(long id, String name, Object payload, CompletableFuture<Boolean> ack, InstanceRecord record) implements KernelEvent {
    }

    /** A Timer task waits until {@code dueEpochMillis}. */
    record TimerSet(long id, int task, int element, long dueEpochMillis) implements KernelEvent {
    }

    /** An instance recovered from the journal joins this Kernel: its executions go on from where they were. */
    record Recovered(InstanceRecord record, Recovery.Resume resume) implements KernelEvent {
    }

    /** The journal is on disk up to a position. */
    record Durable(long position) implements KernelEvent {
    }

    /** The journal could not write. */
    record JournalFailed(java.io.IOException failure) implements KernelEvent {
    }

    record Await(long id, int task, int element, String[] names) implements KernelEvent {
    }

    /** A signal: every instance of this Kernel waiting for it takes it; {@code taken} counts them. */
    record Signal(String name, Object payload, CompletableFuture<Integer> taken) implements KernelEvent {
    }

    record Stop() implements KernelEvent {
    }

    /** Asks which messages a running instance waits for; answered on the Kernel thread, which owns the instance. */
    record Inspect(long id, CompletableFuture<java.util.List<String>> answer) implements KernelEvent {
    }

    record Retire() implements KernelEvent {
    }
}
