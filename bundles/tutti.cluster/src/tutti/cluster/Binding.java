package tutti.cluster;

/** Where a replica's threads and memory are bound. */
public enum Binding {
    /** As the operating system likes: no binding. */
    NONE,
    /** The CPUs and the memory of the NUMA node(s) the replica's share lies in. */
    LOCAL,
    /** Exactly the replica's share (the cores under its cache or node), memory on its local node(s). */
    SHARED,
    /** Deliberately spread: each replica takes CPUs from every share in turn, so nothing is shared; for experiments. */
    NON_SHARED;

    public static final String CHOICES = "none, local, shared or non-shared";

    public static Binding parse(String text) throws PlanException {
        return EnumOptions.parse(values(), text, "binding", CHOICES);
    }

    public String option() {
        return EnumOptions.option(this);
    }
}
