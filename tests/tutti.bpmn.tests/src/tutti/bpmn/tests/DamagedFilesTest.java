package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import tutti.bpmn.BpmnImporter;
import tutti.model.validation.CompositionValidator;

/**
 * Well-formed files that are not what a modeler meant: every corpus file with one element taken
 * out, or one reference attribute emptied or pointed nowhere, in turn. Each still imports (what it
 * can no longer mean becomes a problem), and validation answers, without an exception.
 */
class DamagedFilesTest {

    private static final List<String> REFERENCES = List.of("sourceRef", "targetRef", "attachedToRef", "messageRef", "default",
            "errorRef", "signalRef", "escalationRef", "processRef", "calledElement", "itemSubjectRef");

    @Test
    void everyFileWithAnElementRemovedOrAReferenceBrokenStillImports() throws Exception {
        List<String> failures = new ArrayList<>();
        int variants = 0;
        try (var corpus = Files.list(Path.of("corpus"))) {
            for (Path f : corpus.filter(p -> p.toString().endsWith(".bpmn")).sorted().toList()) {
                Document original = parse(Files.readAllBytes(f));
                NodeList all = original.getDocumentElement().getElementsByTagNameNS("*", "*");
                for (int i = 0; i < all.getLength(); i++) {
                    Document removed = (Document) original.cloneNode(true);
                    Element e = (Element) removed.getDocumentElement().getElementsByTagNameNS("*", "*").item(i);
                    e.getParentNode().removeChild(e);
                    variants++;
                    check(f.getFileName() + " without its " + i + "th element <" + e.getLocalName() + " id=" + e.getAttribute("id")
                            + ">", removed, failures);
                    Element at = (Element) original.getDocumentElement().getElementsByTagNameNS("*", "*").item(i);
                    for (String ref : REFERENCES) {
                        if (at.hasAttribute(ref)) {
                            for (String value : List.of("", "Nowhere_1")) {
                                Document broken = (Document) original.cloneNode(true);
                                Element b = (Element) broken.getDocumentElement().getElementsByTagNameNS("*", "*").item(i);
                                ((Attr) b.getAttributeNode(ref)).setValue(value);
                                variants++;
                                check(f.getFileName() + " with " + ref + "=\"" + value + "\" on " + b.getLocalName() + " "
                                        + b.getAttribute("id"), broken, failures);
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(variants > 2000, variants + " damaged files imported");
    }

    private static void check(String what, Document doc, List<String> failures) throws Exception {
        byte[] bytes = write(doc);
        try {
            for (BpmnImporter.Result r : BpmnImporter.importAll(new ByteArrayInputStream(bytes), "damaged.bpmn").results()) {
                CompositionValidator.validate(r.composition());
            }
        } catch (RuntimeException | tutti.bpmn.BpmnException e) {
            failures.add(what + ": " + e);
        }
    }

    private static Document parse(byte[] bytes) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(bytes));
    }

    private static byte[] write(Document doc) throws Exception {
        StringWriter out = new StringWriter();
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(doc), new StreamResult(out));
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }
}
