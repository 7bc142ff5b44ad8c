package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IFile;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.client.BatchRequest;
import tutti.client.EngineClient;
import tutti.client.MetricsStream;
import tutti.client.ReplicaInfo;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.Task;
import tutti.monitor.Monitor;
import tutti.monitor.Series;
import tutti.monitor.SeriesKey;
import tutti.test.support.Archives;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.editor.figures.FlowFigures;
import tutti.ui.editor.figures.TaskFigure;
import tutti.ui.engines.EngineJobs;
import tutti.ui.engines.EngineState;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.LocalEngine;
import tutti.ui.monitor.ChartPanel;
import tutti.ui.monitor.MonitorView;
import tutti.ui.monitor.overlay.LiveOverlay;

/**
 * The live loop on the local engine: the diagram overlay against the engine's own per-task counts,
 * markers, the statistics table and legend toggles, two replicas with one killed, two recordings
 * side by side.
 */
class LiveMonitorTest {

    private static final String NAME = "LiveBenchmark";
    private static final Map<String, Object> INPUTS = Map.of("order", "abcdef");

    private static IWorkbenchPage page;
    private static LocalEngine local;
    private static boolean wasUp;

    @BeforeAll
    static void start() throws Exception {
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        local = EnginesPlugin.getDefault().engines().local();
        wasUp = LocalEngines.up(local);
        local.client().deploy(Archives.of(composition()));
    }

    @AfterAll
    static void stop() {
        try {
            local.client().undeploy(NAME, "1.0.0");
        } catch (Exception e) {
            // Not deployed: a test failed before.
        }
        LocalEngines.leave(local, wasUp);
    }

    private static Composition composition() throws Exception {
        Composition c = Samples.load("Benchmark");
        c.setName(NAME);
        return c;
    }

    /** The engine's own per-task figures of the composition, read from one sample of its stream. */
    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, Object>> engineTasks() throws Exception {
        ArrayBlockingQueue<Map<String, Object>> samples = new ArrayBlockingQueue<>(100);
        try (MetricsStream s = local.client().stream(10, samples::offer)) {
            Map<String, Object> sample = samples.poll(10, TimeUnit.SECONDS);
            assertNotNull(sample, "the engine streams");
            return (Map<String, Map<String, Object>>) ((Map<String, Object>) sample.get("tasks")).get(NAME + " 1.0.0");
        }
    }

    private static Task task(Composition c, String name) {
        return c.getTasks().stream().filter(t -> t.getName().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void theOverlayShowsExactlyTheEnginesPerTaskCountsAndHowOftenEachFlowFired() throws Exception {
        CompositionEditor editor = open(composition());
        try {
            int n = 3_000;
            Map<String, Map<String, Object>> before = engineTasks();
            local.client().batch(NAME, new BatchRequest(n, INPUTS, 100, null, null));
            Map<String, Map<String, Object>> counts = engineTasks();
            LiveOverlay overlay = LiveOverlay.of(editor);
            overlay.setOn(true);
            Composition shown = editor.composition();
            Task first = shown.getTasks().get(0);
            long expectedFirst = ((Number) counts.get(first.getName()).get("executions")).longValue();
            long ranBefore = before == null ? 0 : ((Number) before.get(first.getName()).get("executions")).longValue();
            assertEquals(n, expectedFirst - ranBefore, "the batch ran the first task once per instance");
            assertTrue(UiWait.until(() -> figure(editor, first).live() != null
                    && figure(editor, first).live().executions() == expectedFirst, 10_000), overlay.status());
            for (Task t : shown.getTasks()) {
                long engine = ((Number) counts.get(t.getName()).get("executions")).longValue();
                assertEquals(engine, figure(editor, t).live().executions(), "task " + t.getName() + ": exactly the engine's count");
                assertEquals(((Number) counts.get(t.getName()).get("failures")).longValue(), figure(editor, t).live().failures());
                assertEquals(counts.get(t.getName()).get("runsOn"), figure(editor, t).live().runsOn(), "where the engine runs it");
                assertTrue(figure(editor, t).live().placement().startsWith("Runs on the ")
                        && figure(editor, t).live().placement().endsWith((String) counts.get(t.getName()).get("runsOnWhy")),
                        figure(editor, t).live().placement());
            }
            for (ControlFlow f : shown.getControlFlows()) {
                Map<?, ?> flows = (Map<?, ?>) counts.get(f.getSource().getName()).get("flows");
                PolylineConnection c = connection(editor, f);
                assertNotNull(FlowFigures.live(c), "flow " + f.getSource().getName() + " -> " + f.getTarget().getName() + " is labelled");
                String tip = FlowFigures.liveTip(c);
                assertTrue(tip.contains(String.format(" fired %,d times", ((Number) flows.get(f.getTarget().getName())).longValue())),
                        tip + " against the engine's " + flows);
            }
            assertTrue(overlay.status().contains(NAME + " 1.0.0 on " + local.name()), overlay.status());
            // Instances running while the overlay is on: rates and the sparkline of the last minute.
            Thread batch = new Thread(() -> {
                try {
                    local.client().batch(NAME, new BatchRequest(3_000_000, INPUTS, 1_000, null, null));
                } catch (Exception e) {
                    // The assertions below say what is missing.
                }
            });
            batch.start();
            assertTrue(UiWait.until(() -> figure(editor, first).live().perSecond() > 0, 10_000));
            UiWait.settle(1_500);
            Screenshots.pointerAway(editor.getSite().getShell());
            Screenshots.shell(editor.getSite().getShell(), "overlay-benchmark");
            batch.join(120_000);
            // 3,000,000 instances (seconds, not less, so that the screenshot shows rates): the loopbacks' runs
            // proved quick on the Invokers, so they run on the Kernel now.
            Map<String, Map<String, Object>> after = engineTasks();
            assertTrue(UiWait.until(() -> after.keySet().stream().allMatch(t -> figure(editor, task(shown, t)).live() != null
                    && java.util.Objects.equals(after.get(t).get("runsOn"), figure(editor, task(shown, t)).live().runsOn())), 10_000),
                    "the overlay says where each task runs: " + after);

            overlay.setOn(false);
            assertNull(figure(editor, first).live(), "off: the diagram as it was");
            assertNull(FlowFigures.live(connection(editor, shown.getControlFlows().get(0))));
        } finally {
            page.closeAllEditors(false);
        }
    }

    @Test
    void aFailingTaskShowsItsFailuresAndLastReason() throws Exception {
        Composition c = Samples.load("Sequential");
        c.setName("LiveFailing");
        tutti.model.composition.JavaSnippetTask third = (tutti.model.composition.JavaSnippetTask) c.getTasks().get(2);
        third.setCode("if (n > 4) throw new IllegalStateException(\"n too big: \" + n); next = n + 1;");
        local.client().deploy(Archives.of(c));
        CompositionEditor editor = open(c);
        try {
            local.client().batch("LiveFailing", new BatchRequest(10, Map.of("n", 0), 10, null, null));
            local.client().batch("LiveFailing", new BatchRequest(7, Map.of("n", 5), 7, null, null));
            LiveOverlay.of(editor).setOn(true);
            Composition shown = editor.composition();
            TaskFigure failing = figure(editor, shown.getTasks().get(2));
            assertTrue(UiWait.until(() -> failing.live() != null && failing.live().executions() == 17, 10_000),
                    LiveOverlay.of(editor).status());
            assertEquals(7, failing.live().failures());
            assertTrue(failing.live().lastFailure().contains("n too big: 7"), failing.live().lastFailure());
            assertEquals(10, figure(editor, shown.getTasks().get(3)).live().executions(), "only the instances that passed");
            assertEquals(0, figure(editor, shown.getTasks().get(3)).live().failures());
            assertTrue(FlowFigures.liveTip(connection(editor, shown.getControlFlows().get(2))).contains(" fired 10 times"));
            assertTrue(FlowFigures.liveTip(connection(editor, shown.getControlFlows().get(1))).contains(" fired 17 times"));
            UiWait.settle(600);
            Screenshots.pointerAway(editor.getSite().getShell());
            Screenshots.shell(editor.getSite().getShell(), "overlay-failures");
        } finally {
            LiveOverlay.of(editor).setOn(false);
            page.closeAllEditors(false);
            local.client().undeploy("LiveFailing", "1.0.0");
        }
    }

    /** Opens the composition, saved under its name in a project of these tests, maximized. */
    private static CompositionEditor open(Composition c) throws Exception {
        IFile file = TestFiles.write("live-tests", c);
        CompositionEditor editor = (CompositionEditor) IDE.openEditor(page, file, CompositionEditor.ID);
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        return editor;
    }

    private static TaskFigure figure(CompositionEditor editor, Task t) {
        return (TaskFigure) ((GraphicalEditPart) editor.viewer().getEditPartRegistry().get(t)).getFigure();
    }

    private static PolylineConnection connection(CompositionEditor editor, ControlFlow f) {
        return (PolylineConnection) ((GraphicalEditPart) editor.viewer().getEditPartRegistry().get(f)).getFigure();
    }

    @Test
    void changesAreMarkedTheTableSummarisesAndTheLegendTogglesLines() throws Exception {
        MonitorView view = (MonitorView) page.showView(MonitorView.ID);
        // Maximized: charts scrolled out of sight wait to be drawn.
        page.toggleZoom(page.getReference(view));
        try {
            marksTablesAndToggles(view);
        } finally {
            page.toggleZoom(page.getReference(view));
        }
    }

    private static void marksTablesAndToggles(MonitorView view) throws Exception {
        view.follow(local);
        view.showStatistics(true);
        ChartPanel heap = view.panel("Heap used (MiB)");
        assertTrue(UiWait.until(() -> !heap.legend().isEmpty(), 10_000));
        view.applyEvents(local, tutti.engine.EngineOptions.DEFAULT_COUNTERS);
        assertTrue(UiWait.until(() -> heap.markers().stream().anyMatch(m -> m.kind().equals("config")
                && m.text().startsWith("counting perf::")), 10_000), "the change is marked: " + heap.markers());

        java.util.function.Predicate<List<String>> heapRow = r -> r.get(0).equals("Heap used (MiB)") && r.get(1).equals("r0 heap used");
        assertTrue(UiWait.until(() -> view.statistics().rows().stream().anyMatch(heapRow), 5_000), view.statistics().rows().toString());
        List<String> row = view.statistics().rows().stream().filter(heapRow).findFirst().orElseThrow();
        Series series = view.monitor().series(new SeriesKey(local.name(), 0, "jvm", "heap used MiB", "MiB"));
        double min = Double.parseDouble(row.get(3).replace(",", ""));
        double max = Double.parseDouble(row.get(4).replace(",", ""));
        assertTrue(min <= max && max <= series.window(0).max() + 1 && min >= series.window(0).min() - 1, row.toString());
        assertEquals("MiB", row.get(6));

        String line = heap.legend().get(0);
        heap.toggle(line);
        assertEquals(java.util.Set.of(line), heap.hidden());
        UiWait.settle(300);
        assertTrue(java.util.Arrays.stream(heap.chart().getSeriesSet().getSeries()).filter(s -> s.getId().startsWith(line))
                .noneMatch(s -> s.isVisible()), "switched off in the legend: hidden");
        heap.toggle(line);
        UiWait.settle(300);
        assertTrue(java.util.Arrays.stream(heap.chart().getSeriesSet().getSeries()).filter(s -> s.getId().equals(line))
                .allMatch(s -> s.isVisible()));
    }

    @Test
    void twoReplicasChartInTheirColoursAKilledOneIsAGapAndTwoRecordingsCompareFromTheirStart(@TempDir Path dir)
            throws Exception {
        MonitorView view = (MonitorView) page.showView(MonitorView.ID);
        page.toggleZoom(page.getReference(view));
        EngineClient client = local.client();
        try {
            view.follow(local);
            Path single = dir.resolve("one-jvm.tutti-recording");
            recordDuringBatch(view, single, "monitor-during-batch-single");

            client.applyPlan(Map.of("replicas", "count:2", "binding", "shared", "threads", "default"));
            assertTrue(UiWait.until(() -> view.monitor().keys().stream().anyMatch(k -> k.replica() == 1), 30_000),
                    "the stream reconnects to the front and charts replica 1");
            Path replicas = dir.resolve("two-replicas.tutti-recording");
            recordDuringBatch(view, replicas, "monitor-during-batch-count2");
            assertTrue(view.monitor().markers().stream().anyMatch(m -> m.kind().equals("plan")), view.monitor().markers().toString());

            ReplicaInfo victim = client.replicas().stream().filter(r -> r.id() == 1).findFirst().orElseThrow();
            long killed = System.currentTimeMillis();
            ProcessHandle.of(victim.pid()).orElseThrow().destroyForcibly();
            SeriesKey heap = new SeriesKey(local.name(), 1, "jvm", "heap used MiB", "MiB");
            assertTrue(UiWait.until(() -> gapAfter(view.monitor().series(heap), killed), 10_000), "a gap once replica 1 died");
            Series heapOf1 = view.monitor().series(heap);
            for (int i = 0; i < heapOf1.size(); i++) {
                assertTrue(Double.isNaN(heapOf1.value(i)) || heapOf1.value(i) > 0, "never a fall to zero: " + heapOf1.value(i));
            }
            UiWait.settle(500);
            Screenshots.pointerAway(view.getSite().getShell());
            Screenshots.shell(view.getSite().getShell(), "monitor-replica-killed");

            view.recordings().compare(single, replicas);
            assertTrue(UiWait.until(() -> view.monitor().keys().stream().map(SeriesKey::engine).distinct().count() == 2, 10_000));
            Monitor shown = view.monitor();
            for (SeriesKey k : shown.keys()) {
                assertTrue(k.engine().startsWith("A: one-jvm") || k.engine().startsWith("B: two-replicas"), k.toString());
            }
            assertTrue(shown.firstTime() >= 0 && shown.firstTime() < 1_000, "each counted from its start: " + shown.firstTime());
            assertTrue(shown.keys().stream().anyMatch(k -> k.engine().startsWith("B") && k.replica() == 1));
            UiWait.settle(400);
            assertTrue(view.panel("Completed instances/s").legend().stream().anyMatch(l -> l.startsWith("A: one-jvm")),
                    view.panel("Completed instances/s").legend().toString());
            Screenshots.pointerAway(view.getSite().getShell());
            Screenshots.shell(view.getSite().getShell(), "monitor-recordings-side-by-side");
        } finally {
            page.toggleZoom(page.getReference(view));
            // Back to one engine JVM, as the other tests expect the local engine.
            EngineJobs.restart(local);
            UiWait.until(() -> local.status().state() == EngineState.UP && local.status().health() != null
                    && "single".equals(local.status().health().mode()), 60_000);
            local.client().deploy(Archives.of(composition()));
            view.follow(local);
        }
    }

    @Test
    void anEngineNotRunningWhenFollowedIsChartedOnceItStarts() throws Exception {
        MonitorView view = (MonitorView) page.showView(MonitorView.ID);
        EngineJobs.stop(local);
        try {
            assertTrue(UiWait.until(() -> local.status().state() == EngineState.STOPPED, 30_000));
            view.follow(local);
            UiWait.settle(500);
            assertTrue(view.monitor().keys().isEmpty());
        } finally {
            EngineJobs.start(local);
        }
        assertTrue(UiWait.until(() -> local.status().state() == EngineState.UP, 60_000), local.status().toString());
        assertTrue(UiWait.until(() -> view.monitor().keys().stream().anyMatch(k -> k.engine().equals(local.name())), 10_000),
                "charted once it runs, without following it again");
        local.client().deploy(Archives.of(composition()));
    }

    private static boolean gapAfter(Series s, long time) {
        if (s == null) {
            return false;
        }
        for (int i = 0; i < s.size(); i++) {
            if (s.time(i) >= time - 200 && Double.isNaN(s.value(i))) {
                return true;
            }
        }
        return false;
    }

    /** Records the view for the length of a batch, with a screenshot in the middle of it. */
    private static void recordDuringBatch(MonitorView view, Path file, String screenshot) throws Exception {
        view.recordings().record(file);
        Thread batch = new Thread(() -> {
            try {
                local.client().batch(NAME, new BatchRequest(300_000, INPUTS, 1_000, null, null));
            } catch (Exception e) {
                // The recording shows what ran.
            }
        });
        batch.start();
        UiWait.until(() -> false, 1_500);
        Screenshots.pointerAway(view.getSite().getShell());
        Screenshots.shell(view.getSite().getShell(), screenshot);
        batch.join(120_000);
        UiWait.settle(500);
        view.recordings().stopRecording();
    }
}
