package tutti.ui.monitor;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.ThreadMXBean;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.part.ViewPart;

/**
 * Live charts. Until the engine's metrics stream is wired in, it charts the Studio JVM itself
 * (heap in use and live threads, every half second), and says so in its title.
 */
public final class MonitorView extends ViewPart {

    public static final String ID = "tutti.ui.views.monitor";

    static final int PERIOD_MS = 500;
    private static final int WINDOW = 120;

    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final SampleWindow heap = new SampleWindow(WINDOW);
    private final SampleWindow liveThreads = new SampleWindow(WINDOW);

    private Chart chart;
    private ILineSeries<?> heapSeries;
    private ILineSeries<?> threadSeries;

    @Override
    public void createPartControl(Composite parent) {
        chart = new Chart(parent, SWT.NONE);
        chart.getTitle().setText("Studio JVM");
        chart.getAxisSet().getXAxis(0).getTitle().setText("seconds");
        chart.getAxisSet().getYAxis(0).getTitle().setText("heap used (MiB)");
        int threadAxis = chart.getAxisSet().createYAxis();
        chart.getAxisSet().getYAxis(threadAxis).getTitle().setText("live threads");
        heapSeries = line("heap used (MiB)", new Color(0x1f, 0x77, 0xb4));
        threadSeries = line("live threads", new Color(0xd6, 0x27, 0x28));
        threadSeries.setYAxisId(threadAxis);
        sample();
        chart.getDisplay().timerExec(PERIOD_MS, this::tick);
    }

    private ILineSeries<?> line(String id, Color colour) {
        ILineSeries<?> s = (ILineSeries<?>) chart.getSeriesSet().createSeries(ISeries.SeriesType.LINE, id);
        s.setLineColor(colour);
        s.setSymbolType(ILineSeries.PlotSymbolType.NONE);
        s.setAntialias(SWT.ON);
        return s;
    }

    private void tick() {
        if (chart == null || chart.isDisposed()) {
            return;
        }
        sample();
        chart.getDisplay().timerExec(PERIOD_MS, this::tick);
    }

    private void sample() {
        heap.add(memory.getHeapMemoryUsage().getUsed() / (1024.0 * 1024.0));
        liveThreads.add(threads.getThreadCount());
        double[] x = new double[heap.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = (i - x.length + 1) * PERIOD_MS / 1000.0;
        }
        heapSeries.setXSeries(x);
        heapSeries.setYSeries(heap.values());
        threadSeries.setXSeries(x);
        threadSeries.setYSeries(liveThreads.values());
        chart.getAxisSet().adjustRange();
        chart.redraw();
    }

    /** The chart, for tests. */
    public Chart chart() {
        return chart;
    }

    @Override
    public void setFocus() {
        chart.setFocus();
    }
}
