package tutti.ui.editor.figures;

import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.PolygonDecoration;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.swt.SWT;

/**
 * Control flows are solid arrows with their condition; failure flows dash-dotted in their own
 * colour, labelled "on failure"; timeout flows dotted, labelled with their time; data flows are
 * dashed, with the parameters they bind.
 */
public final class FlowFigures {

    private FlowFigures() {
    }

    /** A connection with an arrow head and a label in its middle. */
    public static PolylineConnection controlFlow() {
        return connection(Palette.CONTROL_FLOW, SWT.LINE_SOLID, 2);
    }

    /** The colour of a control flow of this kind. */
    public static org.eclipse.swt.graphics.RGB colour(tutti.model.composition.FlowKind kind) {
        return switch (kind) {
            case FAILURE -> Palette.FAILURE_FLOW;
            case TIMEOUT -> Palette.TIMEOUT_FLOW;
            case REMINDER -> Palette.REMINDER_FLOW;
            default -> Palette.CONTROL_FLOW;
        };
    }

    /** Draws a control flow as its kind: the kind can change in the Properties view. */
    public static void setKind(PolylineConnection c, tutti.model.composition.FlowKind kind) {
        org.eclipse.swt.graphics.RGB rgb = colour(kind);
        c.setLineStyle(switch (kind) {
            case FAILURE -> SWT.LINE_DASHDOT;
            case TIMEOUT, REMINDER -> SWT.LINE_DOT;
            default -> SWT.LINE_SOLID;
        });
        c.setForegroundColor(Palette.colour(rgb));
        // The arrow head is one of the connection's children (draw2d 3.2 keeps its getter protected).
        c.getChildren().stream().filter(PolygonDecoration.class::isInstance)
                .forEach(arrow -> ((PolygonDecoration) arrow).setBackgroundColor(Palette.colour(rgb)));
        Label label = (Label) c.getChildren().stream().filter(Label.class::isInstance).findFirst().orElseThrow();
        label.setForegroundColor(Palette.colour(rgb));
    }

    public static PolylineConnection dataFlow() {
        return connection(Palette.DATA_FLOW, SWT.LINE_DASH, 1);
    }

    private static PolylineConnection connection(org.eclipse.swt.graphics.RGB rgb, int style, int width) {
        PolylineConnection c = new PolylineConnection() {
            @Override
            protected void outlineShape(org.eclipse.draw2d.Graphics g) {
                // draw2d 3.2 has no antialias switch on shapes; the graphics has.
                g.setAntialias(SWT.ON);
                super.outlineShape(g);
            }
        };
        c.setForegroundColor(Palette.colour(rgb));
        c.setLineStyle(style);
        c.setLineWidth(width);
        PolygonDecoration arrow = new PolygonDecoration();
        arrow.setBackgroundColor(Palette.colour(rgb));
        c.setTargetDecoration(arrow);
        Label label = new Label();
        label.setForegroundColor(Palette.colour(rgb));
        label.setOpaque(true);
        label.setBackgroundColor(Palette.colour(new org.eclipse.swt.graphics.RGB(255, 255, 255)));
        // Placed with every other label of the diagram, off the figures and off each other.
        c.add(label, new LabelPlacement.Placed(c, null, false));
        Label live = new Label();
        live.setForegroundColor(Palette.colour(Palette.LIVE));
        live.setOpaque(true);
        live.setBackgroundColor(Palette.colour(new org.eclipse.swt.graphics.RGB(227, 242, 253)));
        live.setVisible(false);
        // A badge of the flow: under its label where that is free, else wherever beside the line nothing else is.
        c.add(live, new LabelPlacement.Placed(c, null, true));
        return c;
    }

    /** A flow with problems is drawn in red (errors) or amber (warnings), the messages as its tooltip. */
    public static void setProblems(PolylineConnection c, org.eclipse.swt.graphics.RGB normal, String text, boolean error) {
        ProblemMark mark = ProblemMark.of(text, error);
        c.setForegroundColor(Palette.colour(mark.colour(normal)));
        c.setToolTip(mark.tooltip(text));
    }

    /**
     * How often the flow fires, beside its middle (e.g. {@code 2.4k/s}), with more in the label's
     * tooltip (e.g. how often in all); a null text takes it off.
     */
    public static void setLive(PolylineConnection c, String text, String tip) {
        Label live = liveLabel(c);
        live.setText(text == null ? "" : text);
        live.setVisible(text != null);
        if (text == null || tip == null) {
            live.setToolTip(null);
        } else if (live.getToolTip() instanceof Label l) {
            l.setText(tip);
        } else {
            live.setToolTip(new Label(tip));
        }
    }

    /** The live text shown beside the flow, or null. */
    public static String live(PolylineConnection c) {
        Label live = liveLabel(c);
        return live.isVisible() ? live.getText() : null;
    }

    /** The live label's tooltip, or null. */
    public static String liveTip(PolylineConnection c) {
        return liveLabel(c).getToolTip() instanceof Label l ? l.getText() : null;
    }

    private static Label liveLabel(PolylineConnection c) {
        return (Label) c.getChildren().stream().filter(Label.class::isInstance).skip(1).findFirst().orElseThrow();
    }

    /**
     * Draws the line through the bends the model keeps (none: straight), and its label where the
     * model says while nothing else is there (unset: where the diagram's placement finds room).
     */
    public static void setRoute(PolylineConnection c, java.util.List<org.eclipse.draw2d.geometry.Point> bends,
            org.eclipse.draw2d.geometry.Rectangle labelAt) {
        if (bends.isEmpty()) {
            c.setConnectionRouter(org.eclipse.draw2d.ConnectionRouter.NULL);
            c.setRoutingConstraint(null);
        } else {
            c.setConnectionRouter(new org.eclipse.draw2d.BendpointConnectionRouter());
            c.setRoutingConstraint(bends.stream().map(org.eclipse.draw2d.AbsoluteBendpoint::new).toList());
        }
        Label label = (Label) c.getChildren().stream().filter(Label.class::isInstance).findFirst().orElseThrow();
        ((LabelPlacement.Placed) c.getLayoutManager().getConstraint(label)).prefer(labelAt);
        c.revalidate();
    }

    public static void setLabel(PolylineConnection c, String text) {
        Label label = (Label) c.getChildren().stream().filter(Label.class::isInstance).findFirst().orElseThrow();
        label.setText(text == null ? "" : text);
        label.setVisible(text != null && !text.isEmpty());
    }
}
