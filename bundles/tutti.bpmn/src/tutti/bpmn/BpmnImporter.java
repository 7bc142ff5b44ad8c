package tutti.bpmn;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

import tutti.model.Failures;
import tutti.model.Messages;
import tutti.model.composition.Bounds;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.ErrorEndTask;
import tutti.model.composition.FlowKind;
import tutti.model.composition.ForEach;
import tutti.model.composition.HttpCallTask;
import tutti.model.composition.HttpMethod;
import tutti.model.composition.InvocationMode;
import tutti.model.composition.SnippetPlacement;
import tutti.model.composition.JavaCallTask;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.SignalTask;
import tutti.model.composition.StartCondition;
import tutti.model.composition.SubCompositionTask;
import tutti.model.composition.Task;

/**
 * Reads a BPMN 2.0 process in the subset Tutti supports (see the package description). Everything
 * else is refused in one error that lists the elements by id, so users fix them all at once.
 */
public final class BpmnImporter {

    private static final Set<String> ACTIVITIES = Set.of("scriptTask", "serviceTask", "sendTask", "receiveTask",
            "callActivity", "task", "intermediateCatchEvent", "userTask", "manualTask", "businessRuleTask");
    private static final Set<String> SUPPORTED = Set.of("startEvent", "endEvent", "parallelGateway", "exclusiveGateway",
            "inclusiveGateway", "intermediateThrowEvent",
            "sequenceFlow", "documentation", "extensionElements", "scriptTask", "serviceTask", "sendTask", "receiveTask", "callActivity",
            "task", "intermediateCatchEvent", "userTask", "manualTask", "businessRuleTask", "boundaryEvent",
            "eventBasedGateway", "subProcess");

    /**
     * Elements that document a process but do not run: dropped with a note. Lanes and pools say who
     * does the work, annotations and groups explain it, data objects and stores name data that
     * Tutti passes in parameters.
     */
    private static final Map<String, String> DOCUMENTATION = Map.of(
            "laneSet", "lanes only say who does the work",
            "textAnnotation", "an annotation is a comment",
            "association", "an association links a comment",
            "group", "a group only frames elements",
            "dataObject", "data travels in parameters",
            "dataObjectReference", "data travels in parameters",
            "dataStoreReference", "data travels in parameters",
            "category", "categories only label groups");

    /** A task name longer than this (or of more words) is a sentence: the element's id names the task instead. */
    private static final int SENTENCE_CHARS = 32;
    private static final int SENTENCE_WORDS = 4;

    private static final CompositionFactory F = CompositionFactory.eINSTANCE;

    /** What an import made, and what it mapped or dropped and why; {@code otherProcesses} were not imported. */
    public record Result(Composition composition, List<String> notes, List<String> otherProcesses) {
    }

    private final Element process;
    private final List<String> notes = new ArrayList<>();
    private final List<String> otherProcesses = new ArrayList<>();
    private final java.util.Set<String> names = new java.util.HashSet<>();
    /** Multi-instance tasks whose collection is process data (a property or data input), bound once that data is an input. */
    private final Map<Task, String> overData = new LinkedHashMap<>();
    /** Process data by id, and the composition input each became. */
    private final Map<String, Parameter> dataInputs = new HashMap<>();
    private final Map<String, Element> byId = new LinkedHashMap<>();
    private final Map<String, List<Element>> outgoing = new HashMap<>();
    private final Map<String, List<Element>> incoming = new HashMap<>();
    private final Map<String, Task> tasks = new LinkedHashMap<>();
    /** The Receives that stand for a person's (user or manual) task. */
    private final Set<Task> peoplesTasks = new java.util.HashSet<>();
    private final Map<String, String> messages = new HashMap<>();
    /** Signal and escalation definitions of the file by id: their names, and the escalations' codes. */
    private final Map<String, String> signals = new HashMap<>();
    private final Map<String, String> escalations = new HashMap<>();
    /** Every sequence flow of the process, those inside embedded subprocesses too. */
    private final List<Element> flows = new ArrayList<>();
    /** The catch events after an event-based gateway: the gateway's Receive waits for them all, by id. */
    private final Map<String, Element> choices = new HashMap<>();
    /** Receives that also wait for the messages of their message boundary events: the name each was drawn for. */
    private final Map<Task, String> ownMessage = new HashMap<>();
    private final Map<String, int[]> shapes = new HashMap<>();
    private final Composition c = F.createComposition();

    private BpmnImporter(Document doc, String processId) throws BpmnException {
        process = chooseProcess(doc.getDocumentElement(), processId);
        for (Element other : children(doc.getDocumentElement(), "process")) {
            if (other != process) {
                otherProcesses.add(describe(doc.getDocumentElement(), other));
            }
        }
        for (Element m : children(doc.getDocumentElement(), "message")) {
            messages.put(m.getAttribute("id"), m.hasAttribute("name") ? m.getAttribute("name") : m.getAttribute("id"));
        }
        for (Element m : children(doc.getDocumentElement(), "signal")) {
            signals.put(m.getAttribute("id"), m.hasAttribute("name") ? m.getAttribute("name") : m.getAttribute("id"));
        }
        for (Element m : children(doc.getDocumentElement(), "escalation")) {
            escalations.put(m.getAttribute("id"), m.hasAttribute("escalationCode") ? m.getAttribute("escalationCode")
                    : m.hasAttribute("name") ? m.getAttribute("name") : m.getAttribute("id"));
        }
        for (Element shape : descendants(doc.getDocumentElement(), Bpmn.DI, "BPMNShape")) {
            for (Element b : descendants(shape, Bpmn.DC, "Bounds")) {
                shapes.put(shape.getAttribute("bpmnElement"), new int[] {num(b, "x"), num(b, "y"), num(b, "width"),
                        num(b, "height")});
            }
        }
    }

    public static Composition importFile(Path file) throws BpmnException {
        return importFile(file, null).composition();
    }

    /**
     * @param processId the process to import from a file with several (a collaboration); null
     *        for the only one, or the only executable one
     */
    public static Result importFile(Path file, String processId) throws BpmnException {
        return read(parse(file), processId);
    }

    public static Composition importStream(InputStream in, String name) throws BpmnException {
        return importStream(in, name, null).composition();
    }

    public static Result importStream(InputStream in, String name, String processId) throws BpmnException {
        return read(parse(in, name), processId);
    }

    private static Result read(Document doc, String processId) throws BpmnException {
        BpmnImporter importer = new BpmnImporter(doc, processId);
        Composition c = importer.read();
        return new Result(c, List.copyOf(importer.notes), List.copyOf(importer.otherProcesses));
    }

    /** A process of a file, to choose from: its id, the id with its or its pool's name, whether it is executable. */
    public record ProcessInfo(String id, String description, boolean executable) {
    }

    /** The processes a file holds, in its order. */
    public static List<ProcessInfo> processes(Path file) throws BpmnException {
        Element definitions = parse(file).getDocumentElement();
        return children(definitions, "process").stream().map(p -> new ProcessInfo(p.getAttribute("id"), describe(definitions, p),
                "true".equals(p.getAttribute("isExecutable")))).toList();
    }

    private static Document parse(Path file) throws BpmnException {
        try (InputStream in = Files.newInputStream(file)) {
            return parse(in, file.toString());
        } catch (IOException e) {
            throw new BpmnException("cannot read BPMN file " + file + ": " + e.getMessage(), e);
        }
    }

    private static Document parse(InputStream in, String name) throws BpmnException {
        Document doc;
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            // BPMN files come from anywhere: no external entities, no DTDs.
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            doc = f.newDocumentBuilder().parse(in);
        } catch (SAXParseException e) {
            throw new BpmnException(name + " is not well-formed XML (line " + e.getLineNumber() + "): " + e.getMessage(), e);
        } catch (SAXException | IOException | ParserConfigurationException e) {
            throw new BpmnException(name + " cannot be read as XML: " + e.getMessage(), e);
        }
        if (!Bpmn.MODEL.equals(doc.getDocumentElement().getNamespaceURI())
                || !"definitions".equals(doc.getDocumentElement().getLocalName())) {
            throw new BpmnException(name + " is not a BPMN 2.0 file (its root must be definitions in namespace " + Bpmn.MODEL + ")");
        }
        return doc;
    }

    /**
     * The process asked for; else the only one; else the only executable one (modelers mark the
     * process a collaboration runs as executable, the other pools are partners drawn for context).
     */
    private static Element chooseProcess(Element definitions, String processId) throws BpmnException {
        List<Element> processes = children(definitions, "process");
        if (processes.isEmpty()) {
            throw new BpmnException("the file holds no process (a collaboration whose pools are all empty?)");
        }
        List<String> described = processes.stream().map(p -> describe(definitions, p)).toList();
        if (processId != null) {
            return processes.stream().filter(p -> p.getAttribute("id").equals(processId)).findFirst()
                    .orElseThrow(() -> new BpmnException("the file holds no process '" + processId + "' (processes: "
                            + String.join(", ", described) + ")"));
        }
        if (processes.size() == 1) {
            return processes.get(0);
        }
        List<Element> executable = processes.stream().filter(p -> "true".equals(p.getAttribute("isExecutable"))).toList();
        if (executable.size() == 1) {
            return executable.get(0);
        }
        throw new BpmnException("the file holds " + processes.size() + " processes" + (executable.isEmpty() ? ", none executable"
                : ", " + executable.size() + " of them executable") + ": " + String.join(", ", described)
                + "; choose one with --process ID");
    }

    /** {@code 'Process_1' (Order handling)}: a process by id, with its name or its pool's. */
    private static String describe(Element definitions, Element process) {
        String name = process.getAttribute("name").isEmpty() ? poolName(definitions, process) : process.getAttribute("name");
        return "'" + process.getAttribute("id") + "'" + (name.isBlank() ? "" : " (" + name.strip() + ")");
    }

    /** The name of the pool (collaboration participant) that holds the process, or "". */
    private static String poolName(Element definitions, Element process) {
        for (Element collaboration : children(definitions, "collaboration")) {
            for (Element participant : children(collaboration, "participant")) {
                if (participant.getAttribute("processRef").equals(process.getAttribute("id"))) {
                    return participant.getAttribute("name");
                }
            }
        }
        return "";
    }

    private Composition read() throws BpmnException {
        List<String> unsupported = new ArrayList<>();
        classify(process, unsupported);
        if (!unsupported.isEmpty()) {
            throw new BpmnException("Tutti cannot import these BPMN elements: " + String.join(", ", unsupported)
                    + " (supported: start events (none, message, timer), end events (none, terminate, error, signal, "
                    + "message, escalation), message, signal and timer catch events; signal, message, escalation and link "
                    + "throw events; error, timer, escalation and message boundary events; script, service, send, receive, "
                    + "user, manual and business rule tasks; call activities; embedded subprocesses; parallel, exclusive, "
                    + "inclusive and event-based gateways; sequence flows; lanes, annotations and data are dropped with a note)");
        }
        String name = process.getAttribute("name").strip();
        if (name.isEmpty() || !javax.lang.model.SourceVersion.isIdentifier(name)) {
            // Made from words or an id: a class name, as composition names are.
            name = readableName(name.isEmpty() ? poolName(process.getOwnerDocument().getDocumentElement(), process) : name,
                    process.getAttribute("id"));
            name = name.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + name.substring(1);
        }
        c.setName(name);
        String version = process.getAttributeNS(Bpmn.TUTTI, "version");
        if (!version.isEmpty()) {
            c.setVersion(version);
        }
        for (Element d : children(process, "documentation")) {
            c.setDescription(d.getTextContent());
        }
        for (Element f : flows) {
            outgoing.computeIfAbsent(f.getAttribute("sourceRef"), k -> new ArrayList<>()).add(f);
            incoming.computeIfAbsent(f.getAttribute("targetRef"), k -> new ArrayList<>()).add(f);
        }
        chooseAfterEventGateways(unsupported);
        if (!unsupported.isEmpty()) {
            throw new BpmnException("Tutti cannot import these BPMN elements: " + String.join(", ", unsupported));
        }
        for (Element e : byId.values()) {
            Task t = null;
            if (choices.containsKey(e.getAttribute("id")) || catcher(e) != null) {
                continue; // taken by its event-based gateway's Receive, or passed on to the boundary event that catches it
            } else if (e.getLocalName().equals("eventBasedGateway")) {
                t = choice(e);
            } else if (ACTIVITIES.contains(e.getLocalName()) && !isLink(e)) {
                t = task(e);
            } else if (e.getLocalName().equals("endEvent") && !endDefinition(e).isEmpty()) {
                t = end(e);
            } else if (e.getLocalName().equals("startEvent") && isTimer(e)) {
                t = timer(e);
                t.setName(taskName(e));
                bounds(t, e.getAttribute("id"));
                notes.add("mapped timer startEvent '" + e.getAttribute("id") + "' to the Timer task " + t.getName()
                        + ": each instance waits for it first (the engine starts instances when asked, not on a clock)");
            } else if (isThrow(e) && !isLink(e)) {
                t = thrown(e);
            }
            if (t != null) {
                tasks.put(e.getAttribute("id"), t);
                c.getTasks().add(t);
            }
        }
        for (Element e : byId.values()) {
            if (e.getLocalName().equals("startEvent") && e.getParentNode() == process
                    && !children(e, "messageEventDefinition").isEmpty()) {
                messageStart(e);
            }
        }
        messageBoundaries();
        controlFlows();
        startsIntoLoops();
        processExtensions();
        processData();
        multiInstanceOverData();
        return c;
    }

    /**
     * Sorts the elements of the process, or of an embedded subprocess in it, into those Tutti
     * maps, those it drops with a note and those it cannot keep the meaning of (listed).
     */
    private void classify(Element container, List<String> unsupported) {
        for (Element e : children(container, null)) {
            String kind = e.getLocalName();
            String id = e.getAttribute("id");
            String what = kind + " '" + id + "'";
            List<String> defs = definitions(e);
            String def = defs.size() == 1 ? defs.get(0) : defs.isEmpty() ? "" : "several";
            if (Bpmn.MODEL.equals(e.getNamespaceURI()) && DOCUMENTATION.containsKey(kind)) {
                notes.add("dropped " + kind + (id.isEmpty() ? "" : " '" + id + "'") + ": " + DOCUMENTATION.get(kind));
                continue;
            }
            if (Bpmn.MODEL.equals(e.getNamespaceURI()) && (kind.equals("property") || kind.equals("ioSpecification"))) {
                if (container != process) {
                    notes.add("dropped " + what + " of subprocess '" + container.getAttribute("id")
                            + "': data travels in parameters");
                }
                continue; // a process's become composition inputs below
            }
            if (Bpmn.MODEL.equals(e.getNamespaceURI()) && kind.equals("sequenceFlow")) {
                flows.add(e);
                continue;
            }
            String refusal = !SUPPORTED.contains(kind) || !Bpmn.MODEL.equals(e.getNamespaceURI()) ? ""
                    : refusal(e, kind, def, container);
            if (refusal != null) {
                unsupported.add(what + (refusal.isEmpty() ? "" : " (" + refusal + ")"));
            }
            if (!id.isEmpty()) {
                byId.put(id, e);
            }
            if (kind.equals("subProcess") && refusal == null) {
                classify(e, unsupported);
            }
        }
    }

    /** Why Tutti cannot keep this element's meaning; null when it can. */
    private String refusal(Element e, String kind, String def, Element container) {
        switch (kind) {
            case "startEvent" -> {
                if (container != process && !def.isEmpty()) {
                    return "a subprocess starts from a plain start event";
                }
                if (def.equals("timerEventDefinition") && !children(children(e, "timerEventDefinition").get(0), "timeCycle").isEmpty()) {
                    return "a timer start with a cycle starts instances on a clock: have a scheduler start them";
                }
                return def.isEmpty() || def.equals("messageEventDefinition") || def.equals("timerEventDefinition") ? null : def;
            }
            case "endEvent" -> {
                return def.isEmpty() || def.equals("terminateEventDefinition") || def.equals("errorEventDefinition")
                        || def.equals("signalEventDefinition") || def.equals("messageEventDefinition")
                        || def.equals("escalationEventDefinition") ? null : def;
            }
            case "intermediateThrowEvent" -> {
                if (def.equals("escalationEventDefinition") && catcher(e) == null) {
                    return "an escalation no boundary event of an enclosing subprocess catches";
                }
                return def.equals("linkEventDefinition") || def.equals("signalEventDefinition")
                        || def.equals("messageEventDefinition") || def.equals("escalationEventDefinition") ? null
                        : def + "; link, signal, message and escalation throw events are supported";
            }
            case "intermediateCatchEvent" -> {
                return def.equals("linkEventDefinition") || def.equals("timerEventDefinition")
                        || def.equals("messageEventDefinition") || def.equals("signalEventDefinition") ? null
                        : "only message, signal, timer and link catch events are supported";
            }
            case "boundaryEvent" -> {
                return boundaryRefusal(e, def);
            }
            case "eventBasedGateway" -> {
                return "true".equals(e.getAttribute("instantiate")) ? "an event-based gateway that starts instances" : null;
            }
            case "subProcess" -> {
                return "true".equals(e.getAttribute("triggeredByEvent")) ? "an event subprocess" : null;
            }
            default -> {
                return null;
            }
        }
    }

    private String boundaryRefusal(Element e, String def) {
        Element host = byDocumentIdIn(process, e.getAttribute("attachedToRef"));
        String hostKind = host == null ? "" : host.getLocalName();
        boolean interrupting = !"false".equals(e.getAttribute("cancelActivity"));
        if (!interrupting && (def.equals("errorEventDefinition") || def.equals("timerEventDefinition"))) {
            return "non-interrupting: Tutti's failure and timeout flows end the activity";
        }
        switch (def) {
            case "errorEventDefinition" -> {
                return null;
            }
            case "timerEventDefinition" -> {
                if (hostKind.equals("subProcess")) {
                    return "a timer on an embedded subprocess: Tutti's timeouts are per task; make the subprocess a "
                            + "composition of its own, called with a timeout";
                }
                return children(children(e, "timerEventDefinition").get(0), "timeDuration").isEmpty()
                        ? "a timer boundary event with a date or cycle; a timeout takes a duration" : null;
            }
            case "escalationEventDefinition" -> {
                return hostKind.equals("subProcess") || hostKind.equals("callActivity") && interrupting ? null
                        : "an escalation is caught on an embedded subprocess, or (interrupting) on a call activity";
            }
            case "messageEventDefinition" -> {
                if (!interrupting) {
                    return "non-interrupting: a Receive takes one of its messages";
                }
                return Set.of("receiveTask", "userTask", "manualTask").contains(hostKind) ? null
                        : "a message boundary event on a " + hostKind + ": Tutti ends a running task on a timeout or a "
                                + "failure only; wait for the message in an event-based gateway after it";
            }
            default -> {
                return def.isEmpty() ? "no event definition" : def + "; error, timer, escalation and message boundary events "
                        + "are supported";
            }
        }
    }

    /**
     * The events after each event-based gateway: message and signal catch events and receive
     * tasks, and at most one timer. The gateway's Receive waits for all of them at once.
     */
    private void chooseAfterEventGateways(List<String> unsupported) {
        for (Element g : byId.values()) {
            if (!g.getLocalName().equals("eventBasedGateway")) {
                continue;
            }
            int timers = 0;
            for (Element f : outgoing.getOrDefault(g.getAttribute("id"), List.of())) {
                Element target = byId.get(f.getAttribute("targetRef"));
                String def = target == null ? "" : definition(target);
                boolean event = target != null && target.getLocalName().equals("intermediateCatchEvent")
                        && Set.of("messageEventDefinition", "signalEventDefinition", "timerEventDefinition").contains(def);
                boolean receive = target != null && target.getLocalName().equals("receiveTask");
                if (!event && !receive) {
                    unsupported.add("eventBasedGateway '" + g.getAttribute("id") + "' (it leads to '" + f.getAttribute("targetRef")
                            + "': only message, signal and timer catch events and receive tasks may follow it)");
                } else if (incoming.getOrDefault(target.getAttribute("id"), List.of()).size() > 1) {
                    unsupported.add("eventBasedGateway '" + g.getAttribute("id") + "' (its event '" + target.getAttribute("id")
                            + "' is also reached from elsewhere)");
                } else if (def.equals("timerEventDefinition") && (++timers > 1
                        || children(children(target, def).get(0), "timeDuration").isEmpty())) {
                    unsupported.add("eventBasedGateway '" + g.getAttribute("id") + "' (" + (timers > 1 ? "several timers: "
                            + "the first would always win, keep one" : "its timer waits until a date: a timeout takes a duration")
                            + ")");
                } else {
                    choices.put(target.getAttribute("id"), g);
                }
            }
        }
    }

    /** What a catch event or receive task after an event-based gateway waits for: a message's or signal's name. */
    private String awaited(Element e) {
        if (e.getLocalName().equals("receiveTask")) {
            String ref = e.getAttribute("messageRef");
            return ref.isEmpty() ? e.getAttribute("id") : messages.getOrDefault(ref, ref);
        }
        if (definition(e).equals("signalEventDefinition")) {
            String ref = children(e, "signalEventDefinition").get(0).getAttribute("signalRef");
            return ref.isEmpty() ? e.getAttribute("id") : signals.getOrDefault(ref, ref);
        }
        String ref = children(e, "messageEventDefinition").get(0).getAttribute("messageRef");
        return ref.isEmpty() ? e.getAttribute("id") : messages.getOrDefault(ref, ref);
    }

    /** An event-based gateway: one Receive that takes the first of its events' messages; a timer after it is its timeout. */
    private Task choice(Element g) {
        ReceiveTask r = F.createReceiveTask();
        r.setName(taskName(g));
        List<String> names = new ArrayList<>();
        for (Element f : outgoing.getOrDefault(g.getAttribute("id"), List.of())) {
            Element event = byId.get(f.getAttribute("targetRef"));
            if (!definition(event).equals("timerEventDefinition")) {
                names.add(awaited(event));
            }
        }
        r.setMessage(Messages.join(names));
        Parameter which = F.createParameter();
        which.setName(Messages.NAME_OUTPUT);
        which.setType("String");
        r.getOutputs().add(which);
        bounds(r, g.getAttribute("id"));
        notes.add("mapped eventBasedGateway '" + g.getAttribute("id") + "' to the Receive " + r.getName() + " of the first of "
                + r.getMessage() + " (its output 'message' names the one that came)"
                + (names.size() < outgoing.getOrDefault(g.getAttribute("id"), List.of()).size() ? ", or its timeout" : ""));
        return r;
    }

    /** A signal, message or (uncaught) escalation thrown: a Signal task, a Reply, an error end. */
    private Task thrown(Element e) {
        String def = definition(e);
        String what = e.getLocalName() + " '" + e.getAttribute("id") + "'";
        Task t;
        if (def.equals("signalEventDefinition")) {
            SignalTask signal = F.createSignalTask();
            String ref = children(e, def).get(0).getAttribute("signalRef");
            signal.setSignal(ref.isEmpty() ? e.getAttribute("id") : signals.getOrDefault(ref, ref));
            t = signal;
        } else if (def.equals("messageEventDefinition")) {
            t = F.createReplyTask();
            notes.add("mapped " + what + " to a Reply to the instance's client: where else its message goes is not known");
        } else {
            ErrorEndTask end = F.createErrorEndTask();
            String ref = children(e, def).get(0).getAttribute("escalationRef");
            end.setErrorCode(ref.isEmpty() ? null : escalations.getOrDefault(ref, ref));
            notes.add("mapped " + what + " to an error end with code " + end.getErrorCode() + ": an escalation that leaves the "
                    + "process ends it, and a calling composition's failure flow catches it by that code");
            t = end;
        }
        t.setName(taskName(e));
        eventExtensions(e, t);
        bounds(t, e.getAttribute("id"));
        return t;
    }

    /**
     * A Receive with interrupting message boundary events waits for their messages too: the first
     * to arrive wins, and its flows are taken. Its own flows then need its own message.
     */
    private void messageBoundaries() {
        for (Element b : byId.values()) {
            if (!b.getLocalName().equals("boundaryEvent") || !definition(b).equals("messageEventDefinition")) {
                continue;
            }
            ReceiveTask r = (ReceiveTask) tasks.get(b.getAttribute("attachedToRef"));
            ownMessage.putIfAbsent(r, r.getMessage());
            List<String> names = new ArrayList<>(Messages.names(r));
            names.add(awaited(b));
            r.setMessage(Messages.join(names));
            if (r.getOutputs().stream().noneMatch(p -> p.getName().equals(Messages.NAME_OUTPUT))) {
                Parameter which = F.createParameter();
                which.setName(Messages.NAME_OUTPUT);
                which.setType("String");
                r.getOutputs().add(which);
            }
            notes.add("mapped boundaryEvent '" + b.getAttribute("id") + "' to message " + awaited(b) + " of the Receive "
                    + r.getName() + ", which takes the first of " + r.getMessage());
        }
    }

    private static String messageIs(String name) {
        return Messages.NAME_OUTPUT + ".equals(\"" + name.replace("\\", "\\\\").replace("\"", "\\\"") + "\")";
    }

    /** The element of this id anywhere in the process (embedded subprocesses included); null when none. */
    private static Element byDocumentIdIn(Element root, String id) {
        for (Element e : children(root, null)) {
            if (e.getAttribute("id").equals(id)) {
                return e;
            }
            if (e.getLocalName().equals("subProcess")) {
                Element inner = byDocumentIdIn(e, id);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }

    /** The kinds of an event's definitions, e.g. [timerEventDefinition]. */
    private static List<String> definitions(Element e) {
        return children(e, null).stream().map(Element::getLocalName).filter(n -> n.endsWith("EventDefinition")).toList();
    }

    private static String definition(Element e) {
        List<String> defs = definitions(e);
        return defs.size() == 1 ? defs.get(0) : "";
    }

    /** A throw event, or an end event that throws a signal, a message or an escalation. */
    private static boolean isThrow(Element e) {
        return e.getLocalName().equals("intermediateThrowEvent") || e.getLocalName().equals("endEvent")
                && Set.of("signalEventDefinition", "messageEventDefinition", "escalationEventDefinition").contains(definition(e));
    }

    /**
     * The boundary event of an enclosing embedded subprocess that catches this error end or
     * escalation: the flow goes on from the boundary event, as if the end were a connector. Null
     * for anything else.
     */
    private Element catcher(Element e) {
        String def = definition(e);
        boolean error = e.getLocalName().equals("endEvent") && def.equals("errorEventDefinition");
        boolean escalation = def.equals("escalationEventDefinition") && isThrow(e);
        if (!error && !escalation) {
            return null;
        }
        String code = error ? errorCode(children(e, def).get(0).getAttribute("errorRef"))
                : escalations.getOrDefault(children(e, def).get(0).getAttribute("escalationRef"), "");
        for (Node n = e.getParentNode(); n instanceof Element sub && sub.getLocalName().equals("subProcess"); n = n.getParentNode()) {
            for (Element b : boundariesOf(sub)) {
                if (definition(b).equals(def)) {
                    String ref = children(b, def).get(0).getAttribute(error ? "errorRef" : "escalationRef");
                    String caught = ref.isEmpty() ? null : error ? errorCode(ref) : escalations.getOrDefault(ref, ref);
                    if (caught == null || caught.equals(code)) {
                        return b;
                    }
                }
            }
        }
        return null;
    }

    private String errorCode(String ref) {
        if (ref.isEmpty()) {
            return "";
        }
        Element error = byDocumentId(ref);
        return error == null ? ref : error.getAttribute("errorCode");
    }

    /** The boundary events attached to an activity, wherever in the process they are drawn. */
    private List<Element> boundariesOf(Element activity) {
        List<Element> out = new ArrayList<>();
        collectBoundaries(process, activity.getAttribute("id"), out);
        return out;
    }

    private static void collectBoundaries(Element container, String id, List<Element> out) {
        for (Element e : children(container, null)) {
            if (e.getLocalName().equals("boundaryEvent") && e.getAttribute("attachedToRef").equals(id)) {
                out.add(e);
            } else if (e.getLocalName().equals("subProcess")) {
                collectBoundaries(e, id, out);
            }
        }
    }

    /** The tasks made of the activities inside an embedded subprocess, nested ones included. */
    private List<Task> tasksInside(Element sub) {
        List<Task> out = new ArrayList<>();
        for (Element e : children(sub, null)) {
            Task t = tasks.get(e.getAttribute("id"));
            if (t != null) {
                out.add(t);
            }
            if (e.getLocalName().equals("subProcess")) {
                out.addAll(tasksInside(e));
            }
        }
        return out;
    }

    /**
     * A process's properties and the data inputs of its ioSpecification become optional
     * composition inputs (an instance may be given them), unless an input of that name exists.
     */
    private void processData() {
        List<Element> data = new ArrayList<>(children(process, "property"));
        for (Element io : children(process, "ioSpecification")) {
            data.addAll(children(io, "dataInput"));
            for (Element out : children(io, "dataOutput")) {
                notes.add("dropped dataOutput '" + out.getAttribute("id") + "': give the composition an output and a data flow to it");
            }
        }
        for (Element d : data) {
            String name = identifier(d.hasAttribute("name") ? d.getAttribute("name") : d.getAttribute("id"));
            Parameter existing = c.getInputs().stream().filter(p -> p.getName().equals(name)).findFirst().orElse(null);
            if (existing != null) {
                dataInputs.put(d.getAttribute("id"), existing);
                continue;
            }
            Parameter p = F.createParameter();
            dataInputs.put(d.getAttribute("id"), p);
            p.setName(name);
            p.setType(javaType(d.getAttribute("itemSubjectRef")));
            p.setRequired(false);
            c.getInputs().add(p);
            notes.add("mapped " + d.getLocalName() + " '" + d.getAttribute("id") + "' to the optional input " + name + " ("
                    + p.getType() + ")");
        }
    }

    /**
     * A multi-instance task over a process property or data input (how other modelers bind the
     * collection): the task gets the list and element inputs its ForEach names, the list fed by a
     * data flow from the composition input the data became. A collection of no known type is a list.
     */
    private void multiInstanceOverData() throws BpmnException {
        for (Map.Entry<Task, String> e : overData.entrySet()) {
            Task t = e.getKey();
            ForEach each = t.getForEach();
            Parameter data = dataInputs.get(e.getValue());
            if (data == null) {
                throw new BpmnException("the multi-instance task '" + t.getName() + "' iterates over '" + e.getValue()
                        + "', which is neither a property nor a data input of the process (declare it as a property)");
            }
            if (!data.getType().startsWith("java.util.List")) {
                data.setType("java.util.List<Object>");
            }
            Parameter list = F.createParameter();
            list.setName(data.getName());
            list.setType(data.getType());
            t.getInputs().add(list);
            each.setListInput(list.getName());
            if (each.getElementInput() == null) {
                each.setElementInput("element");
            }
            if (t.getInputs().stream().noneMatch(p -> p.getName().equals(each.getElementInput()))) {
                Parameter element = F.createParameter();
                element.setName(each.getElementInput());
                element.setType("Object");
                t.getInputs().add(element);
            }
            DataFlow d = F.createDataFlow();
            d.setSource(data);
            d.setTarget(list);
            c.getDataFlows().add(d);
            notes.add("mapped the collection of multi-instance task '" + t.getName() + "' to its input " + list.getName()
                    + " (" + list.getType() + "), fed by the composition input of that name; each element is "
                    + each.getElementInput());
        }
    }

    /** The Java type of an itemDefinition's structure: XML Schema names and Java class names are known, else Object. */
    private String javaType(String itemRef) {
        Element item = itemRef.isEmpty() ? null : byDocumentId(itemRef);
        String structure = item == null ? "" : item.getAttribute("structureRef");
        String local = structure.substring(structure.indexOf(':') + 1);
        return switch (local) {
            case "string", "String", "java.lang.String" -> "String";
            case "int", "integer", "Integer", "java.lang.Integer" -> "int";
            case "long", "Long", "java.lang.Long" -> "long";
            case "boolean", "Boolean", "java.lang.Boolean" -> "boolean";
            case "double", "decimal", "Double", "java.lang.Double" -> "double";
            default -> local.matches("java\\.util\\.(List|ArrayList|Collection)") ? "java.util.List<Object>"
                    : local.matches("[a-z][\\w.]*\\.[A-Z]\\w*") ? local : "Object";
        };
    }

    private Element byDocumentId(String id) {
        for (Element e : children(process.getOwnerDocument().getDocumentElement(), null)) {
            if (e.getAttribute("id").equals(id)) {
                return e;
            }
        }
        return null;
    }



    /** A throw or catch event that is a link: one link definition and nothing else. */
    private static boolean isLink(Element e) {
        return (e.getLocalName().equals("intermediateThrowEvent") || e.getLocalName().equals("intermediateCatchEvent"))
                && children(e, "linkEventDefinition").size() == 1
                && children(e, null).stream().filter(d -> d.getLocalName().endsWith("EventDefinition")).count() == 1;
    }

    /** The link catch event a link throw goes to: the one whose link has the same name. */
    private Element linkCatch(Element thrown) throws BpmnException {
        String name = children(thrown, "linkEventDefinition").get(0).getAttribute("name");
        for (Element e : byId.values()) {
            if (e.getLocalName().equals("intermediateCatchEvent") && isLink(e)
                    && children(e, "linkEventDefinition").get(0).getAttribute("name").equals(name)) {
                return e;
            }
        }
        throw new BpmnException("link throw event '" + thrown.getAttribute("id") + "' goes to link '" + name
                + "', which no link catch event of the process has");
    }

    /** A catch event with one timer definition (and nothing else). */
    private static boolean isTimer(Element e) {
        return children(e, "timerEventDefinition").size() == 1
                && children(e, null).stream().filter(d -> d.getLocalName().endsWith("EventDefinition")).count() == 1;
    }

    /** A timer event: its duration, or the date it waits until (a cycle repeats, which a Timer task does not). */
    private Task timer(Element e) throws BpmnException {
        tutti.model.composition.TimerTask t = F.createTimerTask();
        Element definition = children(e, "timerEventDefinition").get(0);
        for (Element d : children(definition, "timeDuration")) {
            t.setDuration(d.getTextContent().strip());
        }
        for (Element d : children(definition, "timeDate")) {
            t.setUntil(d.getTextContent().strip());
        }
        if (!children(definition, "timeCycle").isEmpty()) {
            throw new BpmnException("timer event '" + e.getAttribute("id") + "' repeats (timeCycle); a Timer task waits once: "
                    + "draw a loop around it instead");
        }
        if (t.getDuration() == null && t.getUntil() == null) {
            notes.add("the timer event '" + e.getAttribute("id") + "' says no duration or date: give its Timer task one");
        }
        return t;
    }

    /** "terminateEventDefinition" or "errorEventDefinition" when an end event is one of those (alone), else "". */
    private static String endDefinition(Element e) {
        List<String> kinds = children(e, null).stream().map(Element::getLocalName).filter(n -> n.endsWith("EventDefinition")).toList();
        return kinds.size() == 1 && (kinds.get(0).equals("terminateEventDefinition") || kinds.get(0).equals("errorEventDefinition"))
                ? kinds.get(0) : "";
    }

    /** A terminate end, or an error end with the code and message of the error it names. */
    private Task end(Element e) {
        Task t;
        if (endDefinition(e).equals("terminateEventDefinition")) {
            t = F.createTerminateEndTask();
        } else {
            ErrorEndTask error = F.createErrorEndTask();
            String ref = children(e, "errorEventDefinition").get(0).getAttribute("errorRef");
            Element thrown = ref.isEmpty() ? null : byDocumentId(ref);
            if (thrown != null) {
                error.setErrorCode(thrown.hasAttribute("errorCode") ? thrown.getAttribute("errorCode") : null);
                error.setErrorMessage(thrown.hasAttribute("name") ? thrown.getAttribute("name") : null);
            }
            if (error.getErrorCode() == null) {
                notes.add("the error end '" + e.getAttribute("id") + "' throws no error code: give it one, which callers catch it by");
            }
            t = error;
        }
        t.setName(taskName(e));
        eventExtensions(e, t);
        bounds(t, e.getAttribute("id"));
        return t;
    }

    /** What Tutti writes on an event that is one of its tasks: the task's inputs and its join. */
    private static void eventExtensions(Element e, Task t) {
        for (Element ext : children(e, "extensionElements")) {
            for (Element p : children(ext, null)) {
                if (Bpmn.TUTTI.equals(p.getNamespaceURI()) && p.getLocalName().equals("input")) {
                    t.getInputs().add(parameter(p));
                }
            }
        }
        if ("ANY".equals(tutti(e, "startCondition"))) {
            t.setStartCondition(StartCondition.ANY);
        }
    }

    /** A message start event becomes a Receive no flow leads to: it takes the message that starts the instance. */
    private void messageStart(Element e) {
        ReceiveTask r = F.createReceiveTask();
        r.setName(taskName(e));
        String ref = children(e, "messageEventDefinition").get(0).getAttribute("messageRef");
        r.setMessage(messages.getOrDefault(ref, r.getName()));
        bounds(r, e.getAttribute("id"));
        tasks.put(e.getAttribute("id"), r);
        c.getTasks().add(0, r);
    }

    private Task task(Element e) throws BpmnException {
        String impl = e.getAttribute("implementation");
        Task t = e.getLocalName().equals("intermediateCatchEvent") && isTimer(e) ? timer(e) : switch (e.getLocalName()) {
            case "scriptTask", "task" -> {
                JavaSnippetTask s = F.createJavaSnippetTask();
                children(e, "script").forEach(script -> s.setCode(script.getTextContent()));
                String runsOn = tutti(e, "runsOn");
                if (runsOn != null) {
                    SnippetPlacement p = SnippetPlacement.get(runsOn.strip());
                    if (p == null) {
                        throw new BpmnException("tutti:runsOn of task '" + e.getAttribute("id") + "' is '" + runsOn
                                + "': it is AUTO, KERNEL or INVOKERS");
                    }
                    s.setRunsOn(p);
                }
                yield s;
            }
            case "receiveTask", "intermediateCatchEvent" -> {
                ReceiveTask r = F.createReceiveTask();
                String multi = tutti(e, "messages"); // a Receive of Tutti's that takes the first of several
                r.setMessage(multi != null ? multi : awaited(e));
                if (definition(e).equals("signalEventDefinition")) {
                    notes.add("mapped intermediateCatchEvent '" + e.getAttribute("id") + "' to a Receive of signal "
                            + r.getMessage() + ": it takes the signal if it waits when the signal is thrown "
                            + "(POST /signals/" + r.getMessage() + ", or a Signal task)");
                }
                yield r;
            }
            case "userTask", "manualTask" -> {
                ReceiveTask decision = F.createReceiveTask(); // the person's decision arrives as a message
                peoplesTasks.add(decision);
                yield decision;
            }
            case "sendTask" -> impl.equals(Bpmn.HTTP) ? service(e, impl) : F.createReplyTask(); // a send to a known URL
            case "callActivity" -> {
                SubCompositionTask s = F.createSubCompositionTask();
                s.setComposition(e.getAttribute("calledElement"));
                s.setCompositionVersion(tutti(e, "compositionVersion"));
                yield s;
            }
            default -> service(e, impl);
        };
        t.setName(taskName(e));
        standIn(e, t);
        if ("ANY".equals(tutti(e, "startCondition"))) {
            t.setStartCondition(StartCondition.ANY);
        }
        for (Element ext : children(e, "extensionElements")) {
            for (Element p : children(ext, null)) {
                if (Bpmn.TUTTI.equals(p.getNamespaceURI()) && p.getLocalName().equals("input")) {
                    t.getInputs().add(parameter(p));
                } else if (Bpmn.TUTTI.equals(p.getNamespaceURI()) && p.getLocalName().equals("output")) {
                    t.getOutputs().add(parameter(p));
                } else if (Bpmn.TUTTI.equals(p.getNamespaceURI()) && p.getLocalName().equals("retry")) {
                    t.setRetry(retry(p));
                }
            }
        }
        for (Element loop : children(e, "standardLoopCharacteristics")) {
            for (Element cond : children(loop, "loopCondition")) {
                t.setRepeatWhile(Uel.toJava(cond.getTextContent().strip()));
            }
        }
        for (Element mi : children(e, "multiInstanceLoopCharacteristics")) {
            ForEach each = F.createForEach();
            each.setParallel(!"true".equals(mi.getAttribute("isSequential")));
            children(mi, "loopDataInputRef").forEach(r -> each.setListInput(r.getTextContent().strip()));
            children(mi, "inputDataItem").forEach(i -> each.setElementInput(identifier(i.hasAttribute("name") ? i.getAttribute("name")
                    : i.getAttribute("id"))));
            t.setForEach(each);
            if (each.getListInput() != null && t.getInputs().stream().noneMatch(p -> p.getName().equals(each.getListInput()))) {
                overData.put(t, each.getListInput());
            }
        }
        bounds(t, e.getAttribute("id"));
        return t;
    }

    private static tutti.model.composition.Retry retry(Element e) throws BpmnException {
        tutti.model.composition.Retry r = F.createRetry();
        try {
            if (e.hasAttribute("count")) {
                r.setCount(Integer.parseInt(e.getAttribute("count")));
            }
            if (e.hasAttribute("initialBackoffMillis")) {
                r.setInitialBackoffMillis(Long.parseLong(e.getAttribute("initialBackoffMillis")));
            }
            if (e.hasAttribute("factor")) {
                r.setFactor(Double.parseDouble(e.getAttribute("factor")));
            }
            if (e.hasAttribute("maxBackoffMillis")) {
                r.setMaxBackoffMillis(Long.parseLong(e.getAttribute("maxBackoffMillis")));
            }
        } catch (NumberFormatException ex) {
            throw new BpmnException("tutti:retry has a value that is not a number (" + ex.getMessage() + ")");
        }
        return r;
    }

    /** Work another tool leaves to people or to engines of its own: what stands in for it here, said in a note. */
    private void standIn(Element e, Task t) {
        String kind = e.getLocalName();
        String what = kind + " '" + e.getAttribute("id") + "'";
        String impl = e.getAttribute("implementation");
        switch (kind) {
            case "userTask", "manualTask" -> {
                ((ReceiveTask) t).setMessage(t.getName());
                notes.add("mapped " + what + " to a Receive of message '" + t.getName() + "': the person's decision arrives as "
                        + "that message (POST /instances/{id}/messages/" + t.getName() + ")");
            }
            case "businessRuleTask" -> notes.add("mapped " + what + " to a loopback stand-in: Tutti has no rule engine; "
                    + "make it a Java call or an HTTP call to the rules service");
            case "sendTask" -> {
                if (!impl.equals(Bpmn.REPLY) && !impl.equals(Bpmn.HTTP)) {
                    notes.add("mapped " + what + " to a Reply to the instance's client: where else it sends is not known "
                            + "(an HTTP send names its URL: implementation=\"" + Bpmn.HTTP + "\" and tutti:url)");
                }
            }
            case "serviceTask" -> {
                if (!impl.equals(Bpmn.JAVA) && !impl.equals(Bpmn.HTTP) && !impl.equals(Bpmn.LOOPBACK)) {
                    notes.add("mapped " + what + " to a loopback stand-in" + (impl.isEmpty() ? "" : " (its implementation "
                            + impl + " is another engine's)") + ": make it a Java call or an HTTP call");
                }
            }
            default -> { }
        }
    }

    /** Service tasks: the implementation attribute says which kind; anything else is a loopback stand-in. */
    private Task service(Element e, String impl) {
        switch (impl) {
            case Bpmn.JAVA -> {
                JavaCallTask j = F.createJavaCallTask();
                j.setClassName(tutti(e, "className"));
                j.setMethodName(tutti(e, "methodName"));
                return j;
            }
            case Bpmn.HTTP -> {
                HttpCallTask h = F.createHttpCallTask();
                h.setUrl(tutti(e, "url"));
                if (tutti(e, "method") != null) {
                    h.setMethod(HttpMethod.get(tutti(e, "method")));
                }
                if (tutti(e, "mode") != null) {
                    h.setMode(InvocationMode.get(tutti(e, "mode")));
                }
                h.setCallbackMessage(tutti(e, "callbackMessage"));
                if (tutti(e, "timeoutMillis") != null) {
                    h.setTimeoutMillis(Long.parseLong(tutti(e, "timeoutMillis")));
                }
                return h;
            }
            default -> {
                // tutti:loopback, and service tasks of other tools: a loopback stands in until they are bound.
                LoopbackTask l = F.createLoopbackTask();
                if (tutti(e, "mode") != null) {
                    l.setMode(InvocationMode.get(tutti(e, "mode")));
                }
                if (tutti(e, "delayMillis") != null) {
                    l.setDelayMillis(Long.parseLong(tutti(e, "delayMillis")));
                }
                l.setCallbackMessage(tutti(e, "callbackMessage"));
                return l;
            }
        }
    }

    private void bounds(Task t, String id) {
        int[] s = shapes.get(id);
        if (s != null) {
            t.setBounds(bounds(s[0], s[1], s[2], s[3]));
        }
    }

    private static Bounds bounds(int x, int y, int w, int h) {
        Bounds b = F.createBounds();
        b.setX(x);
        b.setY(y);
        b.setWidth(w);
        b.setHeight(h);
        return b;
    }

    /**
     * Flows between tasks, looking through gateways: converging ones set the join, diverging ones
     * conditions. Flows out of an error boundary event are failure flows of the activity it is
     * attached to; one that catches a given error code only takes failures of that code.
     */
    private void controlFlows() throws BpmnException {
        for (Element f : flows) {
            Task source = tasks.get(f.getAttribute("sourceRef"));
            Element boundary = byId.get(f.getAttribute("sourceRef"));
            Element gateway = choices.get(f.getAttribute("sourceRef"));
            if (source instanceof ReceiveTask r && choices.containsKey(f.getAttribute("targetRef"))) {
                continue; // the gateway's flows to its events: its Receive waits for them itself
            }
            if (gateway != null) {
                ReceiveTask choice = (ReceiveTask) tasks.get(gateway.getAttribute("id"));
                if (isTimer(boundary)) {
                    timeoutFlows(choice, f, children(children(boundary, "timerEventDefinition").get(0), "timeDuration").get(0));
                } else {
                    follow(choice, f, and(messageIs(awaited(boundary)), condition(f)), 0);
                }
                continue;
            }
            if (source == null && boundary != null && boundary.getLocalName().equals("boundaryEvent")
                    && !definition(boundary).equals("errorEventDefinition") && !definition(boundary).equals("timerEventDefinition")) {
                boundaryFlow(boundary, f);
                continue;
            }
            if (source == null && boundary != null && boundary.getLocalName().equals("boundaryEvent")
                    && byId.get(boundary.getAttribute("attachedToRef")) instanceof Element host
                    && host.getLocalName().equals("subProcess")) {
                // An error caught on an embedded subprocess: a failure flow from each of its tasks that can fail.
                for (Task inside : tasksInside(host)) {
                    if (Failures.canFail(inside)) {
                        int before = c.getControlFlows().size();
                        follow(inside, f, and(errorCodeCondition(boundary), condition(f)), 0);
                        c.getControlFlows().subList(before, c.getControlFlows().size()).forEach(x -> x.setKind(FlowKind.FAILURE));
                    }
                }
                continue;
            }
            if (source != null && ownMessage.containsKey(source)) {
                follow(source, f, and(messageIs(ownMessage.get(source)), condition(f)), 0);
                continue;
            }
            if (source == null && boundary != null && boundary.getLocalName().equals("boundaryEvent")) {
                source = tasks.get(boundary.getAttribute("attachedToRef"));
                if (source == null) {
                    throw new BpmnException("boundary event '" + boundary.getAttribute("id") + "' is attached to '"
                            + boundary.getAttribute("attachedToRef") + "', which is not an activity of the process");
                }
                int before = c.getControlFlows().size();
                boolean timer = isTimer(boundary);
                follow(source, f, timer ? condition(f) : and(errorCodeCondition(boundary), condition(f)), 0);
                for (ControlFlow added : c.getControlFlows().subList(before, c.getControlFlows().size())) {
                    added.setKind(timer ? FlowKind.TIMEOUT : FlowKind.FAILURE);
                    if (timer) {
                        added.setTimeout(children(children(boundary, "timerEventDefinition").get(0), "timeDuration").get(0)
                                .getTextContent().strip());
                    }
                }
                continue;
            }
            if (source == null) {
                continue; // flows out of events and gateways are followed from the task before them
            }
            follow(source, f, condition(f), 0);
        }
    }

    /** Flows out of an escalation or message boundary event. */
    private void boundaryFlow(Element boundary, Element f) throws BpmnException {
        Task host = tasks.get(boundary.getAttribute("attachedToRef"));
        switch (definition(boundary)) {
            case "messageEventDefinition" -> follow(host, f, and(messageIs(awaited(boundary)), condition(f)), 0);
            case "escalationEventDefinition" -> {
                if (host == null) {
                    return; // on an embedded subprocess: reached from the escalations thrown inside it
                }
                // On a call activity: the called composition ends with an error end of the escalation's code.
                String ref = children(boundary, "escalationEventDefinition").get(0).getAttribute("escalationRef");
                String code = ref.isEmpty() ? null : escalations.getOrDefault(ref, ref);
                int before = c.getControlFlows().size();
                follow(host, f, and(code == null ? null : "\"" + code.replace("\\", "\\\\").replace("\"", "\\\"")
                        + "\".equals(" + Failures.CODE_OUTPUT + ")", condition(f)), 0);
                c.getControlFlows().subList(before, c.getControlFlows().size()).forEach(x -> x.setKind(FlowKind.FAILURE));
            }
            default -> throw new BpmnException("boundary event '" + boundary.getAttribute("id") + "' is not supported");
        }
    }

    /** Flows out of a timer: timeout flows of the task that waits, after the timer's duration. */
    private void timeoutFlows(Task waiting, Element f, Element duration) throws BpmnException {
        int before = c.getControlFlows().size();
        follow(waiting, f, condition(f), 0);
        for (ControlFlow added : c.getControlFlows().subList(before, c.getControlFlows().size())) {
            added.setKind(FlowKind.TIMEOUT);
            added.setTimeout(duration.getTextContent().strip());
        }
    }

    /** {@code "CODE".equals(errorCode)} for a boundary event that catches one error's code; null when it catches all. */
    private String errorCodeCondition(Element boundary) {
        String ref = children(boundary, "errorEventDefinition").get(0).getAttribute("errorRef");
        if (ref.isEmpty()) {
            return null;
        }
        Element error = byDocumentId(ref);
        String code = error == null ? ref : error.getAttribute("errorCode");
        return code.isEmpty() ? null
                : "\"" + code.replace("\\", "\\\\").replace("\"", "\\\"") + "\".equals(" + Failures.CODE_OUTPUT + ")";
    }

    /**
     * A start event whose flow leads (through gateways) into a loop, as modelers draw a while loop:
     * the loop's first task also has the flow coming back, so it would never start. The start
     * event becomes a task of its own, which enters the loop; elsewhere start events stay implicit.
     */
    private void startsIntoLoops() throws BpmnException {
        for (Element e : List.copyOf(byId.values())) {
            if (!e.getLocalName().equals("startEvent") || !children(e, "messageEventDefinition").isEmpty()
                    || e.getParentNode() != process || tasks.containsKey(e.getAttribute("id"))) {
                continue; // a message or timer start is a task already; a subprocess's start is passed through
            }
            JavaSnippetTask start = F.createJavaSnippetTask();
            int before = c.getControlFlows().size();
            for (Element f : outgoing.getOrDefault(e.getAttribute("id"), List.of())) {
                follow(start, f, condition(f), 0);
            }
            List<ControlFlow> added = List.copyOf(c.getControlFlows().subList(before, c.getControlFlows().size()));
            boolean intoLoop = added.stream().anyMatch(f -> c.getControlFlows().stream()
                    .anyMatch(other -> other.getTarget() == f.getTarget() && other.getSource() != start));
            // A person's task right after the start waits for the decision; without a flow into it, it
            // would take the message that starts the instance instead.
            boolean intoPeoplesTask = added.stream().anyMatch(f -> peoplesTasks.contains(f.getTarget()));
            if (!intoLoop && !intoPeoplesTask) {
                c.getControlFlows().removeAll(added);
                continue;
            }
            start.setName(taskName(e));
            bounds(start, e.getAttribute("id"));
            c.getTasks().add(0, start);
            notes.add("mapped startEvent '" + e.getAttribute("id") + "' to the task " + start.getName() + ": "
                    + (intoLoop ? "the loop right after it needs a flow to enter it"
                            : "the person's task after it waits for its decision only when a flow leads to it"));
        }
    }

    private void follow(Task source, Element flow, String condition, int depth) throws BpmnException {
        if (depth > 50) {
            throw new BpmnException("the gateways after sequence flow '" + flow.getAttribute("id") + "' form a cycle without tasks");
        }
        String targetId = flow.getAttribute("targetRef");
        Task target = tasks.get(targetId);
        if (target != null) {
            ControlFlow cf = F.createControlFlow();
            cf.setSource(source);
            cf.setTarget(target);
            cf.setCondition(condition);
            c.getControlFlows().add(cf);
            return;
        }
        Element node = byId.get(targetId);
        if (node == null) {
            throw new BpmnException("sequence flow '" + flow.getAttribute("id") + "' goes to '" + targetId + "', which does not exist");
        }
        if (node.getLocalName().equals("subProcess")) {
            // Flattened: the flow goes on from the subprocess's start event.
            List<Element> starts = children(node, "startEvent");
            if (starts.isEmpty()) {
                throw new BpmnException("subprocess '" + targetId + "' has no start event: draw one where it begins");
            }
            for (Element start : starts) {
                for (Element next : outgoing.getOrDefault(start.getAttribute("id"), List.of())) {
                    follow(source, next, and(condition, condition(next)), depth + 1);
                }
            }
            return;
        }
        Element caughtBy = catcher(node);
        if (caughtBy != null) {
            // An error end or escalation caught on its subprocess: on along the boundary event's flows.
            for (Element next : outgoing.getOrDefault(caughtBy.getAttribute("id"), List.of())) {
                follow(source, next, and(condition, condition(next)), depth + 1);
            }
            boolean goesOn = node.getLocalName().equals("intermediateThrowEvent") && "false".equals(caughtBy.getAttribute("cancelActivity"));
            for (Element next : goesOn ? outgoing.getOrDefault(targetId, List.of()) : List.<Element>of()) {
                follow(source, next, and(condition, condition(next)), depth + 1);
            }
            return;
        }
        if (node.getLocalName().equals("endEvent") && definition(node).isEmpty()
                && node.getParentNode() instanceof Element sub && sub.getLocalName().equals("subProcess")) {
            // The end of a flattened subprocess: on along the subprocess's own flows.
            for (Element next : outgoing.getOrDefault(sub.getAttribute("id"), List.of())) {
                follow(source, next, and(condition, condition(next)), depth + 1);
            }
            return;
        }
        if (node.getLocalName().equals("intermediateThrowEvent") && isLink(node)) {
            Element landing = linkCatch(node);
            for (Element next : outgoing.getOrDefault(landing.getAttribute("id"), List.of())) {
                follow(source, next, and(condition, condition(next)), depth + 1);
            }
            return;
        }
        if (node.getLocalName().endsWith("Gateway")) {
            List<Element> out = outgoing.getOrDefault(targetId, List.of());
            boolean converging = incoming.getOrDefault(targetId, List.of()).size() > 1;
            if (converging && out.size() == 1 && tasks.containsKey(out.get(0).getAttribute("targetRef"))) {
                tasks.get(out.get(0).getAttribute("targetRef")).setStartCondition(
                        node.getLocalName().equals("exclusiveGateway") ? StartCondition.ANY : StartCondition.ALL);
            }
            String defaultFlow = node.getAttribute("default");
            for (Element next : out) {
                String c2 = condition(next);
                if (next.getAttribute("id").equals(defaultFlow) && !defaultFlow.isEmpty()) {
                    c2 = negationOfOthers(out, defaultFlow);
                }
                follow(source, next, and(condition, c2), depth + 1);
            }
        }
        // endEvent: nothing follows
    }

    private String negationOfOthers(List<Element> flows, String defaultFlow) {
        List<String> others = new ArrayList<>();
        for (Element f : flows) {
            if (!f.getAttribute("id").equals(defaultFlow) && condition(f) != null) {
                others.add("(" + condition(f) + ")");
            }
        }
        return others.isEmpty() ? null : "!(" + String.join(" || ", others) + ")";
    }

    private static String and(String a, String b) {
        if (a == null) {
            return b;
        }
        return b == null ? a : "(" + a + ") && (" + b + ")";
    }

    private static String condition(Element flow) {
        for (Element cond : children(flow, "conditionExpression")) {
            String text = cond.getTextContent().strip();
            return text.isEmpty() ? null : Uel.toJava(text);
        }
        return null;
    }

    private void processExtensions() throws BpmnException {
        for (Element ext : children(process, "extensionElements")) {
            for (Element e : children(ext, null)) {
                if (!Bpmn.TUTTI.equals(e.getNamespaceURI())) {
                    continue;
                }
                switch (e.getLocalName()) {
                    case "input" -> c.getInputs().add(parameter(e));
                    case "output" -> c.getOutputs().add(parameter(e));
                    case "canvas" -> {
                        Bounds b = bounds(num(e, "x"), num(e, "y"), num(e, "width"), num(e, "height"));
                        if ("inputs".equals(e.getAttribute("of"))) {
                            c.setInputBounds(b);
                        } else {
                            c.setOutputBounds(b);
                        }
                    }
                    default -> { }
                }
            }
            for (Element e : children(ext, null)) {
                if (Bpmn.TUTTI.equals(e.getNamespaceURI()) && e.getLocalName().equals("dataFlow")) {
                    DataFlow d = F.createDataFlow();
                    d.setSource(endpoint(e.getAttribute("source"), true));
                    d.setTarget(endpoint(e.getAttribute("target"), false));
                    if (e.hasAttribute("expression")) {
                        d.setExpression(e.getAttribute("expression"));
                    }
                    c.getDataFlows().add(d);
                }
            }
        }
    }

    /** {@code task.param} or a composition parameter; sources are outputs of tasks, targets their inputs. */
    private Parameter endpoint(String ref, boolean source) throws BpmnException {
        int dot = ref.indexOf('.');
        List<Parameter> candidates;
        if (dot < 0) {
            candidates = source ? c.getInputs() : c.getOutputs();
        } else {
            Task t = tasks.values().stream().filter(x -> x.getName().equals(ref.substring(0, dot))).findFirst().orElse(null);
            if (t == null) {
                throw new BpmnException("data flow endpoint '" + ref + "' names no task");
            }
            candidates = source ? t.getOutputs() : t.getInputs();
        }
        String name = dot < 0 ? ref : ref.substring(dot + 1);
        return candidates.stream().filter(p -> p.getName().equals(name)).findFirst()
                .orElseThrow(() -> new BpmnException("data flow endpoint '" + ref + "' names no parameter"));
    }

    private static Parameter parameter(Element e) {
        Parameter p = F.createParameter();
        p.setName(e.getAttribute("name"));
        if (e.hasAttribute("type")) {
            p.setType(e.getAttribute("type"));
        }
        if ("false".equals(e.getAttribute("required"))) {
            p.setRequired(false);
        }
        return p;
    }

    private static String tutti(Element e, String name) {
        return e.hasAttributeNS(Bpmn.TUTTI, name) ? e.getAttributeNS(Bpmn.TUTTI, name) : null;
    }

    /** A task's name from the element's, unique in the composition: a second 'Check' becomes 'Check_2'. */
    private String taskName(Element e) {
        String base = readableName(e.getAttribute("name"), e.getAttribute("id"));
        String name = base;
        for (int n = 2; !names.add(name); n++) {
            name = base + "_" + n;
        }
        return name;
    }

    /**
     * A BPMN name made a Java identifier: one that is already stays as it is (a round trip keeps
     * names); a few words become camel case ("Check order" is checkOrder); a sentence gives way to
     * the id, which modelers keep short.
     */
    static String readableName(String name, String id) {
        String text = name == null ? "" : name.strip();
        if (text.isEmpty()) {
            return identifier(id);
        }
        if (javax.lang.model.SourceVersion.isIdentifier(text) && !javax.lang.model.SourceVersion.isKeyword(text)) {
            return text;
        }
        String[] words = text.split("[^\\p{L}\\p{N}]+");
        List<String> kept = java.util.Arrays.stream(words).filter(w -> !w.isEmpty()).toList();
        if (kept.isEmpty() || kept.size() > SENTENCE_WORDS || text.length() > SENTENCE_CHARS) {
            return identifier(id);
        }
        StringBuilder b = new StringBuilder();
        for (String w : kept) {
            String ascii = java.text.Normalizer.normalize(w, java.text.Normalizer.Form.NFD).replaceAll("[^A-Za-z0-9]", "");
            if (ascii.isEmpty()) {
                continue;
            }
            b.append(b.length() == 0 ? ascii.substring(0, 1).toLowerCase(java.util.Locale.ROOT)
                    : ascii.substring(0, 1).toUpperCase(java.util.Locale.ROOT)).append(ascii.substring(1));
        }
        return b.length() == 0 ? identifier(id) : identifier(b.toString());
    }

    /** BPMN names are free text; Tutti names become Java identifiers. */
    private static String identifier(String name) {
        String s = name.strip().replaceAll("[^A-Za-z0-9_]+", "_");
        return s.isEmpty() || !Character.isJavaIdentifierStart(s.charAt(0)) ? "_" + s : s;
    }

    private static int num(Element e, String attr) {
        try {
            return (int) Math.round(Double.parseDouble(e.getAttribute(attr)));
        } catch (NumberFormatException ex) {
            return 0;
        }
    }

    private static List<Element> children(Element parent, String localName) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && (localName == null || localName.equals(e.getLocalName()))) {
                out.add(e);
            }
        }
        return out;
    }

    private static List<Element> descendants(Element root, String ns, String localName) {
        List<Element> out = new ArrayList<>();
        var list = root.getElementsByTagNameNS(ns, localName);
        for (int i = 0; i < list.getLength(); i++) {
            out.add((Element) list.item(i));
        }
        return out;
    }
}
