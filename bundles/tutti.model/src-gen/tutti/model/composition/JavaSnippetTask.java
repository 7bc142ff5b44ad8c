/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Java Snippet Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.JavaSnippetTask#getCode <em>Code</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getJavaSnippetTask()
 * @model
 * @generated
 */
public interface JavaSnippetTask extends Task {
	/**
	 * Returns the value of the '<em><b>Code</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Code</em>' attribute.
	 * @see #setCode(String)
	 * @see tutti.model.composition.CompositionPackage#getJavaSnippetTask_Code()
	 * @model
	 * @generated
	 */
	String getCode();

	/**
	 * Sets the value of the '{@link tutti.model.composition.JavaSnippetTask#getCode <em>Code</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Code</em>' attribute.
	 * @see #getCode()
	 * @generated
	 */
	void setCode(String value);

} // JavaSnippetTask
