package tutti.model.tests;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;

/** Small helpers to write test compositions in a few lines. */
final class Build {

    static final CompositionFactory F = CompositionFactory.eINSTANCE;

    private Build() {
    }

    static Composition composition(String name) {
        Composition c = F.createComposition();
        c.setName(name);
        return c;
    }

    static <T extends Task> T task(Composition c, T task, String name) {
        task.setName(name);
        c.getTasks().add(task);
        return task;
    }

    static Parameter input(Task t, String name, String type) {
        Parameter p = parameter(name, type);
        t.getInputs().add(p);
        return p;
    }

    static Parameter output(Task t, String name, String type) {
        Parameter p = parameter(name, type);
        t.getOutputs().add(p);
        return p;
    }

    static Parameter parameter(String name, String type) {
        Parameter p = F.createParameter();
        p.setName(name);
        p.setType(type);
        return p;
    }

    static ControlFlow flow(Composition c, Task from, Task to, String condition) {
        ControlFlow f = F.createControlFlow();
        f.setSource(from);
        f.setTarget(to);
        f.setCondition(condition);
        c.getControlFlows().add(f);
        return f;
    }

    static DataFlow data(Composition c, Parameter from, Parameter to, String expression) {
        DataFlow f = F.createDataFlow();
        f.setSource(from);
        f.setTarget(to);
        f.setExpression(expression);
        c.getDataFlows().add(f);
        return f;
    }
}
