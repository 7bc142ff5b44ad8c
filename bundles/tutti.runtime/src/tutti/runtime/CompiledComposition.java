package tutti.runtime;

import java.util.List;

/**
 * The code the compiler generates for one composition version: what it looks like from outside,
 * and a factory of instances. Loaded once per deployment; immutable and shared by all threads.
 */
public interface CompiledComposition {

    String name();

    String version();

    List<ParameterInfo> inputs();

    List<ParameterInfo> outputs();

    /** Tasks by index, the index every other call uses. */
    List<TaskInfo> tasks();

    Instance newInstance(long id);

    /** The retries of a task that fails, or null when it has none. */
    default Retry retry(int task) {
        return null;
    }

    /** A parameter as the composition declares it. */
    record ParameterInfo(String name, String type, boolean required) {
    }

    /** A task as the composition declares it; {@code runsOn} as its snippet asks (AUTO for other tasks). */
    record TaskInfo(int index, String name, TaskKind kind, boolean forEach, RunsOn runsOn) {

        public TaskInfo {
            runsOn = runsOn == null ? RunsOn.AUTO : runsOn;
        }

        /** As archives compiled before {@code runsOn} existed construct it. */
        public TaskInfo(int index, String name, TaskKind kind, boolean forEach) {
            this(index, name, kind, forEach, RunsOn.AUTO);
        }
    }
}
