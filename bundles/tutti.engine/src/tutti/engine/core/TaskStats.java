package tutti.engine.core;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

import tutti.runtime.CompiledComposition;

/**
 * Per deployed composition version and task: executions on the Invokers, failures with the last
 * reason, the time the Invokers spent in it, and how often each of its control flows fired. Cumulative since the engine started; the
 * Studio turns them into rates for the diagram. Off, it costs one volatile read per task.
 * <p>
 * Time is measured on one execution in {@link #TIMED_ONE_IN} per Invoker thread and scaled to all
 * of them: reading the clock twice per task would cost more than the rest of the monitoring.
 */
public final class TaskStats {

    /** Executions timed: one in this many (a power of two). */
    static final int TIMED_ONE_IN = 16;

    /** One task's figures. */
    static final class Task {
        final LongAdder executions = new LongAdder();
        final LongAdder failures = new LongAdder();
        final LongAdder timed = new LongAdder();
        final LongAdder timedNanos = new LongAdder();
        volatile String lastFailure;
        /** Firings of the task's outgoing flows, in the flow graph's order; made when one first fires. */
        volatile LongAdder[] flows;

        LongAdder[] flows(int count) {
            LongAdder[] f = flows;
            if (f == null) {
                synchronized (this) {
                    if (flows == null) {
                        LongAdder[] made = new LongAdder[count];
                        for (int i = 0; i < count; i++) {
                            made[i] = new LongAdder();
                        }
                        flows = made;
                    }
                    f = flows;
                }
            }
            return f;
        }

        /** The time of all executions, from the timed ones. */
        double seconds() {
            long t = timed.sum();
            return t == 0 ? 0 : timedNanos.sum() / 1e9 * executions.sum() / t;
        }
    }

    private final Map<CompiledComposition, Task[]> byComposition = new ConcurrentHashMap<>();
    /** Each composition's flow graph, to name a flow by its target. */
    private final Map<CompiledComposition, tutti.runtime.FlowGraph> graphs = new ConcurrentHashMap<>();
    private volatile boolean on = true;

    /** Whether executions are counted and timed (on by default). */
    public void enable(boolean enabled) {
        on = enabled;
    }

    public boolean enabled() {
        return on;
    }

    /** The task's figures, or null when statistics are off. */
    Task of(CompiledComposition c, int task) {
        if (!on) {
            return null;
        }
        Task[] tasks = byComposition.computeIfAbsent(c, k -> {
            Task[] t = new Task[k.tasks().size()];
            for (int i = 0; i < t.length; i++) {
                t[i] = new Task();
            }
            return t;
        });
        return task >= 0 && task < tasks.length ? tasks[task] : null;
    }

    /** The {@code flow}-th flow out of {@code task} fired (on the Kernel navigating the instance). */
    void fired(tutti.runtime.Instance instance, int task, int flow) {
        Task t = of(instance.composition(), task);
        if (t == null) {
            return;
        }
        LongAdder[] f = t.flows;
        if (f == null) {
            int[] targets = instance.flowGraph().successors()[task];
            graphs.putIfAbsent(instance.composition(), instance.flowGraph());
            f = t.flows(targets.length);
        }
        if (flow >= 0 && flow < f.length) {
            f[flow].increment();
        }
    }

    void failed(CompiledComposition c, int task, String reason) {
        Task t = of(c, task);
        if (t != null) {
            t.failures.increment();
            t.lastFailure = reason;
        }
    }

    /**
     * {@code {"Benchmark 1.0.0": {"Reverse": {"executions": n, "failures": n, "seconds": s, "lastFailure": "...",
     * "flows": {"Sum": n}}}}}, tasks in the composition's order; {@code flows} (firings by target) once
     * any flow of the composition fired.
     */
    public Map<String, Object> snapshot() {
        Map<String, Object> out = new java.util.TreeMap<>();
        byComposition.forEach((c, tasks) -> {
            Map<String, Object> byTask = new LinkedHashMap<>();
            List<CompiledComposition.TaskInfo> infos = c.tasks();
            for (int i = 0; i < tasks.length; i++) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("executions", tasks[i].executions.sum());
                m.put("failures", tasks[i].failures.sum());
                m.put("seconds", tasks[i].seconds());
                if (tasks[i].lastFailure != null) {
                    m.put("lastFailure", tasks[i].lastFailure);
                }
                tutti.runtime.FlowGraph g = graphs.get(c);
                if (g != null && g.successors()[i].length > 0) {
                    LongAdder[] f = tasks[i].flows;
                    Map<String, Object> flows = new LinkedHashMap<>();
                    for (int j = 0; j < g.successors()[i].length; j++) {
                        String target = infos.get(g.successors()[i][j]).name();
                        flows.put(flows.containsKey(target) ? target + " #" + (j + 1) : target, f == null ? 0L : f[j].sum());
                    }
                    m.put("flows", flows);
                }
                byTask.put(infos.get(i).name(), m);
            }
            out.put(c.name() + " " + c.version(), byTask);
        });
        return out;
    }
}
