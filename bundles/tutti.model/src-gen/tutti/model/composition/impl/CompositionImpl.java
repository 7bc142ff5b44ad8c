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
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionPackage;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.Lane;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Composition</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getName <em>Name</em>}</li>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getVersion <em>Version</em>}</li>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getDescription <em>Description</em>}</li>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getInputs <em>Inputs</em>}</li>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getOutputs <em>Outputs</em>}</li>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getTasks <em>Tasks</em>}</li>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getControlFlows <em>Control Flows</em>}</li>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getDataFlows <em>Data Flows</em>}</li>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getInputBounds <em>Input Bounds</em>}</li>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getOutputBounds <em>Output Bounds</em>}</li>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getLanes <em>Lanes</em>}</li>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getBpmnId <em>Bpmn Id</em>}</li>
 *   <li>{@link tutti.model.composition.impl.CompositionImpl#getBpmnKept <em>Bpmn Kept</em>}</li>
 * </ul>
 *
 * @generated
 */
public class CompositionImpl extends MinimalEObjectImpl.Container implements Composition {
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
	 * The default value of the '{@link #getVersion() <em>Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVersion()
	 * @generated
	 * @ordered
	 */
	protected static final String VERSION_EDEFAULT = "1.0.0";

	/**
	 * The cached value of the '{@link #getVersion() <em>Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVersion()
	 * @generated
	 * @ordered
	 */
	protected String version = VERSION_EDEFAULT;

	/**
	 * The default value of the '{@link #getDescription() <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDescription()
	 * @generated
	 * @ordered
	 */
	protected static final String DESCRIPTION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getDescription() <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDescription()
	 * @generated
	 * @ordered
	 */
	protected String description = DESCRIPTION_EDEFAULT;

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
	 * The cached value of the '{@link #getTasks() <em>Tasks</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTasks()
	 * @generated
	 * @ordered
	 */
	protected EList<Task> tasks;

	/**
	 * The cached value of the '{@link #getControlFlows() <em>Control Flows</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getControlFlows()
	 * @generated
	 * @ordered
	 */
	protected EList<ControlFlow> controlFlows;

	/**
	 * The cached value of the '{@link #getDataFlows() <em>Data Flows</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDataFlows()
	 * @generated
	 * @ordered
	 */
	protected EList<DataFlow> dataFlows;

	/**
	 * The cached value of the '{@link #getInputBounds() <em>Input Bounds</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInputBounds()
	 * @generated
	 * @ordered
	 */
	protected Bounds inputBounds;

	/**
	 * The cached value of the '{@link #getOutputBounds() <em>Output Bounds</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOutputBounds()
	 * @generated
	 * @ordered
	 */
	protected Bounds outputBounds;

	/**
	 * The cached value of the '{@link #getLanes() <em>Lanes</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLanes()
	 * @generated
	 * @ordered
	 */
	protected EList<Lane> lanes;

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
	 * The default value of the '{@link #getBpmnKept() <em>Bpmn Kept</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBpmnKept()
	 * @generated
	 * @ordered
	 */
	protected static final String BPMN_KEPT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getBpmnKept() <em>Bpmn Kept</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBpmnKept()
	 * @generated
	 * @ordered
	 */
	protected String bpmnKept = BPMN_KEPT_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected CompositionImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return CompositionPackage.Literals.COMPOSITION;
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
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.COMPOSITION__NAME, oldName, name));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getVersion() {
		return version;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setVersion(String newVersion) {
		String oldVersion = version;
		version = newVersion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.COMPOSITION__VERSION, oldVersion, version));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getDescription() {
		return description;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDescription(String newDescription) {
		String oldDescription = description;
		description = newDescription;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.COMPOSITION__DESCRIPTION, oldDescription, description));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Parameter> getInputs() {
		if (inputs == null) {
			inputs = new EObjectContainmentEList<Parameter>(Parameter.class, this, CompositionPackage.COMPOSITION__INPUTS);
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
			outputs = new EObjectContainmentEList<Parameter>(Parameter.class, this, CompositionPackage.COMPOSITION__OUTPUTS);
		}
		return outputs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Task> getTasks() {
		if (tasks == null) {
			tasks = new EObjectContainmentEList<Task>(Task.class, this, CompositionPackage.COMPOSITION__TASKS);
		}
		return tasks;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<ControlFlow> getControlFlows() {
		if (controlFlows == null) {
			controlFlows = new EObjectContainmentEList<ControlFlow>(ControlFlow.class, this, CompositionPackage.COMPOSITION__CONTROL_FLOWS);
		}
		return controlFlows;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<DataFlow> getDataFlows() {
		if (dataFlows == null) {
			dataFlows = new EObjectContainmentEList<DataFlow>(DataFlow.class, this, CompositionPackage.COMPOSITION__DATA_FLOWS);
		}
		return dataFlows;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Bounds getInputBounds() {
		return inputBounds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetInputBounds(Bounds newInputBounds, NotificationChain msgs) {
		Bounds oldInputBounds = inputBounds;
		inputBounds = newInputBounds;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, CompositionPackage.COMPOSITION__INPUT_BOUNDS, oldInputBounds, newInputBounds);
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
	public void setInputBounds(Bounds newInputBounds) {
		if (newInputBounds != inputBounds) {
			NotificationChain msgs = null;
			if (inputBounds != null)
				msgs = ((InternalEObject)inputBounds).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - CompositionPackage.COMPOSITION__INPUT_BOUNDS, null, msgs);
			if (newInputBounds != null)
				msgs = ((InternalEObject)newInputBounds).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - CompositionPackage.COMPOSITION__INPUT_BOUNDS, null, msgs);
			msgs = basicSetInputBounds(newInputBounds, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.COMPOSITION__INPUT_BOUNDS, newInputBounds, newInputBounds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Bounds getOutputBounds() {
		return outputBounds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetOutputBounds(Bounds newOutputBounds, NotificationChain msgs) {
		Bounds oldOutputBounds = outputBounds;
		outputBounds = newOutputBounds;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, CompositionPackage.COMPOSITION__OUTPUT_BOUNDS, oldOutputBounds, newOutputBounds);
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
	public void setOutputBounds(Bounds newOutputBounds) {
		if (newOutputBounds != outputBounds) {
			NotificationChain msgs = null;
			if (outputBounds != null)
				msgs = ((InternalEObject)outputBounds).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - CompositionPackage.COMPOSITION__OUTPUT_BOUNDS, null, msgs);
			if (newOutputBounds != null)
				msgs = ((InternalEObject)newOutputBounds).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - CompositionPackage.COMPOSITION__OUTPUT_BOUNDS, null, msgs);
			msgs = basicSetOutputBounds(newOutputBounds, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.COMPOSITION__OUTPUT_BOUNDS, newOutputBounds, newOutputBounds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Lane> getLanes() {
		if (lanes == null) {
			lanes = new EObjectContainmentEList<Lane>(Lane.class, this, CompositionPackage.COMPOSITION__LANES);
		}
		return lanes;
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
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.COMPOSITION__BPMN_ID, oldBpmnId, bpmnId));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getBpmnKept() {
		return bpmnKept;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBpmnKept(String newBpmnKept) {
		String oldBpmnKept = bpmnKept;
		bpmnKept = newBpmnKept;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.COMPOSITION__BPMN_KEPT, oldBpmnKept, bpmnKept));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case CompositionPackage.COMPOSITION__INPUTS:
				return ((InternalEList<?>)getInputs()).basicRemove(otherEnd, msgs);
			case CompositionPackage.COMPOSITION__OUTPUTS:
				return ((InternalEList<?>)getOutputs()).basicRemove(otherEnd, msgs);
			case CompositionPackage.COMPOSITION__TASKS:
				return ((InternalEList<?>)getTasks()).basicRemove(otherEnd, msgs);
			case CompositionPackage.COMPOSITION__CONTROL_FLOWS:
				return ((InternalEList<?>)getControlFlows()).basicRemove(otherEnd, msgs);
			case CompositionPackage.COMPOSITION__DATA_FLOWS:
				return ((InternalEList<?>)getDataFlows()).basicRemove(otherEnd, msgs);
			case CompositionPackage.COMPOSITION__INPUT_BOUNDS:
				return basicSetInputBounds(null, msgs);
			case CompositionPackage.COMPOSITION__OUTPUT_BOUNDS:
				return basicSetOutputBounds(null, msgs);
			case CompositionPackage.COMPOSITION__LANES:
				return ((InternalEList<?>)getLanes()).basicRemove(otherEnd, msgs);
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
			case CompositionPackage.COMPOSITION__NAME:
				return getName();
			case CompositionPackage.COMPOSITION__VERSION:
				return getVersion();
			case CompositionPackage.COMPOSITION__DESCRIPTION:
				return getDescription();
			case CompositionPackage.COMPOSITION__INPUTS:
				return getInputs();
			case CompositionPackage.COMPOSITION__OUTPUTS:
				return getOutputs();
			case CompositionPackage.COMPOSITION__TASKS:
				return getTasks();
			case CompositionPackage.COMPOSITION__CONTROL_FLOWS:
				return getControlFlows();
			case CompositionPackage.COMPOSITION__DATA_FLOWS:
				return getDataFlows();
			case CompositionPackage.COMPOSITION__INPUT_BOUNDS:
				return getInputBounds();
			case CompositionPackage.COMPOSITION__OUTPUT_BOUNDS:
				return getOutputBounds();
			case CompositionPackage.COMPOSITION__LANES:
				return getLanes();
			case CompositionPackage.COMPOSITION__BPMN_ID:
				return getBpmnId();
			case CompositionPackage.COMPOSITION__BPMN_KEPT:
				return getBpmnKept();
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
			case CompositionPackage.COMPOSITION__NAME:
				setName((String)newValue);
				return;
			case CompositionPackage.COMPOSITION__VERSION:
				setVersion((String)newValue);
				return;
			case CompositionPackage.COMPOSITION__DESCRIPTION:
				setDescription((String)newValue);
				return;
			case CompositionPackage.COMPOSITION__INPUTS:
				getInputs().clear();
				getInputs().addAll((Collection<? extends Parameter>)newValue);
				return;
			case CompositionPackage.COMPOSITION__OUTPUTS:
				getOutputs().clear();
				getOutputs().addAll((Collection<? extends Parameter>)newValue);
				return;
			case CompositionPackage.COMPOSITION__TASKS:
				getTasks().clear();
				getTasks().addAll((Collection<? extends Task>)newValue);
				return;
			case CompositionPackage.COMPOSITION__CONTROL_FLOWS:
				getControlFlows().clear();
				getControlFlows().addAll((Collection<? extends ControlFlow>)newValue);
				return;
			case CompositionPackage.COMPOSITION__DATA_FLOWS:
				getDataFlows().clear();
				getDataFlows().addAll((Collection<? extends DataFlow>)newValue);
				return;
			case CompositionPackage.COMPOSITION__INPUT_BOUNDS:
				setInputBounds((Bounds)newValue);
				return;
			case CompositionPackage.COMPOSITION__OUTPUT_BOUNDS:
				setOutputBounds((Bounds)newValue);
				return;
			case CompositionPackage.COMPOSITION__LANES:
				getLanes().clear();
				getLanes().addAll((Collection<? extends Lane>)newValue);
				return;
			case CompositionPackage.COMPOSITION__BPMN_ID:
				setBpmnId((String)newValue);
				return;
			case CompositionPackage.COMPOSITION__BPMN_KEPT:
				setBpmnKept((String)newValue);
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
			case CompositionPackage.COMPOSITION__NAME:
				setName(NAME_EDEFAULT);
				return;
			case CompositionPackage.COMPOSITION__VERSION:
				setVersion(VERSION_EDEFAULT);
				return;
			case CompositionPackage.COMPOSITION__DESCRIPTION:
				setDescription(DESCRIPTION_EDEFAULT);
				return;
			case CompositionPackage.COMPOSITION__INPUTS:
				getInputs().clear();
				return;
			case CompositionPackage.COMPOSITION__OUTPUTS:
				getOutputs().clear();
				return;
			case CompositionPackage.COMPOSITION__TASKS:
				getTasks().clear();
				return;
			case CompositionPackage.COMPOSITION__CONTROL_FLOWS:
				getControlFlows().clear();
				return;
			case CompositionPackage.COMPOSITION__DATA_FLOWS:
				getDataFlows().clear();
				return;
			case CompositionPackage.COMPOSITION__INPUT_BOUNDS:
				setInputBounds((Bounds)null);
				return;
			case CompositionPackage.COMPOSITION__OUTPUT_BOUNDS:
				setOutputBounds((Bounds)null);
				return;
			case CompositionPackage.COMPOSITION__LANES:
				getLanes().clear();
				return;
			case CompositionPackage.COMPOSITION__BPMN_ID:
				setBpmnId(BPMN_ID_EDEFAULT);
				return;
			case CompositionPackage.COMPOSITION__BPMN_KEPT:
				setBpmnKept(BPMN_KEPT_EDEFAULT);
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
			case CompositionPackage.COMPOSITION__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case CompositionPackage.COMPOSITION__VERSION:
				return VERSION_EDEFAULT == null ? version != null : !VERSION_EDEFAULT.equals(version);
			case CompositionPackage.COMPOSITION__DESCRIPTION:
				return DESCRIPTION_EDEFAULT == null ? description != null : !DESCRIPTION_EDEFAULT.equals(description);
			case CompositionPackage.COMPOSITION__INPUTS:
				return inputs != null && !inputs.isEmpty();
			case CompositionPackage.COMPOSITION__OUTPUTS:
				return outputs != null && !outputs.isEmpty();
			case CompositionPackage.COMPOSITION__TASKS:
				return tasks != null && !tasks.isEmpty();
			case CompositionPackage.COMPOSITION__CONTROL_FLOWS:
				return controlFlows != null && !controlFlows.isEmpty();
			case CompositionPackage.COMPOSITION__DATA_FLOWS:
				return dataFlows != null && !dataFlows.isEmpty();
			case CompositionPackage.COMPOSITION__INPUT_BOUNDS:
				return inputBounds != null;
			case CompositionPackage.COMPOSITION__OUTPUT_BOUNDS:
				return outputBounds != null;
			case CompositionPackage.COMPOSITION__LANES:
				return lanes != null && !lanes.isEmpty();
			case CompositionPackage.COMPOSITION__BPMN_ID:
				return BPMN_ID_EDEFAULT == null ? bpmnId != null : !BPMN_ID_EDEFAULT.equals(bpmnId);
			case CompositionPackage.COMPOSITION__BPMN_KEPT:
				return BPMN_KEPT_EDEFAULT == null ? bpmnKept != null : !BPMN_KEPT_EDEFAULT.equals(bpmnKept);
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
		result.append(", version: ");
		result.append(version);
		result.append(", description: ");
		result.append(description);
		result.append(", bpmnId: ");
		result.append(bpmnId);
		result.append(", bpmnKept: ");
		result.append(bpmnKept);
		result.append(')');
		return result.toString();
	}

} //CompositionImpl
