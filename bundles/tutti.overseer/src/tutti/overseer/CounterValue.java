package tutti.overseer;

import java.util.OptionalLong;

/**
 * One event's count. An event that cannot be counted here has no value at all, so it can never be
 * mistaken for a count of zero.
 *
 * @param enabledNanos time the counter was enabled
 * @param runningNanos time it really counted; less than enabled when the kernel multiplexed it,
 *                     in which case the value is already extrapolated to the enabled time
 */
public record CounterValue(String event, CounterSupport support, long rawValue, long enabledNanos, long runningNanos,
        String reason) {

    static CounterValue unsupported(String event, CounterSupport support, String reason) {
        return new CounterValue(event, support, 0, 0, 0, reason);
    }

    public boolean supported() {
        return support == CounterSupport.SUPPORTED;
    }

    /** The count; throws with the reason when the event cannot be counted here. */
    public long value() {
        if (!supported()) {
            throw new OverseerException(reason);
        }
        return rawValue;
    }

    public OptionalLong valueIfSupported() {
        return supported() ? OptionalLong.of(rawValue) : OptionalLong.empty();
    }

    /** The value, or the reason there is none ("not supported on this machine"). */
    @Override
    public String toString() {
        return event + " = " + (supported() ? Long.toString(rawValue) : reason);
    }
}
