package tutti.compiler.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tutti.test.support.Archives.loaded;
import static tutti.test.support.Build.data;
import static tutti.test.support.Build.flow;
import static tutti.test.support.Build.parameter;
import static tutti.test.support.Build.snippet;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.FlowKind;
import tutti.model.composition.ForEach;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.Retry;
import tutti.model.composition.Task;
import tutti.runtime.CompiledComposition;
import tutti.runtime.InlineRunner;
import tutti.runtime.InstanceState;

/** Failure flows and retries, run inline: the reference the engine must agree with. */
class FailuresTest {

    private static final CompositionFactory F = tutti.test.support.Build.F;

    private static Retry retry(int count, long initial, double factor, long max) {
        Retry r = F.createRetry();
        r.setCount(count);
        r.setInitialBackoffMillis(initial);
        r.setFactor(factor);
        r.setMaxBackoffMillis(max);
        return r;
    }

    /**
     * charge fails while its input {@code failures} says so (a static counter counts its tries);
     * a failure flow goes to refund, which reads the reason and code; ship follows a success.
     */
    static Composition payment() {
        Composition c = F.createComposition();
        c.setName("Payment");
        Parameter failures = parameter("failures", "int");
        c.getInputs().add(failures);
        c.getOutputs().add(parameter("outcome", "String"));
        c.getOutputs().get(0).setRequired(false);
        JavaSnippetTask charge = snippet(c, "charge", """
                tries++;
                if (tries <= failures) throw new tutti.runtime.TaskError("card-declined", "declined, try " + tries);
                """);
        Parameter in = parameter("failures", "int");
        charge.getInputs().add(in);
        charge.getOutputs().add(parameter("tries", "int"));
        charge.getOutputs().add(parameter("error", "String"));
        charge.getOutputs().add(parameter("errorCode", "String"));
        data(c, failures, in);
        JavaSnippetTask ship = snippet(c, "ship", "result = \"shipped\";");
        ship.getOutputs().add(parameter("result", "String"));
        JavaSnippetTask refund = snippet(c, "refund", "result = \"refunded: \" + code + \" / \" + why;");
        Parameter why = parameter("why", "String");
        Parameter code = parameter("code", "String");
        refund.getInputs().add(why);
        refund.getInputs().add(code);
        refund.getOutputs().add(parameter("result", "String"));
        data(c, charge.getOutputs().get(1), why);
        data(c, charge.getOutputs().get(2), code);
        flow(c, charge, ship, FlowKind.NORMAL, null);
        flow(c, charge, refund, FlowKind.FAILURE, null);
        data(c, ship.getOutputs().get(0), c.getOutputs().get(0));
        data(c, refund.getOutputs().get(0), c.getOutputs().get(0));
        return c;
    }

    @Test
    void aFailureTakesTheFailureFlowWithItsReasonAndCode() throws Exception {
        CompiledComposition c = loaded(payment());
        InlineRunner.Result ok = new InlineRunner().run(c, Map.of("failures", 0), Map.of());
        assertEquals(InstanceState.COMPLETED, ok.outcome().state(), ok.outcome().toString());
        assertEquals(List.of("charge", "ship"), ok.trace());
        assertEquals(Map.of("outcome", "shipped"), ok.outputs());
        InlineRunner.Result failed = new InlineRunner().run(c, Map.of("failures", 1), Map.of());
        assertEquals(InstanceState.COMPLETED, failed.outcome().state(), "the failure flow took it: " + failed.outcome());
        assertEquals(List.of("charge", "refund"), failed.trace(), "ship's flow is dead");
        assertEquals(Map.of("outcome", "refunded: card-declined / task 'charge' failed: TaskError: declined, try 1 (line 2 of its code)"),
                failed.outputs());
    }

    @Test
    void retriesRunTheTaskAgainWithGrowingBackOffsBeforeTheFailureFlow() throws Exception {
        Composition model = payment();
        Task charge = model.getTasks().get(0);
        charge.setRetry(retry(2, 40, 2, 60));
        // The task counts its tries in an output that each retry starts afresh: count them in a static instead.
        ((JavaSnippetTask) charge).setCode("""
                tries = TRIES.incrementAndGet();
                if (tries <= failures) throw new tutti.runtime.TaskError("card-declined", "declined, try " + tries);
                """.replace("TRIES", COUNTER));
        CompiledComposition c = loaded(model);
        TRIES.set(0);
        long start = System.nanoTime();
        InlineRunner.Result twice = new InlineRunner().run(c, Map.of("failures", 2), Map.of());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(List.of("charge", "charge (retry 1)", "charge (retry 2)", "ship"), twice.trace());
        assertEquals(Map.of("outcome", "shipped"), twice.outputs(), "the third try succeeded");
        assertTrue(millis >= 40 + 60, "back-offs of 40 ms, then 80 ms capped at 60 ms: " + millis + " ms");
        TRIES.set(0);
        InlineRunner.Result always = new InlineRunner().run(c, Map.of("failures", 5), Map.of());
        assertEquals(List.of("charge", "charge (retry 1)", "charge (retry 2)", "refund"), always.trace());
        assertTrue(String.valueOf(always.outputs().get("outcome")).endsWith("declined, try 3 (line 2 of its code) (after 2 retries)"),
                always.outputs().toString());
    }

    /**
     * Counts tries across retries (each retry starts from the task's inputs, so the task cannot
     * count them itself); generated code sees only the JDK and the runtime, so the counter is
     * handed over in the system properties.
     */
    private static final java.util.concurrent.atomic.AtomicInteger TRIES = new java.util.concurrent.atomic.AtomicInteger();
    private static final String COUNTER = "((java.util.concurrent.atomic.AtomicInteger) System.getProperties().get(\"tutti.test.tries\"))";

    static {
        System.getProperties().put("tutti.test.tries", TRIES);
    }

    @Test
    void withoutAFailureFlowTheInstanceFailsWithTheReasonAsBefore() throws Exception {
        Composition model = payment();
        Task refund = model.getTasks().get(2);
        model.getControlFlows().removeIf(f -> f.getKind() == FlowKind.FAILURE);
        model.getDataFlows().removeIf(d -> d.getSource().eContainer() == refund || d.getTarget().eContainer() == refund);
        model.getTasks().remove(refund);
        model.getTasks().get(0).setRetry(retry(1, 0, 1, 0));
        InlineRunner.Result r = new InlineRunner().run(loaded(model), Map.of("failures", 3), Map.of());
        assertEquals(InstanceState.FAILED, r.outcome().state());
        assertEquals(List.of("charge", "charge (retry 1)"), r.trace());
        assertEquals("task 'charge' failed: TaskError: declined, try 1 (line 2 of its code) (after 1 retry)", r.outcome().reason(),
                "each retry starts from the task's inputs again: tries counts from 0 each time");
    }

    @Test
    void failureFlowConditionsChooseByCodeAndAFailureNoneCatchesFailsTheInstance() throws Exception {
        Composition c = F.createComposition();
        c.setName("Codes");
        Parameter code = parameter("code", "String");
        c.getInputs().add(code);
        c.getOutputs().add(parameter("handled", "String"));
        JavaSnippetTask call = snippet(c, "call", "throw new tutti.runtime.TaskError(code, \"it went wrong\");");
        Parameter in = parameter("code", "String");
        call.getInputs().add(in);
        data(c, code, in);
        JavaSnippetTask later = snippet(c, "later", "handled = \"later\";");
        later.getOutputs().add(parameter("handled", "String"));
        JavaSnippetTask never = snippet(c, "never", "handled = \"never\";");
        never.getOutputs().add(parameter("handled", "String"));
        flow(c, call, later, FlowKind.FAILURE, "errorCode.equals(\"503\")");
        flow(c, call, never, FlowKind.FAILURE, "error.contains(\"gone\")");
        data(c, later.getOutputs().get(0), c.getOutputs().get(0));
        data(c, never.getOutputs().get(0), c.getOutputs().get(0));
        c.getOutputs().get(0).setRequired(false);
        CompiledComposition compiled = loaded(c);
        InlineRunner.Result busy = new InlineRunner().run(compiled, Map.of("code", "503"), Map.of());
        assertEquals(List.of("call", "later"), busy.trace());
        assertEquals(Map.of("handled", "later"), busy.outputs());
        // No failure flow's condition holds: the failure is not caught, and the instance fails with it.
        InlineRunner.Result other = new InlineRunner().run(compiled, Map.of("code", "400"), Map.of());
        assertEquals(InstanceState.FAILED, other.outcome().state(), other.outcome().toString());
        assertEquals("task 'call' failed: TaskError: it went wrong (line 1 of its code)", other.outcome().reason());
        assertEquals(List.of("call"), other.trace());
    }

    @Test
    void aFailingElementOfAForEachTakesTheFailureFlowOnce() throws Exception {
        Composition c = F.createComposition();
        c.setName("Each");
        Parameter items = parameter("items", "java.util.List<Integer>");
        c.getInputs().add(items);
        c.getOutputs().add(parameter("result", "String"));
        JavaSnippetTask each = snippet(c, "each", "if (item % 2 == 1) throw new IllegalStateException(\"odd \" + item);");
        Parameter list = parameter("items", "java.util.List<Integer>");
        each.getInputs().add(list);
        each.getInputs().add(parameter("item", "Integer"));
        ForEach fe = F.createForEach();
        fe.setListInput("items");
        fe.setElementInput("item");
        fe.setParallel(true);
        each.setForEach(fe);
        each.getOutputs().add(parameter("error", "String"));
        data(c, items, list);
        JavaSnippetTask done = snippet(c, "done", "result = \"all even\";");
        done.getOutputs().add(parameter("result", "String"));
        JavaSnippetTask odd = snippet(c, "odd", "result = String.valueOf(why);");
        Parameter why = parameter("why", "java.util.List<String>");
        odd.getInputs().add(why);
        odd.getOutputs().add(parameter("result", "String"));
        data(c, each.getOutputs().get(0), why);
        flow(c, each, done, FlowKind.NORMAL, null);
        flow(c, each, odd, FlowKind.FAILURE, null);
        data(c, done.getOutputs().get(0), c.getOutputs().get(0));
        data(c, odd.getOutputs().get(0), c.getOutputs().get(0));
        CompiledComposition compiled = loaded(c);
        InlineRunner.Result even = new InlineRunner().run(compiled, Map.of("items", List.of(2, 4)), Map.of());
        assertEquals(Map.of("result", "all even"), even.outputs());
        InlineRunner.Result odds = new InlineRunner().run(compiled, Map.of("items", List.of(2, 3, 5, 6)), Map.of());
        assertEquals(InstanceState.COMPLETED, odds.outcome().state(), odds.outcome().toString());
        assertEquals(List.of("each[0]", "each[1]", "each[2]", "each[3]", "odd"), odds.trace(), "odd once, done never");
        assertEquals(Map.of("result", "[task 'each' failed: IllegalStateException: odd 3 (line 1 of its code)]"), odds.outputs());
    }

    @Test
    void aFailureFlowBackIsALoopUntilTheTaskSucceeds() throws Exception {
        Composition c = F.createComposition();
        c.setName("Again");
        c.getOutputs().add(parameter("tries", "int"));
        JavaSnippetTask start = snippet(c, "start", "");
        JavaSnippetTask flaky = snippet(c, "flaky", "tries = " + COUNTER
                + ".incrementAndGet(); if (tries < 4) throw new IllegalStateException(\"not yet\");");
        flaky.setStartCondition(tutti.model.composition.StartCondition.ANY);
        flaky.getOutputs().add(parameter("tries", "int"));
        JavaSnippetTask wait = snippet(c, "wait", "");
        flow(c, start, flaky, FlowKind.NORMAL, null);
        flow(c, flaky, wait, FlowKind.FAILURE, null);
        flow(c, wait, flaky, FlowKind.NORMAL, null);
        data(c, flaky.getOutputs().get(0), c.getOutputs().get(0));
        TRIES.set(0);
        InlineRunner.Result r = new InlineRunner().run(loaded(c), Map.of(), Map.of());
        assertEquals(InstanceState.COMPLETED, r.outcome().state(), r.outcome().toString());
        assertEquals(List.of("start", "flaky", "wait", "flaky", "wait", "flaky", "wait", "flaky"), r.trace());
        assertEquals(Map.of("tries", 4), r.outputs());
    }

    @Test
    void aTerminateEndCompletesTheInstanceAndDropsItsOtherBranches() throws Exception {
        Composition c = F.createComposition();
        c.setName("Race");
        JavaSnippetTask quick = snippet(c, "quick", "");
        tutti.model.composition.LoopbackTask slow = F.createLoopbackTask();
        slow.setName("slow");
        slow.setMode(tutti.model.composition.InvocationMode.ASYNC);
        slow.setDelayMillis(2_000);
        c.getTasks().add(slow);
        tutti.model.composition.ReceiveTask answer = F.createReceiveTask();
        answer.setName("answer");
        answer.setMessage("slow-callback");
        c.getTasks().add(answer);
        tutti.model.composition.TerminateEndTask done = F.createTerminateEndTask();
        done.setName("done");
        c.getTasks().add(done);
        flow(c, slow, answer, FlowKind.NORMAL, null);
        flow(c, quick, done, FlowKind.NORMAL, null);
        long start = System.nanoTime();
        InlineRunner.Result r = new InlineRunner().run(loaded(c), Map.of(), Map.of());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(InstanceState.COMPLETED, r.outcome().state(), r.outcome().toString());
        assertEquals(List.of("quick", "slow", "done"), r.trace(), "answer never runs: its branch was cancelled");
        assertTrue(millis < 1_500, "it did not wait for the slow branch: " + millis + " ms");
    }

    /** Checks stock: fails with OUT_OF_STOCK by an error end when {@code count} is 0, else answers it. */
    static Composition stock() {
        Composition c = F.createComposition();
        c.setName("Stock");
        Parameter count = parameter("count", "int");
        c.getInputs().add(count);
        Parameter left = parameter("left", "int");
        left.setRequired(false);
        c.getOutputs().add(left);
        JavaSnippetTask check = snippet(c, "check", "left = count;");
        Parameter in = parameter("count", "int");
        check.getInputs().add(in);
        check.getOutputs().add(parameter("left", "int"));
        data(c, count, in);
        data(c, check.getOutputs().get(0), left);
        tutti.model.composition.ErrorEndTask none = F.createErrorEndTask();
        none.setName("none");
        none.setErrorCode("OUT_OF_STOCK");
        none.setErrorMessage("no parcel left");
        c.getTasks().add(none);
        flow(c, check, none, FlowKind.NORMAL, "left == 0");
        return c;
    }

    /** Calls Stock; a failure flow on the call catches OUT_OF_STOCK and orders more instead. */
    static Composition order() {
        Composition c = F.createComposition();
        c.setName("Order");
        Parameter count = parameter("count", "int");
        c.getInputs().add(count);
        Parameter outcome = parameter("outcome", "String");
        c.getOutputs().add(outcome);
        tutti.model.composition.SubCompositionTask call = F.createSubCompositionTask();
        call.setName("askStock");
        call.setComposition("Stock");
        Parameter in = parameter("count", "int");
        call.getInputs().add(in);
        call.getOutputs().add(parameter("left", "int"));
        c.getTasks().add(call);
        data(c, count, in);
        JavaSnippetTask ship = snippet(c, "ship", "outcome = \"shipped, \" + left + \" left\";");
        Parameter left = parameter("left", "int");
        ship.getInputs().add(left);
        ship.getOutputs().add(parameter("outcome", "String"));
        data(c, call.getOutputs().get(0), left);
        JavaSnippetTask reorder = snippet(c, "reorder", "outcome = \"reordered\";");
        reorder.getOutputs().add(parameter("outcome", "String"));
        flow(c, call, ship, FlowKind.NORMAL, "left > 0");
        flow(c, call, reorder, FlowKind.FAILURE, "errorCode.equals(\"OUT_OF_STOCK\")");
        data(c, ship.getOutputs().get(0), outcome);
        data(c, reorder.getOutputs().get(0), outcome);
        return c;
    }

    @Test
    void anErrorEndFailsTheInstanceWithItsCodeAndTheCallersFailureFlowCatchesIt() throws Exception {
        CompiledComposition stock = loaded(stock());
        InlineRunner.Result empty = new InlineRunner().run(stock, Map.of("count", 0), Map.of());
        assertEquals(InstanceState.FAILED, empty.outcome().state());
        assertEquals("OUT_OF_STOCK", empty.outcome().code());
        assertEquals("error OUT_OF_STOCK at end 'none': no parcel left", empty.outcome().reason());
        assertEquals(List.of("check", "none"), empty.trace());
        InlineRunner.Result some = new InlineRunner().run(stock, Map.of("count", 2), Map.of());
        assertEquals(InstanceState.COMPLETED, some.outcome().state(), some.outcome().toString());

        CompiledComposition order = loaded(order());
        InlineRunner caller = new InlineRunner(Map.of("Stock", stock));
        InlineRunner.Result reordered = caller.run(order, Map.of("count", 0), Map.of());
        assertEquals(InstanceState.COMPLETED, reordered.outcome().state(), reordered.outcome().toString());
        assertEquals(List.of("askStock", "reorder"), reordered.trace());
        assertEquals(Map.of("outcome", "reordered"), reordered.outputs());
        InlineRunner.Result shipped = new InlineRunner(Map.of("Stock", stock)).run(order, Map.of("count", 3), Map.of());
        assertEquals(Map.of("outcome", "shipped, 3 left"), shipped.outputs());
    }
}
