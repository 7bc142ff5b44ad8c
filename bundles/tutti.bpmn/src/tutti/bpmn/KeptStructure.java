package tutti.bpmn;

import static tutti.bpmn.Dom.id;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionPackage;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.FlowKind;
import tutti.model.composition.Point;
import tutti.model.composition.Task;

/**
 * What a BPMN process has between its tasks that a composition folds into its control flows:
 * gateways, plain start, end and intermediate events, and the sequence flows through them. Import
 * keeps them, as BPMN XML with each flow's condition made Java and with their diagram, so that
 * export can write them back under the file's ids (with the file's definitions id). Export does
 * so only while the flows between tasks are still those the kept elements stand for: it reads
 * what it wrote back and compares ({@link #sameFlows}); after an edit that changes them, it
 * writes gateways and events of its own.
 */
final class KeptStructure {

    private static final Set<String> GATEWAYS = Set.of("exclusiveGateway", "parallelGateway", "inclusiveGateway",
            "complexGateway");
    private static final Set<String> PLAIN_EVENTS = Set.of("startEvent", "endEvent", "intermediateThrowEvent",
            "intermediateCatchEvent");
    /** The ids Tutti's export makes up for what it folds: kept from one of its own files, they would only be made up again. */
    private static final Pattern MADE_UP = Pattern.compile("(StartEvent_|EndEvent_|flow)\\d+|" + Bpmn.JOIN + ".+");
    /** Paths followed through kept gateways before giving up on a tangle of them. */
    private static final int MAX_STEPS = 100_000;
    /** What a control flow's comparison leaves out: ids, and problems that only the first import finds. */
    private static final Set<EStructuralFeature> NOT_COMPARED = Set.of(CompositionPackage.Literals.CONTROL_FLOW__BPMN_ID,
            CompositionPackage.Literals.CONTROL_FLOW__IMPORT_PROBLEM);

    private final String definitionsId;
    /** The kept gateways and events, by id, in the file's order. */
    private final Map<String, Element> nodes = new LinkedHashMap<>();
    private final List<Element> flows = new ArrayList<>();
    /** The ids of the file's messages, signals, errors and boundary events, by what export writes them for. */
    private final Map<String, String> roles = new LinkedHashMap<>();

    private KeptStructure(Element root) {
        definitionsId = root.hasAttribute("definitions") ? root.getAttribute("definitions") : null;
        for (Element e : Dom.children(root, null)) {
            if (Bpmn.TUTTI.equals(e.getNamespaceURI()) && e.getLocalName().equals("id")) {
                roles.put(e.getAttribute("role"), e.getAttribute("ref"));
            } else if (e.getLocalName().equals("sequenceFlow")) {
                flows.add(e);
            } else {
                nodes.put(id(e), e);
            }
        }
    }

    /**
     * The process's gateways and plain events, and the sequence flows that run through them from
     * task to task, as kept BPMN XML; null when there is nothing to keep. A gateway is kept only
     * with all its flows, so that a path through it is kept whole or not at all: what else the
     * file has on the way (a link, a subprocess that is flattened, a boundary event) Tutti's
     * export writes its own way.
     */
    static String capture(ProcessImport in) {
        Set<String> tasks = new HashSet<>();
        for (Map.Entry<String, Task> e : in.tasks.entrySet()) {
            Task t = e.getValue();
            if (in.c.getTasks().contains(t) && e.getKey().equals(t.getBpmnId() != null ? t.getBpmnId() : t.getName())) {
                tasks.add(e.getKey()); // export writes the task under the element's id
            }
        }
        Map<String, Element> nodes = new LinkedHashMap<>();
        for (Element e : Dom.children(in.process, null)) {
            String kind = e.getLocalName();
            // A start event's task that import made and then dropped (it did nothing) leaves the event plain.
            // A join Tutti's export made up is made up again where it is needed.
            boolean madeUpJoin = in.doc.fromTutti && id(e).startsWith(Bpmn.JOIN);
            if (!in.c.getTasks().contains(in.tasks.get(id(e))) && !madeUpJoin && Bpmn.MODEL.equals(e.getNamespaceURI())
                    && (GATEWAYS.contains(kind) || PLAIN_EVENTS.contains(kind) && Dom.definitions(e).isEmpty())) {
                nodes.put(id(e), e);
            }
        }
        Set<Element> flows = new LinkedHashSet<>();
        boolean dropped = true;
        while (dropped) {
            flows.clear();
            for (Element f : in.flows) {
                String s = f.getAttribute("sourceRef");
                String t = f.getAttribute("targetRef");
                if (f.getParentNode() == in.process && (nodes.containsKey(s) || nodes.containsKey(t))
                        && (nodes.containsKey(s) || tasks.contains(s)) && (nodes.containsKey(t) || tasks.contains(t))) {
                    flows.add(f);
                }
            }
            dropped = nodes.keySet().removeIf(n -> !flows.containsAll(in.incoming.getOrDefault(n, List.of()))
                    || !flows.containsAll(in.outgoing.getOrDefault(n, List.of())));
        }
        String definitions = id(in.doc.definitions);
        if (definitions.isEmpty() || definitions.equals("Definitions_" + in.c.getName())) {
            definitions = null;
        }
        boolean madeUp = in.doc.fromTutti && nodes.keySet().stream().allMatch(n -> MADE_UP.matcher(n).matches())
                && flows.stream().allMatch(f -> MADE_UP.matcher(id(f)).matches());
        Map<String, String> roles = roles(in, tasks);
        if (definitions == null && roles.isEmpty() && (nodes.isEmpty() || madeUp)) {
            return null;
        }
        Document d = newDocument();
        Element root = d.createElementNS(Bpmn.TUTTI, "tutti:kept");
        if (definitions != null) {
                root.setAttribute("definitions", definitions);
            }
        d.appendChild(root);
        roles.forEach((role, ref) -> {
            Element r = d.createElementNS(Bpmn.TUTTI, "tutti:id");
            r.setAttribute("role", role);
            r.setAttribute("ref", ref);
            root.appendChild(r);
        });
        if (!madeUp) {
            for (Element n : nodes.values()) {
                Element copy = (Element) d.importNode(n, true);
                int[] b = in.doc.shapes.get(id(n));
                if (b != null) {
                    copy.setAttributeNS(Bpmn.TUTTI, "tutti:bounds", b[0] + "," + b[1] + "," + b[2] + "," + b[3]);
                }
                root.appendChild(copy);
            }
            for (Element f : flows) {
                root.appendChild(flow(d, f, in));
            }
        }
        return XmlText.of(root);
    }

    /**
     * The ids of the file's messages and signals (by name), errors (by code) and of the boundary
     * events of its tasks (by what they catch and the task's id), for export to write them back.
     */
    private static Map<String, String> roles(ProcessImport in, Set<String> tasks) {
        Map<String, String> roles = new java.util.TreeMap<>();
        in.doc.messages.forEach((id, name) -> roles.put("message:" + name, id));
        in.doc.signals.forEach((id, name) -> roles.put("signal:" + name, id));
        for (String kind : List.of("error", "escalation")) {
            for (Element e : Dom.children(in.doc.definitions, kind)) {
                String code = e.hasAttribute(kind + "Code") ? e.getAttribute(kind + "Code") : e.getAttribute("name");
                if (!id(e).isEmpty() && !code.isEmpty()) {
                    roles.putIfAbsent(kind + ":" + code, id(e));
                }
            }
        }
        Element pool = in.doc.pool(in.process);
        if (pool != null && pool.getParentNode() instanceof Element collaboration && !id(collaboration).isEmpty()) {
            roles.put("collaboration", id(collaboration));
        }
        Map<String, Integer> reminders = new HashMap<>();
        for (Element b : Dom.children(in.process, "boundaryEvent")) {
            String host = b.getAttribute("attachedToRef");
            List<String> caught = Dom.definitions(b);
            if (!tasks.contains(host)) {
                continue;
            }
            if (caught.contains("errorEventDefinition") || caught.contains("escalationEventDefinition")) {
                roles.putIfAbsent("failure:" + host, id(b));
            } else if (caught.contains("timerEventDefinition") && !"false".equals(b.getAttribute("cancelActivity"))) {
                roles.putIfAbsent("timeout:" + host, id(b));
            } else if (caught.contains("timerEventDefinition")) {
                int n = reminders.merge(host, 1, Integer::sum);
                roles.put("reminder:" + host + (n == 1 ? "" : ":" + n), id(b));
            }
        }
        for (Element e : in.byId.values()) {
            List<Element> definitions = Dom.children(e, null).stream().filter(d -> d.getLocalName().endsWith("EventDefinition")).toList();
            if (definitions.size() == 1 && !id(definitions.get(0)).isEmpty()) {
                roles.put("definition:" + id(e), id(definitions.get(0)));
            }
        }
        // Those export would make up anyway need no keeping (and are not kept from its own files).
        roles.entrySet().removeIf(r -> madeUp(r.getKey(), r.getValue(), in));
        return roles;
    }

    /** Whether Tutti's export would make up that id for that role anyway. */
    private static boolean madeUp(String role, String id, ProcessImport in) {
        int colon = role.indexOf(':');
        String what = colon < 0 ? role : role.substring(0, colon);
        String of = colon < 0 ? "" : role.substring(colon + 1);
        Task host = in.tasks.get(of.contains(":") ? of.substring(0, of.indexOf(':')) : of);
        return switch (what) {
            case "definition" -> false; // export gives an event definition no id of its own
            case "collaboration" -> id.equals("Collaboration_" + in.c.getName());
            case "message" -> id.equals("Message_" + of);
            case "signal" -> id.equals("Signal_" + of);
            case "error" -> in.c.getTasks().stream().anyMatch(t -> id.equals("Error_" + t.getName()));
            case "escalation" -> false; // export writes an escalation only where the file had one
            default -> host != null && id.startsWith("Boundary_" + what + "_" + host.getName());
        };
    }

    /** The id the file gave the element export writes in that role; null where it gave none. */
    String idOf(String role) {
        return roles.get(role);
    }

    Map<String, String> roles() {
        return roles;
    }

    /** A kept sequence flow: its condition as the import made it Java, its waypoints and label bounds. */
    private static Element flow(Document d, Element f, ProcessImport in) {
        Element copy = (Element) d.importNode(f, true);
        Dom.children(copy, "conditionExpression").forEach(copy::removeChild);
        String java = in.flowMapping.ownCondition(f);
        if (java != null) {
            Element cond = d.createElementNS(Bpmn.MODEL, "conditionExpression");
            cond.setAttributeNS(Bpmn.XSI, "xsi:type", "tFormalExpression");
            cond.setAttribute("language", "java");
            cond.setTextContent(java);
            copy.appendChild(cond);
        }
        List<int[]> points = new ArrayList<>(in.doc.waypoints.getOrDefault(id(f), List.of()));
        if (points.size() >= 2) {
            // Ends on the tasks as imported (a narrow one is widened), as export draws them.
            points.set(0, DiagramWriter.onto(points.get(0), shape(in, f.getAttribute("sourceRef"))));
            points.set(points.size() - 1, DiagramWriter.onto(points.get(points.size() - 1), shape(in, f.getAttribute("targetRef"))));
            copy.setAttributeNS(Bpmn.TUTTI, "tutti:waypoints",
                    String.join(" ", points.stream().map(p -> p[0] + "," + p[1]).toList()));
        }
        int[] label = in.doc.labels.get(id(f));
        if (label != null) {
            copy.setAttributeNS(Bpmn.TUTTI, "tutti:label", label[0] + "," + label[1] + "," + label[2] + "," + label[3]);
        }
        return copy;
    }

    /** Where a task is drawn as imported, else where the file draws the element; null where neither says. */
    private static int[] shape(ProcessImport in, String element) {
        Task t = in.tasks.get(element);
        if (t != null && t.getBounds() != null) {
            var b = t.getBounds();
            return new int[] {b.getX(), b.getY(), b.getWidth(), b.getHeight()};
        }
        return in.doc.shapes.get(element);
    }

    /** The structure kept in a composition; null for none, or for text that is not what {@link #capture} writes. */
    static KeptStructure parse(String xml) {
        if (xml == null || xml.isBlank()) {
            return null;
        }
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Element root = f.newDocumentBuilder().parse(new InputSource(new StringReader(xml))).getDocumentElement();
            return Bpmn.TUTTI.equals(root.getNamespaceURI()) && root.getLocalName().equals("kept") ? new KeptStructure(root) : null;
        } catch (Exception e) {
            return null; // a hand-edited composition: export makes up what it folds, as for one drawn in Tutti
        }
    }

    private static Document newDocument() {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            return f.newDocumentBuilder().newDocument();
        } catch (javax.xml.parsers.ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML support failed", e);
        }
    }

    /** The id of the file's definitions element; null when it had none worth keeping. */
    String definitionsId() {
        return definitionsId;
    }

    /** The ids of the kept gateways, events and flows. */
    Set<String> ids() {
        Set<String> ids = new LinkedHashSet<>(nodes.keySet());
        flows.forEach(f -> ids.add(id(f)));
        return ids;
    }

    boolean hasElements() {
        return !nodes.isEmpty();
    }

    /** Whether every kept flow still connects kept elements and tasks export writes under those ids. */
    boolean fits(Collection<String> taskIds) {
        return flows.stream().allMatch(f -> ends(f.getAttribute("sourceRef"), taskIds) && ends(f.getAttribute("targetRef"), taskIds));
    }

    private boolean ends(String ref, Collection<String> taskIds) {
        return nodes.containsKey(ref) || taskIds.contains(ref);
    }

    /** Whether a kept flow goes into the task (written under that id). */
    boolean entered(String taskId) {
        return flows.stream().anyMatch(f -> f.getAttribute("targetRef").equals(taskId));
    }

    /**
     * The control flows the kept paths stand for: for each path from task to task through kept
     * gateways and events, one normal control flow between those tasks; null when the kept
     * gateways are too tangled to follow.
     */
    Set<ControlFlow> covered(Composition c, Map<Task, String> ids) {
        Map<String, List<Element>> out = new HashMap<>();
        flows.forEach(f -> out.computeIfAbsent(f.getAttribute("sourceRef"), k -> new ArrayList<>()).add(f));
        Map<String, Integer> paths = new HashMap<>();
        int[] steps = {0};
        for (String task : new LinkedHashSet<>(ids.values())) {
            if (!walk(task, task, out, new HashSet<>(), paths, steps)) {
                return null;
            }
        }
        Set<ControlFlow> covered = new HashSet<>();
        for (ControlFlow f : c.getControlFlows()) {
            String key = ids.get(f.getSource()) + " " + ids.get(f.getTarget());
            if (f.getKind() == FlowKind.NORMAL && paths.getOrDefault(key, 0) > 0) {
                paths.merge(key, -1, Integer::sum);
                covered.add(f);
            }
        }
        return covered;
    }

    private boolean walk(String from, String at, Map<String, List<Element>> out, Set<String> passed, Map<String, Integer> paths,
            int[] steps) {
        for (Element f : out.getOrDefault(at, List.of())) {
            if (++steps[0] > MAX_STEPS) {
                return false;
            }
            String next = f.getAttribute("targetRef");
            if (!nodes.containsKey(next)) {
                paths.merge(from + " " + next, 1, Integer::sum);
            } else if (passed.add(next)) {
                if (!walk(from, next, out, passed, paths, steps)) {
                    return false;
                }
                passed.remove(next);
            }
        }
        return true;
    }

    /** Writes the kept gateways, events and flows into the exported process, and their diagram. */
    void write(Document doc, Element process, DiagramWriter diagram) {
        for (Element n : nodes.values()) {
            Element copy = adopt(doc, n);
            process.appendChild(copy);
            int[] b = numbers(n.getAttributeNS(Bpmn.TUTTI, "bounds"));
            boolean gateway = GATEWAYS.contains(n.getLocalName());
            diagram.shape(id(n), b.length == 4 ? b[0] : 0, b.length == 4 ? b[1] : 0, b.length == 4 ? b[2] : gateway ? 50 : 36,
                    b.length == 4 ? b[3] : gateway ? 50 : 36);
        }
        for (Element f : flows) {
            process.appendChild(adopt(doc, f));
            int[] p = numbers(f.getAttributeNS(Bpmn.TUTTI, "waypoints"));
            List<int[]> points = new ArrayList<>();
            for (int i = 0; i + 1 < p.length; i += 2) {
                points.add(new int[] {p[i], p[i + 1]});
            }
            int[] label = numbers(f.getAttributeNS(Bpmn.TUTTI, "label"));
            diagram.edge(id(f), f.getAttribute("sourceRef"), f.getAttribute("targetRef"), points, label.length == 4 ? label : null);
        }
    }

    /** A copy of a kept element for the exported document, without the diagram Tutti noted on it. */
    private static Element adopt(Document doc, Element kept) {
        Element copy = (Element) doc.importNode(kept, true);
        for (String a : List.of("bounds", "waypoints", "label")) {
            copy.removeAttributeNS(Bpmn.TUTTI, a);
        }
        return copy;
    }

    private static int[] numbers(String text) {
        if (text == null || text.isBlank()) {
            return new int[0];
        }
        try {
            return java.util.Arrays.stream(text.trim().split("[ ,]+")).mapToInt(Integer::parseInt).toArray();
        } catch (NumberFormatException e) {
            return new int[0];
        }
    }

    /**
     * Whether the exported file, read back, has the composition's control flows (ends, kinds,
     * conditions, labels, bends) and each task's start condition: then the kept elements still
     * stand for them.
     */
    static boolean sameFlows(Composition c, String xml) {
        try {
            Composition back = BpmnImporter.importStream(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)),
                    c.getName());
            return signature(c).equals(signature(back));
        } catch (BpmnException e) {
            return false;
        }
    }

    private static List<String> signature(Composition c) {
        List<String> s = new ArrayList<>();
        for (Task t : c.getTasks()) {
            s.add(t.getName() + " starts on " + t.getStartCondition());
        }
        for (ControlFlow f : c.getControlFlows()) {
            StringBuilder b = new StringBuilder(f.getSource().getName() + " -> " + f.getTarget().getName());
            for (EAttribute a : f.eClass().getEAllAttributes()) {
                if (!NOT_COMPARED.contains(a)) {
                    b.append(' ').append(a.getName()).append('=').append(f.eGet(a));
                }
            }
            for (Point p : f.getBendpoints()) {
                b.append(" bend ").append(p.getX()).append(',').append(p.getY());
            }
            var l = f.getLabelBounds();
            if (l != null) {
                b.append(" label at ").append(l.getX()).append(',').append(l.getY()).append(' ').append(l.getWidth()).append('x')
                        .append(l.getHeight());
            }
            s.add(b.toString());
        }
        java.util.Collections.sort(s);
        return s;
    }
}
