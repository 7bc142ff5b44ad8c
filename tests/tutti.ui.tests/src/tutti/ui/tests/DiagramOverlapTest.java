package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.editparts.LayerManager;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import tutti.bpmn.BpmnImporter;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.editor.figures.FlowFigures;
import tutti.ui.editor.figures.LaneFigure;
import tutti.ui.editor.figures.LiveStats;
import tutti.ui.editor.figures.TaskFigure;

/**
 * Every sample and every composition of the BPMN import tests, opened in the editor at 100 %:
 * the bounds of every figure and every label are read from the live figure tree, without and with
 * the live overlay (a rate on every flow, figures on every task), and no two may overlap: figures
 * with figures, labels with figures or with labels. A band's name strip counts as a figure; the
 * band itself holds tasks by design.
 */
class DiagramOverlapTest {

    private static final Path CORPUS = Path.of("..", "tutti.bpmn.tests", "corpus");

    private final IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();

    @AfterEach
    void closeEditors() {
        page.closeAllEditors(false);
    }

    /** Something drawn, by what it shows. */
    record Drawn(String what, Rectangle bounds, boolean label) {
        @Override
        public String toString() {
            return what + " " + bounds.x + "," + bounds.y + " " + bounds.width + "x" + bounds.height;
        }
    }

    static List<Composition> compositions() throws Exception {
        List<Composition> all = new ArrayList<>();
        for (String name : Stream.concat(Samples.NAMES.stream(), Samples.PATTERNS.stream()).toList()) {
            all.add(Samples.load(name));
        }
        try (Stream<Path> files = Files.list(CORPUS)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".bpmn")).sorted().toList()) {
                BpmnImporter.importAll(f).results().forEach(r -> all.add(r.composition()));
            }
        }
        return all;
    }

    @Test
    void noFigureOrLabelCoversAnotherInAnySampleOrImportedDiagram() throws Exception {
        List<String> overlaps = new ArrayList<>();
        int diagrams = 0;
        int labels = 0;
        for (Composition c : compositions()) {
            CompositionEditor editor = open(c);
            overlaps.addAll(overlaps(c.getName(), drawn(editor)));
            showLive(editor);
            List<Drawn> live = drawn(editor);
            labels += (int) live.stream().filter(Drawn::label).count();
            overlaps.addAll(overlaps(c.getName() + " (live)", live));
            if (c.getName().equals("Benchmark")) {
                Screenshots.shell(page.getWorkbenchWindow().getShell(), "editor-benchmark-live-labels");
            }
            page.closeAllEditors(false);
            diagrams++;
        }
        assertTrue(diagrams > 40 && labels > 100, diagrams + " diagrams, " + labels + " labels with the overlay");
        assertEquals(List.of(), overlaps, overlaps.size() + " overlaps");
    }

    private CompositionEditor open(Composition c) throws Exception {
        IFile file = TestFiles.write("overlaps", c);
        CompositionEditor editor = (CompositionEditor) IDE.openEditor(page, file, CompositionEditor.ID);
        assertTrue(UiWait.until(() -> editor.viewer().getControl().getSize().x > 0, 5000), "the canvas is shown");
        UiWait.settle(150);
        return editor;
    }

    /** What the live overlay shows at its widest: a rate on every flow, counts, time and failures on every task. */
    private static void showLive(CompositionEditor editor) {
        for (IFigure f : nodes(editor)) {
            if (f instanceof TaskFigure t) {
                t.setLive(new LiveStats(2_000_000, 12_345, 0.12, 1234, "boom", new double[60]));
            }
        }
        for (Object c : connectionLayer(editor).getChildren()) {
            if (c instanceof PolylineConnection line) {
                FlowFigures.setLive(line, "12.3k/s", "2,000,000 times");
            }
        }
        UiWait.settle(150);
    }

    private static IFigure connectionLayer(CompositionEditor editor) {
        return LayerManager.Helper.find(editor.viewer().getRootEditPart()).getLayer(LayerConstants.CONNECTION_LAYER);
    }

    @SuppressWarnings("unchecked")
    private static List<IFigure> nodes(CompositionEditor editor) {
        return (List<IFigure>) ((GraphicalEditPart) editor.viewer().getContents()).getFigure().getChildren();
    }

    private static List<Drawn> drawn(CompositionEditor editor) {
        List<Drawn> out = new ArrayList<>();
        for (IFigure f : nodes(editor)) {
            Rectangle r = f.getBounds();
            if (f instanceof LaneFigure) {
                out.add(new Drawn("band name strip", new Rectangle(r.x, r.y, LaneFigure.HEADER, r.height), false));
            } else if (f.isVisible()) {
                out.add(new Drawn(f instanceof TaskFigure t ? "task '" + t.name() + "'" : f.getClass().getSimpleName(), r.getCopy(),
                        false));
            }
        }
        for (Object c : connectionLayer(editor).getChildren()) {
            for (Object child : ((IFigure) c).getChildren()) {
                if (child instanceof Label l && l.isVisible() && !l.getText().isEmpty()) {
                    out.add(new Drawn("label '" + l.getText() + "'", l.getBounds().getCopy(), true));
                }
            }
        }
        return out;
    }

    private static List<String> overlaps(String diagram, List<Drawn> drawn) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < drawn.size(); i++) {
            for (int j = i + 1; j < drawn.size(); j++) {
                Drawn a = drawn.get(i);
                Drawn b = drawn.get(j);
                Rectangle shared = a.bounds().getIntersection(b.bounds());
                if (!shared.isEmpty() && !(a.what().equals("band name strip") && b.what().equals("band name strip"))) {
                    out.add(diagram + ": " + a + " and " + b);
                }
            }
        }
        return out;
    }
}
