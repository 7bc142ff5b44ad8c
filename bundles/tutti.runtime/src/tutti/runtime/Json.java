package tutti.runtime;

import java.util.Collection;
import java.util.Map;

/**
 * Writes JSON for the engine's answers and the overseer's exports. Small on purpose: Tutti writes
 * JSON in a few fixed shapes and needs no JSON library for that.
 */
public final class Json {

    private Json() {
    }

    /**
     * An object from ordered entries. Values may be strings, numbers, booleans, maps (nested
     * objects), collections (arrays) or null.
     */
    public static String object(Map<String, ?> entries) {
        StringBuilder b = new StringBuilder();
        object(b, entries);
        return b.toString();
    }

    /** Any value that {@link #object} takes as an entry, as JSON text. */
    public static String of(Object value) {
        StringBuilder b = new StringBuilder();
        value(b, value);
        return b.toString();
    }

    private static void object(StringBuilder b, Map<?, ?> entries) {
        b.append('{');
        boolean first = true;
        for (Map.Entry<?, ?> e : entries.entrySet()) {
            if (!first) {
                b.append(',');
            }
            first = false;
            string(b, String.valueOf(e.getKey()));
            b.append(':');
            value(b, e.getValue());
        }
        b.append('}');
    }

    private static void value(StringBuilder b, Object v) {
        if (v == null) {
            b.append("null");
        } else if (v instanceof Double d && (d.isNaN() || d.isInfinite())) {
            b.append("null"); // JSON has no NaN or infinity
        } else if (v instanceof Number || v instanceof Boolean) {
            b.append(v);
        } else if (v instanceof Map<?, ?> m) {
            object(b, m);
        } else if (v instanceof Collection<?> c) {
            b.append('[');
            boolean first = true;
            for (Object item : c) {
                if (!first) {
                    b.append(',');
                }
                first = false;
                value(b, item);
            }
            b.append(']');
        } else {
            string(b, v.toString());
        }
    }

    private static void string(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
    }
}
