package tutti.runtime;

/**
 * A task failure with a code that failure flows and callers can tell apart: an HTTP status
 * ({@code "503"}), a sub-composition's error end, or a code a snippet chooses
 * ({@code throw new tutti.runtime.TaskError("OUT_OF_STOCK", "no parcel left")}).
 */
public class TaskError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String code;

    public TaskError(String code, String message) {
        super(message);
        this.code = code;
    }

    /** The code, never null (empty when the failure has none). */
    public String code() {
        return code == null ? "" : code;
    }
}
