package tutti.runtime;

/**
 * The state of one instance with the moves checked. Not thread-safe on purpose: the engine lets
 * only the Kernel thread that owns an instance touch it. {@link Instance} extends it, so that the
 * state sits in the instance's own object.
 */
public class InstanceLifecycle {

    private InstanceState state = InstanceState.ACCEPTED;
    private InstanceOutcome outcome;

    public final InstanceState state() {
        return state;
    }

    /** The outcome once the instance has ended, else {@code null}. */
    public final InstanceOutcome outcome() {
        return outcome;
    }

    public final void moveTo(InstanceState next) {
        if (next.isTerminal()) {
            throw new IllegalArgumentException("use end(outcome) to reach " + next);
        }
        check(next);
        state = next;
    }

    public final void end(InstanceOutcome result) {
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
