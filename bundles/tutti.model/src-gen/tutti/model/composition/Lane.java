/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Lane</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.Lane#getName <em>Name</em>}</li>
 *   <li>{@link tutti.model.composition.Lane#getBounds <em>Bounds</em>}</li>
 *   <li>{@link tutti.model.composition.Lane#isPool <em>Pool</em>}</li>
 *   <li>{@link tutti.model.composition.Lane#getBpmnId <em>Bpmn Id</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getLane()
 * @model
 * @generated
 */
public interface Lane extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see tutti.model.composition.CompositionPackage#getLane_Name()
	 * @model
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Lane#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Bounds</em>' containment reference.
	 * @see #setBounds(Bounds)
	 * @see tutti.model.composition.CompositionPackage#getLane_Bounds()
	 * @model containment="true"
	 * @generated
	 */
	Bounds getBounds();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Lane#getBounds <em>Bounds</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bounds</em>' containment reference.
	 * @see #getBounds()
	 * @generated
	 */
	void setBounds(Bounds value);

	/**
	 * Returns the value of the '<em><b>Pool</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A pool (a participant of a collaboration) rather than a lane inside one.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pool</em>' attribute.
	 * @see #setPool(boolean)
	 * @see tutti.model.composition.CompositionPackage#getLane_Pool()
	 * @model
	 * @generated
	 */
	boolean isPool();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Lane#isPool <em>Pool</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pool</em>' attribute.
	 * @see #isPool()
	 * @generated
	 */
	void setPool(boolean value);

	/**
	 * Returns the value of the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The id of the BPMN lane or participant it was imported from; BPMN export writes it back.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bpmn Id</em>' attribute.
	 * @see #setBpmnId(String)
	 * @see tutti.model.composition.CompositionPackage#getLane_BpmnId()
	 * @model
	 * @generated
	 */
	String getBpmnId();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Lane#getBpmnId <em>Bpmn Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bpmn Id</em>' attribute.
	 * @see #getBpmnId()
	 * @generated
	 */
	void setBpmnId(String value);

} // Lane
