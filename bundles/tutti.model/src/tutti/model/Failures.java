package tutti.model;

import tutti.model.composition.ControlFlow;
import tutti.model.composition.ErrorEndTask;
import tutti.model.composition.FlowKind;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.ReplyTask;
import tutti.model.composition.SignalTask;
import tutti.model.composition.Task;
import tutti.model.composition.TerminateEndTask;

/**
 * What a failed task hands to its failure flows: the outputs named {@link #REASON_OUTPUT} and
 * {@link #CODE_OUTPUT}, where the task declares them (String), take the reason and the code (an
 * HTTP status, an error end's code, the code of a {@code tutti.runtime.TaskError}); the failure
 * flows' conditions read them by those names whether declared or not.
 */
public final class Failures {

    /** The output that takes the failure's reason. */
    public static final String REASON_OUTPUT = "error";
    /** The output that takes the failure's code ("" when it has none). */
    public static final String CODE_OUTPUT = "errorCode";

    private Failures() {
    }

    public static boolean isFailureFlow(ControlFlow f) {
        return f.getKind() == FlowKind.FAILURE;
    }

    /**
     * Whether the task's own work can fail: a Receive only waits (it can time out, not fail), a
     * Reply only hands values to the client, a signal is thrown whoever catches it, and an end
     * ends the instance.
     */
    public static boolean canFail(Task t) {
        return !(t instanceof ReceiveTask || t instanceof ReplyTask || t instanceof SignalTask || isEnd(t));
    }

    /** A terminate or error end: the instance ends when it runs. */
    public static boolean isEnd(Task t) {
        return t instanceof TerminateEndTask || t instanceof ErrorEndTask;
    }
}
