package tutti.model;

import java.util.ArrayList;
import java.util.List;

import tutti.model.composition.ReceiveTask;

/**
 * The messages a Receive waits for. Its message setting names one, or several separated by
 * commas: then the first of them to arrive is taken (a BPMN event-based gateway), the others are
 * no longer waited for, and an output named {@link #NAME_OUTPUT}, where the Receive declares one
 * (String), takes the name of the one that came.
 */
public final class Messages {

    /** The output of a Receive that waits for several messages which takes the name of the one that came. */
    public static final String NAME_OUTPUT = "message";

    private Messages() {
    }

    /** The names in order, blanks left out; empty when none is set. */
    public static List<String> names(ReceiveTask r) {
        List<String> names = new ArrayList<>();
        if (r.getMessage() != null) {
            for (String name : r.getMessage().split(",")) {
                if (!name.isBlank()) {
                    names.add(name.strip());
                }
            }
        }
        return names;
    }

    /** Whether the Receive takes the first of several messages. */
    public static boolean choosesAmong(ReceiveTask r) {
        return names(r).size() > 1;
    }

    /** The setting that waits for these names, the first to arrive winning. */
    public static String join(List<String> names) {
        return String.join(", ", names);
    }
}
