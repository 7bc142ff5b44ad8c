package tutti.compiler.tests;

import tutti.compiler.CompositionCompiler;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.FlowKind;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;
import tutti.runtime.CompiledComposition;

/** Small helpers to write test compositions in a few lines and compile them. */
final class Build {

    static final CompositionFactory F = CompositionFactory.eINSTANCE;

    private Build() {
    }

    static Parameter param(String name, String type) {
        Parameter p = F.createParameter();
        p.setName(name);
        p.setType(type);
        return p;
    }

    static void data(Composition c, Parameter from, Parameter to) {
        DataFlow d = F.createDataFlow();
        d.setSource(from);
        d.setTarget(to);
        c.getDataFlows().add(d);
    }

    /** A Java snippet task added to the composition. */
    static tutti.model.composition.JavaSnippetTask snippet(Composition c, String name, String code) {
        tutti.model.composition.JavaSnippetTask t = F.createJavaSnippetTask();
        t.setName(name);
        t.setCode(code);
        c.getTasks().add(t);
        return t;
    }

    static ControlFlow flow(Composition c, Task from, Task to, FlowKind kind, String condition) {
        ControlFlow f = F.createControlFlow();
        f.setSource(from);
        f.setTarget(to);
        f.setKind(kind);
        f.setCondition(condition);
        c.getControlFlows().add(f);
        return f;
    }

    static CompiledComposition compile(Composition c) throws Exception {
        return new CompositionCompiler().compile(c).archive().load(CompiledComposition.class.getClassLoader());
    }
}
