package tutti.test.support;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.FlowKind;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;

/** Test compositions in a few lines: tasks, parameters, control and data flows. */
public final class Build {

    public static final CompositionFactory F = CompositionFactory.eINSTANCE;

    private Build() {
    }

    public static Composition composition(String name) {
        Composition c = F.createComposition();
        c.setName(name);
        return c;
    }

    public static <T extends Task> T task(Composition c, T task, String name) {
        task.setName(name);
        c.getTasks().add(task);
        return task;
    }

    /** A Java snippet task added to the composition. */
    public static JavaSnippetTask snippet(Composition c, String name, String code) {
        JavaSnippetTask t = task(c, F.createJavaSnippetTask(), name);
        t.setCode(code);
        return t;
    }

    public static Parameter input(Task t, String name, String type) {
        Parameter p = parameter(name, type);
        t.getInputs().add(p);
        return p;
    }

    public static Parameter output(Task t, String name, String type) {
        Parameter p = parameter(name, type);
        t.getOutputs().add(p);
        return p;
    }

    public static Parameter parameter(String name, String type) {
        Parameter p = F.createParameter();
        p.setName(name);
        p.setType(type);
        return p;
    }

    public static ControlFlow flow(Composition c, Task from, Task to, String condition) {
        ControlFlow f = F.createControlFlow();
        f.setSource(from);
        f.setTarget(to);
        f.setCondition(condition);
        c.getControlFlows().add(f);
        return f;
    }

    public static ControlFlow flow(Composition c, Task from, Task to, FlowKind kind, String condition) {
        ControlFlow f = flow(c, from, to, condition);
        f.setKind(kind);
        return f;
    }

    public static DataFlow data(Composition c, Parameter from, Parameter to) {
        return data(c, from, to, null);
    }

    public static DataFlow data(Composition c, Parameter from, Parameter to, String expression) {
        DataFlow f = F.createDataFlow();
        f.setSource(from);
        f.setTarget(to);
        f.setExpression(expression);
        c.getDataFlows().add(f);
        return f;
    }
}
