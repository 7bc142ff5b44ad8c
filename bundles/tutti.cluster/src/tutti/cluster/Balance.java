package tutti.cluster;

/** How the front picks the replica for a new instance (or lets the kernel pick it). */
public enum Balance {
    /** Each healthy replica in turn. */
    ROUND_ROBIN,
    /** The healthy replica with the fewest requests the front is waiting on. */
    LEAST_OUTSTANDING,
    /**
     * Round robin, but the front answers {@code 307} with the replica's address instead of
     * forwarding: the client then talks to the replica directly and the front stays out of the path.
     */
    REDIRECT,
    /**
     * The replicas listen on the public port themselves, beside the front ({@code SO_REUSEPORT}):
     * the kernel spreads new connections over them, and each starts the instances asked on its
     * connections and answers for its own; anything else it relays to the front. No second hop
     * for instances, at the price of balancing connections rather than requests. Plain HTTP only.
     */
    SHARED_PORT;

    public static final String CHOICES = "round-robin, least-outstanding, redirect or shared-port";

    public static Balance parse(String text) throws PlanException {
        return EnumOptions.parse(values(), text, "balancing", CHOICES);
    }

    public String option() {
        return EnumOptions.option(this);
    }
}
