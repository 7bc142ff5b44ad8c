package tutti.engine;

/** The engine could not start; the message says why and what to change. */
public final class EngineStartException extends Exception {

    private static final long serialVersionUID = 1L;

    public EngineStartException(String message, Throwable cause) {
        super(message, cause);
    }
}
