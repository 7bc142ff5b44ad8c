package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import tutti.bpmn.BpmnImporter;
import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.ForEach;
import tutti.model.composition.JavaCallTask;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.SignalTask;
import tutti.model.composition.StartCondition;
import tutti.model.composition.SubCompositionTask;
import tutti.model.composition.Task;
import tutti.model.composition.TimerTask;
import tutti.model.validation.CompositionValidator;

/**
 * The corpus: BPMN files drawn the way Camunda Modeler, bpmn.io, Signavio, Trisotech, Bizagi,
 * Eclipse BPMN2 Modeler, Flowable and Activiti write them (their namespaces, extensions, DI,
 * collaborations, lanes, prose conditions). Each imports (every pool) to the compositions and
 * problems written beside it in NAME.expected; none is refused.
 */
class CorpusTest {

    private static final Path CORPUS = Path.of("corpus");

    static Stream<String> files() throws IOException {
        try (Stream<Path> s = Files.list(CORPUS)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".bpmn")).sorted().toList().stream();
        }
    }

    @Test
    void theCorpusHasThirtyFilesOrMoreFromEightModelers() throws IOException {
        List<String> names = files().toList();
        assertTrue(names.size() >= 30, names.size() + " files");
        for (String tool : List.of("camunda-", "bpmnio-", "signavio-", "trisotech-", "bizagi-", "eclipse-", "flowable-", "activiti-")) {
            assertTrue(names.stream().anyMatch(n -> n.startsWith(tool)), "a file drawn by " + tool);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void importsToTheExpectedCompositionsAndProblems(String file) throws Exception {
        String actual = summary(BpmnImporter.importAll(CORPUS.resolve(file)));
        Path expected = CORPUS.resolve(file.replace(".bpmn", ".expected"));
        if (!Files.exists(expected) || !Files.readString(expected).equals(actual)) {
            Path written = Path.of("target", "corpus-actual", expected.getFileName().toString());
            Files.createDirectories(written.getParent());
            Files.writeString(written, actual);
            assertEquals(Files.exists(expected) ? Files.readString(expected) : "(no " + expected + ")", actual,
                    file + " imports differently; what it gives is in " + written.toAbsolutePath());
        }
        for (String line : actual.split("\n")) {
            if (line.contains("error: ") || line.contains("problem: ")) {
                assertTrue(line.matches(".*'[^']+'.*"), "every problem names an element by its id: " + line);
            }
        }
    }

    /** Every composition the file makes, as lines a reader can check against the drawing. */
    static String summary(BpmnImporter.All all) {
        List<String> out = new ArrayList<>();
        for (BpmnImporter.Result r : all.results()) {
            Composition c = r.composition();
            out.add("composition " + c.getName() + " from " + r.process());
            c.getInputs().forEach(p -> out.add("  input " + parameter(p)));
            c.getOutputs().forEach(p -> out.add("  output " + parameter(p)));
            for (Task t : c.getTasks()) {
                out.add("  task " + t.getName() + " " + t.eClass().getName().replace("Task", "") + details(t));
                t.getInputs().forEach(p -> out.add("    in " + parameter(p)));
                t.getOutputs().forEach(p -> out.add("    out " + parameter(p)));
                if (t.getImportProblem() != null) {
                    out.add("    problem: " + t.getImportProblem());
                }
            }
            for (ControlFlow f : c.getControlFlows()) {
                out.add("  flow " + f.getSource().getName() + " -> " + f.getTarget().getName() + " " + f.getKind()
                        + (f.getTimeout() == null ? "" : " " + f.getTimeout()) + (f.getCondition() == null ? "" : " [" + f.getCondition() + "]"));
                if (f.getImportProblem() != null) {
                    out.add("    problem: " + f.getImportProblem());
                }
            }
            for (DataFlow d : c.getDataFlows()) {
                out.add("  data " + end(d.getSource()) + " -> " + end(d.getTarget()));
            }
            CompositionValidator.validate(c).forEach(p -> out.add("  " + p.severity().name().toLowerCase() + ": " + p));
        }
        if (!all.emptyPools().isEmpty()) {
            out.add("empty pools: " + String.join(", ", all.emptyPools()));
        }
        return String.join("\n", out) + "\n";
    }

    private static String parameter(Parameter p) {
        return p.getName() + " : " + p.getType() + (p.isRequired() ? "" : " (optional)");
    }

    private static String end(Parameter p) {
        return p.eContainer() instanceof Task t ? t.getName() + "." + p.getName() : p.getName();
    }

    private static String details(Task t) {
        StringBuilder b = new StringBuilder();
        if (t.getStartCondition() == StartCondition.ANY) {
            b.append(" ANY");
        }
        switch (t) {
            case ReceiveTask r -> b.append(" message=").append(r.getMessage());
            case TimerTask w -> b.append(w.getDuration() != null ? " for " + w.getDuration() : "").append(w.getUntil() != null
                    ? " until " + w.getUntil() : "");
            case JavaCallTask j -> b.append(" ").append(j.getClassName()).append(".").append(j.getMethodName());
            case JavaSnippetTask s -> b.append(s.getCode() == null || s.getCode().isBlank() ? "" : " {" + s.getCode().replace("\n", " ") + "}");
            case SubCompositionTask s -> b.append(" composition=").append(s.getComposition());
            case SignalTask s -> b.append(" signal=").append(s.getSignal());
            default -> { }
        }
        if (t.getRepeatWhile() != null) {
            b.append(" repeat while [").append(t.getRepeatWhile()).append("]");
        }
        ForEach each = t.getForEach();
        if (each != null) {
            b.append(" for each ").append(each.getElementInput()).append(" in ").append(each.getListInput())
                    .append(each.isParallel() ? " in parallel" : " in turn");
        }
        return b.toString();
    }
}
