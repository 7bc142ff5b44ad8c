/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>For Each</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Runs the owning task once per element of a list and gathers each output into a list.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.ForEach#getListInput <em>List Input</em>}</li>
 *   <li>{@link tutti.model.composition.ForEach#getElementInput <em>Element Input</em>}</li>
 *   <li>{@link tutti.model.composition.ForEach#isParallel <em>Parallel</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getForEach()
 * @model
 * @generated
 */
public interface ForEach extends EObject {
	/**
	 * Returns the value of the '<em><b>List Input</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>List Input</em>' attribute.
	 * @see #setListInput(String)
	 * @see tutti.model.composition.CompositionPackage#getForEach_ListInput()
	 * @model required="true"
	 * @generated
	 */
	String getListInput();

	/**
	 * Sets the value of the '{@link tutti.model.composition.ForEach#getListInput <em>List Input</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>List Input</em>' attribute.
	 * @see #getListInput()
	 * @generated
	 */
	void setListInput(String value);

	/**
	 * Returns the value of the '<em><b>Element Input</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Element Input</em>' attribute.
	 * @see #setElementInput(String)
	 * @see tutti.model.composition.CompositionPackage#getForEach_ElementInput()
	 * @model required="true"
	 * @generated
	 */
	String getElementInput();

	/**
	 * Sets the value of the '{@link tutti.model.composition.ForEach#getElementInput <em>Element Input</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Element Input</em>' attribute.
	 * @see #getElementInput()
	 * @generated
	 */
	void setElementInput(String value);

	/**
	 * Returns the value of the '<em><b>Parallel</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Parallel</em>' attribute.
	 * @see #setParallel(boolean)
	 * @see tutti.model.composition.CompositionPackage#getForEach_Parallel()
	 * @model
	 * @generated
	 */
	boolean isParallel();

	/**
	 * Sets the value of the '{@link tutti.model.composition.ForEach#isParallel <em>Parallel</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Parallel</em>' attribute.
	 * @see #isParallel()
	 * @generated
	 */
	void setParallel(boolean value);

} // ForEach
