package tutti.compiler.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tutti.test.support.Archives.loaded;
import static tutti.test.support.Build.F;
import static tutti.test.support.Build.data;
import static tutti.test.support.Build.flow;
import static tutti.test.support.Build.parameter;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.model.composition.Composition;
import tutti.model.composition.FlowKind;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.TimerTask;
import tutti.runtime.CompiledComposition;
import tutti.runtime.InlineRunner;
import tutti.runtime.InstanceState;
import tutti.test.support.Build;

/** Timer tasks, run inline: ISO-8601 durations, Java expressions over inputs, times to wait until. */
class TimersTest {

    private static TimerTask timer(Composition c, String name) {
        TimerTask t = F.createTimerTask();
        t.setName(name);
        c.getTasks().add(t);
        return t;
    }

    private static JavaSnippetTask snippet(Composition c, String name) {
        return Build.snippet(c, name, "");
    }

    /** Two branches: a timer of {@code slow} ms (an expression over the input) and one of PT0.1S, each followed by a task. */
    private static Composition race() {
        Composition c = F.createComposition();
        c.setName("Race");
        Parameter slow = parameter("slow", "long");
        c.getInputs().add(slow);
        TimerTask wait = timer(c, "waitSlow");
        Parameter ms = parameter("ms", "long");
        wait.getInputs().add(ms);
        wait.setDuration("java.time.Duration.ofMillis(ms)");
        data(c, slow, ms);
        TimerTask tenth = timer(c, "waitTenth");
        tenth.setDuration("PT0.1S");
        flow(c, wait, snippet(c, "afterSlow"), FlowKind.NORMAL, null);
        flow(c, tenth, snippet(c, "afterTenth"), FlowKind.NORMAL, null);
        return c;
    }

    @Test
    void timersFireInTheOrderOfTheirTimes() throws Exception {
        CompiledComposition c = loaded(race());
        long start = System.nanoTime();
        InlineRunner.Result r = new InlineRunner().run(c, Map.of("slow", 300), Map.of());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(InstanceState.COMPLETED, r.outcome().state(), r.outcome().toString());
        assertEquals(List.of("waitSlow", "waitTenth", "afterTenth", "afterSlow"), r.trace());
        assertTrue(millis >= 300, "the slow timer waited its 300 ms: " + millis);
        InlineRunner.Result quick = new InlineRunner().run(c, Map.of("slow", 20), Map.of());
        assertEquals(List.of("waitSlow", "waitTenth", "afterSlow", "afterTenth"), quick.trace(), "20 ms comes before 100 ms");
    }

    @Test
    void aTimeInThePastFiresAtOnceAndAWrongValueFailsTheTaskByName() throws Exception {
        Composition c = F.createComposition();
        c.setName("Until");
        TimerTask past = timer(c, "past");
        past.setUntil("2020-01-01T00:00:00Z");
        Parameter when = parameter("when", "Object");
        when.setRequired(false);
        c.getInputs().add(when);
        TimerTask given = timer(c, "given");
        Parameter at = parameter("at", "Object");
        at.setRequired(false);
        given.getInputs().add(at);
        given.setUntil("at");
        data(c, when, at);
        flow(c, past, given, FlowKind.NORMAL, null);
        CompiledComposition compiled = loaded(c);
        long start = System.nanoTime();
        InlineRunner.Result soon = new InlineRunner().run(compiled,
                Map.of("when", java.time.Instant.now().plusMillis(150).toString()), Map.of());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(InstanceState.COMPLETED, soon.outcome().state(), soon.outcome().toString());
        assertTrue(millis >= 140 && millis < 2000, "waited until the given time, not for 2020: " + millis);
        InlineRunner.Result wrong = new InlineRunner().run(compiled, Map.of("when", "tomorrow"), Map.of());
        assertEquals(InstanceState.FAILED, wrong.outcome().state());
        assertTrue(wrong.outcome().reason().contains("the time of timer 'given' is 'tomorrow', not an ISO-8601 date-time"),
                wrong.outcome().reason());
    }

    /** Asks, then waits for the answer 'done' at most 100 ms, else escalates. */
    private static Composition askWithTimeout() {
        Composition c = F.createComposition();
        c.setName("Escalation");
        c.getOutputs().add(parameter("outcome", "String"));
        JavaSnippetTask ask = snippet(c, "ask");
        tutti.model.composition.ReceiveTask answer = F.createReceiveTask();
        answer.setName("answer");
        answer.setMessage("done");
        c.getTasks().add(answer);
        JavaSnippetTask reply = snippet(c, "reply");
        reply.setCode("outcome = \"answered\";");
        reply.getOutputs().add(parameter("outcome", "String"));
        JavaSnippetTask escalate = snippet(c, "escalate");
        escalate.setCode("outcome = \"escalated\";");
        escalate.getOutputs().add(parameter("outcome", "String"));
        flow(c, ask, answer, FlowKind.NORMAL, null);
        flow(c, answer, reply, FlowKind.NORMAL, null);
        flow(c, answer, escalate, FlowKind.TIMEOUT, null).setTimeout("PT0.1S");
        data(c, reply.getOutputs().get(0), c.getOutputs().get(0));
        data(c, escalate.getOutputs().get(0), c.getOutputs().get(0));
        return c;
    }

    @Test
    void aTimeoutFlowEscalatesWhenNoAnswerComesInTime() throws Exception {
        CompiledComposition c = loaded(askWithTimeout());
        long start = System.nanoTime();
        InlineRunner.Result none = new InlineRunner().run(c, Map.of(), Map.of());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(InstanceState.COMPLETED, none.outcome().state(), none.outcome().toString());
        assertEquals(Map.of("outcome", "escalated"), none.outputs());
        assertEquals(List.of("ask", "answer", "answer (timed out)", "escalate"), none.trace());
        assertTrue(millis >= 100, "it waited its 100 ms: " + millis);
        InlineRunner.Result answered = new InlineRunner().run(c, Map.of(), Map.of("done", "yes"));
        assertEquals(Map.of("outcome", "answered"), answered.outputs());
        assertEquals(List.of("ask", "answer", "reply"), answered.trace(), "the timeout of a finished run does nothing");
    }

    /** A Timer task waiting once per element of the composition input {@code waits} (milliseconds). */
    private static TimerTask waitForEach(Composition c, boolean parallel) {
        Parameter waits = parameter("waits", "java.util.List<Long>");
        c.getInputs().add(waits);
        TimerTask wait = timer(c, "wait");
        Parameter list = parameter("waits", "java.util.List<Long>");
        wait.getInputs().add(list);
        wait.getInputs().add(parameter("ms", "long"));
        wait.setDuration("java.time.Duration.ofMillis(ms)");
        tutti.model.composition.ForEach each = F.createForEach();
        each.setListInput("waits");
        each.setElementInput("ms");
        each.setParallel(parallel);
        wait.setForEach(each);
        data(c, waits, list);
        return wait;
    }

    /** Waits once per element of {@code waits} (milliseconds), at most 200 ms for them all, then escalates. */
    private static Composition waitsWithATimeout(boolean parallel) {
        Composition c = F.createComposition();
        c.setName("Batch");
        c.getOutputs().add(parameter("outcome", "String"));
        TimerTask wait = waitForEach(c, parallel);
        JavaSnippetTask done = snippet(c, "done");
        done.setCode("outcome = \"all waited\";");
        done.getOutputs().add(parameter("outcome", "String"));
        JavaSnippetTask escalate = snippet(c, "escalate");
        escalate.setCode("outcome = \"escalated\";");
        escalate.getOutputs().add(parameter("outcome", "String"));
        flow(c, wait, done, FlowKind.NORMAL, null);
        flow(c, wait, escalate, FlowKind.TIMEOUT, null).setTimeout("PT0.2S");
        // The escalation takes a while, so that the elements still out end while the instance runs.
        flow(c, escalate, timer(c, "cool"), FlowKind.NORMAL, null);
        ((TimerTask) c.getTasks().get(c.getTasks().size() - 1)).setDuration("PT0.6S");
        data(c, done.getOutputs().get(0), c.getOutputs().get(0));
        data(c, escalate.getOutputs().get(0), c.getOutputs().get(0));
        return c;
    }

    @Test
    void aTimeoutOfAForEachIsForAllItsElementsAndCancelsThoseStillOut() throws Exception {
        CompiledComposition parallel = loaded(waitsWithATimeout(true));
        InlineRunner.Result late = new InlineRunner().run(parallel, Map.of("waits", List.of(20L, 400L, 500L)), Map.of());
        assertEquals(InstanceState.COMPLETED, late.outcome().state(), late.outcome().toString());
        assertEquals(Map.of("outcome", "escalated"), late.outputs());
        assertEquals(List.of("wait[0]", "wait[1]", "wait[2]", "wait (timed out)", "escalate", "cool", "wait (late result dropped)",
                "wait (late result dropped)"), late.trace(), "the two elements still out are dropped when they end");
        InlineRunner.Result inTime = new InlineRunner().run(parallel, Map.of("waits", List.of(20L, 30L, 40L)), Map.of());
        assertEquals(Map.of("outcome", "all waited"), inTime.outputs());
        assertEquals(List.of("wait[0]", "wait[1]", "wait[2]", "done"), inTime.trace());

        CompiledComposition oneAfterAnother = loaded(waitsWithATimeout(false));
        InlineRunner.Result sequential = new InlineRunner().run(oneAfterAnother, Map.of("waits", List.of(120L, 120L, 120L)), Map.of());
        assertEquals(Map.of("outcome", "escalated"), sequential.outputs());
        assertEquals(List.of("wait[0]", "wait[1]", "wait (timed out)", "escalate", "cool", "wait (late result dropped)"),
                sequential.trace(), "the element running is dropped, the one not begun never runs");
        InlineRunner.Result none = new InlineRunner().run(oneAfterAnother, Map.of("waits", List.of()), Map.of());
        assertEquals(Map.of("outcome", "all waited"), none.outputs(), "no elements: done at once, and the timeout does nothing");
    }

    /**
     * Work that takes {@code work} ms, with reminders after 60 and 120 ms (each sets an output) and
     * a timeout after 300 ms; a task after the work says it ended.
     */
    private static Composition workWithReminders() {
        Composition c = F.createComposition();
        c.setName("Reminders");
        c.getInputs().add(parameter("work", "long"));
        TimerTask work = timer(c, "work");
        Parameter ms = parameter("ms", "long");
        work.getInputs().add(ms);
        work.setDuration("java.time.Duration.ofMillis(ms)");
        data(c, c.getInputs().get(0), ms);
        JavaSnippetTask finished = snippet(c, "finished");
        flow(c, work, finished, FlowKind.NORMAL, null);
        for (String when : List.of("60", "120")) {
            JavaSnippetTask remind = snippet(c, "remind" + when);
            remind.setCode("reminded" + when + " = true;");
            remind.getOutputs().add(parameter("reminded" + when, "boolean"));
            Parameter out = parameter("reminded" + when, "Boolean");
            out.setRequired(false);
            c.getOutputs().add(out);
            data(c, remind.getOutputs().get(0), out);
            flow(c, work, remind, FlowKind.REMINDER, null).setTimeout("PT0." + (when.length() == 2 ? "06" : "12") + "S");
            // What a reminder starts goes on by itself; it is skipped when the work ends first.
            flow(c, remind, snippet(c, "after" + when), FlowKind.NORMAL, null);
        }
        flow(c, work, snippet(c, "escalate"), FlowKind.TIMEOUT, null).setTimeout("PT0.3S");
        return c;
    }

    @Test
    void aReminderFlowFiresWhileItsSourceGoesOnAndIsSkippedWhenTheSourceEndsFirst() throws Exception {
        CompiledComposition c = loaded(workWithReminders());
        InlineRunner.Result slow = new InlineRunner().run(c, Map.of("work", 200L), Map.of());
        assertEquals(InstanceState.COMPLETED, slow.outcome().state(), slow.outcome().toString());
        assertEquals(List.of("work", "remind60", "after60", "remind120", "after120", "finished"), slow.trace(),
                "both reminders fired and the work went on to finish in time");
        assertEquals(Map.of("reminded60", true, "reminded120", true), slow.outputs());

        InlineRunner.Result between = new InlineRunner().run(c, Map.of("work", 90L), Map.of());
        assertEquals(List.of("work", "remind60", "after60", "finished"), between.trace(), "the second reminder was too late");
        java.util.Map<String, Object> oneReminder = new java.util.HashMap<>();
        oneReminder.put("reminded60", true);
        oneReminder.put("reminded120", null);
        assertEquals(oneReminder, between.outputs(), "an optional output nothing set is null");

        long start = System.nanoTime();
        InlineRunner.Result quick = new InlineRunner().run(c, Map.of("work", 10L), Map.of());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(InstanceState.COMPLETED, quick.outcome().state(), quick.outcome().toString());
        assertEquals(List.of("work", "finished"), quick.trace(), "no reminder: their branches are skipped");
        assertTrue(millis < 250, "the instance ended with its work, not when the reminders would have fired: " + millis);

        InlineRunner.Result late = new InlineRunner().run(c, Map.of("work", 1000L), Map.of());
        assertEquals(List.of("work", "remind60", "after60", "remind120", "after120", "work (timed out)", "escalate"),
                late.trace().subList(0, 7), "the timeout still ends the work: " + late.trace());
    }

    @Test
    void aReminderOfAForEachIsForAllItsElementsAndFiresOnce() throws Exception {
        Composition c = F.createComposition();
        c.setName("Batch");
        TimerTask wait = waitForEach(c, true);
        flow(c, wait, snippet(c, "done"), FlowKind.NORMAL, null);
        flow(c, wait, snippet(c, "remind"), FlowKind.REMINDER, null).setTimeout("PT0.1S");
        CompiledComposition compiled = loaded(c);
        InlineRunner.Result slow = new InlineRunner().run(compiled, Map.of("waits", List.of(200L, 250L, 20L)), Map.of());
        assertEquals(InstanceState.COMPLETED, slow.outcome().state(), slow.outcome().toString());
        assertEquals(List.of("wait[0]", "wait[1]", "wait[2]", "remind", "done"), slow.trace(), "one reminder for all the elements");
        InlineRunner.Result quick = new InlineRunner().run(compiled, Map.of("waits", List.of(20L, 30L)), Map.of());
        assertEquals(List.of("wait[0]", "wait[1]", "done"), quick.trace());
    }
}
