package tutti.compiler;

import java.util.List;

import tutti.model.Callbacks;
import tutti.model.composition.ErrorEndTask;
import tutti.model.composition.HttpCallTask;
import tutti.model.composition.InvocationMode;
import tutti.model.composition.JavaCallTask;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.ReplyTask;
import tutti.model.composition.SignalTask;
import tutti.model.composition.SubCompositionTask;
import tutti.model.composition.Task;
import tutti.model.composition.TerminateEndTask;
import tutti.model.composition.TimerTask;

/**
 * The generated {@code execute} method: what each kind of task does when it runs, one
 * {@code run<k>} method per task, its inputs as locals and its outputs stored back in the
 * instance's fields.
 */
final class TaskRuns {

    private final JavaGenerator g;
    private final SourceWriter w;
    private final List<Task> tasks;

    TaskRuns(JavaGenerator g, SourceWriter w, List<Task> tasks) {
        this.g = g;
        this.w = w;
        this.tasks = tasks;
    }

    void execute() {
        w.open("@Override public boolean execute(int task, int element, tutti.runtime.Invocations io) throws Exception {");
        w.open("switch (task) {");
        for (Task t : tasks) {
            w.line("case " + g.k(t) + ": return run" + g.k(t) + "(element, io); // " + t.getName());
        }
        w.line("default: throw new IllegalArgumentException(\"no task \" + task);");
        w.close("}");
        w.close("}");
        w.line("");
        for (Task t : tasks) {
            runMethod(t);
        }
    }

    /** Locals named after the task's inputs (the ForEach element taken from its list). */
    private void inputLocals(Task t) {
        for (Parameter p : t.getInputs()) {
            String type = Types.clean(p.getType());
            if (p.getName().equals(JavaGenerator.elementInput(t))) {
                Parameter list = JavaGenerator.input(t, t.getForEach().getListInput());
                w.line(type + " " + p.getName() + " = (" + Types.boxed(type) + ") " + g.field(list) + ".get(element);");
            } else {
                w.line(type + " " + p.getName() + " = this." + g.field(p) + ";");
            }
        }
    }

    private boolean hasInput(Task t, String name) {
        return t.getInputs().stream().anyMatch(p -> p.getName().equals(name));
    }

    private void storeOutputs(Task t) {
        for (Parameter p : t.getOutputs()) {
            w.line(g.outputTarget(t, p) + " = " + p.getName() + ";");
        }
    }

    /** Outputs not named like an input start at their type's default. */
    private void outputLocals(Task t) {
        for (Parameter p : t.getOutputs()) {
            if (!hasInput(t, p.getName())) {
                w.line(Types.clean(p.getType()) + " " + p.getName() + " = " + Types.defaultValue(p.getType()) + ";");
            }
        }
    }

    /** The value a task sends out: its only input, or all its inputs by name. */
    private String payload(Task t) {
        if (t.getInputs().size() == 1) {
            return t.getInputs().get(0).getName();
        }
        StringBuilder b = new StringBuilder("tutti.runtime.Payloads.of(");
        for (int i = 0; i < t.getInputs().size(); i++) {
            Parameter p = t.getInputs().get(i);
            b.append(i > 0 ? ", " : "").append(JavaGenerator.q(p.getName())).append(", ").append(p.getName());
        }
        return b.append(")").toString();
    }

    private void runMethod(Task t) {
        int n = g.k(t);
        w.line("/** Task '" + t.getName() + "' (" + t.eClass().getName() + "). */");
        w.open("private boolean run" + n + "(int element, tutti.runtime.Invocations io) throws Exception {");
        inputLocals(t);
        switch (t) {
            case JavaSnippetTask s -> {
                outputLocals(t);
                // Inside "if (true)": a snippet that always throws (a task that fails on purpose)
                // leaves the code after it reachable, so it still compiles.
                w.open("try { if (true) {");
                String code = s.getCode() == null ? "" : s.getCode();
                w.userCode(code, "code of task '" + t.getName() + "'", n);
                w.close("} } finally {");
                w.indent();
                storeOutputs(t);
                w.close("}");
                w.line("return true;");
            }
            case JavaCallTask call -> {
                outputLocals(t);
                StringBuilder args = new StringBuilder();
                for (Parameter p : t.getInputs()) {
                    args.append(args.length() > 0 ? ", " : "").append(p.getName());
                }
                String invocation = call.getClassName() + "." + call.getMethodName() + "(" + args + ")";
                if (g.resultOutputs(t).isEmpty()) {
                    w.userExpression("", invocation, ";", "call of task '" + t.getName() + "'", n);
                } else {
                    w.userExpression(g.resultOutputs(t).get(0).getName() + " = ", invocation, ";",
                            "call of task '" + t.getName() + "'", n);
                }
                storeOutputs(t);
                w.line("return true;");
            }
            case LoopbackTask l -> {
                if (l.getMode() == InvocationMode.ASYNC) {
                    w.line("io.loopback(this, " + n + ", " + (t.getInputs().isEmpty() ? "null" : payload(t)) + ", "
                            + l.getDelayMillis() + "L, " + JavaGenerator.q(Callbacks.messageOf(t)) + ");");
                    w.line("return true;");
                } else {
                    if (l.getDelayMillis() > 0) {
                        w.line("Thread.sleep(" + l.getDelayMillis() + "L); // the simulated service's delay");
                    }
                    echoOutputs(t);
                    w.line("return true;");
                }
            }
            case ReceiveTask r -> {
                if (g.startReceive(t)) {
                    w.line("// A Receive no flow leads to takes the message that created the instance: its inputs.");
                    for (Parameter p : t.getOutputs()) {
                        Parameter in = g.composition().getInputs().stream().filter(i -> i.getName().equals(p.getName())).findFirst().orElse(null);
                        w.line(g.outputTarget(t, p) + " = " + (in == null ? Types.defaultValue(p.getType()) : "this." + g.field(in)) + ";");
                    }
                    w.line("return true;");
                } else {
                    w.line("io.awaitMessage(this, " + n + ", t" + n + "_MESSAGES);");
                    w.line("return false;");
                }
            }
            case ReplyTask r -> {
                w.line("java.util.Map<String, Object> reply = new java.util.LinkedHashMap<>();");
                for (Parameter p : t.getInputs()) {
                    w.line("reply.put(" + JavaGenerator.q(p.getName()) + ", " + p.getName() + ");");
                }
                w.line("recordReply(reply);");
                w.line("io.reply(this, reply);");
                w.line("return true;");
            }
            case SubCompositionTask s -> {
                w.line("java.util.Map<String, Object> inputs = new java.util.LinkedHashMap<>();");
                for (Parameter p : t.getInputs()) {
                    w.line("inputs.put(" + JavaGenerator.q(p.getName()) + ", " + p.getName() + ");");
                }
                w.line("io.subComposition(this, " + n + ", element, " + JavaGenerator.q(s.getComposition()) + ", "
                        + (s.getCompositionVersion() == null ? "null" : JavaGenerator.q(s.getCompositionVersion())) + ", inputs);");
                w.line("return false;");
            }
            case HttpCallTask h -> {
                boolean async = h.getMode() == InvocationMode.ASYNC;
                String message = Callbacks.messageOf(t);
                w.line("io.http(this, " + n + ", element, " + JavaGenerator.q(h.getMethod().getLiteral()) + ", " + JavaGenerator.q(h.getUrl()) + ", "
                        + (t.getInputs().isEmpty() ? "null" : "tutti.runtime.HttpBodies.request(" + payload(t) + ")") + ", "
                        + h.getTimeoutMillis() + "L, "
                        + (message == null ? "null" : JavaGenerator.q(message)) + ");");
                w.line("return " + async + ";");
            }
            case TimerTask timer -> {
                boolean until = timer.getUntil() != null && !timer.getUntil().isBlank();
                String text = (until ? timer.getUntil() : timer.getDuration()).strip();
                // ISO-8601 text is given as it is; anything else is the Java expression it says.
                boolean iso = until ? tutti.runtime.Timers.parse(text) != null : tutti.runtime.Timers.isDuration(text);
                if (iso) {
                    w.line("final Object when = " + JavaGenerator.q(text) + ";");
                } else {
                    w.line("final Object when;");
                    w.userExpression("when = (", text, ");", (until ? "time" : "duration") + " of timer '" + t.getName() + "'", n);
                }
                w.line("io.timer(this, " + n + ", element, tutti.runtime.Timers." + (until ? "at" : "after") + "(when, "
                        + JavaGenerator.q(t.getName()) + "));");
                w.line("return false; // it completes when due");
            }
            case SignalTask sig -> {
                w.line("io.signal(this, " + JavaGenerator.q(sig.getSignal() == null ? "" : sig.getSignal().strip()) + ", "
                        + (t.getInputs().isEmpty() ? "null" : payload(t)) + ");");
                w.line("return true; // the signal is thrown; nobody's answer is awaited");
            }
            case TerminateEndTask e -> {
                w.line("return true; // it ends the instance once completed, on the thread that navigates it");
            }
            case ErrorEndTask e -> {
                w.line("return true; // it fails the instance once completed, on the thread that navigates it");
            }
            default -> throw new IllegalArgumentException("no code for task kind " + t.eClass().getName());
        }
        w.close("}");
        w.line("");
    }

    /** A synchronous loopback answers with what it got: each output from the input of its name, else the only input. */
    private void echoOutputs(Task t) {
        for (Parameter p : g.resultOutputs(t)) {
            String source = hasInput(t, p.getName()) ? p.getName()
                    : t.getInputs().size() == 1 ? t.getInputs().get(0).getName() : Types.defaultValue(p.getType());
            w.line(g.outputTarget(t, p) + " = " + source + ";");
        }
    }
}
