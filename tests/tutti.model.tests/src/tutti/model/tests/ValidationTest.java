package tutti.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tutti.test.support.Build.F;
import static tutti.test.support.Build.composition;
import static tutti.test.support.Build.data;
import static tutti.test.support.Build.flow;
import static tutti.test.support.Build.input;
import static tutti.test.support.Build.output;
import static tutti.test.support.Build.parameter;
import static tutti.test.support.Build.task;

import java.util.List;

import org.junit.jupiter.api.Test;

import tutti.model.composition.Composition;
import tutti.model.composition.ForEach;
import tutti.model.composition.InvocationMode;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.StartCondition;
import tutti.model.validation.CompositionValidator;
import tutti.model.validation.Problem;

class ValidationTest {

    /** The one problem a broken model must have, with its text. */
    private static Problem only(Composition c) {
        List<Problem> problems = CompositionValidator.validate(c);
        assertEquals(1, problems.size(), "expected exactly one problem, got " + problems);
        return problems.get(0);
    }

    /** A valid composition: input order -> parse(text) -> output items. */
    private static Composition valid() {
        Composition c = composition("Valid");
        Parameter order = parameter("order", "String");
        c.getInputs().add(order);
        Parameter result = parameter("result", "int");
        c.getOutputs().add(result);
        JavaSnippetTask parse = task(c, F.createJavaSnippetTask(), "parse");
        Parameter text = input(parse, "text", "java.lang.String");
        Parameter count = output(parse, "count", "Integer");
        data(c, order, text, null);
        data(c, count, result, null);
        return c;
    }

    @Test
    void aValidCompositionHasNoProblems() {
        assertEquals(List.of(), CompositionValidator.validate(valid()));
    }

    @Test
    void namesMustBeJavaIdentifiersAndUnique() {
        Composition c = valid();
        task(c, F.createReplyTask(), "parse");
        Problem p = only(c);
        assertEquals("task 'parse': another task has the same name (give each task its own name)", p.toString());
        c.getTasks().get(1).setName("class");
        assertEquals("task 'class': the name is not a Java identifier (rename it with letters, digits and _ only, "
                + "starting with a letter)", only(c).toString());
    }

    @Test
    void danglingDataFlowsAreNamed() {
        Composition c = valid();
        c.getDataFlows().get(0).setSource(parameter("stray", "String"));
        Problem p = only(c);
        assertEquals("data flow stray -> parse.text", p.where());
        assertTrue(p.message().contains("dangling"), p.message());
    }

    @Test
    void typeMismatchesNeedAMappingExpression() {
        Composition c = valid();
        c.getInputs().get(0).setType("long");
        Problem p = only(c);
        assertEquals("data flow order -> parse.text: it passes a long to task 'parse' input 'text' of type java.lang.String "
                + "(change one of the types, or add a mapping expression that converts 'value')", p.toString());
        c.getDataFlows().get(0).setExpression("String.valueOf(value)");
        assertEquals(List.of(), CompositionValidator.validate(c), "an expression may convert");
    }

    @Test
    void dataFlowsGoFromInputsOrOutputsToInputsOrOutputs() {
        Composition c = valid();
        c.getDataFlows().get(0).setSource(c.getOutputs().get(0));
        List<Problem> problems = CompositionValidator.validate(c);
        assertTrue(problems.stream().anyMatch(p -> p.message().equals("it starts at composition output 'result'")), problems.toString());
    }

    @Test
    void requiredInputsAndOutputsNeedADataFlow() {
        Composition c = valid();
        c.getDataFlows().remove(0);
        Problem p = only(c);
        assertSame(c.getTasks().get(0).getInputs().get(0), p.element(), "the marker goes on the input");
        assertEquals("task 'parse' input 'text': this required input has no data flow (connect a composition input "
                + "or a task output to it, or mark it optional)", p.toString());
        c.getTasks().get(0).getInputs().get(0).setRequired(false);
        assertEquals(List.of(), CompositionValidator.validate(c));
        c.getDataFlows().clear();
        assertTrue(only(c).toString().startsWith("composition output 'result': no data flow gives this output a value"));
    }

    @Test
    void unreachableTasksAreFound() {
        Composition c = valid();
        JavaSnippetTask a = task(c, F.createJavaSnippetTask(), "a");
        JavaSnippetTask b = task(c, F.createJavaSnippetTask(), "b");
        flow(c, a, b, "true");
        flow(c, b, a, null);
        List<Problem> problems = CompositionValidator.validate(c);
        assertTrue(problems.stream().anyMatch(p -> p.toString().equals(
                "task 'a': it can never run: no start task leads to it (connect a flow into it from a task that runs, or delete it)")),
                problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.where().equals("task 'b'")), problems.toString());
    }

    @Test
    void loopsNeedAConditionAndAnEntryThatWaitsForAny() {
        Composition c = valid();
        JavaSnippetTask start = task(c, F.createJavaSnippetTask(), "start");
        JavaSnippetTask body = task(c, F.createJavaSnippetTask(), "body");
        JavaSnippetTask after = task(c, F.createJavaSnippetTask(), "after");
        flow(c, start, body, null);
        flow(c, body, body, null);
        flow(c, body, after, null);
        body.setStartCondition(StartCondition.ANY);
        assertEquals("loop 'body': it has no condition on any of its flows, so it never ends (put a condition on the "
                + "flow that goes back, e.g. i < 100)", only(c).toString());
        c.getControlFlows().get(1).setCondition("i < 100");
        assertEquals(List.of(), CompositionValidator.validate(c));
        body.setStartCondition(StartCondition.ALL);
        assertTrue(only(c).toString().startsWith("task 'body': it starts the loop 'body' but waits for ALL"), only(c).toString());
    }

    @Test
    void aLoopWithoutExitIsPointedOut() {
        Composition c = valid();
        JavaSnippetTask start = task(c, F.createJavaSnippetTask(), "start");
        JavaSnippetTask x = task(c, F.createJavaSnippetTask(), "x");
        JavaSnippetTask y = task(c, F.createJavaSnippetTask(), "y");
        x.setStartCondition(StartCondition.ANY);
        flow(c, start, x, null);
        flow(c, x, y, null);
        flow(c, y, x, "again");
        assertEquals("loop 'x' -> 'y': no flow leaves it, so the instance ends when it does (add a flow from the loop to "
                + "the task that should follow it, if one should)", only(c).toString());
        assertEquals(tutti.model.validation.Problem.Severity.WARNING, only(c).severity(), "it ends when its condition is false");
    }

    @Test
    void receivesMustBeAddressableAndCallbacksReceivedAfterTheirCall() {
        Composition c = valid();
        LoopbackTask call = task(c, F.createLoopbackTask(), "call");
        call.setMode(InvocationMode.ASYNC);
        assertEquals("task 'call': its callback 'call-callback' is never received (add a Receive task for message "
                + "'call-callback' after it)", only(c).toString());
        ReceiveTask wait = task(c, F.createReceiveTask(), "wait");
        wait.setMessage("call-callback");
        assertTrue(only(c).toString().startsWith("task 'wait': it waits for 'call-callback', the callback of task 'call', "
                + "but does not come after it"), only(c).toString());
        flow(c, call, wait, null);
        assertEquals(List.of(), CompositionValidator.validate(c));

        ReceiveTask twin = task(c, F.createReceiveTask(), "twin");
        twin.setMessage("call-callback");
        flow(c, call, twin, null);
        assertTrue(only(c).toString().startsWith("task 'twin': another Receive waits for message 'call-callback'"),
                only(c).toString());
        twin.setMessage(" ");
        assertTrue(only(c).message().contains("without a name"));
    }

    @Test
    void aStartingReceiveTakesTheCompositionInputsByName() {
        Composition c = valid();
        ReceiveTask first = task(c, F.createReceiveTask(), "first");
        first.setMessage("order");
        output(first, "order", "String");
        assertEquals(List.of(), CompositionValidator.validate(c));
        first.getOutputs().get(0).setName("orderId");
        assertTrue(only(c).toString().startsWith("task 'first' output 'orderId': this Receive starts the instance"),
                only(c).toString());
    }

    @Test
    void parameterNamesAreUniqueAndTyped() {
        Composition c = valid();
        input(c.getTasks().get(0), "text", "int");
        assertEquals("task 'parse' input 'text': the name appears twice among the task 'parse' inputs (rename one of them)",
                CompositionValidator.validate(c).get(0).toString());
        c.getTasks().get(0).getInputs().remove(1);
        c.getOutputs().get(0).setType(" ");
        assertTrue(CompositionValidator.validate(c).get(0).toString().startsWith("composition output 'result': it has no type"));
    }

    @Test
    void anInputOfAnAllTaskTakesOneDataFlow() {
        Composition c = valid();
        data(c, c.getInputs().get(0), c.getTasks().get(0).getInputs().get(0), null);
        assertTrue(only(c).toString().startsWith("task 'parse' input 'text': it has 2 data flows into it and its task waits "
                + "for ALL its flows"), only(c).toString());
        c.getTasks().get(0).setStartCondition(StartCondition.ANY);
        assertEquals(List.of(), CompositionValidator.validate(c));
    }

    @Test
    void danglingControlFlowsAreNamed() {
        Composition c = valid();
        flow(c, c.getTasks().get(0), null, null);
        assertEquals("control flow 'parse' -> (nothing)", only(c).where());
    }

    @Test
    void forEachNeedsAListInputAndAnElementInput() {
        Composition c = valid();
        JavaSnippetTask each = task(c, F.createJavaSnippetTask(), "each");
        Parameter list = input(each, "items", "java.util.List<String>");
        input(each, "item", "String");
        data(c, c.getInputs().get(0), list, "java.util.List.of(value)");
        ForEach forEach = F.createForEach();
        forEach.setListInput("items");
        forEach.setElementInput("item");
        each.setForEach(forEach);
        assertEquals(List.of(), CompositionValidator.validate(c), "the element input needs no data flow");
        forEach.setListInput("nope");
        assertTrue(only(c).toString().startsWith("task 'each': its ForEach runs over 'nope', which is not one of its inputs"));
        forEach.setListInput("item");
        assertTrue(only(c).toString().startsWith("task 'each': its ForEach list 'item' is of type String"), only(c).toString());
    }

    @Test
    void aForEachTaskGathersItsOutputsIntoLists() {
        Composition c = valid();
        JavaSnippetTask each = task(c, F.createJavaSnippetTask(), "each");
        Parameter list = input(each, "items", "List<String>");
        input(each, "item", "String");
        Parameter price = output(each, "price", "int");
        data(c, c.getInputs().get(0), list, "java.util.List.of(value)");
        ForEach forEach = F.createForEach();
        forEach.setListInput("items");
        forEach.setElementInput("item");
        each.setForEach(forEach);
        Parameter prices = parameter("prices", "java.util.List<java.lang.Integer>");
        c.getOutputs().add(prices);
        data(c, price, prices, null);
        assertEquals(List.of(), CompositionValidator.validate(c), "int outputs leave as List<Integer>");
        prices.setType("int");
        assertTrue(only(c).toString().contains("it passes a java.util.List<Integer> to composition output 'prices' of type int"),
                only(c).toString());
    }

    @Test
    void failureFlowsComeFromTasksThatCanFail() {
        Composition c = valid();
        ReceiveTask wait = task(c, F.createReceiveTask(), "wait");
        wait.setMessage("go");
        JavaSnippetTask parse = (JavaSnippetTask) c.getTasks().get(0);
        flow(c, parse, wait, null);
        JavaSnippetTask escalate = task(c, F.createJavaSnippetTask(), "escalate");
        flow(c, wait, escalate, null).setKind(tutti.model.composition.FlowKind.FAILURE);
        assertEquals("control flow 'wait' -> 'escalate': it is a failure flow from task 'wait', which cannot fail (a Receive only "
                + "waits) (delete it, or make it a normal control flow)", only(c).toString());
    }

    @Test
    void retriesMakeSense() {
        Composition c = valid();
        JavaSnippetTask parse = (JavaSnippetTask) c.getTasks().get(0);
        tutti.model.composition.Retry r = F.createRetry();
        parse.setRetry(r);
        assertEquals(List.of(), CompositionValidator.validate(c), "the defaults: 3 retries from 100 ms, doubling up to 10 s");
        r.setFactor(0.5);
        assertEquals("task 'parse': its back-off factor is 0.5, so waits would shrink (use a factor of 1 (the same wait) or more, "
                + "e.g. 2)", only(c).toString());
        r.setFactor(1);
        r.setMaxBackoffMillis(50);
        assertEquals("task 'parse': its longest back-off (50 ms) is shorter than the first (100 ms) (raise the longest back-off to "
                + "at least the first)", only(c).toString());
        r.setMaxBackoffMillis(100);
        r.setCount(0);
        assertEquals("task 'parse': its retry count is 0 (retry at least once, or remove the retry)", only(c).toString());
        parse.setRetry(null);
        ReceiveTask wait = task(c, F.createReceiveTask(), "wait");
        wait.setMessage("go");
        flow(c, parse, wait, null);
        wait.setRetry(F.createRetry());
        assertEquals("task 'wait': it retries, but a Receive cannot fail (remove the retry)", only(c).toString());
    }

    @Test
    void failureOutputsAreStrings() {
        Composition c = valid();
        JavaSnippetTask parse = (JavaSnippetTask) c.getTasks().get(0);
        JavaSnippetTask handle = task(c, F.createJavaSnippetTask(), "handle");
        flow(c, parse, handle, null).setKind(tutti.model.composition.FlowKind.FAILURE);
        output(parse, "errorCode", "int");
        assertEquals("task 'parse' output 'errorCode': a failure sets this output to its code (a String), but it is of type int "
                + "(make its type String)", only(c).toString());
    }

    @Test
    void aFailureFlowBackIsALoopThatEndsWhenTheTaskSucceeds() {
        Composition c = valid();
        JavaSnippetTask parse = (JavaSnippetTask) c.getTasks().get(0);
        JavaSnippetTask start = task(c, F.createJavaSnippetTask(), "start");
        JavaSnippetTask pause = task(c, F.createJavaSnippetTask(), "pause");
        parse.setStartCondition(StartCondition.ANY);
        flow(c, start, parse, null);
        flow(c, parse, pause, null).setKind(tutti.model.composition.FlowKind.FAILURE);
        flow(c, pause, parse, null);
        assertEquals(List.of(), CompositionValidator.validate(c), "parse's success leaves the loop");
    }

    @Test
    void endsHaveNothingAfterThemAndErrorEndsACode() {
        Composition c = valid();
        JavaSnippetTask parse = (JavaSnippetTask) c.getTasks().get(0);
        tutti.model.composition.ErrorEndTask fail = task(c, F.createErrorEndTask(), "fail");
        flow(c, parse, fail, "count < 0");
        assertEquals("task 'fail': this error end has no error code, which callers catch it by (give it an error code, e.g. "
                + "OUT_OF_STOCK)", only(c).toString());
        fail.setErrorCode("NEGATIVE");
        JavaSnippetTask after = task(c, F.createJavaSnippetTask(), "after");
        flow(c, fail, after, null);
        assertEquals("control flow 'fail' -> 'after': it leaves task 'fail', an end: nothing runs after it (delete the flow, "
                + "or use a task that is not an end)", only(c).toString());
    }

    @Test
    void aTimerWaitsForADurationOrUntilATimeAndIsoTextMustParse() {
        Composition c = valid();
        JavaSnippetTask parse = (JavaSnippetTask) c.getTasks().get(0);
        tutti.model.composition.TimerTask wait = task(c, F.createTimerTask(), "wait");
        flow(c, parse, wait, null);
        assertEquals("task 'wait': it has no duration and no time to wait until (give a duration such as PT10M, or a time such "
                + "as 2026-12-24T18:00:00Z)", only(c).toString());
        wait.setDuration("PT10X");
        assertEquals("task 'wait': its duration 'PT10X' is not an ISO-8601 duration (write it like PT30S, PT10M, PT1H30M or P2D)",
                only(c).toString());
        wait.setDuration("PT10M");
        assertEquals(List.of(), CompositionValidator.validate(c));
        wait.setDuration("java.time.Duration.ofMinutes(count)");
        assertEquals(List.of(), CompositionValidator.validate(c), "a Java expression is the compiler's to check");
        wait.setUntil("2026-13-01T00:00:00Z");
        assertEquals("task 'wait': it has both a duration and a time to wait until (keep one of them)", only(c).toString());
        wait.setDuration(null);
        assertEquals("task 'wait': its time '2026-13-01T00:00:00Z' is not an ISO-8601 date-time (write it like "
                + "2026-12-24T18:00:00Z or 2026-12-24T18:00:00+01:00)", only(c).toString());
    }

    @Test
    void aTimeoutFlowHasATimeAndNoConditionAndATaskHasOne() {
        Composition c = valid();
        JavaSnippetTask parse = (JavaSnippetTask) c.getTasks().get(0);
        JavaSnippetTask late = task(c, F.createJavaSnippetTask(), "late");
        tutti.model.composition.ControlFlow timeout = flow(c, parse, late, null);
        timeout.setKind(tutti.model.composition.FlowKind.TIMEOUT);
        assertEquals("control flow 'parse' -> 'late': this timeout flow has no timeout (give it one, e.g. PT10M)", only(c).toString());
        timeout.setTimeout("PT5M");
        assertEquals(List.of(), CompositionValidator.validate(c));
        timeout.setCondition("count > 1");
        assertEquals("control flow 'parse' -> 'late': a timeout flow is taken when its time is up, with no condition (remove the "
                + "condition, or make it a normal flow)", only(c).toString());
        timeout.setCondition(null);
        JavaSnippetTask later = task(c, F.createJavaSnippetTask(), "later");
        tutti.model.composition.ControlFlow second = flow(c, parse, later, null);
        second.setKind(tutti.model.composition.FlowKind.TIMEOUT);
        second.setTimeout("PT9M");
        assertEquals("control flow 'parse' -> 'later': task 'parse' has 2 timeout flows (keep one: a task times out once)",
                only(c).toString());
    }

    @Test
    void aReminderFlowHasATimeNoConditionAndATargetThatDoesNotWaitForIt() {
        Composition c = valid();
        JavaSnippetTask parse = (JavaSnippetTask) c.getTasks().get(0);
        JavaSnippetTask remind = task(c, F.createJavaSnippetTask(), "remind");
        tutti.model.composition.ControlFlow reminder = flow(c, parse, remind, null);
        reminder.setKind(tutti.model.composition.FlowKind.REMINDER);
        assertEquals("control flow 'parse' -> 'remind': this reminder flow has no timeout (give it one, e.g. PT10M)",
                only(c).toString());
        reminder.setTimeout("PT1H");
        JavaSnippetTask again = task(c, F.createJavaSnippetTask(), "again");
        tutti.model.composition.ControlFlow second = flow(c, parse, again, null);
        second.setKind(tutti.model.composition.FlowKind.REMINDER);
        second.setTimeout("PT2H");
        assertEquals(List.of(), CompositionValidator.validate(c), "a task may remind several times");
        reminder.setCondition("count > 1");
        assertEquals("control flow 'parse' -> 'remind': a reminder flow is taken when its time is up, with no condition "
                + "(remove the condition, or make it a normal flow)", only(c).toString());
        reminder.setCondition(null);
        // A task that waits for ALL of its flows would wait for ever when the reminder never fires.
        flow(c, again, remind, null);
        assertEquals("control flow 'parse' -> 'remind': task 'remind' waits for all its flows, but a reminder fires only when "
                + "task 'parse' runs late (set the start condition of 'remind' to ANY)", only(c).toString());
        remind.setStartCondition(tutti.model.composition.StartCondition.ANY);
        assertEquals(List.of(), CompositionValidator.validate(c));
        tutti.model.composition.ReceiveTask order = task(c, F.createReceiveTask(), "order");
        order.setMessage("order");
        tutti.model.composition.ControlFlow never = flow(c, order, again, null);
        never.setKind(tutti.model.composition.FlowKind.REMINDER);
        never.setTimeout("PT1M");
        again.setStartCondition(tutti.model.composition.StartCondition.ANY);
        assertEquals("control flow 'order' -> 'again': task 'order' starts the instance with its message, so it is never late "
                + "(let another task come before it, or delete the flow)", only(c).toString());
    }
}
