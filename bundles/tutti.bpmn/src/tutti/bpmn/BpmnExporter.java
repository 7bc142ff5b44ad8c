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
    private final Map<String, int[]> positions = new HashMap<>();
    /** Every id written so far or kept for an element (ids in a BPMN file are unique). */
    private final Set<String> used = new java.util.HashSet<>();
    /** The id of each task's element: the one it was imported from where it has one, else its name. */
    private final Map<Task, String> ids = new HashMap<>();
    private final String processId;
    /** The boundary event each reminder flow leaves from. */
    private final Map<ControlFlow, String> reminderBoundaries = new HashMap<>();
    /** The kept ids of flows and lanes, each written once. */
    private final Map<Object, String> keptIds = new HashMap<>();
    /** The start and end events' ids: StartEvent_1 and EndEvent_1 unless a task has that name (an imported start event). */
    private final String startId;
    private final String endId;

    private BpmnExporter(Composition c) throws ParserConfigurationException {
        this.c = c;
        // Kept ids first, so that a made-up one never takes an id the imported file gave.
        c.getTasks().stream().filter(t -> keep(t.getBpmnId())).forEach(t -> ids.put(t, t.getBpmnId()));
        c.getTasks().forEach(t -> ids.computeIfAbsent(t, x -> used.add(x.getName()) ? x.getName() : freeId(x.getName() + "_")));
        c.getControlFlows().stream().filter(f -> keep(f.getBpmnId())).forEach(f -> keptIds.put(f, f.getBpmnId()));
        c.getLanes().stream().filter(l -> keep(l.getBpmnId())).forEach(l -> keptIds.put(l, l.getBpmnId()));
        processId = keep(c.getBpmnId()) ? c.getBpmnId() : c.getName();
        used.add(processId);
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
        definitions.setAttribute("id", "Definitions_" + c.getName());
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
        for (String m : messages) {
            Element message = model("message");
            message.setAttribute("id", "Message_" + m);
            message.setAttribute("name", m);
            definitions.appendChild(message);
        }
        for (String m : signals) {
            Element signal = model("signal");
            signal.setAttribute("id", "Signal_" + m);
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
        process = model("process");
        process.setAttribute("id", processId);
        process.setAttribute("name", c.getName());
        process.setAttribute("isExecutable", "true");
        process.setAttributeNS(Bpmn.TUTTI, "tutti:version", c.getVersion());
        definitions.appendChild(process);
        Element diagram = doc.createElementNS(Bpmn.DI, "bpmndi:BPMNDiagram");
        diagram.setAttribute("id", "Diagram_" + c.getName());
        plane = doc.createElementNS(Bpmn.DI, "bpmndi:BPMNPlane");
        plane.setAttribute("id", "Plane_" + c.getName());
        plane.setAttribute("bpmnElement", processId);
        diagram.appendChild(plane);
        definitions.appendChild(diagram);
    }

    public static String export(Composition composition) {
        try {
            BpmnExporter e = new BpmnExporter(composition);
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
            incoming.get(f.getTarget()).add(f);
            if (f.getKind() == FlowKind.NORMAL) {
                outgoing.merge(f.getSource(), 1, Integer::sum);
            }
        }
        Element start = model("startEvent");
        start.setAttribute("id", startId);
        process.appendChild(start);
        shape(startId, 0, 40, 36, 36);
        for (Task t : c.getTasks()) {
            process.appendChild(task(t));
            Bounds b = t.getBounds();
            shape(ids.get(t), b == null ? 0 : b.getX(), b == null ? 0 : b.getY(), b == null ? 120 : b.getWidth(),
                    b == null ? 60 : b.getHeight());
            if (c.getControlFlows().stream().anyMatch(f -> f.getSource() == t && Failures.isFailureFlow(f))) {
                process.appendChild(failureBoundary(t));
                int[] p = positions.get(ids.get(t));
                shape(boundaryOf(t), p[0] + p[2] - 28, p[1] + p[3] - 18, 36, 36);
            }
            ControlFlow timeout = c.getControlFlows().stream().filter(f -> f.getSource() == t && f.getKind() == FlowKind.TIMEOUT)
                    .findFirst().orElse(null);
            if (timeout != null) {
                process.appendChild(timerBoundary(timeoutOf(t), t, timeout.getTimeout(), true));
                int[] p = positions.get(ids.get(t));
                shape(timeoutOf(t), p[0] - 8, p[1] + p[3] - 18, 36, 36);
            }
            // One non-interrupting timer per duration the task's reminder flows wait for.
            Map<String, String> reminders = new LinkedHashMap<>();
            for (ControlFlow f : c.getControlFlows()) {
                if (f.getSource() == t && f.getKind() == FlowKind.REMINDER) {
                    String id = reminders.computeIfAbsent(String.valueOf(f.getTimeout()), d -> {
                        String timer = "Boundary_reminder_" + t.getName() + (reminders.isEmpty() ? "" : "_" + (reminders.size() + 1));
                        process.appendChild(timerBoundary(timer, t, f.getTimeout(), false));
                        int[] p = positions.get(ids.get(t));
                        shape(timer, p[0] + p[2] / 2 - 18 + 40 * reminders.size(), p[1] + p[3] - 18, 36, 36);
                        return timer;
                    });
                    reminderBoundaries.put(f, id);
                }
            }
            if (incoming.get(t).size() > 1) {
                String join = "Gateway_join_" + t.getName();
                Element g = model(t.getStartCondition() == StartCondition.ANY ? "exclusiveGateway" : "parallelGateway");
                g.setAttribute("id", join);
                g.setAttribute("gatewayDirection", "Converging");
                process.appendChild(g);
                int[] p = positions.get(ids.get(t));
                shape(join, p[0] - 60, p[1] + p[3] / 2 - 20, 40, 40);
            }
        }
        Element end = model("endEvent");
        end.setAttribute("id", endId);
        process.appendChild(end);
        int right = positions.values().stream().mapToInt(p -> p[0] + p[2]).max().orElse(0);
        shape(endId, right + 60, 40, 36, 36);

        for (Task t : c.getTasks()) {
            if (incoming.get(t).isEmpty()) {
                flow(startId, ids.get(t), null, null);
            }
        }
        Set<Task> joined = new LinkedHashSet<>();
        for (ControlFlow f : c.getControlFlows()) {
            Task target = f.getTarget();
            // A failure flow leaves the task's error boundary event, as BPMN draws a caught error; a timeout its timer.
            String source = Failures.isFailureFlow(f) ? boundaryOf(f.getSource())
                    : f.getKind() == FlowKind.TIMEOUT ? timeoutOf(f.getSource())
                    : f.getKind() == FlowKind.REMINDER ? reminderBoundaries.get(f) : ids.get(f.getSource());
            if (incoming.get(target).size() > 1) {
                flow(source, "Gateway_join_" + target.getName(), f.getCondition(), f);
                if (joined.add(target)) {
                    flow("Gateway_join_" + target.getName(), ids.get(target), null, null);
                }
            } else {
                flow(source, ids.get(target), f.getCondition(), f);
            }
        }
        for (Task t : c.getTasks()) {
            if (!outgoing.containsKey(t) && !Failures.isEnd(t)) {
                flow(ids.get(t), endId, null, null);
            }
        }
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

    /** The id of the error an error end throws: one per end, so that each keeps its own code and message. */
    private static String errorOf(ErrorEndTask end) {
        return "Error_" + end.getName();
    }

    private static String timeoutOf(Task t) {
        return "Boundary_timeout_" + t.getName();
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
        Element definition = model("timerEventDefinition");
        Element when = model("timeDuration");
        when.setAttributeNS(Bpmn.XSI, "xsi:type", "tFormalExpression");
        when.setTextContent(duration == null ? "" : duration);
        definition.appendChild(when);
        b.appendChild(definition);
        return b;
    }

    private static String boundaryOf(Task t) {
        return "Boundary_failure_" + t.getName();
    }

    /** An interrupting error boundary event that catches every error: where the task's failure flows leave. */
    private Element failureBoundary(Task t) {
        Element b = model("boundaryEvent");
        b.setAttribute("id", boundaryOf(t));
        b.setAttribute("attachedToRef", ids.get(t));
        b.setAttribute("cancelActivity", "true");
        b.appendChild(model("errorEventDefinition"));
        return b;
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
            }
            case ReceiveTask r -> {
                List<String> names = Messages.names(r);
                if (!names.isEmpty()) {
                    e.setAttribute("messageRef", "Message_" + names.get(0));
                }
                if (names.size() > 1) {
                    // BPMN's receive task takes one message; other tools see the first, Tutti reads them all back.
                    attr(e, "messages", r.getMessage());
                }
            }
            case SignalTask sig -> {
                Element definition = model("signalEventDefinition");
                if (sig.getSignal() != null) {
                    definition.setAttribute("signalRef", "Signal_" + sig.getSignal());
                }
                e.appendChild(definition);
            }
            case ReplyTask r -> e.setAttribute("implementation", Bpmn.REPLY);
            case SubCompositionTask s -> {
                if (s.getComposition() != null) {
                    e.setAttribute("calledElement", s.getComposition());
                }
                attr(e, "compositionVersion", s.getCompositionVersion());
            }
            case TimerTask timer -> {
                Element definition = model("timerEventDefinition");
                boolean until = timer.getUntil() != null && !timer.getUntil().isBlank();
                Element when = model(until ? "timeDate" : "timeDuration");
                when.setAttributeNS(Bpmn.XSI, "xsi:type", "tFormalExpression");
                when.setTextContent(until ? timer.getUntil() : timer.getDuration());
                definition.appendChild(when);
                e.appendChild(definition);
            }
            case TerminateEndTask end -> e.appendChild(model("terminateEventDefinition"));
            case ErrorEndTask end -> {
                Element error = model("errorEventDefinition");
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
        int[] a = positions.get(source);
        int[] b = positions.get(target);
        Element edge = doc.createElementNS(Bpmn.DI, "bpmndi:BPMNEdge");
        edge.setAttribute("id", id + "_di");
        edge.setAttribute("bpmnElement", id);
        edge.appendChild(waypoint(a[0] + a[2], a[1] + a[3] / 2));
        for (Point p : drawn == null ? List.<Point>of() : drawn.getBendpoints()) {
            edge.appendChild(waypoint(p.getX(), p.getY()));
        }
        edge.appendChild(waypoint(b[0], b[1] + b[3] / 2));
        if (drawn != null && drawn.getLabelBounds() != null) {
            Element label = doc.createElementNS(Bpmn.DI, "bpmndi:BPMNLabel");
            label.appendChild(bounds(drawn.getLabelBounds()));
            edge.appendChild(label);
        }
        plane.appendChild(edge);
    }

    private Element waypoint(int x, int y) {
        Element w = doc.createElementNS(Bpmn.DD_DI, "di:waypoint");
        w.setAttribute("x", String.valueOf(x));
        w.setAttribute("y", String.valueOf(y));
        return w;
    }

    private void shape(String element, int x, int y, int width, int height) {
        positions.put(element, new int[] {x, y, width, height});
        Element s = doc.createElementNS(Bpmn.DI, "bpmndi:BPMNShape");
        s.setAttribute("id", element + "_di");
        s.setAttribute("bpmnElement", element);
        s.appendChild(dcBounds(x, y, width, height));
        plane.appendChild(s);
    }

    private Element bounds(Bounds b) {
        return dcBounds(b.getX(), b.getY(), b.getWidth(), b.getHeight());
    }

    private Element dcBounds(int x, int y, int width, int height) {
        Element b = doc.createElementNS(Bpmn.DC, "dc:Bounds");
        b.setAttribute("x", String.valueOf(x));
        b.setAttribute("y", String.valueOf(y));
        b.setAttribute("width", String.valueOf(width));
        b.setAttribute("height", String.valueOf(height));
        return b;
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
                band(laneId, l.getBounds());
            }
            process.appendChild(set);
        }
        if (!pools.isEmpty()) {
            Element collaboration = model("collaboration");
            collaboration.setAttribute("id", "Collaboration_" + c.getName());
            for (int i = 0; i < pools.size(); i++) {
                Element participant = model("participant");
                String participantId = keptIds.containsKey(pools.get(i)) ? keptIds.get(pools.get(i)) : freeId("Participant_");
                participant.setAttribute("id", participantId);
                if (pools.get(i).getName() != null) {
                    participant.setAttribute("name", pools.get(i).getName());
                }
                participant.setAttribute("processRef", processId);
                collaboration.appendChild(participant);
                band(participantId, pools.get(i).getBounds());
            }
            process.getParentNode().insertBefore(collaboration, process);
            plane.setAttribute("bpmnElement", collaboration.getAttribute("id"));
        }
    }

    private void band(String element, Bounds b) {
        Element s = doc.createElementNS(Bpmn.DI, "bpmndi:BPMNShape");
        s.setAttribute("id", element + "_di");
        s.setAttribute("bpmnElement", element);
        s.setAttribute("isHorizontal", "true");
        if (b != null) {
            s.appendChild(bounds(b));
        }
        plane.appendChild(s);
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
