package tutti.bpmn;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.Text;

/**
 * An element as XML text, the same text whichever file it was read from: namespaces declared
 * where first needed (the file's own declarations are not copied), attributes in name order, the
 * white space a file indents child elements with left out, comments dropped. Import keeps BPMN
 * this way ({@link KeptStructure}); the JDK's transformer did the same at a tenth of a second more
 * on a cold import.
 */
final class XmlText {

    private static final String XMLNS = "http://www.w3.org/2000/xmlns/";

    private XmlText() {
    }

    static String of(Element e) {
        StringBuilder out = new StringBuilder();
        write(e, out, Map.of());
        return out.toString();
    }

    private static void write(Element e, StringBuilder out, Map<String, String> scope) {
        Map<String, String> inner = new HashMap<>(scope);
        StringBuilder declarations = new StringBuilder();
        declare(e.getPrefix(), e.getNamespaceURI(), inner, declarations);
        List<Attr> attributes = new ArrayList<>();
        NamedNodeMap map = e.getAttributes();
        for (int i = 0; i < map.getLength(); i++) {
            Attr a = (Attr) map.item(i);
            if (!XMLNS.equals(a.getNamespaceURI())) {
                attributes.add(a);
                if (a.getNamespaceURI() != null) {
                    declare(a.getPrefix(), a.getNamespaceURI(), inner, declarations);
                }
            }
        }
        attributes.sort(Comparator.comparing(Attr::getName));
        out.append('<').append(e.getTagName());
        for (Attr a : attributes) {
            out.append(' ').append(a.getName()).append("=\"");
            escape(a.getValue(), true, out);
            out.append('"');
        }
        out.append(declarations);
        boolean elementsInside = e.getElementsByTagName("*").getLength() > 0;
        StringBuilder content = new StringBuilder();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element child) {
                write(child, content, inner);
            } else if (n instanceof Text t && !(elementsInside && t.getData().isBlank())) {
                escape(t.getData(), false, content);
            }
        }
        if (content.isEmpty()) {
            out.append("/>");
        } else {
            out.append('>').append(content).append("</").append(e.getTagName()).append('>');
        }
    }

    /** Declares the prefix (null: the default namespace) for the namespace unless it is bound so already. */
    private static void declare(String prefix, String namespace, Map<String, String> scope, StringBuilder out) {
        String key = prefix == null ? "" : prefix;
        String uri = namespace == null ? "" : namespace;
        if (key.equals("xml") || uri.equals(scope.getOrDefault(key, ""))) {
            return;
        }
        scope.put(key, uri);
        out.append(" xmlns").append(key.isEmpty() ? "" : ":" + key).append("=\"");
        escape(uri, true, out);
        out.append('"');
    }

    private static void escape(String s, boolean attribute, StringBuilder out) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append(attribute ? "&quot;" : "\"");
                case '\r' -> out.append("&#13;");
                case '\n' -> out.append(attribute ? "&#10;" : "\n");
                case '\t' -> out.append(attribute ? "&#9;" : "\t");
                default -> out.append(c);
            }
        }
    }
}
