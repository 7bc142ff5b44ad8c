package tutti.ui.editor.commands;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.commands.Command;

import tutti.model.composition.Bounds;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.Point;

/** Gives a control flow the bends its route takes and its label's place; undo puts the old ones back. */
public final class SetRouteCommand extends Command {

    private final ControlFlow flow;
    private final List<int[]> bends;
    private final Bounds label;
    private List<Point> bendsBefore;
    private Bounds labelBefore;

    /** @param label where the label goes; null to place it on the flow's middle */
    public SetRouteCommand(ControlFlow flow, List<int[]> bends, Bounds label, String name) {
        super(name);
        this.flow = flow;
        this.bends = List.copyOf(bends);
        this.label = label;
    }

    @Override
    public void execute() {
        bendsBefore = new ArrayList<>(EcoreUtil.copyAll(flow.getBendpoints()));
        labelBefore = flow.getLabelBounds() == null ? null : EcoreUtil.copy(flow.getLabelBounds());
        redo();
    }

    @Override
    public void redo() {
        List<Point> points = new ArrayList<>();
        for (int[] b : bends) {
            Point p = CompositionFactory.eINSTANCE.createPoint();
            p.setX(b[0]);
            p.setY(b[1]);
            points.add(p);
        }
        flow.getBendpoints().clear();
        flow.getBendpoints().addAll(points);
        flow.setLabelBounds(label == null ? null : EcoreUtil.copy(label));
    }

    @Override
    public void undo() {
        flow.getBendpoints().clear();
        flow.getBendpoints().addAll(EcoreUtil.copyAll(bendsBefore));
        flow.setLabelBounds(labelBefore == null ? null : EcoreUtil.copy(labelBefore));
    }
}
