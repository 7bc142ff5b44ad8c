package tutti.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.model.CompositionFiles;
import tutti.model.CompositionMetamodel;
import tutti.model.ModelException;

class CompositionFilesTest {

    private final CompositionMetamodel mm = CompositionMetamodel.get();

    private EObject task(String name, String kind, int x, int y) {
        EObject task = mm.create("Task");
        task.eSet(CompositionMetamodel.attribute(task, "name"), name);
        task.eSet(CompositionMetamodel.attribute(task, "kind"), mm.taskKinds().getEEnumLiteral(kind).getInstance());
        EObject bounds = mm.create("Bounds");
        bounds.eSet(CompositionMetamodel.attribute(bounds, "x"), x);
        bounds.eSet(CompositionMetamodel.attribute(bounds, "y"), y);
        bounds.eSet(CompositionMetamodel.attribute(bounds, "width"), 120);
        bounds.eSet(CompositionMetamodel.attribute(bounds, "height"), 60);
        task.eSet(CompositionMetamodel.reference(task, "bounds"), bounds);
        return task;
    }

    private EObject flow(EObject source, EObject target, String condition) {
        EObject flow = mm.create("ControlFlow");
        flow.eSet(CompositionMetamodel.reference(flow, "source"), source);
        flow.eSet(CompositionMetamodel.reference(flow, "target"), target);
        flow.eSet(CompositionMetamodel.attribute(flow, "condition"), condition);
        return flow;
    }

    @SuppressWarnings("unchecked")
    private EObject sample() {
        EObject composition = mm.create("Composition");
        composition.eSet(CompositionMetamodel.attribute(composition, "name"), "Sequential");
        EObject a = task("receive", "RECEIVE", 10, 10);
        EObject b = task("parse", "JAVA_SNIPPET", 200, 10);
        EObject c = task("invoke", "LOOPBACK", 400, 10);
        ((List<EObject>) composition.eGet(CompositionMetamodel.reference(composition, "tasks"))).addAll(List.of(a, b, c));
        ((List<EObject>) composition.eGet(CompositionMetamodel.reference(composition, "controlFlows")))
                .addAll(List.of(flow(a, b, null), flow(b, c, "parsed != null")));
        return composition;
    }

    @Test
    void aSavedCompositionReloadsEqualWithItsLayout(@TempDir Path dir) throws Exception {
        EObject original = sample();
        Path file = dir.resolve("flows/sequential.tutti");
        CompositionFiles.save(original, file);
        String xml = Files.readString(file);
        assertTrue(xml.contains(CompositionMetamodel.NS_URI), "namespace written: " + xml);

        EObject reloaded = CompositionFiles.load(file);
        assertTrue(EcoreUtil.equals(original, reloaded), "reloaded model differs:\n" + xml);
        assertEquals("1.0.0", reloaded.eGet(CompositionMetamodel.attribute(reloaded, "version")),
                "the default version");
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
        Files.writeString(file, "<composition:Composition xmlns:composition=\"" + CompositionMetamodel.NS_URI
                + "\" name=\"x\"><tasks name=");
        ModelException e = assertThrows(ModelException.class, () -> CompositionFiles.load(file));
        assertTrue(e.getMessage().contains(file.toString()) && e.getMessage().contains("not a valid"), e.getMessage());
    }

    @Test
    void aFileOfAnotherModelIsRefused(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("task.tutti");
        CompositionFiles.save(task("lonely", "REPLY", 0, 0), file);
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
