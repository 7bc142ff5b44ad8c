package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import tutti.cli.EngineLauncher;
import tutti.client.BatchRequest;
import tutti.compiler.CompositionCompiler;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.ui.engines.EngineJobs;
import tutti.ui.engines.EngineState;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.LocalEngine;
import tutti.ui.engines.RemoteEngine;
import tutti.ui.monitor.MonitorView;

/**
 * The Studio's cost of charting (run by {@code ./tutti bench-studio-monitor}, not by the tests: its
 * name is no test's): 4 replicas — the local engine and a second engine, each a front of 2 (a
 * machine of 2 CPUs takes at most 2 replicas per engine) — each streaming 10 samples a second
 * (every replica's instances, latency, queues, pools, derived metrics, heap: far more than 10
 * series each), charted by the Monitor for {@code tutti.bench.minutes} minutes while a small batch
 * runs every 5 s. Measured: the Studio JVM's CPU time per second with the Monitor open, against
 * the same Studio with it closed before; heap after a full GC at the start and the end; the
 * longest the UI thread took to run a task posted every 20 ms (everything it was busy with:
 * repaints, the statistics table, the overlay).
 */
class StudioMonitorLoad {

    static final long POST_MILLIS = 20;

    @Test
    void chartingFourReplicasForMinutes() throws Exception {
        double minutes = Double.parseDouble(System.getProperty("tutti.bench.minutes", "10"));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        LocalEngine local = EnginesPlugin.getDefault().engines().local();
        if (local.status().state() != EngineState.UP) {
            EngineJobs.start(local);
        }
        assertTrue(UiWait.until(() -> local.status().state() == EngineState.UP, 60_000), local.status().toString());
        local.client().applyPlan(Map.of("replicas", "count:2", "binding", "shared", "threads", "default"));
        String token = java.util.UUID.randomUUID().toString();
        ProcessBuilder b = new ProcessBuilder(EngineLauncher.command(new EngineLauncher.Settings(0, null, "256m", 0, 0, "default",
                List.of("--replicas", "count:2", "--binding", "shared"))));
        b.environment().put(EngineLauncher.TOKEN_VARIABLE, token);
        b.redirectErrorStream(true);
        Process second = b.start();
        java.io.BufferedReader out = new java.io.BufferedReader(new java.io.InputStreamReader(second.getInputStream()));
        java.net.URI address = null;
        for (String line; address == null && (line = out.readLine()) != null;) {
            address = EngineLauncher.listeningAddress(line);
        }
        assertTrue(address != null, "the second engine did not say where it listens");
        Thread drain = new Thread(() -> out.lines().forEach(l -> { }), "second-engine-output");
        drain.setDaemon(true);
        drain.start();
        RemoteEngine other = EnginesPlugin.getDefault().engines().add("Second engine", address, token, null, false);
        Composition c = Samples.load("Benchmark");
        c.setName("LoadBenchmark");
        byte[] archive = new CompositionCompiler().compile(c).archive().toBytes();
        local.client().deploy(archive);
        other.client().deploy(archive);
        Thread load = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                try {
                    local.client().batch("LoadBenchmark", new BatchRequest(2_000, Map.of("order", "abc"), 100, null, null));
                    other.client().batch("LoadBenchmark", new BatchRequest(2_000, Map.of("order", "abc"), 100, null, null));
                    Thread.sleep(5_000);
                } catch (InterruptedException e) {
                    return;
                } catch (Exception e) {
                    // A replica restarting: the next batch goes on.
                }
            }
        }, "load");
        load.setDaemon(true);
        load.start();

        Display display = Display.getCurrent();
        AtomicLong longest = new AtomicLong();
        AtomicLong posted = new AtomicLong();
        AtomicLong over50 = new AtomicLong();
        Thread watchdog = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                long at = System.nanoTime();
                display.asyncExec(() -> {
                    long waited = (System.nanoTime() - at) / 1_000_000;
                    longest.accumulateAndGet(waited, Math::max);
                    if (waited > 50) {
                        over50.incrementAndGet();
                    }
                });
                posted.incrementAndGet();
                try {
                    Thread.sleep(POST_MILLIS);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "ui-watchdog");
        watchdog.setDaemon(true);

        try {
            // The Studio without the Monitor: what the rest of it costs here.
            UiWait.settle(5_000);
            double idle = cpuPerSecond(30_000);
            MonitorView view = (MonitorView) page.showView(MonitorView.ID);
            // Maximized, as one watches a run: every chart in sight is drawn.
            page.toggleZoom(page.getReference(view));
            view.follow(List.of(local, other));
            UiWait.settle(30_000);
            long heapStart = heapAfterGc();
            watchdog.start();
            double charting = cpuPerSecond((long) (minutes * 60_000));
            long heapEnd = heapAfterGc();
            int replicas = (int) view.monitor().keys().stream().map(k -> k.engine() + "/" + k.replica()).distinct().count();
            int series = view.monitor().keys().size();
            String line = String.format("%.1f min, %d replicas, %d series at 10 Hz: Studio CPU %.2f%% of a core with the Monitor "
                    + "(%.2f%% without; the Monitor %.2f%%), heap after GC %d -> %d MiB, UI thread longest wait %d ms over %d posts "
                    + "(%d over 50 ms), longest repaint of the Monitor %d ms%n",
                    minutes, replicas, series, 100 * charting, 100 * idle, 100 * (charting - idle), heapStart >> 20, heapEnd >> 20,
                    longest.get(), posted.get(), over50.get(), view.longestTickMillis());
            System.out.print("studio monitor: " + line);
            Benchmarks.append("studio-monitor.csv", line);
            page.toggleZoom(page.getReference(view));
            page.hideView(view);
        } finally {
            watchdog.interrupt();
            load.interrupt();
            try {
                local.client().undeploy("LoadBenchmark", "1.0.0");
            } catch (Exception e) {
                // Gone with its replicas.
            }
            EnginesPlugin.getDefault().engines().remove(other);
            second.getOutputStream().close(); // --stop-with-input: it stops its replicas and ends
            if (!second.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
                second.destroyForcibly();
            }
            EngineJobs.stop(local);
            UiWait.until(() -> local.status().state() == EngineState.STOPPED, 60_000);
        }
    }

    /** The Studio JVM's CPU seconds per second over this long, the UI running meanwhile. */
    private static double cpuPerSecond(long millis) {
        long cpu = cpuNanos();
        long wall = System.nanoTime();
        UiWait.settle(millis);
        return (cpuNanos() - cpu) / (double) (System.nanoTime() - wall);
    }

    private static long cpuNanos() {
        return ProcessHandle.current().info().totalCpuDuration().orElseThrow().toNanos();
    }

    private static long heapAfterGc() {
        System.gc();
        UiWait.settle(500);
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
