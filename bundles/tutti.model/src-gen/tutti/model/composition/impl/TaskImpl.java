/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import tutti.model.composition.Bounds;
import tutti.model.composition.CompositionPackage;
import tutti.model.composition.ForEach;
import tutti.model.composition.Parameter;
import tutti.model.composition.Retry;
import tutti.model.composition.StartCondition;
import tutti.model.composition.Task;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Task</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.impl.TaskImpl#getName <em>Name</em>}</li>
 *   <li>{@link tutti.model.composition.impl.TaskImpl#getInputs <em>Inputs</em>}</li>
 *   <li>{@link tutti.model.composition.impl.TaskImpl#getOutputs <em>Outputs</em>}</li>
 *   <li>{@link tutti.model.composition.impl.TaskImpl#getStartCondition <em>Start Condition</em>}</li>
 *   <li>{@link tutti.model.composition.impl.TaskImpl#getRepeatWhile <em>Repeat While</em>}</li>
 *   <li>{@link tutti.model.composition.impl.TaskImpl#getForEach <em>For Each</em>}</li>
 *   <li>{@link tutti.model.composition.impl.TaskImpl#getBounds <em>Bounds</em>}</li>
 *   <li>{@link tutti.model.composition.impl.TaskImpl#getRetry <em>Retry</em>}</li>
 *   <li>{@link tutti.model.composition.impl.TaskImpl#getImportProblem <em>Import Problem</em>}</li>
 *   <li>{@link tutti.model.composition.impl.TaskImpl#getBpmnId <em>Bpmn Id</em>}</li>
 * </ul>
 *
 * @generated
 */
public abstract class TaskImpl extends MinimalEObjectImpl.Container implements Task {
	/**
	 * The default value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected static final String NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected String name = NAME_EDEFAULT;

	/**
	 * The cached value of the '{@link #getInputs() <em>Inputs</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInputs()
	 * @generated
	 * @ordered
	 */
	protected EList<Parameter> inputs;

	/**
	 * The cached value of the '{@link #getOutputs() <em>Outputs</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOutputs()
	 * @generated
	 * @ordered
	 */
	protected EList<Parameter> outputs;

	/**
	 * The default value of the '{@link #getStartCondition() <em>Start Condition</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartCondition()
	 * @generated
	 * @ordered
	 */
	protected static final StartCondition START_CONDITION_EDEFAULT = StartCondition.ALL;

	/**
	 * The cached value of the '{@link #getStartCondition() <em>Start Condition</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartCondition()
	 * @generated
	 * @ordered
	 */
	protected StartCondition startCondition = START_CONDITION_EDEFAULT;

	/**
	 * The default value of the '{@link #getRepeatWhile() <em>Repeat While</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRepeatWhile()
	 * @generated
	 * @ordered
	 */
	protected static final String REPEAT_WHILE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getRepeatWhile() <em>Repeat While</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRepeatWhile()
	 * @generated
	 * @ordered
	 */
	protected String repeatWhile = REPEAT_WHILE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getForEach() <em>For Each</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getForEach()
	 * @generated
	 * @ordered
	 */
	protected ForEach forEach;

	/**
	 * The cached value of the '{@link #getBounds() <em>Bounds</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBounds()
	 * @generated
	 * @ordered
	 */
	protected Bounds bounds;

	/**
	 * The cached value of the '{@link #getRetry() <em>Retry</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRetry()
	 * @generated
	 * @ordered
	 */
	protected Retry retry;

	/**
	 * The default value of the '{@link #getImportProblem() <em>Import Problem</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getImportProblem()
	 * @generated
	 * @ordered
	 */
	protected static final String IMPORT_PROBLEM_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getImportProblem() <em>Import Problem</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getImportProblem()
	 * @generated
	 * @ordered
	 */
	protected String importProblem = IMPORT_PROBLEM_EDEFAULT;

	/**
	 * The default value of the '{@link #getBpmnId() <em>Bpmn Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBpmnId()
	 * @generated
	 * @ordered
	 */
	protected static final String BPMN_ID_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getBpmnId() <em>Bpmn Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBpmnId()
	 * @generated
	 * @ordered
	 */
	protected String bpmnId = BPMN_ID_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TaskImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return CompositionPackage.Literals.TASK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
		return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setName(String newName) {
		String oldName = name;
		name = newName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.TASK__NAME, oldName, name));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Parameter> getInputs() {
		if (inputs == null) {
			inputs = new EObjectContainmentEList<Parameter>(Parameter.class, this, CompositionPackage.TASK__INPUTS);
		}
		return inputs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Parameter> getOutputs() {
		if (outputs == null) {
			outputs = new EObjectContainmentEList<Parameter>(Parameter.class, this, CompositionPackage.TASK__OUTPUTS);
		}
		return outputs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public StartCondition getStartCondition() {
		return startCondition;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStartCondition(StartCondition newStartCondition) {
		StartCondition oldStartCondition = startCondition;
		startCondition = newStartCondition == null ? START_CONDITION_EDEFAULT : newStartCondition;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.TASK__START_CONDITION, oldStartCondition, startCondition));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getRepeatWhile() {
		return repeatWhile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRepeatWhile(String newRepeatWhile) {
		String oldRepeatWhile = repeatWhile;
		repeatWhile = newRepeatWhile;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.TASK__REPEAT_WHILE, oldRepeatWhile, repeatWhile));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ForEach getForEach() {
		return forEach;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetForEach(ForEach newForEach, NotificationChain msgs) {
		ForEach oldForEach = forEach;
		forEach = newForEach;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, CompositionPackage.TASK__FOR_EACH, oldForEach, newForEach);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setForEach(ForEach newForEach) {
		if (newForEach != forEach) {
			NotificationChain msgs = null;
			if (forEach != null)
				msgs = ((InternalEObject)forEach).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - CompositionPackage.TASK__FOR_EACH, null, msgs);
			if (newForEach != null)
				msgs = ((InternalEObject)newForEach).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - CompositionPackage.TASK__FOR_EACH, null, msgs);
			msgs = basicSetForEach(newForEach, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.TASK__FOR_EACH, newForEach, newForEach));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Bounds getBounds() {
		return bounds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetBounds(Bounds newBounds, NotificationChain msgs) {
		Bounds oldBounds = bounds;
		bounds = newBounds;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, CompositionPackage.TASK__BOUNDS, oldBounds, newBounds);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBounds(Bounds newBounds) {
		if (newBounds != bounds) {
			NotificationChain msgs = null;
			if (bounds != null)
				msgs = ((InternalEObject)bounds).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - CompositionPackage.TASK__BOUNDS, null, msgs);
			if (newBounds != null)
				msgs = ((InternalEObject)newBounds).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - CompositionPackage.TASK__BOUNDS, null, msgs);
			msgs = basicSetBounds(newBounds, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.TASK__BOUNDS, newBounds, newBounds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Retry getRetry() {
		return retry;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetRetry(Retry newRetry, NotificationChain msgs) {
		Retry oldRetry = retry;
		retry = newRetry;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, CompositionPackage.TASK__RETRY, oldRetry, newRetry);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRetry(Retry newRetry) {
		if (newRetry != retry) {
			NotificationChain msgs = null;
			if (retry != null)
				msgs = ((InternalEObject)retry).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - CompositionPackage.TASK__RETRY, null, msgs);
			if (newRetry != null)
				msgs = ((InternalEObject)newRetry).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - CompositionPackage.TASK__RETRY, null, msgs);
			msgs = basicSetRetry(newRetry, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.TASK__RETRY, newRetry, newRetry));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getImportProblem() {
		return importProblem;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setImportProblem(String newImportProblem) {
		String oldImportProblem = importProblem;
		importProblem = newImportProblem;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.TASK__IMPORT_PROBLEM, oldImportProblem, importProblem));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getBpmnId() {
		return bpmnId;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBpmnId(String newBpmnId) {
		String oldBpmnId = bpmnId;
		bpmnId = newBpmnId;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.TASK__BPMN_ID, oldBpmnId, bpmnId));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case CompositionPackage.TASK__INPUTS:
				return ((InternalEList<?>)getInputs()).basicRemove(otherEnd, msgs);
			case CompositionPackage.TASK__OUTPUTS:
				return ((InternalEList<?>)getOutputs()).basicRemove(otherEnd, msgs);
			case CompositionPackage.TASK__FOR_EACH:
				return basicSetForEach(null, msgs);
			case CompositionPackage.TASK__BOUNDS:
				return basicSetBounds(null, msgs);
			case CompositionPackage.TASK__RETRY:
				return basicSetRetry(null, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case CompositionPackage.TASK__NAME:
				return getName();
			case CompositionPackage.TASK__INPUTS:
				return getInputs();
			case CompositionPackage.TASK__OUTPUTS:
				return getOutputs();
			case CompositionPackage.TASK__START_CONDITION:
				return getStartCondition();
			case CompositionPackage.TASK__REPEAT_WHILE:
				return getRepeatWhile();
			case CompositionPackage.TASK__FOR_EACH:
				return getForEach();
			case CompositionPackage.TASK__BOUNDS:
				return getBounds();
			case CompositionPackage.TASK__RETRY:
				return getRetry();
			case CompositionPackage.TASK__IMPORT_PROBLEM:
				return getImportProblem();
			case CompositionPackage.TASK__BPMN_ID:
				return getBpmnId();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case CompositionPackage.TASK__NAME:
				setName((String)newValue);
				return;
			case CompositionPackage.TASK__INPUTS:
				getInputs().clear();
				getInputs().addAll((Collection<? extends Parameter>)newValue);
				return;
			case CompositionPackage.TASK__OUTPUTS:
				getOutputs().clear();
				getOutputs().addAll((Collection<? extends Parameter>)newValue);
				return;
			case CompositionPackage.TASK__START_CONDITION:
				setStartCondition((StartCondition)newValue);
				return;
			case CompositionPackage.TASK__REPEAT_WHILE:
				setRepeatWhile((String)newValue);
				return;
			case CompositionPackage.TASK__FOR_EACH:
				setForEach((ForEach)newValue);
				return;
			case CompositionPackage.TASK__BOUNDS:
				setBounds((Bounds)newValue);
				return;
			case CompositionPackage.TASK__RETRY:
				setRetry((Retry)newValue);
				return;
			case CompositionPackage.TASK__IMPORT_PROBLEM:
				setImportProblem((String)newValue);
				return;
			case CompositionPackage.TASK__BPMN_ID:
				setBpmnId((String)newValue);
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
			case CompositionPackage.TASK__NAME:
				setName(NAME_EDEFAULT);
				return;
			case CompositionPackage.TASK__INPUTS:
				getInputs().clear();
				return;
			case CompositionPackage.TASK__OUTPUTS:
				getOutputs().clear();
				return;
			case CompositionPackage.TASK__START_CONDITION:
				setStartCondition(START_CONDITION_EDEFAULT);
				return;
			case CompositionPackage.TASK__REPEAT_WHILE:
				setRepeatWhile(REPEAT_WHILE_EDEFAULT);
				return;
			case CompositionPackage.TASK__FOR_EACH:
				setForEach((ForEach)null);
				return;
			case CompositionPackage.TASK__BOUNDS:
				setBounds((Bounds)null);
				return;
			case CompositionPackage.TASK__RETRY:
				setRetry((Retry)null);
				return;
			case CompositionPackage.TASK__IMPORT_PROBLEM:
				setImportProblem(IMPORT_PROBLEM_EDEFAULT);
				return;
			case CompositionPackage.TASK__BPMN_ID:
				setBpmnId(BPMN_ID_EDEFAULT);
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
			case CompositionPackage.TASK__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case CompositionPackage.TASK__INPUTS:
				return inputs != null && !inputs.isEmpty();
			case CompositionPackage.TASK__OUTPUTS:
				return outputs != null && !outputs.isEmpty();
			case CompositionPackage.TASK__START_CONDITION:
				return startCondition != START_CONDITION_EDEFAULT;
			case CompositionPackage.TASK__REPEAT_WHILE:
				return REPEAT_WHILE_EDEFAULT == null ? repeatWhile != null : !REPEAT_WHILE_EDEFAULT.equals(repeatWhile);
			case CompositionPackage.TASK__FOR_EACH:
				return forEach != null;
			case CompositionPackage.TASK__BOUNDS:
				return bounds != null;
			case CompositionPackage.TASK__RETRY:
				return retry != null;
			case CompositionPackage.TASK__IMPORT_PROBLEM:
				return IMPORT_PROBLEM_EDEFAULT == null ? importProblem != null : !IMPORT_PROBLEM_EDEFAULT.equals(importProblem);
			case CompositionPackage.TASK__BPMN_ID:
				return BPMN_ID_EDEFAULT == null ? bpmnId != null : !BPMN_ID_EDEFAULT.equals(bpmnId);
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
		result.append(" (name: ");
		result.append(name);
		result.append(", startCondition: ");
		result.append(startCondition);
		result.append(", repeatWhile: ");
		result.append(repeatWhile);
		result.append(", importProblem: ");
		result.append(importProblem);
		result.append(", bpmnId: ");
		result.append(bpmnId);
		result.append(')');
		return result.toString();
	}

} //TaskImpl
