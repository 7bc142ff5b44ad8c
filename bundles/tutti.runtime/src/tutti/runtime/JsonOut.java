package tutti.runtime;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;

/**
 * JSON written straight into UTF-8 bytes, for answers that go to a socket: one array per answer
 * instead of a builder's growing copies, its string, and the string's encoding. Objects are
 * written field by field ({@link #begin}, {@link #field}, {@link #end}), so that an answer of a
 * fixed shape needs no map built for it; any value {@link Json} takes is written by {@link #value}.
 */
public final class JsonOut {

    private byte[] bytes;
    private int size;
    /** Per nesting level: whether the object or array being written has no member yet. */
    private boolean[] empty = new boolean[8];
    private int depth;

    public JsonOut() {
        this(256);
    }

    public JsonOut(int capacity) {
        bytes = new byte[Math.max(16, capacity)];
    }

    /** Starts an object, as a value of its own or of the field just named. */
    public JsonOut begin() {
        return open('{');
    }

    public JsonOut end() {
        return close('}');
    }

    /** Names the next member of the object being written; its value follows. */
    public JsonOut field(String name) {
        member();
        string(name);
        return put((byte) ':');
    }

    public JsonOut field(String name, long value) {
        field(name);
        return number(value);
    }

    public JsonOut field(String name, Object value) {
        field(name);
        return value(value);
    }

    /**
     * Any value: strings, numbers, booleans, maps (objects, in their order), collections (arrays)
     * or null; other objects as the string of {@code toString()}. NaN and infinities are null: JSON has neither.
     */
    public JsonOut value(Object v) {
        if (v == null) {
            ascii("null");
        } else if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            number(((Number) v).longValue());
        } else if (v instanceof Double d && (d.isNaN() || d.isInfinite())) {
            ascii("null");
        } else if (v instanceof Float f && (f.isNaN() || f.isInfinite())) {
            ascii("null");
        } else if (v instanceof Number || v instanceof Boolean) {
            ascii(v.toString());
        } else if (v instanceof Map<?, ?> m) {
            begin();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                field(String.valueOf(e.getKey()), e.getValue());
            }
            end();
        } else if (v instanceof Collection<?> c) {
            open('[');
            for (Object item : c) {
                member();
                value(item);
            }
            close(']');
        } else {
            string(v.toString());
        }
        return this;
    }

    /** Ends the text with a line feed, as answers on the wire do. */
    public JsonOut newline() {
        return put((byte) '\n');
    }

    /** The bytes written: the array's first {@link #size()}; not copied, so write nothing more once they are handed on. */
    public byte[] array() {
        return bytes;
    }

    public int size() {
        return size;
    }

    @Override
    public String toString() {
        return new String(bytes, 0, size, StandardCharsets.UTF_8);
    }

    private JsonOut open(char c) {
        put((byte) c);
        depth++;
        if (depth == empty.length) {
            empty = Arrays.copyOf(empty, depth * 2);
        }
        empty[depth] = true;
        return this;
    }

    private JsonOut close(char c) {
        depth--;
        return put((byte) c);
    }

    /** A comma before every member of an object or array but its first. */
    private void member() {
        if (empty[depth]) {
            empty[depth] = false;
        } else {
            put((byte) ',');
        }
    }

    private JsonOut number(long n) {
        if (n == Long.MIN_VALUE) {
            return ascii(Long.toString(n));
        }
        ensure(20);
        if (n < 0) {
            bytes[size++] = '-';
            n = -n;
        }
        int digits = 1;
        for (long p = 10; digits < 19 && n >= p; p *= 10) {
            digits++;
        }
        for (int i = size + digits - 1; i >= size; i--) {
            bytes[i] = (byte) ('0' + n % 10);
            n /= 10;
        }
        size += digits;
        return this;
    }

    private void string(String s) {
        int n = s.length();
        ensure(n + 2);
        bytes[size++] = '"';
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
                put((byte) c);
            } else {
                special(s, i, c);
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    i++;
                }
            }
        }
        put((byte) '"');
    }

    /** An escaped character, or one beyond ASCII as UTF-8 (a lone surrogate as '?', as Java's encoder writes it). */
    private void special(String s, int i, char c) {
        switch (c) {
            case '"' -> ascii("\\\"");
            case '\\' -> ascii("\\\\");
            case '\n' -> ascii("\\n");
            case '\r' -> ascii("\\r");
            case '\t' -> ascii("\\t");
            default -> {
                if (c < 0x20) {
                    ascii(String.format("\\u%04x", (int) c));
                } else if (c < 0x800) {
                    put((byte) (0xc0 | c >> 6));
                    put((byte) (0x80 | c & 0x3f));
                } else if (!Character.isSurrogate(c)) {
                    put((byte) (0xe0 | c >> 12));
                    put((byte) (0x80 | c >> 6 & 0x3f));
                    put((byte) (0x80 | c & 0x3f));
                } else if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                    int cp = Character.toCodePoint(c, s.charAt(i + 1));
                    put((byte) (0xf0 | cp >> 18));
                    put((byte) (0x80 | cp >> 12 & 0x3f));
                    put((byte) (0x80 | cp >> 6 & 0x3f));
                    put((byte) (0x80 | cp & 0x3f));
                } else {
                    put((byte) '?');
                }
            }
        }
    }

    private JsonOut ascii(String s) {
        ensure(s.length());
        for (int i = 0; i < s.length(); i++) {
            bytes[size++] = (byte) s.charAt(i);
        }
        return this;
    }

    private JsonOut put(byte b) {
        if (size == bytes.length) {
            ensure(1);
        }
        bytes[size++] = b;
        return this;
    }

    private void ensure(int more) {
        if (size + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
        }
    }
}
