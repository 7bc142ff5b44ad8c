package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tutti.bpmn.tests.BpmnXml.HEADER;
import static tutti.bpmn.tests.BpmnXml.errors;
import static tutti.bpmn.tests.BpmnXml.flows;
import static tutti.bpmn.tests.BpmnXml.read;
import static tutti.bpmn.tests.BpmnXml.readAll;

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
    void whereACallRunsRoundTripsForJavaCallsAndLoopbacks() throws Exception {
        Composition original = Samples.load("PatternSequential");
        tutti.model.composition.LoopbackTask pinned = (tutti.model.composition.LoopbackTask) original.getTasks().stream()
                .filter(t -> t instanceof tutti.model.composition.LoopbackTask).findFirst().orElseThrow();
        pinned.setRunsOn(tutti.model.composition.SnippetPlacement.INVOKERS);
        tutti.model.composition.JavaCallTask call = tutti.test.support.Build.F.createJavaCallTask();
        call.setName("max");
        call.setClassName("Math");
        call.setMethodName("max");
        call.setRunsOn(tutti.model.composition.SnippetPlacement.KERNEL);
        original.getTasks().add(call);
        String xml = BpmnExporter.export(original);
        assertEquals(2, xml.split("tutti:runsOn=", -1).length - 1, "the pinned loopback and the pinned call: " + xml);
        Composition back = read(xml);
        assertEquals(tutti.model.composition.SnippetPlacement.INVOKERS, ((tutti.model.composition.LoopbackTask) back.getTasks()
                .stream().filter(t -> t.getName().equals(pinned.getName())).findFirst().orElseThrow()).getRunsOn());
        assertEquals(tutti.model.composition.SnippetPlacement.KERNEL, ((tutti.model.composition.JavaCallTask) back.getTasks()
                .stream().filter(t -> t.getName().equals("max")).findFirst().orElseThrow()).getRunsOn());
    }
}
