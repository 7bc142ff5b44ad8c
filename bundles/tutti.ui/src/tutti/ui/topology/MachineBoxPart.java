package tutti.ui.topology;

import java.util.List;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.FlowLayout;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.LineBorder;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.CompoundBorder;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.ToolbarLayout;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.eclipse.swt.graphics.Color;

/** Draws one {@link MachineBox}: a titled, coloured frame holding its children, as lstopo does. */
final class MachineBoxPart extends AbstractGraphicalEditPart {

    private IFigure childArea;

    MachineBoxPart(MachineBox box) {
        setModel(box);
    }

    MachineBox box() {
        return (MachineBox) getModel();
    }

    @Override
    protected IFigure createFigure() {
        Figure frame = new Figure();
        ToolbarLayout layout = new ToolbarLayout(false);
        layout.setSpacing(4);
        frame.setLayoutManager(layout);
        frame.setOpaque(true);
        frame.setBackgroundColor(colour(box().kind()));
        frame.setBorder(new CompoundBorder(new LineBorder(ColorConstants.gray, 1), new MarginBorder(6)));
        Label title = new Label(box().label());
        title.setLabelAlignment(org.eclipse.draw2d.PositionConstants.LEFT);
        frame.add(title);
        childArea = new Figure();
        FlowLayout flow = new FlowLayout(true);
        flow.setMajorSpacing(6);
        flow.setMinorSpacing(6);
        childArea.setLayoutManager(flow);
        frame.add(childArea);
        return frame;
    }

    @Override
    public IFigure getContentPane() {
        return childArea;
    }

    @Override
    protected List<MachineBox> getModelChildren() {
        return box().children();
    }

    @Override
    protected void createEditPolicies() {
        // A read-only drawing: no edits, so no edit policies.
    }

    /** lstopo's palette (colours hold no OS resource in current SWT, so nothing to dispose). */
    private static Color colour(MachineBox.Kind kind) {
        return switch (kind) {
            case MACHINE -> new Color(0xee, 0xee, 0xee);
            case PACKAGE -> new Color(0xd2, 0xe7, 0xa4);
            case CORE -> new Color(0xbe, 0xbe, 0xbe);
            case MESSAGE -> new Color(0xff, 0xf3, 0xb0);
        };
    }
}
