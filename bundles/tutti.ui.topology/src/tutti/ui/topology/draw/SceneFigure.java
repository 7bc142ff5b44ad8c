package tutti.ui.topology.draw;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;

import tutti.ui.ReplicaPalette;
import tutti.ui.topology.layout.Box;

/**
 * A scene as draw2d figures: one {@link BoxFigure} per box, parents before children so that
 * children paint over them, and the legend below. Boxes carry absolute bounds from the layout.
 */
public final class SceneFigure extends Figure {

    private final Scene scene;
    private final List<BoxFigure> boxes = new ArrayList<>();
    private final Legend legend;
    private int selected = -1;

    public SceneFigure(Scene scene) {
        this.scene = scene;
        setOpaque(true);
        setBackgroundColor(BoxFigure.color(0xFFFFFF));
        for (Box b : scene.machine().all()) {
            BoxFigure f = new BoxFigure(b, scene.overlay().look(b), this);
            boxes.add(f);
            add(f);
        }
        legend = new Legend();
        legend.setBounds(new Rectangle(0, scene.machine().height(), scene.width(), scene.height() - scene.machine().height()));
        add(legend);
        setBounds(new Rectangle(0, 0, scene.width(), scene.height()));
        setPreferredSize(new Dimension(scene.width(), scene.height()));
    }

    public Scene scene() {
        return scene;
    }

    /**
     * Its boxes and legend are placed in the scene's own coordinates: a scene moved beside others
     * (a cluster's machines side by side) moves as a whole.
     */
    @Override
    protected boolean useLocalCoordinates() {
        return true;
    }

    public List<BoxFigure> boxes() {
        return List.copyOf(boxes);
    }

    /** The replica drawn with an emphasis, or -1. */
    public int selected() {
        return selected;
    }

    public void select(int replica) {
        if (selected != replica) {
            selected = replica;
            repaint();
        }
    }

    /** The replica whose CPU, memory or legend line is at this point (its parent's coordinates), or -1. */
    public int replicaAt(Point p) {
        int y = p.y - getBounds().y;
        for (Scene.LegendLine line : scene.legend()) {
            int height = (scene.metrics().lineHeight() + 4) * line.rows().size();
            if (line.replica() >= 0 && y >= line.y() && y < line.y() + height) {
                return line.replica();
            }
        }
        IFigure hit = findFigureAt(p.x, p.y);
        if (hit instanceof BoxFigure b) {
            if (!b.look().fills().isEmpty()) {
                return b.look().fills().get(0);
            }
            if (!b.look().outlines().isEmpty()) {
                return b.look().outlines().get(0);
            }
        }
        return -1;
    }

    /** The title of what is shown and a line per replica, each with its colour. */
    private final class Legend extends Figure {
        @Override
        protected void paintFigure(Graphics g) {
            int lh = scene.metrics().lineHeight();
            for (Scene.LegendLine line : scene.legend()) {
                int y = line.y();
                int x = 0;
                if (line.replica() >= 0 && !line.warning()) {
                    Rectangle swatch = new Rectangle(0, y + (lh - Scene.SWATCH) / 2 + 1, Scene.SWATCH, Scene.SWATCH);
                    g.setBackgroundColor(ReplicaPalette.color(line.replica()));
                    g.fillRectangle(swatch);
                    g.setForegroundColor(BoxFigure.color(line.replica() == selected ? LstopoColors.SELECTED : 0x606060));
                    g.setLineWidth(line.replica() == selected ? 2 : 1);
                    g.drawRectangle(swatch);
                    g.setLineWidth(1);
                    x = Scene.SWATCH + 6;
                } else if (line.warning()) {
                    x = Scene.SWATCH + 6;
                }
                g.setForegroundColor(BoxFigure.color(line.warning() ? LstopoColors.WARNING : LstopoColors.TEXT));
                for (String row : line.rows()) {
                    g.drawText(row, x, y);
                    y += lh + 4;
                }
            }
        }
    }
}
