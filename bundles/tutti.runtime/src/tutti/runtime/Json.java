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
}
