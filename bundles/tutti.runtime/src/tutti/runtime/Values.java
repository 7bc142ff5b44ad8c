package tutti.runtime;

import java.util.List;
import java.util.Map;

/**
 * Conversions from what clients send (JSON numbers, strings, lists, maps) to the types a
 * composition declares, used by generated {@code setInputs}. Errors name the parameter and the
 * type it needs.
 */
public final class Values {

    private Values() {
    }

    public static int toInt(Object v, String name) {
        long l = toLong(v, name);
        if (l < Integer.MIN_VALUE || l > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(name + " needs an int, " + v + " is out of range");
        }
        return (int) l;
    }

    public static long toLong(Object v, String name) {
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            return ((Number) v).longValue();
        }
        if (v instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue())) {
            return n.longValue();
        }
        throw wrong(v, name, "a whole number");
    }

    public static double toDouble(Object v, String name) {
        if (v instanceof Number n) {
            return n.doubleValue();
        }
        throw wrong(v, name, "a number");
    }

    public static float toFloat(Object v, String name) {
        return (float) toDouble(v, name);
    }

    public static short toShort(Object v, String name) {
        return (short) toInt(v, name);
    }

    public static byte toByte(Object v, String name) {
        return (byte) toInt(v, name);
    }

    public static boolean toBoolean(Object v, String name) {
        if (v instanceof Boolean b) {
            return b;
        }
        throw wrong(v, name, "true or false");
    }

    public static char toChar(Object v, String name) {
        if (v instanceof Character c) {
            return c;
        }
        if (v instanceof String s && s.length() == 1) {
            return s.charAt(0);
        }
        throw wrong(v, name, "one character");
    }

    public static String toStringValue(Object v, String name) {
        if (v == null || v instanceof String) {
            return (String) v;
        }
        throw wrong(v, name, "a string");
    }

    public static List<?> toList(Object v, String name) {
        if (v == null || v instanceof List<?>) {
            return (List<?>) v;
        }
        throw wrong(v, name, "a list");
    }

    public static Map<?, ?> toMap(Object v, String name) {
        if (v == null || v instanceof Map<?, ?>) {
            return (Map<?, ?>) v;
        }
        throw wrong(v, name, "an object");
    }

    /** Any other declared type: the value must already be an instance of it. */
    public static <T> T toType(Object v, Class<T> type, String name) {
        if (v == null || type.isInstance(v)) {
            return type.cast(v);
        }
        throw wrong(v, name, "a " + type.getSimpleName());
    }

    /** A journaled set of outputs has one value per output of the task it is for, else the journal belongs to another version. */
    public static void expectCount(Object[] values, int count, String task) {
        if (values == null || values.length != count) {
            throw new IllegalArgumentException(task + " has " + count + " outputs but the journal kept "
                    + (values == null ? "none" : values.length));
        }
    }

    private static IllegalArgumentException wrong(Object v, String name, String needed) {
        String got = v == null ? "nothing" : v.getClass().getSimpleName() + " " + v;
        return new IllegalArgumentException(name + " needs " + needed + ", got " + got);
    }
}
