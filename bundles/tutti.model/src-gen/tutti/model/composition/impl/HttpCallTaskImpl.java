/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import tutti.model.composition.CompositionPackage;
import tutti.model.composition.HttpCallTask;
import tutti.model.composition.HttpMethod;
import tutti.model.composition.InvocationMode;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Http Call Task</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.impl.HttpCallTaskImpl#getUrl <em>Url</em>}</li>
 *   <li>{@link tutti.model.composition.impl.HttpCallTaskImpl#getMethod <em>Method</em>}</li>
 *   <li>{@link tutti.model.composition.impl.HttpCallTaskImpl#getMode <em>Mode</em>}</li>
 *   <li>{@link tutti.model.composition.impl.HttpCallTaskImpl#getCallbackMessage <em>Callback Message</em>}</li>
 *   <li>{@link tutti.model.composition.impl.HttpCallTaskImpl#getTimeoutMillis <em>Timeout Millis</em>}</li>
 * </ul>
 *
 * @generated
 */
public class HttpCallTaskImpl extends TaskImpl implements HttpCallTask {
	/**
	 * The default value of the '{@link #getUrl() <em>Url</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUrl()
	 * @generated
	 * @ordered
	 */
	protected static final String URL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getUrl() <em>Url</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUrl()
	 * @generated
	 * @ordered
	 */
	protected String url = URL_EDEFAULT;

	/**
	 * The default value of the '{@link #getMethod() <em>Method</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMethod()
	 * @generated
	 * @ordered
	 */
	protected static final HttpMethod METHOD_EDEFAULT = HttpMethod.POST;

	/**
	 * The cached value of the '{@link #getMethod() <em>Method</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMethod()
	 * @generated
	 * @ordered
	 */
	protected HttpMethod method = METHOD_EDEFAULT;

	/**
	 * The default value of the '{@link #getMode() <em>Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMode()
	 * @generated
	 * @ordered
	 */
	protected static final InvocationMode MODE_EDEFAULT = InvocationMode.SYNC;

	/**
	 * The cached value of the '{@link #getMode() <em>Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMode()
	 * @generated
	 * @ordered
	 */
	protected InvocationMode mode = MODE_EDEFAULT;

	/**
	 * The default value of the '{@link #getCallbackMessage() <em>Callback Message</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCallbackMessage()
	 * @generated
	 * @ordered
	 */
	protected static final String CALLBACK_MESSAGE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCallbackMessage() <em>Callback Message</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCallbackMessage()
	 * @generated
	 * @ordered
	 */
	protected String callbackMessage = CALLBACK_MESSAGE_EDEFAULT;

	/**
	 * The default value of the '{@link #getTimeoutMillis() <em>Timeout Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeoutMillis()
	 * @generated
	 * @ordered
	 */
	protected static final long TIMEOUT_MILLIS_EDEFAULT = 30000L;

	/**
	 * The cached value of the '{@link #getTimeoutMillis() <em>Timeout Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeoutMillis()
	 * @generated
	 * @ordered
	 */
	protected long timeoutMillis = TIMEOUT_MILLIS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HttpCallTaskImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return CompositionPackage.Literals.HTTP_CALL_TASK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getUrl() {
		return url;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUrl(String newUrl) {
		String oldUrl = url;
		url = newUrl;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.HTTP_CALL_TASK__URL, oldUrl, url));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HttpMethod getMethod() {
		return method;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMethod(HttpMethod newMethod) {
		HttpMethod oldMethod = method;
		method = newMethod == null ? METHOD_EDEFAULT : newMethod;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.HTTP_CALL_TASK__METHOD, oldMethod, method));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public InvocationMode getMode() {
		return mode;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMode(InvocationMode newMode) {
		InvocationMode oldMode = mode;
		mode = newMode == null ? MODE_EDEFAULT : newMode;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.HTTP_CALL_TASK__MODE, oldMode, mode));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCallbackMessage() {
		return callbackMessage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCallbackMessage(String newCallbackMessage) {
		String oldCallbackMessage = callbackMessage;
		callbackMessage = newCallbackMessage;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.HTTP_CALL_TASK__CALLBACK_MESSAGE, oldCallbackMessage, callbackMessage));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getTimeoutMillis() {
		return timeoutMillis;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimeoutMillis(long newTimeoutMillis) {
		long oldTimeoutMillis = timeoutMillis;
		timeoutMillis = newTimeoutMillis;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.HTTP_CALL_TASK__TIMEOUT_MILLIS, oldTimeoutMillis, timeoutMillis));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case CompositionPackage.HTTP_CALL_TASK__URL:
				return getUrl();
			case CompositionPackage.HTTP_CALL_TASK__METHOD:
				return getMethod();
			case CompositionPackage.HTTP_CALL_TASK__MODE:
				return getMode();
			case CompositionPackage.HTTP_CALL_TASK__CALLBACK_MESSAGE:
				return getCallbackMessage();
			case CompositionPackage.HTTP_CALL_TASK__TIMEOUT_MILLIS:
				return getTimeoutMillis();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case CompositionPackage.HTTP_CALL_TASK__URL:
				setUrl((String)newValue);
				return;
			case CompositionPackage.HTTP_CALL_TASK__METHOD:
				setMethod((HttpMethod)newValue);
				return;
			case CompositionPackage.HTTP_CALL_TASK__MODE:
				setMode((InvocationMode)newValue);
				return;
			case CompositionPackage.HTTP_CALL_TASK__CALLBACK_MESSAGE:
				setCallbackMessage((String)newValue);
				return;
			case CompositionPackage.HTTP_CALL_TASK__TIMEOUT_MILLIS:
				setTimeoutMillis((Long)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case CompositionPackage.HTTP_CALL_TASK__URL:
				setUrl(URL_EDEFAULT);
				return;
			case CompositionPackage.HTTP_CALL_TASK__METHOD:
				setMethod(METHOD_EDEFAULT);
				return;
			case CompositionPackage.HTTP_CALL_TASK__MODE:
				setMode(MODE_EDEFAULT);
				return;
			case CompositionPackage.HTTP_CALL_TASK__CALLBACK_MESSAGE:
				setCallbackMessage(CALLBACK_MESSAGE_EDEFAULT);
				return;
			case CompositionPackage.HTTP_CALL_TASK__TIMEOUT_MILLIS:
				setTimeoutMillis(TIMEOUT_MILLIS_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case CompositionPackage.HTTP_CALL_TASK__URL:
				return URL_EDEFAULT == null ? url != null : !URL_EDEFAULT.equals(url);
			case CompositionPackage.HTTP_CALL_TASK__METHOD:
				return method != METHOD_EDEFAULT;
			case CompositionPackage.HTTP_CALL_TASK__MODE:
				return mode != MODE_EDEFAULT;
			case CompositionPackage.HTTP_CALL_TASK__CALLBACK_MESSAGE:
				return CALLBACK_MESSAGE_EDEFAULT == null ? callbackMessage != null : !CALLBACK_MESSAGE_EDEFAULT.equals(callbackMessage);
			case CompositionPackage.HTTP_CALL_TASK__TIMEOUT_MILLIS:
				return timeoutMillis != TIMEOUT_MILLIS_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (url: ");
		result.append(url);
		result.append(", method: ");
		result.append(method);
		result.append(", mode: ");
		result.append(mode);
		result.append(", callbackMessage: ");
		result.append(callbackMessage);
		result.append(", timeoutMillis: ");
		result.append(timeoutMillis);
		result.append(')');
		return result.toString();
	}

} //HttpCallTaskImpl
