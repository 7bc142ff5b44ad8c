/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Reply Task</b></em>'.
 * <!-- end-user-doc -->
 *
 *
 * @see tutti.model.composition.CompositionPackage#getReplyTask()
 * @model
 * @generated
 */
public interface ReplyTask extends Task {
} // ReplyTask
