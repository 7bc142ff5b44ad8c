package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.bpmn.BpmnImporter;
import tutti.compiler.CompositionCompiler;
import tutti.model.composition.Composition;
import tutti.model.composition.StartCondition;
import tutti.model.composition.Task;
import tutti.model.validation.CompositionValidator;
import tutti.runtime.CompiledComposition;
import tutti.runtime.CompositionArchive;
import tutti.runtime.InlineRunner;
import tutti.runtime.InstanceState;

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
        byte[] jar = new CompositionCompiler().compile(c).archive().toBytes();
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
    void aMessageCatchEventWaitsForItsMessage() throws Exception {
        InlineRunner.Result r = run(load("camunda-message-correlation.bpmn"), Map.of(), Map.of("paid", Map.of()));
        assertEquals(List.of("Order", "paymentReceived", "Ship"), work(r));
        assertEquals(Map.of("state", "shipped"), r.outputs());
    }
}
