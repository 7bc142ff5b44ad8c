package tutti.cluster.tests;

import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.ReceiveTask;

/** Compositions the replication tests deploy. */
final class Compositions {

    private Compositions() {
    }

    static byte[] archive(Composition c) throws Exception {
        return new CompositionCompiler().compile(c).archive().toBytes();
    }

    /** The Sequential sample renamed Approval, with a Receive for message 'approved' at its end: it waits until told. */
    static Composition waiting() throws Exception {
        Composition c = Samples.load("Sequential");
        c.setName("Approval");
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

    /** Approval whose Receive waits for the signal 'go' instead. */
    static Composition waitingForGo() throws Exception {
        Composition c = waiting();
        c.setName("Waiter");
        ((ReceiveTask) c.getTasks().get(5)).setMessage("go");
        return c;
    }

    /** One Signal task that throws 'go'. */
    static Composition shout() {
        Composition c = CompositionFactory.eINSTANCE.createComposition();
        c.setName("Shout");
        c.setVersion("1.0.0");
        tutti.model.composition.SignalTask go = CompositionFactory.eINSTANCE.createSignalTask();
        go.setName("shout");
        go.setSignal("go");
        c.getTasks().add(go);
        return c;
    }
}
