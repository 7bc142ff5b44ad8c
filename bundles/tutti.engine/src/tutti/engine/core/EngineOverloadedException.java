package tutti.engine.core;

/** The engine has as many instances in flight as it accepts; the client should retry later. */
public final class EngineOverloadedException extends Exception {

    private static final long serialVersionUID = 1L;

    public EngineOverloadedException(String message) {
        super(message);
    }
}
