package tutti.client;

import java.net.URI;

/** The engine did not connect or answer in time. */
public final class EngineTimeoutException extends EngineException {

    private static final long serialVersionUID = 1L;

    EngineTimeoutException(URI engine, String message, Throwable cause) {
        super(engine, message, cause);
    }
}
