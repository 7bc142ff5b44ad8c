package tutti.runtime;

import java.util.Map;

/**
 * The ways a task reaches outside its instance: messages, asynchronous calls, sub-compositions,
 * HTTP. The engine's Invoker and the inline runner implement it. Each call ends, later, with
 * {@link Instance#deliver} or {@link Instance#fail} on the instance's owning thread.
 */
public interface Invocations {

    /**
     * A Receive task waits for the first of {@code messages} (one, mostly) to arrive; the others
     * are then no longer waited for. Its payload arrives through {@link Instance#deliverMessage}.
     */
    void awaitMessage(Instance instance, int task, String... messages);

    /**
     * A thrown signal: every instance here whose Receive waits for {@code name} at this moment
     * takes {@code payload}, as if sent to it; a signal nobody waits for is gone (it is never kept).
     */
    void signal(Instance instance, String name, Object payload);

    /** An asynchronous loopback call: after {@code delayMillis}, {@code message} arrives with {@code payload}. */
    void loopback(Instance instance, int task, Object payload, long delayMillis, String message);

    /** Runs another composition with these inputs; its outputs arrive as a map through {@link Instance#deliver}. */
    void subComposition(Instance instance, int task, int element, String name, String version, Map<String, Object> inputs);

    /**
     * An HTTP call. Synchronous calls deliver the response body to this task; asynchronous calls
     * deliver nothing here and the service answers with {@code callbackMessage} later.
     */
    void http(Instance instance, int task, int element, String method, String url, Object body, long timeoutMillis,
            String callbackMessage);

    /**
     * A Timer task waits: at {@code dueEpochMillis} (at once when it has passed) the execution
     * completes through the instance's owning thread.
     */
    void timer(Instance instance, int task, int element, long dueEpochMillis);

    /** A Reply task: the client gets these values now, while the instance may go on. */
    void reply(Instance instance, Map<String, Object> values);
}
