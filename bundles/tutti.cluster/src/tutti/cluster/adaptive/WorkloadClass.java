package tutti.cluster.adaptive;

/** The published classes of a workload, in the order the rule tests them. */
public enum WorkloadClass {
    /** Nothing completed and hardly any work: nothing to decide on. */
    IDLE("idle"),
    /** One thread does most of the work (more than 80% of it). */
    SINGLE_THREADED("single-threaded"),
    /** No more busy threads than one node has cores. */
    PARALLELISM_BOUND("parallelism-bound"),
    /** The busy threads' work differs by more than 90% (standard deviation over mean). */
    IMBALANCED("imbalanced"),
    /** Everything else: whether it gains from all nodes is measured, by a probe. */
    PARALLEL("parallel");

    private final String words;

    WorkloadClass(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}
