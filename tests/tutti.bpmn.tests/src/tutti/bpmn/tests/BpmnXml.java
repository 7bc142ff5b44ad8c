package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;

import tutti.bpmn.BpmnException;
import tutti.bpmn.BpmnImporter;
import tutti.model.CompositionFiles;
import tutti.model.composition.Composition;
import tutti.model.validation.CompositionValidator;

/** BPMN text in tests: the header of a file, reading it, and the compositions it gives as short strings. */
final class BpmnXml {

    private BpmnXml() {
    }

    /** Each control flow as {@code source->target [condition]}. */
    static List<String> flows(Composition c) {
        return c.getControlFlows().stream().map(f -> f.getSource().getName() + "->" + f.getTarget().getName()
                + (f.getCondition() == null ? "" : " [" + f.getCondition() + "]")).toList();
    }

    /** Where a task added by a test is drawn: the editor gives every task its bounds. */
    static tutti.model.composition.Bounds at(int x, int y, int width, int height) {
        tutti.model.composition.Bounds b = tutti.model.composition.CompositionFactory.eINSTANCE.createBounds();
        b.setX(x);
        b.setY(y);
        b.setWidth(width);
        b.setHeight(height);
        return b;
    }

    static Composition read(String xml) throws BpmnException {
        return BpmnImporter.importStream(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "test.bpmn");
    }

    static final String HEADER = """
            <?xml version="1.0" encoding="UTF-8"?>
            <definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"
                xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="x">
            """;

    static BpmnImporter.Result readAll(String xml, String processId) throws BpmnException {
        return BpmnImporter.importStream(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "test.bpmn", processId);
    }

    /** What export wrote, imported again, is the composition exported. */
    static Composition assertReadsBackTheSame(Composition original, String xml) throws Exception {
        Composition back = read(xml);
        assertTrue(EcoreUtil.equals(original, back), "differs after the round trip:\n"
                + new String(CompositionFiles.toBytes(back), StandardCharsets.UTF_8) + "\nfrom\n" + xml);
        return back;
    }

    static List<String> errors(Composition c) {
        return CompositionValidator.validate(c).stream().filter(p -> p.severity() == tutti.model.validation.Problem.Severity.ERROR)
                .map(Object::toString).toList();
    }

    static String kinds(Composition c) {
        return String.join(", ", c.getControlFlows().stream().map(f -> f.getSource().getName() + "->" + f.getTarget().getName()
                + " " + f.getKind() + (f.getTimeout() == null ? "" : " " + f.getTimeout())
                + (f.getCondition() == null ? "" : " [" + f.getCondition() + "]")).toList());
    }
}
