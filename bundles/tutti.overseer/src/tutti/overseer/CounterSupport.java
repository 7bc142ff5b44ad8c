package tutti.overseer;

/** Whether an event can be counted here, as learned by opening it. */
public enum CounterSupport {
    SUPPORTED,
    /** The machine has no such counter: a VM without hardware PMU, another CPU model. */
    NOT_SUPPORTED,
    /** perf_event_paranoid or missing capabilities forbid it. */
    PERMISSION_DENIED,
    /** A bad name, thread or CPU, or another failure; the reason says which. */
    INVALID,
    /** Listed without opening it. */
    UNPROBED,
    /** The overseer's native library is not loaded in this process. */
    UNAVAILABLE;

    static CounterSupport ofNative(int status) {
        return switch (status) {
            case 0 -> SUPPORTED;
            case 1 -> NOT_SUPPORTED;
            case 2 -> PERMISSION_DENIED;
            case 4 -> UNPROBED;
            default -> INVALID;
        };
    }
}
