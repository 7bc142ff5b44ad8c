package tutti.bpmn;

/** A BPMN file Tutti cannot import; the message lists what is wrong with element ids. */
public final class BpmnException extends Exception {

    private static final long serialVersionUID = 1L;

    public BpmnException(String message) {
        super(message);
    }

    public BpmnException(String message, Throwable cause) {
        super(message, cause);
    }
}
