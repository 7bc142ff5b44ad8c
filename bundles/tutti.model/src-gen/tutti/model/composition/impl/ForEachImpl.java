/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import tutti.model.composition.CompositionPackage;
import tutti.model.composition.ForEach;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>For Each</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.impl.ForEachImpl#getListInput <em>List Input</em>}</li>
 *   <li>{@link tutti.model.composition.impl.ForEachImpl#getElementInput <em>Element Input</em>}</li>
 *   <li>{@link tutti.model.composition.impl.ForEachImpl#isParallel <em>Parallel</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ForEachImpl extends MinimalEObjectImpl.Container implements ForEach {
	/**
	 * The default value of the '{@link #getListInput() <em>List Input</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getListInput()
	 * @generated
	 * @ordered
	 */
	protected static final String LIST_INPUT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getListInput() <em>List Input</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getListInput()
	 * @generated
	 * @ordered
	 */
	protected String listInput = LIST_INPUT_EDEFAULT;

	/**
	 * The default value of the '{@link #getElementInput() <em>Element Input</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getElementInput()
	 * @generated
	 * @ordered
	 */
	protected static final String ELEMENT_INPUT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getElementInput() <em>Element Input</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getElementInput()
	 * @generated
	 * @ordered
	 */
	protected String elementInput = ELEMENT_INPUT_EDEFAULT;

	/**
	 * The default value of the '{@link #isParallel() <em>Parallel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isParallel()
	 * @generated
	 * @ordered
	 */
	protected static final boolean PARALLEL_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isParallel() <em>Parallel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isParallel()
	 * @generated
	 * @ordered
	 */
	protected boolean parallel = PARALLEL_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ForEachImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return CompositionPackage.Literals.FOR_EACH;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getListInput() {
		return listInput;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setListInput(String newListInput) {
		String oldListInput = listInput;
		listInput = newListInput;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.FOR_EACH__LIST_INPUT, oldListInput, listInput));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getElementInput() {
		return elementInput;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setElementInput(String newElementInput) {
		String oldElementInput = elementInput;
		elementInput = newElementInput;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.FOR_EACH__ELEMENT_INPUT, oldElementInput, elementInput));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isParallel() {
		return parallel;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setParallel(boolean newParallel) {
		boolean oldParallel = parallel;
		parallel = newParallel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.FOR_EACH__PARALLEL, oldParallel, parallel));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case CompositionPackage.FOR_EACH__LIST_INPUT:
				return getListInput();
			case CompositionPackage.FOR_EACH__ELEMENT_INPUT:
				return getElementInput();
			case CompositionPackage.FOR_EACH__PARALLEL:
				return isParallel();
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
			case CompositionPackage.FOR_EACH__LIST_INPUT:
				setListInput((String)newValue);
				return;
			case CompositionPackage.FOR_EACH__ELEMENT_INPUT:
				setElementInput((String)newValue);
				return;
			case CompositionPackage.FOR_EACH__PARALLEL:
				setParallel((Boolean)newValue);
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
			case CompositionPackage.FOR_EACH__LIST_INPUT:
				setListInput(LIST_INPUT_EDEFAULT);
				return;
			case CompositionPackage.FOR_EACH__ELEMENT_INPUT:
				setElementInput(ELEMENT_INPUT_EDEFAULT);
				return;
			case CompositionPackage.FOR_EACH__PARALLEL:
				setParallel(PARALLEL_EDEFAULT);
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
			case CompositionPackage.FOR_EACH__LIST_INPUT:
				return LIST_INPUT_EDEFAULT == null ? listInput != null : !LIST_INPUT_EDEFAULT.equals(listInput);
			case CompositionPackage.FOR_EACH__ELEMENT_INPUT:
				return ELEMENT_INPUT_EDEFAULT == null ? elementInput != null : !ELEMENT_INPUT_EDEFAULT.equals(elementInput);
			case CompositionPackage.FOR_EACH__PARALLEL:
				return parallel != PARALLEL_EDEFAULT;
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
		result.append(" (listInput: ");
		result.append(listInput);
		result.append(", elementInput: ");
		result.append(elementInput);
		result.append(", parallel: ");
		result.append(parallel);
		result.append(')');
		return result.toString();
	}

} //ForEachImpl
