package tutti.ui.topology;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.editparts.ScalableRootEditPart;
import org.eclipse.gef.ui.parts.ScrollingGraphicalViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

/** The machine the local engine runs on, drawn with GEF like lstopo draws it. */
public final class TopologyView extends ViewPart {

    public static final String ID = "tutti.ui.views.topology";

    private GraphicalViewer viewer;

    @Override
    public void createPartControl(Composite parent) {
        viewer = new ScrollingGraphicalViewer();
        viewer.createControl(parent);
        viewer.getControl().setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        viewer.setRootEditPart(new ScalableRootEditPart());
        viewer.setEditPartFactory((EditPart context, Object model) -> new MachineBoxPart((MachineBox) model));
        viewer.setContents(MachineBoxes.ofThisMachine());
    }

    /** The viewer, for tests and for the Studio parts that overlay replicas on it later. */
    public GraphicalViewer viewer() {
        return viewer;
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }
}
