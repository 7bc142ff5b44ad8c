package tutti.ui.editor;

import java.util.List;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.swt.graphics.RGB;

import tutti.model.composition.CompositionPackage;
import tutti.model.composition.Task;

/**
 * The kinds of task the editor offers, in palette order: what each is called, the colour and the
 * letter of its figure, and the name new tasks of the kind start from.
 */
public enum TaskKind {
    JAVA_SNIPPET("Java snippet", "Java code with the task's inputs and outputs as variables", "J", new RGB(66, 133, 244),
            CompositionPackage.Literals.JAVA_SNIPPET_TASK, "snippet"),
    JAVA_CALL("Java call", "Calls a static Java method with the inputs in order", "M", new RGB(103, 58, 183),
            CompositionPackage.Literals.JAVA_CALL_TASK, "call"),
    HTTP_CALL("HTTP call", "Calls a REST service, synchronously or with a callback", "H", new RGB(0, 150, 136),
            CompositionPackage.Literals.HTTP_CALL_TASK, "invoke"),
    RECEIVE("Receive", "Waits for a named message to this instance, or the first of several (a, b)", "R", new RGB(255, 152, 0),
            CompositionPackage.Literals.RECEIVE_TASK, "receive"),
    REPLY("Reply", "Answers the client with the composition outputs", "A", new RGB(233, 30, 99),
            CompositionPackage.Literals.REPLY_TASK, "reply"),
    SUB_COMPOSITION("Sub-composition", "Runs another composition as one task", "S", new RGB(121, 85, 72),
            CompositionPackage.Literals.SUB_COMPOSITION_TASK, "sub"),
    LOOPBACK("Loopback service", "A simulated service (for benchmarks): sync or async, with a delay", "L",
            new RGB(96, 125, 139), CompositionPackage.Literals.LOOPBACK_TASK, "loopback"),
    TIMER("Timer", "Waits for a duration (PT10M, or Java over the inputs) or until a time", "W", new RGB(0, 131, 143),
            CompositionPackage.Literals.TIMER_TASK, "timer"),
    SIGNAL("Signal", "Throws a signal: every instance whose Receive waits for its name then takes the inputs", "G",
            new RGB(142, 36, 170), CompositionPackage.Literals.SIGNAL_TASK, "signal"),
    TERMINATE_END("Terminate end", "Ends the instance as completed when reached: its other branches are cancelled", "T",
            new RGB(38, 50, 56), CompositionPackage.Literals.TERMINATE_END_TASK, "terminate"),
    ERROR_END("Error end", "Ends the instance as failed with an error code, which a calling composition's failure flow "
            + "can catch", "E", new RGB(183, 28, 28), CompositionPackage.Literals.ERROR_END_TASK, "error");

    private final String label;
    private final String description;
    private final String letter;
    private final RGB colour;
    private final EClass eClass;
    private final String baseName;

    TaskKind(String label, String description, String letter, RGB colour, EClass eClass, String baseName) {
        this.label = label;
        this.description = description;
        this.letter = letter;
        this.colour = colour;
        this.eClass = eClass;
        this.baseName = baseName;
    }

    public String label() {
        return label;
    }

    public String description() {
        return description;
    }

    public String letter() {
        return letter;
    }

    public RGB colour() {
        return colour;
    }

    public String baseName() {
        return baseName;
    }

    public EClass eClass() {
        return eClass;
    }

    /** A new task of this kind, not yet named or placed. */
    public Task create() {
        return (Task) eClass.getEPackage().getEFactoryInstance().create(eClass);
    }

    public static TaskKind of(Task task) {
        for (TaskKind k : values()) {
            if (k.eClass == task.eClass()) {
                return k;
            }
        }
        throw new IllegalArgumentException("no editor kind for task class " + task.eClass().getName());
    }

    public static List<TaskKind> all() {
        return List.of(values());
    }
}
