/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Signal Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Throws a signal: every instance on the engine whose Receive waits for the signal's name at that moment takes the task's inputs as the message (one input: its value; several: a map by name). A signal nobody waits for is gone; the task does not wait.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.SignalTask#getSignal <em>Signal</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getSignalTask()
 * @model
 * @generated
 */
public interface SignalTask extends Task {
	/**
	 * Returns the value of the '<em><b>Signal</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Signal</em>' attribute.
	 * @see #setSignal(String)
	 * @see tutti.model.composition.CompositionPackage#getSignalTask_Signal()
	 * @model
	 * @generated
	 */
	String getSignal();

	/**
	 * Sets the value of the '{@link tutti.model.composition.SignalTask#getSignal <em>Signal</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Signal</em>' attribute.
	 * @see #getSignal()
	 * @generated
	 */
	void setSignal(String value);

} // SignalTask
