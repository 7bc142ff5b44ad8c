package tutti.overseer;

/** The native library is not loaded here; the message says why and what to install. */
public final class OverseerUnavailableException extends OverseerException {

    private static final long serialVersionUID = 1L;

    public OverseerUnavailableException(String message) {
        super(message);
    }
}
