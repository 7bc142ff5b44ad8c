package tutti.runtime;

/**
 * Says why a task failed in words a user can act on: the task, the exception, and where in the
 * task's own code it happened when the code came from a snippet.
 */
public final class TaskFailure {

    private TaskFailure() {
    }

    public static String describe(CompiledComposition composition, int task, Throwable e) {
        String name = task >= 0 && task < composition.tasks().size() ? composition.tasks().get(task).name() : "#" + task;
        String what = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        String where = "";
        if (composition instanceof SnippetLines lines) {
            for (StackTraceElement frame : e.getStackTrace()) {
                if (frame.getClassName().startsWith(composition.getClass().getName())) {
                    int line = lines.snippetLine(task, frame.getLineNumber());
                    if (line > 0) {
                        where = " (line " + line + " of its code)";
                    }
                    break;
                }
            }
        }
        return "task '" + name + "' failed: " + what + where;
    }

    /** The failure's code ({@link TaskError}: an HTTP status, an error end's code), or "" when it has none. */
    public static String code(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof TaskError error) {
                return error.code();
            }
        }
        return "";
    }

    /** Implemented by generated code: maps a line of the generated source to a line of a task's snippet. */
    public interface SnippetLines {
        /** The 1-based line within the task's snippet, or 0 when the line is not snippet code. */
        int snippetLine(int task, int generatedLine);
    }
}
