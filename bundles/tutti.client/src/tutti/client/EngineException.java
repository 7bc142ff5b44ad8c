package tutti.client;

import java.net.URI;

/**
 * A call to an engine failed. Each kind of failure is a subclass, so callers can react to it (ask
 * for a token, offer to trust a certificate, retry later); the message always says what happened
 * and what to do, in words a person can act on, and is the same wherever it is shown.
 */
public abstract sealed class EngineException extends Exception permits EngineUnreachableException,
        UntrustedCertificateException, TokenRefusedException, NotFoundException, DeploymentConflictException,
        TooLargeException, EngineBusyException, EngineTimeoutException, RequestRefusedException, RequestCancelledException {

    private static final long serialVersionUID = 1L;

    private final URI engine;

    EngineException(URI engine, String message, Throwable cause) {
        super(message, cause);
        this.engine = engine;
    }

    /** The engine's address the call went to. */
    public URI engine() {
        return engine;
    }
}
