package tutti.client;

import java.net.URI;

/** The engine answered 413: the archive or JSON body is over the engine's limit. */
public final class TooLargeException extends EngineException {

    private static final long serialVersionUID = 1L;

    TooLargeException(URI engine, String message, Throwable cause) {
        super(engine, message, cause);
    }
}
