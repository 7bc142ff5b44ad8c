package tutti.test.support;

import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.InvocationMode;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.TimerTask;

import static tutti.test.support.Build.F;
import static tutti.test.support.Build.data;
import static tutti.test.support.Build.flow;
import static tutti.test.support.Build.input;
import static tutti.test.support.Build.output;
import static tutti.test.support.Build.parameter;
import static tutti.test.support.Build.snippet;
import static tutti.test.support.Build.task;

/** Compositions several test bundles need, written once. */
public final class Fixtures {

    private Fixtures() {
    }

    /**
     * The Sequential sample (its name kept) with a Receive named 'approval' for the message
     * 'approved' after its last step: an instance that waits until told, at task index 5.
     */
    public static Composition sequentialWaiting() throws Exception {
        Composition c = Samples.load("Sequential");
        ReceiveTask wait = CompositionFactory.eINSTANCE.createReceiveTask();
        wait.setName("approval");
        wait.setMessage("approved");
        c.getTasks().add(wait);
        ControlFlow f = CompositionFactory.eINSTANCE.createControlFlow();
        f.setSource(c.getTasks().get(4));
        f.setTarget(wait);
        c.getControlFlows().add(f);
        return c;
    }

    /** {@link #sequentialWaiting()} named Approval, beside the samples on an engine. */
    public static Composition approval() throws Exception {
        Composition c = sequentialWaiting();
        c.setName("Approval");
        return c;
    }

    /**
     * The start both durable compositions below share: input n, {@code twice} (doubled = n * 2),
     * then a Receive {@code approval} for the message "approved" (by).
     */
    private record Approved(Composition composition, Parameter doubled, ReceiveTask approval, Parameter by) {
        static Approved named(String name) {
            Composition c = Build.composition(name);
            Parameter n = parameter("n", "int");
            c.getInputs().add(n);
            c.getOutputs().add(parameter("result", "String"));
            JavaSnippetTask twice = snippet(c, "twice", "doubled = n * 2;");
            data(c, n, input(twice, "n", "int"));
            Parameter doubled = output(twice, "doubled", "int");
            ReceiveTask approval = task(c, F.createReceiveTask(), "approval");
            approval.setMessage("approved");
            flow(c, twice, approval, null);
            return new Approved(c, doubled, approval, output(approval, "by", "String"));
        }
    }

    /**
     * Order: doubled = n * 2, waits for "approved" (by), then for "shipped" (when); result is
     * by/when/doubled. An instance that waits twice, to be killed between the two.
     */
    public static Composition order() {
        Approved a = Approved.named("Order");
        Composition c = a.composition();
        ReceiveTask shipping = task(c, F.createReceiveTask(), "shipping");
        shipping.setMessage("shipped");
        Parameter when = output(shipping, "when", "String");
        flow(c, a.approval(), shipping, null);
        JavaSnippetTask finish = snippet(c, "finish", "result = by + \"/\" + when + \"/\" + doubled;");
        data(c, a.by(), input(finish, "by", "String"));
        data(c, when, input(finish, "when", "String"));
        data(c, a.doubled(), input(finish, "doubled", "int"));
        flow(c, shipping, finish, null);
        data(c, output(finish, "result", "String"), c.getOutputs().get(0));
        return c;
    }

    /**
     * Approval, durable-minded: doubled = n * 2, waits for "approved" (by), pauses 300 ms on a
     * timer, passes by through a synchronous loopback call that takes {@code delayMillis}; result
     * is by:doubled. Each step is a point where a restart must pick the instance up.
     */
    public static Composition slowApproval(long delayMillis) {
        Approved a = Approved.named("Approval");
        Composition c = a.composition();
        TimerTask pause = task(c, F.createTimerTask(), "pause");
        pause.setDuration("PT0.3S");
        flow(c, a.approval(), pause, null);
        LoopbackTask slow = task(c, F.createLoopbackTask(), "slow");
        slow.setMode(InvocationMode.SYNC);
        slow.setDelayMillis(delayMillis);
        data(c, a.by(), input(slow, "payload", "String"));
        flow(c, pause, slow, null);
        JavaSnippetTask finish = snippet(c, "finish", "result = by + \":\" + doubled;");
        data(c, output(slow, "payload", "String"), input(finish, "by", "String"));
        data(c, a.doubled(), input(finish, "doubled", "int"));
        flow(c, slow, finish, null);
        data(c, output(finish, "result", "String"), c.getOutputs().get(0));
        return c;
    }
}
