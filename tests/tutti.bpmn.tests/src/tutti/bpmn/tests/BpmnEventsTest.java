package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tutti.bpmn.tests.BpmnXml.HEADER;
import static tutti.bpmn.tests.BpmnXml.assertReadsBackTheSame;
import static tutti.bpmn.tests.BpmnXml.at;
import static tutti.bpmn.tests.BpmnXml.errors;
import static tutti.bpmn.tests.BpmnXml.flows;
import static tutti.bpmn.tests.BpmnXml.kinds;
import static tutti.bpmn.tests.BpmnXml.read;
import static tutti.bpmn.tests.BpmnXml.readAll;

import java.util.List;

import org.junit.jupiter.api.Test;

import tutti.bpmn.BpmnExporter;
import tutti.bpmn.BpmnImporter;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.StartCondition;
import tutti.model.composition.Task;
import tutti.model.validation.CompositionValidator;

/** BPMN's events both ways: failure, timeout and reminder flows, ends, timers, signals, event gateways, subprocesses. */
class BpmnEventsTest {

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
