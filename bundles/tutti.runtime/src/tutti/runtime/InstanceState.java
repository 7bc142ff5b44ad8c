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

    private final String json = name().toLowerCase(java.util.Locale.ROOT);

    /** The state as the API writes it (lower case), made once. */
    public String json() {
        return json;
    }

    public boolean isTerminal() {
        return this == COMPLETED || this == FAILED || this == CANCELLED;
    }

    /** The states this one may move to; terminal states allow none. */
    public Set<InstanceState> successors() {
        Set<InstanceState> next = EnumSet.noneOf(InstanceState.class);
        for (InstanceState s : values()) {
            if (canMoveTo(s)) {
                next.add(s);
            }
        }
        return next;
    }

    /** Checked at every move of every instance: no set is made for it. */
    public boolean canMoveTo(InstanceState next) {
        return switch (this) {
            case ACCEPTED, WAITING -> next == RUNNING || next == FAILED || next == CANCELLED;
            case RUNNING -> next == WAITING || next.isTerminal();
            case COMPLETED, FAILED, CANCELLED -> false;
        };
    }
}
