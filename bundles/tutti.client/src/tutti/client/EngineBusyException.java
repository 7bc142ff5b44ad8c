package tutti.client;

import java.net.URI;
import java.time.Duration;

/** The engine answered 503: it has as many instances in flight as it accepts (or no replica is up). */
public final class EngineBusyException extends EngineException {

    private static final long serialVersionUID = 1L;

    private final Duration retryAfter;

    EngineBusyException(URI engine, String message, Duration retryAfter) {
        super(engine, message, null);
        this.retryAfter = retryAfter;
    }

    /** What the engine's Retry-After said, or null when it said nothing. */
    public Duration retryAfter() {
        return retryAfter;
    }
}
