package tutti.ui.editor;

import java.util.List;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.ui.actions.SelectionAction;
import org.eclipse.ui.IWorkbenchPart;

import tutti.model.composition.Composition;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;
import tutti.ui.editor.commands.ParameterBox;
import tutti.ui.editor.commands.SetParametersCommand;

/**
 * "Inputs…" and "Outputs…": edits the parameters of the selected task, or of the composition when
 * its inputs or outputs box is selected, as one undoable command.
 */
final class EditParametersAction extends SelectionAction {

    static final String INPUTS = "tutti.ui.editor.editInputs";
    static final String OUTPUTS = "tutti.ui.editor.editOutputs";

    private final boolean inputs;

    EditParametersAction(IWorkbenchPart editor, boolean inputs) {
        super(editor);
        this.inputs = inputs;
        setId(inputs ? INPUTS : OUTPUTS);
        setText(inputs ? "Inputs\u2026" : "Outputs\u2026");
        setToolTipText(inputs ? "Name and type the inputs" : "Name and type the outputs");
    }

    /** The selected figure's model, when it has parameters on this side. */
    private Object target() {
        List<?> selected = getSelectedObjects();
        if (selected.size() != 1 || !(selected.get(0) instanceof EditPart part)) {
            return null;
        }
        Object model = part.getModel();
        if (model instanceof Task || model instanceof ParameterBox b && b.inputs() == inputs) {
            return model;
        }
        return null;
    }

    @Override
    protected boolean calculateEnabled() {
        return target() != null;
    }

    @Override
    public void run() {
        Object target = target();
        if (target != null) {
            edit(getWorkbenchPart(), target, inputs);
        }
    }

    /** Opens the dialog for a task's or the composition's parameters and applies the answer as one command. */
    static void edit(IWorkbenchPart part, Object target, boolean inputs) {
        Composition composition;
        List<Parameter> list;
        String owner;
        if (target instanceof Task t) {
            composition = (Composition) t.eContainer();
            list = inputs ? t.getInputs() : t.getOutputs();
            owner = "task " + t.getName();
        } else {
            ParameterBox box = (ParameterBox) target;
            composition = box.composition();
            list = box.parameters();
            owner = "composition " + composition.getName();
        }
        String side = inputs ? "Inputs" : "Outputs";
        ParametersDialog dialog = new ParametersDialog(part.getSite().getShell(), side + " of " + owner, list);
        if (dialog.open() != ParametersDialog.OK) {
            return;
        }
        SetParametersCommand command = new SetParametersCommand(composition, list, dialog.result(), "Edit " + side.toLowerCase()
                + " of " + owner);
        org.eclipse.gef.commands.CommandStack stack = part.getAdapter(org.eclipse.gef.commands.CommandStack.class);
        if (command.canExecute() && stack != null) {
            stack.execute(command);
        }
    }
}
