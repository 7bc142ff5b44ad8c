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
import tutti.model.composition.ControlFlow;
import tutti.model.composition.FlowKind;
import tutti.model.composition.Point;
import tutti.model.composition.Task;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Control Flow</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.impl.ControlFlowImpl#getSource <em>Source</em>}</li>
 *   <li>{@link tutti.model.composition.impl.ControlFlowImpl#getTarget <em>Target</em>}</li>
 *   <li>{@link tutti.model.composition.impl.ControlFlowImpl#getCondition <em>Condition</em>}</li>
 *   <li>{@link tutti.model.composition.impl.ControlFlowImpl#getKind <em>Kind</em>}</li>
 *   <li>{@link tutti.model.composition.impl.ControlFlowImpl#getTimeout <em>Timeout</em>}</li>
 *   <li>{@link tutti.model.composition.impl.ControlFlowImpl#getLabel <em>Label</em>}</li>
 *   <li>{@link tutti.model.composition.impl.ControlFlowImpl#getBendpoints <em>Bendpoints</em>}</li>
 *   <li>{@link tutti.model.composition.impl.ControlFlowImpl#getLabelBounds <em>Label Bounds</em>}</li>
 *   <li>{@link tutti.model.composition.impl.ControlFlowImpl#getImportProblem <em>Import Problem</em>}</li>
 *   <li>{@link tutti.model.composition.impl.ControlFlowImpl#getBpmnId <em>Bpmn Id</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ControlFlowImpl extends MinimalEObjectImpl.Container implements ControlFlow {
	/**
	 * The cached value of the '{@link #getSource() <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSource()
	 * @generated
	 * @ordered
	 */
	protected Task source;

	/**
	 * The cached value of the '{@link #getTarget() <em>Target</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTarget()
	 * @generated
	 * @ordered
	 */
	protected Task target;

	/**
	 * The default value of the '{@link #getCondition() <em>Condition</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCondition()
	 * @generated
	 * @ordered
	 */
	protected static final String CONDITION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCondition() <em>Condition</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCondition()
	 * @generated
	 * @ordered
	 */
	protected String condition = CONDITION_EDEFAULT;

	/**
	 * The default value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected static final FlowKind KIND_EDEFAULT = FlowKind.NORMAL;

	/**
	 * The cached value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected FlowKind kind = KIND_EDEFAULT;

	/**
	 * The default value of the '{@link #getTimeout() <em>Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeout()
	 * @generated
	 * @ordered
	 */
	protected static final String TIMEOUT_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTimeout() <em>Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeout()
	 * @generated
	 * @ordered
	 */
	protected String timeout = TIMEOUT_EDEFAULT;

	/**
	 * The default value of the '{@link #getLabel() <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabel()
	 * @generated
	 * @ordered
	 */
	protected static final String LABEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getLabel() <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabel()
	 * @generated
	 * @ordered
	 */
	protected String label = LABEL_EDEFAULT;

	/**
	 * The cached value of the '{@link #getBendpoints() <em>Bendpoints</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBendpoints()
	 * @generated
	 * @ordered
	 */
	protected EList<Point> bendpoints;

	/**
	 * The cached value of the '{@link #getLabelBounds() <em>Label Bounds</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLabelBounds()
	 * @generated
	 * @ordered
	 */
	protected Bounds labelBounds;

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
	protected ControlFlowImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return CompositionPackage.Literals.CONTROL_FLOW;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Task getSource() {
		if (source != null && source.eIsProxy()) {
			InternalEObject oldSource = (InternalEObject)source;
			source = (Task)eResolveProxy(oldSource);
			if (source != oldSource) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, CompositionPackage.CONTROL_FLOW__SOURCE, oldSource, source));
			}
		}
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Task basicGetSource() {
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSource(Task newSource) {
		Task oldSource = source;
		source = newSource;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.CONTROL_FLOW__SOURCE, oldSource, source));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Task getTarget() {
		if (target != null && target.eIsProxy()) {
			InternalEObject oldTarget = (InternalEObject)target;
			target = (Task)eResolveProxy(oldTarget);
			if (target != oldTarget) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, CompositionPackage.CONTROL_FLOW__TARGET, oldTarget, target));
			}
		}
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Task basicGetTarget() {
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTarget(Task newTarget) {
		Task oldTarget = target;
		target = newTarget;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.CONTROL_FLOW__TARGET, oldTarget, target));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCondition() {
		return condition;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCondition(String newCondition) {
		String oldCondition = condition;
		condition = newCondition;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.CONTROL_FLOW__CONDITION, oldCondition, condition));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FlowKind getKind() {
		return kind;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKind(FlowKind newKind) {
		FlowKind oldKind = kind;
		kind = newKind == null ? KIND_EDEFAULT : newKind;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.CONTROL_FLOW__KIND, oldKind, kind));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTimeout() {
		return timeout;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimeout(String newTimeout) {
		String oldTimeout = timeout;
		timeout = newTimeout;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.CONTROL_FLOW__TIMEOUT, oldTimeout, timeout));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLabel() {
		return label;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLabel(String newLabel) {
		String oldLabel = label;
		label = newLabel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.CONTROL_FLOW__LABEL, oldLabel, label));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Point> getBendpoints() {
		if (bendpoints == null) {
			bendpoints = new EObjectContainmentEList<Point>(Point.class, this, CompositionPackage.CONTROL_FLOW__BENDPOINTS);
		}
		return bendpoints;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Bounds getLabelBounds() {
		return labelBounds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetLabelBounds(Bounds newLabelBounds, NotificationChain msgs) {
		Bounds oldLabelBounds = labelBounds;
		labelBounds = newLabelBounds;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, CompositionPackage.CONTROL_FLOW__LABEL_BOUNDS, oldLabelBounds, newLabelBounds);
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
	public void setLabelBounds(Bounds newLabelBounds) {
		if (newLabelBounds != labelBounds) {
			NotificationChain msgs = null;
			if (labelBounds != null)
				msgs = ((InternalEObject)labelBounds).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - CompositionPackage.CONTROL_FLOW__LABEL_BOUNDS, null, msgs);
			if (newLabelBounds != null)
				msgs = ((InternalEObject)newLabelBounds).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - CompositionPackage.CONTROL_FLOW__LABEL_BOUNDS, null, msgs);
			msgs = basicSetLabelBounds(newLabelBounds, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.CONTROL_FLOW__LABEL_BOUNDS, newLabelBounds, newLabelBounds));
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
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.CONTROL_FLOW__IMPORT_PROBLEM, oldImportProblem, importProblem));
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
			eNotify(new ENotificationImpl(this, Notification.SET, CompositionPackage.CONTROL_FLOW__BPMN_ID, oldBpmnId, bpmnId));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case CompositionPackage.CONTROL_FLOW__BENDPOINTS:
				return ((InternalEList<?>)getBendpoints()).basicRemove(otherEnd, msgs);
			case CompositionPackage.CONTROL_FLOW__LABEL_BOUNDS:
				return basicSetLabelBounds(null, msgs);
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
			case CompositionPackage.CONTROL_FLOW__SOURCE:
				if (resolve) return getSource();
				return basicGetSource();
			case CompositionPackage.CONTROL_FLOW__TARGET:
				if (resolve) return getTarget();
				return basicGetTarget();
			case CompositionPackage.CONTROL_FLOW__CONDITION:
				return getCondition();
			case CompositionPackage.CONTROL_FLOW__KIND:
				return getKind();
			case CompositionPackage.CONTROL_FLOW__TIMEOUT:
				return getTimeout();
			case CompositionPackage.CONTROL_FLOW__LABEL:
				return getLabel();
			case CompositionPackage.CONTROL_FLOW__BENDPOINTS:
				return getBendpoints();
			case CompositionPackage.CONTROL_FLOW__LABEL_BOUNDS:
				return getLabelBounds();
			case CompositionPackage.CONTROL_FLOW__IMPORT_PROBLEM:
				return getImportProblem();
			case CompositionPackage.CONTROL_FLOW__BPMN_ID:
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
			case CompositionPackage.CONTROL_FLOW__SOURCE:
				setSource((Task)newValue);
				return;
			case CompositionPackage.CONTROL_FLOW__TARGET:
				setTarget((Task)newValue);
				return;
			case CompositionPackage.CONTROL_FLOW__CONDITION:
				setCondition((String)newValue);
				return;
			case CompositionPackage.CONTROL_FLOW__KIND:
				setKind((FlowKind)newValue);
				return;
			case CompositionPackage.CONTROL_FLOW__TIMEOUT:
				setTimeout((String)newValue);
				return;
			case CompositionPackage.CONTROL_FLOW__LABEL:
				setLabel((String)newValue);
				return;
			case CompositionPackage.CONTROL_FLOW__BENDPOINTS:
				getBendpoints().clear();
				getBendpoints().addAll((Collection<? extends Point>)newValue);
				return;
			case CompositionPackage.CONTROL_FLOW__LABEL_BOUNDS:
				setLabelBounds((Bounds)newValue);
				return;
			case CompositionPackage.CONTROL_FLOW__IMPORT_PROBLEM:
				setImportProblem((String)newValue);
				return;
			case CompositionPackage.CONTROL_FLOW__BPMN_ID:
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
			case CompositionPackage.CONTROL_FLOW__SOURCE:
				setSource((Task)null);
				return;
			case CompositionPackage.CONTROL_FLOW__TARGET:
				setTarget((Task)null);
				return;
			case CompositionPackage.CONTROL_FLOW__CONDITION:
				setCondition(CONDITION_EDEFAULT);
				return;
			case CompositionPackage.CONTROL_FLOW__KIND:
				setKind(KIND_EDEFAULT);
				return;
			case CompositionPackage.CONTROL_FLOW__TIMEOUT:
				setTimeout(TIMEOUT_EDEFAULT);
				return;
			case CompositionPackage.CONTROL_FLOW__LABEL:
				setLabel(LABEL_EDEFAULT);
				return;
			case CompositionPackage.CONTROL_FLOW__BENDPOINTS:
				getBendpoints().clear();
				return;
			case CompositionPackage.CONTROL_FLOW__LABEL_BOUNDS:
				setLabelBounds((Bounds)null);
				return;
			case CompositionPackage.CONTROL_FLOW__IMPORT_PROBLEM:
				setImportProblem(IMPORT_PROBLEM_EDEFAULT);
				return;
			case CompositionPackage.CONTROL_FLOW__BPMN_ID:
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
			case CompositionPackage.CONTROL_FLOW__SOURCE:
				return source != null;
			case CompositionPackage.CONTROL_FLOW__TARGET:
				return target != null;
			case CompositionPackage.CONTROL_FLOW__CONDITION:
				return CONDITION_EDEFAULT == null ? condition != null : !CONDITION_EDEFAULT.equals(condition);
			case CompositionPackage.CONTROL_FLOW__KIND:
				return kind != KIND_EDEFAULT;
			case CompositionPackage.CONTROL_FLOW__TIMEOUT:
				return TIMEOUT_EDEFAULT == null ? timeout != null : !TIMEOUT_EDEFAULT.equals(timeout);
			case CompositionPackage.CONTROL_FLOW__LABEL:
				return LABEL_EDEFAULT == null ? label != null : !LABEL_EDEFAULT.equals(label);
			case CompositionPackage.CONTROL_FLOW__BENDPOINTS:
				return bendpoints != null && !bendpoints.isEmpty();
			case CompositionPackage.CONTROL_FLOW__LABEL_BOUNDS:
				return labelBounds != null;
			case CompositionPackage.CONTROL_FLOW__IMPORT_PROBLEM:
				return IMPORT_PROBLEM_EDEFAULT == null ? importProblem != null : !IMPORT_PROBLEM_EDEFAULT.equals(importProblem);
			case CompositionPackage.CONTROL_FLOW__BPMN_ID:
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
		result.append(" (condition: ");
		result.append(condition);
		result.append(", kind: ");
		result.append(kind);
		result.append(", timeout: ");
		result.append(timeout);
		result.append(", label: ");
		result.append(label);
		result.append(", importProblem: ");
		result.append(importProblem);
		result.append(", bpmnId: ");
		result.append(bpmnId);
		result.append(')');
		return result.toString();
	}

} //ControlFlowImpl
