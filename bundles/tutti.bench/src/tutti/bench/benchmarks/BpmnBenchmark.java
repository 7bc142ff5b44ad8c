package tutti.bench.benchmarks;

import java.io.ByteArrayInputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import tutti.bpmn.BpmnImporter;
import tutti.model.composition.Composition;

/**
 * {@code tutti bench-bpmn}: how long importing a large BPMN file takes, cold (the first import in
 * the JVM) and warm, for a file drawn as Camunda Modeler writes one: a chain of service tasks
 * bound by expressions, each followed by an exclusive gateway with a JUEL condition, with
 * incoming/outgoing children and a diagram.
 */
public final class BpmnBenchmark {

    /** A file of about {@code elements} flow elements (tasks, gateways, events), imported {@code rounds} times warm. */
    public record Settings(int elements, int rounds) {
        public Settings {
            if (elements < 4 || rounds < 1) {
                throw new IllegalArgumentException("--elements must be at least 4 and --rounds at least 1");
            }
        }
    }

    private BpmnBenchmark() {
    }

    public static int run(Settings s, PrintStream out) throws Exception {
        int blocks = (s.elements() - 2) / 2;
        byte[] file = file(blocks).getBytes(StandardCharsets.UTF_8);
        long start = System.nanoTime();
        Composition first = importOnce(file);
        double coldMs = (System.nanoTime() - start) / 1e6;
        for (int i = 0; i < Math.max(3, s.rounds() / 2); i++) {
            importOnce(file); // warm-up: JIT
        }
        start = System.nanoTime();
        for (int i = 0; i < s.rounds(); i++) {
            importOnce(file);
        }
        double warmMs = (System.nanoTime() - start) / 1e6 / s.rounds();
        out.printf("mode: import only, in this JVM, no engine (Java %s, %s collector)%n", Runtime.version().feature(),
                tutti.engine.core.BatchRun.collector());
        out.printf("BPMN file: %d flow elements (%d service tasks, %d exclusive gateways, 2 events), %d sequence flows, %d KB%n",
                2 * blocks + 2, blocks, blocks, 3 * blocks, file.length / 1024);
        out.printf("import, cold (first in this JVM): %.0f ms; warm: %.1f ms per import (mean of %d); %d tasks, %d control flows, "
                + "%d data flows%n", coldMs, warmMs, s.rounds(), first.getTasks().size(), first.getControlFlows().size(),
                first.getDataFlows().size());
        return 0;
    }

    private static Composition importOnce(byte[] file) throws Exception {
        return BpmnImporter.importStream(new ByteArrayInputStream(file), "bench.bpmn");
    }

    /** start, then {@code blocks} times: a task adding 1 to x and a gateway going on while x is small, else to the end. */
    static String file(int blocks) {
        StringBuilder p = new StringBuilder();
        StringBuilder di = new StringBuilder();
        p.append("    <bpmn:startEvent id=\"StartEvent_1\"><bpmn:outgoing>Flow_s</bpmn:outgoing></bpmn:startEvent>\n");
        shape(di, "StartEvent_1", 100, 100, 36, 36);
        String into = "Flow_s";
        for (int i = 0; i < blocks; i++) {
            String task = "Activity_" + i;
            String gateway = "Gateway_" + i;
            String next = "Flow_n" + i;
            p.append("    <bpmn:serviceTask id=\"").append(task).append("\" name=\"Step ").append(i)
                    .append("\" camunda:expression=\"${x + 1}\" camunda:resultVariable=\"x\"><bpmn:incoming>").append(into)
                    .append("</bpmn:incoming><bpmn:outgoing>Flow_t").append(i).append("</bpmn:outgoing></bpmn:serviceTask>\n");
            p.append("    <bpmn:exclusiveGateway id=\"").append(gateway).append("\" default=\"Flow_d").append(i)
                    .append("\"><bpmn:incoming>Flow_t").append(i).append("</bpmn:incoming><bpmn:outgoing>").append(next)
                    .append("</bpmn:outgoing><bpmn:outgoing>Flow_d").append(i).append("</bpmn:outgoing></bpmn:exclusiveGateway>\n");
            flow(p, "Flow_t" + i, task, gateway, null);
            flow(p, "Flow_d" + i, gateway, "EndEvent_1", null);
            if (i + 1 < blocks) {
                flow(p, next, gateway, "Activity_" + (i + 1), "${x lt limit}");
            }
            if (i == 0) {
                flow(p, "Flow_s", "StartEvent_1", task, null);
            }
            shape(di, task, 200 + 300 * i, 80, 100, 80);
            shape(di, gateway, 350 + 300 * i, 95, 50, 50);
            into = next;
        }
        p.append("    <bpmn:endEvent id=\"EndEvent_1\" />\n");
        shape(di, "EndEvent_1", 200 + 300 * blocks, 300, 36, 36);
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" \
                xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" \
                xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" \
                xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn" \
                exporter="Camunda Modeler" exporterVersion="5.28.0">
                  <bpmn:process id="Process_Bench" name="Bench" isExecutable="true">
                """ + p + """
                  </bpmn:process>
                  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
                    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Process_Bench">
                """ + di + """
                    </bpmndi:BPMNPlane>
                  </bpmndi:BPMNDiagram>
                </bpmn:definitions>
                """;
    }

    private static void flow(StringBuilder p, String id, String source, String target, String condition) {
        p.append("    <bpmn:sequenceFlow id=\"").append(id).append("\" sourceRef=\"").append(source).append("\" targetRef=\"")
                .append(target).append('"');
        if (condition == null) {
            p.append(" />\n");
        } else {
            p.append("><bpmn:conditionExpression xsi:type=\"bpmn:tFormalExpression\">").append(condition)
                    .append("</bpmn:conditionExpression></bpmn:sequenceFlow>\n");
        }
    }

    private static void shape(StringBuilder di, String element, int x, int y, int w, int h) {
        di.append("      <bpmndi:BPMNShape id=\"").append(element).append("_di\" bpmnElement=\"").append(element)
                .append("\"><dc:Bounds x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(w)
                .append("\" height=\"").append(h).append("\" /></bpmndi:BPMNShape>\n");
    }
}
