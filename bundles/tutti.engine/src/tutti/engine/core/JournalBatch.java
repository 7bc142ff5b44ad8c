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

    private final Queue<JournalBatch> spares;
    private int count;
    private byte[] type = new byte[256];
    private long[] instance = new long[256];
    private int[] seq = new int[256];
    private int[] a = new int[256];
    private int[] b = new int[256];
    private long[] c = new long[256];
    private Object[] x = new Object[256];
    private Object[] y = new Object[256];
    private Object[] value = new Object[256];
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
        if (count == type.length) {
            grow();
        }
        int i = count++;
        type[i] = (byte) recordType;
        instance[i] = id;
        seq[i] = sequence;
        a[i] = first;
        b[i] = second;
        c[i] = third;
        x[i] = one;
        y[i] = two;
        value[i] = v;
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

    /** An instance whose start is in this batch has ended: its records are not written. */
    void endedWithin(long id) {
        endedWithin.add(id);
    }

    private void grow() {
        int n = type.length * 2;
        type = java.util.Arrays.copyOf(type, n);
        instance = java.util.Arrays.copyOf(instance, n);
        seq = java.util.Arrays.copyOf(seq, n);
        a = java.util.Arrays.copyOf(a, n);
        b = java.util.Arrays.copyOf(b, n);
        c = java.util.Arrays.copyOf(c, n);
        x = java.util.Arrays.copyOf(x, n);
        y = java.util.Arrays.copyOf(y, n);
        value = java.util.Arrays.copyOf(value, n);
    }

    /** On the journal's writer: the records, in order; then the batch is empty and goes back to its Kernel. */
    @Override
    public void writeTo(RecordBuffer into) {
        boolean dropping = !endedWithin.isEmpty();
        for (int i = 0; i < count; i++) {
            if (dropping && endedWithin.contains(instance[i])) {
                continue;
            }
            int t = type[i];
            if (t == ENCODED) {
                into.putFramed(encoded, a[i], b[i]);
                continue;
            }
            into.begin(t, instance[i], seq[i]);
            switch (t) {
                case KernelJournal.START -> into.putString((String) x[i]).putString((String) y[i]).putValue(value[i]);
                case KernelJournal.DONE -> into.putVarLong(a[i]).putVarLong(b[i]).putValue(value[i]);
                case KernelJournal.TAKEN -> into.putVarLong(a[i]).putVarLong(b[i]).putValue(value[i]).putString((String) x[i]);
                case KernelJournal.FAIL -> into.putVarLong(a[i]).putVarLong(b[i]).putString((String) x[i]).putString((String) y[i]);
                case KernelJournal.TIMEOUT -> into.putVarLong(a[i]).putVarLong(b[i]);
                case KernelJournal.MAIL -> into.putString((String) x[i]).putValue(value[i]);
                case KernelJournal.TIMER -> into.putVarLong(a[i]).putSigned(b[i]).putSigned(c[i]);
                case KernelJournal.END -> into.putByte(a[i]).putString((String) x[i]);
                default -> throw new IllegalStateException("no record type " + t);
            }
            into.end();
        }
        if (dropping) {
            // Their ids were given: a restart must not give them again.
            into.begin(Journal.MARK, endedWithin.highest(), 0).end();
        }
        clear();
        spares.offer(this);
    }

    private void clear() {
        // Values and strings go: the batch must not keep an ended instance's outputs alive.
        java.util.Arrays.fill(x, 0, count, null);
        java.util.Arrays.fill(y, 0, count, null);
        java.util.Arrays.fill(value, 0, count, null);
        count = 0;
        encoded.clear();
        endedWithin.clear();
    }

    /** A set of instance ids, open addressing, without boxing: the writer asks about every record of a batch. */
    private static final class IdSet {
        /** Ids are positive: 0 marks a free slot. */
        private long[] slots = new long[256];
        private int size;
        private long highest;

        boolean isEmpty() {
            return size == 0;
        }

        long highest() {
            return highest;
        }

        void add(long id) {
            if (2 * (size + 1) > slots.length) {
                long[] old = slots;
                slots = new long[old.length * 2];
                for (long kept : old) {
                    if (kept != 0) {
                        insert(slots, kept);
                    }
                }
            }
            if (insert(slots, id)) {
                size++;
                highest = Math.max(highest, id);
            }
        }

        boolean contains(long id) {
            int mask = slots.length - 1;
            for (int at = slot(id, mask); ; at = (at + 1) & mask) {
                long s = slots[at];
                if (s == id) {
                    return true;
                }
                if (s == 0) {
                    return false;
                }
            }
        }

        void clear() {
            if (size > 0) {
                java.util.Arrays.fill(slots, 0);
            }
            size = 0;
            highest = 0;
        }

        private static boolean insert(long[] table, long id) {
            int mask = table.length - 1;
            for (int at = slot(id, mask); ; at = (at + 1) & mask) {
                if (table[at] == id) {
                    return false;
                }
                if (table[at] == 0) {
                    table[at] = id;
                    return true;
                }
            }
        }

        private static int slot(long id, int mask) {
            long h = id * 0x9E3779B97F4A7C15L;
            return (int) (h >>> 40) & mask;
        }
    }
}
