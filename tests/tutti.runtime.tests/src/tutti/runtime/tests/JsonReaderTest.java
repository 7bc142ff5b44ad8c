package tutti.runtime.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.runtime.Json;
import tutti.runtime.JsonReader;

class JsonReaderTest {

    @Test
    void readsWhatClientsSend() {
        Map<String, Object> m = JsonReader.parseObject(
                " {\"n\": 1, \"x\": 2.5, \"s\": \"a\\\"b\\n\", \"ok\": true, \"list\": [1, \"two\"], \"none\": null} ");
        assertEquals(List.of("n", "x", "s", "ok", "list", "none"), List.copyOf(m.keySet()), "order kept");
        assertEquals(1L, m.get("n"));
        assertEquals(2.5, m.get("x"));
        assertEquals("a\"b\n", m.get("s"));
        assertEquals(true, m.get("ok"));
        assertEquals(List.of(1L, "two"), m.get("list"));
        assertTrue(m.containsKey("none") && m.get("none") == null);
    }

    @Test
    void wholeNumbersBeyondSixtyFourBitsAreReadAsTheNearestDouble() {
        // JSON sets numbers no limit: such a number is a value, not malformed JSON (the API fuzzer sent one as a message).
        assertEquals(-1.300990099760765e20, JsonReader.parse("-130099009976076500992"));
        assertEquals(java.util.List.of(9.223372036854775808e18), JsonReader.parse("[9223372036854775808]"));
        assertEquals(Long.MIN_VALUE, JsonReader.parse("-9223372036854775808"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> JsonReader.parse("--1")).getMessage().contains("a number"));
    }

    @Test
    void bytesThatAreNotUtf8AreRefusedWhereTheyStandNeverReplaced() {
        byte[] body = {'{', '"', 'a', '"', ':', ' ', '"', (byte) 0xff, '"', '}'};
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JsonReader.parseObject(body));
        assertTrue(e.getMessage().contains("not valid UTF-8: a malformed byte sequence at byte 7"), e.getMessage());
        assertEquals(java.util.Map.of("a", "\u00e9"), JsonReader.parseObject("{\"a\": \"\u00e9\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    @Test
    void whatTheWriterWritesReadsBack() {
        Map<String, Object> doc = Map.of("a", List.of(1L, 2L), "b", Map.of("c", "\u00e9\t"));
        assertEquals(doc, JsonReader.parse(Json.object(doc)));
    }

    @Test
    void errorsSayWhereAndWhat() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JsonReader.parse("{\"a\": }"));
        assertEquals("malformed JSON at character 7: expected a value, found '}'", e.getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> JsonReader.parse("[1, 2")).getMessage()
                .contains("expected ']', found the end"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> JsonReader.parse("{} x")).getMessage()
                .contains("expected nothing more"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> JsonReader.parseObject("[]")).getMessage()
                .contains("expected a JSON object"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> JsonReader.parse("[".repeat(200))).getMessage()
                .contains("less nesting"));
    }
}
