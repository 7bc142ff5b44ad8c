package tutti.bench.benchmarks;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.Task;

/** The compositions benchmarks build: made in code so that their size is a parameter. */
public final class BenchCompositions {

    private static final CompositionFactory F = CompositionFactory.eINSTANCE;

    private BenchCompositions() {
    }

    /** N snippet tasks one after another, each adding one to the value it gets; {@code chain(1)} is one snippet. */
    public static Composition chain(int n) {
        Composition c = F.createComposition();
        c.setName("Chain" + n);
        Parameter in = parameter("n");
        c.getInputs().add(in);
        Parameter result = parameter("result");
        c.getOutputs().add(result);
        Parameter previous = in;
        JavaSnippetTask before = null;
        for (int i = 0; i < n; i++) {
            JavaSnippetTask t = F.createJavaSnippetTask();
            t.setName("step" + i);
            Parameter x = parameter("x");
            Parameter y = parameter("y");
            t.getInputs().add(x);
            t.getOutputs().add(y);
            t.setCode("y = x + 1;");
            c.getTasks().add(t);
            c.getDataFlows().add(data(previous, x));
            if (before != null) {
                c.getControlFlows().add(flow(before, t));
            }
            previous = y;
            before = t;
        }
        c.getDataFlows().add(data(previous, result));
        return c;
    }

    /** One snippet, then a Receive that waits for message {@code approved}: instances stay until it comes. */
    public static Composition waiting() {
        Composition c = chain(1);
        c.setName("Waiting");
        ReceiveTask wait = F.createReceiveTask();
        wait.setName("approval");
        wait.setMessage("approved");
        c.getTasks().add(wait);
        c.getControlFlows().add(flow(c.getTasks().get(0), wait));
        return c;
    }

    /**
     * One snippet, then a Timer that waits {@code n} milliseconds (a Java expression over its input)
     * or, with {@code iso} given, that ISO-8601 duration.
     */
    public static Composition sleeping(String iso) {
        Composition c = chain(1);
        c.setName("Sleeping");
        tutti.model.composition.TimerTask wait = F.createTimerTask();
        wait.setName("pause");
        if (iso != null) {
            wait.setDuration(iso);
        } else {
            Parameter ms = parameter("ms");
            wait.getInputs().add(ms);
            wait.setDuration("java.time.Duration.ofMillis(ms)");
            c.getDataFlows().add(data(c.getInputs().get(0), ms));
        }
        c.getTasks().add(wait);
        c.getControlFlows().add(flow(c.getTasks().get(0), wait));
        return c;
    }

    private static Parameter parameter(String name) {
        Parameter p = F.createParameter();
        p.setName(name);
        p.setType("int");
        return p;
    }

    private static DataFlow data(Parameter from, Parameter to) {
        DataFlow d = F.createDataFlow();
        d.setSource(from);
        d.setTarget(to);
        return d;
    }

    private static ControlFlow flow(Task from, Task to) {
        ControlFlow f = F.createControlFlow();
        f.setSource(from);
        f.setTarget(to);
        return f;
    }
}
