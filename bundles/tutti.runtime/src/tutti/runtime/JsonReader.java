package tutti.runtime;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads JSON into maps, lists, strings, longs, doubles, booleans and nulls. Errors say what was
 * expected and at which character, so clients can fix their requests.
 */
public final class JsonReader {

    private final String text;
    private int pos;

    private JsonReader(String text) {
        this.text = text;
    }

    /** Parses a whole document; anything after the value is an error. */
    public static Object parse(String text) {
        JsonReader r = new JsonReader(text);
        r.space();
        Object value = r.value(0);
        r.space();
        if (r.pos < text.length()) {
            throw r.error("nothing more");
        }
        return value;
    }

    /**
     * Text a client sent as UTF-8, decoded strictly: a malformed byte sequence is refused where it
     * stands, never replaced by U+FFFD (which would run an instance on inputs nobody sent).
     */
    public static String utf8(byte[] bytes) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(in).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("the body is not valid UTF-8: a malformed byte sequence at byte " + in.position()
                    + " (send JSON as UTF-8)");
        }
    }

    /** Parses a document sent as UTF-8 bytes (decoded strictly, see {@link #utf8}). */
    public static Object parse(byte[] bytes) {
        return parse(utf8(bytes));
    }

    /** Parses a document sent as UTF-8 bytes that must be an object. */
    public static Map<String, Object> parseObject(byte[] bytes) {
        return parseObject(utf8(bytes));
    }

    /** Parses a document that must be an object. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> parseObject(String text) {
        Object v = parse(text);
        if (!(v instanceof Map<?, ?>)) {
            throw new IllegalArgumentException("expected a JSON object {...}, got " + (v == null ? "null" : v.getClass().getSimpleName()));
        }
        return (Map<String, Object>) v;
    }

    private Object value(int depth) {
        if (depth > 100) {
            throw error("less nesting (more than 100 levels)");
        }
        if (pos >= text.length()) {
            throw error("a value");
        }
        char c = text.charAt(pos);
        return switch (c) {
            case '{' -> object(depth);
            case '[' -> array(depth);
            case '"' -> string();
            case 't' -> literal("true", Boolean.TRUE);
            case 'f' -> literal("false", Boolean.FALSE);
            case 'n' -> literal("null", null);
            default -> {
                if (c == '-' || (c >= '0' && c <= '9')) {
                    yield number();
                }
                throw error("a value");
            }
        };
    }

    private Map<String, Object> object(int depth) {
        Map<String, Object> m = new LinkedHashMap<>();
        pos++;
        space();
        if (peek('}')) {
            pos++;
            return m;
        }
        while (true) {
            space();
            if (!peek('"')) {
                throw error("a \"name\"");
            }
            String key = string();
            space();
            expect(':');
            space();
            m.put(key, value(depth + 1));
            space();
            if (peek(',')) {
                pos++;
            } else {
                expect('}');
                return m;
            }
        }
    }

    private List<Object> array(int depth) {
        List<Object> list = new ArrayList<>();
        pos++;
        space();
        if (peek(']')) {
            pos++;
            return list;
        }
        while (true) {
            space();
            list.add(value(depth + 1));
            space();
            if (peek(',')) {
                pos++;
            } else {
                expect(']');
                return list;
            }
        }
    }

    private String string() {
        pos++;
        StringBuilder b = new StringBuilder();
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '"') {
                return b.toString();
            }
            if (c == '\\') {
                if (pos >= text.length()) {
                    break;
                }
                char e = text.charAt(pos++);
                switch (e) {
                    case '"', '\\', '/' -> b.append(e);
                    case 'n' -> b.append('\n');
                    case 't' -> b.append('\t');
                    case 'r' -> b.append('\r');
                    case 'b' -> b.append('\b');
                    case 'f' -> b.append('\f');
                    case 'u' -> {
                        if (pos + 4 > text.length()) {
                            throw error("four hex digits after \\u");
                        }
                        try {
                            b.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                        } catch (NumberFormatException ex) {
                            throw error("four hex digits after \\u");
                        }
                        pos += 4;
                    }
                    default -> throw error("a valid escape, not \\" + e);
                }
            } else if (c < 0x20) {
                throw error("no control characters inside strings");
            } else {
                b.append(c);
            }
        }
        throw error("the closing \" of a string");
    }

    private Object number() {
        int start = pos;
        if (peek('-')) {
            pos++;
        }
        boolean decimal = false;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c >= '0' && c <= '9') {
                pos++;
            } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || (c == '-' && pos > start)) {
                decimal = true;
                pos++;
            } else {
                break;
            }
        }
        String n = text.substring(start, pos);
        try {
            if (!decimal) {
                return whole(n);
            }
            return Double.parseDouble(n);
        } catch (NumberFormatException e) {
            pos = start;
            throw error("a number");
        }
    }

    /**
     * A whole number; one beyond 64 bits (JSON sets numbers no limit) as the nearest double, which
     * an input of a whole-number type refuses with its own reason.
     */
    private static Object whole(String n) {
        try {
            return Long.parseLong(n);
        } catch (NumberFormatException e) {
            if (n.matches("-?[0-9]+")) {
                return Double.parseDouble(n);
            }
            throw e;
        }
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, pos)) {
            throw error("a value");
        }
        pos += word.length();
        return value;
    }

    private boolean peek(char c) {
        return pos < text.length() && text.charAt(pos) == c;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("'" + c + "'");
        }
        pos++;
    }

    private void space() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private IllegalArgumentException error(String expected) {
        String found = pos < text.length() ? "'" + text.charAt(pos) + "'" : "the end";
        return new IllegalArgumentException("malformed JSON at character " + (pos + 1) + ": expected " + expected
                + ", found " + found);
    }
}
