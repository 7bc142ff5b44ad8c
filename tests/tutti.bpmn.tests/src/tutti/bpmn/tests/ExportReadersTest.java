package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;

import org.camunda.bpm.model.bpmn.Bpmn;
import org.camunda.bpm.model.bpmn.BpmnModelInstance;
import org.camunda.bpm.model.bpmn.instance.FlowElement;
import org.camunda.bpm.model.bpmn.instance.Process;
import org.camunda.bpm.model.bpmn.instance.bpmndi.BpmnEdge;
import org.camunda.bpm.model.bpmn.instance.bpmndi.BpmnShape;
import org.camunda.bpm.model.xml.instance.ModelElementInstance;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import tutti.bpmn.BpmnExporter;
import tutti.bpmn.BpmnImporter;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.runtime.JsonReader;

/**
 * What {@code tutti bpmn export} writes, others read: every sample's export, and the export of
 * every composition imported from the corpus, validates against the OMG BPMN 2.0 schemas and is
 * read with no error and the same element counts by two independent readers, the Camunda BPMN
 * model API and bpmn-moddle (bpmn.io's reader, run with Node.js).
 */
class ExportReadersTest {

    private static final Path EXPORTS = Path.of("target", "exports");
    private static final Path MODDLE = Path.of("target", "moddle");
    private static final List<Path> FILES = new ArrayList<>();

    @BeforeAll
    static void export() throws Exception {
        Files.createDirectories(EXPORTS);
        for (String name : Samples.NAMES) {
            FILES.add(write("sample-" + name, Samples.load(name)));
        }
        try (var corpus = Files.list(Path.of("corpus"))) {
            for (Path f : corpus.filter(p -> p.toString().endsWith(".bpmn")).sorted().toList()) {
                for (BpmnImporter.Result r : BpmnImporter.importAll(f).results()) {
                    String base = f.getFileName().toString().replace(".bpmn", "");
                    FILES.add(write("corpus-" + base + "-" + r.composition().getName(), r.composition()));
                }
            }
        }
    }

    private static Path write(String name, Composition c) throws IOException {
        Path file = EXPORTS.resolve(name + ".bpmn");
        Files.writeString(file, BpmnExporter.export(c));
        return file;
    }

    @Test
    void everyExportIsValidAgainstTheOmgSchemas() throws Exception {
        URL xsd = Bpmn.class.getResource("/org/camunda/bpm/model/bpmn/schema/BPMN20.xsd");
        Schema schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(xsd);
        List<String> invalid = new ArrayList<>();
        for (Path f : FILES) {
            try {
                schema.newValidator().validate(new StreamSource(f.toFile()));
            } catch (org.xml.sax.SAXParseException e) {
                invalid.add(f.getFileName() + " line " + e.getLineNumber() + ": " + e.getMessage());
            }
        }
        assertEquals(List.of(), invalid);
        assertTrue(FILES.size() >= 40, FILES.size() + " exports checked");
    }

    @Test
    void theCamundaModelApiAndBpmnModdleReadEveryExportAlike() throws Exception {
        Map<String, Object> moddle = moddle(FILES);
        for (Path f : FILES) {
            BpmnModelInstance model = Bpmn.readModelFromFile(f.toFile());
            Map<String, Integer> camunda = new TreeMap<>();
            count(camunda, model.getModelElementsByType(Process.class));
            count(camunda, model.getModelElementsByType(FlowElement.class));
            count(camunda, model.getModelElementsByType(BpmnShape.class));
            count(camunda, model.getModelElementsByType(BpmnEdge.class));
            @SuppressWarnings("unchecked")
            Map<String, Object> read = (Map<String, Object>) moddle.get(f.toAbsolutePath().toString());
            assertEquals(List.of(), read.get("warnings"), "bpmn-moddle's warnings on " + f);
            Map<String, Integer> bpmnIo = new TreeMap<>();
            @SuppressWarnings("unchecked")
            Map<String, Object> counts = (Map<String, Object>) read.get("counts");
            counts.forEach((k, v) -> bpmnIo.put(k, ((Number) v).intValue()));
            assertEquals(camunda, bpmnIo, "the two readers count " + f.getFileName() + " differently");
            assertEquals(1, camunda.get("process"), f + " holds one process: " + camunda);
        }
    }

    private static void count(Map<String, Integer> counts, java.util.Collection<? extends ModelElementInstance> elements) {
        for (ModelElementInstance e : elements) {
            counts.merge(e.getElementType().getTypeName(), 1, Integer::sum);
        }
    }

    /** Runs moddle/read.mjs with Node.js over the files, installing bpmn-moddle (pinned by its lock file) once. */
    private static Map<String, Object> moddle(List<Path> files) throws Exception {
        Files.createDirectories(MODDLE);
        for (String f : List.of("package.json", "package-lock.json", "read.mjs")) {
            Files.copy(Path.of("moddle", f), MODDLE.resolve(f), StandardCopyOption.REPLACE_EXISTING);
        }
        if (!Files.isDirectory(MODDLE.resolve("node_modules/bpmn-moddle"))) {
            run(List.of("npm", "ci", "--no-audit", "--no-fund", "--silent"), "installing bpmn-moddle with npm");
        }
        List<String> command = new ArrayList<>(List.of("node", "read.mjs"));
        files.forEach(f -> command.add(f.toAbsolutePath().toString()));
        return JsonReader.parseObject(run(command, "reading the exports with bpmn-moddle"));
    }

    private static String run(List<String> command, String what) throws Exception {
        Path log = Files.createTempFile("moddle", ".err");
        java.lang.Process p;
        try {
            p = new ProcessBuilder(command).directory(MODDLE.toFile()).redirectError(log.toFile()).start();
        } catch (IOException e) {
            fail(what + ": " + command.get(0) + " is not installed (Node.js 18 or newer with npm; ./tutti test installs it)", e);
            return null;
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), what + " did not end in 5 minutes");
        assertEquals(0, p.exitValue(), what + " failed: " + Files.readString(log));
        Files.delete(log);
        return out;
    }
}
