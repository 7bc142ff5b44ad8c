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

    /** Nothing is running or waiting any more: the instance has ended. */
    void finished(Instance instance);
}
