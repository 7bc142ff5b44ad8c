package tutti.engine.core;

import java.util.Map;
import java.util.concurrent.ThreadFactory;

import tutti.runtime.Instance;
import tutti.runtime.Invocations;
import tutti.runtime.TaskFailure;

/**
 * The Invoker stage: threads that run the work of tasks that call out (and of snippets too slow
 * for a Kernel, see {@link TaskPlacement}) and hand results back to the owning Kernel. Nothing
 * here touches navigation state.
 */
final class Invokers implements Invocations {

    /** A task execution, with the Kernel its result goes to (the one that navigates the instance). */
    private record Work(Instance instance, int task, int element, Kernel kernel) {
    }

    private static final Work STOP = new Work(null, -1, -1, null);

    private final EngineCore core;
    private final InvokerQueue<Work> queue = new InvokerQueue<>();
    private final ThreadFactory factory;
    private final java.util.concurrent.atomic.AtomicInteger numbers = new java.util.concurrent.atomic.AtomicInteger();
    private int size;

    Invokers(EngineCore core, ThreadFactory factory) {
        this.core = core;
        this.factory = factory;
    }

    /** Adds threads, or asks as many as there are too many to end after their current task. */
    synchronized void resize(int count) {
        for (; size < count; size++) {
            Thread t = factory.newThread(this::loop);
            t.setName("invoker-" + numbers.getAndIncrement());
            t.setDaemon(true);
            t.start();
        }
        for (; size > count; size--) {
            queue.add(STOP);
        }
    }

    synchronized int size() {
        return size;
    }

    int queued() {
        return queue.size();
    }

    /** From the Kernel that navigates the instance. */
    void submit(Instance instance, int task, int element, Kernel kernel) {
        queue.add(new Work(instance, task, element, kernel));
    }

    private void loop() {
        int tick = 0;
        while (true) {
            Work w;
            try {
                w = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            if (w == STOP) {
                return;
            }
            run(w, TaskStats.timed(++tick));
        }
    }

    private void run(Work w, boolean timed) {
        if (w.instance.ended()) {
            return; // a terminate end or a failure elsewhere ended it: its other branches do nothing more
        }
        Kernel kernel = w.kernel; // a map lookup per task saved: the Kernel submitted it
        TaskStats.Task stats = timed ? core.taskStats().of(w.instance.composition(), w.task) : null;
        long start = stats != null ? System.nanoTime() : 0;
        boolean done;
        try {
            done = w.instance.execute(w.task, w.element, this);
        } catch (Exception | LinkageError | AssertionError | VirtualMachineError e) {
            // Out of memory or stack is this execution's failure: the thread stays, and so do its other instances.
            String reason = EngineCore.executionFailure(w.instance, w.task, e);
            if (stats != null) {
                stats.timed(start);
            }
            core.taskStats().failed(w.instance.composition(), w.task, reason);
            kernel.failed(w.instance.id(), w.task, w.element, reason, TaskFailure.code(e));
            return;
        }
        if (stats != null) {
            stats.timed(start);
        }
        if (done) {
            kernel.completed(w.instance.id(), w.task, w.element);
        }
    }

    // ----- Invocations: called on an invoker thread while a task executes -----

    @Override
    public void awaitMessage(Instance instance, int task, String... messages) {
        core.kernelFor(instance.id()).await(instance.id(), task, 0, messages);
    }

    @Override
    public void signal(Instance instance, String name, Object payload) {
        core.thrown(instance.id(), name, payload);
    }

    @Override
    public void loopback(Instance instance, int task, Object payload, long delayMillis, String message) {
        core.schedule(delayMillis, () -> core.kernelFor(instance.id()).message(instance.id(), message, payload));
    }

    @Override
    public void timer(Instance instance, int task, int element, long dueEpochMillis) {
        // Through the Kernel, which journals when it is due before it sets it.
        core.kernelFor(instance.id()).timer(instance.id(), task, element, dueEpochMillis);
    }

    @Override
    public void subComposition(Instance instance, int task, int element, String name, String version,
            Map<String, Object> inputs) {
        Kernel parent = core.kernelFor(instance.id());
        try {
            core.start(name, version, inputs).whenComplete((result, error) -> {
                if (error != null) {
                    taskFailed(parent, instance, task, element, "task '" + instance.composition().tasks().get(task).name()
                            + "' failed: " + error.getMessage(), TaskFailure.code(error));
                } else if (result.outcome().state() != tutti.runtime.InstanceState.COMPLETED) {
                    taskFailed(parent, instance, task, element, "sub-composition " + name + " "
                            + result.outcome().state().name().toLowerCase() + ": " + result.outcome().reason(),
                            result.outcome().code());
                } else {
                    parent.delivered(instance.id(), task, element, result.outputs());
                }
            });
        } catch (UnknownCompositionException | EngineOverloadedException e) {
            taskFailed(parent, instance, task, element, "task '" + instance.composition().tasks().get(task).name()
                    + "' failed: " + e.getMessage(), "");
        }
    }

    @Override
    public void http(Instance instance, int task, int element, String method, String url, Object body, long timeoutMillis,
            String callbackMessage) {
        String callback = callbackMessage == null ? null : core.callbackUrl(instance.id(), callbackMessage);
        core.http().call(method, url, body, timeoutMillis, instance.id(), callback).whenComplete((response, error) -> {
            Kernel kernel = core.kernelFor(instance.id());
            String name = instance.composition().tasks().get(task).name();
            if (error != null) {
                taskFailed(kernel, instance, task, element, "task '" + name + "' failed: " + method + " " + url + ": "
                        + error.getMessage(), TaskFailure.code(error));
            } else if (callbackMessage == null) {
                kernel.delivered(instance.id(), task, element, response);
            }
        });
        // Asynchronous calls (callbackMessage set) are done once sent: their answer comes as a message.
    }

    /** A task that failed after it left the Invoker (its call or sub-composition): counted, then the instance is told. */
    private void taskFailed(Kernel kernel, Instance instance, int task, int element, String reason, String code) {
        core.taskStats().failed(instance.composition(), task, reason);
        kernel.failed(instance.id(), task, element, reason, code);
    }

    @Override
    public void reply(Instance instance, Map<String, Object> values) {
        // The instance keeps its reply; the HTTP layer answers the client from it.
    }
}
