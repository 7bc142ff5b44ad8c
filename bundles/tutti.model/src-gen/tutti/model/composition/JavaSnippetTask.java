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
 *   <li>{@link tutti.model.composition.JavaSnippetTask#getRunsOn <em>Runs On</em>}</li>
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

	/**
	 * Returns the value of the '<em><b>Runs On</b></em>' attribute.
	 * The literals are from the enumeration {@link tutti.model.composition.SnippetPlacement}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Which engine thread runs the snippet: AUTO (the Kernel that navigates the instance, until the snippet proves slow; then the Invokers), KERNEL (always there) or INVOKERS (always there).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Runs On</em>' attribute.
	 * @see tutti.model.composition.SnippetPlacement
	 * @see #setRunsOn(SnippetPlacement)
	 * @see tutti.model.composition.CompositionPackage#getJavaSnippetTask_RunsOn()
	 * @model
	 * @generated
	 */
	SnippetPlacement getRunsOn();

	/**
	 * Sets the value of the '{@link tutti.model.composition.JavaSnippetTask#getRunsOn <em>Runs On</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Runs On</em>' attribute.
	 * @see tutti.model.composition.SnippetPlacement
	 * @see #getRunsOn()
	 * @generated
	 */
	void setRunsOn(SnippetPlacement value);

} // JavaSnippetTask
