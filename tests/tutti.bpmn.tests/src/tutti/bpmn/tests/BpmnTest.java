package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import tutti.bpmn.BpmnException;
import tutti.bpmn.BpmnExporter;
import tutti.bpmn.BpmnImporter;
import tutti.model.CompositionFiles;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.StartCondition;
import tutti.model.composition.Task;
import tutti.model.validation.CompositionValidator;

class BpmnTest {

    static List<String> samples() {
        return Samples.NAMES;
    }

    private static Composition read(String xml) throws BpmnException {
        return BpmnImporter.importStream(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "test.bpmn");
    }

    @ParameterizedTest
    @MethodSource("samples")
    void everySampleSurvivesARoundTripThroughBpmn(String name) throws Exception {
        Composition original = Samples.load(name);
        String xml = BpmnExporter.export(original);
        Composition back = read(xml);
        assertTrue(EcoreUtil.equals(original, back), name + " differs after the round trip:\n"
                + new String(CompositionFiles.toBytes(back), StandardCharsets.UTF_8) + "\nfrom\n" + xml);
        assertEquals(xml, BpmnExporter.export(back), "exporting again gives the same file");
    }

    @ParameterizedTest
    @MethodSource("samples")
    void theShippedBpmnSamplesAreTheExportOfTheCompositions(String name) throws Exception {
        String shipped = new String(Samples.bpmnBytes(name), StandardCharsets.UTF_8);
        assertEquals(BpmnExporter.export(Samples.load(name)), shipped,
                name + ".bpmn is stale: run ./tutti bpmn export on samples/" + name + ".tutti");
    }

    @Test
    void theExportIsBpmnWithADiagram() throws Exception {
        String xml = BpmnExporter.export(Samples.load("Benchmark"));
        assertTrue(xml.contains("<process id=\"Benchmark\""), xml);
        assertTrue(xml.contains("<scriptTask id=\"parse\" name=\"parse\" scriptFormat=\"java\">"), xml);
        assertTrue(xml.contains("<receiveTask id=\"receiveLeft\" messageRef=\"Message_leftDone\""), xml);
        assertTrue(xml.contains("implementation=\"tutti:loopback\""), xml);
        assertTrue(xml.contains("<parallelGateway gatewayDirection=\"Converging\" id=\"Gateway_join_merge\"/>"), xml);
        assertTrue(xml.contains("<bpmndi:BPMNShape bpmnElement=\"merge\""), xml);
        assertTrue(xml.contains("<dc:Bounds height=\"70\" width=\"140\""), xml);
    }

    private static final String HEADER = """
            <?xml version="1.0" encoding="UTF-8"?>
            <definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"
                xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="x">
            """;

    @Test
    void gatewaysFromOtherToolsBecomeJoinsAndConditions() throws Exception {
        Composition c = read(HEADER + """
                  <message id="m1" name="approved"/>
                  <process id="Order" name="Order handling">
                    <startEvent id="s"/>
                    <scriptTask id="check" name="check" scriptFormat="java"><script>ok = true;</script></scriptTask>
                    <parallelGateway id="split"/>
                    <serviceTask id="left" name="left"/>
                    <serviceTask id="right" name="right"/>
                    <parallelGateway id="join"/>
                    <exclusiveGateway id="decide" default="toReject"/>
                    <intermediateCatchEvent id="wait"><messageEventDefinition messageRef="m1"/></intermediateCatchEvent>
                    <scriptTask id="reject" name="reject"/>
                    <endEvent id="e"/>
                    <sequenceFlow id="f1" sourceRef="s" targetRef="check"/>
                    <sequenceFlow id="f2" sourceRef="check" targetRef="split"/>
                    <sequenceFlow id="f3" sourceRef="split" targetRef="left"/>
                    <sequenceFlow id="f4" sourceRef="split" targetRef="right"/>
                    <sequenceFlow id="f5" sourceRef="left" targetRef="join"/>
                    <sequenceFlow id="f6" sourceRef="right" targetRef="join"/>
                    <sequenceFlow id="f7" sourceRef="join" targetRef="decide"/>
                    <sequenceFlow id="toWait" sourceRef="decide" targetRef="wait">
                      <conditionExpression xsi:type="tFormalExpression">amount &lt; 100</conditionExpression>
                    </sequenceFlow>
                    <sequenceFlow id="toReject" sourceRef="decide" targetRef="reject"/>
                    <sequenceFlow id="f8" sourceRef="wait" targetRef="e"/>
                  </process>
                </definitions>
                """);
        assertEquals("Order_handling", c.getName());
        List<String> flows = c.getControlFlows().stream()
                .map(f -> f.getSource().getName() + "->" + f.getTarget().getName()
                        + (f.getCondition() == null ? "" : " [" + f.getCondition() + "]")).toList();
        assertEquals(List.of("check->left", "check->right", "left->wait [amount < 100]", "left->reject [!((amount < 100))]",
                "right->wait [amount < 100]", "right->reject [!((amount < 100))]"), flows);
        Task wait = c.getTasks().stream().filter(t -> t.getName().equals("wait")).findFirst().orElseThrow();
        assertEquals("approved", ((ReceiveTask) wait).getMessage());
        assertEquals(StartCondition.ALL, wait.getStartCondition());
    }

    @Test
    void aMessageStartEventBecomesTheReceiveThatStartsTheInstance() throws Exception {
        Composition c = read(HEADER + """
                  <message id="m" name="order"/>
                  <process id="Shop">
                    <startEvent id="orderArrived"><messageEventDefinition messageRef="m"/></startEvent>
                    <scriptTask id="handle"/>
                    <sequenceFlow id="f" sourceRef="orderArrived" targetRef="handle"/>
                    <standardLoopCharacteristics/>
                  </process>
                </definitions>
                """.replace("<standardLoopCharacteristics/>", ""));
        ReceiveTask start = (ReceiveTask) c.getTasks().get(0);
        assertEquals("orderArrived", start.getName());
        assertEquals("order", start.getMessage());
        assertEquals(List.of("orderArrived->handle"), c.getControlFlows().stream()
                .map(f -> f.getSource().getName() + "->" + f.getTarget().getName()).toList());
    }

    @Test
    void unsupportedElementsAreListedByIdInOneError() {
        BpmnException e = assertThrows(BpmnException.class, () -> read(HEADER + """
                  <process id="P">
                    <startEvent id="s"><timerEventDefinition/></startEvent>
                    <userTask id="approve"/>
                    <inclusiveGateway id="g"/>
                    <scriptTask id="ok"/>
                  </process>
                </definitions>
                """));
        assertTrue(e.getMessage().startsWith("Tutti cannot import these BPMN elements: startEvent 's' (timerEventDefinition), "
                + "userTask 'approve', inclusiveGateway 'g' (supported: "), e.getMessage());
    }

    @Test
    void brokenFilesAreNamedClearly() {
        BpmnException notXml = assertThrows(BpmnException.class, () -> read("<definitions"));
        assertTrue(notXml.getMessage().startsWith("test.bpmn is not well-formed XML (line 1)"), notXml.getMessage());
        BpmnException notBpmn = assertThrows(BpmnException.class, () -> read("<html/>"));
        assertTrue(notBpmn.getMessage().contains("is not a BPMN 2.0 file"), notBpmn.getMessage());
        BpmnException twoProcesses = assertThrows(BpmnException.class,
                () -> read(HEADER + "<process id=\"a\"/><process id=\"b\"/></definitions>"));
        assertTrue(twoProcesses.getMessage().contains("2 processes"), twoProcesses.getMessage());
        BpmnException entity = assertThrows(BpmnException.class, () -> read(
                "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><definitions>&x;</definitions>"));
        assertFalse(entity.getMessage().contains("root:"), "no external entities are read");
    }

    @Test
    void anImportedSampleIsStillValid() throws Exception {
        Composition back = read(BpmnExporter.export(Samples.load("DAG")));
        assertEquals(List.of(), CompositionValidator.validate(back));
        ControlFlow first = back.getControlFlows().get(0);
        assertEquals("a", first.getSource().getName());
    }
}
