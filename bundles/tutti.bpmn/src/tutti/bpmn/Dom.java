package tutti.bpmn;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** Reading BPMN elements: children by local name, event definitions, numbers, Tutti's own attributes. */
final class Dom {

    private Dom() {
    }

    /** The child elements of {@code parent} of that local name (any namespace), or all of them for null. */
    static List<Element> children(Element parent, String localName) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && (localName == null || localName.equals(e.getLocalName()))) {
                out.add(e);
            }
        }
        return out;
    }

    /** The first child of that local name, or null. */
    static Element child(Element parent, String localName) {
        List<Element> found = children(parent, localName);
        return found.isEmpty() ? null : found.get(0);
    }

    static List<Element> descendants(Element root, String ns, String localName) {
        List<Element> out = new ArrayList<>();
        var list = root.getElementsByTagNameNS(ns, localName);
        for (int i = 0; i < list.getLength(); i++) {
            out.add((Element) list.item(i));
        }
        return out;
    }

    static String id(Element e) {
        return e.getAttribute("id");
    }

    /** {@code kind 'id'}, as problems and notes name an element. */
    static String what(Element e) {
        return e.getLocalName() + " '" + id(e) + "'";
    }

    /** The kinds of an event's definitions, e.g. [timerEventDefinition]. */
    static List<String> definitions(Element e) {
        return children(e, null).stream().map(Element::getLocalName).filter(n -> n.endsWith("EventDefinition")).toList();
    }

    /** The event's only definition; "" for none or several. */
    static String definition(Element e) {
        List<String> defs = definitions(e);
        return defs.size() == 1 ? defs.get(0) : "";
    }

    /** A throw or catch event that is a link: one link definition and nothing else. */
    static boolean isLink(Element e) {
        return (e.getLocalName().equals("intermediateThrowEvent") || e.getLocalName().equals("intermediateCatchEvent"))
                && definition(e).equals("linkEventDefinition");
    }

    /** An event with one timer definition (and nothing else). */
    static boolean isTimer(Element e) {
        return e != null && definition(e).equals("timerEventDefinition");
    }

    /** A throw event, or an end event that throws a signal, a message or an escalation. */
    static boolean isThrow(Element e) {
        return e.getLocalName().equals("intermediateThrowEvent") || e.getLocalName().equals("endEvent")
                && Set.of("signalEventDefinition", "messageEventDefinition", "escalationEventDefinition").contains(definition(e));
    }

    /** "terminateEventDefinition" or "errorEventDefinition" when an end event is one of those (alone), else "". */
    static String endDefinition(Element e) {
        String d = definition(e);
        return d.equals("terminateEventDefinition") || d.equals("errorEventDefinition") ? d : "";
    }

    /** The timer's text for one of timeDuration, timeDate, timeCycle; null when it has none. */
    static String timer(Element event, String what) {
        Element definition = child(event, "timerEventDefinition");
        Element value = definition == null ? null : child(definition, what);
        return value == null ? null : value.getTextContent().strip();
    }

    /** An attribute of Tutti's namespace, or null. */
    static String tutti(Element e, String name) {
        return e.hasAttributeNS(Bpmn.TUTTI, name) ? e.getAttributeNS(Bpmn.TUTTI, name) : null;
    }

    /** An attribute in any of the namespaces of the engines whose extensions Tutti reads (Camunda, Flowable, Activiti). */
    static String vendor(Element e, String name) {
        for (String ns : Bpmn.VENDORS) {
            if (e.hasAttributeNS(ns, name)) {
                return e.getAttributeNS(ns, name);
            }
        }
        return null;
    }

    /** The extension elements of those engines directly under {@code e}'s extensionElements. */
    static List<Element> vendorExtensions(Element e, String localName) {
        List<Element> out = new ArrayList<>();
        for (Element ext : children(e, "extensionElements")) {
            for (Element x : children(ext, localName)) {
                if (Bpmn.VENDORS.contains(x.getNamespaceURI())) {
                    out.add(x);
                }
            }
        }
        return out;
    }

    static int num(Element e, String attr) {
        try {
            return (int) Math.round(Double.parseDouble(e.getAttribute(attr)));
        } catch (NumberFormatException ex) {
            return 0;
        }
    }

    /** Whether {@code e} is {@code ancestor} or lies within it. */
    static boolean isInside(Element e, Element ancestor) {
        for (org.w3c.dom.Node n = e; n != null; n = n.getParentNode()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }
}
