package tutti.runtime;

/**
 * The state of one instance with the moves checked. Not thread-safe on purpose: the engine lets
 * only the Kernel thread that owns an instance touch it.
 */
public final class InstanceLifecycle {

    private InstanceState state = InstanceState.ACCEPTED;
    private InstanceOutcome outcome;

    public InstanceState state() {
        return state;
    }

    /** The outcome once the instance has ended, else {@code null}. */
    public InstanceOutcome outcome() {
        return outcome;
    }

    public void moveTo(InstanceState next) {
        if (next.isTerminal()) {
            throw new IllegalArgumentException("use end(outcome) to reach " + next);
        }
        check(next);
        state = next;
    }

    public void end(InstanceOutcome result) {
        check(result.state());
        state = result.state();
        outcome = result;
    }

    private void check(InstanceState next) {
        if (!state.canMoveTo(next)) {
            throw new IllegalStateException("an instance in state " + state + " cannot move to " + next
                    + " (allowed: " + state.successors() + ")");
        }
    }
}
