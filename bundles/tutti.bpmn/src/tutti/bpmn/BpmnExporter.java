package tutti.bpmn;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.w3c.dom.Document;
import org.w3c.dom.Element;

import tutti.model.Failures;
import tutti.model.Messages;
import tutti.model.composition.Bounds;
import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.ErrorEndTask;
import tutti.model.composition.FlowKind;
import tutti.model.composition.ForEach;
import tutti.model.composition.HttpCallTask;
import tutti.model.composition.JavaCallTask;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.Lane;
import tutti.model.composition.Parameter;
import tutti.model.composition.Point;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.ReplyTask;
import tutti.model.composition.Retry;
import tutti.model.composition.SignalTask;
import tutti.model.composition.SnippetPlacement;
import tutti.model.composition.StartCondition;
import tutti.model.composition.SubCompositionTask;
import tutti.model.composition.Task;
import tutti.model.composition.TerminateEndTask;
import tutti.model.composition.TimerTask;

/** Writes a composition as a BPMN 2.0 process with its diagram; {@link BpmnImporter} reads it back. */
public final class BpmnExporter {

    private final Composition c;
    private final Document doc;
    private final Element process;
    private final Element plane;
    private final DiagramWriter diagram;
    /** Every id written so far or kept for an element (ids in a BPMN file are unique). */
    private final Set<String> used = new java.util.HashSet<>();
    /** The id of each task's element: the one it was imported from where it has one, else its name. */
    private final Map<Task, String> ids = new HashMap<>();
    private final String processId;
    /** The boundary event each reminder flow leaves from. */
    private final Map<ControlFlow, String> reminderBoundaries = new HashMap<>();
    /** The ids of messages, signals, errors and boundary events, by what they are written for. */
    private final Map<String, String> roleIds = new HashMap<>();
    /** The kept ids of flows and lanes, each written once. */
    private final Map<Object, String> keptIds = new HashMap<>();
    /** The start and end events' ids: StartEvent_1 and EndEvent_1 unless a task has that name (an imported start event). */
    private final String startId;
    private final String endId;
    /** The imported file's gateways, events and flows between tasks, written back; null where export makes up its own. */
    private final KeptStructure kept;
    /** The control flows the kept elements stand for: written as those, not on their own. */
    private final Set<ControlFlow> covered;

    private BpmnExporter(Composition c, KeptStructure structure, boolean writeKept) throws ParserConfigurationException {
        this.c = c;
        // Kept ids first, so that a made-up one never takes an id the imported file gave.
        if (writeKept) {
            used.addAll(structure.ids());
        }
        c.getTasks().stream().filter(t -> keep(t.getBpmnId())).forEach(t -> ids.put(t, t.getBpmnId()));
        c.getTasks().forEach(t -> ids.computeIfAbsent(t, x -> used.add(x.getName()) ? x.getName() : freeId(x.getName() + "_")));
        c.getControlFlows().stream().filter(f -> keep(f.getBpmnId())).forEach(f -> keptIds.put(f, f.getBpmnId()));
        c.getLanes().stream().filter(l -> keep(l.getBpmnId())).forEach(l -> keptIds.put(l, l.getBpmnId()));
        processId = keep(c.getBpmnId()) ? c.getBpmnId() : c.getName();
        used.add(processId);
        if (structure != null) {
            structure.roles().forEach((role, id) -> {
                if (keep(id)) {
                    roleIds.put(role, id);
                }
            });
        }
        Set<ControlFlow> paths = writeKept && structure.fits(ids.values()) ? structure.covered(c, ids) : null;
        kept = paths == null ? null : structure;
        covered = paths == null ? Set.of() : paths;
        startId = freeId("StartEvent_");
        endId = freeId("EndEvent_");
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        doc = f.newDocumentBuilder().newDocument();
        Element definitions = doc.createElementNS(Bpmn.MODEL, "definitions");
        definitions.setAttribute("xmlns", Bpmn.MODEL);
        definitions.setAttribute("xmlns:bpmndi", Bpmn.DI);
        definitions.setAttribute("xmlns:dc", Bpmn.DC);
        definitions.setAttribute("xmlns:di", Bpmn.DD_DI);
        definitions.setAttribute("xmlns:xsi", Bpmn.XSI);
        definitions.setAttribute("xmlns:tutti", Bpmn.TUTTI);
        String definitionsId = structure == null ? null : structure.definitionsId();
        definitions.setAttribute("id", definitionsId != null && keep(definitionsId) ? definitionsId : "Definitions_" + c.getName());
        definitions.setAttribute("targetNamespace", "http://tutti.dev/compositions");
        definitions.setAttribute("exporter", Bpmn.EXPORTER);
        doc.appendChild(definitions);
        Set<String> messages = new LinkedHashSet<>();
        Set<String> signals = new LinkedHashSet<>();
        for (Task t : c.getTasks()) {
            if (t instanceof ReceiveTask r) {
                messages.addAll(Messages.names(r));
            } else if (t instanceof SignalTask sig && sig.getSignal() != null) {
                signals.add(sig.getSignal());
            }
        }
        // The imported file's messages and signals that no task waits for or sends (a message flow's, an event's Tutti maps otherwise).
        roleIds.keySet().stream().filter(r -> r.startsWith("message:")).map(r -> r.substring(8)).sorted().forEach(messages::add);
        roleIds.keySet().stream().filter(r -> r.startsWith("signal:")).map(r -> r.substring(7)).sorted().forEach(signals::add);
        for (String m : messages) {
            Element message = model("message");
            message.setAttribute("id", messageId(m));
            message.setAttribute("name", m);
            definitions.appendChild(message);
        }
        for (String m : signals) {
            Element signal = model("signal");
            signal.setAttribute("id", signalId(m));
            signal.setAttribute("name", m);
            definitions.appendChild(signal);
        }
        for (Task t : c.getTasks()) {
            if (t instanceof ErrorEndTask end) {
                Element error = model("error");
                error.setAttribute("id", errorOf(end));
                if (end.getErrorCode() != null) {
                    error.setAttribute("errorCode", end.getErrorCode());
                }
                if (end.getErrorMessage() != null) {
                    error.setAttribute("name", end.getErrorMessage());
                }
                definitions.appendChild(error);
            }
        }
        // The imported file's errors and escalations no error end throws (caught by a boundary event or an event subprocess).
        for (String role : roleIds.keySet().stream().filter(r -> r.startsWith("error:") || r.startsWith("escalation:")).sorted()
                .toList()) {
            String kind = role.substring(0, role.indexOf(':'));
            Element e = model(kind);
            e.setAttribute("id", roleIds.get(role));
            e.setAttribute(kind + "Code", role.substring(kind.length() + 1));
            definitions.appendChild(e);
        }
        process = model("process");
        process.setAttribute("id", processId);
        process.setAttribute("name", c.getName());
        process.setAttribute("isExecutable", "true");
        process.setAttributeNS(Bpmn.TUTTI, "tutti:version", c.getVersion());
        definitions.appendChild(process);
        Element diagramElement = doc.createElementNS(Bpmn.DI, "bpmndi:BPMNDiagram");
        diagramElement.setAttribute("id", "Diagram_" + c.getName());
        plane = doc.createElementNS(Bpmn.DI, "bpmndi:BPMNPlane");
        plane.setAttribute("id", "Plane_" + c.getName());
        plane.setAttribute("bpmnElement", processId);
        diagramElement.appendChild(plane);
        this.diagram = new DiagramWriter(doc, plane);
        definitions.appendChild(diagramElement);
    }

    /**
     * The composition as BPMN. One imported from BPMN gets the file's gateways, events and flows
     * between its tasks back, ids and all, as long as its control flows are still those they
     * stand for; otherwise, and for one drawn in Tutti, export makes up its own.
     */
    public static String export(Composition composition) {
        KeptStructure structure = KeptStructure.parse(composition.getBpmnKept());
        if (structure != null && structure.hasElements()) {
            String xml = export(composition, structure, true);
            if (xml != null && KeptStructure.sameFlows(composition, xml)) {
                return xml;
            }
        }
        return export(composition, structure, false);
    }

    /** Null when the kept structure does not fit the composition's tasks. */
    private static String export(Composition composition, KeptStructure structure, boolean writeKept) {
        try {
            BpmnExporter e = new BpmnExporter(composition, structure, writeKept);
            if (writeKept && e.kept == null) {
                return null;
            }
            e.write();
            Transformer t = TransformerFactory.newInstance().newTransformer();
            t.setOutputProperty(OutputKeys.INDENT, "yes");
            t.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            t.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
            StringWriter out = new StringWriter();
            t.transform(new DOMSource(e.doc), new StreamResult(out));
            return out.toString();
        } catch (ParserConfigurationException | TransformerException ex) {
            throw new IllegalStateException("the JDK's XML support failed", ex);
        }
    }

    private Element model(String name) {
        return doc.createElementNS(Bpmn.MODEL, name);
    }

    private void write() {
        if (c.getDescription() != null && !c.getDescription().isEmpty()) {
            Element d = model("documentation");
            d.setTextContent(c.getDescription());
            process.appendChild(d);
        }
        Element ext = model("extensionElements");
        for (Parameter p : c.getInputs()) {
            ext.appendChild(parameter("input", p));
        }
        for (Parameter p : c.getOutputs()) {
            ext.appendChild(parameter("output", p));
        }
        for (DataFlow f : c.getDataFlows()) {
            Element d = doc.createElementNS(Bpmn.TUTTI, "tutti:dataFlow");
            d.setAttribute("source", endpoint(f.getSource()));
            d.setAttribute("target", endpoint(f.getTarget()));
            if (f.getExpression() != null) {
                d.setAttribute("expression", f.getExpression());
            }
            ext.appendChild(d);
        }
        if (c.getInputBounds() != null) {
            ext.appendChild(canvas("inputs", c.getInputBounds()));
        }
        if (c.getOutputBounds() != null) {
            ext.appendChild(canvas("outputs", c.getOutputBounds()));
        }
        process.appendChild(ext);
        lanes();

        Map<Task, List<ControlFlow>> incoming = new LinkedHashMap<>();
        Map<Task, Integer> outgoing = new HashMap<>();
        c.getTasks().forEach(t -> incoming.put(t, new ArrayList<>()));
        for (ControlFlow f : c.getControlFlows()) {
            if (!covered.contains(f)) {
                incoming.get(f.getTarget()).add(f);
            }
            if (f.getKind() == FlowKind.NORMAL) {
                outgoing.merge(f.getSource(), 1, Integer::sum);
            }
        }
        // Written back as the file had them, tasks start and end where its events are, or (as BPMN allows) with none.
        List<Task> started = kept != null ? List.of() : c.getTasks().stream().filter(t -> incoming.get(t).isEmpty()).toList();
        List<Task> ended = kept != null ? List.of()
                : c.getTasks().stream().filter(t -> !outgoing.containsKey(t) && !Failures.isEnd(t)).toList();
        if (kept == null) {
            Element start = model("startEvent");
            start.setAttribute("id", startId);
            process.appendChild(start);
            diagram.shape(startId, 0, 40, 36, 36);
        }
        for (Task t : c.getTasks()) {
            process.appendChild(task(t));
            Bounds b = t.getBounds();
            diagram.shape(ids.get(t), b == null ? 0 : b.getX(), b == null ? 0 : b.getY(), b == null ? 120 : b.getWidth(),
                    b == null ? 60 : b.getHeight());
            if (c.getControlFlows().stream().anyMatch(f -> f.getSource() == t && Failures.isFailureFlow(f))) {
                process.appendChild(failureBoundary(t));
                int[] p = diagram.shapeOf(ids.get(t));
                diagram.shape(boundaryOf(t), p[0] + p[2] - 28, p[1] + p[3] - 18, 36, 36);
            }
            ControlFlow timeout = c.getControlFlows().stream().filter(f -> f.getSource() == t && f.getKind() == FlowKind.TIMEOUT)
                    .findFirst().orElse(null);
            if (timeout != null) {
                process.appendChild(timerBoundary(timeoutOf(t), t, timeout.getTimeout(), true));
                int[] p = diagram.shapeOf(ids.get(t));
                diagram.shape(timeoutOf(t), p[0] - 8, p[1] + p[3] - 18, 36, 36);
            }
            // One non-interrupting timer per duration the task's reminder flows wait for.
            Map<String, String> reminders = new LinkedHashMap<>();
            for (ControlFlow f : c.getControlFlows()) {
                if (f.getSource() == t && f.getKind() == FlowKind.REMINDER) {
                    String id = reminders.computeIfAbsent(String.valueOf(f.getTimeout()), d -> {
                        String n = reminders.isEmpty() ? "" : String.valueOf(reminders.size() + 1);
                        String timer = idOf("reminder:" + ids.get(t) + (n.isEmpty() ? "" : ":" + n),
                                "Boundary_reminder_" + t.getName() + (n.isEmpty() ? "" : "_" + n));
                        process.appendChild(timerBoundary(timer, t, f.getTimeout(), false));
                        int[] p = diagram.shapeOf(ids.get(t));
                        diagram.shape(timer, p[0] + p[2] / 2 - 18 + 40 * reminders.size(), p[1] + p[3] - 18, 36, 36);
                        return timer;
                    });
                    reminderBoundaries.put(f, id);
                }
            }
            if (incoming.get(t).size() > 1 && !keptFlowInto(t)) {
                String join = Bpmn.JOIN + t.getName();
                Element g = model(t.getStartCondition() == StartCondition.ANY ? "exclusiveGateway" : "parallelGateway");
                g.setAttribute("id", join);
                g.setAttribute("gatewayDirection", "Converging");
                process.appendChild(g);
                int[] p = diagram.shapeOf(ids.get(t));
                diagram.shape(join, p[0] - 60, p[1] + p[3] / 2 - 20, 40, 40);
            }
        }
        if (kept == null) {
            Element end = model("endEvent");
            end.setAttribute("id", endId);
            process.appendChild(end);
            diagram.shape(endId, diagram.right() + 60, 40, 36, 36);
        }
        if (kept != null) {
            kept.write(doc, process, diagram);
        }

        for (Task t : started) {
            flow(startId, ids.get(t), null, null);
        }
        Set<Task> joined = new LinkedHashSet<>();
        for (ControlFlow f : c.getControlFlows()) {
            if (covered.contains(f)) {
                continue;
            }
            Task target = f.getTarget();
            // A failure flow leaves the task's error boundary event, as BPMN draws a caught error; a timeout its timer.
            String source = Failures.isFailureFlow(f) ? boundaryOf(f.getSource())
                    : f.getKind() == FlowKind.TIMEOUT ? timeoutOf(f.getSource())
                    : f.getKind() == FlowKind.REMINDER ? reminderBoundaries.get(f) : ids.get(f.getSource());
            if (incoming.get(target).size() > 1 && !keptFlowInto(target)) {
                flow(source, Bpmn.JOIN + target.getName(), f.getCondition(), f);
                if (joined.add(target)) {
                    flow(Bpmn.JOIN + target.getName(), ids.get(target), null, null);
                }
            } else {
                flow(source, ids.get(target), f.getCondition(), f);
            }
        }
        for (Task t : ended) {
            flow(ids.get(t), endId, null, null);
        }
    }

    /** Whether a kept sequence flow goes into the task: then flows of Tutti's own go into it directly, as BPMN merges them. */
    private boolean keptFlowInto(Task t) {
        return kept != null && kept.entered(ids.get(t));
    }

    /** {@code prefix} and the first number from 1 that no element has taken, now taken. */
    private String freeId(String prefix) {
        int n = 1;
        while (!used.add(prefix + n)) {
            n++;
        }
        return prefix + n;
    }

    /** Whether an id kept from an imported file can be written back: an XML name no other element has. */
    private boolean keep(String id) {
        return id != null && id.matches("[A-Za-z_][A-Za-z0-9_.-]*") && used.add(id);
    }

    /**
     * The id of the element written in {@code role}: the one the imported file gave it, else
     * {@code madeUp} (or, where that is taken, the first free one like it).
     */
    private String idOf(String role, String madeUp) {
        return roleIds.computeIfAbsent(role, r -> used.add(madeUp) ? madeUp : freeId(madeUp + "_"));
    }

    private String messageId(String name) {
        return idOf("message:" + name, "Message_" + name);
    }

    private String signalId(String name) {
        return idOf("signal:" + name, "Signal_" + name);
    }

    /**
     * The id of the error an error end throws: one per end, so that each keeps its own code and
     * message; the first end of a code the file had gets that error's id.
     */
    private String errorOf(ErrorEndTask end) {
        String role = "error-of:" + end.getName();
        if (!roleIds.containsKey(role) && end.getErrorCode() != null) {
            String kept = roleIds.remove("error:" + end.getErrorCode());
            if (kept != null) {
                roleIds.put(role, kept);
            }
        }
        return idOf(role, "Error_" + end.getName());
    }

    private String timeoutOf(Task t) {
        return idOf("timeout:" + ids.get(t), "Boundary_timeout_" + t.getName());
    }

    /**
     * A timer boundary event after a duration: interrupting where the task's timeout flow leaves,
     * non-interrupting where its reminder flows leave.
     */
    private Element timerBoundary(String id, Task t, String duration, boolean interrupting) {
        Element b = model("boundaryEvent");
        b.setAttribute("id", id);
        b.setAttribute("attachedToRef", ids.get(t));
        b.setAttribute("cancelActivity", String.valueOf(interrupting));
        Element definition = definition("timerEventDefinition", id);
        Element when = model("timeDuration");
        when.setAttributeNS(Bpmn.XSI, "xsi:type", "tFormalExpression");
        when.setTextContent(duration == null ? "" : duration);
        definition.appendChild(when);
        b.appendChild(definition);
        return b;
    }

    private String boundaryOf(Task t) {
        return idOf("failure:" + ids.get(t), "Boundary_failure_" + t.getName());
    }

    /** An interrupting error boundary event that catches every error: where the task's failure flows leave. */
    private Element failureBoundary(Task t) {
        Element b = model("boundaryEvent");
        b.setAttribute("id", boundaryOf(t));
        b.setAttribute("attachedToRef", ids.get(t));
        b.setAttribute("cancelActivity", "true");
        b.appendChild(definition("errorEventDefinition", boundaryOf(t)));
        return b;
    }

    /** An event definition of the element {@code owner}, under the id the imported file gave it, if any. */
    private Element definition(String kind, String owner) {
        Element d = model(kind);
        String kept = roleIds.get("definition:" + owner);
        if (kept != null) {
            d.setAttribute("id", kept);
        }
        return d;
    }

    private Element canvas(String what, Bounds b) {
        Element e = doc.createElementNS(Bpmn.TUTTI, "tutti:canvas");
        e.setAttribute("of", what);
        e.setAttribute("x", String.valueOf(b.getX()));
        e.setAttribute("y", String.valueOf(b.getY()));
        e.setAttribute("width", String.valueOf(b.getWidth()));
        e.setAttribute("height", String.valueOf(b.getHeight()));
        return e;
    }

    private static String endpoint(Parameter p) {
        return p.eContainer() instanceof Task t ? t.getName() + "." + p.getName() : p.getName();
    }

    private Element parameter(String kind, Parameter p) {
        Element e = doc.createElementNS(Bpmn.TUTTI, "tutti:" + kind);
        e.setAttribute("name", p.getName());
        e.setAttribute("type", p.getType());
        if (!p.isRequired()) {
            e.setAttribute("required", "false");
        }
        return e;
    }

    private Element task(Task t) {
        Element e = switch (t) {
            case TimerTask timer -> model("intermediateCatchEvent");
            case TerminateEndTask end -> model("endEvent");
            case ErrorEndTask end -> model("endEvent");
            case JavaSnippetTask s -> model("scriptTask");
            case ReceiveTask r -> model("receiveTask");
            case SignalTask sig -> model("intermediateThrowEvent");
            case ReplyTask r -> model("sendTask");
            case SubCompositionTask s -> model("callActivity");
            default -> model("serviceTask");
        };
        e.setAttribute("id", ids.get(t));
        e.setAttribute("name", t.getName());
        switch (t) {
            case JavaSnippetTask s -> {
                e.setAttribute("scriptFormat", "java");
                if (s.getRunsOn() != SnippetPlacement.AUTO) {
                    attr(e, "runsOn", s.getRunsOn().getLiteral());
                }
            }
            case JavaCallTask j -> {
                e.setAttribute("implementation", Bpmn.JAVA);
                attr(e, "className", j.getClassName());
                attr(e, "methodName", j.getMethodName());
                if (j.getRunsOn() != SnippetPlacement.AUTO) {
                    attr(e, "runsOn", j.getRunsOn().getLiteral());
                }
            }
            case HttpCallTask h -> {
                e.setAttribute("implementation", Bpmn.HTTP);
                attr(e, "url", h.getUrl());
                attr(e, "method", h.getMethod().getLiteral());
                attr(e, "mode", h.getMode().getLiteral());
                attr(e, "callbackMessage", h.getCallbackMessage());
                attr(e, "timeoutMillis", String.valueOf(h.getTimeoutMillis()));
            }
            case LoopbackTask l -> {
                e.setAttribute("implementation", Bpmn.LOOPBACK);
                attr(e, "mode", l.getMode().getLiteral());
                attr(e, "delayMillis", String.valueOf(l.getDelayMillis()));
                attr(e, "callbackMessage", l.getCallbackMessage());
                if (l.getRunsOn() != SnippetPlacement.AUTO) {
                    attr(e, "runsOn", l.getRunsOn().getLiteral());
                }
            }
            case ReceiveTask r -> {
                List<String> names = Messages.names(r);
                if (!names.isEmpty()) {
                    e.setAttribute("messageRef", messageId(names.get(0)));
                }
                if (names.size() > 1) {
                    // BPMN's receive task takes one message; other tools see the first, Tutti reads them all back.
                    attr(e, "messages", r.getMessage());
                }
            }
            case SignalTask sig -> {
                Element definition = definition("signalEventDefinition", ids.get(t));
                if (sig.getSignal() != null) {
                    definition.setAttribute("signalRef", signalId(sig.getSignal()));
                }
                e.appendChild(definition);
            }
            case ReplyTask r -> e.setAttribute("implementation", Bpmn.REPLY);
            case SubCompositionTask s -> {
                if (s.getComposition() != null && !s.getComposition().isBlank()) {
                    e.setAttribute("calledElement", s.getComposition());
                }
                attr(e, "compositionVersion", s.getCompositionVersion());
            }
            case TimerTask timer -> {
                Element definition = definition("timerEventDefinition", ids.get(t));
                boolean until = timer.getUntil() != null && !timer.getUntil().isBlank();
                Element when = model(until ? "timeDate" : "timeDuration");
                when.setAttributeNS(Bpmn.XSI, "xsi:type", "tFormalExpression");
                when.setTextContent(until ? timer.getUntil() : timer.getDuration());
                definition.appendChild(when);
                e.appendChild(definition);
            }
            case TerminateEndTask end -> e.appendChild(definition("terminateEventDefinition", ids.get(t)));
            case ErrorEndTask end -> {
                Element error = definition("errorEventDefinition", ids.get(t));
                error.setAttribute("errorRef", errorOf(end));
                e.appendChild(error);
            }
            default -> throw new IllegalArgumentException("no BPMN for " + t.eClass().getName());
        }
        if (t.getStartCondition() == StartCondition.ANY) {
            attr(e, "startCondition", "ANY");
        }
        Element ext = model("extensionElements");
        for (Parameter p : t.getInputs()) {
            ext.appendChild(parameter("input", p));
        }
        for (Parameter p : t.getOutputs()) {
            ext.appendChild(parameter("output", p));
        }
        if (t.getRetry() != null) {
            Retry r = t.getRetry();
            Element retry = doc.createElementNS(Bpmn.TUTTI, "tutti:retry");
            retry.setAttribute("count", String.valueOf(r.getCount()));
            retry.setAttribute("initialBackoffMillis", String.valueOf(r.getInitialBackoffMillis()));
            retry.setAttribute("factor", String.valueOf(r.getFactor()));
            retry.setAttribute("maxBackoffMillis", String.valueOf(r.getMaxBackoffMillis()));
            ext.appendChild(retry);
        }
        if (ext.hasChildNodes()) {
            e.appendChild(ext);
        }
        if (t.getForEach() != null) {
            e.appendChild(forEachData(t));
        }
        if (t.getRepeatWhile() != null && !t.getRepeatWhile().isBlank()) {
            Element loop = model("standardLoopCharacteristics");
            Element cond = model("loopCondition");
            cond.setAttributeNS(Bpmn.XSI, "xsi:type", "tFormalExpression");
            cond.setAttribute("language", "java");
            cond.setTextContent(t.getRepeatWhile());
            loop.appendChild(cond);
            e.appendChild(loop);
        }
        ForEach each = t.getForEach();
        if (each != null) {
            Element mi = model("multiInstanceLoopCharacteristics");
            mi.setAttribute("isSequential", String.valueOf(!each.isParallel()));
            Element ref = model("loopDataInputRef");
            ref.setTextContent(listRef(t));
            mi.appendChild(ref);
            Element item = model("inputDataItem");
            item.setAttribute("id", t.getName() + "_" + each.getElementInput());
            item.setAttribute("name", each.getElementInput());
            mi.appendChild(item);
            e.appendChild(mi);
        }
        if (t instanceof JavaSnippetTask s) {
            Element script = model("script");
            script.setTextContent(s.getCode() == null ? "" : s.getCode());
            e.appendChild(script);
        }
        return e;
    }

    /** The id of the data input a ForEach runs over: loopDataInputRef refers to it, by BPMN's rules an id. */
    private static String listRef(Task t) {
        return t.getName() + "_" + t.getForEach().getListInput();
    }

    /** The task's data input that holds its ForEach's list, named as the input is. */
    private Element forEachData(Task t) {
        Element io = model("ioSpecification");
        io.setAttribute("id", t.getName() + "_io");
        Element list = model("dataInput");
        list.setAttribute("id", listRef(t));
        list.setAttribute("name", t.getForEach().getListInput());
        io.appendChild(list);
        Element inputs = model("inputSet");
        inputs.setAttribute("id", t.getName() + "_inputs");
        Element refs = model("dataInputRefs");
        refs.setTextContent(listRef(t));
        inputs.appendChild(refs);
        io.appendChild(inputs);
        Element outputs = model("outputSet");
        outputs.setAttribute("id", t.getName() + "_outputs");
        io.appendChild(outputs);
        return io;
    }

    private static void attr(Element e, String name, String value) {
        if (value != null) {
            e.setAttributeNS(Bpmn.TUTTI, "tutti:" + name, value);
        }
    }

    /** A sequence flow and its edge, bent where {@code drawn} (the control flow it stands for, if any) bends, with its label where it is. */
    private void flow(String source, String target, String condition, ControlFlow drawn) {
        String id = drawn != null && keptIds.containsKey(drawn) ? keptIds.remove(drawn) : freeId("flow");
        Element f = model("sequenceFlow");
        f.setAttribute("id", id);
        f.setAttribute("sourceRef", source);
        f.setAttribute("targetRef", target);
        if (drawn != null && drawn.getLabel() != null) {
            f.setAttribute("name", drawn.getLabel());
        }
        if (condition != null && !condition.isBlank()) {
            Element cond = model("conditionExpression");
            cond.setAttributeNS(Bpmn.XSI, "xsi:type", "tFormalExpression");
            cond.setAttribute("language", "java");
            cond.setTextContent(condition);
            f.appendChild(cond);
        }
        process.appendChild(f);
        List<int[]> points = new ArrayList<>();
        for (Point p : drawn == null ? List.<Point>of() : drawn.getBendpoints()) {
            points.add(new int[] {p.getX(), p.getY()});
        }
        Bounds l = drawn == null ? null : drawn.getLabelBounds();
        int[] label = l == null ? null : new int[] {l.getX(), l.getY(), l.getWidth(), l.getHeight()};
        int[] a = diagram.shapeOf(source);
        int[] b = diagram.shapeOf(target);
        points.add(0, new int[] {a[0] + a[2], a[1] + a[3] / 2});
        points.add(new int[] {b[0], b[1] + b[3] / 2});
        diagram.edge(id, source, target, points, label);
    }

    /**
     * The pools and lanes the composition was imported with: a pool is a participant of a
     * collaboration showing the process (the diagram then shows the collaboration), a lane is a
     * lane of the process's lane set holding the tasks drawn inside it.
     */
    private void lanes() {
        List<Lane> pools = c.getLanes().stream().filter(Lane::isPool).toList();
        List<Lane> lanes = c.getLanes().stream().filter(l -> !l.isPool()).toList();
        if (!lanes.isEmpty()) {
            Element set = model("laneSet");
            set.setAttribute("id", "LaneSet_" + c.getName());
            for (int i = 0; i < lanes.size(); i++) {
                Lane l = lanes.get(i);
                Element lane = model("lane");
                String laneId = keptIds.containsKey(l) ? keptIds.get(l) : freeId("Lane_");
                lane.setAttribute("id", laneId);
                if (l.getName() != null) {
                    lane.setAttribute("name", l.getName());
                }
                for (Task t : c.getTasks()) {
                    if (inside(t.getBounds(), l.getBounds())) {
                        Element ref = model("flowNodeRef");
                        ref.setTextContent(ids.get(t));
                        lane.appendChild(ref);
                    }
                }
                set.appendChild(lane);
                diagram.band(laneId, l.getBounds());
            }
            process.appendChild(set);
        }
        if (!pools.isEmpty()) {
            Element collaboration = model("collaboration");
            collaboration.setAttribute("id", idOf("collaboration", "Collaboration_" + c.getName()));
            for (int i = 0; i < pools.size(); i++) {
                Element participant = model("participant");
                String participantId = keptIds.containsKey(pools.get(i)) ? keptIds.get(pools.get(i)) : freeId("Participant_");
                participant.setAttribute("id", participantId);
                if (pools.get(i).getName() != null) {
                    participant.setAttribute("name", pools.get(i).getName());
                }
                participant.setAttribute("processRef", processId);
                collaboration.appendChild(participant);
                diagram.band(participantId, pools.get(i).getBounds());
            }
            process.getParentNode().insertBefore(collaboration, process);
            plane.setAttribute("bpmnElement", collaboration.getAttribute("id"));
        }
    }

    /** Whether the middle of a task's bounds lies in a lane's. */
    private static boolean inside(Bounds task, Bounds lane) {
        if (task == null || lane == null) {
            return false;
        }
        int x = task.getX() + task.getWidth() / 2;
        int y = task.getY() + task.getHeight() / 2;
        return x >= lane.getX() && x < lane.getX() + lane.getWidth() && y >= lane.getY() && y < lane.getY() + lane.getHeight();
    }
}
