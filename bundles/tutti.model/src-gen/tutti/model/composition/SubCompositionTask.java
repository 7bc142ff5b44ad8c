/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Sub Composition Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.SubCompositionTask#getComposition <em>Composition</em>}</li>
 *   <li>{@link tutti.model.composition.SubCompositionTask#getCompositionVersion <em>Composition Version</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getSubCompositionTask()
 * @model
 * @generated
 */
public interface SubCompositionTask extends Task {
	/**
	 * Returns the value of the '<em><b>Composition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Composition</em>' attribute.
	 * @see #setComposition(String)
	 * @see tutti.model.composition.CompositionPackage#getSubCompositionTask_Composition()
	 * @model
	 * @generated
	 */
	String getComposition();

	/**
	 * Sets the value of the '{@link tutti.model.composition.SubCompositionTask#getComposition <em>Composition</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Composition</em>' attribute.
	 * @see #getComposition()
	 * @generated
	 */
	void setComposition(String value);

	/**
	 * Returns the value of the '<em><b>Composition Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Composition Version</em>' attribute.
	 * @see #setCompositionVersion(String)
	 * @see tutti.model.composition.CompositionPackage#getSubCompositionTask_CompositionVersion()
	 * @model
	 * @generated
	 */
	String getCompositionVersion();

	/**
	 * Sets the value of the '{@link tutti.model.composition.SubCompositionTask#getCompositionVersion <em>Composition Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Composition Version</em>' attribute.
	 * @see #getCompositionVersion()
	 * @generated
	 */
	void setCompositionVersion(String value);

} // SubCompositionTask
