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

import tutti.model.composition.Bounds;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.ForEach;
import tutti.model.composition.HttpCallTask;
import tutti.model.composition.HttpMethod;
import tutti.model.composition.InvocationMode;
import tutti.model.composition.JavaCallTask;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.StartCondition;
import tutti.model.composition.SubCompositionTask;
import tutti.model.composition.Task;

/**
 * Reads a BPMN 2.0 process in the subset Tutti supports (see the package description). Everything
 * else is refused in one error that lists the elements by id, so users fix them all at once.
 */
public final class BpmnImporter {

    private static final Set<String> ACTIVITIES = Set.of("scriptTask", "serviceTask", "sendTask", "receiveTask",
            "callActivity", "task", "intermediateCatchEvent");
    private static final Set<String> SUPPORTED = Set.of("startEvent", "endEvent", "parallelGateway", "exclusiveGateway",
            "sequenceFlow", "documentation", "extensionElements", "laneSet", "textAnnotation", "association",
            "dataObject", "dataObjectReference", "scriptTask", "serviceTask", "sendTask", "receiveTask", "callActivity",
            "task", "intermediateCatchEvent");

    private static final CompositionFactory F = CompositionFactory.eINSTANCE;

    private final Element process;
    private final Map<String, Element> byId = new LinkedHashMap<>();
    private final Map<String, List<Element>> outgoing = new HashMap<>();
    private final Map<String, List<Element>> incoming = new HashMap<>();
    private final Map<String, Task> tasks = new LinkedHashMap<>();
    private final Map<String, String> messages = new HashMap<>();
    private final Map<String, int[]> shapes = new HashMap<>();
    private final Composition c = F.createComposition();

    private BpmnImporter(Document doc) throws BpmnException {
        List<Element> processes = children(doc.getDocumentElement(), "process");
        if (processes.size() != 1) {
            throw new BpmnException("the file holds " + processes.size() + " processes; Tutti imports files with exactly one");
        }
        process = processes.get(0);
        for (Element m : children(doc.getDocumentElement(), "message")) {
            messages.put(m.getAttribute("id"), m.hasAttribute("name") ? m.getAttribute("name") : m.getAttribute("id"));
        }
        for (Element shape : descendants(doc.getDocumentElement(), Bpmn.DI, "BPMNShape")) {
            for (Element b : descendants(shape, Bpmn.DC, "Bounds")) {
                shapes.put(shape.getAttribute("bpmnElement"), new int[] {num(b, "x"), num(b, "y"), num(b, "width"),
                        num(b, "height")});
            }
        }
    }

    public static Composition importFile(Path file) throws BpmnException {
        try (InputStream in = Files.newInputStream(file)) {
            return importStream(in, file.toString());
        } catch (IOException e) {
            throw new BpmnException("cannot read BPMN file " + file + ": " + e.getMessage(), e);
        }
    }

    public static Composition importStream(InputStream in, String name) throws BpmnException {
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
        return new BpmnImporter(doc).read();
    }

    private Composition read() throws BpmnException {
        List<String> unsupported = new ArrayList<>();
        for (Element e : children(process, null)) {
            String kind = e.getLocalName();
            String id = e.getAttribute("id");
            if (!SUPPORTED.contains(kind) || !Bpmn.MODEL.equals(e.getNamespaceURI())) {
                unsupported.add(kind + " '" + id + "'");
            } else if ((kind.equals("startEvent") || kind.equals("intermediateCatchEvent") || kind.equals("endEvent"))
                    && hasOtherEventDefinition(e)) {
                unsupported.add(kind + " '" + id + "' (" + eventDefinitions(e) + ")");
            } else if (kind.equals("intermediateCatchEvent") && children(e, "messageEventDefinition").isEmpty()) {
                unsupported.add(kind + " '" + id + "' (only message catch events are supported)");
            }
            if (!id.isEmpty()) {
                byId.put(id, e);
            }
        }
        if (!unsupported.isEmpty()) {
            throw new BpmnException("Tutti cannot import these BPMN elements: " + String.join(", ", unsupported)
                    + " (supported: start, end and message catch events; script, service, send and receive tasks; "
                    + "call activities; parallel and exclusive gateways; sequence flows)");
        }
        c.setName(process.hasAttribute("name") ? identifier(process.getAttribute("name")) : identifier(process.getAttribute("id")));
        String version = process.getAttributeNS(Bpmn.TUTTI, "version");
        if (!version.isEmpty()) {
            c.setVersion(version);
        }
        for (Element d : children(process, "documentation")) {
            c.setDescription(d.getTextContent());
        }
        for (Element f : children(process, "sequenceFlow")) {
            outgoing.computeIfAbsent(f.getAttribute("sourceRef"), k -> new ArrayList<>()).add(f);
            incoming.computeIfAbsent(f.getAttribute("targetRef"), k -> new ArrayList<>()).add(f);
        }
        for (Element e : byId.values()) {
            if (ACTIVITIES.contains(e.getLocalName())) {
                Task t = task(e);
                tasks.put(e.getAttribute("id"), t);
                c.getTasks().add(t);
            }
        }
        for (Element e : byId.values()) {
            if (e.getLocalName().equals("startEvent") && !children(e, "messageEventDefinition").isEmpty()) {
                messageStart(e);
            }
        }
        controlFlows();
        processExtensions();
        return c;
    }

    private boolean hasOtherEventDefinition(Element e) {
        for (Element d : children(e, null)) {
            if (d.getLocalName().endsWith("EventDefinition") && !d.getLocalName().equals("messageEventDefinition")) {
                return true;
            }
        }
        return false;
    }

    private String eventDefinitions(Element e) {
        return String.join(", ", children(e, null).stream().map(Element::getLocalName)
                .filter(n -> n.endsWith("EventDefinition")).toList());
    }

    /** A message start event becomes a Receive no flow leads to: it takes the message that starts the instance. */
    private void messageStart(Element e) {
        ReceiveTask r = F.createReceiveTask();
        r.setName(identifier(e.hasAttribute("name") ? e.getAttribute("name") : e.getAttribute("id")));
        String ref = children(e, "messageEventDefinition").get(0).getAttribute("messageRef");
        r.setMessage(messages.getOrDefault(ref, r.getName()));
        bounds(r, e.getAttribute("id"));
        tasks.put(e.getAttribute("id"), r);
        c.getTasks().add(0, r);
    }

    private Task task(Element e) {
        String impl = e.getAttribute("implementation");
        Task t = switch (e.getLocalName()) {
            case "scriptTask", "task" -> {
                JavaSnippetTask s = F.createJavaSnippetTask();
                children(e, "script").forEach(script -> s.setCode(script.getTextContent()));
                yield s;
            }
            case "receiveTask", "intermediateCatchEvent" -> {
                ReceiveTask r = F.createReceiveTask();
                String ref = e.getLocalName().equals("receiveTask") ? e.getAttribute("messageRef")
                        : children(e, "messageEventDefinition").get(0).getAttribute("messageRef");
                r.setMessage(ref.isEmpty() ? e.getAttribute("id") : messages.getOrDefault(ref, ref));
                yield r;
            }
            case "sendTask" -> F.createReplyTask();
            case "callActivity" -> {
                SubCompositionTask s = F.createSubCompositionTask();
                s.setComposition(e.getAttribute("calledElement"));
                s.setCompositionVersion(tutti(e, "compositionVersion"));
                yield s;
            }
            default -> service(e, impl);
        };
        t.setName(identifier(e.hasAttribute("name") ? e.getAttribute("name") : e.getAttribute("id")));
        if ("ANY".equals(tutti(e, "startCondition"))) {
            t.setStartCondition(StartCondition.ANY);
        }
        for (Element ext : children(e, "extensionElements")) {
            for (Element p : children(ext, null)) {
                if (Bpmn.TUTTI.equals(p.getNamespaceURI()) && p.getLocalName().equals("input")) {
                    t.getInputs().add(parameter(p));
                } else if (Bpmn.TUTTI.equals(p.getNamespaceURI()) && p.getLocalName().equals("output")) {
                    t.getOutputs().add(parameter(p));
                }
            }
        }
        for (Element loop : children(e, "standardLoopCharacteristics")) {
            for (Element cond : children(loop, "loopCondition")) {
                t.setRepeatWhile(cond.getTextContent().strip());
            }
        }
        for (Element mi : children(e, "multiInstanceLoopCharacteristics")) {
            ForEach each = F.createForEach();
            each.setParallel(!"true".equals(mi.getAttribute("isSequential")));
            children(mi, "loopDataInputRef").forEach(r -> each.setListInput(r.getTextContent().strip()));
            children(mi, "inputDataItem").forEach(i -> each.setElementInput(i.hasAttribute("name") ? i.getAttribute("name")
                    : i.getAttribute("id")));
            t.setForEach(each);
        }
        bounds(t, e.getAttribute("id"));
        return t;
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

    /** Flows between tasks, looking through gateways: converging ones set the join, diverging ones conditions. */
    private void controlFlows() throws BpmnException {
        for (Element f : children(process, "sequenceFlow")) {
            Task source = tasks.get(f.getAttribute("sourceRef"));
            if (source == null) {
                continue; // flows out of events and gateways are followed from the task before them
            }
            follow(source, f, condition(f), 0);
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
            return text.isEmpty() ? null : text;
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
