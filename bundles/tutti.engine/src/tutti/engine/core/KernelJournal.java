package tutti.engine.core;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Map;

import tutti.engine.journal.Journal;
import tutti.engine.journal.RecordBuffer;

/**
 * What one Kernel writes to the journal, and what waits for it to be on disk. The Kernel thread
 * alone fills the buffer and runs the waiting actions (an acknowledgement, an ended instance's
 * result), so neither takes a lock; the journal's writer only posts how far it has come.
 * <p>
 * Every record names its instance and that instance's own sequence number: recovery replays an
 * instance's records in that order, and a gap in it tells a record that was lost.
 */
final class KernelJournal implements Journal.Listener {

    /** Record types. */
    static final int START = 1, DONE = 2, TAKEN = 3, FAIL = 4, TIMEOUT = 5, MAIL = 6, TIMER = 8, END = 9;

    /** Records buffered before they go to the journal: a push at least this often under load. */
    private static final long PUSH_NANOS = 200_000;
    private static final int PUSH_BYTES = 1 << 15;

    private final Journal journal;
    private final Kernel kernel;
    private final RecordBuffer buffer = new RecordBuffer(PUSH_BYTES * 2);
    private long firstBuffered;
    /** Actions waiting for the records buffered now. */
    private final ArrayDeque<Runnable> unpushed = new ArrayDeque<>();
    /** Actions waiting for records pushed up to a position, in order: a ring of positions beside a ring of actions. */
    private long[] positions = new long[1024];
    private Runnable[] actions = new Runnable[1024];
    private int head;
    private int count;
    /** Set by the Kernel when something waits, read by the writer to know whether to post. */
    private volatile boolean waiting;

    KernelJournal(Journal journal, Kernel kernel) {
        this.journal = journal;
        this.kernel = kernel;
        journal.addListener(this);
    }

    private RecordBuffer begin(int type, InstanceRecord r) {
        if (buffer.isEmpty()) {
            firstBuffered = System.nanoTime();
        }
        return buffer.begin(type, r.instance.id(), r.seq++);
    }

    void start(InstanceRecord r, String name, String version, Map<String, Object> inputs) {
        begin(START, r).putString(name).putString(version).putValue(inputs).end();
    }

    /** A task execution completed with these outputs; {@code taken} names the message it took from the mailbox, else null. */
    void done(InstanceRecord r, int task, int element, Object[] outputs, String taken) {
        begin(taken == null ? DONE : TAKEN, r).putVarLong(task).putVarLong(element).putValue(outputs);
        if (taken != null) {
            buffer.putString(taken);
        }
        buffer.end();
    }

    void failed(InstanceRecord r, int task, int element, String reason, String code) {
        begin(FAIL, r).putVarLong(task).putVarLong(element).putString(reason).putString(code).end();
    }

    void timedOut(InstanceRecord r, int task, int generation) {
        begin(TIMEOUT, r).putVarLong(task).putVarLong(generation).end();
    }

    void mailed(InstanceRecord r, String name, Object payload) {
        begin(MAIL, r).putString(name).putValue(payload).end();
    }

    /** A timer or timeout is due: {@code code} is the element, or -1 - the run for a timeout (as the timer queue has it). */
    void due(InstanceRecord r, int task, int code, long epochMillis) {
        begin(TIMER, r).putVarLong(task).putSigned(code).putSigned(epochMillis).end();
    }

    void ended(InstanceRecord r) {
        var outcome = r.instance.lifecycle().outcome();
        begin(END, r).putByte(outcome.state().ordinal()).putString(outcome.reason()).end();
    }

    /** Runs {@code action} on the Kernel thread once every record buffered so far is on disk. */
    void whenDurable(Runnable action) {
        unpushed.add(action);
    }

    /** Whether buffered records should go to the journal now (many, or buffered a while). */
    boolean due(long now) {
        return !buffer.isEmpty() && (buffer.size() >= PUSH_BYTES || now - firstBuffered >= PUSH_NANOS);
    }

    boolean hasBuffered() {
        return !buffer.isEmpty() || !unpushed.isEmpty();
    }

    /** Hands the buffered records to the journal; the actions waiting for them now wait for its position. */
    void push() {
        if (buffer.isEmpty() && unpushed.isEmpty()) {
            return;
        }
        long position = journal.append(buffer);
        buffer.clear();
        if (!unpushed.isEmpty()) {
            for (Runnable a; (a = unpushed.poll()) != null; ) {
                enqueue(position, a);
            }
            waiting = true;
            if (journal.durable() >= position) {
                durableUpTo(journal.durable());
            }
        }
    }

    private void enqueue(long position, Runnable action) {
        if (count == positions.length) {
            long[] p = new long[count * 2];
            Runnable[] a = new Runnable[count * 2];
            for (int i = 0; i < count; i++) {
                p[i] = positions[(head + i) % count];
                a[i] = actions[(head + i) % count];
            }
            positions = p;
            actions = a;
            head = 0;
        }
        int at = (head + count) % positions.length;
        positions[at] = position;
        actions[at] = action;
        count++;
    }

    private Runnable dequeue() {
        Runnable a = actions[head];
        actions[head] = null;
        head = (head + 1) % positions.length;
        count--;
        return a;
    }

    /** On the Kernel thread: runs what waited for records up to {@code position}. */
    void durableUpTo(long position) {
        while (count > 0 && positions[head] <= position) {
            dequeue().run();
        }
        waiting = count > 0;
    }

    /** On the Kernel thread: the journal could not write; what waited for it is failed or, for ended instances, let go. */
    void failedUpTo(IOException e) {
        long durable = journal.durable();
        // Positions only grow: everything still waiting is beyond what is on disk.
        while (count > 0 && positions[head] > durable) {
            Runnable action = dequeue();
            if (action instanceof Failable f) {
                f.fail(e);
            } else {
                action.run();
            }
        }
        waiting = count > 0;
    }

    /** An action that can be told the journal failed instead (an acknowledgement owed to a client). */
    interface Failable extends Runnable {
        void fail(IOException e);
    }

    // ----- Journal.Listener, on the writer's thread -----

    @Override
    public void durable(long position) {
        if (waiting) {
            kernel.journalDurable(position);
        }
    }

    @Override
    public void failed(IOException e) {
        if (waiting) {
            kernel.journalFailed(e);
        }
    }

    /** The Kernel stops: what it buffered is written, then what waited for it runs (the journal's writer outlives the Kernels). */
    void drain() {
        push();
        journal.removeListener(this);
        try {
            journal.sync();
            durableUpTo(Long.MAX_VALUE);
        } catch (IOException e) {
            failedUpTo(e);
        }
    }

    /**
     * Whoever waits to hear that the instance is accepted hears it once its start is on disk; a
     * start the journal refused ends the instance failed ({@code end} takes it out of its Kernel).
     */
    void acknowledgeStart(InstanceRecord r, java.util.function.Consumer<InstanceRecord> end) {
        if (r.accepted.isDone()) {
            return; // nobody waits for that (a batch, a sub-composition): only for the result
        }
        whenDurable(new Failable() {
            @Override
            public void run() {
                r.accepted.complete(null);
            }

            @Override
            public void fail(java.io.IOException failure) {
                JournalFailure refused = new JournalFailure(failure);
                r.accepted.completeExceptionally(refused);
                // Refused, so it does not run on: it ends failed, and that end is journaled after its start.
                if (!r.instance.lifecycle().state().isTerminal()) {
                    r.instance.fail("not accepted: " + refused.getMessage());
                    end.accept(r);
                }
            }
        });
    }

    /** A message reached its instance: its sender hears so once that is on disk (at once without a journal). */
    static void acknowledge(KernelJournal journal, java.util.concurrent.CompletableFuture<Boolean> ack) {
        if (ack == null || ack.isDone()) {
            return;
        }
        if (journal == null) {
            ack.complete(true);
        } else {
            journal.whenDurable(new Failable() {
                @Override
                public void run() {
                    ack.complete(true);
                }

                @Override
                public void fail(java.io.IOException failure) {
                    ack.completeExceptionally(new JournalFailure(failure));
                }
            });
        }
    }
}
