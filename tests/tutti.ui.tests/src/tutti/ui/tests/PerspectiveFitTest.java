package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import tutti.model.Samples;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.engines.views.EnginesView;
import tutti.ui.engines.views.ResultsView;
import tutti.ui.monitor.ChartPanel;
import tutti.ui.monitor.MonitorView;
import tutti.ui.topology.TopologyView;

/**
 * The Tutti perspective at a laptop's 1366x768 and a desktop's 1920x1080, reset as a new user
 * gets it, with the Benchmark sample open: the editor keeps at least half of the window, the
 * Monitor shows four charts without scrolling, every column of the Engines and Results views is
 * as wide as its header and cells, and the Topology view's plan opens beside its drawing.
 * Screenshots of both sizes are saved.
 */
class PerspectiveFitTest {

    private final IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    private final Shell shell = page.getWorkbenchWindow().getShell();
    private Rectangle before;

    @AfterEach
    void restore() {
        page.closeAllEditors(false);
        if (before != null) {
            shell.setBounds(before);
        }
        page.resetPerspective();
        UiWait.settle(300);
    }

    @Test
    void atLaptopAndDesktopSizesTheEditorHasHalfTheWindowAndNothingIsCut() throws Exception {
        before = shell.getBounds();
        List<String> problems = new ArrayList<>();
        for (int[] size : new int[][] {{1366, 768}, {1920, 1080}}) {
            String at = size[0] + "x" + size[1];
            shell.setMaximized(false);
            shell.setBounds(0, 0, size[0], size[1]);
            // As a new user finds them: views made afresh, not as earlier tests left them.
            for (org.eclipse.ui.IViewReference view : page.getViewReferences()) {
                page.hideView(view);
            }
            page.resetPerspective();
            UiWait.settle(300);
            CompositionEditor editor = (CompositionEditor) IDE.openEditor(page, sample("Benchmark"), CompositionEditor.ID);
            UiWait.settle(800);
            Rectangle window = shell.getClientArea();
            Rectangle editors = folderOf(editor.viewer().getControl()).getBounds();
            double share = (double) editors.width * editors.height / ((double) window.width * window.height);
            if (share < 0.5) {
                problems.add(at + ": the editor has " + Math.round(share * 100) + " % of the window: " + editors);
            }

            MonitorView monitor = (MonitorView) page.findView(MonitorView.ID);
            int inSight = 0;
            List<String> where = new ArrayList<>();
            for (ChartPanel p : monitor.panels()) {
                if (p.unavailableText() == null && fullyInSight(p.chart())) {
                    inSight++;
                }
                where.add(p.title() + " " + p.chart().getDisplay().map(p.chart(), null, p.chart().getBounds()));
            }
            if (inSight < 4) {
                problems.add(at + ": the Monitor shows " + inSight + " whole charts: " + where);
            }

            EnginesView engines = (EnginesView) page.showView(EnginesView.ID);
            UiWait.settle(300);
            for (TreeColumn c : engines.viewer().getTree().getColumns()) {
                int needed = headerWidth(engines.viewer().getTree(), c.getText());
                if (c.getWidth() < needed) {
                    problems.add(at + ": Engines column '" + c.getText() + "' is " + c.getWidth() + " px, its header needs " + needed);
                }
            }
            ResultsView results = (ResultsView) page.showView(ResultsView.ID);
            // The Batches tab, which reopened experiments (of earlier tests) would have hidden.
            UiWait.settle(300);
            results.tabs().setSelection(0);
            UiWait.settle(100);
            for (TableColumn c : results.runs().getTable().getColumns()) {
                int needed = headerWidth(results.runs().getTable(), c.getText());
                if (c.getWidth() < needed) {
                    problems.add(at + ": Results column '" + c.getText() + "' is " + c.getWidth() + " px, its header needs " + needed);
                }
            }

            // The counters wait for room (the view maximized) rather than show a header and no row.
            for (org.eclipse.swt.widgets.Table t : List.of(results.runs().getTable(), results.counters().getTable())) {
                if ((t == results.runs().getTable() || t.isVisible()) && Widgets.rowsInSight(t) < 2) {
                    problems.add(at + ": a Results table shows " + Widgets.rowsInSight(t) + " rows: " + t.getData("tutti.id") + " "
                            + t.getSize());
                }
            }

            TopologyView topology = (TopologyView) page.showView(TopologyView.ID);
            UiWait.settle(300);
            boolean wasShown = topology.planShown();
            topology.showPlan(true);
            UiWait.settle(300);
            Rectangle plan = topology.plans().control().getBounds();
            if (!topology.planShown() || plan.width < 150 || plan.height < 150) {
                problems.add(at + ": the plan is not reachable beside the drawing: " + plan);
            }
            Screenshots.shell(shell, "perspective-" + at + "-plan");
            topology.showPlan(wasShown ? null : false);
            page.activate(editor);
            UiWait.settle(300);
            Screenshots.shell(shell, "perspective-" + at);
            page.closeAllEditors(false);
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    private IFile sample(String name) throws Exception {
        return TestFiles.write("perspective", name + ".tutti", Samples.bytes(name));
    }

    private static Control folderOf(Control c) {
        Control at = c;
        while (at != null && !(at instanceof CTabFolder)) {
            at = at.getParent();
        }
        assertTrue(at != null, "the editor sits in a tab folder");
        return at;
    }

    /** Whether the whole control lies inside the client area of the scrolled composite that holds it. */
    private static boolean fullyInSight(Control c) {
        if (!c.isVisible()) {
            return false;
        }
        Composite scroll = c.getParent();
        while (scroll != null && !(scroll instanceof ScrolledComposite)) {
            scroll = scroll.getParent();
        }
        if (scroll == null) {
            return false;
        }
        Rectangle area = scroll.getClientArea();
        Rectangle r = c.getDisplay().map(c.getParent(), scroll, c.getBounds());
        return r.width > 0 && r.height > 0 && r.x >= area.x && r.y >= area.y && r.x + r.width <= area.x + area.width
                && r.y + r.height <= area.y + area.height;
    }

    /** The header's text and GTK's margins around it. */
    private static int headerWidth(Control table, String text) {
        GC gc = new GC(table);
        try {
            return gc.textExtent(text).x + 16;
        } finally {
            gc.dispose();
        }
    }
}
