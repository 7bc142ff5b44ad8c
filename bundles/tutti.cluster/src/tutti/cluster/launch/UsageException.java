package tutti.cluster.launch;

/** The command line is wrong; the message says what and how to write it instead. */
public final class UsageException extends Exception {

    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
