package tutti.runtime;

import java.util.EnumSet;
import java.util.Set;

/**
 * Where a process instance is in its life. Every accepted instance must reach one of the terminal
 * states; the allowed moves are fixed here so that the engine and the inline runner cannot disagree.
 */
public enum InstanceState {
    /** Accepted by the engine, not yet navigated. */
    ACCEPTED,
    /** Tasks are ready or running. */
    RUNNING,
    /** Parked until a message for one of its Receive tasks arrives. */
    WAITING,
    COMPLETED,
    FAILED,
    CANCELLED;

    public boolean isTerminal() {
        return this == COMPLETED || this == FAILED || this == CANCELLED;
    }

    /** The states this one may move to; terminal states allow none. */
    public Set<InstanceState> successors() {
        return switch (this) {
            case ACCEPTED -> EnumSet.of(RUNNING, FAILED, CANCELLED);
            case RUNNING -> EnumSet.of(WAITING, COMPLETED, FAILED, CANCELLED);
            case WAITING -> EnumSet.of(RUNNING, FAILED, CANCELLED);
            case COMPLETED, FAILED, CANCELLED -> EnumSet.noneOf(InstanceState.class);
        };
    }

    public boolean canMoveTo(InstanceState next) {
        return successors().contains(next);
    }
}
