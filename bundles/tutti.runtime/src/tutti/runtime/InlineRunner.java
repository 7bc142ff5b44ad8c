package tutti.runtime;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Runs one instance of a compiled composition to its end on the calling thread: for tests, for
 * {@code tutti run}, and as the reference the engine must agree with. Asynchronous calls really
 * wait for their delay; messages nobody will send end the instance as failed, with their names.
 */
public final class InlineRunner implements Navigator, Invocations {

    /** A task execution; {@code retry} counts the runs of it that failed before (0 for the first run). */
    private record Execution(int task, int element, int retry) {
        Execution(int task, int element) {
            this(task, element, 0);
        }
    }

    /**
     * A message due at a time; or, with no message, a failed execution to run again ({@code retry})
     * or a waiting Timer task to complete ({@code due}).
     */
    private record Timed(long dueNanos, long order, String message, Object payload, boolean signal, Execution retry,
            Execution due, Execution timeout) {
        Timed(long dueNanos, long order, String message, Object payload) {
            this(dueNanos, order, message, payload, false, null, null, null);
        }
    }

    /** A Receive execution that waits for the first of {@code names}. */
    private record Waiter(int task, int element, String[] names) {
    }

    private final Map<String, CompiledComposition> compositions;
    private final ArrayDeque<Execution> ready = new ArrayDeque<>();
    /** Executions whose result arrived during execute; they complete on the runner's loop. */
    private final ArrayDeque<Execution> completions = new ArrayDeque<>();
    private final PriorityQueue<Timed> timers = new PriorityQueue<>(
            (a, b) -> a.dueNanos != b.dueNanos ? Long.compare(a.dueNanos, b.dueNanos) : Long.compare(a.order, b.order));
    private final Map<String, Waiter> waiting = new HashMap<>();
    private final Map<String, ArrayDeque<Object>> mailbox = new HashMap<>();
    private final List<String> trace = new ArrayList<>();
    /** A loop whose condition never turns false must not run forever here. */
    private final long maxExecutions;
    private long executions;
    private long timerOrder;
    private boolean finished;
    private Instance instance;
    private HttpClient http;

    /** @param compositions what Sub-composition tasks may call, by name */
    public InlineRunner(Map<String, CompiledComposition> compositions) {
        this(compositions, 10_000_000L);
    }

    /** @param maxExecutions task executions after which the run fails as a loop that never ends */
    public InlineRunner(Map<String, CompiledComposition> compositions, long maxExecutions) {
        this.compositions = Map.copyOf(compositions);
        this.maxExecutions = maxExecutions;
    }

    public InlineRunner() {
        this(Map.of());
    }

    /** What a run produced. {@code trace} lists task executions in order, e.g. {@code parse} or {@code invoke[2]}. */
    public record Result(InstanceOutcome outcome, Map<String, Object> outputs, Map<String, Object> reply, List<String> trace) {
    }

    /**
     * Runs an instance with these inputs. {@code messages} are sent to the instance as soon as a
     * Receive waits for them (what {@code POST /instances/{id}/messages/{name}} does in the engine).
     */
    public Result run(CompiledComposition composition, Map<String, Object> inputs, Map<String, Object> messages) {
        instance = composition.newInstance(1);
        messages.forEach((name, payload) -> mailbox.computeIfAbsent(name, n -> new ArrayDeque<>()).add(payload));
        try {
            instance.setInputs(inputs);
        } catch (IllegalArgumentException e) {
            instance.fail("bad input: " + e.getMessage());
            return result();
        }
        instance.lifecycle().moveTo(InstanceState.RUNNING);
        instance.start(this);
        while (!finished && !instance.lifecycle().state().isTerminal()) {
            if (!completions.isEmpty()) {
                Execution c = completions.poll();
                complete(c.task, c.element);
            } else if (!ready.isEmpty()) {
                execute(ready.poll());
            } else if (!timers.isEmpty()) {
                fireNextTimer();
            } else if (!waiting.isEmpty()) {
                instance.fail("the instance waits for message" + (waiting.size() == 1 ? " " : "s ")
                        + String.join(", ", waiting.keySet()) + " that nobody sends (give "
                        + (waiting.size() == 1 ? "it" : "them") + " as messages to the run)");
            } else {
                instance.fail("the instance stopped with nothing ready, running or waiting, before it completed");
            }
        }
        return result();
    }

    private Result result() {
        InstanceOutcome outcome = instance.lifecycle().outcome();
        Map<String, Object> outputs = outcome != null && outcome.state() == InstanceState.COMPLETED ? instance.outputs() : Map.of();
        return new Result(outcome, outputs, instance.reply(), List.copyOf(trace));
    }

    private void execute(Execution e) {
        CompiledComposition.TaskInfo info = instance.composition().tasks().get(e.task);
        if (++executions > maxExecutions) {
            instance.fail("more than " + maxExecutions + " task executions, the last of task '" + info.name()
                    + "': does a loop or repeat condition never turn false?");
            return;
        }
        trace.add((info.forEach() ? info.name() + "[" + e.element + "]" : info.name())
                + (e.retry > 0 ? " (retry " + e.retry + ")" : ""));
        boolean done;
        try {
            done = instance.execute(e.task, e.element, this);
        } catch (Exception | LinkageError | AssertionError ex) {
            long backoff = instance.taskFailed(e.task, e.element, TaskFailure.describe(instance.composition(), e.task, ex),
                    TaskFailure.code(ex), this);
            if (backoff >= 0) {
                timers.add(new Timed(System.nanoTime() + backoff * 1_000_000, timerOrder++, null, null, false,
                        new Execution(e.task, e.element, e.retry + 1), null, null));
            }
            return;
        }
        if (done) {
            complete(e.task, e.element);
        }
    }

    private void complete(int task, int element) {
        try {
            instance.completed(task, element, this);
        } catch (RuntimeException ex) {
            instance.fail(TaskFailure.describe(instance.composition(), task, ex));
        }
    }

    private void fireNextTimer() {
        Timed t = timers.poll();
        long wait = t.dueNanos - System.nanoTime();
        if (wait > 0) {
            try {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                instance.lifecycle().end(InstanceOutcome.cancelled("the run was interrupted"));
                return;
            }
        }
        if (t.retry != null) {
            execute(t.retry);
        } else if (t.due != null) {
            complete(t.due.task, t.due.element);
        } else if (t.timeout != null) {
            try {
                instance.timedOut(t.timeout.task, t.timeout.element, this);
            } catch (RuntimeException ex) {
                instance.fail(TaskFailure.describe(instance.composition(), t.timeout.task, ex));
            }
        } else if (t.signal) {
            take(t.message, t.payload); // a signal nobody waits for now is gone, never kept
        } else {
            send(t.message, t.payload);
        }
    }

    private void send(String message, Object payload) {
        if (!take(message, payload)) {
            mailbox.computeIfAbsent(message, n -> new ArrayDeque<>()).add(payload);
        }
    }

    /** Hands a message to the Receive waiting for it, if one does; the Receive then waits for none of its others. */
    private boolean take(String message, Object payload) {
        Waiter w = waiting.remove(message);
        if (w == null) {
            return false;
        }
        for (String other : w.names) {
            waiting.remove(other, w);
        }
        try {
            instance.deliverMessage(w.task, w.element, message, payload);
        } catch (RuntimeException ex) {
            instance.fail(TaskFailure.describe(instance.composition(), w.task, ex));
            return true;
        }
        complete(w.task, w.element);
        return true;
    }

    // ----- Navigator -----

    @Override
    public void ready(Instance i, int task, int element) {
        ready.add(new Execution(task, element));
    }

    @Override
    public void timeout(Instance i, int task, int generation, long dueEpochMillis) {
        timers.add(new Timed(dueNanos(dueEpochMillis), timerOrder++, null, null, false, null, null,
                new Execution(task, generation)));
    }

    @Override
    public void timedOut(Instance i, int task) {
        trace.add(i.composition().tasks().get(task).name() + " (timed out)");
    }

    @Override
    public void dropped(Instance i, int task) {
        trace.add(i.composition().tasks().get(task).name() + " (late result dropped)");
    }

    @Override
    public void finished(Instance i) {
        finished = true;
        try {
            i.outputs();
            i.lifecycle().end(InstanceOutcome.completed());
        } catch (IllegalStateException e) {
            i.fail(e.getMessage());
        }
    }

    // ----- Invocations -----

    @Override
    public void awaitMessage(Instance i, int task, String... messages) {
        Waiter w = new Waiter(task, 0, messages);
        for (String message : messages) {
            waiting.put(message, w);
        }
        for (String message : messages) {
            ArrayDeque<Object> queued = mailbox.get(message);
            if (queued != null && !queued.isEmpty()) {
                // Delivered on the runner's loop, never inside execute: navigation stays on one path.
                timers.add(new Timed(System.nanoTime(), timerOrder++, message, queued.poll()));
                return;
            }
        }
    }

    @Override
    public void signal(Instance i, String name, Object payload) {
        trace.add("signal " + name + (waiting.containsKey(name) ? "" : " (nobody waits)"));
        // Taken on the runner's loop, as a message due now; only a Receive waiting at this moment gets it.
        if (waiting.containsKey(name)) {
            timers.add(new Timed(System.nanoTime(), timerOrder++, name, payload, true, null, null, null));
        }
    }

    @Override
    public void loopback(Instance i, int task, Object payload, long delayMillis, String message) {
        timers.add(new Timed(System.nanoTime() + delayMillis * 1_000_000, timerOrder++, message, payload));
    }

    @Override
    public void timer(Instance i, int task, int element, long dueEpochMillis) {
        timers.add(new Timed(dueNanos(dueEpochMillis), timerOrder++, null, null, false, null,
                new Execution(task, element), null));
    }

    /**
     * The due time on the nano clock. Epoch milliseconds are truncated, so a due time computed
     * from them can lie up to 1 ms before the instant it stands for: one millisecond more keeps a
     * 100 ms wait from ever ending after 99.
     */
    private static long dueNanos(long dueEpochMillis) {
        long wait = Math.max(0, dueEpochMillis - System.currentTimeMillis() + 1);
        return System.nanoTime() + wait * 1_000_000;
    }

    @Override
    public void subComposition(Instance i, int task, int element, String name, String version, Map<String, Object> inputs) {
        CompiledComposition sub = compositions.get(name);
        if (sub == null || version != null && !version.isBlank() && !version.equals(sub.version())) {
            throw new IllegalStateException("sub-composition " + name + (version == null ? "" : " " + version)
                    + " is not available to this run (available: " + compositions.keySet() + ")");
        }
        Result r = new InlineRunner(compositions).run(sub, inputs, Map.of());
        if (r.outcome().state() != InstanceState.COMPLETED) {
            // Its error end's code, if it has one, is what a failure flow of this task can catch.
            throw new TaskError(r.outcome().code(), "sub-composition " + name + " " + r.outcome().state().name().toLowerCase()
                    + ": " + r.outcome().reason());
        }
        i.deliver(task, element, new LinkedHashMap<>(r.outputs()));
        completions.add(new Execution(task, element));
    }

    @Override
    public void http(Instance i, int task, int element, String method, String url, Object body, long timeoutMillis,
            String callbackMessage) {
        if (http == null) {
            http = HttpClient.newBuilder().connectTimeout(Duration.ofMillis(timeoutMillis)).build();
        }
        HttpRequest.BodyPublisher publisher = body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(String.valueOf(body));
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofMillis(timeoutMillis))
                .method(method, publisher).build();
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new IllegalStateException(method + " " + url + " failed: " + e.getMessage(), e);
        }
        if (response.statusCode() >= 400) {
            throw new TaskError(Integer.toString(response.statusCode()), method + " " + url + " answered " + response.statusCode());
        }
        if (callbackMessage == null) {
            i.deliver(task, element, response.body());
            completions.add(new Execution(task, element));
        }
    }

    @Override
    public void reply(Instance i, Map<String, Object> values) {
        // The generated code records the reply on the instance; an inline run has no client waiting.
    }
}
