package tutti.compiler.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;
import tutti.runtime.CompiledComposition;
import tutti.runtime.CompositionArchive;
import tutti.runtime.InlineRunner;
import tutti.runtime.InstanceState;
import tutti.test.support.Archives;

/** Golden runs of every sample: compiled, loaded from its archive bytes, run inline. */
class SamplesRunTest {

    static CompiledComposition compile(String sample) throws Exception {
        byte[] jar = Archives.of(Samples.load(sample));
        return CompositionArchive.read(jar).load(CompiledComposition.class.getClassLoader());
    }

    private static InlineRunner.Result run(String sample, Map<String, Object> inputs) throws Exception {
        InlineRunner.Result r = new InlineRunner().run(compile(sample), inputs, Map.of());
        assertEquals(InstanceState.COMPLETED, r.outcome().state(), sample + ": " + r.outcome());
        return r;
    }

    @Test
    void sequentialRunsItsStepsInOrder() throws Exception {
        InlineRunner.Result r = run("Sequential", Map.of("n", 1));
        assertEquals(Map.of("result", 6), r.outputs());
        assertEquals(List.of("step1", "step2", "step3", "step4", "step5"), r.trace());
    }

    @Test
    void parallelJoinsItsFourBranches() throws Exception {
        InlineRunner.Result r = run("Parallel", Map.of("n", 2));
        assertEquals(Map.of("sum", 8), r.outputs());
        assertEquals(List.of("split", "branch1", "branch2", "branch3", "branch4", "join"), r.trace());
    }

    @Test
    void theDagWaitsForAllItsJoins() throws Exception {
        InlineRunner.Result r = run("DAG", Map.of("n", 3));
        // a: x = 6; b: 7; c: 8; e: 5; d: 7 * 8 = 56; f: 56 + 5 + 6
        assertEquals(Map.of("total", 67), r.outputs());
        assertEquals(List.of("a", "b", "c", "e", "d", "f"), r.trace());
    }

    @Test
    void theLoopRunsItsBodyAHundredTimes() throws Exception {
        InlineRunner.Result r = run("Loop", Map.of());
        assertEquals(Map.of("iterations", 100), r.outputs());
        assertEquals(102, r.trace().size(), "init, 100 bodies, done");
        assertEquals("done", r.trace().get(101));
    }

    @Test
    void forEachInvokesOncePerElementAndGathers() throws Exception {
        InlineRunner.Result r = run("ForEach", Map.of("count", 6));
        assertEquals(Map.of("results", List.of("item0", "item1", "item2", "item3", "item4", "item5")), r.outputs());
        assertEquals(List.of("prepare", "invoke[0]", "invoke[1]", "invoke[2]", "invoke[3]", "invoke[4]", "invoke[5]"), r.trace());
    }

    @Test
    void theBenchmarkWorkflowReceivesItsCallbacksAndMerges() throws Exception {
        InlineRunner.Result r = run("Benchmark", Map.of("order", "abcdef"));
        assertEquals(Map.of("result", "defabc"), r.outputs());
        assertEquals(List.of("receiveOrder", "parse", "invokeLeft", "invokeRight", "receiveLeft", "receiveRight",
                "merge", "invokeFinal"), r.trace());
    }

    @Test
    void thePeerBenchmarksPatternsInvokeAsTheyShould() throws Exception {
        InlineRunner.Result sequential = run("PatternSequential", Map.of("n", 3));
        assertEquals(Map.of("result", 3), sequential.outputs(), "each invocation answers what it was sent");
        assertEquals(List.of("invoke1", "invoke2", "invoke3", "invoke4", "invoke5", "invoke6"), sequential.trace());

        InlineRunner.Result parallel = run("PatternParallel", Map.of("n", 3));
        assertEquals(Map.of("sum", 18), parallel.outputs());
        assertEquals(List.of("invoke1", "invoke2", "invoke3", "invoke4", "invoke5", "invoke6", "join"), parallel.trace());

        InlineRunner.Result loop = run("PatternLoop", Samples.inputs("PatternLoop"));
        assertEquals(Map.of("iterations", 6), loop.outputs());
        assertEquals(14, loop.trace().size(), "init, 6 times an invocation and i = i + 1, done: " + loop.trace());
        assertEquals(List.of("init", "invoke", "next", "invoke"), loop.trace().subList(0, 4));
        InlineRunner.Result never = run("PatternLoop", Map.of("n", 0));
        assertEquals(List.of("init", "done"), never.trace(), "a while loop tests before its first round");

        InlineRunner.Result empty = run("PatternLoopEmpty", Samples.inputs("PatternLoopEmpty"));
        assertEquals(Map.of("iterations", 100), empty.outputs());
        assertEquals(102, empty.trace().size(), "init, 100 times i = i + 1, done");

        InlineRunner.Result each = run("PatternForEach", Samples.inputs("PatternForEach"));
        assertEquals(Map.of("results", List.of("a", "b", "c", "d", "e", "f")), each.outputs());
        assertEquals(List.of("invoke[0]", "invoke[1]", "invoke[2]", "invoke[3]", "invoke[4]", "invoke[5]"), each.trace());
    }

    @Test
    void theSameCompositionGivesAByteIdenticalArchive() throws Exception {
        CompositionCompiler compiler = new CompositionCompiler();
        for (String sample : Samples.NAMES) {
            byte[] first = compiler.compile(Samples.load(sample)).archive().toBytes();
            byte[] second = compiler.compile(Samples.load(sample)).archive().toBytes();
            assertArrayEquals(first, second, sample);
        }
    }
}
