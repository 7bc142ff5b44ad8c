package tutti.compiler;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import tutti.model.Failures;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.ErrorEndTask;
import tutti.model.composition.FlowKind;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;
import tutti.model.composition.TerminateEndTask;

/**
 * The generated {@code completed} and {@code failed} methods: when a task completes or fails for
 * good, its outputs flow on, its conditions are evaluated and each flow out of it fires or dies.
 */
final class Navigation {

    private final JavaGenerator g;
    private final SourceWriter w;
    private final List<Task> tasks;
    private final Map<Task, List<ControlFlow>> outgoing;

    Navigation(JavaGenerator g, SourceWriter w, List<Task> tasks, Map<Task, List<ControlFlow>> outgoing) {
        this.g = g;
        this.w = w;
        this.tasks = tasks;
        this.outgoing = outgoing;
    }

    void completed() {
        w.open("@Override public void completed(int task, int element, tutti.runtime.Navigator nav) {");
        w.open("switch (task) {");
        for (Task t : tasks) {
            int n = g.k(t);
            w.open("case " + n + ": { // " + t.getName());
            if (t instanceof TerminateEndTask) {
                w.line("terminate(nav); // the other branches are dropped with the instance");
                w.line("return;");
                w.close("}");
                continue;
            }
            if (t instanceof ErrorEndTask e) {
                String code = e.getErrorCode() == null ? "" : e.getErrorCode();
                String message = e.getErrorMessage() == null || e.getErrorMessage().isBlank() ? "" : ": " + e.getErrorMessage();
                w.line("fail(" + JavaGenerator.q("error " + code + " at end '" + t.getName() + "'" + message) + ", " + JavaGenerator.q(code) + ");");
                w.line("return;");
                w.close("}");
                continue;
            }
            if (g.timeoutOf(t) != null) {
                w.open("if (dropLate(" + n + ", nav)) {");
                w.line("return; // a result of a run that had timed out");
                w.close("}");
            }
            if (g.timed(t) && t.getForEach() == null) {
                w.line("t" + n + "_running = false;");
            }
            if (t.getForEach() != null && g.catchesFailures(t)) {
                w.open("if (t" + n + "_failed) {");
                w.line("done(nav);");
                w.line("return;");
                w.close("}");
            }
            if (t.getForEach() != null) {
                w.open("if (--t" + n + "_left > 0) {");
                if (!t.getForEach().isParallel()) {
                    w.line("ready(nav, " + n + ", t" + n + "_next++);");
                }
                w.line("done(nav);");
                w.line("return;");
                w.close("}");
                if (g.timed(t)) {
                    w.line("t" + n + "_running = false; // the last element: the ForEach finished in time");
                }
            }
            w.line("after" + n + "(nav);");
            w.line("done(nav);");
            w.line("return;");
            w.close("}");
        }
        w.line("default: throw new IllegalArgumentException(\"no task \" + task);");
        w.close("}");
        w.close("}");
        w.line("");
        for (Task t : tasks) {
            if (!(t instanceof TerminateEndTask || t instanceof ErrorEndTask)) {
                afterMethod(t);
            }
        }
    }

    private void afterMethod(Task t) {
        int n = g.k(t);
        w.line("/** Task '" + t.getName() + "' has completed: its data and control flows. */");
        w.open("private void after" + n + "(tutti.runtime.Navigator nav) {");
        if (t.getForEach() != null) {
            for (Parameter p : t.getOutputs()) {
                w.line("@SuppressWarnings(\"unchecked\") " + JavaGenerator.outsideType(p) + " gathered_" + p.getName() + " = ("
                        + JavaGenerator.outsideType(p) + ") (java.util.List) java.util.Arrays.asList(t" + n + "_each_" + p.getName() + ");");
                w.line(g.field(p) + " = gathered_" + p.getName() + ";");
            }
        }
        boolean conditions = (t.getRepeatWhile() != null && !t.getRepeatWhile().isBlank())
                || outgoing.get(t).stream().anyMatch(f -> f.getKind() == FlowKind.NORMAL && JavaGenerator.hasCondition(f));
        if (conditions) {
            // Conditions see the task's inputs and outputs by name (outputs win a tie).
            for (Parameter p : t.getInputs()) {
                if (!hasOutput(t, p.getName()) && !p.getName().equals(JavaGenerator.elementInput(t))) {
                    w.line("final " + Types.clean(p.getType()) + " " + p.getName() + " = " + g.field(p) + ";");
                }
            }
            for (Parameter p : t.getOutputs()) {
                w.line("final " + JavaGenerator.outsideType(p) + " " + p.getName() + " = " + g.field(p) + ";");
            }
        }
        if (t.getRepeatWhile() != null && !t.getRepeatWhile().isBlank()) {
            w.line("boolean again;");
            w.userExpression("again = (", t.getRepeatWhile(), ");", "repeat condition of task '" + t.getName() + "'", n);
            w.open("if (again) {");
            // The next round starts from this round's results where an output is named like an input.
            for (Parameter out : t.getOutputs()) {
                t.getInputs().stream().filter(in -> in.getName().equals(out.getName()) && !in.getName().equals(JavaGenerator.elementInput(t)))
                        .findFirst().ifPresent(in -> w.line(g.field(in) + " = " + g.field(out) + ";"));
            }
            w.line("begin(nav, " + n + ");");
            w.line("return;");
            w.close("}");
        }
        for (Parameter p : t.getOutputs()) {
            g.assignFlowsFrom(p);
        }
        conditions(t, FlowKind.NORMAL);
        fireFlows(t, FlowKind.NORMAL);
        w.close("}");
        w.line("");
    }

    /**
     * The conditions of a task's flows of one kind (a timeout flow has none), all evaluated before
     * any successor starts: they see this completion only.
     */
    private void conditions(Task t, FlowKind kind) {
        int n = g.k(t);
        List<ControlFlow> flows = outgoing.get(t);
        for (int i = 0; i < flows.size(); i++) {
            ControlFlow f = flows.get(i);
            if (f.getKind() == kind && JavaGenerator.hasCondition(f)) {
                w.line("boolean flow" + i + ";");
                String others = negationOfEarlier(flows, i, kind);
                if (others != null) {
                    w.line("flow" + i + " = " + others + "; // none of the conditions before holds: not evaluated again");
                    continue;
                }
                w.userExpression("flow" + i + " = (", f.getCondition(), ");", "condition of "
                        + (kind == FlowKind.FAILURE ? "failure " : "") + "control flow '" + t.getName() + "' -> '"
                        + f.getTarget().getName() + "'", n);
            }
        }
    }

    /**
     * A default flow's condition as BPMN import writes it, {@code !((a) || (b))} over the conditions
     * of earlier flows of the task, as the negation of their results ({@code !(flow0 || flow1)});
     * null when the condition is anything else. Besides saving the evaluations, a condition with
     * side effects then runs once, as the file meant.
     */
    private static String negationOfEarlier(List<ControlFlow> flows, int at, FlowKind kind) {
        String c = flows.get(at).getCondition().strip();
        if (!c.startsWith("!(") || !c.endsWith(")")) {
            return null;
        }
        String inner = c.substring(2, c.length() - 1);
        List<String> used = new ArrayList<>();
        int pos = 0;
        for (int j = 0; j < at && pos < inner.length(); j++) {
            ControlFlow f = flows.get(j);
            if (f.getKind() != kind || !JavaGenerator.hasCondition(f)) {
                continue;
            }
            String operand = (used.isEmpty() ? "" : " || ") + "(" + f.getCondition() + ")";
            if (inner.startsWith(operand, pos)) {
                used.add("flow" + j);
                pos += operand.length();
            }
        }
        return pos == inner.length() && !used.isEmpty() ? "!(" + String.join(" || ", used) + ")" : null;
    }

    /**
     * Resolves every flow out of a task: the flows of the kind taken fire (where their conditions
     * hold), the others are dead: after a completion its failure and timeout flows, after a failure
     * its normal and timeout flows, after a timeout its normal and failure flows.
     */
    void fireFlows(Task t, FlowKind taken) {
        int n = g.k(t);
        List<ControlFlow> flows = outgoing.get(t);
        for (int i = 0; i < flows.size(); i++) {
            ControlFlow f = flows.get(i);
            if (f.getKind() == FlowKind.REMINDER) {
                g.timers().resolveReminder(t, i);
                continue;
            }
            String fire = f.getKind() != taken ? "false" : JavaGenerator.hasCondition(f) && taken != FlowKind.TIMEOUT ? "flow" + i : "true";
            w.line("flow(nav, " + n + ", " + i + ", " + g.k(f.getTarget()) + ", " + fire + "); // "
                    + (f.getKind() == FlowKind.NORMAL ? "" : f.getKind().getLiteral().toLowerCase(Locale.ROOT) + " ")
                    + "-> '" + f.getTarget().getName() + "'");
        }
    }

    /**
     * Tasks with failure flows take them when an execution fails for good and one of them fires
     * (its condition holds, or it has none): the reason and the code go to the outputs error and
     * errorCode where the task has them (the conditions read them by those names), the normal
     * flows are dead. When none fires the failure is not caught and the instance fails.
     */
    void failed() {
        List<Task> catching = tasks.stream().filter(g::catchesFailures).toList();
        if (catching.isEmpty()) {
            return;
        }
        // The failure's parameters end in $ so that no task input or output can hide them.
        g.taskSwitch("@Override protected boolean failed(int task, int element, String reason$, String code$, "
                + "tutti.runtime.Navigator nav)", catching, t -> {
                    int n = g.k(t);
                    if (t.getForEach() != null) {
                        w.open("if (t" + n + "_failed) {");
                        w.line("done(nav); // another element failed first: its failure flows were taken");
                        w.line("return true;");
                        w.close("}");
                    }
                    w.open("if (!failed" + n + "(reason$, code$, nav)) {");
                    w.line("return false;");
                    w.close("}");
                    if (g.timed(t)) {
                        w.line("t" + n + "_running = false;");
                    }
                    if (t.getForEach() != null) {
                        w.line("t" + n + "_failed = true;");
                    }
                    w.line("done(nav);");
                    w.line("return true;");
                }, "return false;");
        for (Task t : catching) {
            failedMethod(t);
        }
    }

    private void failedMethod(Task t) {
        int n = g.k(t);
        List<ControlFlow> flows = outgoing.get(t);
        w.line("/** Task '" + t.getName() + "' failed: its failure flows, unless none fires. */");
        w.open("private boolean failed" + n + "(String reason$, String code$, tutti.runtime.Navigator nav) {");
        List<Integer> conditional = new ArrayList<>();
        for (int i = 0; i < flows.size(); i++) {
            if (JavaGenerator.isFailure(flows.get(i)) && JavaGenerator.hasCondition(flows.get(i))) {
                conditional.add(i);
            }
        }
        boolean alwaysCaught = flows.stream().anyMatch(f -> JavaGenerator.isFailure(f) && !JavaGenerator.hasCondition(f));
        if (!conditional.isEmpty()) {
            for (Parameter p : t.getInputs()) {
                if (!p.getName().equals(JavaGenerator.elementInput(t)) && !p.getName().equals(Failures.REASON_OUTPUT)
                        && !p.getName().equals(Failures.CODE_OUTPUT)) {
                    w.line("final " + Types.clean(p.getType()) + " " + p.getName() + " = " + g.field(p) + ";");
                }
            }
            w.line("final String " + Failures.REASON_OUTPUT + " = reason$;");
            w.line("final String " + Failures.CODE_OUTPUT + " = code$;");
            conditions(t, FlowKind.FAILURE);
            if (!alwaysCaught) {
                w.open("if (!(" + String.join(" || ", conditional.stream().map(i -> "flow" + i).toList()) + ")) {");
                w.line("return false; // no failure flow catches it");
                w.close("}");
            }
        }
        for (Parameter p : t.getOutputs()) {
            if (p.getName().equals(Failures.REASON_OUTPUT) || p.getName().equals(Failures.CODE_OUTPUT)) {
                String value = p.getName().equals(Failures.REASON_OUTPUT) ? "reason$" : "code$";
                w.line(g.field(p) + " = " + (t.getForEach() != null ? "java.util.Collections.singletonList(" + value + ")" : value)
                        + ";");
                g.assignFlowsFrom(p);
            }
        }
        fireFlows(t, FlowKind.FAILURE);
        w.line("return true;");
        w.close("}");
        w.line("");
    }

    private static boolean hasOutput(Task t, String name) {
        return t.getOutputs().stream().anyMatch(p -> p.getName().equals(name));
    }
}
