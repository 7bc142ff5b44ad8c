package tutti.engine.journal;

import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Map;
import java.util.zip.CRC32C;

/**
 * Records being written, framed as the journal keeps them: a 4-byte length, a CRC-32C of the body,
 * then the body. One thread fills a buffer (a Kernel fills its own, so appending takes no lock);
 * {@link Journal#append} copies it out whole.
 */
public final class RecordBuffer {

    /** Length and checksum before each body. */
    static final int HEADER = 8;

    private byte[] bytes;
    private int size;
    private int recordStart = -1;
    /** The highest instance a record here belongs to (marks aside); -1 when none, Long.MAX_VALUE when not known. */
    private long highest = -1;
    private final CRC32C crc = new CRC32C();

    public RecordBuffer(int capacity) {
        bytes = new byte[Math.max(64, capacity)];
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    byte[] array() {
        return bytes;
    }

    /** The framed records, copied (to look at them, or to write them somewhere else). */
    public byte[] copy() {
        return java.util.Arrays.copyOf(bytes, size);
    }

    public void clear() {
        size = 0;
        recordStart = -1;
        highest = -1;
    }

    /** The highest instance a record here belongs to, {@link Journal#MARK}s aside: -1 when none. */
    long highest() {
        return highest;
    }

    /** Starts a record of {@code type} for an instance; {@code seq} orders that instance's records. */
    public RecordBuffer begin(int type, long instance, int seq) {
        // A record left open was being written when its value failed (a cycle, say): it is dropped.
        abandon();
        ensure(HEADER);
        if (type != Journal.MARK) {
            highest = Math.max(highest, instance);
        }
        recordStart = size;
        size += HEADER;
        putByte(type);
        putVarLong(instance);
        putVarLong(seq);
        return this;
    }

    /** Closes the open record: its length and checksum go in front of it. */
    public void end() {
        int bodyStart = recordStart + HEADER;
        int length = size - bodyStart;
        crc.reset();
        crc.update(bytes, bodyStart, length);
        putInt(recordStart, length);
        putInt(recordStart + 4, (int) crc.getValue());
        recordStart = -1;
    }

    /** Drops the open record (its values could not be written). */
    public void abandon() {
        if (recordStart >= 0) {
            size = recordStart;
            recordStart = -1;
        }
    }

    /** Appends records already framed (read back from a segment, to carry them) whose highest instance is {@code instance}. */
    void putFramed(byte[] source, int offset, int length, long instance) {
        highest = Math.max(highest, instance);
        ensure(length);
        System.arraycopy(source, offset, bytes, size, length);
        size += length;
    }

    /** Appends records framed in another buffer: {@code length} bytes from {@code offset}. */
    public void putFramed(RecordBuffer from, int offset, int length) {
        putFramed(from.bytes, offset, length, from.highest);
    }

    public RecordBuffer putByte(int b) {
        ensure(1);
        bytes[size++] = (byte) b;
        return this;
    }

    public RecordBuffer putVarLong(long v) {
        ensure(10);
        while ((v & ~0x7FL) != 0) {
            bytes[size++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        bytes[size++] = (byte) v;
        return this;
    }

    /** A signed number, zig-zag coded so that small negative ones stay short. */
    public RecordBuffer putSigned(long v) {
        return putVarLong((v << 1) ^ (v >> 63));
    }

    public RecordBuffer putString(String s) {
        if (s == null) {
            return putVarLong(0);
        }
        int n = s.length();
        if (n < 128) {
            // Short ASCII, the common case (names, codes, most values), without a byte array of its own.
            ensure(n + 1);
            int at = size + 1;
            boolean ascii = true;
            for (int i = 0; i < n && ascii; i++) {
                char c = s.charAt(i);
                ascii = c < 0x80;
                bytes[at + i] = (byte) c;
            }
            if (ascii) {
                bytes[size] = (byte) (n + 1);
                size = at + n;
                return this;
            }
        }
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        putVarLong(utf8.length + 1L);
        ensure(utf8.length);
        System.arraycopy(utf8, 0, bytes, size, utf8.length);
        size += utf8.length;
        return this;
    }

    /**
     * A value of an instance (inputs, outputs, messages): null, booleans, numbers, characters,
     * strings, lists and maps, nested. Anything else is kept as its class and text, which recovery
     * refuses by name ({@link Unkept}).
     */
    public RecordBuffer putValue(Object v) {
        switch (v) {
            case null -> putByte(Values.NULL);
            case Boolean b -> putByte(b ? Values.TRUE : Values.FALSE);
            case Integer i -> putByte(Values.INT).putSigned(i);
            case Long l -> putByte(Values.LONG).putSigned(l);
            case Double d -> putByte(Values.DOUBLE).putLong(Double.doubleToRawLongBits(d));
            case Float f -> putByte(Values.FLOAT).putVarLong(Float.floatToRawIntBits(f) & 0xffffffffL);
            case Short s -> putByte(Values.SHORT).putSigned(s);
            case Byte b -> putByte(Values.BYTE).putSigned(b);
            case Character c -> putByte(Values.CHAR).putVarLong(c);
            case String s -> putByte(Values.STRING).putString(s);
            case Collection<?> c -> {
                putByte(Values.LIST).putVarLong(c.size());
                for (Object item : c) {
                    putValue(item);
                }
            }
            case Object[] a -> {
                putByte(Values.LIST).putVarLong(a.length);
                for (Object item : a) {
                    putValue(item);
                }
            }
            case Map<?, ?> m -> {
                putByte(Values.MAP).putVarLong(m.size());
                for (Map.Entry<?, ?> e : m.entrySet()) {
                    putString(String.valueOf(e.getKey()));
                    putValue(e.getValue());
                }
            }
            case Unkept u -> putByte(Values.UNKEPT).putString(u.type()).putString(u.text());
            default -> putByte(Values.UNKEPT).putString(v.getClass().getName()).putString(String.valueOf(v));
        }
        return this;
    }

    private RecordBuffer putLong(long v) {
        ensure(8);
        for (int i = 0; i < 8; i++) {
            bytes[size++] = (byte) (v >>> (8 * i));
        }
        return this;
    }

    private void putInt(int at, int v) {
        bytes[at] = (byte) (v >>> 24);
        bytes[at + 1] = (byte) (v >>> 16);
        bytes[at + 2] = (byte) (v >>> 8);
        bytes[at + 3] = (byte) v;
    }

    private void ensure(int more) {
        if (size + more > bytes.length) {
            bytes = java.util.Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
        }
    }

    /** The tags of values in a record. */
    static final class Values {
        static final int NULL = 0, FALSE = 1, TRUE = 2, INT = 3, LONG = 4, DOUBLE = 5, FLOAT = 6, SHORT = 7, BYTE = 8,
                CHAR = 9, STRING = 10, LIST = 11, MAP = 12, UNKEPT = 13;

        private Values() {
        }
    }
}
