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
}
