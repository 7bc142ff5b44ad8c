/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Terminate End Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Ends the instance as completed when it runs: the instance's other branches are cancelled.
 * <!-- end-model-doc -->
 *
 *
 * @see tutti.model.composition.CompositionPackage#getTerminateEndTask()
 * @model
 * @generated
 */
public interface TerminateEndTask extends Task {
} // TerminateEndTask
