package tutti.bpmn;

/** Namespaces and names shared by import and export. */
final class Bpmn {

    static final String MODEL = "http://www.omg.org/spec/BPMN/20100524/MODEL";
    static final String DI = "http://www.omg.org/spec/BPMN/20100524/DI";
    static final String DC = "http://www.omg.org/spec/DD/20100524/DC";
    static final String DD_DI = "http://www.omg.org/spec/DD/20100524/DI";
    static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";
    static final String TUTTI = "http://tutti.dev/bpmn/0.1";
    /** The exporter attribute of Tutti's own files. */
    static final String EXPORTER = "Tutti";
    /** The id export makes up for the gateway that joins a task's flows: this and the task's name. */
    static final String JOIN = "Gateway_join_";

    static final String CAMUNDA = "http://camunda.org/schema/1.0/bpmn";
    static final String FLOWABLE = "http://flowable.org/bpmn";
    static final String ACTIVITI = "http://activiti.org/bpmn";
    /** The engines whose extension attributes and elements import reads, in this order. */
    static final java.util.List<String> VENDORS = java.util.List.of(CAMUNDA, FLOWABLE, ACTIVITI);

    static final String JAVA = "tutti:java";
    static final String HTTP = "tutti:http";
    static final String LOOPBACK = "tutti:loopback";
    static final String REPLY = "tutti:reply";

    private Bpmn() {
    }
}
