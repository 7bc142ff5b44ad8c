package tutti.overseer;

/** A request the native overseer could not carry out; the message names the cause. */
public class OverseerException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public OverseerException(String message) {
        super(message);
    }

    public OverseerException(String message, Throwable cause) {
        super(message, cause);
    }
}
