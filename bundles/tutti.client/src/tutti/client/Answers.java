package tutti.client;

import java.util.List;
import java.util.Map;

/** Reading fields of parsed JSON answers without casts all over the client. */
final class Answers {

    private Answers() {
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object value) {
        return value instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
    }

    static List<?> list(Object value) {
        return value instanceof List<?> l ? l : List.of();
    }

    static String text(Object value, String fallback) {
        return value == null ? fallback : value.toString();
    }

    static long number(Object value, long fallback) {
        return value instanceof Number n ? n.longValue() : fallback;
    }

    static double decimal(Object value) {
        return value instanceof Number n ? n.doubleValue() : 0;
    }

    static List<String> strings(Object value) {
        return list(value).stream().map(String::valueOf).toList();
    }
}
