package tutti.runtime;

import java.util.LinkedHashMap;
import java.util.Map;

/** Payloads of calls that send several values: a map from names to values, in declaration order. */
public final class Payloads {

    private Payloads() {
    }

    public static Map<String, Object> of(Object... namesAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            m.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return m;
    }
}
