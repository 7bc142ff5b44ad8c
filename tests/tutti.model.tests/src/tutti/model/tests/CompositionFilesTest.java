package tutti.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.model.CompositionFiles;
import tutti.model.ModelException;
import tutti.model.composition.Bounds;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.CompositionPackage;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.ForEach;
import tutti.model.composition.InvocationMode;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.StartCondition;
import tutti.model.composition.Task;

class CompositionFilesTest {

    private static final CompositionFactory F = CompositionFactory.eINSTANCE;

    private static Parameter parameter(String name, String type) {
        Parameter p = F.createParameter();
        p.setName(name);
        p.setType(type);
        return p;
    }

    private static Bounds bounds(int x, int y) {
        Bounds b = F.createBounds();
        b.setX(x);
        b.setY(y);
        b.setWidth(120);
        b.setHeight(60);
        return b;
    }

    private static <T extends Task> T place(T task, String name, int x, int y) {
        task.setName(name);
        task.setBounds(bounds(x, y));
        return task;
    }

    private static ControlFlow flow(Task source, Task target, String condition) {
        ControlFlow f = F.createControlFlow();
        f.setSource(source);
        f.setTarget(target);
        f.setCondition(condition);
        return f;
    }

    /** Every kind of element once: what a round trip must keep. */
    static Composition sample() {
        Composition c = F.createComposition();
        c.setName("Sample");
        c.setVersion("2.1.0");
        Parameter order = parameter("order", "String");
        c.getInputs().add(order);
        Parameter total = parameter("total", "int");
        c.getOutputs().add(total);
        c.setInputBounds(bounds(0, 100));
        c.setOutputBounds(bounds(900, 100));

        ReceiveTask receive = place(F.createReceiveTask(), "receive", 100, 100);
        receive.setMessage("order-placed");
        JavaSnippetTask parse = place(F.createJavaSnippetTask(), "parse", 300, 100);
        Parameter text = parameter("text", "String");
        parse.getInputs().add(text);
        Parameter items = parameter("items", "java.util.List<String>");
        parse.getOutputs().add(items);
        parse.setCode("items = java.util.List.of(text.split(\",\"));");
        LoopbackTask price = place(F.createLoopbackTask(), "price", 500, 100);
        price.setMode(InvocationMode.ASYNC);
        price.setDelayMillis(5);
        price.setStartCondition(StartCondition.ANY);
        ForEach each = F.createForEach();
        each.setListInput("items");
        each.setElementInput("item");
        each.setParallel(true);
        price.setForEach(each);
        c.getTasks().add(receive);
        c.getTasks().add(parse);
        c.getTasks().add(price);
        c.getControlFlows().add(flow(receive, parse, null));
        c.getControlFlows().add(flow(parse, price, "!items.isEmpty()"));
        DataFlow in = F.createDataFlow();
        in.setSource(order);
        in.setTarget(text);
        in.setExpression("value.trim()");
        c.getDataFlows().add(in);
        return c;
    }

    @Test
    void aSavedCompositionReloadsEqualWithItsLayout(@TempDir Path dir) throws Exception {
        Composition original = sample();
        Path file = dir.resolve("flows/sample.tutti");
        CompositionFiles.save(original, file);
        String xml = Files.readString(file);
        assertTrue(xml.contains(CompositionPackage.eNS_URI), "namespace written: " + xml);

        Composition reloaded = CompositionFiles.load(file);
        assertTrue(EcoreUtil.equals(original, reloaded), "reloaded model differs:\n" + xml);
        LoopbackTask price = assertInstanceOf(LoopbackTask.class, reloaded.getTasks().get(2));
        assertEquals(500, price.getBounds().getX());
        assertTrue(price.getForEach().isParallel());
        DataFlow in = reloaded.getDataFlows().get(0);
        assertSame(reloaded.getInputs().get(0), in.getSource(), "data flows point at the reloaded parameters");
        assertSame(reloaded.getTasks().get(1).getInputs().get(0), in.getTarget());
    }

    @Test
    void defaultsAreWhatTheLanguageSays() {
        Composition c = F.createComposition();
        assertEquals("1.0.0", c.getVersion());
        Parameter p = F.createParameter();
        assertEquals("String", p.getType());
        assertTrue(p.isRequired());
        assertEquals(StartCondition.ALL, F.createJavaSnippetTask().getStartCondition());
        assertEquals(InvocationMode.SYNC, F.createLoopbackTask().getMode());
        assertEquals(30_000L, F.createHttpCallTask().getTimeoutMillis());
    }

    @Test
    void savingTwiceGivesTheSameBytes(@TempDir Path dir) throws Exception {
        Path first = dir.resolve("a.tutti");
        Path second = dir.resolve("b.tutti");
        CompositionFiles.save(sample(), first);
        CompositionFiles.save(CompositionFiles.load(first), second);
        assertEquals(Files.readString(first), Files.readString(second));
    }

    @Test
    void aMalformedFileGivesAMessageNamingIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("broken.tutti");
        Files.writeString(file, "<composition:Composition xmlns:composition=\"" + CompositionPackage.eNS_URI
                + "\" name=\"x\"><tasks name=");
        ModelException e = assertThrows(ModelException.class, () -> CompositionFiles.load(file));
        assertTrue(e.getMessage().contains(file.toString()) && e.getMessage().contains("not a valid"), e.getMessage());
    }

    @Test
    void aFileOfAnotherModelIsRefused(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("param.tutti");
        var resource = CompositionFiles.newResourceSet().createResource(org.eclipse.emf.common.util.URI.createFileURI(file.toString()));
        resource.getContents().add(parameter("lonely", "int"));
        resource.save(null);
        ModelException e = assertThrows(ModelException.class, () -> CompositionFiles.load(file));
        assertTrue(e.getMessage().contains("holds no composition"), e.getMessage());
    }

    @Test
    void aMissingFileIsNamed(@TempDir Path dir) {
        Path file = dir.resolve("none.tutti");
        ModelException e = assertThrows(ModelException.class, () -> CompositionFiles.load(file));
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
    }
}
