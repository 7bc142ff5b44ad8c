package tutti.engine.journal;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the fields of one record's body, in the order {@link RecordBuffer} wrote them. */
public final class RecordReader {

    private final byte[] bytes;
    private int at;
    private final int end;

    RecordReader(byte[] bytes, int offset, int length) {
        this.bytes = bytes;
        this.at = offset;
        this.end = offset + length;
    }

    /** Over a body alone (tests, and records carried in memory). */
    public static RecordReader of(byte[] body) {
        return new RecordReader(body, 0, body.length);
    }

    /** The fields not read yet, copied after {@code prefix} (recovery keeps a record that came before its turn). */
    public byte[] rest(int prefix) {
        byte[] copy = new byte[1 + end - at];
        copy[0] = (byte) prefix;
        System.arraycopy(bytes, at, copy, 1, end - at);
        return copy;
    }

    public boolean hasMore() {
        return at < end;
    }

    public int getByte() {
        check(1);
        return bytes[at++] & 0xff;
    }

    public long getVarLong() {
        long v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            int b = getByte();
            v |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
        throw new IllegalStateException("a number in the record is longer than 64 bits");
    }

    public int getVarInt() {
        long v = getVarLong();
        if (v > Integer.MAX_VALUE) {
            throw new IllegalStateException("a count in the record is out of range: " + v);
        }
        return (int) v;
    }

    public long getSigned() {
        long v = getVarLong();
        return (v >>> 1) ^ -(v & 1);
    }

    public String getString() {
        long n = getVarLong();
        if (n == 0) {
            return null;
        }
        int length = (int) (n - 1);
        check(length);
        String s = new String(bytes, at, length, StandardCharsets.UTF_8);
        at += length;
        return s;
    }

    public Object getValue() {
        int tag = getByte();
        return switch (tag) {
            case RecordBuffer.Values.NULL -> null;
            case RecordBuffer.Values.FALSE -> false;
            case RecordBuffer.Values.TRUE -> true;
            case RecordBuffer.Values.INT -> (int) getSigned();
            case RecordBuffer.Values.LONG -> getSigned();
            case RecordBuffer.Values.DOUBLE -> Double.longBitsToDouble(getLong());
            case RecordBuffer.Values.FLOAT -> Float.intBitsToFloat((int) getVarLong());
            case RecordBuffer.Values.SHORT -> (short) getSigned();
            case RecordBuffer.Values.BYTE -> (byte) getSigned();
            case RecordBuffer.Values.CHAR -> (char) getVarLong();
            case RecordBuffer.Values.STRING -> getString();
            case RecordBuffer.Values.LIST -> {
                int n = getVarInt();
                List<Object> list = new ArrayList<>(Math.min(n, end - at));
                for (int i = 0; i < n; i++) {
                    list.add(getValue());
                }
                yield list; // mutable, as the list a client's JSON gives a task
            }
            case RecordBuffer.Values.MAP -> {
                int n = getVarInt();
                Map<String, Object> map = new LinkedHashMap<>();
                for (int i = 0; i < n; i++) {
                    map.put(getString(), getValue());
                }
                yield map;
            }
            case RecordBuffer.Values.UNKEPT -> new Unkept(getString(), getString());
            default -> throw new IllegalStateException("unknown value tag " + tag + " in the record");
        };
    }

    /** A list of values written with {@link RecordBuffer#putValue} of an array, or null. */
    public Object[] getValues() {
        Object v = getValue();
        return v == null ? null : ((List<?>) v).toArray();
    }

    private long getLong() {
        check(8);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v |= (bytes[at++] & 0xffL) << (8 * i);
        }
        return v;
    }

    private void check(int n) {
        if (n < 0 || at + n > end) {
            throw new IllegalStateException("the record ends before its fields do");
        }
    }
}
