/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import tutti.model.composition.CompositionPackage;
import tutti.model.composition.SubCompositionTask;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Sub Composition Task</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.impl.SubCompositionTaskImpl#getComposition <em>Composition</em>}</li>
 *   <li>{@link tutti.model.composition.impl.SubCompositionTaskImpl#getCompositionVersion <em>Composition Version</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SubCompositionTaskImpl extends TaskImpl implements SubCompositionTask {
	/**
	 * The default value of the '{@link #getComposition() <em>Composition</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getComposition()
	 * @generated
	 * @ordered
	 */
	protected static final String COMPOSITION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getComposition() <em>Composition</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getComposition()
	 * @generated
	 * @ordered
	 */
	protected String composition = COMPOSITION_EDEFAULT;

	/**
	 * The default value of the '{@link #getCompositionVersion() <em>Composition Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCompositionVersion()
	 * @generated
	 * @ordered
	 */
	protected static final String COMPOSITION_VERSION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCompositionVersion() <em>Composition Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCompositionVersion()
	 * @generated
	 * @ordered
	 */
	protected String compositionVersion = COMPOSITION_VERSION_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SubCompositionTaskImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return CompositionPackage.Literals.SUB_COMPOSITION_TASK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getComposition() {
		return composition;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setComposition(String newComposition) {
		String oldComposition = composition;
		composition = newComposition;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.SUB_COMPOSITION_TASK__COMPOSITION, oldComposition, composition));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCompositionVersion() {
		return compositionVersion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCompositionVersion(String newCompositionVersion) {
		String oldCompositionVersion = compositionVersion;
		compositionVersion = newCompositionVersion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.SUB_COMPOSITION_TASK__COMPOSITION_VERSION, oldCompositionVersion, compositionVersion));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case CompositionPackage.SUB_COMPOSITION_TASK__COMPOSITION:
				return getComposition();
			case CompositionPackage.SUB_COMPOSITION_TASK__COMPOSITION_VERSION:
				return getCompositionVersion();
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
			case CompositionPackage.SUB_COMPOSITION_TASK__COMPOSITION:
				setComposition((String)newValue);
				return;
			case CompositionPackage.SUB_COMPOSITION_TASK__COMPOSITION_VERSION:
				setCompositionVersion((String)newValue);
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
			case CompositionPackage.SUB_COMPOSITION_TASK__COMPOSITION:
				setComposition(COMPOSITION_EDEFAULT);
				return;
			case CompositionPackage.SUB_COMPOSITION_TASK__COMPOSITION_VERSION:
				setCompositionVersion(COMPOSITION_VERSION_EDEFAULT);
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
			case CompositionPackage.SUB_COMPOSITION_TASK__COMPOSITION:
				return COMPOSITION_EDEFAULT == null ? composition != null : !COMPOSITION_EDEFAULT.equals(composition);
			case CompositionPackage.SUB_COMPOSITION_TASK__COMPOSITION_VERSION:
				return COMPOSITION_VERSION_EDEFAULT == null ? compositionVersion != null : !COMPOSITION_VERSION_EDEFAULT.equals(compositionVersion);
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
		result.append(" (composition: ");
		result.append(composition);
		result.append(", compositionVersion: ");
		result.append(compositionVersion);
		result.append(')');
		return result.toString();
	}

} //SubCompositionTaskImpl
