package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.core.resources.IFile;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

import tutti.client.BatchRequest;
import tutti.model.composition.Composition;
import tutti.test.support.Archives;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.editor.figures.LiveStats;
import tutti.ui.editor.figures.TaskFigure;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.LocalEngine;
import tutti.ui.monitor.overlay.LiveOverlay;

/**
 * The live overlay on a 200-task diagram while the local engine runs it without pause: how busy
 * the UI thread is and how many frames the canvas paints a second, with the overlay off, at its
 * default 2 updates a second and at 10. Figures go to {@code target/benchmarks/overlay.csv} (the
 * issue's target: busy under 20 % at 10 updates a second); the test checks only that the figures
 * shown follow the engine.
 */
class OverlayBenchmarkTest {

    private static final int TASKS = 200;
    private static final long WINDOW_MILLIS = 10_000;

    @Test
    void liveStatisticsOnATwoHundredTaskDiagram() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        LocalEngine local = EnginesPlugin.getDefault().engines().local();
        boolean wasUp = LocalEngines.up(local);
        Composition c = EditorBenchmarkTest.chain(TASKS);
        c.setName("OverlayChain");
        local.client().deploy(Archives.of(c));
        IFile file = TestFiles.write("overlay-bench", c);
        CompositionEditor editor = (CompositionEditor) IDE.openEditor(page, file, CompositionEditor.ID);
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        AtomicBoolean running = new AtomicBoolean(true);
        Thread load = new Thread(() -> {
            while (running.get()) {
                try {
                    local.client().batch("OverlayChain", new BatchRequest(2_000, Map.of("n", 0), 64, null, null));
                } catch (Exception e) {
                    return;
                }
            }
        }, "overlay benchmark load");
        load.setDaemon(true);
        load.start();
        LiveOverlay overlay = LiveOverlay.of(editor);
        Control canvas = editor.viewer().getControl();
        TaskFigure first = (TaskFigure) ((GraphicalEditPart) editor.viewer().getEditPartRegistry()
                .get(editor.composition().getTasks().get(0))).getFigure();
        StringBuilder csv = new StringBuilder("overlay,updates_per_second,ui_busy_percent,frames_per_second,figures_changed_per_second\n");
        try {
            UiWait.settle(2_000);
            csv.append(measure("off", 0, canvas, first));
            for (double hertz : new double[] {2, 10}) {
                overlay.rate(hertz);
                overlay.setOn(true);
                assertTrue(UiWait.until(() -> first.live() != null && first.live().perSecond() > 0, 20_000), overlay.status());
                UiWait.settle(1_000);
                String row = measure("on", hertz, canvas, first);
                csv.append(row);
                double changed = Double.parseDouble(row.substring(row.lastIndexOf(',') + 1).strip());
                assertTrue(changed >= hertz * 0.5, "the first task's figures changed " + changed + " times a second at "
                        + hertz + " updates a second");
                overlay.setOn(false);
                UiWait.settle(500);
            }
        } finally {
            running.set(false);
            overlay.setOn(false);
            load.join(60_000);
            page.closeAllEditors(false);
            local.client().undeploy("OverlayChain", "1.0.0");
            LocalEngines.leave(local, wasUp);
        }
        Benchmarks.write("overlay.csv", csv.toString());
        System.out.println("Live overlay, " + TASKS + " tasks, " + WINDOW_MILLIS / 1000 + " s each:\n" + csv);
    }

    /** One CSV row: the UI thread's CPU share, paints and changes of the first task's figures over the window. */
    private static String measure(String overlay, double hertz, Control canvas, TaskFigure first) {
        Display display = canvas.getDisplay();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long ui = display.getThread().threadId();
        AtomicLong frames = new AtomicLong();
        Listener paint = e -> frames.incrementAndGet();
        canvas.addListener(SWT.Paint, paint);
        AtomicLong changes = new AtomicLong();
        LiveStats[] seen = { first.live() };
        Runnable watch = new Runnable() {
            @Override
            public void run() {
                if (first.live() != seen[0]) {
                    seen[0] = first.live();
                    changes.incrementAndGet();
                }
                if (!canvas.isDisposed()) {
                    display.timerExec(20, this);
                }
            }
        };
        long cpu = threads.getThreadCpuTime(ui);
        long start = System.nanoTime();
        display.timerExec(20, watch);
        UiWait.settle(WINDOW_MILLIS);
        double seconds = (System.nanoTime() - start) / 1e9;
        double busy = (threads.getThreadCpuTime(ui) - cpu) / 1e9 / seconds * 100;
        display.timerExec(-1, watch);
        canvas.removeListener(SWT.Paint, paint);
        return String.format(java.util.Locale.ROOT, "%s,%.0f,%.1f,%.1f,%.1f%n", overlay, hertz, busy, frames.get() / seconds,
                changes.get() / seconds);
    }
}
