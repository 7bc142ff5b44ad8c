/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Loopback Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A simulated remote service without network, as in the papers' benchmarks.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.LoopbackTask#getMode <em>Mode</em>}</li>
 *   <li>{@link tutti.model.composition.LoopbackTask#getDelayMillis <em>Delay Millis</em>}</li>
 *   <li>{@link tutti.model.composition.LoopbackTask#getCallbackMessage <em>Callback Message</em>}</li>
 *   <li>{@link tutti.model.composition.LoopbackTask#getRunsOn <em>Runs On</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getLoopbackTask()
 * @model
 * @generated
 */
public interface LoopbackTask extends Task {
	/**
	 * Returns the value of the '<em><b>Mode</b></em>' attribute.
	 * The literals are from the enumeration {@link tutti.model.composition.InvocationMode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Mode</em>' attribute.
	 * @see tutti.model.composition.InvocationMode
	 * @see #setMode(InvocationMode)
	 * @see tutti.model.composition.CompositionPackage#getLoopbackTask_Mode()
	 * @model
	 * @generated
	 */
	InvocationMode getMode();

	/**
	 * Sets the value of the '{@link tutti.model.composition.LoopbackTask#getMode <em>Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mode</em>' attribute.
	 * @see tutti.model.composition.InvocationMode
	 * @see #getMode()
	 * @generated
	 */
	void setMode(InvocationMode value);

	/**
	 * Returns the value of the '<em><b>Delay Millis</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Delay Millis</em>' attribute.
	 * @see #setDelayMillis(long)
	 * @see tutti.model.composition.CompositionPackage#getLoopbackTask_DelayMillis()
	 * @model
	 * @generated
	 */
	long getDelayMillis();

	/**
	 * Sets the value of the '{@link tutti.model.composition.LoopbackTask#getDelayMillis <em>Delay Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Delay Millis</em>' attribute.
	 * @see #getDelayMillis()
	 * @generated
	 */
	void setDelayMillis(long value);

	/**
	 * Returns the value of the '<em><b>Callback Message</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Callback Message</em>' attribute.
	 * @see #setCallbackMessage(String)
	 * @see tutti.model.composition.CompositionPackage#getLoopbackTask_CallbackMessage()
	 * @model
	 * @generated
	 */
	String getCallbackMessage();

	/**
	 * Sets the value of the '{@link tutti.model.composition.LoopbackTask#getCallbackMessage <em>Callback Message</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Callback Message</em>' attribute.
	 * @see #getCallbackMessage()
	 * @generated
	 */
	void setCallbackMessage(String value);

	/**
	 * Returns the value of the '<em><b>Runs On</b></em>' attribute.
	 * The literals are from the enumeration {@link tutti.model.composition.SnippetPlacement}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Which engine thread runs the call: AUTO (the Invokers, until its runs there prove quick; then the Kernel that navigates the instance, until a run there proves too long), KERNEL (always there) or INVOKERS (always there).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Runs On</em>' attribute.
	 * @see tutti.model.composition.SnippetPlacement
	 * @see #setRunsOn(SnippetPlacement)
	 * @see tutti.model.composition.CompositionPackage#getLoopbackTask_RunsOn()
	 * @model
	 * @generated
	 */
	SnippetPlacement getRunsOn();

	/**
	 * Sets the value of the '{@link tutti.model.composition.LoopbackTask#getRunsOn <em>Runs On</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Runs On</em>' attribute.
	 * @see tutti.model.composition.SnippetPlacement
	 * @see #getRunsOn()
	 * @generated
	 */
	void setRunsOn(SnippetPlacement value);

} // LoopbackTask
