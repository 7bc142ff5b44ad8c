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
        // The ids of the file's process, pool, lanes, activities and of a flow from task to task are kept.
        assertTrue(xml.contains("<participant id=\"Participant_Insurer\" name=\"Insurer\" processRef=\"Process_Claims\"/>"), xml);
        assertTrue(xml.contains("<process id=\"Process_Claims\" isExecutable=\"true\" name=\"Claims\""), xml);
        assertTrue(xml.contains("<lane id=\"Lane_Experts\" name=\"Experts\">"), xml);
        assertTrue(xml.contains("<flowNodeRef>Activity_Assess</flowNodeRef>"), xml);
        assertTrue(xml.contains("<scriptTask id=\"Activity_Assess\" name=\"Assess\""), xml);
        assertTrue(xml.contains("<sequenceFlow id=\"Flow_3\" sourceRef=\"Activity_Assess\""), xml);
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

    /** The ids of the elements of a BPMN file whose local name is one of {@code kinds} (all ids when empty). */
    private static java.util.Set<String> ids(String xml, java.util.Set<String> kinds) throws Exception {
        javax.xml.parsers.DocumentBuilderFactory f = javax.xml.parsers.DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        org.w3c.dom.NodeList all = f.newDocumentBuilder().parse(new org.xml.sax.InputSource(new java.io.StringReader(xml)))
                .getElementsByTagNameNS("http://www.omg.org/spec/BPMN/20100524/MODEL", "*");
        java.util.Set<String> ids = new java.util.TreeSet<>();
        for (int i = 0; i < all.getLength(); i++) {
            org.w3c.dom.Element e = (org.w3c.dom.Element) all.item(i);
            if (!e.getAttribute("id").isEmpty() && (kinds.isEmpty() || kinds.contains(e.getLocalName()))) {
                ids.add(e.getAttribute("id"));
            }
        }
        return ids;
    }

    private static final java.util.Set<String> KEPT = java.util.Set.of("process", "participant", "lane", "task", "userTask",
            "serviceTask", "scriptTask", "sendTask", "receiveTask", "manualTask", "businessRuleTask", "callActivity");

    /** With the activities, what a process draws between them: its events, gateways and sequence flows. */
    private static final java.util.Set<String> FLOW = java.util.stream.Stream.concat(KEPT.stream(), java.util.stream.Stream.of(
            "startEvent", "endEvent", "intermediateCatchEvent", "intermediateThrowEvent", "boundaryEvent", "exclusiveGateway",
            "parallelGateway", "inclusiveGateway", "complexGateway", "sequenceFlow", "definitions")).collect(
                    java.util.stream.Collectors.toSet());

    /**
     * Corpus files whose import folds part of the flow into something export writes its own way,
     * and what: there the events, gateways and flows of that part get ids of their own.
     */
    private static final java.util.Map<String, String> FOLDED = java.util.Map.of(
            "activiti-delegates.bpmn", "a condition that reads what its task writes gets a decision task before the gateway",
            "bpmnio-link-events.bpmn", "a pair of link events is one flow",
            "camunda-embedded-subprocess.bpmn", "an embedded subprocess is flattened",
            "camunda-error-event-subprocess.bpmn", "an error event subprocess becomes failure flows",
            "camunda-escalation.bpmn", "the subprocess that escalates is flattened",
            "camunda-event-based-gateway.bpmn", "the gateway and the events after it become one Receive",
            "camunda-event-subprocess-non-interrupting.bpmn", "the message event subprocess is a stand-in",
            "camunda-multi-instance-cardinality.bpmn", "a cardinality gets a task that makes the list");

    /**
     * Export writes back the ids of the processes, pools, lanes and activities of every corpus file
     * (what other tools and engines refer to), and, while the flows between tasks are as imported,
     * those of its events, gateways and sequence flows too, except in the part of a file that
     * import folds ({@link #FOLDED}). The share of all ids kept is printed for the record
     * (docs/measurements).
     */
    @Test
    void exportWritesBackTheIdsOfProcessesPoolsLanesAndActivities() throws Exception {
        int total = 0;
        int kept = 0;
        try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(Path.of("corpus"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".bpmn")).sorted().toList()) {
                String original = java.nio.file.Files.readString(file);
                java.util.Set<String> exported = new java.util.TreeSet<>();
                java.util.Set<String> imported = new java.util.HashSet<>();
                for (BpmnImporter.Result r : BpmnImporter.importAll(file).results()) {
                    exported.addAll(ids(BpmnExporter.export(r.composition()), java.util.Set.of()));
                    imported.add(r.process());
                }
                java.util.Set<String> missing = new java.util.TreeSet<>(ids(original, FOLDED.containsKey(
                        file.getFileName().toString()) ? KEPT : FLOW));
                missing.removeAll(exported);
                // Activities inside a subprocess kept whole (an event subprocess, a transaction, an ad-hoc one) are not in the composition.
                missing.removeIf(id -> original.matches("(?s).*<(\\w+:)?(subProcess|transaction|adHocSubProcess)[\\s>]"
                        + "(?:(?!</(\\w+:)?(subProcess|transaction|adHocSubProcess)>).)*id=\"" + id + "\".*"));
                // An empty pool (a black box, or a process with nothing to run) is not imported, so not exported either.
                java.util.Set<String> processes = ids(original, java.util.Set.of("process"));
                missing.removeIf(id -> processes.contains(id) && !imported.contains(id));
                if (imported.isEmpty()) {
                    missing.removeAll(ids(original, java.util.Set.of("definitions")));
                }
                java.util.regex.Matcher pool = java.util.regex.Pattern.compile("<(?:\\w+:)?participant\\s[^>]*").matcher(original);
                while (pool.find()) {
                    java.util.regex.Matcher id = java.util.regex.Pattern.compile("\\sid=\"([^\"]+)\"").matcher(pool.group());
                    java.util.regex.Matcher ref = java.util.regex.Pattern.compile("processRef=\"([^\"]+)\"").matcher(pool.group());
                    if (id.find() && !(ref.find() && imported.contains(ref.group(1)))) {
                        missing.remove(id.group(1));
                    }
                }
                // Lanes are kept as the bands the diagram draws: one it does not draw has nothing to keep.
                java.util.Set<String> lanes = ids(original, java.util.Set.of("lane"));
                missing.removeIf(id -> lanes.contains(id) && !original.contains("bpmnElement=\"" + id + "\""));
                assertEquals(java.util.Set.of(), missing, file + ": ids not written back");
                java.util.Set<String> all = ids(original, java.util.Set.of());
                total += all.size();
                all.retainAll(exported);
                kept += all.size();
            }
        }
        System.out.printf("element ids of the corpus written back by export(import(f)): %d of %d (%.0f%%)%n", kept, total,
                100.0 * kept / total);
    }
}
