package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import tutti.bpmn.BpmnExporter;
import tutti.bpmn.BpmnImporter;
import tutti.model.CompositionFiles;
import tutti.model.composition.Bounds;
import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.Lane;

/**
 * BPMN DI both ways: the pool, the lanes, the bends and labels of the flows drawn in another
 * modeler are kept on import (corpus/camunda-lanes-and-bends.bpmn), written back on export, and
 * read again unchanged.
 */
class DiagramInterchangeTest {

    private static String b(Bounds b) {
        return b == null ? "none" : b.getX() + "," + b.getY() + " " + b.getWidth() + "x" + b.getHeight();
    }

    private static String flow(Composition c, String source, String target) {
        ControlFlow f = c.getControlFlows().stream().filter(x -> x.getSource().getName().equals(source)
                && x.getTarget().getName().equals(target)).findFirst().orElseThrow();
        return String.join(" ", f.getBendpoints().stream().map(p -> p.getX() + "," + p.getY()).toList()) + " | " + b(f.getLabelBounds());
    }

    @Test
    void poolsLanesBendsAndLabelsAreKeptOnImport() throws Exception {
        BpmnImporter.Result r = BpmnImporter.importFile(Path.of("corpus", "camunda-lanes-and-bends.bpmn"), null);
        Composition c = r.composition();
        assertEquals(List.of("Insurer pool 120,60 760x330", "Claims desk lane 150,60 730x170", "Experts lane 150,230 730x160"),
                c.getLanes().stream().map(l -> l.getName() + (l.isPool() ? " pool " : " lane ") + b(l.getBounds())).toList());
        assertTrue(r.notes().contains("kept the lanes of laneSet 'LaneSet_Claims' as bands drawn behind the tasks: they say who "
                + "does the work"), r.notes().toString());
        assertEquals("460,310 | 466,235 19x14", flow(c, "Register", "Assess"),
                "through the gateway: the bend of the edge after it and the label drawn on it");
        assertEquals(" | 580,122 14x14", flow(c, "Register", "Pay"), "a straight path keeps its label only");
        assertEquals("740,310 | none", flow(c, "Assess", "Pay"));
        assertEquals("280,100 100x80", b(c.getTasks().stream().filter(t -> t.getName().equals("Register")).findFirst()
                .orElseThrow().getBounds()));
    }

    @Test
    void whatExportWritesImportReadsBackTheSame() throws Exception {
        Composition c = BpmnImporter.importFile(Path.of("corpus", "camunda-lanes-and-bends.bpmn"));
        String xml = BpmnExporter.export(c);
        assertTrue(xml.contains("<participant id=\"Participant_1\" name=\"Insurer\" processRef=\"Claims\"/>"), xml);
        assertTrue(xml.contains("<lane id=\"Lane_2\" name=\"Experts\">"), xml);
        assertTrue(xml.contains("<flowNodeRef>Assess</flowNodeRef>"), xml);
        assertTrue(xml.contains("<di:waypoint x=\"740\" y=\"310\"/>"), xml);
        Composition back = BpmnImporter.importStream(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "back.bpmn");
        assertTrue(EcoreUtil.equals(c, back), "differs after export and import:\n"
                + new String(CompositionFiles.toBytes(back), StandardCharsets.UTF_8) + "\nfrom\n" + xml);
        assertEquals(xml, BpmnExporter.export(back), "exporting again gives the same file");
    }

    @Test
    void aCompositionDrawnInTuttiHasNoLanesAndStraightFlows() throws Exception {
        Composition c = tutti.model.Samples.load("Benchmark");
        assertEquals(List.of(), c.getLanes());
        Composition back = BpmnImporter.importStream(new ByteArrayInputStream(BpmnExporter.export(c).getBytes(StandardCharsets.UTF_8)),
                "b.bpmn");
        assertTrue(back.getControlFlows().stream().allMatch(f -> f.getBendpoints().isEmpty()));
        assertNull(back.getControlFlows().get(0).getLabelBounds());
        assertEquals(List.<Lane>of(), back.getLanes());
    }
}
