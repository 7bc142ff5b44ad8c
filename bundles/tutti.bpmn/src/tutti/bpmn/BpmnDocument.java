package tutti.bpmn;

import static tutti.bpmn.Dom.children;
import static tutti.bpmn.Dom.num;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * A BPMN file as read: its processes, the pools (participants) that show them, and what the
 * processes refer to at the top of the file (messages, signals, errors, escalations, item
 * definitions), with each element's diagram bounds.
 */
final class BpmnDocument {

    final Element definitions;
    /** Written by Tutti's own export: its names, bounds and Java need no adapting. */
    final boolean fromTutti;
    final Map<String, String> messages = new HashMap<>();
    final Map<String, String> signals = new HashMap<>();
    /** Escalation ids to their codes (or names). */
    final Map<String, String> escalations = new HashMap<>();
    /** Diagram bounds by element id: x, y, width, height. */
    final Map<String, int[]> shapes = new HashMap<>();
    /** The diagram's edges by sequence flow id: their waypoints, {x, y} each. */
    final Map<String, List<int[]>> waypoints = new HashMap<>();
    /** Where the diagram draws each sequence flow's label, by flow id: x, y, width, height. */
    final Map<String, int[]> labels = new HashMap<>();

    private BpmnDocument(Document doc) {
        definitions = doc.getDocumentElement();
        fromTutti = Bpmn.EXPORTER.equals(definitions.getAttribute("exporter"));
        for (Element m : children(definitions, "message")) {
            messages.put(Dom.id(m), m.hasAttribute("name") ? m.getAttribute("name") : Dom.id(m));
        }
        for (Element m : children(definitions, "signal")) {
            signals.put(Dom.id(m), m.hasAttribute("name") ? m.getAttribute("name") : Dom.id(m));
        }
        for (Element m : children(definitions, "escalation")) {
            escalations.put(Dom.id(m), m.hasAttribute("escalationCode") ? m.getAttribute("escalationCode")
                    : m.hasAttribute("name") ? m.getAttribute("name") : Dom.id(m));
        }
        for (Element shape : Dom.descendants(definitions, Bpmn.DI, "BPMNShape")) {
            for (Element b : children(shape, "Bounds")) {
                shapes.put(shape.getAttribute("bpmnElement"), bounds(b));
            }
        }
        for (Element edge : Dom.descendants(definitions, Bpmn.DI, "BPMNEdge")) {
            List<int[]> points = new ArrayList<>();
            for (Element w : children(edge, "waypoint")) {
                points.add(new int[] {num(w, "x"), num(w, "y")});
            }
            waypoints.put(edge.getAttribute("bpmnElement"), points);
            for (Element label : children(edge, "BPMNLabel")) {
                for (Element b : children(label, "Bounds")) {
                    labels.put(edge.getAttribute("bpmnElement"), bounds(b));
                }
            }
        }
    }

    private static int[] bounds(Element b) {
        return new int[] {num(b, "x"), num(b, "y"), num(b, "width"), num(b, "height")};
    }

    static BpmnDocument parse(InputStream in, String name) throws BpmnException {
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
        return new BpmnDocument(doc);
    }

    List<Element> processes() {
        return children(definitions, "process");
    }

    /** The top-level element of this id (an error, an item definition, ...), or null. */
    Element byId(String id) {
        for (Element e : children(definitions, null)) {
            if (Dom.id(e).equals(id)) {
                return e;
            }
        }
        return null;
    }

    /** {@code 'Process_1' (Order handling)}: a process by id, with its name or its pool's. */
    String describe(Element process) {
        String name = process.getAttribute("name").isEmpty() ? poolName(process) : process.getAttribute("name");
        return "'" + Dom.id(process) + "'" + (name.isBlank() ? "" : " (" + name.strip() + ")");
    }

    /** The pool (collaboration participant) that shows the process, or null. */
    Element pool(Element process) {
        for (Element collaboration : children(definitions, "collaboration")) {
            for (Element participant : children(collaboration, "participant")) {
                if (participant.getAttribute("processRef").equals(Dom.id(process))) {
                    return participant;
                }
            }
        }
        return null;
    }

    /** The name of the pool (collaboration participant) that holds the process, or "". */
    String poolName(Element process) {
        Element pool = pool(process);
        return pool == null ? "" : pool.getAttribute("name");
    }

    /** Whether a process holds anything that runs (a flow node), rather than being a pool drawn for context. */
    static boolean hasContent(Element process) {
        return children(process, null).stream().anyMatch(e -> Bpmn.MODEL.equals(e.getNamespaceURI())
                && (e.getLocalName().endsWith("Event") || e.getLocalName().endsWith("Task") || e.getLocalName().endsWith("Gateway")
                        || e.getLocalName().equals("task") || e.getLocalName().endsWith("Process")
                        || e.getLocalName().equals("callActivity") || e.getLocalName().equals("transaction")));
    }

    /**
     * The pools that hold nothing to import: participants without a process (black boxes) and
     * those whose process is empty, as {@code 'Participant_1' (Customer)}.
     */
    List<String> emptyPools() {
        List<String> out = new ArrayList<>();
        for (Element collaboration : children(definitions, "collaboration")) {
            for (Element participant : children(collaboration, "participant")) {
                String ref = participant.getAttribute("processRef");
                Element process = ref.isEmpty() ? null : byId(ref);
                if (process == null || !hasContent(process)) {
                    String name = participant.getAttribute("name").strip();
                    out.add("'" + Dom.id(participant) + "'" + (name.isEmpty() ? "" : " (" + name + ")"));
                }
            }
        }
        return out;
    }

    /** The Java type of an itemDefinition's structure: XML Schema names and Java class names are known, else Object. */
    String javaType(String itemRef) {
        Element item = itemRef == null || itemRef.isEmpty() ? null : byId(itemRef);
        String structure = item == null ? "" : item.getAttribute("structureRef");
        return javaTypeOf(structure.substring(structure.indexOf(':') + 1));
    }

    /** A type's name as modelers write it (xsd:int, java.lang.String, Long, boolean, list) made a Java type. */
    static String javaTypeOf(String local) {
        return switch (local) {
            case "string", "String", "java.lang.String" -> "String";
            case "int", "integer", "Integer", "java.lang.Integer" -> "int";
            case "long", "Long", "java.lang.Long" -> "long";
            case "boolean", "Boolean", "java.lang.Boolean" -> "boolean";
            case "double", "decimal", "Double", "java.lang.Double" -> "double";
            default -> local.matches("java\\.util\\.(List|ArrayList|Collection)|list|List") ? "java.util.List<Object>"
                    : local.matches("[a-z][\\w.]*\\.[A-Z]\\w*") ? local : "Object";
        };
    }
}
