package tutti.runtime;

import java.util.Objects;

/**
 * How an instance ended. A failed or cancelled instance always carries a reason a user can read,
 * so that no instance ends silently.
 *
 * @param state   a terminal state
 * @param reason  why it failed or was cancelled; empty for a completed instance
 * @param code    the error code of a failure that has one (an error end's, a failed task's), else empty
 */
public record InstanceOutcome(InstanceState state, String reason, String code) {

    public InstanceOutcome(InstanceState state, String reason) {
        this(state, reason, "");
    }

    public InstanceOutcome {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(code, "code");
        if (!state.isTerminal()) {
            throw new IllegalArgumentException("an outcome needs a terminal state, not " + state);
        }
        if (state != InstanceState.COMPLETED && reason.isBlank()) {
            throw new IllegalArgumentException("a " + state + " outcome needs a reason");
        }
        if (state == InstanceState.COMPLETED && !reason.isEmpty()) {
            throw new IllegalArgumentException("a completed outcome has no reason, got: " + reason);
        }
    }

    /** Every completed outcome is the same: one object serves all (an engine ends a million instances a second). */
    private static final InstanceOutcome COMPLETED = new InstanceOutcome(InstanceState.COMPLETED, "");

    public static InstanceOutcome completed() {
        return COMPLETED;
    }

    public static InstanceOutcome failed(String reason) {
        return new InstanceOutcome(InstanceState.FAILED, reason);
    }

    /** A failure with an error code that callers can tell apart (an error end's). */
    public static InstanceOutcome failed(String reason, String code) {
        return new InstanceOutcome(InstanceState.FAILED, reason, code == null ? "" : code);
    }

    public static InstanceOutcome cancelled(String reason) {
        return new InstanceOutcome(InstanceState.CANCELLED, reason);
    }
}
