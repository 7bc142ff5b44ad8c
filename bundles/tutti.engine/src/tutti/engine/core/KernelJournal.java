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
 * <p>
 * The records of an instance nobody was told of yet (a batch's, a sub-composition's: whoever
 * started it waits for its result only) are held back for a while in a batch of their own: most
 * such instances end first, and then none of their records is written. A held batch takes the starts
 * of one hold interval and goes to the journal at the end of the next, so every held instance
 * gets at least the interval to end in. Whatever someone is told about a held instance (a
 * message's acknowledgement, a signal's) first hands every held record to the journal.
 */
final class KernelJournal implements Journal.Listener {

    /** Record types. */
    static final int START = 1, DONE = 2, TAKEN = 3, FAIL = 4, TIMEOUT = 5, MAIL = 6, TIMER = 8, END = 9;

    /** Records buffered before they go to the journal: a push at least this often under load. */
    private static final long PUSH_NANOS = 200_000;
    private static final int PUSH_RECORDS = 1024;
    /** Records a held batch takes at most (about 20 MB) before it moves on early: the hold bounds time, this memory. */
    private static final int HELD_RECORDS = 1 << 19;

    private final Journal journal;
    private final Kernel kernel;
    /** Batches the writer has encoded, back for the Kernel to fill again. */
    private final java.util.Queue<JournalBatch> spares = new java.util.concurrent.ConcurrentLinkedQueue<>();
    /** Held batches back from the writer: kept apart, since they grow a hundred times larger. */
    private final java.util.Queue<JournalBatch> heldSpares = new java.util.concurrent.ConcurrentLinkedQueue<>();
    private JournalBatch batch = new JournalBatch(spares);
    /** How long records are held; zero when none is. */
    private final long holdNanos;
    /** Held records: of the instances that started since {@link #heldSince}, and of those that started in the interval before. */
    private JournalBatch heldNew = new JournalBatch(heldSpares), heldOld = new JournalBatch(heldSpares);
    /** Which held batch {@link #heldNew} is, counted from 2 (0 means never held); {@link #heldOld} is the one before. */
    private long heldNumber = 2;
    private long heldSince = System.nanoTime();
    /** The batch a record begun with {@link #encode} goes to. */
    private JournalBatch encoding;
    /** Which batch {@link #batch} is, counted from 1: an instance remembers the one its start went to. */
    private long batchNumber = 1;
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
        this.holdNanos = journal.settings().hold().toNanos();
        journal.addListener(this);
    }

    /** The batch records go to now (its age starts with its first record). */
    private JournalBatch batch() {
        if (batch.isEmpty()) {
            firstBuffered = System.nanoTime();
        }
        return batch;
    }

    /** The held batch the instance's records wait in; null when they are not held. */
    private JournalBatch heldBatch(InstanceRecord r) {
        long n = r.heldIn;
        return n == heldNumber ? heldNew : n == heldNumber - 1 ? heldOld : null; // heldNumber - 1 is never 0
    }

    /** Where the instance's records go now. */
    private JournalBatch batchOf(InstanceRecord r) {
        JournalBatch held = heldBatch(r);
        return held != null ? held : batch();
    }

    /** Starts a record the Kernel encodes itself (its values may change later): {@link #encodedEnd} ends it. */
    private RecordBuffer encode(int type, InstanceRecord r) {
        encoding = batchOf(r);
        return encoding.encode(type, r.instance.id(), r.seq++);
    }

    private void encodedEnd() {
        encoding.encodedEnd();
    }

    private void add(int type, InstanceRecord r, int a, int b, long c, Object x, Object y, Object value) {
        batchOf(r).add(type, r.instance.id(), r.seq++, a, b, c, x, y, value);
    }

    void start(InstanceRecord r, String name, String version, Map<String, Object> inputs) {
        if (holdNanos > 0 && r.accepted.isDone()) {
            r.heldIn = heldNumber; // nobody waits to hear it is accepted
        } else {
            r.startBatch = batchNumber;
        }
        if (JournalBatch.fixed(inputs)) {
            add(START, r, 0, 0, 0, name, version, inputs);
        } else {
            encode(START, r).putString(name).putString(version).putValue(inputs);
            encodedEnd();
        }
    }

    /** A task execution completed with these outputs; {@code taken} names the message it took from the mailbox, else null. */
    void done(InstanceRecord r, int task, int element, Object[] outputs, String taken) {
        int type = taken == null ? DONE : TAKEN;
        if (JournalBatch.fixed(outputs)) {
            add(type, r, task, element, 0, taken, null, outputs);
        } else {
            RecordBuffer b = encode(type, r).putVarLong(task).putVarLong(element).putValue(outputs);
            if (taken != null) {
                b.putString(taken);
            }
            encodedEnd();
        }
    }

    void failed(InstanceRecord r, int task, int element, String reason, String code) {
        add(FAIL, r, task, element, 0, reason, code, null);
    }

    void timedOut(InstanceRecord r, int task, int generation) {
        add(TIMEOUT, r, task, generation, 0, null, null, null);
    }

    void mailed(InstanceRecord r, String name, Object payload) {
        if (JournalBatch.fixed(payload)) {
            add(MAIL, r, 0, 0, 0, name, null, payload);
        } else {
            encode(MAIL, r).putString(name).putValue(payload);
            encodedEnd();
        }
    }

    /** A timer or timeout is due: {@code code} is the element, or -1 - the run for a timeout (as the timer queue has it). */
    void due(InstanceRecord r, int task, int code, long epochMillis) {
        add(TIMER, r, task, code, epochMillis, null, null, null);
    }

    /**
     * The instance ended; true when its result may be given at once, false when it waits for
     * {@link #whenDurable}. When its start is in a batch not handed over yet, none of its records
     * is written: recovery has nothing to do for an ended instance, so the writer drops them all.
     * Then only its id must never be given again, which the journal's reservation of ids ensures
     * (or a mark of it, in the rare case ids ran past the reservation on disk).
     */
    boolean ended(InstanceRecord r) {
        long id = r.instance.id();
        JournalBatch within = heldBatch(r);
        if (within == null && r.startBatch == batchNumber) {
            within = batch;
        }
        if (within == null || !within.endedWithin(id)) {
            var outcome = r.instance.lifecycle().outcome();
            add(END, r, outcome.state().ordinal(), 0, 0, outcome.reason(), null, null);
            return false;
        }
        if (id > journal.idsDurable()) {
            batch().add(Journal.MARK, id, 0, 0, 0, 0, null, null, null);
            return false;
        }
        // Told of its acceptance only once that batch is on disk: its result must not come first.
        return r.accepted.isDone();
    }

    /** Someone is told of this instance once the journal has what it holds of it: held records go to the journal first. */
    void release(InstanceRecord r) {
        if (heldBatch(r) != null) {
            releaseAll();
        }
    }

    /** The older held batch goes to the journal, and a new one takes the starts. */
    private void rotateHeld(long now) {
        if (heldOld.isEmpty()) {
            heldOld.clear();
            heldSpares.offer(heldOld);
        } else {
            journal.append(heldOld);
        }
        heldOld = heldNew;
        heldNew = spare(heldSpares);
        heldNumber++;
        heldSince = now;
    }

    /** Whether the older held batch is due: a hold has passed since the newer one began, or the newer one is full. */
    private boolean heldDue(long now) {
        return untilHeldDue(now) == 0 || heldNew.size() >= HELD_RECORDS;
    }

    private static JournalBatch spare(java.util.Queue<JournalBatch> from) {
        JournalBatch spare = from.poll();
        return spare != null ? spare : new JournalBatch(from);
    }

    /** Nanoseconds until held records are due to go to the journal; Long.MAX_VALUE when none is held. */
    long untilHeldDue(long now) {
        if (heldNew.isEmpty() && heldOld.isEmpty()) {
            return Long.MAX_VALUE;
        }
        return Math.max(0, heldSince + holdNanos - now);
    }

    /** Runs {@code action} on the Kernel thread once every record buffered so far is on disk. */
    void whenDurable(Runnable action) {
        unpushed.add(action);
    }

    /** Whether buffered records should go to the journal now (many, or buffered a while), or held ones are due. */
    boolean due(long now) {
        return !batch.isEmpty() && (batch.size() >= PUSH_RECORDS || now - firstBuffered >= PUSH_NANOS)
                || heldDue(now);
    }

    boolean hasBuffered() {
        return !batch.isEmpty() || !unpushed.isEmpty();
    }

    /** Hands the buffered records to the journal; the actions waiting for them now wait for its position. */
    void push() {
        long now = System.nanoTime();
        if (heldDue(now)) {
            rotateHeld(now);
        }
        if (batch.isEmpty() && unpushed.isEmpty()) {
            return;
        }
        long position;
        if (batch.isEmpty()) {
            position = journal.appended(); // nothing new: what waits, waits for what is appended already
        } else {
            position = journal.append(batch);
            batchNumber++;
            batch = spare(spares);
        }
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
        pushAll();
        journal.removeListener(this);
        try {
            journal.sync();
            durableUpTo(Long.MAX_VALUE);
        } catch (IOException e) {
            failedUpTo(e);
        }
    }

    /** Every held record goes to the journal: two rotations, after which no instance held so far is held. */
    private void releaseAll() {
        long now = System.nanoTime();
        rotateHeld(now);
        rotateHeld(now);
    }

    /** Everything buffered and held goes to the journal (the Kernel stops: what runs is recovered at the next start). */
    void pushAll() {
        releaseAll();
        push();
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

    /** A signal reached these instances: its sender hears how many once that is on disk. */
    void acknowledgeSignal(java.util.List<InstanceRecord> took, java.util.concurrent.CompletableFuture<Integer> taken) {
        for (InstanceRecord r : took) {
            release(r);
        }
        completeWhenDurable(taken, took.size());
    }

    /** Completes {@code future} with {@code value} once what is buffered now is on disk, or with the journal's failure. */
    private <T> void completeWhenDurable(java.util.concurrent.CompletableFuture<T> future, T value) {
        whenDurable(new Failable() {
            @Override
            public void run() {
                future.complete(value);
            }

            @Override
            public void fail(java.io.IOException failure) {
                future.completeExceptionally(new JournalFailure(failure));
            }
        });
    }

    /** A message reached instance {@code r}: its sender hears so once that is on disk (at once without a journal). */
    static void acknowledge(KernelJournal journal, InstanceRecord r, java.util.concurrent.CompletableFuture<Boolean> ack) {
        if (ack == null || ack.isDone()) {
            return;
        }
        if (journal == null) {
            ack.complete(true);
        } else {
            journal.release(r);
            journal.completeWhenDurable(ack, true);
        }
    }
}
