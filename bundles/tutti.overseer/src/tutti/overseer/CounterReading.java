package tutti.overseer;

import java.util.List;

/** The values of a counter group at one moment, in the group's event order. */
public record CounterReading(List<CounterValue> values) {

    public CounterReading {
        values = List.copyOf(values);
    }

    public CounterValue get(String event) {
        for (CounterValue v : values) {
            if (v.event().equals(event)) {
                return v;
            }
        }
        throw new IllegalArgumentException("this reading has no event " + event + " (it has " + values + ")");
    }
}
