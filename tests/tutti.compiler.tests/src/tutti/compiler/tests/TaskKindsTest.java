package tutti.compiler.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tutti.test.support.Archives.loaded;
import static tutti.test.support.Build.data;
import static tutti.test.support.Build.parameter;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ForEach;
import tutti.model.composition.HttpCallTask;
import tutti.model.composition.HttpMethod;
import tutti.model.composition.JavaCallTask;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReplyTask;
import tutti.model.composition.StartCondition;
import tutti.model.composition.SubCompositionTask;
import tutti.model.composition.Task;
import tutti.runtime.CompiledComposition;
import tutti.runtime.InlineRunner;
import tutti.runtime.InstanceState;
import tutti.test.support.Build;

/** The task kinds and flow rules the samples do not cover, each run inline. */
class TaskKindsTest {

    private static final CompositionFactory F = Build.F;

    private static <T extends Task> T add(Composition c, T t, String name) {
        t.setName(name);
        c.getTasks().add(t);
        return t;
    }

    private static void flow(Composition c, Task from, Task to, String condition) {
        Build.flow(c, from, to, tutti.model.composition.FlowKind.NORMAL, condition);
    }

    private static InlineRunner.Result completed(InlineRunner runner, CompiledComposition c, Map<String, Object> in) {
        InlineRunner.Result r = runner.run(c, in, Map.of());
        assertEquals(InstanceState.COMPLETED, r.outcome().state(), String.valueOf(r.outcome()));
        return r;
    }

    @Test
    void javaCallsAndRepliesAndRepeats() throws Exception {
        Composition c = F.createComposition();
        c.setName("Calls");
        Parameter a = parameter("a", "int");
        Parameter b = parameter("b", "int");
        c.getInputs().add(a);
        c.getInputs().add(b);
        Parameter out = parameter("out", "int");
        c.getOutputs().add(out);
        JavaCallTask max = add(c, F.createJavaCallTask(), "max");
        max.setClassName("Math");
        max.setMethodName("max");
        Parameter x = parameter("x", "int");
        Parameter y = parameter("y", "int");
        max.getInputs().add(x);
        max.getInputs().add(y);
        Parameter m = parameter("m", "int");
        max.getOutputs().add(m);
        data(c, a, x);
        data(c, b, y);
        JavaSnippetTask grow = add(c, F.createJavaSnippetTask(), "grow");
        Parameter g = parameter("n", "int");
        grow.getInputs().add(g);
        grow.getOutputs().add(parameter("n", "int"));
        grow.setCode("n = n * 2;");
        grow.setRepeatWhile("n < 100");
        data(c, m, g);
        flow(c, max, grow, null);
        ReplyTask reply = add(c, F.createReplyTask(), "reply");
        Parameter r = parameter("value", "int");
        reply.getInputs().add(r);
        data(c, grow.getOutputs().get(0), r);
        data(c, grow.getOutputs().get(0), out);
        flow(c, grow, reply, null);
        InlineRunner.Result result = completed(new InlineRunner(), loaded(c), Map.of("a", 3, "b", 7));
        // max(3, 7) = 7, then doubled while under 100: the repeat sees its own output again.
        assertEquals(List.of("max", "grow", "grow", "grow", "grow", "reply"), result.trace(), "14, 28, 56, 112");
        assertEquals(Map.of("value", 112), result.reply());
    }

    @Test
    void aLoopThatNeverEndsIsStoppedInlineWithWhy() throws Exception {
        Composition c = F.createComposition();
        c.setName("Forever");
        JavaSnippetTask spin = add(c, F.createJavaSnippetTask(), "spin");
        spin.setRepeatWhile("true");
        InlineRunner.Result r = new InlineRunner(Map.of(), 1000).run(loaded(c), Map.of(), Map.of());
        assertEquals(InstanceState.FAILED, r.outcome().state());
        assertEquals("more than 1000 task executions, the last of task 'spin': does a loop or repeat condition never turn false?",
                r.outcome().reason());
    }

    @Test
    void deadPathsAreSkippedAndJoinsStillRun() throws Exception {
        Composition c = F.createComposition();
        c.setName("Choice");
        Parameter n = parameter("n", "int");
        c.getInputs().add(n);
        JavaSnippetTask start = add(c, F.createJavaSnippetTask(), "start");
        Parameter sn = parameter("n", "int");
        start.getInputs().add(sn);
        start.getOutputs().add(parameter("n", "int"));
        data(c, n, sn);
        JavaSnippetTask small = add(c, F.createJavaSnippetTask(), "small");
        JavaSnippetTask big = add(c, F.createJavaSnippetTask(), "big");
        JavaSnippetTask after = add(c, F.createJavaSnippetTask(), "after");
        JavaSnippetTask last = add(c, F.createJavaSnippetTask(), "last");
        flow(c, start, small, "n < 10");
        flow(c, start, big, "n >= 10");
        flow(c, small, after, null);
        flow(c, big, after, null);
        flow(c, after, last, null);
        after.setStartCondition(StartCondition.ALL);
        CompiledComposition compiled = loaded(c);
        assertEquals(List.of("start", "small", "after", "last"), completed(new InlineRunner(), compiled, Map.of("n", 3)).trace());
        assertEquals(List.of("start", "big", "after", "last"), completed(new InlineRunner(), compiled, Map.of("n", 30)).trace());
    }

    @Test
    void sequentialForEachRunsOneElementAtATime() throws Exception {
        Composition c = F.createComposition();
        c.setName("Each");
        Parameter words = parameter("words", "java.util.List<String>");
        c.getInputs().add(words);
        Parameter lengths = parameter("lengths", "java.util.List<Integer>");
        c.getOutputs().add(lengths);
        JavaSnippetTask measure = add(c, F.createJavaSnippetTask(), "measure");
        Parameter list = parameter("words", "java.util.List<String>");
        measure.getInputs().add(list);
        measure.getInputs().add(parameter("word", "String"));
        Parameter len = parameter("length", "int");
        measure.getOutputs().add(len);
        measure.setCode("length = word.length();");
        ForEach each = F.createForEach();
        each.setListInput("words");
        each.setElementInput("word");
        measure.setForEach(each);
        data(c, words, list);
        data(c, len, lengths);
        InlineRunner.Result r = completed(new InlineRunner(), loaded(c), Map.of("words", List.of("a", "bbb", "cc")));
        assertEquals(Map.of("lengths", List.of(1, 3, 2)), r.outputs());
        assertEquals(List.of("measure[0]", "measure[1]", "measure[2]"), r.trace());
        assertEquals(Map.of("lengths", List.of()), completed(new InlineRunner(), loaded(c), Map.of("words", List.of())).outputs(),
                "an empty list runs nothing and gathers nothing");
    }

    @Test
    void subCompositionsAndHttpCallsReachOutside() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread responder = new Thread(() -> answerOnce(server, "{\"price\": 42}"), "fake-service");
            responder.start();
            Composition c = F.createComposition();
            c.setName("Outside");
            Parameter n = parameter("n", "int");
            c.getInputs().add(n);
            Parameter seq = parameter("seq", "int");
            c.getOutputs().add(seq);
            Parameter body = parameter("body", "String");
            c.getOutputs().add(body);
            SubCompositionTask sub = add(c, F.createSubCompositionTask(), "sequential");
            sub.setComposition("Sequential");
            Parameter subN = parameter("n", "int");
            sub.getInputs().add(subN);
            Parameter subResult = parameter("result", "int");
            sub.getOutputs().add(subResult);
            data(c, n, subN);
            data(c, subResult, seq);
            HttpCallTask http = add(c, F.createHttpCallTask(), "price");
            http.setMethod(HttpMethod.GET);
            http.setUrl("http://127.0.0.1:" + server.getLocalPort() + "/price");
            Parameter response = parameter("response", "String");
            http.getOutputs().add(response);
            data(c, response, body);
            flow(c, sub, http, null);
            InlineRunner runner = new InlineRunner(Map.of("Sequential", SamplesRunTest.compile("Sequential")));
            InlineRunner.Result r = completed(runner, loaded(c), Map.of("n", 10));
            assertEquals(Map.of("seq", 15, "body", "{\"price\": 42}"), r.outputs());
            responder.join(5000);
        }
    }

    /** A one-shot HTTP/1.1 responder on loopback, so the test needs no server library. */
    private static void answerOnce(ServerSocket server, String body) {
        try (Socket s = server.accept(); InputStream in = s.getInputStream(); OutputStream out = s.getOutputStream()) {
            byte[] buf = new byte[8192];
            StringBuilder request = new StringBuilder();
            while (!request.toString().contains("\r\n\r\n")) {
                int n = in.read(buf);
                if (n < 0) {
                    break;
                }
                request.append(new String(buf, 0, n, StandardCharsets.ISO_8859_1));
            }
            assertTrue(request.toString().startsWith("GET /price HTTP/1.1"), request.toString());
            byte[] b = body.getBytes(StandardCharsets.UTF_8);
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + b.length
                    + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.write(b);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aDefaultFlowWrittenAsTheNegationOfTheOthersDoesNotEvaluateThemAgain() throws Exception {
        Composition c = CompositionFactory.eINSTANCE.createComposition();
        c.setName("Decide");
        Parameter seen = parameter("seen", "java.util.List<String>");
        Parameter x = parameter("x", "int");
        c.getInputs().add(seen);
        c.getInputs().add(x);
        JavaSnippetTask decide = Build.snippet(c, "decide", "");
        decide.getInputs().add(parameter("seen", "java.util.List<String>"));
        decide.getInputs().add(parameter("x", "int"));
        data(c, seen, decide.getInputs().get(0));
        data(c, x, decide.getInputs().get(1));
        // As BPMN import writes an exclusive gateway's default flow: the negation of the others.
        String big = "seen.add(\"asked\") && x > 5";
        Build.flow(c, decide, Build.snippet(c, "big", ""), tutti.model.composition.FlowKind.NORMAL, big);
        Build.flow(c, decide, Build.snippet(c, "small", ""), tutti.model.composition.FlowKind.NORMAL, "!((" + big + "))");
        assertTrue(new tutti.compiler.CompositionCompiler().compile(c).source().contains("flow1 = !(flow0);"));
        List<String> asked = new java.util.ArrayList<>();
        InlineRunner.Result small = new InlineRunner().run(loaded(c), Map.of("seen", asked, "x", 1), Map.of());
        assertEquals(List.of("decide", "small"), small.trace());
        assertEquals(List.of("asked"), asked, "the condition ran once, as the gateway asks once");
        assertEquals(List.of("decide", "big"), new InlineRunner().run(loaded(c), Map.of("seen", new java.util.ArrayList<>(), "x", 9),
                Map.of()).trace());
    }
}
