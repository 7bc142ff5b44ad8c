package tutti.cluster;

/** A plan that cannot be made on the given machine, with why and what to ask for instead. */
public final class PlanException extends Exception {

    private static final long serialVersionUID = 1L;

    public PlanException(String message) {
        super(message);
    }
}
