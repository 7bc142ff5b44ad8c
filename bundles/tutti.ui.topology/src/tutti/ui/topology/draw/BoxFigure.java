package tutti.ui.topology.draw;

import java.util.List;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Color;

import tutti.overseer.TopologyObject;
import tutti.overseer.TopologyText;
import tutti.ui.ReplicaPalette;
import tutti.ui.topology.layout.Box;
import tutti.ui.topology.layout.BoxKind;
import tutti.ui.topology.layout.MachineLayout;
import tutti.ui.topology.overlay.BoxLook;
import tutti.ui.topology.overlay.PlacedReplica;

/** One box of the machine, painted as lstopo paints it, with the replicas' colours over it. */
public final class BoxFigure extends Figure {

    private final Box box;
    private final BoxLook look;
    private final SceneFigure scene;

    BoxFigure(Box box, BoxLook look, SceneFigure scene) {
        this.box = box;
        this.look = look;
        this.scene = scene;
        setBounds(new Rectangle(box.x(), box.y(), box.width(), box.height()));
    }

    public Box box() {
        return box;
    }

    public BoxLook look() {
        return look;
    }

    @Override
    protected void paintFigure(Graphics g) {
        Rectangle r = getBounds().getCopy();
        r.width -= 1;
        r.height -= 1;
        fill(g, r);
        if (look.hatched()) {
            hatch(g, r);
        }
        g.setForegroundColor(color(LstopoColors.BORDER));
        g.setLineWidth(1);
        g.drawRectangle(r);
        for (int i = 0; i < look.outlines().size(); i++) {
            g.setForegroundColor(ReplicaPalette.color(look.outlines().get(i)));
            g.setLineWidth(3);
            g.drawRectangle(r.getCopy().shrink(2 + 3 * i, 2 + 3 * i));
        }
        if (scene.selected() >= 0 && look.fills().contains(scene.selected())) {
            g.setForegroundColor(color(LstopoColors.SELECTED));
            g.setLineWidth(3);
            g.drawRectangle(r.getCopy().shrink(1, 1));
        }
        g.setLineWidth(1);
        text(g, r);
        if (look.warning()) {
            warning(g, r);
        }
    }

    private void fill(Graphics g, Rectangle r) {
        List<Integer> fills = look.fills();
        if (look.greyed()) {
            g.setBackgroundColor(color(LstopoColors.GREYED));
            g.fillRectangle(r);
        } else if (fills.isEmpty()) {
            g.setBackgroundColor(color(LstopoColors.fill(box.kind())));
            g.fillRectangle(r);
        } else {
            // Side by side when several replicas may run here (unbound or overlapping).
            int x = r.x;
            for (int i = 0; i < fills.size(); i++) {
                int w = i == fills.size() - 1 ? r.right() - x : r.width / fills.size();
                g.setBackgroundColor(ReplicaPalette.color(fills.get(i)));
                g.fillRectangle(x, r.y, w, r.height);
                x += w;
            }
        }
    }

    private static void hatch(Graphics g, Rectangle r) {
        g.pushState();
        g.clipRect(r);
        g.setForegroundColor(color(0xFFFFFF));
        g.setLineWidth(2);
        for (int d = -r.height; d < r.width; d += 7) {
            g.drawLine(r.x + d, r.bottom(), r.x + d + r.height, r.y);
        }
        g.popState();
    }

    private void text(Graphics g, Rectangle r) {
        int lh = scene.scene().metrics().lineHeight();
        g.setForegroundColor(color(look.greyed() ? LstopoColors.GREYED_TEXT : LstopoColors.TEXT));
        int y = r.y + MachineLayout.PAD;
        for (String line : box.lines()) {
            g.drawText(line, r.x + MachineLayout.PAD, y);
            y += lh;
        }
        if (box.note() != null) {
            int x = r.x + MachineLayout.PAD;
            y += MachineLayout.NOTE_SPACE / 2;
            for (String badge : box.note().split(" +")) {
                int w = scene.scene().metrics().width(badge) + 2 * MachineLayout.NOTE_SPACE - 2;
                g.setBackgroundColor(color(badge.startsWith("K") ? 0x303030 : 0xFFFFFF));
                g.fillRoundRectangle(new Rectangle(x, y, w, lh + 2), 8, 8);
                g.setForegroundColor(color(0x303030));
                g.drawRoundRectangle(new Rectangle(x, y, w, lh + 2), 8, 8);
                g.setForegroundColor(color(badge.startsWith("K") ? 0xFFFFFF : 0x303030));
                g.drawText(badge, x + MachineLayout.NOTE_SPACE - 1, y + 1);
                x += w + 2;
            }
        }
    }

    private static void warning(Graphics g, Rectangle r) {
        int s = Math.min(10, Math.min(r.width, r.height) / 2);
        g.setBackgroundColor(color(LstopoColors.WARNING));
        g.fillPolygon(new int[] { r.right() - s - 2, r.y + 2 + s, r.right() - 2, r.y + 2 + s, r.right() - 2 - s / 2, r.y + 2 });
    }

    @Override
    public IFigure getToolTip() {
        // Made on demand: thousands of boxes, few hovered.
        return new Label(describe());
    }

    /** What a tooltip says: the object, its CPUs and memory, and the replicas on it. */
    public String describe() {
        StringBuilder b = new StringBuilder();
        if (box.kind() == BoxKind.FOLDED) {
            List<TopologyObject> hidden = box.folded();
            b.append(hidden.size()).append(" more like these, not drawn: ").append(hidden.get(0).label()).append(" to ")
                    .append(hidden.get(hidden.size() - 1).label()).append("\nUnfold them with the view's Fold button.");
        } else {
            TopologyObject o = box.object();
            b.append(o.label());
            if (o.sizeBytes() > 0) {
                b.append(", ").append(TopologyText.size(o.sizeBytes()));
            }
            b.append("\nCPUs ").append(o.cpuset()).append(", NUMA node").append(o.nodeset().size() == 1 ? " " : "s ")
                    .append(o.nodeset());
        }
        for (int id : look.fills()) {
            PlacedReplica r = scene.scene().overlay().placement().replica(id);
            b.append("\nreplica ").append(id).append(": ").append(r.share()).append(", ").append(r.state());
        }
        for (int id : look.outlines()) {
            b.append("\nmemory of replica ").append(id);
        }
        if (look.greyed()) {
            b.append("\noutside the CPUs the engine may use");
        }
        if (look.warning()) {
            b.append("\nthe kernel's binding here differs from the plan");
        }
        return b.toString();
    }

    static Color color(int rgb) {
        return new Color((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
    }
}
