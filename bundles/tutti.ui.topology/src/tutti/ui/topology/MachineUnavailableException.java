package tutti.ui.topology;

/** A machine could not be read; the message says which and what to do. */
public final class MachineUnavailableException extends Exception {

    private static final long serialVersionUID = 1L;

    public MachineUnavailableException(String message) {
        super(message);
    }
}
