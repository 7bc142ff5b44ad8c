/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Control Flow</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.ControlFlow#getSource <em>Source</em>}</li>
 *   <li>{@link tutti.model.composition.ControlFlow#getTarget <em>Target</em>}</li>
 *   <li>{@link tutti.model.composition.ControlFlow#getCondition <em>Condition</em>}</li>
 *   <li>{@link tutti.model.composition.ControlFlow#getKind <em>Kind</em>}</li>
 *   <li>{@link tutti.model.composition.ControlFlow#getTimeout <em>Timeout</em>}</li>
 *   <li>{@link tutti.model.composition.ControlFlow#getLabel <em>Label</em>}</li>
 *   <li>{@link tutti.model.composition.ControlFlow#getBendpoints <em>Bendpoints</em>}</li>
 *   <li>{@link tutti.model.composition.ControlFlow#getLabelBounds <em>Label Bounds</em>}</li>
 *   <li>{@link tutti.model.composition.ControlFlow#getImportProblem <em>Import Problem</em>}</li>
 *   <li>{@link tutti.model.composition.ControlFlow#getBpmnId <em>Bpmn Id</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getControlFlow()
 * @model
 * @generated
 */
public interface ControlFlow extends EObject {
	/**
	 * Returns the value of the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Source</em>' reference.
	 * @see #setSource(Task)
	 * @see tutti.model.composition.CompositionPackage#getControlFlow_Source()
	 * @model required="true"
	 * @generated
	 */
	Task getSource();

	/**
	 * Sets the value of the '{@link tutti.model.composition.ControlFlow#getSource <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' reference.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(Task value);

	/**
	 * Returns the value of the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Target</em>' reference.
	 * @see #setTarget(Task)
	 * @see tutti.model.composition.CompositionPackage#getControlFlow_Target()
	 * @model required="true"
	 * @generated
	 */
	Task getTarget();

	/**
	 * Sets the value of the '{@link tutti.model.composition.ControlFlow#getTarget <em>Target</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Target</em>' reference.
	 * @see #getTarget()
	 * @generated
	 */
	void setTarget(Task value);

	/**
	 * Returns the value of the '<em><b>Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Condition</em>' attribute.
	 * @see #setCondition(String)
	 * @see tutti.model.composition.CompositionPackage#getControlFlow_Condition()
	 * @model
	 * @generated
	 */
	String getCondition();

	/**
	 * Sets the value of the '{@link tutti.model.composition.ControlFlow#getCondition <em>Condition</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Condition</em>' attribute.
	 * @see #getCondition()
	 * @generated
	 */
	void setCondition(String value);

	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The literals are from the enumeration {@link tutti.model.composition.FlowKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * NORMAL flows are taken when the source completes, FAILURE flows when it fails (its outputs error and errorCode, and the flow's condition, see why), TIMEOUT flows when it has not finished within the flow's timeout (the task is cancelled), REMINDER flows when it has not finished within the flow's timeout while it goes on (BPMN's non-interrupting timer boundary event).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see tutti.model.composition.FlowKind
	 * @see #setKind(FlowKind)
	 * @see tutti.model.composition.CompositionPackage#getControlFlow_Kind()
	 * @model
	 * @generated
	 */
	FlowKind getKind();

	/**
	 * Sets the value of the '{@link tutti.model.composition.ControlFlow#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see tutti.model.composition.FlowKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(FlowKind value);

	/**
	 * Returns the value of the '<em><b>Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Of a TIMEOUT or REMINDER flow: how long the source may take before the flow is taken, as ISO-8601 (PT10M) or a Java expression over the source's inputs giving a java.time.Duration or milliseconds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Timeout</em>' attribute.
	 * @see #setTimeout(String)
	 * @see tutti.model.composition.CompositionPackage#getControlFlow_Timeout()
	 * @model
	 * @generated
	 */
	String getTimeout();

	/**
	 * Sets the value of the '{@link tutti.model.composition.ControlFlow#getTimeout <em>Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Timeout</em>' attribute.
	 * @see #getTimeout()
	 * @generated
	 */
	void setTimeout(String value);

	/**
	 * Returns the value of the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the diagram writes on the flow (a BPMN flow's name, e.g. yes); unset: its condition.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Label</em>' attribute.
	 * @see #setLabel(String)
	 * @see tutti.model.composition.CompositionPackage#getControlFlow_Label()
	 * @model
	 * @generated
	 */
	String getLabel();

	/**
	 * Sets the value of the '{@link tutti.model.composition.ControlFlow#getLabel <em>Label</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Label</em>' attribute.
	 * @see #getLabel()
	 * @generated
	 */
	void setLabel(String value);

	/**
	 * Returns the value of the '<em><b>Bendpoints</b></em>' containment reference list.
	 * The list contents are of type {@link tutti.model.composition.Point}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the flow's line bends on the canvas, from source to target; none for a straight line.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bendpoints</em>' containment reference list.
	 * @see tutti.model.composition.CompositionPackage#getControlFlow_Bendpoints()
	 * @model containment="true"
	 * @generated
	 */
	EList<Point> getBendpoints();

	/**
	 * Returns the value of the '<em><b>Label Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the flow's label is drawn; unset: beside the line.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Label Bounds</em>' containment reference.
	 * @see #setLabelBounds(Bounds)
	 * @see tutti.model.composition.CompositionPackage#getControlFlow_LabelBounds()
	 * @model containment="true"
	 * @generated
	 */
	Bounds getLabelBounds();

	/**
	 * Sets the value of the '{@link tutti.model.composition.ControlFlow#getLabelBounds <em>Label Bounds</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Label Bounds</em>' containment reference.
	 * @see #getLabelBounds()
	 * @generated
	 */
	void setLabelBounds(Bounds value);

	/**
	 * Returns the value of the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Set by BPMN import where Tutti cannot yet run what the imported element means: names the element, its id and what to do. The validator reports it as an error until the user clears it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Import Problem</em>' attribute.
	 * @see #setImportProblem(String)
	 * @see tutti.model.composition.CompositionPackage#getControlFlow_ImportProblem()
	 * @model
	 * @generated
	 */
	String getImportProblem();

	/**
	 * Sets the value of the '{@link tutti.model.composition.ControlFlow#getImportProblem <em>Import Problem</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Import Problem</em>' attribute.
	 * @see #getImportProblem()
	 * @generated
	 */
	void setImportProblem(String value);

	/**
	 * Returns the value of the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The id of the BPMN sequence flow this flow was imported from, where it stands for exactly one; BPMN export writes it back.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bpmn Id</em>' attribute.
	 * @see #setBpmnId(String)
	 * @see tutti.model.composition.CompositionPackage#getControlFlow_BpmnId()
	 * @model
	 * @generated
	 */
	String getBpmnId();

	/**
	 * Sets the value of the '{@link tutti.model.composition.ControlFlow#getBpmnId <em>Bpmn Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bpmn Id</em>' attribute.
	 * @see #getBpmnId()
	 * @generated
	 */
	void setBpmnId(String value);

} // ControlFlow
