package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CommandStack;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

import tutti.model.CompositionFiles;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.CompositionPackage;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.editor.TaskKind;
import tutti.ui.editor.commands.CreateTaskCommand;
import tutti.ui.editor.commands.DeleteTaskCommand;
import tutti.ui.editor.commands.SetAttributeCommand;
import tutti.ui.editor.commands.SetBoundsCommand;
import tutti.ui.editor.parts.TaskPart;

/**
 * The editor on a 500-task composition: how long opening it takes until every figure is drawn,
 * and how long each kind of edit takes until the canvas has caught up. Figures go to
 * {@code target/benchmarks/editor-500.csv} and the test output; the test checks only what is drawn
 * (speed is measured here, not asserted).
 */
class EditorBenchmarkTest {

    private static final int TASKS = 500;
    private static final int EDITS = 20;

    private static Parameter parameter(String name) {
        Parameter p = CompositionFactory.eINSTANCE.createParameter();
        p.setName(name);
        p.setType("int");
        return p;
    }

    /** A chain of snippets on a grid, each passing its number to the next. */
    static Composition chain(int n) {
        Composition c = CompositionFactory.eINSTANCE.createComposition();
        c.setName("Chain" + n);
        c.setVersion("1.0.0");
        c.getInputs().add(parameter("n"));
        c.getOutputs().add(parameter("result"));
        Task previous = null;
        for (int i = 0; i < n; i++) {
            JavaSnippetTask t = CompositionFactory.eINSTANCE.createJavaSnippetTask();
            t.setName("step" + i);
            t.setCode("next = n + 1;");
            t.getInputs().add(parameter("n"));
            t.getOutputs().add(parameter("next"));
            t.setBounds(SetBoundsCommand.bounds(200 + (i % 20) * 190, 30 + (i / 20) * 90, 150, 60));
            c.getTasks().add(t);
            DataFlow d = CompositionFactory.eINSTANCE.createDataFlow();
            d.setSource(previous == null ? c.getInputs().get(0) : previous.getOutputs().get(0));
            d.setTarget(t.getInputs().get(0));
            c.getDataFlows().add(d);
            if (previous != null) {
                ControlFlow f = CompositionFactory.eINSTANCE.createControlFlow();
                f.setSource(previous);
                f.setTarget(t);
                c.getControlFlows().add(f);
            }
            previous = t;
        }
        DataFlow out = CompositionFactory.eINSTANCE.createDataFlow();
        out.setSource(previous.getOutputs().get(0));
        out.setTarget(c.getOutputs().get(0));
        c.getDataFlows().add(out);
        return c;
    }

    /** Runs the event loop until nothing is left to do: layout and painting included. */
    private static void drain(Display display) {
        while (display.readAndDispatch()) {
            // keep going
        }
    }

    /**
     * Microseconds until the canvas shows the edit (its layout and painting done now, not left to
     * the event loop); and, second, until every view has caught up (the Outline's miniature of
     * the whole diagram repaints in the background).
     */
    private static long[] timed(Display display, org.eclipse.draw2d.FigureCanvas canvas, Runnable edit) {
        drain(display);
        long start = System.nanoTime();
        edit.run();
        canvas.getLightweightSystem().getUpdateManager().performUpdate();
        long shown = System.nanoTime();
        drain(display);
        return new long[] {(shown - start) / 1000, (System.nanoTime() - start) / 1000};
    }

    /** The composition as a .tutti file of the benchmarks' project, written over one left by an earlier run. */
    private static IFile write(String name, Composition c) throws Exception {
        return TestFiles.write("editor-bench", name, CompositionFiles.toBytes(c));
    }

    @Test
    void openingAndEditingAFiveHundredTaskComposition() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        IFile file = write("Chain500.tutti", chain(TASKS));
        Display display = Display.getCurrent();
        drain(display);
        long start = System.nanoTime();
        CompositionEditor editor = (CompositionEditor) IDE.openEditor(page, file, CompositionEditor.ID);
        drain(display);
        long openMicros = (System.nanoTime() - start) / 1000;
        long parts = editor.viewer().getContents().getChildren().stream().filter(TaskPart.class::isInstance).count();
        assertEquals(TASKS, parts, "one figure per task");

        Composition c = editor.composition();
        CommandStack stack = editor.editDomain().getCommandStack();
        Map<String, List<Long>> micros = new LinkedHashMap<>();
        Map<String, List<Long>> settled = new LinkedHashMap<>();
        org.eclipse.draw2d.FigureCanvas canvas = (org.eclipse.draw2d.FigureCanvas) editor.viewer().getControl();
        for (int i = 0; i < EDITS; i++) {
            Task t = c.getTasks().get(i * 7);
            Rectangle r = SetBoundsCommand.rectangle(t.getBounds()).getTranslated(5, 5);
            record(micros, settled, "move", timed(display, canvas, () -> stack.execute(new SetBoundsCommand(t,
                    CompositionPackage.Literals.TASK__BOUNDS, r, "Move"))));
            String name = "renamed" + i;
            record(micros, settled, "rename", timed(display, canvas, () -> stack.execute(new SetAttributeCommand(t,
                    CompositionPackage.Literals.TASK__NAME, name, "Rename"))));
            Command create = new CreateTaskCommand(c, TaskKind.JAVA_SNIPPET.create(), new Rectangle(40, 40 + i * 5, 150, 60));
            record(micros, settled, "create", timed(display, canvas, () -> stack.execute(create)));
            Task victim = c.getTasks().get(100 + i);
            record(micros, settled, "delete (with its flows)", timed(display, canvas, () -> stack.execute(new DeleteTaskCommand(c, victim))));
            record(micros, settled, "undo", timed(display, canvas, stack::undo));
        }
        assertEquals(TASKS + EDITS, c.getTasks().size() + 0, "creates stay, the last delete was undone: " + c.getTasks().size());

        StringBuilder csv = new StringBuilder("edit,until,count,median_ms,p90_ms,max_ms\n");
        csv.append("open,all views,1,").append(openMicros / 1000.0).append(',').append(openMicros / 1000.0).append(',')
                .append(openMicros / 1000.0).append('\n');
        System.out.printf("editor benchmark, %d tasks: open %.0f ms%n", TASKS, openMicros / 1000.0);
        summarize(micros, "canvas", csv);
        summarize(settled, "all views", csv);
        Path dir = Path.of(System.getProperty("tutti.screenshots", "target/screenshots")).resolveSibling("benchmarks");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("editor-500.csv"), csv);
        page.closeEditor(editor, false);
    }

    /** {@code n} snippets in a chain that forks ahead every fourth task, every other flow with a condition and a label. */
    static Composition branching(int n) {
        Composition c = chain(n);
        for (int i = 0; i + 3 < n; i += 4) {
            ControlFlow f = CompositionFactory.eINSTANCE.createControlFlow();
            f.setSource(c.getTasks().get(i));
            f.setTarget(c.getTasks().get(i + 3));
            f.setCondition("n > " + i);
            c.getControlFlows().add(f);
            c.getTasks().get(i + 3).setStartCondition(tutti.model.composition.StartCondition.ANY);
        }
        for (int i = 0; i < c.getControlFlows().size(); i += 2) {
            c.getControlFlows().get(i).setLabel("step " + i + " done");
        }
        return c;
    }

    /**
     * Auto-layout (the Eclipse Layout Kernel) on 200 and 500 tasks: the layout alone, and the whole
     * command until the canvas shows it; three runs each, the figures to
     * {@code target/benchmarks/auto-layout.csv}. The target is under 500 ms for 200 tasks.
     */
    @Test
    void autoLayoutOfTwoHundredAndFiveHundredTasks() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        Display display = Display.getCurrent();
        StringBuilder csv = new StringBuilder("tasks,flows,run,layout_ms,command_until_drawn_ms\n");
        for (int n : new int[] {200, 500}) {
            IFile file = write("Branching" + n + ".tutti", branching(n));
            CompositionEditor editor = (CompositionEditor) IDE.openEditor(page, file, CompositionEditor.ID);
            drain(display);
            Composition c = editor.composition();
            org.eclipse.draw2d.FigureCanvas canvas = (org.eclipse.draw2d.FigureCanvas) editor.viewer().getControl();
            for (int run = 1; run <= 3; run++) {
                long start = System.nanoTime();
                tutti.layout.CompositionLayout.Placement p = tutti.layout.CompositionLayout.layout(c,
                        tutti.ui.editor.commands.AutoLayoutCommand.sizes(c));
                double layout = (System.nanoTime() - start) / 1e6;
                assertEquals(n, p.tasks().size());
                long[] command = timed(display, canvas, editor::autoLayout);
                csv.append(n).append(',').append(c.getControlFlows().size()).append(',').append(run).append(',').append(layout)
                        .append(',').append(command[0] / 1000.0).append('\n');
                System.out.printf("auto-layout, %d tasks and %d flows, run %d: layout %.0f ms, command until drawn %.0f ms%n", n,
                        c.getControlFlows().size(), run, layout, command[0] / 1000.0);
            }
            page.closeEditor(editor, false);
        }
        Path dir = Path.of(System.getProperty("tutti.screenshots", "target/screenshots")).resolveSibling("benchmarks");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("auto-layout.csv"), csv);
    }

    private static void summarize(Map<String, List<Long>> micros, String until, StringBuilder csv) {
        micros.forEach((edit, values) -> {
            List<Long> sorted = new ArrayList<>(values);
            sorted.sort(null);
            double median = sorted.get(sorted.size() / 2) / 1000.0;
            double p90 = sorted.get((int) (sorted.size() * 0.9)) / 1000.0;
            double max = sorted.get(sorted.size() - 1) / 1000.0;
            csv.append(edit).append(',').append(until).append(',').append(sorted.size()).append(',').append(median).append(',')
                    .append(p90).append(',').append(max).append('\n');
            System.out.printf("  %-24s until %-9s median %.1f ms, p90 %.1f ms, max %.1f ms%n", edit, until, median, p90, max);
        });
    }

    private static void record(Map<String, List<Long>> micros, Map<String, List<Long>> settled, String edit, long[] values) {
        micros.computeIfAbsent(edit, k -> new ArrayList<>()).add(values[0]);
        settled.computeIfAbsent(edit, k -> new ArrayList<>()).add(values[1]);
    }
}
