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

import tutti.cluster.launch.EngineLauncher;
import tutti.client.BatchRequest;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.test.support.Archives;
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
 * the same Studio, warm and under the same load, with the Monitor closed afterwards; the CPU time
 * of the threads that do the Monitor's work (the UI thread, which repaints, and the stream
 * readers) in both phases; heap after a full GC at the start and the end; the longest the UI
 * thread took to run a task posted every 20 ms, and of that wait how long the UI thread itself
 * was running (its CPU time): on 2 CPUs shared with 6 engine JVMs, the rest is the thread waiting
 * for a CPU, not the Studio holding it.
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
        byte[] archive = Archives.of(c);
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
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long uiThread = display.getThread().threadId();
        AtomicLong longest = new AtomicLong();
        AtomicLong longestBusy = new AtomicLong();
        AtomicLong longestWaitBusy = new AtomicLong();
        AtomicLong posted = new AtomicLong();
        AtomicLong over50 = new AtomicLong();
        AtomicLong busyOver50 = new AtomicLong();
        Thread watchdog = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                long at = System.nanoTime();
                long uiCpuAt = threads.getThreadCpuTime(uiThread);
                display.asyncExec(() -> {
                    long waited = (System.nanoTime() - at) / 1_000_000;
                    // What the UI thread ran meanwhile: the Studio's own hold on it.
                    long busy = (threads.getCurrentThreadCpuTime() - uiCpuAt) / 1_000_000;
                    if (waited > longest.get()) {
                        longest.set(waited);
                        longestWaitBusy.set(busy);
                    }
                    longestBusy.accumulateAndGet(busy, Math::max);
                    if (waited > 50) {
                        over50.incrementAndGet();
                    }
                    if (busy > 50) {
                        busyOver50.incrementAndGet();
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
            UiWait.settle(5_000);
            MonitorView view = (MonitorView) page.showView(MonitorView.ID);
            // Maximized, as one watches a run: every chart in sight is drawn.
            page.toggleZoom(page.getReference(view));
            view.follow(List.of(local, other));
            UiWait.settle(30_000);
            long heapStart = heapAfterGc();
            watchdog.start();
            long monitorThreadsAt = monitorThreadsCpu(threads, uiThread);
            long charted = System.nanoTime();
            double charting = cpuPerSecond((long) (minutes * 60_000));
            double monitorThreads = (monitorThreadsCpu(threads, uiThread) - monitorThreadsAt) / (double) (System.nanoTime() - charted);
            // The UI thread's figures are those of the charting: hiding the view and the idle phase are not the Monitor's work.
            watchdog.interrupt();
            watchdog.join();
            long heapEnd = heapAfterGc();
            int replicas = (int) view.monitor().keys().stream().map(k -> k.engine() + "/" + k.replica()).distinct().count();
            int series = view.monitor().keys().size();
            long tick = view.longestTickMillis();
            page.toggleZoom(page.getReference(view));
            page.hideView(view);
            // The same Studio, warm, under the same load, without the Monitor: what the rest of it costs here.
            UiWait.settle(10_000);
            long idleThreadsAt = monitorThreadsCpu(threads, uiThread);
            long idled = System.nanoTime();
            double idle = cpuPerSecond(60_000);
            double idleThreads = (monitorThreadsCpu(threads, uiThread) - idleThreadsAt) / (double) (System.nanoTime() - idled);
            String line = String.format("%.1f min, %d replicas, %d series at 10 Hz: Studio CPU %.2f%% of a core with the Monitor "
                    + "(%.2f%% without; the Monitor %.2f%%; its threads, UI and stream readers, %.2f%% against %.2f%% without), heap "
                    + "after GC %d -> %d MiB, UI thread longest wait %d ms (of it running %d ms) over %d posts (%d over 50 ms; %d with "
                    + "the UI thread running over 50 ms, longest %d ms), longest repaint of the Monitor %d ms%n",
                    minutes, replicas, series, 100 * charting, 100 * idle, 100 * (charting - idle), 100 * monitorThreads,
                    100 * idleThreads, heapStart >> 20, heapEnd >> 20, longest.get(), longestWaitBusy.get(), posted.get(),
                    over50.get(), busyOver50.get(), longestBusy.get(), tick);
            System.out.print("studio monitor: " + line);
            Benchmarks.append("studio-monitor.csv", line);
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

    /** CPU nanoseconds so far of the threads that do the Monitor's work: the UI thread and the stream readers. */
    private static long monitorThreadsCpu(java.lang.management.ThreadMXBean threads, long uiThread) {
        long sum = threads.getThreadCpuTime(uiThread);
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("tutti-metrics-stream")) {
                sum += Math.max(0, threads.getThreadCpuTime(t.threadId()));
            }
        }
        return sum;
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
