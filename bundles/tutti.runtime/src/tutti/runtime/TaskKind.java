package tutti.runtime;

/** The kinds of task a composition has; the engine dispatches on them. */
public enum TaskKind {
    JAVA_SNIPPET, JAVA_CALL, HTTP_CALL, RECEIVE, REPLY, SUB_COMPOSITION, LOOPBACK, TIMER, TERMINATE_END, ERROR_END, SIGNAL
}
