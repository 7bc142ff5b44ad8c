/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.Task#getName <em>Name</em>}</li>
 *   <li>{@link tutti.model.composition.Task#getInputs <em>Inputs</em>}</li>
 *   <li>{@link tutti.model.composition.Task#getOutputs <em>Outputs</em>}</li>
 *   <li>{@link tutti.model.composition.Task#getStartCondition <em>Start Condition</em>}</li>
 *   <li>{@link tutti.model.composition.Task#getRepeatWhile <em>Repeat While</em>}</li>
 *   <li>{@link tutti.model.composition.Task#getForEach <em>For Each</em>}</li>
 *   <li>{@link tutti.model.composition.Task#getBounds <em>Bounds</em>}</li>
 *   <li>{@link tutti.model.composition.Task#getRetry <em>Retry</em>}</li>
 *   <li>{@link tutti.model.composition.Task#getImportProblem <em>Import Problem</em>}</li>
 *   <li>{@link tutti.model.composition.Task#getBpmnId <em>Bpmn Id</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getTask()
 * @model abstract="true"
 * @generated
 */
public interface Task extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see tutti.model.composition.CompositionPackage#getTask_Name()
	 * @model required="true"
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Task#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Inputs</b></em>' containment reference list.
	 * The list contents are of type {@link tutti.model.composition.Parameter}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Inputs</em>' containment reference list.
	 * @see tutti.model.composition.CompositionPackage#getTask_Inputs()
	 * @model containment="true"
	 * @generated
	 */
	EList<Parameter> getInputs();

	/**
	 * Returns the value of the '<em><b>Outputs</b></em>' containment reference list.
	 * The list contents are of type {@link tutti.model.composition.Parameter}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Outputs</em>' containment reference list.
	 * @see tutti.model.composition.CompositionPackage#getTask_Outputs()
	 * @model containment="true"
	 * @generated
	 */
	EList<Parameter> getOutputs();

	/**
	 * Returns the value of the '<em><b>Start Condition</b></em>' attribute.
	 * The literals are from the enumeration {@link tutti.model.composition.StartCondition}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Start Condition</em>' attribute.
	 * @see tutti.model.composition.StartCondition
	 * @see #setStartCondition(StartCondition)
	 * @see tutti.model.composition.CompositionPackage#getTask_StartCondition()
	 * @model
	 * @generated
	 */
	StartCondition getStartCondition();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Task#getStartCondition <em>Start Condition</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Start Condition</em>' attribute.
	 * @see tutti.model.composition.StartCondition
	 * @see #getStartCondition()
	 * @generated
	 */
	void setStartCondition(StartCondition value);

	/**
	 * Returns the value of the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A Java boolean expression over the task's outputs; the task runs again while it holds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Repeat While</em>' attribute.
	 * @see #setRepeatWhile(String)
	 * @see tutti.model.composition.CompositionPackage#getTask_RepeatWhile()
	 * @model
	 * @generated
	 */
	String getRepeatWhile();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Task#getRepeatWhile <em>Repeat While</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Repeat While</em>' attribute.
	 * @see #getRepeatWhile()
	 * @generated
	 */
	void setRepeatWhile(String value);

	/**
	 * Returns the value of the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>For Each</em>' containment reference.
	 * @see #setForEach(ForEach)
	 * @see tutti.model.composition.CompositionPackage#getTask_ForEach()
	 * @model containment="true"
	 * @generated
	 */
	ForEach getForEach();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Task#getForEach <em>For Each</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>For Each</em>' containment reference.
	 * @see #getForEach()
	 * @generated
	 */
	void setForEach(ForEach value);

	/**
	 * Returns the value of the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Bounds</em>' containment reference.
	 * @see #setBounds(Bounds)
	 * @see tutti.model.composition.CompositionPackage#getTask_Bounds()
	 * @model containment="true"
	 * @generated
	 */
	Bounds getBounds();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Task#getBounds <em>Bounds</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bounds</em>' containment reference.
	 * @see #getBounds()
	 * @generated
	 */
	void setBounds(Bounds value);

	/**
	 * Returns the value of the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Runs the task again when it fails, before its failure flows are taken or the instance fails.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Retry</em>' containment reference.
	 * @see #setRetry(Retry)
	 * @see tutti.model.composition.CompositionPackage#getTask_Retry()
	 * @model containment="true"
	 * @generated
	 */
	Retry getRetry();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Task#getRetry <em>Retry</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Retry</em>' containment reference.
	 * @see #getRetry()
	 * @generated
	 */
	void setRetry(Retry value);

	/**
	 * Returns the value of the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Set by BPMN import where Tutti cannot yet run what the imported element means: names the element, its id and what to do. The validator reports it as an error until the user clears it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Import Problem</em>' attribute.
	 * @see #setImportProblem(String)
	 * @see tutti.model.composition.CompositionPackage#getTask_ImportProblem()
	 * @model
	 * @generated
	 */
	String getImportProblem();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Task#getImportProblem <em>Import Problem</em>}' attribute.
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
	 * The id of the BPMN element the task was imported from; BPMN export writes it back as the element's id (else the task's name is the id).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bpmn Id</em>' attribute.
	 * @see #setBpmnId(String)
	 * @see tutti.model.composition.CompositionPackage#getTask_BpmnId()
	 * @model
	 * @generated
	 */
	String getBpmnId();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Task#getBpmnId <em>Bpmn Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bpmn Id</em>' attribute.
	 * @see #getBpmnId()
	 * @generated
	 */
	void setBpmnId(String value);

} // Task
