/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Http Call Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.HttpCallTask#getUrl <em>Url</em>}</li>
 *   <li>{@link tutti.model.composition.HttpCallTask#getMethod <em>Method</em>}</li>
 *   <li>{@link tutti.model.composition.HttpCallTask#getMode <em>Mode</em>}</li>
 *   <li>{@link tutti.model.composition.HttpCallTask#getCallbackMessage <em>Callback Message</em>}</li>
 *   <li>{@link tutti.model.composition.HttpCallTask#getTimeoutMillis <em>Timeout Millis</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getHttpCallTask()
 * @model
 * @generated
 */
public interface HttpCallTask extends Task {
	/**
	 * Returns the value of the '<em><b>Url</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Url</em>' attribute.
	 * @see #setUrl(String)
	 * @see tutti.model.composition.CompositionPackage#getHttpCallTask_Url()
	 * @model
	 * @generated
	 */
	String getUrl();

	/**
	 * Sets the value of the '{@link tutti.model.composition.HttpCallTask#getUrl <em>Url</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Url</em>' attribute.
	 * @see #getUrl()
	 * @generated
	 */
	void setUrl(String value);

	/**
	 * Returns the value of the '<em><b>Method</b></em>' attribute.
	 * The default value is <code>"POST"</code>.
	 * The literals are from the enumeration {@link tutti.model.composition.HttpMethod}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Method</em>' attribute.
	 * @see tutti.model.composition.HttpMethod
	 * @see #setMethod(HttpMethod)
	 * @see tutti.model.composition.CompositionPackage#getHttpCallTask_Method()
	 * @model default="POST"
	 * @generated
	 */
	HttpMethod getMethod();

	/**
	 * Sets the value of the '{@link tutti.model.composition.HttpCallTask#getMethod <em>Method</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Method</em>' attribute.
	 * @see tutti.model.composition.HttpMethod
	 * @see #getMethod()
	 * @generated
	 */
	void setMethod(HttpMethod value);

	/**
	 * Returns the value of the '<em><b>Mode</b></em>' attribute.
	 * The literals are from the enumeration {@link tutti.model.composition.InvocationMode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Mode</em>' attribute.
	 * @see tutti.model.composition.InvocationMode
	 * @see #setMode(InvocationMode)
	 * @see tutti.model.composition.CompositionPackage#getHttpCallTask_Mode()
	 * @model
	 * @generated
	 */
	InvocationMode getMode();

	/**
	 * Sets the value of the '{@link tutti.model.composition.HttpCallTask#getMode <em>Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mode</em>' attribute.
	 * @see tutti.model.composition.InvocationMode
	 * @see #getMode()
	 * @generated
	 */
	void setMode(InvocationMode value);

	/**
	 * Returns the value of the '<em><b>Callback Message</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * For an asynchronous call: the message name a Receive task waits for as the callback.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Callback Message</em>' attribute.
	 * @see #setCallbackMessage(String)
	 * @see tutti.model.composition.CompositionPackage#getHttpCallTask_CallbackMessage()
	 * @model
	 * @generated
	 */
	String getCallbackMessage();

	/**
	 * Sets the value of the '{@link tutti.model.composition.HttpCallTask#getCallbackMessage <em>Callback Message</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Callback Message</em>' attribute.
	 * @see #getCallbackMessage()
	 * @generated
	 */
	void setCallbackMessage(String value);

	/**
	 * Returns the value of the '<em><b>Timeout Millis</b></em>' attribute.
	 * The default value is <code>"30000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Timeout Millis</em>' attribute.
	 * @see #setTimeoutMillis(long)
	 * @see tutti.model.composition.CompositionPackage#getHttpCallTask_TimeoutMillis()
	 * @model default="30000"
	 * @generated
	 */
	long getTimeoutMillis();

	/**
	 * Sets the value of the '{@link tutti.model.composition.HttpCallTask#getTimeoutMillis <em>Timeout Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Timeout Millis</em>' attribute.
	 * @see #getTimeoutMillis()
	 * @generated
	 */
	void setTimeoutMillis(long value);

} // HttpCallTask
