package tutti.runtime.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.runtime.Json;
import tutti.runtime.JsonOut;
import tutti.runtime.JsonReader;

class JsonTest {

    @Test
    void objectsKeepTheirOrderAndNestMapsAndLists() {
        Map<String, Object> inner = new LinkedHashMap<>();
        inner.put("ok", true);
        inner.put("none", null);
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("n", 3);
        doc.put("x", 1.5);
        doc.put("inner", inner);
        doc.put("list", List.of(1, "two", List.of()));
        assertEquals("{\"n\":3,\"x\":1.5,\"inner\":{\"ok\":true,\"none\":null},\"list\":[1,\"two\",[]]}", Json.object(doc));
    }

    @Test
    void stringsAreEscaped() {
        assertEquals("{\"s\":\"a\\\"b\\\\c\\nd\\t\\u0001\"}", Json.object(Map.of("s", "a\"b\\c\nd\t\u0001")));
    }

    @Test
    void numbersJsonCannotHoldBecomeNull() {
        assertEquals("{\"a\":null}", Json.object(Map.of("a", Double.NaN)));
        assertEquals("{\"a\":null}", Json.object(Map.of("a", Double.POSITIVE_INFINITY)));
    }

    @Test
    void textBeyondAsciiIsUtf8AsJavasEncoderWritesIt() {
        String s = "é € \uD83D\uDE00 lone \uD800 end \uDC00";
        JsonOut out = new JsonOut(4).value(Map.of("s", s));
        byte[] written = Arrays.copyOf(out.array(), out.size());
        assertEquals(new String(("{\"s\":\"" + s + "\"}").getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8),
                new String(written, StandardCharsets.UTF_8));
        assertEquals(Arrays.toString(("{\"s\":\"" + s + "\"}").getBytes(StandardCharsets.UTF_8)), Arrays.toString(written));
    }

    @Test
    void wholeNumbersOfEveryWidthAndDeepNesting() {
        assertEquals("[0,-1,9,10,-10,99999,9223372036854775807,-9223372036854775808,7,-3,1.0E20,null]",
                Json.of(List.of(0, -1L, 9, 10, -10, 99999, Long.MAX_VALUE, Long.MIN_VALUE, (short) 7, (byte) -3, 1e20, Float.NaN)));
        Object deep = List.of();
        for (int i = 0; i < 45; i++) { // 90 levels: beyond the writer's first array of levels, within the reader's limit
            deep = Map.of("a", List.of(1L, deep));
        }
        assertEquals(deep, JsonReader.parse(Json.of(deep)), "ninety levels read back as written");
    }

    @Test
    void fieldByFieldIsTheSameAsAMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", 42L);
        m.put("state", "completed");
        m.put("outputs", Map.of("r", List.of("x", 1)));
        String fields = new JsonOut(1).begin().field("id", 42).field("state", "completed")
                .field("outputs", Map.of("r", List.of("x", 1))).end().newline().toString();
        assertEquals(Json.object(m) + "\n", fields);
    }
}
