package tutti.ui.editor.commands;

import java.util.List;

import org.eclipse.emf.ecore.EReference;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionPackage;
import tutti.model.composition.Parameter;

/**
 * The composition's inputs (or outputs) as one box on the canvas: data flows start at the inputs
 * and end at the outputs. A value: two boxes of the same composition and side are the same box.
 */
public record ParameterBox(Composition composition, boolean inputs) {

    public List<Parameter> parameters() {
        return inputs ? composition.getInputs() : composition.getOutputs();
    }

    /** Where the box's bounds are kept in the model. */
    public EReference boundsFeature() {
        return inputs ? CompositionPackage.Literals.COMPOSITION__INPUT_BOUNDS : CompositionPackage.Literals.COMPOSITION__OUTPUT_BOUNDS;
    }

    public String title() {
        return inputs ? "inputs" : "outputs";
    }
}
