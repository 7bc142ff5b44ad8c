package tutti.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.overseer.Availability;
import tutti.overseer.CounterEvent;
import tutti.overseer.CounterSupport;
import tutti.overseer.Counters;
import tutti.overseer.Overseer;

/**
 * {@code GET /events}: the machine's counter events with the probe of {@code tutti events}: each
 * opened once, so "listed" and "can be counted here" are not confused. Probed at the first request
 * (the machine does not change while the engine runs).
 */
public final class EventList {

    private static volatile List<CounterEvent> probed;

    private EventList() {
    }

    static List<CounterEvent> events() {
        List<CounterEvent> p = probed;
        if (p == null) {
            Availability a = Overseer.availability();
            p = a.available() ? Counters.events(true) : List.of();
            probed = p;
        }
        return p;
    }

    static Map<String, Object> json(List<String> tracked) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (CounterEvent e : events()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", e.name());
            m.put("support", word(e.support()));
            if (e.support() != CounterSupport.SUPPORTED) {
                m.put("reason", e.reason().substring(e.reason().indexOf(": ") + 2));
            }
            m.put("description", e.description());
            list.add(m);
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("tracked", tracked);
        Availability a = Overseer.availability();
        if (!a.available()) {
            body.put("unavailable", "the overseer is not available, so nothing can be counted: " + a.detail());
        }
        body.put("events", list);
        return body;
    }

    /** Whether a name is one of the machine's events; true when the machine's events are unknown. */
    static boolean known(String name) {
        List<CounterEvent> all = events();
        return all.isEmpty() || all.stream().anyMatch(e -> e.name().equals(name));
    }

    private static String word(CounterSupport s) {
        return switch (s) {
            case SUPPORTED -> "supported";
            case NOT_SUPPORTED -> "not supported on this machine";
            case PERMISSION_DENIED -> "permission denied";
            case UNAVAILABLE -> "overseer unavailable";
            default -> "cannot be opened";
        };
    }

    /**
     * {@code "default"}, {@code "none"} or a list of the machine's event names (see {@code GET
     * /events}); an event the machine cannot count is accepted and reported as such.
     */
    public static List<String> counters(Object value) {
        if ("default".equals(value)) {
            return EngineOptions.DEFAULT_COUNTERS;
        }
        if ("none".equals(value)) {
            return List.of();
        }
        if (!(value instanceof List<?> list) || list.stream().anyMatch(e -> !(e instanceof String))) {
            throw new IllegalArgumentException("counters takes \"default\", \"none\" or a list of event names, e.g. "
                    + "[\"perf::TASK-CLOCK\", \"perf::CACHE-MISSES\"], not " + value);
        }
        List<String> events = list.stream().map(String.class::cast).distinct().toList();
        for (String e : events) {
            if (!EventList.known(e)) {
                throw new IllegalArgumentException("unknown event '" + e + "': GET /events lists this machine's events");
            }
        }
        return events;
    }
}
