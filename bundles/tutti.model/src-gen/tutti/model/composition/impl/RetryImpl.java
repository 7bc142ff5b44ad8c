/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import tutti.model.composition.CompositionPackage;
import tutti.model.composition.Retry;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Retry</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.impl.RetryImpl#getCount <em>Count</em>}</li>
 *   <li>{@link tutti.model.composition.impl.RetryImpl#getInitialBackoffMillis <em>Initial Backoff Millis</em>}</li>
 *   <li>{@link tutti.model.composition.impl.RetryImpl#getFactor <em>Factor</em>}</li>
 *   <li>{@link tutti.model.composition.impl.RetryImpl#getMaxBackoffMillis <em>Max Backoff Millis</em>}</li>
 * </ul>
 *
 * @generated
 */
public class RetryImpl extends MinimalEObjectImpl.Container implements Retry {
	/**
	 * The default value of the '{@link #getCount() <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCount()
	 * @generated
	 * @ordered
	 */
	protected static final int COUNT_EDEFAULT = 3;

	/**
	 * The cached value of the '{@link #getCount() <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCount()
	 * @generated
	 * @ordered
	 */
	protected int count = COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getInitialBackoffMillis() <em>Initial Backoff Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInitialBackoffMillis()
	 * @generated
	 * @ordered
	 */
	protected static final long INITIAL_BACKOFF_MILLIS_EDEFAULT = 100L;

	/**
	 * The cached value of the '{@link #getInitialBackoffMillis() <em>Initial Backoff Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInitialBackoffMillis()
	 * @generated
	 * @ordered
	 */
	protected long initialBackoffMillis = INITIAL_BACKOFF_MILLIS_EDEFAULT;

	/**
	 * The default value of the '{@link #getFactor() <em>Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFactor()
	 * @generated
	 * @ordered
	 */
	protected static final double FACTOR_EDEFAULT = 2.0;

	/**
	 * The cached value of the '{@link #getFactor() <em>Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFactor()
	 * @generated
	 * @ordered
	 */
	protected double factor = FACTOR_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxBackoffMillis() <em>Max Backoff Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxBackoffMillis()
	 * @generated
	 * @ordered
	 */
	protected static final long MAX_BACKOFF_MILLIS_EDEFAULT = 10000L;

	/**
	 * The cached value of the '{@link #getMaxBackoffMillis() <em>Max Backoff Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxBackoffMillis()
	 * @generated
	 * @ordered
	 */
	protected long maxBackoffMillis = MAX_BACKOFF_MILLIS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected RetryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return CompositionPackage.Literals.RETRY;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCount() {
		return count;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCount(int newCount) {
		int oldCount = count;
		count = newCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.RETRY__COUNT, oldCount, count));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getInitialBackoffMillis() {
		return initialBackoffMillis;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInitialBackoffMillis(long newInitialBackoffMillis) {
		long oldInitialBackoffMillis = initialBackoffMillis;
		initialBackoffMillis = newInitialBackoffMillis;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.RETRY__INITIAL_BACKOFF_MILLIS, oldInitialBackoffMillis, initialBackoffMillis));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getFactor() {
		return factor;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFactor(double newFactor) {
		double oldFactor = factor;
		factor = newFactor;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.RETRY__FACTOR, oldFactor, factor));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMaxBackoffMillis() {
		return maxBackoffMillis;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxBackoffMillis(long newMaxBackoffMillis) {
		long oldMaxBackoffMillis = maxBackoffMillis;
		maxBackoffMillis = newMaxBackoffMillis;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.RETRY__MAX_BACKOFF_MILLIS, oldMaxBackoffMillis, maxBackoffMillis));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case CompositionPackage.RETRY__COUNT:
				return getCount();
			case CompositionPackage.RETRY__INITIAL_BACKOFF_MILLIS:
				return getInitialBackoffMillis();
			case CompositionPackage.RETRY__FACTOR:
				return getFactor();
			case CompositionPackage.RETRY__MAX_BACKOFF_MILLIS:
				return getMaxBackoffMillis();
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
			case CompositionPackage.RETRY__COUNT:
				setCount((Integer)newValue);
				return;
			case CompositionPackage.RETRY__INITIAL_BACKOFF_MILLIS:
				setInitialBackoffMillis((Long)newValue);
				return;
			case CompositionPackage.RETRY__FACTOR:
				setFactor((Double)newValue);
				return;
			case CompositionPackage.RETRY__MAX_BACKOFF_MILLIS:
				setMaxBackoffMillis((Long)newValue);
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
			case CompositionPackage.RETRY__COUNT:
				setCount(COUNT_EDEFAULT);
				return;
			case CompositionPackage.RETRY__INITIAL_BACKOFF_MILLIS:
				setInitialBackoffMillis(INITIAL_BACKOFF_MILLIS_EDEFAULT);
				return;
			case CompositionPackage.RETRY__FACTOR:
				setFactor(FACTOR_EDEFAULT);
				return;
			case CompositionPackage.RETRY__MAX_BACKOFF_MILLIS:
				setMaxBackoffMillis(MAX_BACKOFF_MILLIS_EDEFAULT);
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
			case CompositionPackage.RETRY__COUNT:
				return count != COUNT_EDEFAULT;
			case CompositionPackage.RETRY__INITIAL_BACKOFF_MILLIS:
				return initialBackoffMillis != INITIAL_BACKOFF_MILLIS_EDEFAULT;
			case CompositionPackage.RETRY__FACTOR:
				return factor != FACTOR_EDEFAULT;
			case CompositionPackage.RETRY__MAX_BACKOFF_MILLIS:
				return maxBackoffMillis != MAX_BACKOFF_MILLIS_EDEFAULT;
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
		result.append(" (count: ");
		result.append(count);
		result.append(", initialBackoffMillis: ");
		result.append(initialBackoffMillis);
		result.append(", factor: ");
		result.append(factor);
		result.append(", maxBackoffMillis: ");
		result.append(maxBackoffMillis);
		result.append(')');
		return result.toString();
	}

} //RetryImpl
