package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

import tutti.model.Samples;
import tutti.model.composition.FlowKind;
import tutti.ui.Contrast;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.editor.figures.FlowFigures;
import tutti.ui.editor.figures.Palette;
import tutti.ui.monitor.ChartPanel;
import tutti.ui.monitor.MonitorView;
import tutti.ui.topology.MachineSource;
import tutti.ui.topology.TopologyView;

/**
 * The texts the Studio colours itself on the theme's own backgrounds: the Topology view's problem
 * line, every chart's title, ticks, legend and "no data yet", and the diagram's flows on its paper.
 * The suite runs it under the light theme, and a second time under GTK's dark one
 * ({@code GTK_THEME=Adwaita:dark}, {@code -Dtutti.theme=dark}); each run saves
 * {@code theme-light.png} or {@code theme-dark.png}.
 */
class ThemeTest {

    private static final String THEME = System.getProperty("tutti.theme", "light");

    @Test
    void textsTheStudioColoursReadOnTheThemesBackgrounds() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        Shell shell = page.getWorkbenchWindow().getShell();
        Rectangle before = shell.getBounds();
        List<String> unreadable = new ArrayList<>();
        TopologyView topology = (TopologyView) page.showView(TopologyView.ID);
        MachineSource shown = topology.source();
        try {
            shell.setMaximized(false);
            shell.setBounds(0, 0, 1600, 1000);
            page.resetPerspective();
            UiWait.settle(300);
            double window = Contrast.luminance(shell.getBackground().getRGB());
            assertTrue(THEME.equals("dark") ? window < 0.2 : window > 0.5, "the " + THEME + " theme is on: the window's "
                    + "background has luminance " + window);

            CompositionEditor editor = (CompositionEditor) IDE.openEditor(page, TestFiles.write("theme-tests", Samples.load("Benchmark")),
                    CompositionEditor.ID);
            UiWait.settle(300);
            RGB paper = emptyCorner(editor.viewer().getControl());
            assertEquals(Palette.PAPER, paper, "the diagram is on paper in every theme");
            for (FlowKind kind : FlowKind.values()) {
                // Lines and arrows are graphics, not text: WCAG asks 3:1 of them.
                check(unreadable, "flow " + kind, FlowFigures.colour(kind), paper, 3);
            }

            page.showView(TopologyView.ID);
            // A machine that cannot be read: the view says why, in its problem colour.
            topology.show(new MachineSource.Xml(java.nio.file.Path.of("/nonexistent/machine.xml")));
            Label problem = Widgets.byId(topology.getSite().getShell(), Label.class, "topology.problem");
            assertTrue(UiWait.until(() -> problem.getText().startsWith("Cannot read"), 10_000), problem.getText());

            check(unreadable, "Topology: " + problem.getText() + " (pixels)", screenRatio(problem, new Rectangle(0, 0,
                    problem.getSize().x, problem.getSize().y)), Contrast.READABLE);

            MonitorView monitor = (MonitorView) page.showView(MonitorView.ID);
            UiWait.settle(300);
            int measuredCharts = 0;
            for (ChartPanel panel : monitor.panels()) {
                org.eclipse.swtchart.Chart chart = panel.chart();
                if (!wholeInSight(chart) || chart.getSize().y < 40) {
                    continue; // scrolled out of the Monitor's slot: nothing of it on the screen to measure
                }
                measuredCharts++;
                org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(chart);
                int titleHeight;
                try {
                    gc.setFont(chart.getTitle().getFont());
                    titleHeight = gc.textExtent(chart.getTitle().getText()).y + 4;
                } finally {
                    gc.dispose();
                }
                String name = panel.title();
                check(unreadable, name + ": title", screenRatio(chart, new Rectangle(0, 0, chart.getSize().x, titleHeight)),
                        Contrast.READABLE);
                check(unreadable, name + ": x ticks", screenRatio(chart, chart.getAxisSet().getXAxis(0).getTick().getBounds()),
                        Contrast.READABLE);
                check(unreadable, name + ": y ticks", screenRatio(chart, chart.getAxisSet().getYAxis(0).getTick().getBounds()),
                        Contrast.READABLE);
                if (panel.hasNoData()) {
                    org.eclipse.swt.widgets.Control plot = chart.getPlotArea().getControl();
                    Rectangle p = plot.getBounds();
                    check(unreadable, name + ": no data yet", screenRatio(plot, new Rectangle(p.width / 2 - 40, p.height / 2 - 10, 80,
                            20)), Contrast.READABLE);
                }
            }
            assertTrue(measuredCharts >= 4, measuredCharts + " charts in sight");
            page.activate(editor);
            UiWait.settle(500);
            Screenshots.pointerAway(shell);
            Screenshots.screen(shell, "theme-" + THEME);
        } finally {
            if (shown != null) {
                topology.show(shown);
            }
            page.closeAllEditors(false);
            shell.setBounds(before);
            page.resetPerspective();
            UiWait.settle(300);
        }
        assertTrue(unreadable.isEmpty(), THEME + " theme, below their contrast:\n" + String.join("\n", unreadable));
    }

    /** The colour on screen near the canvas's bottom-right corner, where no figure is. */
    private static RGB emptyCorner(org.eclipse.swt.widgets.Control canvas) {
        Rectangle area = ((org.eclipse.swt.widgets.Composite) canvas).getClientArea();
        org.eclipse.swt.graphics.Image image = new org.eclipse.swt.graphics.Image(canvas.getDisplay(), 1, 1);
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(canvas);
        try {
            gc.copyArea(image, area.width - 5, area.height - 5);
            org.eclipse.swt.graphics.ImageData data = image.getImageData();
            return data.palette.getRGB(data.getPixel(0, 0));
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private static void check(List<String> unreadable, String what, RGB text, RGB background, double needed) {
        double ratio = Contrast.ratio(text, background);
        if (ratio < needed) {
            unreadable.add(String.format("%s: %s on %s, %.2f:1", what, text, background, ratio));
        }
    }

    /** Whether every pixel of the control is on screen: inside each of its parents' visible areas. */
    private static boolean wholeInSight(org.eclipse.swt.widgets.Control control) {
        if (!control.isVisible()) {
            return false;
        }
        Rectangle mine = control.getDisplay().map(control.getParent(), null, control.getBounds());
        for (org.eclipse.swt.widgets.Composite p = control.getParent(); p != null; p = p.getParent()) {
            Rectangle area = control.getDisplay().map(p, null, p.getClientArea());
            if (!area.intersection(mine).equals(mine)) {
                return false;
            }
        }
        return true;
    }

    private static void check(List<String> unreadable, String what, double ratio, double needed) {
        if (ratio < needed) {
            unreadable.add(String.format("%s: %.2f:1", what, ratio));
        }
    }

    /**
     * The contrast of a region of a control as the screen shows it: its commonest colour (behind
     * the text) against the colour farthest from it (the text), as {@link ContrastTest} measures.
     */
    private static double screenRatio(org.eclipse.swt.widgets.Control control, Rectangle region) {
        Rectangle r = region.intersection(new Rectangle(0, 0, control.getSize().x, control.getSize().y));
        if (r.isEmpty()) {
            return 21;
        }
        org.eclipse.swt.graphics.Point at = control.toDisplay(r.x, r.y);
        org.eclipse.swt.graphics.Image image = new org.eclipse.swt.graphics.Image(control.getDisplay(), r.width, r.height);
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(control.getDisplay());
        try {
            gc.copyArea(image, at.x, at.y);
            return ContrastTest.ratio(image.getImageData(), new org.eclipse.draw2d.geometry.Rectangle(0, 0, r.width, r.height));
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
