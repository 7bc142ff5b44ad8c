package tutti.ui.topology.draw;

import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.function.IntConsumer;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.Layer;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.ScalableLayeredPane;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;

/**
 * The drawing surface: a draw2d canvas that shows one scene at a zoom, scrolls, reports clicks on
 * a replica, and renders the scene to PNG.
 */
public final class MachineCanvas {

    private static final double MIN_ZOOM = 0.1;
    private static final double MAX_ZOOM = 4;

    private final FigureCanvas canvas;
    private final ScalableLayeredPane pane = new ScalableLayeredPane();
    private final Layer layer = new Layer();
    private SceneFigure figure;
    private SideBySide sideBySide;
    private final List<SceneFigure> members = new java.util.ArrayList<>();

    /** @param zoomedByHand told when the user zooms with Ctrl and the wheel */
    public MachineCanvas(Composite parent, IntConsumer replicaClicked, Runnable zoomedByHand) {
        canvas = new FigureCanvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        canvas.setData("tutti.id", "topology.canvas");
        layer.setLayoutManager(null);
        pane.add(layer);
        canvas.setContents(pane);
        canvas.addMouseListener(org.eclipse.swt.events.MouseListener.mouseDownAdapter(e -> {
            if (e.button != 1) {
                return;
            }
            Point p = new Point(e.x, e.y);
            layer.translateToRelative(p);
            if (figure != null) {
                replicaClicked.accept(figure.replicaAt(p));
            } else {
                // Side by side, replica numbers are each member's own: the click emphasises it in its machine only.
                for (SceneFigure f : members) {
                    f.select(f.getBounds().contains(p) ? f.replicaAt(p) : -1);
                }
            }
        }));
        canvas.addListener(SWT.MouseVerticalWheel, e -> {
            if ((e.stateMask & SWT.MOD1) != 0) {
                zoomedByHand.run();
                zoom(zoom() * (e.count > 0 ? 1.1 : 1 / 1.1));
                e.doit = false;
            }
        });
    }

    public FigureCanvas control() {
        return canvas;
    }

    public SceneFigure figure() {
        return figure;
    }

    /** Shows a scene; the replica selected in the one before stays selected. */
    public void show(Scene scene) {
        int selected = figure == null ? -1 : figure.selected();
        clear();
        figure = new SceneFigure(scene);
        figure.select(selected);
        layer.setPreferredSize(new Dimension(scene.width() + 8, scene.height() + 8));
        layer.add(figure);
        pane.revalidate();
        canvas.getViewport().revalidate();
    }

    /** Shows several machines left to right, each under its caption (a cluster's members). */
    public void show(SideBySide drawing) {
        clear();
        sideBySide = drawing;
        for (SideBySide.Placed p : drawing.placed()) {
            layer.add(new Caption(p.part().caption(), new org.eclipse.draw2d.geometry.Rectangle(p.x(), 0, Math.max(p.width(), 1), p.y())));
            if (p.part().scene() != null) {
                SceneFigure f = new SceneFigure(p.part().scene());
                f.setLocation(new Point(p.x(), p.y()));
                members.add(f);
                layer.add(f);
            } else {
                layer.add(new Missing(p.problemRows(), new org.eclipse.draw2d.geometry.Rectangle(p.x(), p.y(), p.width(), p.height())));
            }
        }
        layer.setPreferredSize(new Dimension(drawing.width() + 8, drawing.height() + 8));
        pane.revalidate();
        canvas.getViewport().revalidate();
    }

    private void clear() {
        layer.removeAll();
        figure = null;
        sideBySide = null;
        members.clear();
    }

    /** The machines shown side by side, or null when one scene is shown. */
    public SideBySide sideBySide() {
        return sideBySide;
    }

    /** The scenes shown side by side, left to right (a member that cannot be read has none). */
    public List<SceneFigure> members() {
        return List.copyOf(members);
    }

    /** Whether there is a drawing to zoom and export. */
    public boolean drawn() {
        return figure != null || sideBySide != null;
    }

    /**
     * A drawing larger than the view is fitted to it, a smaller one shown at 100 %. One machine
     * counts without its legend's width (the legend wraps to the view).
     */
    public void fitOrActualSize() {
        Rectangle area = canvas.getClientArea();
        int width = figure != null ? figure.scene().machine().width() : contentWidth();
        if (width > area.width || contentHeight() > area.height) {
            zoomToFit();
        } else {
            zoom(1);
        }
    }

    private int contentWidth() {
        return figure != null ? figure.scene().width() : sideBySide.width();
    }

    private int contentHeight() {
        return figure != null ? figure.scene().height() : sideBySide.height();
    }

    /** A member's name and address above its machine, in the drawing's own font (the parts were measured with it). */
    private static final class Caption extends org.eclipse.draw2d.Figure {
        private final String text;

        Caption(String text, org.eclipse.draw2d.geometry.Rectangle bounds) {
            this.text = text;
            setBounds(bounds);
        }

        @Override
        protected void paintFigure(org.eclipse.draw2d.Graphics g) {
            g.setForegroundColor(BoxFigure.color(LstopoColors.TEXT));
            g.drawText(text, getBounds().x, getBounds().y);
        }
    }

    /** Where a member's machine would be: why it cannot be read, in a dashed box. */
    private static final class Missing extends org.eclipse.draw2d.Figure {
        private final List<String> rows;

        Missing(List<String> rows, org.eclipse.draw2d.geometry.Rectangle bounds) {
            this.rows = rows;
            setBounds(bounds);
        }

        @Override
        protected void paintFigure(org.eclipse.draw2d.Graphics g) {
            org.eclipse.draw2d.geometry.Rectangle r = getBounds();
            g.setForegroundColor(BoxFigure.color(LstopoColors.GREYED));
            g.setLineStyle(SWT.LINE_DASH);
            g.drawRectangle(r.x, r.y, r.width - 1, r.height - 1);
            g.setLineStyle(SWT.LINE_SOLID);
            g.setForegroundColor(BoxFigure.color(LstopoColors.WARNING));
            int y = r.y + 6;
            for (String row : rows) {
                g.drawText(row, r.x + 6, y);
                y += g.getFontMetrics().getHeight() + 2;
            }
        }
    }

    public double zoom() {
        return pane.getScale();
    }

    public void zoom(double scale) {
        pane.setScale(Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, scale)));
        canvas.getViewport().revalidate();
    }

    /**
     * The zoom at which the machine fits the visible area with its legend below (the legend wraps
     * to the view's width). A legend so long that showing it all would shrink the machine by more
     * than a fifth is left below, to scroll to: the machine stays readable in a small view.
     */
    public void zoomToFit() {
        Rectangle area = canvas.getClientArea();
        if (sideBySide != null) {
            zoom(Math.min(area.width / (sideBySide.width() + 8.0), area.height / (sideBySide.height() + 8.0)));
            return;
        }
        if (figure == null) {
            return;
        }
        double w = figure.scene().machine().width() + 8;
        double all = Math.min(area.width / w, area.height / (figure.scene().height() + 8.0));
        double machine = Math.min(1, Math.min(area.width / w, area.height / (figure.scene().machine().height() + 8.0)));
        zoom(all >= machine * 0.8 ? all : machine);
    }

    /** The drawing at 100 %, as PNG bytes. */
    public byte[] png() {
        int width = contentWidth() + 8;
        int height = contentHeight() + 8;
        Image image = new Image(canvas.getDisplay(), width, height);
        GC gc = new GC(image);
        try {
            gc.setFont(canvas.getFont());
            gc.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_WHITE));
            gc.fillRectangle(0, 0, width, height);
            SWTGraphics g = new SWTGraphics(gc);
            g.translate(4, 4);
            for (Object f : layer.getChildren()) {
                ((org.eclipse.draw2d.IFigure) f).paint(g);
            }
            g.dispose();
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { image.getImageData() };
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            loader.save(out, SWT.IMAGE_PNG);
            return out.toByteArray();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
