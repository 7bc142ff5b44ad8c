package tutti.model;

import tutti.model.composition.HttpCallTask;
import tutti.model.composition.InvocationMode;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.Task;

/** The message an asynchronous call answers with: its callback message, else {@code TASK-callback}. */
public final class Callbacks {

    private Callbacks() {
    }

    /** The callback message of an asynchronous HTTP or loopback call; null for every other task. */
    public static String messageOf(Task t) {
        String named;
        if (t instanceof HttpCallTask h && h.getMode() == InvocationMode.ASYNC) {
            named = h.getCallbackMessage();
        } else if (t instanceof LoopbackTask l && l.getMode() == InvocationMode.ASYNC) {
            named = l.getCallbackMessage();
        } else {
            return null;
        }
        return named == null || named.isBlank() ? t.getName() + "-callback" : named;
    }
}
