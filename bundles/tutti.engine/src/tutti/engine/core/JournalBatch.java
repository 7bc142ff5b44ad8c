package tutti.engine.core;

import java.util.Map;
import java.util.Queue;

import tutti.engine.journal.Journal;
import tutti.engine.journal.RecordBuffer;

/**
 * A Kernel's records on their way to the journal, kept as their fields until the journal's writer
 * encodes them on its own thread. Encoding (values walked, numbers packed, a checksum per record)
 * was a third of the Kernel thread's samples with the journal on; kept like this, a record costs
 * the Kernel a few stores, and the writer, which mostly waits for the disk, does the rest.
 * <p>
 * Only values that cannot change wait like this: strings, boxed numbers, booleans and characters
 * (and maps of them, for inputs nobody changes after the start). A record with a list, a map or
 * any other object in it is encoded at once by the Kernel ({@link #encoded}), because a later
 * task may change that object in place before the writer comes to it. Either way the records
 * keep the order the Kernel made them in, so a write cut short by a crash loses a tail of each
 * instance's records, never one from the middle.
 */
final class JournalBatch implements Journal.Records {

    /** An entry whose record the Kernel encoded already: {@code a} is where it starts in {@link #encoded}, {@code b} its length. */
    private static final byte ENCODED = 0;

    private static final int CHUNK_BITS = 10;
    private static final int CHUNK = 1 << CHUNK_BITS;

    /**
     * A thousand entries, each one's numbers side by side and its objects side by side: adding one
     * writes two runs of memory, not a line in each of nine arrays (a held batch is far larger than
     * the caches). A batch grows a chunk at a time, never by copying what it holds: a held batch
     * holds hundreds of thousands, and copying them stalled its Kernel.
     */
    private static final class Chunk {
        /** Per entry: its type and sequence number, its instance, {@code a} and {@code b}, {@code c}. */
        final long[] numbers = new long[4 * CHUNK];
        /** Per entry: {@code x}, {@code y} and its value. */
        final Object[] objects = new Object[3 * CHUNK];
    }

    private final Queue<JournalBatch> spares;
    private int count;
    private Chunk[] chunks = {new Chunk()};
    /** Records encoded by the Kernel, framed, in the order their entries say. */
    private final RecordBuffer encoded = new RecordBuffer(1 << 12);
    /** Where the record the Kernel encodes now begins in {@link #encoded}, and its instance. */
    private int encodedFrom;
    private long encodedInstance;
    /** Instances that started and ended within this batch: none of their records is written. */
    private final IdSet endedWithin = new IdSet();

    /** @param spares where the batch goes back to once the writer has encoded it */
    JournalBatch(Queue<JournalBatch> spares) {
        this.spares = spares;
    }

    boolean isEmpty() {
        return count == 0;
    }

    int size() {
        return count;
    }

    /** Whether a value can wait for the writer: it cannot change, and encoding it cannot fail. */
    static boolean fixed(Object v) {
        if (v == null) {
            return true;
        }
        Class<?> k = v.getClass();
        return k == String.class || k == Integer.class || k == Long.class || k == Double.class || k == Boolean.class
                || k == Float.class || k == Short.class || k == Byte.class || k == Character.class;
    }

    static boolean fixed(Object[] values) {
        if (values != null) {
            for (Object v : values) {
                if (!fixed(v)) {
                    return false;
                }
            }
        }
        return true;
    }

    static boolean fixed(Map<String, Object> inputs) {
        if (inputs != null) {
            for (Object v : inputs.values()) {
                if (!fixed(v)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Adds a record to be encoded by the writer. */
    void add(int recordType, long id, int sequence, int first, int second, long third, Object one, Object two, Object v) {
        int i = count++;
        int k = i >>> CHUNK_BITS;
        if (k == chunks.length) {
            chunks = java.util.Arrays.copyOf(chunks, 2 * k);
        }
        Chunk at = chunks[k];
        if (at == null) {
            at = chunks[k] = new Chunk();
        }
        int n = 4 * (i & (CHUNK - 1));
        long[] numbers = at.numbers;
        numbers[n] = (recordType & 0xff) | (long) sequence << 8;
        numbers[n + 1] = id;
        numbers[n + 2] = (long) first << 32 | (second & 0xffffffffL);
        numbers[n + 3] = third;
        int o = 3 * (i & (CHUNK - 1));
        Object[] objects = at.objects;
        objects[o] = one;
        objects[o + 1] = two;
        objects[o + 2] = v;
    }

    /** Where the Kernel encodes a record itself: begin it here, then {@link #encodedEnd}. */
    RecordBuffer encode(int recordType, long id, int sequence) {
        encodedFrom = encoded.size();
        encodedInstance = id;
        return encoded.begin(recordType, id, sequence);
    }

    /** The record begun with {@link #encode} is whole: it takes its place among the entries. */
    void encodedEnd() {
        encoded.end();
        add(ENCODED, encodedInstance, 0, encodedFrom, encoded.size() - encodedFrom, 0, null, null, null);
    }

    /**
     * An instance whose start is in this batch has ended: its records are not written (its id
     * needs no record: the journal marks ids reserved ahead of those given). False, and the
     * records stay, in the rare case its id is millions away from the others'.
     */
    boolean endedWithin(long id) {
        return endedWithin.add(id);
    }

    /** On the journal's writer: the records, in order; then the batch is empty and goes back to its Kernel. */
    @Override
    public void writeTo(RecordBuffer into) {
        boolean dropping = !endedWithin.isEmpty();
        for (int k = 0; k << CHUNK_BITS < count; k++) {
            Chunk at = chunks[k];
            int n = Math.min(CHUNK, count - (k << CHUNK_BITS));
            for (int i = 0; i < n; i++) {
                // Not of an instance that ended here (a mark of its id stays).
                if (!dropping || (at.numbers[4 * i] & 0xff) == Journal.MARK || !endedWithin.contains(at.numbers[4 * i + 1])) {
                    write(at, i, into);
                }
            }
        }
        clear();
        spares.offer(this);
    }

    private void write(Chunk at, int i, RecordBuffer into) {
        long[] numbers = at.numbers;
        long head = numbers[4 * i];
        int t = (int) (head & 0xff);
        long ab = numbers[4 * i + 2];
        int first = (int) (ab >> 32);
        int second = (int) ab;
        if (t == ENCODED) {
            into.putFramed(encoded, first, second);
            return;
        }
        Object x = at.objects[3 * i];
        Object y = at.objects[3 * i + 1];
        Object v = at.objects[3 * i + 2];
        into.begin(t, numbers[4 * i + 1], (int) (head >> 8));
        switch (t) {
            case KernelJournal.START -> into.putString((String) x).putString((String) y).putValue(v);
            case KernelJournal.DONE -> into.putVarLong(first).putVarLong(second).putValue(v);
            case KernelJournal.TAKEN -> into.putVarLong(first).putVarLong(second).putValue(v).putString((String) x);
            case KernelJournal.FAIL -> into.putVarLong(first).putVarLong(second).putString((String) x).putString((String) y);
            case KernelJournal.TIMEOUT -> into.putVarLong(first).putVarLong(second);
            case KernelJournal.MAIL -> into.putString((String) x).putValue(v);
            case KernelJournal.TIMER -> into.putVarLong(first).putSigned(second).putSigned(numbers[4 * i + 3]);
            case KernelJournal.END -> into.putByte(first).putString((String) x);
            case Journal.MARK -> { } // how far ids went: its instance field says it all
            default -> throw new IllegalStateException("no record type " + t);
        }
        into.end();
    }

    /** Empties the batch (the writer, once it has the records; a Kernel, for one it does not hand over). */
    void clear() {
        // Values and strings go: the batch must not keep an ended instance's outputs alive.
        for (int k = 0; k << CHUNK_BITS < count; k++) {
            Chunk at = chunks[k];
            int n = Math.min(CHUNK, count - (k << CHUNK_BITS));
            java.util.Arrays.fill(at.objects, 0, 3 * n, null);
        }
        count = 0;
        encoded.clear();
        endedWithin.clear();
    }

    /**
     * A set of instance ids, a bit per id from the lowest one added: the ids of a batch were given
     * within a short while (its instances started in it), so the range is small and dense, and a
     * bit costs the Kernel and the writer one word each, where a hash set's probes missed the cache.
     */
    private static final class IdSet {
        /** At most 4M ids apart (512 KB of bits). */
        private static final int MAX_WORDS = 1 << 16;
        private long[] words = new long[64];
        /** The id of the first word's lowest bit, a multiple of 64; -1 while the set is empty. */
        private long base = -1;
        /** Words up to this one (exclusive) may have bits set. */
        private int used;

        boolean isEmpty() {
            return base < 0;
        }

        /** Adds the id; false, and nothing added, when it lies too far from the others (a bit per id between would cost too much). */
        boolean add(long id) {
            if (base < 0) {
                base = id & ~63L;
            } else if (id < base) {
                // An id a little older than the first one added: the words move up to make room.
                long from = id & ~63L;
                if (((base - from) >>> 6) + used > MAX_WORDS) {
                    return false;
                }
                int shift = (int) ((base - from) >>> 6);
                long[] moved = new long[Math.max(words.length, used + shift) * 2];
                System.arraycopy(words, 0, moved, shift, used);
                words = moved;
                used += shift;
                base = from;
            }
            long bit = id - base;
            if ((bit >>> 6) >= MAX_WORDS) {
                return false;
            }
            int word = (int) (bit >>> 6);
            if (word >= words.length) {
                words = java.util.Arrays.copyOf(words, Math.max(words.length * 2, word + 1));
            }
            words[word] |= 1L << bit; // a shift takes the low six bits
            used = Math.max(used, word + 1);
            return true;
        }

        boolean contains(long id) {
            long bit = id - base;
            if (base < 0 || bit < 0) {
                return false;
            }
            long word = bit >>> 6;
            return word < used && (words[(int) word] & (1L << bit)) != 0;
        }

        void clear() {
            java.util.Arrays.fill(words, 0, used, 0L);
            used = 0;
            base = -1;
        }
    }
}
