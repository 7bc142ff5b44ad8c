package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import tutti.bpmn.BpmnExporter;
import tutti.bpmn.BpmnImporter;
import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.Task;

/**
 * What a file has between its tasks (gateways, plain events, the sequence flows through them) is
 * kept on import and written back on export with its ids, while the flows between tasks are still
 * those it stands for; after an edit that changes them, export writes gateways of its own.
 */
class KeptStructureTest {

    private static Composition whileLoop() throws Exception {
        return BpmnImporter.importFile(Path.of("corpus", "camunda-while-loop.bpmn"));
    }

    private static Composition read(String xml) throws Exception {
        return BpmnImporter.importStream(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "back.bpmn");
    }

    /** The control flows, as "source -> target kind [condition]", in order. */
    private static List<String> flows(Composition c) {
        return c.getControlFlows().stream().map(f -> f.getSource().getName() + " -> " + f.getTarget().getName() + " "
                + f.getKind() + (f.getCondition() == null ? "" : " [" + f.getCondition() + "]")).sorted().toList();
    }

    private static Task task(Composition c, String name) {
        return c.getTasks().stream().filter(t -> t.getName().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void theGatewaysAndFlowsOfAWhileLoopAreWrittenBackWithTheirIds() throws Exception {
        Composition c = whileLoop();
        String xml = BpmnExporter.export(c);
        assertTrue(xml.contains("id=\"Definitions_Process_While\""), xml);
        assertTrue(Pattern.compile("<(bpmn:)?exclusiveGateway[^>]* id=\"Gateway_Merge\"").matcher(xml).find(), xml);
        assertTrue(Pattern.compile("<(bpmn:)?exclusiveGateway[^>]*default=\"Flow_Done\"[^>]* id=\"Gateway_Again\"").matcher(xml).find(),
                xml);
        // The condition is kept as the import made it Java, on the flow that had it.
        assertTrue(Pattern.compile("(?s)id=\"Flow_Back\"[^>]*>\\s*<conditionExpression language=\"java\"[^>]*>tutti\\.runtime\\.El\\.lt"
                + "\\(i, n\\)</conditionExpression>").matcher(xml).find(), xml);
        for (String id : List.of("Flow_1", "Flow_2", "Flow_3", "Flow_Done", "StartEvent_1", "EndEvent_1")) {
            assertTrue(xml.contains("id=\"" + id + "\""), id + " not written back:\n" + xml);
        }
        assertFalse(xml.contains("Gateway_join_"), "no join of Tutti's own where the file's merge is kept:\n" + xml);
        assertTrue(xml.contains("<bpmndi:BPMNShape bpmnElement=\"Gateway_Merge\" id=\"Gateway_Merge_di\">"), xml);
        Composition back = read(xml);
        assertEquals(flows(c), flows(back));
        assertEquals(xml, BpmnExporter.export(back), "read back and written again, the file is the same");
    }

    @Test
    void afterAnEditThatChangesTheFlowsExportMakesUpItsOwnGatewaysThatRunAsTheCompositionDoes() throws Exception {
        Composition c = whileLoop();
        Task increment = task(c, "Increment");
        ControlFlow back = c.getControlFlows().stream().filter(f -> f.getSource() == increment && f.getTarget() == increment)
                .findFirst().orElseThrow();
        c.getControlFlows().remove(back); // no loop any more
        String xml = BpmnExporter.export(c);
        assertFalse(xml.contains("Gateway_Merge"), xml);
        assertFalse(xml.contains("Flow_Back"), xml);
        assertEquals(flows(c), flows(read(xml)), "what is written runs as the edited composition");
        assertTrue(xml.contains("id=\"Definitions_Process_While\""), "the file's definitions id is kept all the same:\n" + xml);
    }

    @Test
    void theKeptEdgesOfATaskMovedSinceImportStillEndOnIt() throws Exception {
        Composition c = whileLoop();
        Task increment = task(c, "Increment");
        increment.getBounds().setX(increment.getBounds().getX() + 200);
        increment.getBounds().setY(increment.getBounds().getY() + 150);
        String xml = BpmnExporter.export(c);
        Matcher edge = Pattern.compile("(?s)<bpmndi:BPMNEdge bpmnElement=\"Flow_2\".*?</bpmndi:BPMNEdge>").matcher(xml);
        assertTrue(edge.find(), xml);
        Matcher point = Pattern.compile("x=\"(\\d+)\" y=\"(\\d+)\"").matcher(edge.group());
        int[] last = null;
        while (point.find()) {
            last = new int[] {Integer.parseInt(point.group(1)), Integer.parseInt(point.group(2))};
        }
        assertNotNull(last);
        var b = increment.getBounds();
        assertTrue(last[0] >= b.getX() && last[0] <= b.getX() + b.getWidth() && last[1] >= b.getY()
                && last[1] <= b.getY() + b.getHeight(), "the edge into Increment ends at " + last[0] + "," + last[1]
                        + ", off the task at " + b.getX() + "," + b.getY() + " " + b.getWidth() + "x" + b.getHeight());
    }

    @Test
    void boundaryEventsErrorsAndEventDefinitionsKeepTheirIds() throws Exception {
        String xml = BpmnExporter.export(BpmnImporter.importFile(Path.of("corpus", "camunda-error-boundary.bpmn")));
        assertTrue(xml.contains("<error errorCode=\"OUT_OF_STOCK\" id=\"Error_Stock\""), xml);
        assertTrue(Pattern.compile("<boundaryEvent attachedToRef=\"Activity_Reserve\"[^>]* id=\"Event_OutOfStock\">\\s*"
                + "<errorEventDefinition id=\"Eed_1\"/>").matcher(xml).find(), xml);
        assertTrue(xml.contains("<errorEventDefinition errorRef=\"Error_Stock\" id=\"Eed_2\"/>"), xml);
        assertTrue(xml.contains("sourceRef=\"Event_OutOfStock\""), xml);
    }

    @Test
    void messagesErrorsAndEscalationsNoTaskUsesAreWrittenBackAllTheSame() throws Exception {
        // A message end event's message: the end is a task that sends none.
        String messages = BpmnExporter.export(BpmnImporter.importFile(Path.of("corpus", "camunda-message-start-signal-end.bpmn")));
        assertTrue(messages.contains("<message id=\"Message_Low\" name=\"stockLow\"/>"), messages);
        assertTrue(messages.contains("<message id=\"Message_Done\" name=\"restocked\"/>"), messages);
        // Errors an event subprocess catches, an escalation a boundary event catches.
        String errors = BpmnExporter.export(BpmnImporter.importFile(Path.of("corpus", "camunda-error-event-subprocess.bpmn")));
        assertTrue(errors.contains("id=\"Error_Stock\""), errors);
        String escalation = BpmnExporter.export(BpmnImporter.importFile(Path.of("corpus", "camunda-escalation.bpmn")));
        assertTrue(escalation.contains("<escalation escalationCode=\"BIG\" id=\"Escalation_Big\"/>"), escalation);
    }

    @Test
    void aDamagedKeptStructureIsLeftAsideAndExportMakesUpItsOwn() throws Exception {
        Composition c = whileLoop();
        Composition plain = EcoreUtil.copy(c);
        plain.setBpmnKept(null);
        c.setBpmnKept("<tutti:kept xmlns:tutti=\"http://tutti.dev/bpmn/0.1\"><broken");
        assertEquals(BpmnExporter.export(plain), BpmnExporter.export(c));
        assertTrue(BpmnExporter.export(c).contains("Gateway_join_Increment"));
    }

    /** Read back and written again, every corpus file's export is the same file: nothing kept grows or drifts. */
    @Test
    void exportingWhatExportWroteGivesTheSameFileForTheWholeCorpus() throws Exception {
        try (var files = Files.list(Path.of("corpus"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".bpmn")).sorted().toList()) {
                for (BpmnImporter.Result r : BpmnImporter.importAll(file).results()) {
                    String xml = BpmnExporter.export(r.composition());
                    assertEquals(xml, BpmnExporter.export(read(xml)), file + " (" + r.process() + ")");
                }
            }
        }
    }
}
