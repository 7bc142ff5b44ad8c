package tutti.runtime;

/**
 * What HTTP tasks send and how their answers become outputs: the request body is the task's input
 * as JSON (several inputs: an object by name); the answer is JSON, except that a task whose only
 * output is a String gets the answer's text as it came.
 */
public final class HttpBodies {

    private HttpBodies() {
    }

    public static String request(Object payload) {
        return Json.of(payload);
    }

    /** The parsed answer; fails naming the task when the service did not answer JSON. */
    public static Object answer(Object text, String task) {
        if (!(text instanceof String s)) {
            return text;
        }
        if (s.isBlank()) {
            return null;
        }
        try {
            return JsonReader.parse(s);
        } catch (IllegalArgumentException e) {
            String start = s.strip();
            throw new IllegalArgumentException("the answer of task '" + task + "' is not JSON (" + e.getMessage() + "): "
                    + (start.length() > 80 ? start.substring(0, 80) + "…" : start)
                    + "; give the task one String output to take any text");
        }
    }
}
