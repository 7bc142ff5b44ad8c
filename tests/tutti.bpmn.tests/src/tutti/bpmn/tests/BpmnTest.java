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

    /** Each control flow as {@code source->target [condition]}. */
    private static List<String> flows(Composition c) {
        return c.getControlFlows().stream().map(f -> f.getSource().getName() + "->" + f.getTarget().getName()
                + (f.getCondition() == null ? "" : " [" + f.getCondition() + "]")).toList();
    }

    /** Where a task added by a test is drawn: the editor gives every task its bounds. */
    private static tutti.model.composition.Bounds at(int x, int y, int width, int height) {
        tutti.model.composition.Bounds b = tutti.model.composition.CompositionFactory.eINSTANCE.createBounds();
        b.setX(x);
        b.setY(y);
        b.setWidth(width);
        b.setHeight(height);
        return b;
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
        assertEquals("OrderHandling", c.getName(), "a few words make a class name");
        List<String> flows = flows(c);
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
        assertEquals(List.of("orderArrived->handle"), flows(c));
    }

    @Test
    void unsupportedElementsBecomeStandInsCarryingAProblemThatNamesThem() throws Exception {
        BpmnImporter.Result r = readAll(HEADER + """
                  <process id="P">
                    <startEvent id="s"><signalEventDefinition/></startEvent>
                    <transaction id="approve"/>
                    <complexGateway id="g"/>
                    <scriptTask id="ok"/>
                    <sequenceFlow id="f1" sourceRef="s" targetRef="approve"/>
                    <sequenceFlow id="f2" sourceRef="approve" targetRef="g"/>
                    <sequenceFlow id="f3" sourceRef="g" targetRef="ok"/>
                  </process>
                </definitions>
                """, null);
        Composition c = r.composition();
        assertEquals(List.of("s->approve", "approve->g", "g->ok"), flows(c), "the stand-ins keep their place in the flow");
        assertEquals(List.of(
                "task 's': startEvent 's' cannot run in Tutti yet: a signal start event: start instances over the engine's API, "
                        + "or with a message start event (do what it says, then clear its import problem in the Properties view)",
                "task 'approve': transaction 'approve' has no equivalent in Tutti yet: Tutti does not compensate: draw its content "
                        + "as a subprocess, with error flows that undo what was done (do what it says, then clear its import "
                        + "problem in the Properties view)",
                "task 'g': complexGateway 'g' has no equivalent in Tutti yet: replace it with exclusive, inclusive or parallel "
                        + "gateways that say when to go on (do what it says, then clear its import problem in the Properties view)"),
                errors(c));
        assertTrue(r.notes().contains("kept complexGateway 'g' as the stand-in task g, marked with a problem: complexGateway 'g' "
                + "has no equivalent in Tutti yet: replace it with exclusive, inclusive or parallel gateways that say when to go on"),
                r.notes().toString());
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

    private static BpmnImporter.Result readAll(String xml, String processId) throws BpmnException {
        return BpmnImporter.importStream(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "test.bpmn", processId);
    }

    /** Two pools as other modelers draw them: lanes in the executable one, a partner pool, annotations and data. */
    private static final String COLLABORATION = HEADER + """
              <collaboration id="Collaboration_1">
                <participant id="Participant_Shop" name="Shop" processRef="Process_Shop"/>
                <participant id="Participant_Customer" name="Customer" processRef="Process_Customer"/>
                <messageFlow id="MessageFlow_1" sourceRef="Participant_Customer" targetRef="Participant_Shop"/>
              </collaboration>
              <itemDefinition id="Item_Amount" structureRef="xsd:int"/>
              <itemDefinition id="Item_Customer" structureRef="java.lang.String"/>
              <process id="Process_Shop" isExecutable="true">
                <laneSet id="LaneSet_1">
                  <lane id="Lane_Sales" name="Sales"><flowNodeRef>Activity_Check</flowNodeRef></lane>
                </laneSet>
                <property id="Property_Amount" name="amount" itemSubjectRef="Item_Amount"/>
                <ioSpecification id="IoSpec_1">
                  <dataInput id="DataInput_Customer" name="customer" itemSubjectRef="Item_Customer"/>
                  <inputSet id="InputSet_1"><dataInputRefs>DataInput_Customer</dataInputRefs></inputSet>
                </ioSpecification>
                <startEvent id="StartEvent_1"/>
                <scriptTask id="Activity_Check" name="Check order" scriptFormat="java"/>
                <scriptTask id="Activity_Ship" name="Ship the order to the customer as soon as it is paid"/>
                <scriptTask id="Activity_Check2" name="Check order"/>
                <dataObjectReference id="DataObjectReference_1" dataObjectRef="DataObject_1"/>
                <dataObject id="DataObject_1"/>
                <dataStoreReference id="DataStoreReference_1"/>
                <textAnnotation id="TextAnnotation_1"><text>Sales checks first</text></textAnnotation>
                <association id="Association_1" sourceRef="Activity_Check" targetRef="TextAnnotation_1"/>
                <group id="Group_1"/>
                <endEvent id="EndEvent_1"/>
                <sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Activity_Check"/>
                <sequenceFlow id="Flow_2" sourceRef="Activity_Check" targetRef="Activity_Ship"/>
                <sequenceFlow id="Flow_3" sourceRef="Activity_Ship" targetRef="Activity_Check2"/>
                <sequenceFlow id="Flow_4" sourceRef="Activity_Check2" targetRef="EndEvent_1"/>
              </process>
              <process id="Process_Customer" isExecutable="false">
                <task id="Activity_Order" name="Place order"/>
              </process>
            </definitions>
            """;

    @Test
    void aCollaborationImportsItsExecutableProcessAndListsTheOthers() throws Exception {
        BpmnImporter.Result r = readAll(COLLABORATION, null);
        Composition c = r.composition();
        assertEquals("Shop", c.getName(), "the pool's name names an unnamed process");
        assertEquals(List.of("checkOrder", "Activity_Ship", "checkOrder_2"), c.getTasks().stream().map(Task::getName).toList(),
                "a few words become camel case, a sentence gives way to the id, a second name gets a number");
        assertEquals(List.of("checkOrder->Activity_Ship", "Activity_Ship->checkOrder_2"), flows(c));
        assertEquals(List.of("'Process_Customer' (Customer)"), r.otherProcesses());
        BpmnImporter.Result other = readAll(COLLABORATION, "Process_Customer");
        assertEquals("Customer", other.composition().getName());
        assertEquals(List.of("placeOrder"), other.composition().getTasks().stream().map(Task::getName).toList());
        BpmnException none = assertThrows(BpmnException.class, () -> readAll(COLLABORATION, "Process_Nope"));
        assertEquals("the file holds no process 'Process_Nope' (processes: 'Process_Shop' (Shop), 'Process_Customer' (Customer))",
                none.getMessage());
        BpmnException two = assertThrows(BpmnException.class,
                () -> readAll(COLLABORATION.replace("isExecutable=\"false\"", "isExecutable=\"true\""), null));
        assertEquals("the file holds 2 processes, 2 of them executable: 'Process_Shop' (Shop), 'Process_Customer' (Customer); "
                + "choose one with --process ID, or import them all with --all", two.getMessage());
    }

    @Test
    void documentationOnlyElementsAreDroppedWithANoteAndDataBecomesInputs() throws Exception {
        BpmnImporter.Result r = readAll(COLLABORATION, null);
        assertEquals(List.of("dropped laneSet 'LaneSet_1': lanes only say who does the work",
                "dropped dataObjectReference 'DataObjectReference_1': data travels in parameters",
                "dropped dataObject 'DataObject_1': data travels in parameters",
                "dropped dataStoreReference 'DataStoreReference_1': data travels in parameters",
                "dropped textAnnotation 'TextAnnotation_1': an annotation is a comment",
                "dropped association 'Association_1': an association links a comment",
                "dropped group 'Group_1': a group only frames elements",
                "mapped property 'Property_Amount' to the optional input amount (int)",
                "mapped dataInput 'DataInput_Customer' to the optional input customer (String)"), r.notes());
        Composition c = r.composition();
        assertEquals(List.of("amount:int", "customer:String"), c.getInputs().stream()
                .map(p -> p.getName() + ":" + p.getType()).toList());
        assertFalse(c.getInputs().get(0).isRequired());
        assertEquals(List.of(), CompositionValidator.validate(c).stream().filter(p -> p.severity().name().equals("ERROR")).toList());
    }

    @Test
    void namesStayWhenTheyAreIdentifiersAlready() throws Exception {
        Composition c = read(HEADER + """
                  <process id="P" name="orders_v2">
                    <scriptTask id="t1" name="receive_Order"/>
                    <scriptTask id="t2" name="Prüfe Bestellung"/>
                    <scriptTask id="t3" name="  "/>
                  </process>
                </definitions>
                """);
        assertEquals("orders_v2", c.getName());
        assertEquals(List.of("receive_Order", "prufeBestellung", "t3"), c.getTasks().stream().map(Task::getName).toList());
    }

    @Test
    void aWhileLoopDrawnWithExclusiveGatewaysBecomesALoop() throws Exception {
        BpmnImporter.Result r = readAll(HEADER + """
                  <process id="Process_Loop" name="Count" isExecutable="true">
                    <startEvent id="StartEvent_1" name="Start"/>
                    <exclusiveGateway id="Gateway_Join"/>
                    <scriptTask id="Activity_Increment" name="Increment" scriptFormat="java"><script>i = i + 1;</script></scriptTask>
                    <exclusiveGateway id="Gateway_Again" default="Flow_Done"/>
                    <endEvent id="EndEvent_1"/>
                    <sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Gateway_Join"/>
                    <sequenceFlow id="Flow_2" sourceRef="Gateway_Join" targetRef="Activity_Increment"/>
                    <sequenceFlow id="Flow_3" sourceRef="Activity_Increment" targetRef="Gateway_Again"/>
                    <sequenceFlow id="Flow_Back" sourceRef="Gateway_Again" targetRef="Gateway_Join">
                      <conditionExpression xsi:type="tFormalExpression">i &lt; 3</conditionExpression>
                    </sequenceFlow>
                    <sequenceFlow id="Flow_Done" sourceRef="Gateway_Again" targetRef="EndEvent_1"/>
                  </process>
                </definitions>
                """, null);
        Composition c = r.composition();
        assertEquals(List.of("Start", "Increment", "EndEvent_1"), c.getTasks().stream().map(Task::getName).toList());
        assertEquals(List.of("Increment->Increment [i < 3]", "Start->Increment", "Increment->EndEvent_1 [!((i < 3))]"), flows(c),
                "the loop's exit is a flow to its end, taken when the flow back is not");
        assertEquals(StartCondition.ANY, c.getTasks().get(1).getStartCondition(), "the loop is entered on either flow");
        assertEquals(List.of("mapped startEvent 'StartEvent_1' to the task Start: the loop right after it needs a flow to enter it",
                "mapped endEvent 'EndEvent_1' to the empty task EndEvent_1: the loop's exit leads there"), r.notes());
        assertEquals(List.of(), CompositionValidator.validate(c).stream()
                .filter(p -> p.severity() == tutti.model.validation.Problem.Severity.ERROR).toList());
    }

    @Test
    void aMultiInstanceTaskOverAPropertyGetsItsListAndElementInputs() throws Exception {
        BpmnImporter.Result r = readAll(HEADER + """
                  <itemDefinition id="Item_Orders" structureRef="java.util.List"/>
                  <process id="Process_Batch" name="Batch" isExecutable="true">
                    <property id="Property_Orders" name="orders" itemSubjectRef="Item_Orders"/>
                    <startEvent id="StartEvent_1"/>
                    <scriptTask id="Activity_Ship" name="Ship order" scriptFormat="java">
                      <multiInstanceLoopCharacteristics isSequential="true">
                        <loopDataInputRef>Property_Orders</loopDataInputRef>
                        <inputDataItem id="DataInput_Order" name="order"/>
                      </multiInstanceLoopCharacteristics>
                      <script>System.out.println(order);</script>
                    </scriptTask>
                    <sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Activity_Ship"/>
                  </process>
                </definitions>
                """, null);
        Composition c = r.composition();
        Task ship = c.getTasks().get(0);
        assertEquals("orders", ship.getForEach().getListInput());
        assertEquals("order", ship.getForEach().getElementInput());
        assertFalse(ship.getForEach().isParallel());
        assertEquals(List.of("orders:java.util.List<Object>", "order:Object"), ship.getInputs().stream()
                .map(p -> p.getName() + ":" + p.getType()).toList());
        assertEquals(List.of("orders -> orders"), c.getDataFlows().stream()
                .map(d -> d.getSource().getName() + " -> " + d.getTarget().getName()).toList());
        assertEquals(List.of("mapped property 'Property_Orders' to the optional input orders (java.util.List<Object>)",
                "mapped the collection of multi-instance task 'shipOrder' to its input orders (java.util.List<Object>), fed by "
                        + "the composition input of that name; each element is order"), r.notes());
        assertEquals(List.of(), CompositionValidator.validate(c));
        Composition variable = readAll(HEADER + """
                  <process id="P"><scriptTask id="t"><multiInstanceLoopCharacteristics>
                    <loopDataInputRef>Nowhere</loopDataInputRef></multiInstanceLoopCharacteristics></scriptTask></process>
                </definitions>
                """, null).composition();
        assertEquals(List.of("Nowhere -> Nowhere"), variable.getDataFlows().stream()
                .map(d -> d.getSource().getName() + " -> " + d.getTarget().getName()).toList(),
                "a collection that is no property is a process variable: here the composition input of that name");
        assertEquals(List.of(), errors(variable));
    }

    @Test
    void peoplesTasksWaitForTheirDecisionAndOtherEnginesServicesStandIn() throws Exception {
        BpmnImporter.Result r = readAll(HEADER + """
                  <process id="Approval" isExecutable="true">
                    <userTask id="Activity_Approve" name="Approve order"/>
                    <manualTask id="Activity_Pack" name="Pack"/>
                    <businessRuleTask id="Activity_Rate" name="Rate risk"/>
                    <serviceTask id="Activity_Charge" name="Charge card" implementation="##WebService"/>
                    <sendTask id="Activity_Notify" name="Notify"/>
                    <sequenceFlow id="f1" sourceRef="Activity_Approve" targetRef="Activity_Pack"/>
                  </process>
                </definitions>
                """, null);
        Composition c = r.composition();
        ReceiveTask approve = (ReceiveTask) c.getTasks().get(0);
        assertEquals("approveOrder", approve.getMessage(), "a person's decision is a message named after the task");
        assertEquals("Pack", ((ReceiveTask) c.getTasks().get(1)).getMessage());
        assertEquals("LoopbackTask", c.getTasks().get(2).eClass().getName());
        assertEquals("LoopbackTask", c.getTasks().get(3).eClass().getName());
        assertEquals("ReplyTask", c.getTasks().get(4).eClass().getName());
        assertEquals(List.of(
                "mapped userTask 'Activity_Approve' to a Receive of message 'approveOrder': the person's decision arrives as "
                        + "that message (POST /instances/{id}/messages/approveOrder)",
                "mapped manualTask 'Activity_Pack' to a Receive of message 'Pack': the person's decision arrives as that message "
                        + "(POST /instances/{id}/messages/Pack)",
                "mapped businessRuleTask 'Activity_Rate' to a loopback stand-in: Tutti has no rule engine; make it a Java call "
                        + "or an HTTP call to the rules service",
                "mapped serviceTask 'Activity_Charge' to a loopback stand-in (its implementation ##WebService is another "
                        + "engine's): make it a Java call or an HTTP call",
                "mapped sendTask 'Activity_Notify' to a Reply to the instance's client: where else it sends is not known (an "
                        + "HTTP send names its URL: implementation=\"tutti:http\" and tutti:url)"), r.notes());
        Composition http = read(HEADER.replace("id=\"d\"", "xmlns:tutti=\"http://tutti.dev/bpmn/0.1\" id=\"d\"") + """
                  <process id="Notify" isExecutable="true">
                    <sendTask id="notify" implementation="tutti:http" tutti:url="http://localhost:9/hook" tutti:method="POST"/>
                  </process>
                </definitions>
                """);
        assertEquals("http://localhost:9/hook", ((tutti.model.composition.HttpCallTask) http.getTasks().get(0)).getUrl(),
                "a send task that names its URL is an HTTP call");
    }

    @Test
    void whereASnippetRunsRoundTripsAndAWrongValueIsNamed() throws Exception {
        Composition original = Samples.load("Sequential");
        ((tutti.model.composition.JavaSnippetTask) original.getTasks().get(0)).setRunsOn(
                tutti.model.composition.SnippetPlacement.INVOKERS);
        ((tutti.model.composition.JavaSnippetTask) original.getTasks().get(1)).setRunsOn(
                tutti.model.composition.SnippetPlacement.KERNEL);
        String xml = BpmnExporter.export(original);
        assertTrue(xml.contains("tutti:runsOn=\"INVOKERS\""), xml);
        assertTrue(xml.contains("tutti:runsOn=\"KERNEL\""), xml);
        assertEquals(2, xml.split("tutti:runsOn=", -1).length - 1, "AUTO, the default, is not written");
        Composition back = read(xml);
        assertTrue(EcoreUtil.equals(original, back), "differs after the round trip:\n" + xml);
        Composition wrong = read(xml.replace("tutti:runsOn=\"KERNEL\"", "tutti:runsOn=\"GPU\""));
        assertTrue(errors(wrong).get(0).startsWith("task 'step2': tutti:runsOn of task 'step2' is 'GPU': it is AUTO, KERNEL or "
                + "INVOKERS"), errors(wrong).toString());
    }

    @Test
    void failureFlowsAndRetriesRoundTripAsErrorBoundaryEvents() throws Exception {
        Composition original = Samples.load("Sequential");
        Task first = original.getTasks().get(0);
        tutti.model.composition.Retry retry = tutti.model.composition.CompositionFactory.eINSTANCE.createRetry();
        retry.setCount(4);
        retry.setInitialBackoffMillis(250);
        retry.setFactor(1.5);
        retry.setMaxBackoffMillis(2000);
        first.setRetry(retry);
        tutti.model.composition.JavaSnippetTask recover = tutti.model.composition.CompositionFactory.eINSTANCE.createJavaSnippetTask();
        recover.setName("recover");
        recover.setCode("");
        recover.setBounds(at(340, 160, 140, 70));
        original.getTasks().add(recover);
        ControlFlow failure = tutti.model.composition.CompositionFactory.eINSTANCE.createControlFlow();
        failure.setSource(first);
        failure.setTarget(recover);
        failure.setKind(tutti.model.composition.FlowKind.FAILURE);
        failure.setCondition("errorCode.equals(\"503\")");
        original.getControlFlows().add(failure);
        String xml = BpmnExporter.export(original);
        assertTrue(xml.contains("<boundaryEvent attachedToRef=\"" + first.getName() + "\" cancelActivity=\"true\" id=\"Boundary_failure_"
                + first.getName() + "\">"), xml);
        assertTrue(xml.contains("<errorEventDefinition/>"), xml);
        assertTrue(xml.contains("<tutti:retry count=\"4\" factor=\"1.5\" initialBackoffMillis=\"250\" maxBackoffMillis=\"2000\"/>"), xml);
        Composition back = assertReadsBackTheSame(original, xml);
        assertEquals(xml, BpmnExporter.export(back), "exporting again gives the same file");
    }

    @Test
    void anErrorBoundaryEventOfAnotherModelerBecomesAFailureFlowForItsCode() throws Exception {
        Composition c = read(HEADER + """
                  <error id="Error_stock" name="Out of stock" errorCode="OUT_OF_STOCK"/>
                  <process id="Order" isExecutable="true">
                    <startEvent id="start"/>
                    <scriptTask id="reserve" name="Reserve stock" scriptFormat="java"><script>reserved = true;</script></scriptTask>
                    <boundaryEvent id="noStock" attachedToRef="reserve"><errorEventDefinition errorRef="Error_stock"/></boundaryEvent>
                    <boundaryEvent id="anyError" attachedToRef="reserve"><errorEventDefinition/></boundaryEvent>
                    <scriptTask id="ship" name="ship"/>
                    <scriptTask id="backorder" name="backorder"/>
                    <scriptTask id="alert" name="alert"/>
                    <endEvent id="end"/>
                    <sequenceFlow id="f1" sourceRef="start" targetRef="reserve"/>
                    <sequenceFlow id="f2" sourceRef="reserve" targetRef="ship"/>
                    <sequenceFlow id="f3" sourceRef="noStock" targetRef="backorder"/>
                    <sequenceFlow id="f4" sourceRef="anyError" targetRef="alert"/>
                    <sequenceFlow id="f5" sourceRef="ship" targetRef="end"/>
                  </process>
                </definitions>
                """);
        assertEquals(List.of("reserveStock->ship", "reserveStock->backorder [\"OUT_OF_STOCK\".equals(errorCode)]", "reserveStock->alert"),
                flows(c));
        assertEquals(List.of(tutti.model.composition.FlowKind.NORMAL, tutti.model.composition.FlowKind.FAILURE,
                tutti.model.composition.FlowKind.FAILURE), c.getControlFlows().stream().map(ControlFlow::getKind).toList());
        assertEquals(List.of(), CompositionValidator.validate(c).stream().filter(p -> p.severity()
                == tutti.model.validation.Problem.Severity.ERROR).toList());
        Composition late = read(HEADER + """
                  <process id="P">
                    <scriptTask id="work"/>
                    <boundaryEvent id="late" attachedToRef="work" cancelActivity="false"><errorEventDefinition/></boundaryEvent>
                  </process>
                </definitions>
                """);
        assertEquals(List.of("work->late"), flows(late), "the stand-in of the boundary event hangs off its activity");
        assertTrue(errors(late).get(0).startsWith("task 'late': boundaryEvent 'late' cannot run in Tutti yet: a non-interrupting "
                + "error boundary event, which BPMN does not allow"), errors(late).toString());
    }

    @Test
    void terminateAndErrorEndsRoundTripAndImportFromOtherModelers() throws Exception {
        Composition original = Samples.load("Sequential");
        tutti.model.composition.CompositionFactory f = tutti.model.composition.CompositionFactory.eINSTANCE;
        Task last = original.getTasks().get(4);
        tutti.model.composition.ErrorEndTask tooBig = f.createErrorEndTask();
        tooBig.setName("tooBig");
        tooBig.setErrorCode("TOO_BIG");
        tooBig.setErrorMessage("the result is over 100");
        tutti.model.composition.TerminateEndTask stop = f.createTerminateEndTask();
        stop.setName("stop");
        for (Task end : List.of(tooBig, stop)) {
            end.setBounds(at(end == stop ? 880 : 1060, 160, 36, 36));
            original.getTasks().add(end);
            ControlFlow to = f.createControlFlow();
            to.setSource(last);
            to.setTarget(end);
            to.setCondition(end == stop ? "next < 0" : "next > 100");
            original.getControlFlows().add(to);
        }
        assertEquals(List.of(), CompositionValidator.validate(original));
        String xml = BpmnExporter.export(original);
        assertTrue(xml.contains("<error errorCode=\"TOO_BIG\" id=\"Error_tooBig\" name=\"the result is over 100\"/>"), xml);
        assertTrue(xml.contains("<errorEventDefinition errorRef=\"Error_tooBig\"/>"), xml);
        assertTrue(xml.contains("<terminateEventDefinition/>"), xml);
        Composition back = assertReadsBackTheSame(original, xml);
        assertEquals(xml, BpmnExporter.export(back), "exporting again gives the same file");

        Composition other = read(HEADER + """
                  <error id="Error_1" name="Payment refused" errorCode="PAYMENT_REFUSED"/>
                  <process id="Pay" isExecutable="true">
                    <startEvent id="start"/>
                    <scriptTask id="charge" name="charge"/>
                    <exclusiveGateway id="ok" default="yes"/>
                    <endEvent id="refused" name="Refused"><errorEventDefinition errorRef="Error_1"/></endEvent>
                    <endEvent id="cancel" name="Cancelled"><terminateEventDefinition/></endEvent>
                    <endEvent id="end"/>
                    <sequenceFlow id="f1" sourceRef="start" targetRef="charge"/>
                    <sequenceFlow id="f2" sourceRef="charge" targetRef="ok"/>
                    <sequenceFlow id="f3" sourceRef="ok" targetRef="refused"><conditionExpression>declined</conditionExpression></sequenceFlow>
                    <sequenceFlow id="f4" sourceRef="ok" targetRef="cancel"><conditionExpression>cancelled</conditionExpression></sequenceFlow>
                    <sequenceFlow id="yes" sourceRef="ok" targetRef="end"/>
                  </process>
                </definitions>
                """);
        assertEquals(List.of("charge->Refused [declined]", "charge->Cancelled [!((declined)) && cancelled]"), flows(other),
                "an exclusive gateway takes the first flow whose condition holds");
        tutti.model.composition.ErrorEndTask refused = (tutti.model.composition.ErrorEndTask) other.getTasks().stream()
                .filter(t -> t.getName().equals("Refused")).findFirst().orElseThrow();
        assertEquals("PAYMENT_REFUSED", refused.getErrorCode());
        assertEquals("Payment refused", refused.getErrorMessage());
        assertTrue(other.getTasks().stream().anyMatch(t -> t instanceof tutti.model.composition.TerminateEndTask));
    }

    @Test
    void timersRoundTripAsTimerCatchEventsAndImportFromOtherModelers() throws Exception {
        Composition original = Samples.load("Sequential");
        tutti.model.composition.CompositionFactory f = tutti.model.composition.CompositionFactory.eINSTANCE;
        tutti.model.composition.TimerTask pause = f.createTimerTask();
        pause.setName("pause");
        pause.setDuration("PT5M");
        pause.setBounds(at(880, 160, 36, 36));
        original.getTasks().add(pause);
        ControlFlow to = f.createControlFlow();
        to.setSource(original.getTasks().get(4));
        to.setTarget(pause);
        original.getControlFlows().add(to);
        String xml = BpmnExporter.export(original);
        assertTrue(xml.contains("<timeDuration xsi:type=\"tFormalExpression\">PT5M</timeDuration>"), xml);
        assertReadsBackTheSame(original, xml);

        Composition other = read(HEADER + """
                  <process id="Remind" isExecutable="true">
                    <startEvent id="start"/>
                    <intermediateCatchEvent id="wait" name="Wait a day"><timerEventDefinition><timeDuration>P1D</timeDuration></timerEventDefinition></intermediateCatchEvent>
                    <intermediateCatchEvent id="xmas" name="xmas"><timerEventDefinition><timeDate>2026-12-24T18:00:00Z</timeDate></timerEventDefinition></intermediateCatchEvent>
                    <scriptTask id="remind" name="remind"/>
                    <sequenceFlow id="f1" sourceRef="start" targetRef="wait"/>
                    <sequenceFlow id="f2" sourceRef="wait" targetRef="xmas"/>
                    <sequenceFlow id="f3" sourceRef="xmas" targetRef="remind"/>
                  </process>
                </definitions>
                """);
        assertEquals(List.of("waitADay->xmas", "xmas->remind"), flows(other));
        assertEquals("P1D", ((tutti.model.composition.TimerTask) other.getTasks().get(0)).getDuration());
        assertEquals("2026-12-24T18:00:00Z", ((tutti.model.composition.TimerTask) other.getTasks().get(1)).getUntil());
    }

    @Test
    void inclusiveGatewaysSplitOnEachConditionAndJoinWhatWasTakenAndLinksArePlainFlows() throws Exception {
        Composition c = read(HEADER + """
                  <process id="Options" isExecutable="true">
                    <startEvent id="start"/>
                    <scriptTask id="order" name="order"/>
                    <inclusiveGateway id="split" default="plain"/>
                    <scriptTask id="wrap" name="wrap"/>
                    <scriptTask id="engrave" name="engrave"/>
                    <scriptTask id="pack" name="pack"/>
                    <inclusiveGateway id="join"/>
                    <intermediateThrowEvent id="toShipping"><linkEventDefinition name="shipping"/></intermediateThrowEvent>
                    <intermediateCatchEvent id="fromPacking"><linkEventDefinition name="shipping"/></intermediateCatchEvent>
                    <scriptTask id="ship" name="ship"/>
                    <sequenceFlow id="f1" sourceRef="start" targetRef="order"/>
                    <sequenceFlow id="f2" sourceRef="order" targetRef="split"/>
                    <sequenceFlow id="gift" sourceRef="split" targetRef="wrap"><conditionExpression>gift</conditionExpression></sequenceFlow>
                    <sequenceFlow id="name" sourceRef="split" targetRef="engrave"><conditionExpression>engraving != null</conditionExpression></sequenceFlow>
                    <sequenceFlow id="plain" sourceRef="split" targetRef="pack"/>
                    <sequenceFlow id="f3" sourceRef="wrap" targetRef="join"/>
                    <sequenceFlow id="f4" sourceRef="engrave" targetRef="join"/>
                    <sequenceFlow id="f5" sourceRef="pack" targetRef="join"/>
                    <sequenceFlow id="f6" sourceRef="join" targetRef="toShipping"/>
                    <sequenceFlow id="f7" sourceRef="fromPacking" targetRef="ship"/>
                  </process>
                </definitions>
                """);
        assertEquals(List.of("order->wrap [gift]", "order->engrave [engraving != null]", "order->pack [!((gift) || (engraving != null))]",
                "wrap->ship", "engrave->ship", "pack->ship"), flows(c));
        Task ship = c.getTasks().stream().filter(t -> t.getName().equals("ship")).findFirst().orElseThrow();
        assertEquals(StartCondition.ALL, ship.getStartCondition(), "the join waits for the branches taken; the others die");
        assertEquals(List.of("order", "wrap", "engrave", "pack", "ship"), c.getTasks().stream().map(Task::getName).toList(),
                "the link events are no tasks");
        Composition nowhere = read(HEADER + """
                  <process id="P">
                    <scriptTask id="a"/>
                    <intermediateThrowEvent id="away"><linkEventDefinition name="lost"/></intermediateThrowEvent>
                    <sequenceFlow id="f" sourceRef="a" targetRef="away"/>
                  </process>
                </definitions>
                """);
        assertTrue(errors(nowhere).get(0).startsWith("task 'a': link throw event 'away' goes to link 'lost', which no link catch "
                + "event of the process has"), errors(nowhere).toString());
    }

    @Test
    void expressionLanguageConditionsBecomeJavaWithTheLanguagesCoercionsAndProseIsAProblem() throws Exception {
        Composition c = read(HEADER + """
                  <process id="Approve" isExecutable="true">
                    <startEvent id="start"/>
                    <scriptTask id="check" name="check"/>
                    <scriptTask id="small" name="small"/>
                    <scriptTask id="ok" name="ok"/>
                    <scriptTask id="vip" name="vip"/>
                    <scriptTask id="eur" name="eur"/>
                    <sequenceFlow id="f0" sourceRef="start" targetRef="check"/>
                    <sequenceFlow id="f1" sourceRef="check" targetRef="small"><conditionExpression>${amount lt 100}</conditionExpression></sequenceFlow>
                    <sequenceFlow id="f2" sourceRef="check" targetRef="ok"><conditionExpression>#{approved}</conditionExpression></sequenceFlow>
                    <sequenceFlow id="f3" sourceRef="check" targetRef="vip"><conditionExpression>${not (approved or count ge 3)}</conditionExpression></sequenceFlow>
                    <sequenceFlow id="f4" sourceRef="check" targetRef="eur"><conditionExpression>${currency == 'EUR'}</conditionExpression></sequenceFlow>
                  </process>
                </definitions>
                """);
        assertEquals(List.of("check->small [tutti.runtime.El.lt(amount, 100)]", "check->ok [tutti.runtime.El.bool(approved)]",
                "check->vip [!(tutti.runtime.El.bool(approved) || tutti.runtime.El.ge(count, 3))]",
                "check->eur [tutti.runtime.El.eq(currency, \"EUR\")]"), flows(c), "variables nothing declares are compared "
                        + "as the expression language compares them");
        assertEquals(List.of("amount", "approved", "count", "currency"), c.getTasks().get(0).getInputs().stream()
                .map(p -> p.getName()).toList(), "the task the conditions leave from gets the variables they read");
        assertEquals(List.of(), errors(c));
        Composition prose = read(HEADER + """
                  <process id="Vacation" isExecutable="true">
                    <scriptTask id="decide" name="decide"/>
                    <scriptTask id="book" name="book"/>
                    <sequenceFlow id="f1" sourceRef="decide" targetRef="book"><conditionExpression>Vacation Approval = "Approved"</conditionExpression></sequenceFlow>
                  </process>
                </definitions>
                """);
        assertEquals(List.of("control flow 'decide' -> 'book': the condition of sequence flow 'f1' 'Vacation Approval = "
                + "\"Approved\"' is prose, not an expression: write it as one, e.g. ${approval == 'Approved'} or in Java (do what "
                + "it says, then clear its import problem in the Properties view)"), errors(prose));
    }

    @Test
    void timeoutFlowsRoundTripAsTimerBoundaryEventsAndImportFromOtherModelers() throws Exception {
        Composition original = Samples.load("Benchmark");
        Task receive = original.getTasks().stream().filter(t -> t instanceof ReceiveTask r && !r.getName().equals("receiveOrder"))
                .findFirst().orElseThrow();
        tutti.model.composition.JavaSnippetTask escalate = tutti.model.composition.CompositionFactory.eINSTANCE.createJavaSnippetTask();
        escalate.setName("escalate");
        escalate.setCode("");
        escalate.setBounds(at(700, 300, 140, 70));
        original.getTasks().add(escalate);
        ControlFlow timeout = tutti.model.composition.CompositionFactory.eINSTANCE.createControlFlow();
        timeout.setSource(receive);
        timeout.setTarget(escalate);
        timeout.setKind(tutti.model.composition.FlowKind.TIMEOUT);
        timeout.setTimeout("PT10M");
        original.getControlFlows().add(timeout);
        String xml = BpmnExporter.export(original);
        assertTrue(xml.contains("<boundaryEvent attachedToRef=\"" + receive.getName() + "\" cancelActivity=\"true\" id=\"Boundary_timeout_"
                + receive.getName() + "\">"), xml);
        assertReadsBackTheSame(original, xml);

        Composition other = approvalWithATimer(true, "P2D");
        assertEquals(List.of("approve->book", "approve->remind", "start->approve"), flows(other),
                "the start event leads into the person's task, which then waits for the decision");
        assertEquals(tutti.model.composition.FlowKind.TIMEOUT, other.getControlFlows().get(1).getKind());
        assertEquals("P2D", other.getControlFlows().get(1).getTimeout());
    }

    @Test
    void reminderFlowsRoundTripAsNonInterruptingTimersAndImportFromOtherModelers() throws Exception {
        Composition original = Samples.load("Benchmark");
        Task receive = original.getTasks().stream().filter(t -> t instanceof ReceiveTask r && !r.getName().equals("receiveOrder"))
                .findFirst().orElseThrow();
        for (String when : List.of("PT1H", "P1D")) {
            tutti.model.composition.JavaSnippetTask remind = tutti.model.composition.CompositionFactory.eINSTANCE.createJavaSnippetTask();
            remind.setName("remind" + when.length());
            remind.setCode("");
            remind.setBounds(at(700, 300 + 100 * when.length(), 140, 70));
            original.getTasks().add(remind);
            ControlFlow reminder = tutti.model.composition.CompositionFactory.eINSTANCE.createControlFlow();
            reminder.setSource(receive);
            reminder.setTarget(remind);
            reminder.setKind(tutti.model.composition.FlowKind.REMINDER);
            reminder.setTimeout(when);
            original.getControlFlows().add(reminder);
        }
        String xml = BpmnExporter.export(original);
        assertTrue(xml.contains("<boundaryEvent attachedToRef=\"" + receive.getName() + "\" cancelActivity=\"false\" id=\"Boundary_reminder_"
                + receive.getName() + "\">"), xml);
        assertTrue(xml.contains("id=\"Boundary_reminder_" + receive.getName() + "_2\""), "one timer per duration: " + xml);
        assertReadsBackTheSame(original, xml);

        Composition other = approvalWithATimer(false, "P1D");
        assertEquals(List.of("approve->book", "approve->remind", "start->approve"), flows(other));
        assertEquals(tutti.model.composition.FlowKind.REMINDER, other.getControlFlows().get(1).getKind(),
                "the person is reminded while the decision is still awaited");
        assertEquals("P1D", other.getControlFlows().get(1).getTimeout());
        assertEquals(List.of(), errors(other));
    }

    /** What export wrote, imported again, is the composition exported. */
    private static Composition assertReadsBackTheSame(Composition original, String xml) throws Exception {
        Composition back = read(xml);
        assertTrue(EcoreUtil.equals(original, back), "differs after the round trip:\n"
                + new String(CompositionFiles.toBytes(back), StandardCharsets.UTF_8) + "\nfrom\n" + xml);
        return back;
    }

    /** A person's approval with a timer on it, as another modeler draws it: a timeout, or a reminder if not interrupting. */
    private static Composition approvalWithATimer(boolean interrupting, String duration) throws Exception {
        return read(HEADER + """
                  <process id="Approval" isExecutable="true">
                    <startEvent id="start"/>
                    <userTask id="approve" name="approve"/>
                    <boundaryEvent id="timer" attachedToRef="approve" cancelActivity="%s"><timerEventDefinition><timeDuration>%s</timeDuration></timerEventDefinition></boundaryEvent>
                    <scriptTask id="book" name="book"/>
                    <scriptTask id="remind" name="remind"/>
                    <sequenceFlow id="f1" sourceRef="start" targetRef="approve"/>
                    <sequenceFlow id="f2" sourceRef="approve" targetRef="book"/>
                    <sequenceFlow id="f3" sourceRef="timer" targetRef="remind"/>
                  </process>
                </definitions>
                """.formatted(interrupting, duration));
    }

    private static List<String> errors(Composition c) {
        return CompositionValidator.validate(c).stream().filter(p -> p.severity() == tutti.model.validation.Problem.Severity.ERROR)
                .map(Object::toString).toList();
    }

    private static String kinds(Composition c) {
        return String.join(", ", c.getControlFlows().stream().map(f -> f.getSource().getName() + "->" + f.getTarget().getName()
                + " " + f.getKind() + (f.getTimeout() == null ? "" : " " + f.getTimeout())
                + (f.getCondition() == null ? "" : " [" + f.getCondition() + "]")).toList());
    }

    /** An offer that waits for the first of two answers, or a reminder after a day, as other modelers draw it. */
    static final String EVENT_GATEWAY = HEADER + """
              <message id="Message_Accepted" name="accepted"/>
              <message id="Message_Declined" name="declined"/>
              <process id="Offer" name="Offer" isExecutable="true">
                <startEvent id="StartEvent_1"/>
                <scriptTask id="Activity_Send" name="Send offer"/>
                <eventBasedGateway id="Gateway_Answer" name="Wait for answer"/>
                <intermediateCatchEvent id="Event_Accepted" name="Accepted">
                  <messageEventDefinition messageRef="Message_Accepted"/>
                </intermediateCatchEvent>
                <intermediateCatchEvent id="Event_Declined" name="Declined">
                  <messageEventDefinition messageRef="Message_Declined"/>
                </intermediateCatchEvent>
                <intermediateCatchEvent id="Event_Day" name="A day later">
                  <timerEventDefinition><timeDuration xsi:type="tFormalExpression">P1D</timeDuration></timerEventDefinition>
                </intermediateCatchEvent>
                <scriptTask id="Activity_Ship" name="Ship"/>
                <scriptTask id="Activity_Archive" name="Archive"/>
                <scriptTask id="Activity_Remind" name="Remind"/>
                <endEvent id="EndEvent_1"/>
                <sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Activity_Send"/>
                <sequenceFlow id="Flow_2" sourceRef="Activity_Send" targetRef="Gateway_Answer"/>
                <sequenceFlow id="Flow_3" sourceRef="Gateway_Answer" targetRef="Event_Accepted"/>
                <sequenceFlow id="Flow_4" sourceRef="Gateway_Answer" targetRef="Event_Declined"/>
                <sequenceFlow id="Flow_5" sourceRef="Gateway_Answer" targetRef="Event_Day"/>
                <sequenceFlow id="Flow_6" sourceRef="Event_Accepted" targetRef="Activity_Ship"/>
                <sequenceFlow id="Flow_7" sourceRef="Event_Declined" targetRef="Activity_Archive"/>
                <sequenceFlow id="Flow_8" sourceRef="Event_Day" targetRef="Activity_Remind"/>
                <sequenceFlow id="Flow_9" sourceRef="Activity_Ship" targetRef="EndEvent_1"/>
              </process>
            </definitions>
            """;

    @Test
    void anEventBasedGatewayBecomesAReceiveOfTheFirstOfItsMessagesWithItsTimerAsTimeout() throws Exception {
        BpmnImporter.Result r = readAll(EVENT_GATEWAY, null);
        Composition c = r.composition();
        assertEquals(List.of("sendOffer", "waitForAnswer", "Ship", "Archive", "Remind"),
                c.getTasks().stream().map(Task::getName).toList());
        ReceiveTask choice = (ReceiveTask) c.getTasks().get(1);
        assertEquals("accepted, declined", choice.getMessage());
        assertEquals("message", choice.getOutputs().get(0).getName());
        assertEquals("sendOffer->waitForAnswer NORMAL, waitForAnswer->Ship NORMAL [message.equals(\"accepted\")], "
                + "waitForAnswer->Archive NORMAL [message.equals(\"declined\")], waitForAnswer->Remind TIMEOUT P1D", kinds(c));
        assertTrue(r.notes().contains("mapped eventBasedGateway 'Gateway_Answer' to the Receive waitForAnswer of the first of "
                + "accepted, declined (its output 'message' names the one that came), or its timeout"), r.notes().toString());
        assertEquals(List.of(), errors(c));
        // Exported and read back, it stays the same composition (other tools see a receive task of the first message).
        String xml = BpmnExporter.export(c);
        assertTrue(xml.contains("tutti:messages=\"accepted, declined\""), xml);
        Composition back = read(xml);
        assertEquals(kinds(c), kinds(back));
        assertEquals(xml, BpmnExporter.export(back), "exporting again gives the same file");
    }

    /** An order whose fulfilment is an embedded subprocess; any error in it is handled by a refund. */
    static final String SUBPROCESS = HEADER + """
              <error id="Error_Stock" name="Out of stock" errorCode="OUT_OF_STOCK"/>
              <escalation id="Escalation_Big" name="Big order" escalationCode="BIG"/>
              <process id="Order" name="Order" isExecutable="true">
                <startEvent id="StartEvent_1"/>
                <subProcess id="Sub_Fulfil" name="Fulfil">
                  <startEvent id="Sub_Start"/>
                  <scriptTask id="Activity_Reserve" name="Reserve" scriptFormat="java"><script></script></scriptTask>
                  <exclusiveGateway id="Gateway_Stock" default="Flow_InStock"/>
                  <endEvent id="Sub_NoStock"><errorEventDefinition errorRef="Error_Stock"/></endEvent>
                  <intermediateThrowEvent id="Sub_Big"><escalationEventDefinition escalationRef="Escalation_Big"/></intermediateThrowEvent>
                  <scriptTask id="Activity_Charge" name="Charge" scriptFormat="java"><script>throw new tutti.runtime.TaskError("PAYMENT", "card declined");</script></scriptTask>
                  <endEvent id="Sub_End"/>
                  <sequenceFlow id="Flow_S1" sourceRef="Sub_Start" targetRef="Activity_Reserve"/>
                  <sequenceFlow id="Flow_S2" sourceRef="Activity_Reserve" targetRef="Gateway_Stock"/>
                  <sequenceFlow id="Flow_NoStock" sourceRef="Gateway_Stock" targetRef="Sub_NoStock">
                    <conditionExpression xsi:type="tFormalExpression">${false}</conditionExpression>
                  </sequenceFlow>
                  <sequenceFlow id="Flow_InStock" sourceRef="Gateway_Stock" targetRef="Sub_Big"/>
                  <sequenceFlow id="Flow_S3" sourceRef="Sub_Big" targetRef="Activity_Charge"/>
                  <sequenceFlow id="Flow_S4" sourceRef="Activity_Charge" targetRef="Sub_End"/>
                </subProcess>
                <boundaryEvent id="Boundary_Error" attachedToRef="Sub_Fulfil"><errorEventDefinition/></boundaryEvent>
                <boundaryEvent id="Boundary_Big" attachedToRef="Sub_Fulfil" cancelActivity="false">
                  <escalationEventDefinition escalationRef="Escalation_Big"/>
                </boundaryEvent>
                <scriptTask id="Activity_Confirm" name="Confirm" scriptFormat="java"><script></script></scriptTask>
                <scriptTask id="Activity_Refund" name="Refund" scriptFormat="java"><script></script></scriptTask>
                <scriptTask id="Activity_Notify" name="Tell the manager" scriptFormat="java"><script></script></scriptTask>
                <endEvent id="EndEvent_1"/>
                <sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Sub_Fulfil"/>
                <sequenceFlow id="Flow_2" sourceRef="Sub_Fulfil" targetRef="Activity_Confirm"/>
                <sequenceFlow id="Flow_3" sourceRef="Boundary_Error" targetRef="Activity_Refund"/>
                <sequenceFlow id="Flow_4" sourceRef="Boundary_Big" targetRef="Activity_Notify"/>
                <sequenceFlow id="Flow_5" sourceRef="Activity_Confirm" targetRef="EndEvent_1"/>
              </process>
            </definitions>
            """;

    @Test
    void anEmbeddedSubprocessIsFlattenedAndItsErrorBoundaryCatchesEveryTaskAndErrorEndInIt() throws Exception {
        BpmnImporter.Result r = readAll(SUBPROCESS, null);
        Composition c = r.composition();
        assertEquals(List.of("Reserve", "Charge", "Confirm", "Refund", "tellTheManager"), c.getTasks().stream().map(Task::getName).toList());
        assertEquals("Reserve->Refund NORMAL [false], Reserve->tellTheManager NORMAL [!((false))], "
                + "Reserve->Charge NORMAL [!((false))], Charge->Confirm NORMAL, Reserve->Refund FAILURE, Charge->Refund FAILURE",
                kinds(c), "the caught error end and escalation go on along their boundary events' flows (the non-interrupting "
                        + "escalation also along its own), the tasks inside get failure flows to the error's handler");
        assertEquals(List.of(), errors(c));
    }

    @Test
    void signalsTimerStartsMessageBoundariesAndEscalationsFromOtherModelers() throws Exception {
        BpmnImporter.Result r = readAll(HEADER + """
                  <signal id="Signal_Go" name="go"/>
                  <message id="Message_Cancel" name="cancel"/>
                  <escalation id="Escalation_Late" escalationCode="LATE"/>
                  <process id="Signals" isExecutable="true">
                    <startEvent id="Start_Timer"><timerEventDefinition><timeDuration>PT1S</timeDuration></timerEventDefinition></startEvent>
                    <intermediateCatchEvent id="Catch_Go" name="Wait for go"><signalEventDefinition signalRef="Signal_Go"/></intermediateCatchEvent>
                    <userTask id="Activity_Approve" name="approve"/>
                    <boundaryEvent id="Boundary_Cancel" attachedToRef="Activity_Approve"><messageEventDefinition messageRef="Message_Cancel"/></boundaryEvent>
                    <callActivity id="Activity_Call" name="call" calledElement="Other"/>
                    <boundaryEvent id="Boundary_Late" attachedToRef="Activity_Call"><escalationEventDefinition escalationRef="Escalation_Late"/></boundaryEvent>
                    <intermediateThrowEvent id="Throw_Done" name="done"><signalEventDefinition signalRef="Signal_Go"/></intermediateThrowEvent>
                    <scriptTask id="Activity_Cancelled" name="cancelled"/>
                    <scriptTask id="Activity_Late" name="late"/>
                    <endEvent id="End_Late"><escalationEventDefinition escalationRef="Escalation_Late"/></endEvent>
                    <sequenceFlow id="f1" sourceRef="Start_Timer" targetRef="Catch_Go"/>
                    <sequenceFlow id="f2" sourceRef="Catch_Go" targetRef="Activity_Approve"/>
                    <sequenceFlow id="f3" sourceRef="Activity_Approve" targetRef="Activity_Call"/>
                    <sequenceFlow id="f4" sourceRef="Boundary_Cancel" targetRef="Activity_Cancelled"/>
                    <sequenceFlow id="f5" sourceRef="Activity_Call" targetRef="Throw_Done"/>
                    <sequenceFlow id="f6" sourceRef="Boundary_Late" targetRef="Activity_Late"/>
                    <sequenceFlow id="f7" sourceRef="Activity_Late" targetRef="End_Late"/>
                  </process>
                </definitions>
                """, null);
        Composition c = r.composition();
        assertEquals("TimerTask", c.getTasks().get(0).eClass().getName());
        assertEquals("PT1S", ((tutti.model.composition.TimerTask) c.getTasks().get(0)).getDuration());
        assertEquals("go", ((ReceiveTask) c.getTasks().get(1)).getMessage(), "a signal catch waits like a Receive");
        ReceiveTask approve = (ReceiveTask) c.getTasks().get(2);
        assertEquals("approve, cancel", approve.getMessage(), "the message boundary event is a second message it may take");
        tutti.model.composition.SignalTask done = (tutti.model.composition.SignalTask) c.getTasks().stream()
                .filter(t -> t.getName().equals("done")).findFirst().orElseThrow();
        assertEquals("go", done.getSignal());
        tutti.model.composition.ErrorEndTask end = (tutti.model.composition.ErrorEndTask) c.getTasks().stream()
                .filter(t -> t instanceof tutti.model.composition.ErrorEndTask).findFirst().orElseThrow();
        assertEquals("LATE", end.getErrorCode());
        assertEquals("Start_Timer->waitForGo NORMAL, waitForGo->approve NORMAL, approve->call NORMAL [message.equals(\"approve\")], "
                + "approve->cancelled NORMAL [message.equals(\"cancel\")], call->done NORMAL, "
                + "call->late FAILURE [\"LATE\".equals(errorCode)], late->End_Late NORMAL", kinds(c));
        assertEquals(List.of(), errors(c));
        String notes = String.join("\n", r.notes());
        assertTrue(notes.contains("mapped timer startEvent 'Start_Timer' to the Timer task Start_Timer"), notes);
        assertTrue(notes.contains("mapped intermediateCatchEvent 'Catch_Go' to a Receive of signal go"), notes);
        assertTrue(notes.contains("mapped endEvent 'End_Late' to an error end with code LATE"), notes);

        List<String> kept = errors(read(HEADER + """
                  <process id="P" isExecutable="true">
                    <subProcess id="Sub"><startEvent id="s"/></subProcess>
                    <boundaryEvent id="t" attachedToRef="Sub"><timerEventDefinition><timeDuration>PT1M</timeDuration></timerEventDefinition></boundaryEvent>
                    <serviceTask id="svc"/>
                    <boundaryEvent id="m" attachedToRef="svc"><messageEventDefinition/></boundaryEvent>
                    <eventBasedGateway id="g"/>
                    <scriptTask id="x"/>
                    <sequenceFlow id="f" sourceRef="g" targetRef="x"/>
                  </process>
                </definitions>
                """));
        assertTrue(kept.stream().anyMatch(p -> p.startsWith("task 't': boundaryEvent 't' cannot run in Tutti yet: a timer on an "
                + "embedded subprocess")), kept.toString());
        assertTrue(kept.stream().anyMatch(p -> p.startsWith("task 'm': boundaryEvent 'm' cannot run in Tutti yet: a message "
                + "boundary event on a serviceTask")), kept.toString());
        assertTrue(kept.stream().anyMatch(p -> p.startsWith("task 'g': eventBasedGateway 'g' cannot run in Tutti yet: it leads to "
                + "'x': only message, signal and timer catch events and receive tasks may follow it")), kept.toString());
    }

    @Test
    void signalTasksAndChoicesOfMessagesRoundTrip() throws Exception {
        Composition original = Samples.load("Sequential");
        tutti.model.composition.CompositionFactory f = tutti.model.composition.CompositionFactory.eINSTANCE;
        tutti.model.composition.SignalTask go = f.createSignalTask();
        go.setName("announce");
        go.setSignal("ready");
        go.setBounds(at(880, 160, 36, 36));
        tutti.model.composition.Parameter in = f.createParameter();
        in.setName("n");
        in.setType("int");
        go.getInputs().add(in);
        original.getTasks().add(go);
        ControlFlow to = f.createControlFlow();
        to.setSource(original.getTasks().get(4));
        to.setTarget(go);
        original.getControlFlows().add(to);
        String xml = BpmnExporter.export(original);
        assertTrue(xml.contains("<signal id=\"Signal_ready\" name=\"ready\"/>"), xml);
        assertTrue(xml.contains("<signalEventDefinition signalRef=\"Signal_ready\"/>"), xml);
        Composition back = assertReadsBackTheSame(original, xml);
        assertEquals(xml, BpmnExporter.export(back), "exporting again gives the same file");
    }
}
