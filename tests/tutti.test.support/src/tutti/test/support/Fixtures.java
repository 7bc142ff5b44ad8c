package tutti.test.support;

import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.ReceiveTask;

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
}
