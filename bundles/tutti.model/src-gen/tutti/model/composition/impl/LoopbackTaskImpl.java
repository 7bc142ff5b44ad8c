/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import tutti.model.composition.CompositionPackage;
import tutti.model.composition.InvocationMode;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.SnippetPlacement;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Loopback Task</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.impl.LoopbackTaskImpl#getMode <em>Mode</em>}</li>
 *   <li>{@link tutti.model.composition.impl.LoopbackTaskImpl#getDelayMillis <em>Delay Millis</em>}</li>
 *   <li>{@link tutti.model.composition.impl.LoopbackTaskImpl#getCallbackMessage <em>Callback Message</em>}</li>
 *   <li>{@link tutti.model.composition.impl.LoopbackTaskImpl#getRunsOn <em>Runs On</em>}</li>
 * </ul>
 *
 * @generated
 */
public class LoopbackTaskImpl extends TaskImpl implements LoopbackTask {
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
	 * The default value of the '{@link #getDelayMillis() <em>Delay Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDelayMillis()
	 * @generated
	 * @ordered
	 */
	protected static final long DELAY_MILLIS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getDelayMillis() <em>Delay Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDelayMillis()
	 * @generated
	 * @ordered
	 */
	protected long delayMillis = DELAY_MILLIS_EDEFAULT;

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
	 * The default value of the '{@link #getRunsOn() <em>Runs On</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRunsOn()
	 * @generated
	 * @ordered
	 */
	protected static final SnippetPlacement RUNS_ON_EDEFAULT = SnippetPlacement.AUTO;

	/**
	 * The cached value of the '{@link #getRunsOn() <em>Runs On</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRunsOn()
	 * @generated
	 * @ordered
	 */
	protected SnippetPlacement runsOn = RUNS_ON_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected LoopbackTaskImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return CompositionPackage.Literals.LOOPBACK_TASK;
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
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.LOOPBACK_TASK__MODE, oldMode, mode));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getDelayMillis() {
		return delayMillis;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDelayMillis(long newDelayMillis) {
		long oldDelayMillis = delayMillis;
		delayMillis = newDelayMillis;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.LOOPBACK_TASK__DELAY_MILLIS, oldDelayMillis, delayMillis));
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
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.LOOPBACK_TASK__CALLBACK_MESSAGE, oldCallbackMessage, callbackMessage));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SnippetPlacement getRunsOn() {
		return runsOn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRunsOn(SnippetPlacement newRunsOn) {
		SnippetPlacement oldRunsOn = runsOn;
		runsOn = newRunsOn == null ? RUNS_ON_EDEFAULT : newRunsOn;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.LOOPBACK_TASK__RUNS_ON, oldRunsOn, runsOn));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case CompositionPackage.LOOPBACK_TASK__MODE:
				return getMode();
			case CompositionPackage.LOOPBACK_TASK__DELAY_MILLIS:
				return getDelayMillis();
			case CompositionPackage.LOOPBACK_TASK__CALLBACK_MESSAGE:
				return getCallbackMessage();
			case CompositionPackage.LOOPBACK_TASK__RUNS_ON:
				return getRunsOn();
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
			case CompositionPackage.LOOPBACK_TASK__MODE:
				setMode((InvocationMode)newValue);
				return;
			case CompositionPackage.LOOPBACK_TASK__DELAY_MILLIS:
				setDelayMillis((Long)newValue);
				return;
			case CompositionPackage.LOOPBACK_TASK__CALLBACK_MESSAGE:
				setCallbackMessage((String)newValue);
				return;
			case CompositionPackage.LOOPBACK_TASK__RUNS_ON:
				setRunsOn((SnippetPlacement)newValue);
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
			case CompositionPackage.LOOPBACK_TASK__MODE:
				setMode(MODE_EDEFAULT);
				return;
			case CompositionPackage.LOOPBACK_TASK__DELAY_MILLIS:
				setDelayMillis(DELAY_MILLIS_EDEFAULT);
				return;
			case CompositionPackage.LOOPBACK_TASK__CALLBACK_MESSAGE:
				setCallbackMessage(CALLBACK_MESSAGE_EDEFAULT);
				return;
			case CompositionPackage.LOOPBACK_TASK__RUNS_ON:
				setRunsOn(RUNS_ON_EDEFAULT);
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
			case CompositionPackage.LOOPBACK_TASK__MODE:
				return mode != MODE_EDEFAULT;
			case CompositionPackage.LOOPBACK_TASK__DELAY_MILLIS:
				return delayMillis != DELAY_MILLIS_EDEFAULT;
			case CompositionPackage.LOOPBACK_TASK__CALLBACK_MESSAGE:
				return CALLBACK_MESSAGE_EDEFAULT == null ? callbackMessage != null : !CALLBACK_MESSAGE_EDEFAULT.equals(callbackMessage);
			case CompositionPackage.LOOPBACK_TASK__RUNS_ON:
				return runsOn != RUNS_ON_EDEFAULT;
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
		result.append(" (mode: ");
		result.append(mode);
		result.append(", delayMillis: ");
		result.append(delayMillis);
		result.append(", callbackMessage: ");
		result.append(callbackMessage);
		result.append(", runsOn: ");
		result.append(runsOn);
		result.append(')');
		return result.toString();
	}

} //LoopbackTaskImpl
