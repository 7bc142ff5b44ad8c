package tutti.ui.editor.parts;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartFactory;

import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.Task;
import tutti.ui.editor.commands.ParameterBox;

/** One edit part per model element on the canvas. */
public final class PartFactory implements EditPartFactory {

    @Override
    public EditPart createEditPart(EditPart context, Object model) {
        EditPart part;
        if (model instanceof Composition) {
            part = new CompositionPart();
        } else if (model instanceof Task) {
            part = new TaskPart();
        } else if (model instanceof tutti.model.composition.Lane) {
            part = new LanePart();
        } else if (model instanceof ParameterBox) {
            part = new ParameterBoxPart();
        } else if (model instanceof ControlFlow) {
            part = new ControlFlowPart();
        } else if (model instanceof DataFlow) {
            part = new DataFlowPart();
        } else {
            throw new IllegalArgumentException("the editor shows no " + model.getClass().getSimpleName());
        }
        part.setModel(model);
        return part;
    }
}
