package tutti.cluster.tests;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ReceiveTask;
import tutti.test.support.Archives;
import tutti.test.support.Fixtures;

/** Compositions the replication tests deploy. */
final class Compositions {

    private Compositions() {
    }

    static byte[] archive(Composition c) throws Exception {
        return Archives.of(c);
    }

    /** The Sequential sample renamed Approval, with a Receive for message 'approved' at its end: it waits until told. */
    static Composition waiting() throws Exception {
        return Fixtures.approval();
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
