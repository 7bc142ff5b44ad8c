package tutti.client;

import java.net.URI;

/** Nothing answers at the engine's address: refused, unknown host (DNS), no route, or a broken connection. */
public final class EngineUnreachableException extends EngineException {

    private static final long serialVersionUID = 1L;

    EngineUnreachableException(URI engine, String message, Throwable cause) {
        super(engine, message, cause);
    }
}
