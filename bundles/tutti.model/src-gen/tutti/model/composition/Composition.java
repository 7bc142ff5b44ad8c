/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Composition</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.Composition#getName <em>Name</em>}</li>
 *   <li>{@link tutti.model.composition.Composition#getVersion <em>Version</em>}</li>
 *   <li>{@link tutti.model.composition.Composition#getDescription <em>Description</em>}</li>
 *   <li>{@link tutti.model.composition.Composition#getInputs <em>Inputs</em>}</li>
 *   <li>{@link tutti.model.composition.Composition#getOutputs <em>Outputs</em>}</li>
 *   <li>{@link tutti.model.composition.Composition#getTasks <em>Tasks</em>}</li>
 *   <li>{@link tutti.model.composition.Composition#getControlFlows <em>Control Flows</em>}</li>
 *   <li>{@link tutti.model.composition.Composition#getDataFlows <em>Data Flows</em>}</li>
 *   <li>{@link tutti.model.composition.Composition#getInputBounds <em>Input Bounds</em>}</li>
 *   <li>{@link tutti.model.composition.Composition#getOutputBounds <em>Output Bounds</em>}</li>
 *   <li>{@link tutti.model.composition.Composition#getLanes <em>Lanes</em>}</li>
 *   <li>{@link tutti.model.composition.Composition#getBpmnId <em>Bpmn Id</em>}</li>
 *   <li>{@link tutti.model.composition.Composition#getBpmnKept <em>Bpmn Kept</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getComposition()
 * @model
 * @generated
 */
public interface Composition extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see tutti.model.composition.CompositionPackage#getComposition_Name()
	 * @model required="true"
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Composition#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Version</b></em>' attribute.
	 * The default value is <code>"1.0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Version</em>' attribute.
	 * @see #setVersion(String)
	 * @see tutti.model.composition.CompositionPackage#getComposition_Version()
	 * @model default="1.0.0"
	 * @generated
	 */
	String getVersion();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Composition#getVersion <em>Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Version</em>' attribute.
	 * @see #getVersion()
	 * @generated
	 */
	void setVersion(String value);

	/**
	 * Returns the value of the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Description</em>' attribute.
	 * @see #setDescription(String)
	 * @see tutti.model.composition.CompositionPackage#getComposition_Description()
	 * @model
	 * @generated
	 */
	String getDescription();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Composition#getDescription <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Description</em>' attribute.
	 * @see #getDescription()
	 * @generated
	 */
	void setDescription(String value);

	/**
	 * Returns the value of the '<em><b>Inputs</b></em>' containment reference list.
	 * The list contents are of type {@link tutti.model.composition.Parameter}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Inputs</em>' containment reference list.
	 * @see tutti.model.composition.CompositionPackage#getComposition_Inputs()
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
	 * @see tutti.model.composition.CompositionPackage#getComposition_Outputs()
	 * @model containment="true"
	 * @generated
	 */
	EList<Parameter> getOutputs();

	/**
	 * Returns the value of the '<em><b>Tasks</b></em>' containment reference list.
	 * The list contents are of type {@link tutti.model.composition.Task}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Tasks</em>' containment reference list.
	 * @see tutti.model.composition.CompositionPackage#getComposition_Tasks()
	 * @model containment="true"
	 * @generated
	 */
	EList<Task> getTasks();

	/**
	 * Returns the value of the '<em><b>Control Flows</b></em>' containment reference list.
	 * The list contents are of type {@link tutti.model.composition.ControlFlow}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Control Flows</em>' containment reference list.
	 * @see tutti.model.composition.CompositionPackage#getComposition_ControlFlows()
	 * @model containment="true"
	 * @generated
	 */
	EList<ControlFlow> getControlFlows();

	/**
	 * Returns the value of the '<em><b>Data Flows</b></em>' containment reference list.
	 * The list contents are of type {@link tutti.model.composition.DataFlow}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Data Flows</em>' containment reference list.
	 * @see tutti.model.composition.CompositionPackage#getComposition_DataFlows()
	 * @model containment="true"
	 * @generated
	 */
	EList<DataFlow> getDataFlows();

	/**
	 * Returns the value of the '<em><b>Input Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the composition's inputs are drawn on the canvas.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Input Bounds</em>' containment reference.
	 * @see #setInputBounds(Bounds)
	 * @see tutti.model.composition.CompositionPackage#getComposition_InputBounds()
	 * @model containment="true"
	 * @generated
	 */
	Bounds getInputBounds();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Composition#getInputBounds <em>Input Bounds</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Input Bounds</em>' containment reference.
	 * @see #getInputBounds()
	 * @generated
	 */
	void setInputBounds(Bounds value);

	/**
	 * Returns the value of the '<em><b>Output Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Output Bounds</em>' containment reference.
	 * @see #setOutputBounds(Bounds)
	 * @see tutti.model.composition.CompositionPackage#getComposition_OutputBounds()
	 * @model containment="true"
	 * @generated
	 */
	Bounds getOutputBounds();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Composition#getOutputBounds <em>Output Bounds</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Output Bounds</em>' containment reference.
	 * @see #getOutputBounds()
	 * @generated
	 */
	void setOutputBounds(Bounds value);

	/**
	 * Returns the value of the '<em><b>Lanes</b></em>' containment reference list.
	 * The list contents are of type {@link tutti.model.composition.Lane}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The pools and lanes of the BPMN diagram the composition was imported from: drawn behind the tasks, they say who does the work; they do not change how it runs.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Lanes</em>' containment reference list.
	 * @see tutti.model.composition.CompositionPackage#getComposition_Lanes()
	 * @model containment="true"
	 * @generated
	 */
	EList<Lane> getLanes();

	/**
	 * Returns the value of the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The id of the BPMN process the composition was imported from; BPMN export writes it back (else the composition's name is the id).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bpmn Id</em>' attribute.
	 * @see #setBpmnId(String)
	 * @see tutti.model.composition.CompositionPackage#getComposition_BpmnId()
	 * @model
	 * @generated
	 */
	String getBpmnId();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Composition#getBpmnId <em>Bpmn Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bpmn Id</em>' attribute.
	 * @see #getBpmnId()
	 * @generated
	 */
	void setBpmnId(String value);

	/**
	 * Returns the value of the '<em><b>Bpmn Kept</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the BPMN process it was imported from has between its tasks (gateways, plain start and end events, the sequence flows through them with their conditions as Java, their diagram) as BPMN XML, and the file's definitions id. BPMN export writes them back, ids and all, while the flows between tasks are still as imported.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bpmn Kept</em>' attribute.
	 * @see #setBpmnKept(String)
	 * @see tutti.model.composition.CompositionPackage#getComposition_BpmnKept()
	 * @model
	 * @generated
	 */
	String getBpmnKept();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Composition#getBpmnKept <em>Bpmn Kept</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bpmn Kept</em>' attribute.
	 * @see #getBpmnKept()
	 * @generated
	 */
	void setBpmnKept(String value);

} // Composition
