package tutti.ui.editor.commands;

import java.util.Objects;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.gef.commands.Command;

/** Changes one setting of a model element (a name, a condition, a URL...) as one undoable edit. */
public final class SetAttributeCommand extends Command {

    private final EObject owner;
    private final EStructuralFeature feature;
    private final Object value;
    private Object before;
    private boolean wasSet;

    public SetAttributeCommand(EObject owner, EStructuralFeature feature, Object value, String label) {
        super(label);
        this.owner = owner;
        this.feature = feature;
        this.value = value;
    }

    @Override
    public boolean canExecute() {
        return owner != null && feature.isChangeable() && !Objects.equals(owner.eGet(feature), value);
    }

    @Override
    public void execute() {
        before = owner.eGet(feature);
        wasSet = owner.eIsSet(feature);
        redo();
    }

    @Override
    public void redo() {
        owner.eSet(feature, value);
    }

    @Override
    public void undo() {
        if (wasSet) {
            owner.eSet(feature, before);
        } else {
            // Unset, not set to the default: the file then reads as it did.
            owner.eUnset(feature);
        }
    }
}
