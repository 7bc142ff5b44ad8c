package tutti.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import tutti.model.ModelException;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.model.composition.ForEach;
import tutti.model.composition.InvocationMode;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.Task;
import tutti.model.validation.CompositionValidator;

class SamplesTest {

    static List<String> names() {
        return Samples.NAMES;
    }

    @ParameterizedTest
    @MethodSource("names")
    void everySampleLoadsValidAndIsLaidOut(String name) throws ModelException {
        Composition c = Samples.load(name);
        assertEquals(name, c.getName());
        assertEquals(List.of(), CompositionValidator.validate(c), name);
        for (Task t : c.getTasks()) {
            assertTrue(t.getBounds() != null && t.getBounds().getWidth() > 0, t.getName() + " has diagram bounds");
        }
        assertTrue(c.getInputBounds() != null && c.getOutputBounds() != null);
    }

    @Test
    void theBenchmarkIsThePapersWorkflow() throws ModelException {
        Composition c = Samples.load("Benchmark");
        List<String> kinds = c.getTasks().stream().map(t -> t.eClass().getName()).toList();
        assertEquals(List.of("ReceiveTask", "JavaSnippetTask", "LoopbackTask", "LoopbackTask", "ReceiveTask", "ReceiveTask",
                "JavaSnippetTask", "LoopbackTask"), kinds, "A receive, B parse, C/D invoke, E/F receive, G merge, H invoke");
        assertEquals(InvocationMode.ASYNC, ((LoopbackTask) c.getTasks().get(2)).getMode());
        assertEquals(InvocationMode.SYNC, ((LoopbackTask) c.getTasks().get(7)).getMode());
        assertEquals("leftDone", ((ReceiveTask) c.getTasks().get(4)).getMessage());
        assertEquals(8, c.getControlFlows().size());
    }

    @Test
    void theLoopRunsAHundredTimesAndForEachSixTimes() throws ModelException {
        Composition loop = Samples.load("Loop");
        assertTrue(loop.getControlFlows().stream().anyMatch(f -> "i < 100".equals(f.getCondition())));
        ForEach each = Samples.load("ForEach").getTasks().get(1).getForEach();
        assertTrue(each.isParallel());
        assertEquals("items", each.getListInput());
    }

    @Test
    void thePeerBenchmarksPatternsInvokeSynchronouslyWithoutDelay() throws ModelException {
        assertEquals(Samples.PATTERNS, Samples.NAMES.stream().filter(n -> n.startsWith("Pattern")).toList());
        for (String name : Samples.PATTERNS) {
            List<LoopbackTask> invocations = Samples.load(name).getTasks().stream().filter(LoopbackTask.class::isInstance)
                    .map(LoopbackTask.class::cast).toList();
            assertEquals(name.equals("PatternLoopEmpty") ? 0 : name.equals("PatternSequential") || name.equals("PatternParallel") ? 6 : 1,
                    invocations.size(), name);
            for (LoopbackTask l : invocations) {
                assertEquals(InvocationMode.SYNC, l.getMode(), name);
                assertEquals(0, l.getDelayMillis(), name);
            }
        }
        assertTrue(Samples.load("PatternForEach").getTasks().get(0).getForEach().isParallel());
        assertTrue(Samples.load("PatternLoop").getControlFlows().stream().anyMatch(f -> "i < n".equals(f.getCondition())));
    }

    @Test
    void anUnknownSampleIsNamed() {
        ModelException e = assertThrows(ModelException.class, () -> Samples.load("Nope"));
        assertTrue(e.getMessage().contains("Benchmark, Sequential"), e.getMessage());
    }
}
