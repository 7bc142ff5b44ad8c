package tutti.cluster;

/** How the front picks the replica for a new instance. */
public enum Balance {
    /** Each healthy replica in turn. */
    ROUND_ROBIN,
    /** The healthy replica with the fewest requests the front is waiting on. */
    LEAST_OUTSTANDING,
    /**
     * Round robin, but the front answers {@code 307} with the replica's address instead of
     * forwarding: the client then talks to the replica directly and the front stays out of the path.
     */
    REDIRECT;

    public static final String CHOICES = "round-robin, least-outstanding or redirect";

    public static Balance parse(String text) throws PlanException {
        return EnumOptions.parse(values(), text, "balancing", CHOICES);
    }

    public String option() {
        return EnumOptions.option(this);
    }
}
