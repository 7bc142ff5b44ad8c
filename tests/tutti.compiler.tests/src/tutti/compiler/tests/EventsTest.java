package tutti.compiler.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tutti.test.support.Archives.loaded;
import static tutti.test.support.Build.F;
import static tutti.test.support.Build.data;
import static tutti.test.support.Build.flow;
import static tutti.test.support.Build.parameter;
import static tutti.test.support.Build.snippet;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.model.composition.Composition;
import tutti.model.composition.FlowKind;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.SignalTask;
import tutti.model.validation.CompositionValidator;
import tutti.runtime.CompiledComposition;
import tutti.runtime.InlineRunner;
import tutti.runtime.InstanceState;

/** A Receive that takes the first of several messages (an event-based gateway), and signals, run inline. */
class EventsTest {

    private static ReceiveTask receive(Composition c, String name, String messages) {
        ReceiveTask r = F.createReceiveTask();
        r.setName(name);
        r.setMessage(messages);
        c.getTasks().add(r);
        return r;
    }

    /** Asks, then takes 'approved' or 'rejected', whichever comes first, or gives up after 100 ms. */
    static Composition decision() {
        Composition c = F.createComposition();
        c.setName("Decision");
        c.getOutputs().add(parameter("outcome", "String"));
        JavaSnippetTask ask = snippet(c, "ask", "");
        ReceiveTask decide = receive(c, "decide", "approved, rejected");
        decide.getOutputs().add(parameter("message", "String"));
        decide.getOutputs().add(parameter("by", "String"));
        JavaSnippetTask ship = snippet(c, "ship", "outcome = \"shipped by \" + by;");
        ship.getInputs().add(parameter("by", "String"));
        ship.getOutputs().add(parameter("outcome", "String"));
        JavaSnippetTask refuse = snippet(c, "refuse", "outcome = \"refused by \" + by;");
        refuse.getInputs().add(parameter("by", "String"));
        refuse.getOutputs().add(parameter("outcome", "String"));
        JavaSnippetTask expire = snippet(c, "expire", "outcome = \"expired\";");
        expire.getOutputs().add(parameter("outcome", "String"));
        flow(c, ask, decide, FlowKind.NORMAL, null);
        flow(c, decide, ship, FlowKind.NORMAL, "message.equals(\"approved\")");
        flow(c, decide, refuse, FlowKind.NORMAL, "message.equals(\"rejected\")");
        flow(c, decide, expire, FlowKind.TIMEOUT, null).setTimeout("PT0.1S");
        data(c, decide.getOutputs().get(1), ship.getInputs().get(0));
        data(c, decide.getOutputs().get(1), refuse.getInputs().get(0));
        for (JavaSnippetTask end : List.of(ship, refuse, expire)) {
            data(c, end.getOutputs().get(0), c.getOutputs().get(0));
        }
        return c;
    }

    @Test
    void theFirstOfSeveralMessagesWinsAndNamesItselfAndATimerWinsWhenNoneComes() throws Exception {
        CompiledComposition c = loaded(decision());
        InlineRunner.Result rejected = new InlineRunner().run(c, Map.of(), Map.of("rejected", "ann"));
        assertEquals(InstanceState.COMPLETED, rejected.outcome().state(), rejected.outcome().toString());
        assertEquals(Map.of("outcome", "refused by ann"), rejected.outputs());
        assertEquals(List.of("ask", "decide", "refuse"), rejected.trace());
        InlineRunner.Result approved = new InlineRunner().run(c, Map.of(), Map.of("approved", "bob"));
        assertEquals(Map.of("outcome", "shipped by bob"), approved.outputs());
        InlineRunner.Result none = new InlineRunner().run(c, Map.of(), Map.of());
        assertEquals(Map.of("outcome", "expired"), none.outputs());
        assertEquals(List.of("ask", "decide", "decide (timed out)", "expire"), none.trace());
    }

    @Test
    void bothMessagesWaitingTheFirstNamedIsTakenAndTheOtherStaysUnread() throws Exception {
        InlineRunner.Result both = new InlineRunner().run(loaded(decision()), Map.of(),
                new java.util.LinkedHashMap<>(Map.of("rejected", "ann", "approved", "bob")));
        assertEquals(Map.of("outcome", "shipped by bob"), both.outputs(), "'approved' is named first");
    }

    @Test
    void validationNamesWhatAChoiceOfMessagesCannotBe() {
        Composition c = decision();
        c.getTasks().stream().filter(t -> t.getName().equals("decide")).findFirst().orElseThrow().getOutputs().get(0)
                .setType("int");
        ReceiveTask first = receive(c, "first", "a, b");
        ReceiveTask twice = receive(c, "twice", "x, x");
        flow(c, c.getTasks().get(0), twice, FlowKind.NORMAL, null);
        SignalTask blank = F.createSignalTask();
        blank.setName("shout");
        c.getTasks().add(blank);
        String problems = CompositionValidator.validate(c).toString();
        assertTrue(problems.contains("it takes the name of the message that came, which is a String, not int"), problems);
        assertTrue(problems.contains("it starts the instance") && problems.contains("cannot choose among 'a, b'"), problems);
        assertTrue(problems.contains("it names a message twice in 'x, x'"), problems);
        assertTrue(problems.contains("it throws a signal without a name"), problems);
        assertTrue(first.getName().equals("first"));
    }

    /**
     * Two branches: one waits for the signal 'go', the other prepares and then throws 'go' with a
     * value; a second signal nobody waits for is gone.
     */
    @Test
    void aThrownSignalReachesTheReceiveWaitingForItAndOneNobodyWaitsForIsGone() throws Exception {
        Composition c = F.createComposition();
        c.setName("Signals");
        c.getOutputs().add(parameter("got", "int"));
        ReceiveTask wait = receive(c, "wait", "go");
        wait.getOutputs().add(parameter("value", "int"));
        JavaSnippetTask start = snippet(c, "start", "");
        JavaSnippetTask prepare = snippet(c, "prepare", "value = 42; try { Thread.sleep(20); } catch (InterruptedException e) { }");
        prepare.getOutputs().add(parameter("value", "int"));
        SignalTask go = F.createSignalTask();
        go.setName("throwGo");
        go.setSignal("go");
        go.getInputs().add(parameter("value", "int"));
        c.getTasks().add(go);
        SignalTask unheard = F.createSignalTask();
        unheard.setName("throwUnheard");
        unheard.setSignal("nobody");
        c.getTasks().add(unheard);
        JavaSnippetTask done = snippet(c, "done", "got = value;");
        done.getInputs().add(parameter("value", "int"));
        done.getOutputs().add(parameter("got", "int"));
        flow(c, start, wait, FlowKind.NORMAL, null);
        flow(c, start, prepare, FlowKind.NORMAL, null);
        flow(c, prepare, go, FlowKind.NORMAL, null);
        flow(c, go, unheard, FlowKind.NORMAL, null);
        flow(c, wait, done, FlowKind.NORMAL, null);
        data(c, prepare.getOutputs().get(0), go.getInputs().get(0));
        data(c, wait.getOutputs().get(0), done.getInputs().get(0));
        data(c, done.getOutputs().get(0), c.getOutputs().get(0));
        InlineRunner.Result r = new InlineRunner().run(loaded(c), Map.of(), Map.of());
        assertEquals(InstanceState.COMPLETED, r.outcome().state(), r.outcome().toString() + " " + r.trace());
        assertEquals(Map.of("got", 42), r.outputs());
        assertTrue(r.trace().contains("signal go"), r.trace().toString());
        assertTrue(r.trace().contains("signal nobody (nobody waits)"), r.trace().toString());
        assertTrue(r.trace().indexOf("done") > r.trace().indexOf("throwGo"), r.trace().toString());
    }
}
