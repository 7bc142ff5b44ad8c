package tutti.runtime;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;
import java.time.temporal.TemporalAccessor;

/**
 * When a Timer task is due, from what its duration or its time evaluated to; generated code calls
 * these. A value of the wrong kind fails the task with a message naming what was given.
 */
public final class Timers {

    private Timers() {
    }

    /** Epoch milliseconds {@code wait} from now: a Duration, milliseconds as a number, or ISO-8601 text (PT10M). */
    public static long after(Object wait, String task) {
        long millis;
        if (wait instanceof Duration d) {
            millis = d.toMillis();
        } else if (wait instanceof Number n) {
            millis = n.longValue();
        } else if (wait instanceof CharSequence text) {
            try {
                millis = Duration.parse(text.toString().strip()).toMillis();
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException("the duration of timer '" + task + "' is '" + text
                        + "', not an ISO-8601 duration such as PT10M or P1DT2H");
            }
        } else {
            throw new IllegalArgumentException("the duration of timer '" + task + "' is " + describe(wait)
                    + "; give a java.time.Duration, milliseconds or ISO-8601 text such as PT10M");
        }
        if (millis < 0) {
            throw new IllegalArgumentException("the duration of timer '" + task + "' is negative (" + millis + " ms)");
        }
        return System.currentTimeMillis() + millis;
    }

    /**
     * The epoch milliseconds of {@code time}: an Instant, an Offset/ZonedDateTime, a LocalDateTime
     * (in this machine's zone), epoch milliseconds, or ISO-8601 text.
     */
    public static long at(Object time, String task) {
        if (time instanceof Instant i) {
            return i.toEpochMilli();
        }
        if (time instanceof OffsetDateTime o) {
            return o.toInstant().toEpochMilli();
        }
        if (time instanceof ZonedDateTime z) {
            return z.toInstant().toEpochMilli();
        }
        if (time instanceof LocalDateTime l) {
            return l.atZone(ZoneId.systemDefault()).toInstant().toEpochMilli();
        }
        if (time instanceof Number n) {
            return n.longValue();
        }
        if (time instanceof CharSequence text) {
            Long parsed = parse(text.toString().strip());
            if (parsed == null) {
                throw new IllegalArgumentException("the time of timer '" + task + "' is '" + text
                        + "', not an ISO-8601 date-time such as 2026-12-24T18:00:00Z");
            }
            return parsed;
        }
        throw new IllegalArgumentException("the time of timer '" + task + "' is " + describe(time)
                + "; give an Instant, an OffsetDateTime, a ZonedDateTime, epoch milliseconds or ISO-8601 text");
    }

    /** ISO-8601 text as epoch milliseconds (with an offset or zone, or local to this machine), or null. */
    public static Long parse(String text) {
        try {
            TemporalAccessor t = java.time.format.DateTimeFormatter.ISO_DATE_TIME.parseBest(text, ZonedDateTime::from,
                    OffsetDateTime::from, LocalDateTime::from);
            return switch (t) {
                case ZonedDateTime z -> z.toInstant().toEpochMilli();
                case OffsetDateTime o -> o.toInstant().toEpochMilli();
                case LocalDateTime l -> l.atZone(ZoneId.systemDefault()).toInstant().toEpochMilli();
                default -> null;
            };
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    /** Whether the text is an ISO-8601 duration. */
    public static boolean isDuration(String text) {
        try {
            Duration.parse(text.strip());
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    private static String describe(Object o) {
        return o == null ? "null" : "a " + o.getClass().getSimpleName() + " (" + o + ")";
    }
}
