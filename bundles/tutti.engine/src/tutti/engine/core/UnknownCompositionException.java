package tutti.engine.core;

/** No deployed composition has that name (and version). */
public final class UnknownCompositionException extends Exception {

    private static final long serialVersionUID = 1L;

    public UnknownCompositionException(String message) {
        super(message);
    }
}
