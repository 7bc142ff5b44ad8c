package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.bpmn.BpmnImporter;
import tutti.model.composition.Composition;
import tutti.model.composition.StartCondition;
import tutti.model.composition.Task;
import tutti.model.validation.CompositionValidator;
import tutti.runtime.CompiledComposition;
import tutti.runtime.CompositionArchive;
import tutti.runtime.InlineRunner;
import tutti.runtime.InstanceState;
import tutti.test.support.Archives;

/**
 * The classic workflow patterns as Camunda Modeler draws them (corpus/camunda-*.bpmn: service
 * tasks bound by camunda:expression, JUEL conditions, DI): each imports with no problem and runs
 * inline with the outputs and the number of service-task executions BPMN semantics give.
 */
class PeerPatternsTest {

    static Composition load(String file) throws Exception {
        Composition c = BpmnImporter.importFile(Path.of("corpus", file));
        assertEquals(List.of(), CompositionValidator.validate(c).stream().map(Object::toString).toList(), file + " has problems");
        return c;
    }

    static InlineRunner.Result run(Composition c, Map<String, Object> inputs, Map<String, Object> messages) throws Exception {
        byte[] jar = Archives.of(c);
        CompiledComposition compiled = CompositionArchive.read(jar).load(CompiledComposition.class.getClassLoader());
        InlineRunner.Result r = new InlineRunner().run(compiled, inputs, messages);
        assertEquals(InstanceState.COMPLETED, r.outcome().state(), c.getName() + ": " + r.outcome());
        return r;
    }

    /** The trace without the tasks that stand for start and end events (they do no work). */
    private static List<String> work(InlineRunner.Result r) {
        return r.trace().stream().filter(t -> !t.startsWith("StartEvent") && !t.startsWith("EndEvent")).toList();
    }

    @Test
    void aSequenceRunsEachServiceTaskOnce() throws Exception {
        InlineRunner.Result r = run(load("camunda-sequence.bpmn"), Map.of(), Map.of());
        assertEquals(List.of("A", "B", "C"), work(r));
        assertEquals(Map.of("count", 3L), r.outputs(), "count was never set: the first increment starts from null, which is 0");
    }

    @Test
    void aParallelSplitRunsBothBranchesAndTheJoinWaitsForThem() throws Exception {
        Composition c = load("camunda-parallel-split-join.bpmn");
        Task d = c.getTasks().stream().filter(t -> t.getName().equals("D")).findFirst().orElseThrow();
        assertEquals(StartCondition.ALL, d.getStartCondition());
        InlineRunner.Result r = run(c, Map.of(), Map.of());
        assertEquals(List.of("B", "C", "D"), work(r));
        assertEquals(Map.of("b", true, "c", true, "both", true), r.outputs());
    }

    @Test
    void anExclusiveChoiceTakesOnePathAndTheSimpleMergeGoesOnOnce() throws Exception {
        Composition c = load("camunda-exclusive-choice-simple-merge.bpmn");
        InlineRunner.Result big = run(c, Map.of("amount", 150), Map.of());
        assertEquals(List.of("Big", "Notify"), work(big));
        assertEquals(Map.of("size", "big", "wasBig", true), big.outputs());
        InlineRunner.Result small = run(c, Map.of("amount", 50), Map.of());
        assertEquals(List.of("Small", "Notify"), work(small));
        assertEquals(Map.of("size", "small", "wasBig", false), small.outputs());
    }

    @Test
    void aWhileLoopOverAnExclusiveGatewayRunsUntilItsConditionFails() throws Exception {
        Composition c = load("camunda-while-loop.bpmn");
        Task increment = c.getTasks().stream().filter(t -> t.getName().equals("Increment")).findFirst().orElseThrow();
        assertEquals(StartCondition.ANY, increment.getStartCondition(), "the merge before it starts it on either flow");
        InlineRunner.Result r = run(c, Map.of("n", 5), Map.of());
        assertEquals(List.of("Increment", "Increment", "Increment", "Increment", "Increment"), work(r));
        assertEquals(Map.of("i", 5L), r.outputs());
    }

    @Test
    void aLoopOfAHundredIterationsChecksBeforeEachOne() throws Exception {
        InlineRunner.Result r = run(load("camunda-loop-100-empty.bpmn"), Map.of("i", 0), Map.of());
        assertEquals(100, work(r).size());
        assertEquals(Map.of("i", 100L), r.outputs());
        InlineRunner.Result none = run(load("camunda-loop-100-empty.bpmn"), Map.of("i", 100), Map.of());
        assertEquals(List.of(), work(none), "the check comes first: no iteration when i starts at 100");
        InlineRunner.Result unset = run(load("camunda-loop-100-empty.bpmn"), Map.of(), Map.of());
        assertEquals(List.of(), work(unset), "i < 100 is false while i is unset (null), as in the expression language");
    }

    @Test
    void aParallelMultiInstanceRunsOncePerElementAndGathersTheResults() throws Exception {
        InlineRunner.Result r = run(load("camunda-parallel-multi-instance.bpmn"), Map.of("items", List.of("a", "b", "c")), Map.of());
        assertEquals(List.of("Shout[0]", "Shout[1]", "Shout[2]"), work(r));
        assertEquals(Map.of("shouted", List.of("A", "B", "C")), r.outputs());
    }

    @Test
    void multiInstanceWithACardinalityRunsThatManyTimesInParallelOrInTurn() throws Exception {
        String xml = """
                <bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="x">
                  <bpmn:process id="Process_Reviews" name="Reviews" isExecutable="true">
                    <bpmn:startEvent id="StartEvent_1" />
                    <bpmn:serviceTask id="Activity_Ask" name="Ask" camunda:expression="${loopCounter * 10}" camunda:resultVariable="asked">
                      <bpmn:multiInstanceLoopCharacteristics>
                        <bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">${reviewers}</bpmn:loopCardinality>
                      </bpmn:multiInstanceLoopCharacteristics>
                    </bpmn:serviceTask>
                    <bpmn:serviceTask id="Activity_Remind" name="Remind" camunda:expression="${loopCounter}" camunda:resultVariable="reminded">
                      <bpmn:multiInstanceLoopCharacteristics isSequential="true">
                        <bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">2</bpmn:loopCardinality>
                      </bpmn:multiInstanceLoopCharacteristics>
                    </bpmn:serviceTask>
                    <bpmn:endEvent id="EndEvent_1" />
                    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Activity_Ask" />
                    <bpmn:sequenceFlow id="Flow_2" sourceRef="Activity_Ask" targetRef="Activity_Remind" />
                    <bpmn:sequenceFlow id="Flow_3" sourceRef="Activity_Remind" targetRef="EndEvent_1" />
                  </bpmn:process>
                </bpmn:definitions>
                """;
        Composition c = BpmnImporter.importStream(new java.io.ByteArrayInputStream(xml.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "reviews.bpmn");
        assertEquals(List.of(), CompositionValidator.validate(c).stream().map(Object::toString).toList());
        InlineRunner.Result r = run(c, Map.of("reviewers", 3), Map.of());
        assertEquals(List.of("Ask_instances", "Ask[0]", "Ask[1]", "Ask[2]", "Remind_instances", "Remind[0]", "Remind[1]"), work(r),
                "three in parallel, then two in turn; each run gets its index as loopCounter");
        assertEquals(Map.of("asked", List.of(0L, 10L, 20L), "reminded", List.of(0L, 1L)), r.outputs());
    }

    @Test
    void aMessageCatchEventWaitsForItsMessage() throws Exception {
        InlineRunner.Result r = run(load("camunda-message-correlation.bpmn"), Map.of(), Map.of("paid", Map.of()));
        assertEquals(List.of("Order", "paymentReceived", "Ship"), work(r));
        assertEquals(Map.of("state", "shipped"), r.outputs());
    }

    @Test
    void anErrorEventSubprocessCatchesWhatNoBoundaryEventCatches() throws Exception {
        Composition c = load("camunda-error-event-subprocess.bpmn");
        InlineRunner.Result shipped = run(c, Map.of("amount", 20, "stock", 3), Map.of());
        assertEquals(List.of("Charge", "Ship"), work(shipped));
        InlineRunner.Result declined = run(c, Map.of("amount", -1, "stock", 3), Map.of());
        assertEquals(List.of("Charge", "notifyCustomer"), work(declined),
                "Charge failed with no code: its boundary event catches PAYMENT_FAILED only, the event subprocess the rest");
        assertEquals("we will call you", declined.outputs().get("answer"));
        InlineRunner.Result noStock = run(c, Map.of("amount", 20, "stock", 0), Map.of());
        assertEquals(List.of("Charge", "notifyCustomer"), work(noStock), "the error end OUT_OF_STOCK is caught by the event subprocess");
    }
}
