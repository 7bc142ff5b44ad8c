package tutti.cluster;

/** Replicas that could not be started, with why (the replica's own last words where it said any). */
public final class ReplicaStartException extends Exception {

    private static final long serialVersionUID = 1L;

    public ReplicaStartException(String message) {
        super(message);
    }
}
