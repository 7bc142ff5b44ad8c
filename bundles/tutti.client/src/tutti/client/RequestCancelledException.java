package tutti.client;

import java.net.URI;

/** The calling thread was interrupted while it waited for the engine; its interrupt flag is set again. */
public final class RequestCancelledException extends EngineException {

    private static final long serialVersionUID = 1L;

    RequestCancelledException(URI engine, String message, Throwable cause) {
        super(engine, message, cause);
    }
}
