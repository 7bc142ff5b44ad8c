package tutti.engine.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.LongAdder;

import tutti.runtime.CompiledComposition;
import tutti.runtime.FlowGraph;
import tutti.runtime.Instance;

/**
 * Per deployed composition version and task: executions, failures with the last reason, the
 * time spent in it (on the Kernel or the Invokers, whichever ran it), where it runs now, and how
 * often each of its control flows fired. Cumulative since the engine started; the Studio turns them into rates for the diagram.
 * Off, it costs one volatile read per call.
 * <p>
 * Executions and firings are counted on the Kernel thread that navigates the instance, in plain
 * longs that only that thread writes ({@link KernelCounts}): an atomic add per task and per flow
 * cost more than all the rest of the monitoring. Time is measured on one execution in
 * {@link #TIMED_ONE_IN} per Invoker thread and scaled to all of them, for the same reason.
 */
public final class TaskStats {

    /** Executions timed: one in this many (a power of two). */
    static final int TIMED_ONE_IN = 16;

    private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);

    /** One task's failures and timed executions, shared by the Invoker threads. */
    static final class Task {
        final LongAdder failures = new LongAdder();
        final LongAdder timed = new LongAdder();
        final LongAdder timedNanos = new LongAdder();
        volatile String lastFailure;

        /** A timed execution that began at {@code startNanos} ended. */
        void timed(long startNanos) {
            took(System.nanoTime() - startNanos);
        }

        /** A timed execution took {@code nanos}. */
        void took(long nanos) {
            timedNanos.add(nanos);
            timed.increment();
        }
    }

    /**
     * One Kernel thread's executions and firings: per composition and task, {executions, firings
     * of flow 0, of flow 1, ...}. Written by that thread only, with opaque stores so that readers
     * see them at most a moment late; readers sum all Kernels' counts.
     */
    public static final class KernelCounts {
        private final Map<CompiledComposition, long[][]> byComposition = new ConcurrentHashMap<>();
        private final TaskStats stats;
        /** The composition counted last and its counts: nearly every call is for it. */
        private CompiledComposition recent;
        private long[][] recentCounts;

        private KernelCounts(TaskStats stats) {
            this.stats = stats;
        }

        private void add(Instance instance, int task, int slot) {
            CompiledComposition c = instance.composition();
            long[][] counts = recentCounts;
            if (c != recent) {
                counts = byComposition.computeIfAbsent(c, k -> newCounts(instance));
                recent = c;
                recentCounts = counts;
            }
            if (task >= 0 && task < counts.length && slot < counts[task].length) {
                long[] t = counts[task];
                LONGS.setOpaque(t, slot, (long) LONGS.getOpaque(t, slot) + 1);
            }
        }

        private long[][] newCounts(Instance instance) {
            FlowGraph g = instance.flowGraph();
            stats.graphs.putIfAbsent(instance.composition(), g);
            long[][] counts = new long[g.successors().length][];
            for (int t = 0; t < counts.length; t++) {
                counts[t] = new long[1 + g.successors()[t].length];
            }
            return counts;
        }
    }

    /** Where a task runs now ({@code kernel} or {@code invokers}), null when not known; since when and why. */
    interface Where {
        String of(CompiledComposition c, int task);

        /** Since when (epoch milliseconds) it runs there; -1 when not known. */
        default long since(CompiledComposition c, int task) {
            return -1;
        }

        /** Why it runs there, in words; null when not known. */
        default String why(CompiledComposition c, int task) {
            return null;
        }
    }

    private final Where where;
    private final Map<CompiledComposition, Task[]> byComposition = new ConcurrentHashMap<>();
    /** Each counted composition's flow graph, to name a flow by its target. */
    private final Map<CompiledComposition, FlowGraph> graphs = new ConcurrentHashMap<>();
    /** Every Kernel's counts, also of Kernels let go: what they counted stays in the totals. */
    private final List<KernelCounts> kernels = new CopyOnWriteArrayList<>();
    private volatile boolean on = true;

    TaskStats(Where where) {
        this.where = where;
    }

    /** Whether executions are counted and timed (on by default). */
    public void enable(boolean enabled) {
        on = enabled;
    }

    public boolean enabled() {
        return on;
    }

    /** Counts for a new Kernel thread, which only that thread may write. */
    public KernelCounts newKernel() {
        KernelCounts k = new KernelCounts(this);
        kernels.add(k);
        return k;
    }

    /** On a Kernel thread: the task is handed to the Invokers. */
    void executed(KernelCounts kernel, Instance instance, int task) {
        if (on) {
            kernel.add(instance, task, 0);
        }
    }

    /** On a Kernel thread: the {@code flow}-th flow out of {@code task} fired. */
    void fired(KernelCounts kernel, Instance instance, int task, int flow) {
        if (on && flow >= 0) {
            kernel.add(instance, task, 1 + flow);
        }
    }

    /** Whether the Invoker's {@code tick}-th execution is one of those timed. */
    static boolean timed(int tick) {
        return (tick & (TIMED_ONE_IN - 1)) == 0;
    }

    /** The task's shared figures, or null when statistics are off (asked for timed executions and failures only). */
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

    void failed(CompiledComposition c, int task, String reason) {
        Task t = of(c, task);
        if (t != null) {
            t.failures.increment();
            t.lastFailure = reason;
        }
    }

    /** Task executions of every version of a composition so far (0 when statistics are off). */
    public long executions(String composition) {
        long sum = 0;
        for (KernelCounts k : kernels) {
            for (Map.Entry<CompiledComposition, long[][]> e : k.byComposition.entrySet()) {
                if (e.getKey().name().equals(composition)) {
                    for (long[] task : e.getValue()) {
                        sum += (long) LONGS.getOpaque(task, 0);
                    }
                }
            }
        }
        return sum;
    }

    /** Each counted composition's counts summed over the Kernels: per task {executions, firings per flow}. */
    Map<CompiledComposition, long[][]> totals() {
        Map<CompiledComposition, long[][]> out = new LinkedHashMap<>();
        for (KernelCounts k : kernels) {
            k.byComposition.forEach((c, counts) -> {
                long[][] sum = out.computeIfAbsent(c, x -> {
                    long[][] zero = new long[counts.length][];
                    for (int t = 0; t < counts.length; t++) {
                        zero[t] = new long[counts[t].length];
                    }
                    return zero;
                });
                for (int t = 0; t < counts.length; t++) {
                    for (int s = 0; s < counts[t].length; s++) {
                        sum[t][s] += (long) LONGS.getOpaque(counts[t], s);
                    }
                }
            });
        }
        return out;
    }

    /**
     * {@code {"Benchmark 1.0.0": {"Reverse": {"executions": n, "failures": n, "seconds": s, "runsOn": "kernel",
     * "runsOnSince": epochMillis, "runsOnWhy": "...", "lastFailure": "...",
     * "flows": {"Sum": n}}}}}, tasks in the composition's order; {@code flows} (firings by target) for
     * tasks with outgoing flows.
     */
    public Map<String, Object> snapshot() {
        Map<String, Object> out = new java.util.TreeMap<>();
        Map<CompiledComposition, long[][]> totals = totals();
        java.util.Set<CompiledComposition> compositions = new java.util.LinkedHashSet<>(totals.keySet());
        compositions.addAll(byComposition.keySet());
        for (CompiledComposition c : compositions) {
            long[][] counts = totals.get(c);
            Task[] tasks = byComposition.get(c);
            FlowGraph g = graphs.get(c);
            List<CompiledComposition.TaskInfo> infos = c.tasks();
            Map<String, Object> byTask = new LinkedHashMap<>();
            for (int i = 0; i < infos.size(); i++) {
                long executions = counts == null ? 0 : counts[i][0];
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("executions", executions);
                m.put("failures", tasks == null ? 0L : tasks[i].failures.sum());
                m.put("seconds", tasks == null ? 0.0 : seconds(tasks[i], executions));
                String runsOn = where.of(c, i);
                if (runsOn != null) {
                    m.put("runsOn", runsOn);
                    m.put("runsOnSince", where.since(c, i));
                    m.put("runsOnWhy", where.why(c, i));
                }
                if (tasks != null && tasks[i].lastFailure != null) {
                    m.put("lastFailure", tasks[i].lastFailure);
                }
                if (g != null && g.successors()[i].length > 0) {
                    Map<String, Object> flows = new LinkedHashMap<>();
                    for (int j = 0; j < g.successors()[i].length; j++) {
                        String target = infos.get(g.successors()[i][j]).name();
                        flows.put(flows.containsKey(target) ? target + " #" + (j + 1) : target, counts == null ? 0L : counts[i][1 + j]);
                    }
                    m.put("flows", flows);
                }
                byTask.put(infos.get(i).name(), m);
            }
            out.put(c.name() + " " + c.version(), byTask);
        }
        return out;
    }

    /** The time of all executions, from the timed ones. */
    private static double seconds(Task t, long executions) {
        long timed = t.timed.sum();
        return timed == 0 ? 0 : t.timedNanos.sum() / 1e9 * executions / timed;
    }
}
