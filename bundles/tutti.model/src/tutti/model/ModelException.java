package tutti.model;

/** A composition file that cannot be read or written; the message names the file and the problem. */
public final class ModelException extends Exception {

    private static final long serialVersionUID = 1L;

    public ModelException(String message, Throwable cause) {
        super(message, cause);
    }

    public ModelException(String message) {
        super(message);
    }
}
