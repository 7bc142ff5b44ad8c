package tutti.runtime;

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
        return new JsonOut().value(entries).toString();
    }

    /** Any value that {@link #object} takes as an entry, as JSON text. */
    public static String of(Object value) {
        return new JsonOut().value(value).toString();
    }

    /**
     * As {@link #of}, indented two spaces a level with one entry a line, for files people read
     * and edit (a cluster's description); arrays of plain values stay on one line.
     */
    public static String pretty(Object value) {
        StringBuilder b = new StringBuilder();
        pretty(value, "", b);
        return b.append('\n').toString();
    }

    private static void pretty(Object value, String indent, StringBuilder b) {
        String inner = indent + "  ";
        if (value instanceof Map<?, ?> m && !m.isEmpty()) {
            b.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                b.append(inner).append(of(String.valueOf(e.getKey()))).append(": ");
                pretty(e.getValue(), inner, b);
                b.append(++i < m.size() ? ",\n" : "\n");
            }
            b.append(indent).append('}');
        } else if (value instanceof java.util.Collection<?> c && c.stream().anyMatch(x -> x instanceof Map<?, ?>
                || x instanceof java.util.Collection<?>)) {
            b.append("[\n");
            int i = 0;
            for (Object x : c) {
                b.append(inner);
                pretty(x, inner, b);
                b.append(++i < c.size() ? ",\n" : "\n");
            }
            b.append(indent).append(']');
        } else {
            b.append(of(value));
        }
    }
}
