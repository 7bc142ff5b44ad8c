package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import tutti.client.EngineClient;
import tutti.client.InstanceView;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.model.composition.Composition;
import tutti.runtime.InlineRunner;
import tutti.runtime.Json;
import tutti.runtime.JsonReader;
import tutti.test.support.Archives;

/**
 * The peer patterns of {@link PeerPatternsTest}, imported from their Camunda Modeler files,
 * deployed to a real engine on loopback and run there over HTTP: each instance ends completed with
 * the outputs the inline runner gives.
 */
class PeerPatternsOnTheEngineTest {

    private static EngineServer engine;
    private static EngineClient client;

    @BeforeAll
    static void start() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        client = EngineClient.to(engine.uri()).token(engine.token()).build();
    }

    @AfterAll
    static void stop() throws Exception {
        engine.close();
    }

    /** Deploys the file's composition and runs one instance to its end, as the inline runner does. */
    private static void runsAsInline(String file, Map<String, Object> inputs) throws Exception {
        Composition c = PeerPatternsTest.load(file);
        InlineRunner.Result inline = PeerPatternsTest.run(c, inputs, Map.of());
        client.deploy(Archives.of(c));
        InstanceView on = client.run(c.getName(), null, inputs, Duration.ofSeconds(30));
        assertEquals("completed", on.state(), file + ": " + on.reason());
        assertEquals(JsonReader.parseObject(Json.of(inline.outputs())), on.outputs(), file + " on the engine");
    }

    @Test
    void sequenceParallelChoiceAndLoopsRunOnTheEngineAsInline() throws Exception {
        runsAsInline("camunda-sequence.bpmn", Map.of());
        runsAsInline("camunda-parallel-split-join.bpmn", Map.of());
        runsAsInline("camunda-exclusive-choice-simple-merge.bpmn", Map.of("amount", 150));
        runsAsInline("camunda-exclusive-choice-simple-merge.bpmn", Map.of("amount", 50));
        runsAsInline("camunda-while-loop.bpmn", Map.of("n", 5));
        runsAsInline("camunda-loop-100-empty.bpmn", Map.of("i", 0));
        runsAsInline("camunda-parallel-multi-instance.bpmn", Map.of("items", List.of("a", "b", "c")));
    }

    @Test
    void aMessageCatchEventTakesTheMessageSentToItsInstance() throws Exception {
        Composition c = PeerPatternsTest.load("camunda-message-correlation.bpmn");
        client.deploy(Archives.of(c));
        long first = client.start(c.getName(), null, Map.of());
        long second = client.start(c.getName(), null, Map.of());
        client.message(second, "paid", Map.of());
        InstanceView paid = waitForEnd(second);
        assertEquals("completed", paid.state(), paid.reason());
        assertEquals(Map.of("state", "shipped"), paid.outputs());
        assertEquals(List.of("paid"), client.instance(first).waitingFor(), "the message went to its own instance only");
        client.message(first, "paid", Map.of());
        assertEquals("completed", waitForEnd(first).state());
    }

    private static InstanceView waitForEnd(long id) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        InstanceView v = client.instance(id);
        while (v.running() && System.nanoTime() < deadline) {
            Thread.sleep(10);
            v = client.instance(id);
        }
        return v;
    }
}
