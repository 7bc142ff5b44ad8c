package tutti.layout.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import tutti.bpmn.BpmnImporter;
import tutti.layout.CompositionLayout;
import tutti.layout.CompositionLayout.Box;
import tutti.layout.CompositionLayout.Placement;
import tutti.layout.CompositionLayout.Route;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.Task;

/**
 * The layout of every sample and of every composition the BPMN import tests read: nothing
 * overlaps, flows run orthogonally from the middle of a task's right side to the middle of the
 * next one's left, the inputs box comes first and the outputs box last, and the same model always
 * lays out the same way.
 */
class CompositionLayoutTest {

    /** Sizes as the editor's figures would have them: wider for a longer name, labels by their text. */
    static final CompositionLayout.Sizes SIZES = new CompositionLayout.Sizes() {
        @Override
        public int[] task(Task t) {
            return new int[] {Math.max(150, 24 + 7 * t.getName().length()), 60};
        }

        @Override
        public int[] label(ControlFlow f) {
            String text = f.getLabel() != null ? f.getLabel() : f.getCondition();
            return text == null || text.isBlank() ? null : new int[] {Math.min(220, 6 * text.length()), 14};
        }

        @Override
        public int[] box(boolean inputs) {
            return new int[] {170, 66};
        }
    };

    static Stream<String> compositions() throws Exception {
        List<String> all = new ArrayList<>();
        Samples.NAMES.forEach(n -> all.add("sample " + n));
        Samples.PATTERNS.forEach(n -> all.add("sample " + n));
        try (Stream<Path> files = Files.list(Path.of("../tutti.bpmn.tests/corpus"))) {
            files.filter(f -> f.toString().endsWith(".bpmn")).sorted().forEach(f -> all.add(f.toString()));
        }
        return all.stream();
    }

    private static List<Composition> load(String what) throws Exception {
        if (what.startsWith("sample ")) {
            return List.of(Samples.load(what.substring(7)));
        }
        return BpmnImporter.importAll(Path.of(what)).results().stream().map(BpmnImporter.Result::composition).toList();
    }

    private static boolean overlap(Box a, Box b) {
        return a.x() < b.x() + b.width() && b.x() < a.x() + a.width() && a.y() < b.y() + b.height() && b.y() < a.y() + a.height();
    }

    @ParameterizedTest
    @MethodSource("compositions")
    void nothingOverlapsAndFlowsRunOrthogonallyBetweenTheSidesOfTheirTasks(String what) throws Exception {
        for (Composition c : load(what)) {
            Placement p = CompositionLayout.layout(c, SIZES);
            List<Box> figures = new ArrayList<>(p.tasks().values());
            figures.add(p.inputs());
            figures.add(p.outputs());
            List<Box> labels = p.flows().values().stream().map(Route::label).filter(java.util.Objects::nonNull).toList();
            for (int i = 0; i < figures.size(); i++) {
                for (int j = i + 1; j < figures.size(); j++) {
                    assertFalse(overlap(figures.get(i), figures.get(j)), what + ": figures " + figures.get(i) + " and "
                            + figures.get(j) + " overlap");
                }
                for (Box l : labels) {
                    assertFalse(overlap(figures.get(i), l), what + ": label " + l + " covers figure " + figures.get(i));
                }
            }
            for (int i = 0; i < labels.size(); i++) {
                for (int j = i + 1; j < labels.size(); j++) {
                    assertFalse(overlap(labels.get(i), labels.get(j)), what + ": labels " + labels.get(i) + " and "
                            + labels.get(j) + " overlap");
                }
            }
            for (Box t : p.tasks().values()) {
                assertTrue(p.inputs().x() + p.inputs().width() <= t.x(), what + ": the inputs box is not left of " + t);
                assertTrue(t.x() + t.width() <= p.outputs().x(), what + ": the outputs box is not right of " + t);
            }
            for (ControlFlow f : c.getControlFlows()) {
                Box s = p.tasks().get(f.getSource());
                Box t = p.tasks().get(f.getTarget());
                List<int[]> path = new ArrayList<>();
                path.add(new int[] {s.x() + s.width(), s.y() + s.height() / 2});
                path.addAll(p.flows().get(f).bends());
                path.add(new int[] {t.x(), t.y() + t.height() / 2});
                for (int i = 1; i < path.size(); i++) {
                    int[] a = path.get(i - 1);
                    int[] b = path.get(i);
                    assertTrue(Math.abs(a[0] - b[0]) <= 1 || Math.abs(a[1] - b[1]) <= 1, what + ": flow " + f.getSource().getName()
                            + " -> " + f.getTarget().getName() + " has a slanted leg from " + a[0] + "," + a[1] + " to " + b[0] + ","
                            + b[1]);
                }
            }
        }
    }

    @Test
    void theSameModelLaysOutTheSameWay() throws Exception {
        Composition c = Samples.load("Benchmark");
        Placement a = CompositionLayout.layout(c, SIZES);
        Placement b = CompositionLayout.layout(c, SIZES);
        assertEquals(a.tasks(), b.tasks());
        assertEquals(a.inputs(), b.inputs());
        for (ControlFlow f : c.getControlFlows()) {
            assertEquals(a.flows().get(f).label(), b.flows().get(f).label());
            assertEquals(a.flows().get(f).bends().stream().map(java.util.Arrays::toString).toList(),
                    b.flows().get(f).bends().stream().map(java.util.Arrays::toString).toList());
        }
    }

    @Test
    void aLoopFlowsBackAroundItsTaskAndTheTasksAfterItComeLater() throws Exception {
        Composition c = BpmnImporter.importFile(Path.of("../tutti.bpmn.tests/corpus/camunda-while-loop.bpmn"));
        Placement p = CompositionLayout.layout(c, SIZES);
        Task start = task(c, "StartEvent_1");
        Task body = task(c, "Increment");
        Task end = task(c, "EndEvent_1");
        assertTrue(p.tasks().get(start).x() < p.tasks().get(body).x());
        assertTrue(p.tasks().get(body).x() < p.tasks().get(end).x());
        ControlFlow loop = c.getControlFlows().stream().filter(f -> f.getSource() == body && f.getTarget() == body).findFirst()
                .orElseThrow();
        assertTrue(p.flows().get(loop).bends().size() >= 2, "the flow back goes around its task: " + p.flows().get(loop).bends()
                .stream().map(java.util.Arrays::toString).toList());
    }

    private static Task task(Composition c, String name) {
        return c.getTasks().stream().filter(t -> t.getName().equals(name)).findFirst().orElseThrow();
    }
}
