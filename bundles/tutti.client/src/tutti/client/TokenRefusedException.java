package tutti.client;

import java.net.URI;

/** The engine answered 401: the call needs the engine's token, or the token given is not the engine's. */
public final class TokenRefusedException extends EngineException {

    private static final long serialVersionUID = 1L;

    TokenRefusedException(URI engine, String message, Throwable cause) {
        super(engine, message, cause);
    }
}
