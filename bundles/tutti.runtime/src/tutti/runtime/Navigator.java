package tutti.runtime;

/**
 * What generated navigation code calls to move an instance on. The engine's Kernel and the inline
 * runner implement it. Navigation runs on the instance's owning thread only.
 */
public interface Navigator {

    /**
     * A task (one element of it, for ForEach tasks; else element 0) may run now.
     */
    void ready(Instance instance, int task, int element);

    /**
     * The {@code flow}-th control flow out of {@code task} fired (its condition held): an engine
     * counts it for the diagram; nothing to do otherwise.
     */
    default void fired(Instance instance, int task, int flow) {
    }

    /**
     * A task with a timeout flow began: at {@code dueEpochMillis} the navigator calls
     * {@link Instance#timedOut} with this task and {@code generation} (which tells a timeout of an
     * earlier run of the task, in a loop, from the current one).
     */
    void timeout(Instance instance, int task, int generation, long dueEpochMillis);

    /** A task's timeout flow was taken: the task is cancelled (for a trace). */
    default void timedOut(Instance instance, int task) {
    }

    /** A result of a task that had timed out arrived and was dropped (for a trace). */
    default void dropped(Instance instance, int task) {
    }

    /** Nothing is running or waiting any more: the instance has ended. */
    void finished(Instance instance);
}
