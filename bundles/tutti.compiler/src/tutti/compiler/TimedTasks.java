package tutti.compiler;

import java.util.List;
import java.util.Map;

import tutti.model.composition.ControlFlow;
import tutti.model.composition.FlowKind;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;

/**
 * The generated code of tasks with timers. A run of such a task sets one timer for its timeout
 * flow (slot 0) and one per reminder flow (slots 1 on, in the flows' order); a timer's generation
 * is run * slots + slot, so that one number names both the run and the timer, and the engine's
 * timer queue, journal and recovery need not know which is which. A timeout of a run still going
 * takes the timeout flow and cancels the run; a reminder fires its flow once and the run goes on.
 */
final class TimedTasks {

    private final JavaGenerator g;
    private final SourceWriter w;
    private final Map<Task, List<ControlFlow>> outgoing;

    TimedTasks(JavaGenerator g, SourceWriter w, Map<Task, List<ControlFlow>> outgoing) {
        this.g = g;
        this.w = w;
        this.outgoing = outgoing;
    }

    /** The task's timeout flow, or null (there is at most one). */
    ControlFlow timeoutOf(Task t) {
        return outgoing.get(t).stream().filter(f -> f.getKind() == FlowKind.TIMEOUT).findFirst().orElse(null);
    }

    boolean timed(Task t) {
        return outgoing.get(t).stream().anyMatch(f -> f.getKind() == FlowKind.TIMEOUT || f.getKind() == FlowKind.REMINDER);
    }

    private int slots(Task t) {
        return 1 + (int) outgoing.get(t).stream().filter(f -> f.getKind() == FlowKind.REMINDER).count();
    }

    /** The fields a timed task's runs need. */
    void fields(Task t) {
        int n = g.k(t);
        if (timed(t)) {
            w.line("/** Runs begun (a timer names its run), whether the last one goes on. */");
            w.line("private int t" + n + "_gen;");
            w.line("private boolean t" + n + "_running;");
        }
        if (timeoutOf(t) != null) {
            w.line("/** Results of timed-out runs to drop. */");
            w.line("private int t" + n + "_late;");
        }
        List<ControlFlow> flows = outgoing.get(t);
        for (int i = 0; i < flows.size(); i++) {
            if (flows.get(i).getKind() == FlowKind.REMINDER) {
                w.line("/** Whether the reminder flow -> '" + flows.get(i).getTarget().getName() + "' fired during the current run. */");
                w.line("private boolean t" + n + "_reminded" + i + ";");
            }
        }
    }

    /** A run of the task begins (in begin()): its timers are set. */
    void arm(Task t) {
        int n = g.k(t);
        w.line("t" + n + "_gen++;");
        w.line("t" + n + "_running = true;");
        List<ControlFlow> flows = outgoing.get(t);
        if (flows.stream().anyMatch(f -> f.getKind() != FlowKind.NORMAL && f.getKind() != FlowKind.FAILURE
                && !tutti.runtime.Timers.isDuration(f.getTimeout().strip()))) {
            for (Parameter p : t.getInputs()) {
                w.line("final " + Types.clean(p.getType()) + " " + p.getName() + " = " + g.field(p) + ";");
            }
        }
        int slot = 0;
        for (int i = 0; i < flows.size(); i++) {
            ControlFlow f = flows.get(i);
            if (f.getKind() == FlowKind.TIMEOUT) {
                setTimer(t, f, 0, "timeout");
            } else if (f.getKind() == FlowKind.REMINDER) {
                w.line("t" + n + "_reminded" + i + " = false;");
                setTimer(t, f, ++slot, "reminder -> '" + f.getTarget().getName() + "'");
            }
        }
    }

    private void setTimer(Task t, ControlFlow f, int slot, String what) {
        int n = g.k(t);
        String limit = f.getTimeout().strip();
        w.open("{ // " + what + " after " + limit);
        if (tutti.runtime.Timers.isDuration(limit)) {
            w.line("final Object limit = " + JavaGenerator.q(limit) + ";");
        } else {
            w.line("final Object limit;");
            w.userExpression("limit = (", limit, ");", what + " of task '" + t.getName() + "'", n);
        }
        w.line("nav.timeout(this, " + n + ", t" + n + "_gen" + (slots(t) == 1 ? "" : " * " + slots(t) + " + " + slot)
                + ", tutti.runtime.Timers.after(limit, " + JavaGenerator.q(t.getName()) + "));");
        w.close("}");
    }

    /**
     * A reminder flow when the task's flows are resolved (it completed, failed or timed out): dead
     * unless it fired during the run.
     */
    void resolveReminder(Task t, int i) {
        ControlFlow f = outgoing.get(t).get(i);
        int n = g.k(t);
        w.line("if (!t" + n + "_reminded" + i + ") flow(nav, " + n + ", " + i + ", " + g.k(f.getTarget())
                + ", false); // reminder -> '" + f.getTarget().getName() + "', dead unless it fired");
    }

    /** The timeout(...) and dropLate(...) overrides: what a timer does when it is due, what a late result does. */
    void timeouts() {
        List<Task> timed = outgoing.keySet().stream().filter(this::timed).toList();
        if (timed.isEmpty()) {
            return;
        }
        g.taskSwitch("@Override protected boolean timeout(int task, int generation, tutti.runtime.Navigator nav)", timed, t -> {
            int n = g.k(t);
            int slots = slots(t);
            String run = slots == 1 ? "generation" : "generation / " + slots;
            w.open("if (!t" + n + "_running || " + run + " != t" + n + "_gen) {");
            w.line("return false; // that run has finished, or a later one began");
            w.close("}");
            if (slots > 1) {
                reminders(t);
            }
            if (timeoutOf(t) == null) {
                w.line("return false;");
                return;
            }
            w.line("t" + n + "_running = false;");
            if (t.getForEach() == null) {
                w.line("t" + n + "_late++;");
                g.navigation.fireFlows(t, FlowKind.TIMEOUT);
                w.line("done(nav);");
            } else {
                // Every element still out is cancelled: in parallel all that are left, one after another the current one.
                w.line("int out = " + (t.getForEach().isParallel() ? "t" + n + "_left" : "1") + ";");
                w.line("t" + n + "_late += out;");
                g.navigation.fireFlows(t, FlowKind.TIMEOUT);
                w.open("for (int i = 0; i < out; i++) {");
                w.line("done(nav);");
                w.close("}");
            }
            w.line("return true;");
        }, "return false;");
        g.taskSwitch("@Override protected boolean dropLate(int task, tutti.runtime.Navigator nav)",
                timed.stream().filter(t -> timeoutOf(t) != null).toList(), t -> {
                    int n = g.k(t);
                    w.open("if (t" + n + "_late == 0) {");
                    w.line("return false;");
                    w.close("}");
                    w.line("t" + n + "_late--;");
                    w.line("nav.dropped(this, " + n + ");");
                    w.line("return true;");
                }, "return false;");
    }

    /** A reminder of a run still going: its flow fires once, the task goes on (false: nothing was cancelled). */
    private void reminders(Task t) {
        int n = g.k(t);
        w.open("switch (generation % " + slots(t) + ") {");
        List<ControlFlow> flows = outgoing.get(t);
        int slot = 0;
        for (int i = 0; i < flows.size(); i++) {
            ControlFlow f = flows.get(i);
            if (f.getKind() == FlowKind.REMINDER) {
                w.open("case " + ++slot + ": { // reminder after " + f.getTimeout().strip() + " -> '" + f.getTarget().getName() + "'");
                w.line("t" + n + "_reminded" + i + " = true;");
                w.line("flow(nav, " + n + ", " + i + ", " + g.k(f.getTarget()) + ", true);");
                w.line("return false;");
                w.close("}");
            }
        }
        w.line("default: break; // slot 0: the timeout");
        w.close("}");
    }
}
