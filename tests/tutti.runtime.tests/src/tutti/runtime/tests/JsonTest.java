package tutti.runtime.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.runtime.Json;

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
}
