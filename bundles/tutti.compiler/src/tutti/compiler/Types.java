package tutti.compiler;

import java.util.Map;

/** What the generator needs to know about the Java types a composition declares. */
final class Types {

    private static final Map<String, String> BOXES = Map.of("int", "Integer", "long", "Long", "double", "Double",
            "boolean", "Boolean", "float", "Float", "short", "Short", "byte", "Byte", "char", "Character");

    private Types() {
    }

    static String clean(String type) {
        return type == null || type.isBlank() ? "Object" : type.strip();
    }

    static boolean isPrimitive(String type) {
        return BOXES.containsKey(clean(type));
    }

    static String boxed(String type) {
        String t = clean(type);
        return BOXES.getOrDefault(t, t);
    }

    static String defaultValue(String type) {
        return switch (clean(type)) {
            case "boolean" -> "false";
            case "char" -> "'\\0'";
            case "int", "long", "double", "float", "short", "byte" -> "0";
            default -> "null";
        };
    }

    private static String erasure(String type) {
        String t = clean(type);
        int lt = t.indexOf('<');
        return lt < 0 ? t : t.substring(0, lt);
    }

    /** An expression converting {@code value} (an Object from JSON or a message) to {@code type}. */
    static String convert(String type, String value, String what) {
        String t = clean(type);
        String w = literal(what);
        String base = erasure(t).replaceFirst("^java\\.(lang|util)\\.", "");
        String call = switch (base) {
            case "int", "Integer" -> "tutti.runtime.Values.toInt(" + value + ", " + w + ")";
            case "long", "Long" -> "tutti.runtime.Values.toLong(" + value + ", " + w + ")";
            case "double", "Double" -> "tutti.runtime.Values.toDouble(" + value + ", " + w + ")";
            case "float", "Float" -> "tutti.runtime.Values.toFloat(" + value + ", " + w + ")";
            case "short", "Short" -> "tutti.runtime.Values.toShort(" + value + ", " + w + ")";
            case "byte", "Byte" -> "tutti.runtime.Values.toByte(" + value + ", " + w + ")";
            case "boolean", "Boolean" -> "tutti.runtime.Values.toBoolean(" + value + ", " + w + ")";
            case "char", "Character" -> "tutti.runtime.Values.toChar(" + value + ", " + w + ")";
            case "String" -> "tutti.runtime.Values.toStringValue(" + value + ", " + w + ")";
            case "Object" -> value;
            case "List" -> "(" + t + ") (java.util.List) tutti.runtime.Values.toList(" + value + ", " + w + ")";
            case "Map" -> "(" + t + ") (java.util.Map) tutti.runtime.Values.toMap(" + value + ", " + w + ")";
            default -> "(" + t + ") tutti.runtime.Values.toType(" + value + ", " + erasure(t) + ".class, " + w + ")";
        };
        // Boxed types may be null; primitives never are.
        return !isPrimitive(t) && BOXES.containsValue(base) ? "(" + value + " == null ? null : " + call + ")" : call;
    }

    static String literal(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> b.append(c);
            }
        }
        return b.append('"').toString();
    }
}
