package tutti.compiler.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tutti.test.support.Build.composition;
import static tutti.test.support.Build.data;
import static tutti.test.support.Build.input;
import static tutti.test.support.Build.output;
import static tutti.test.support.Build.parameter;
import static tutti.test.support.Build.snippet;

import java.io.IOException;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.compiler.CompileException;
import tutti.compiler.CompositionCompiler;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.runtime.CompiledComposition;
import tutti.runtime.CompositionArchive;
import tutti.runtime.InlineRunner;
import tutti.runtime.InstanceState;
import tutti.test.support.Archives;

class CompilerErrorsTest {

    private static final CompositionFactory F = CompositionFactory.eINSTANCE;

    /** input n (int) -> snippet 'calc' (n -> out) -> output out. */
    private static Composition calc(String code) {
        Composition c = composition("Calc");
        Parameter n = parameter("n", "int");
        c.getInputs().add(n);
        Parameter out = parameter("out", "int");
        c.getOutputs().add(out);
        JavaSnippetTask t = snippet(c, "calc", code);
        data(c, n, input(t, "n", "int"));
        data(c, output(t, "result", "int"), out);
        return c;
    }

    private static CompiledComposition load(Composition c) throws CompileException, IOException {
        return CompositionArchive.read(Archives.of(c))
                .load(CompiledComposition.class.getClassLoader());
    }

    @Test
    void aSnippetErrorIsReportedAtItsTaskAndLine() {
        CompileException e = assertThrows(CompileException.class,
                () -> new CompositionCompiler().compile(calc("int twice = n * 2;\nresult = twice +;\n")));
        assertTrue(e.getMessage().contains("code of task 'calc', line 2: "), e.getMessage());
        assertFalse(e.getMessage().contains("generated code"), "no generated line numbers for user errors: " + e.getMessage());
    }

    @Test
    void aConditionErrorNamesItsControlFlow() {
        Composition c = calc("result = n;");
        JavaSnippetTask next = F.createJavaSnippetTask();
        next.setName("next");
        c.getTasks().add(next);
        ControlFlow flow = F.createControlFlow();
        flow.setSource(c.getTasks().get(0));
        flow.setTarget(next);
        flow.setCondition("result > \"three\"");
        c.getControlFlows().add(flow);
        CompileException e = assertThrows(CompileException.class, () -> new CompositionCompiler().compile(c));
        assertTrue(e.getMessage().contains("condition of control flow 'calc' -> 'next': "), e.getMessage());
    }

    @Test
    void validationProblemsStopTheCompiler() {
        Composition c = calc("result = n;");
        c.getTasks().get(0).setName("class");
        CompileException e = assertThrows(CompileException.class, () -> new CompositionCompiler().compile(c));
        assertTrue(e.getMessage().startsWith("composition Calc has 1 problem"), e.getMessage());
    }

    @Test
    void aTaskThatThrowsFailsItsInstanceWithTheLineOfItsCode() throws Exception {
        CompiledComposition c = load(calc("int zero = n - n;\nresult = n / zero;"));
        InlineRunner.Result r = new InlineRunner().run(c, Map.of("n", 4), Map.of());
        assertEquals(InstanceState.FAILED, r.outcome().state());
        assertEquals("task 'calc' failed: ArithmeticException: / by zero (line 2 of its code)", r.outcome().reason());
    }

    @Test
    void badInputsAreRefusedByName() throws Exception {
        CompiledComposition c = load(calc("result = n;"));
        assertEquals("bad input: input 'n' needs a whole number, got String four",
                new InlineRunner().run(c, Map.of("n", "four"), Map.of()).outcome().reason());
        assertEquals("bad input: input 'n' (int) is required", new InlineRunner().run(c, Map.of(), Map.of()).outcome().reason());
        assertEquals("bad input: unknown input 'm' (inputs: n)",
                new InlineRunner().run(c, Map.of("n", 1, "m", 2), Map.of()).outcome().reason());
        InlineRunner.Result ok = new InlineRunner().run(c, Map.of("n", 7L), Map.of());
        assertEquals(Map.of("out", 7), ok.outputs(), "JSON numbers arrive as Long");
    }

    @Test
    void aMessageNobodySendsFailsTheInstanceNamingIt() throws Exception {
        Composition c = calc("result = n;");
        ReceiveTask wait = F.createReceiveTask();
        wait.setName("wait");
        wait.setMessage("approval");
        c.getTasks().add(wait);
        ControlFlow flow = F.createControlFlow();
        flow.setSource(c.getTasks().get(0));
        flow.setTarget(wait);
        c.getControlFlows().add(flow);
        CompiledComposition compiled = load(c);
        InlineRunner.Result stuck = new InlineRunner().run(compiled, Map.of("n", 1), Map.of());
        assertEquals(InstanceState.FAILED, stuck.outcome().state());
        assertTrue(stuck.outcome().reason().contains("waits for message approval that nobody sends"), stuck.outcome().reason());
        InlineRunner.Result sent = new InlineRunner().run(compiled, Map.of("n", 1), Map.of("approval", "yes"));
        assertEquals(InstanceState.COMPLETED, sent.outcome().state(), sent.outcome().toString());
    }

    @Test
    void aCorruptArchiveIsRefusedWithWhy() throws Exception {
        byte[] jar = Archives.of(calc("result = n;"));
        IOException notJar = assertThrows(IOException.class, () -> CompositionArchive.read(new byte[] {1, 2, 3}));
        assertTrue(notJar.getMessage().contains("not a composition archive"), notJar.getMessage());
        // A copy whose model changed after the manifest was written: the hash no longer matches.
        CompositionArchive archive = CompositionArchive.read(jar);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.util.zip.ZipInputStream in = new java.util.zip.ZipInputStream(new java.io.ByteArrayInputStream(jar));
                java.util.zip.ZipOutputStream out = new java.util.zip.ZipOutputStream(bytes)) {
            for (var e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                byte[] data = in.readAllBytes();
                if (e.getName().equals(CompositionArchive.MODEL)) {
                    data = new String(data, java.nio.charset.StandardCharsets.UTF_8).replace("Calc", "Calx")
                            .getBytes(java.nio.charset.StandardCharsets.UTF_8);
                }
                out.putNextEntry(new java.util.zip.ZipEntry(e.getName()));
                out.write(data);
                out.closeEntry();
            }
        }
        IOException corrupt = assertThrows(IOException.class, () -> CompositionArchive.read(bytes.toByteArray()));
        assertTrue(corrupt.getMessage().startsWith("the archive of Calc is corrupt: its content hash is "), corrupt.getMessage());
        assertTrue(corrupt.getMessage().endsWith("its manifest says " + archive.contentHash()), corrupt.getMessage());
    }
}
