package tutti.runtime;

/**
 * Which engine thread runs a task's own work. Snippets and the tasks that only tell the engine
 * something (a Receive, a Timer, a Reply, a signal, an end) are cheap next to a hand-off between
 * threads, so they run on the Kernel that navigates the instance; calls out run on the Invokers.
 */
public enum RunsOn {
    /** The Kernel, until the task proves slow (the engine measures it): then the Invokers, so that it holds up no other instance. */
    AUTO,
    /** Always the Kernel, however long it takes. */
    KERNEL,
    /** Always the Invokers. */
    INVOKERS
}
