package tutti.ui.topology.draw;

import java.io.ByteArrayOutputStream;
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

    /** @param zoomedByHand told when the user zooms with Ctrl and the wheel */
    public MachineCanvas(Composite parent, IntConsumer replicaClicked, Runnable zoomedByHand) {
        canvas = new FigureCanvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        canvas.setData("tutti.id", "topology.canvas");
        layer.setLayoutManager(null);
        pane.add(layer);
        canvas.setContents(pane);
        canvas.addMouseListener(org.eclipse.swt.events.MouseListener.mouseDownAdapter(e -> {
            if (figure != null && e.button == 1) {
                Point p = new Point(e.x, e.y);
                figure.translateToRelative(p);
                replicaClicked.accept(figure.replicaAt(p));
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
        layer.removeAll();
        figure = new SceneFigure(scene);
        figure.select(selected);
        layer.setPreferredSize(new Dimension(scene.width() + 8, scene.height() + 8));
        layer.add(figure);
        pane.revalidate();
        canvas.getViewport().revalidate();
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
        if (figure == null) {
            return;
        }
        Rectangle area = canvas.getClientArea();
        double w = figure.scene().machine().width() + 8;
        double all = Math.min(area.width / w, area.height / (figure.scene().height() + 8.0));
        double machine = Math.min(1, Math.min(area.width / w, area.height / (figure.scene().machine().height() + 8.0)));
        zoom(all >= machine * 0.8 ? all : machine);
    }

    /** The scene at 100 %, as PNG bytes. */
    public byte[] png() {
        Scene scene = figure.scene();
        Image image = new Image(canvas.getDisplay(), scene.width() + 8, scene.height() + 8);
        GC gc = new GC(image);
        try {
            gc.setFont(canvas.getFont());
            gc.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_WHITE));
            gc.fillRectangle(0, 0, scene.width() + 8, scene.height() + 8);
            SWTGraphics g = new SWTGraphics(gc);
            g.translate(4, 4);
            figure.paint(g);
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
