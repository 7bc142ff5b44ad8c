package tutti.client;

import java.net.URI;

/** The engine answered 404: no such composition, deployment, instance or waiting message. */
public final class NotFoundException extends EngineException {

    private static final long serialVersionUID = 1L;

    NotFoundException(URI engine, String message, Throwable cause) {
        super(engine, message, cause);
    }
}
