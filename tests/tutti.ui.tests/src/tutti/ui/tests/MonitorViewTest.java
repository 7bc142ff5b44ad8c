package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import tutti.client.BatchReport;
import tutti.client.BatchRequest;
import tutti.client.EngineClient;
import tutti.model.Samples;
import tutti.monitor.Series;
import tutti.monitor.SeriesKey;
import tutti.test.support.Archives;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.LocalEngine;
import tutti.ui.monitor.MonitorView;

/** The Monitor on the local engine while a batch runs: throughput against the batch's report, counters named, pause. */
class MonitorViewTest {

    private static final String NAME = "MonitorBenchmark";

    private static IWorkbenchPage page;
    private static MonitorView view;
    private static LocalEngine local;
    private static boolean wasUp;

    @BeforeAll
    static void open() throws Exception {
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        local = EnginesPlugin.getDefault().engines().local();
        wasUp = LocalEngines.up(local);
        view = (MonitorView) page.showView(MonitorView.ID);
        page.toggleZoom(page.getReference(view));
        view.follow(local);
    }

    @AfterAll
    static void close() {
        try {
            local.client().undeploy(NAME, "1.0.0");
        } catch (Exception e) {
            // Not deployed: a test failed before.
        }
        page.toggleZoom(page.getReference(view));
        LocalEngines.leave(local, wasUp);
    }

    private static ISeries<?> throughputLine() {
        return Arrays.stream(view.panels().get(0).chart().getSeriesSet().getSeries())
                .filter(s -> s.getId().equals("r0 " + NAME)).findFirst().orElse(null);
    }

    @Test
    void aBatchShowsAsThroughputNearItsReportAndUncountableEventsAreNamed() throws Exception {
        EngineClient client = local.client();
        // A name of its own: the other tests deploy Benchmark to the same local engine and expect it new.
        tutti.model.composition.Composition c = Samples.load("Benchmark");
        c.setName(NAME);
        client.deploy(Archives.of(c));
        // Warm: the engine's JIT has compiled the composition before the measured batch, which then runs steadily.
        for (int i = 0; i < 3; i++) {
            client.batch(NAME, new BatchRequest(200_000, Map.of("order", "abcdef"), 1_000, null, null));
        }
        UiWait.settle(1500);
        AtomicReference<BatchReport> report = new AtomicReference<>();
        AtomicReference<Exception> failed = new AtomicReference<>();
        Thread batch = new Thread(() -> {
            try {
                // At most 1,000 in flight: instances complete as they come, not in waves as a huge backlog drains.
                report.set(client.batch(NAME, new BatchRequest(1_200_000, Map.of("order", "abcdef"), 1_000, null, null)));
            } catch (Exception e) {
                failed.set(e);
            }
        });
        long batchStart = System.currentTimeMillis();
        batch.start();
        UiWait.until(() -> false, 1500);
        Screenshots.pointerAway(view.getSite().getShell());
        Screenshots.shell(view.getSite().getShell(), "monitor-during-batch");
        assertTrue(UiWait.until(() -> !batch.isAlive(), 120_000), "the batch ends");
        long batchEnd = System.currentTimeMillis();
        assertEquals(null, failed.get());
        UiWait.settle(1500);
        Screenshots.pointerAway(view.getSite().getShell());
        Screenshots.shell(view.getSite().getShell(), "monitor-after-batch");

        Series completed = view.monitor().series(new SeriesKey(local.name(), 0, "instances", "completed/s " + NAME, "/s"));
        assertNotNull(completed, view.monitor().keys().toString());
        double peak = completed.window(0).max();
        double reported = report.get().throughputPerSecond();
        // On this shared 2-CPU VM the engine's per-second rate wanders (here 200k-335k/s in one batch):
        // the peak is checked against the report loosely, the chart's level while the batch ran tightly.
        tutti.monitor.Window w = completed.window(0);
        double sum = 0;
        int n = 0;
        // The level: the mean of the per-second rates charted while the batch ran (they lag by up to a second).
        for (int i = 0; i < w.size(); i++) {
            double v = w.values()[i];
            if (!Double.isNaN(v) && w.times()[i] >= batchStart + 1_000 && w.times()[i] <= batchEnd) {
                sum += v;
                n++;
            }
        }
        double level = sum / n;
        Benchmarks.append("monitor-throughput.csv", String.format("batch of 1200000: report %.0f/s, chart peak %.0f/s, chart level %.0f/s%n",
                reported, peak, level));
        assertTrue(Math.abs(level - reported) <= 0.2 * reported, "chart level " + level + " within 20% of the report " + reported);
        assertTrue(peak >= level && peak <= 2 * reported, "chart peak " + peak + " at or above the level, near the report " + reported);
        ISeries<?> line = throughputLine();
        assertNotNull(line, "drawn in the throughput chart");
        double drawnPeak = Arrays.stream(line.getYSeries()).max().orElse(0);
        assertEquals(peak, drawnPeak, peak * 1e-9, "the chart draws the series' peak (decimation keeps it)");

        // Latency of the instances that ended while the batch ran: p50 at or under p99, both charted.
        Series p50 = view.monitor().series(new SeriesKey(local.name(), 0, "latency", "p50 ms", "ms"));
        Series p99 = view.monitor().series(new SeriesKey(local.name(), 0, "latency", "p99 ms", "ms"));
        assertNotNull(p50, view.monitor().keys().toString());
        assertTrue(p50.window(batchStart).max() > 0 && p50.window(batchStart).mean() <= p99.window(batchStart).mean(),
                p50.window(batchStart).mean() + " ms p50 against " + p99.window(batchStart).mean() + " ms p99");
        java.util.List<String> latencyLines = Arrays.stream(panel("Latency (ms)").chart().getSeriesSet().getSeries())
                .map(ISeries::getId).toList();
        assertTrue(latencyLines.containsAll(java.util.List.of("r0 p50", "r0 p99", "r0 max")), latencyLines.toString());

        // No PMU here: the hardware metrics name the event that cannot be counted, never a zero.
        String ipc = panel("IPC").unavailableText();
        String llc = panel("LLC miss ratio").unavailableText();
        if (ipc != null) {
            assertTrue(ipc.contains("not supported on this machine") && ipc.contains("perf::"), ipc);
            assertTrue(llc != null && llc.contains("perf::CACHE-"), String.valueOf(llc));
        }
        assertEquals(null, panel("CPU use").unavailableText(), "software events give CPU use");
        // The Benchmark's calls prove quick and run on the Kernel after their first runs: its pool is the busy one.
        assertTrue(view.monitor().series(new SeriesKey(local.name(), 0, "derived:kernel", "CPU use", "CPUs")).window(0).max() > 0.1);
    }

    @Test
    void pauseFreezesTheChartsWhileTheStreamGoesOn() throws Exception {
        assertTrue(UiWait.until(() -> throughputLine() != null || panel("Heap used (MiB)").chart().getSeriesSet().getSeries().length > 0,
                10_000));
        view.pause(true);
        UiWait.settle(300);
        ISeries<?> heap = panel("Heap used (MiB)").chart().getSeriesSet().getSeries()[0];
        double[] frozen = heap.getXSeries().clone();
        Series model = view.monitor().series(new SeriesKey(local.name(), 0, "jvm", "heap used MiB", "MiB"));
        int before = model.size();
        UiWait.settle(1000);
        assertTrue(model.size() >= before + 5, "the stream goes on: " + before + " -> " + model.size());
        assertTrue(Arrays.equals(frozen, heap.getXSeries()), "the chart stays as it was");
        view.pause(false);
        UiWait.settle(400);
        assertTrue(!Arrays.equals(frozen, panel("Heap used (MiB)").chart().getSeriesSet().getSeries()[0].getXSeries()),
                "resumed, it moves again");
    }

    @Test
    void eventsChosenInTheMonitorChangeWhatTheEngineCounts() throws Exception {
        EngineClient client = local.client();
        try {
            view.applyEvents(local, java.util.List.of("perf::PAGE-FAULTS", "perf::TASK-CLOCK"));
            assertTrue(UiWait.until(() -> {
                try {
                    return client.metrics().contains("event=\"perf::PAGE-FAULTS\"") && !client.metrics().contains("CONTEXT-SWITCHES");
                } catch (Exception e) {
                    return false;
                }
            }, 10_000), "the engine counts what was chosen");
        } finally {
            view.applyEvents(local, tutti.engine.EngineOptions.DEFAULT_COUNTERS);
            UiWait.until(() -> {
                try {
                    return client.metrics().contains("CONTEXT-SWITCHES");
                } catch (Exception e) {
                    return false;
                }
            }, 10_000);
        }
    }

    @Test
    void theWindowExportsAsCsvAndARecordingReopensAsTheSameSeries(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path file = dir.resolve("session.tutti-recording");
        view.recordings().record(file);
        UiWait.settle(1500);
        view.recordings().stopRecording();
        tutti.monitor.Recording.Replay replay = tutti.monitor.Recording.read(file, MonitorView.monitorModel());
        assertTrue(replay.samples() >= 8, "about 10 samples a second: " + replay.samples());

        java.nio.file.Path csv = dir.resolve("monitor.csv");
        view.pause(true);
        view.recordings().exportCsv(csv).join();
        java.util.List<String> rows = java.nio.file.Files.readAllLines(csv);
        assertEquals(tutti.monitor.CsvExport.HEADER, rows.get(0));
        assertTrue(rows.size() > 100, rows.size() + " rows");
        // The heap's rows are the model's points of the window, time for time and value for value.
        String heapRow = "," + local.name() + ",0,jvm,heap used MiB,MiB,";
        java.util.List<String[]> heapRows = rows.stream().filter(r -> r.contains(heapRow))
                .map(r -> new String[] { r.substring(0, r.indexOf(',')), r.substring(r.indexOf(heapRow) + heapRow.length()) }).toList();
        assertTrue(heapRows.size() >= 10, heapRows.size() + " heap rows");
        long firstTime = Long.parseLong(heapRows.get(0)[0]);
        long lastTime = Long.parseLong(heapRows.get(heapRows.size() - 1)[0]);
        tutti.monitor.Window model = view.monitor().series(new SeriesKey(local.name(), 0, "jvm", "heap used MiB", "MiB"))
                .window(firstTime);
        int compared = 0;
        for (int i = 0; i < model.size() && model.times()[i] <= lastTime; i++) {
            assertEquals(model.times()[i], Long.parseLong(heapRows.get(i)[0]));
            assertEquals(Double.isNaN(model.values()[i]) ? "" : Double.toString(model.values()[i]), heapRows.get(i)[1]);
            compared++;
        }
        assertEquals(heapRows.size(), compared, "every row is a point of the model");
        view.pause(false);

        view.recordings().replay(file);
        assertTrue(UiWait.until(() -> view.engine() == null && view.monitor().keys().size() == replay.monitor().keys().size(), 10_000),
                "the view shows the recording");
        SeriesKey heap = new SeriesKey(local.name(), 0, "jvm", "heap used MiB", "MiB");
        assertTrue(Arrays.equals(replay.monitor().series(heap).window(0).values(), view.monitor().series(heap).window(0).values()));
        UiWait.settle(300);
        Screenshots.pointerAway(view.getSite().getShell());
        Screenshots.shell(view.getSite().getShell(), "monitor-recording");
        view.panel("Heap used (MiB)").savePng(dir.resolve("heap.png").toString());
        assertTrue(java.nio.file.Files.size(dir.resolve("heap.png")) > 1000);
        view.follow(local);
    }

    private static tutti.ui.monitor.ChartPanel panel(String title) {
        return view.panel(title);
    }
}
