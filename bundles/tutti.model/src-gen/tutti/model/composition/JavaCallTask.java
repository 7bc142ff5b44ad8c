/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Java Call Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.JavaCallTask#getClassName <em>Class Name</em>}</li>
 *   <li>{@link tutti.model.composition.JavaCallTask#getMethodName <em>Method Name</em>}</li>
 *   <li>{@link tutti.model.composition.JavaCallTask#getRunsOn <em>Runs On</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getJavaCallTask()
 * @model
 * @generated
 */
public interface JavaCallTask extends Task {
	/**
	 * Returns the value of the '<em><b>Class Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Class Name</em>' attribute.
	 * @see #setClassName(String)
	 * @see tutti.model.composition.CompositionPackage#getJavaCallTask_ClassName()
	 * @model
	 * @generated
	 */
	String getClassName();

	/**
	 * Sets the value of the '{@link tutti.model.composition.JavaCallTask#getClassName <em>Class Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Class Name</em>' attribute.
	 * @see #getClassName()
	 * @generated
	 */
	void setClassName(String value);

	/**
	 * Returns the value of the '<em><b>Method Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Method Name</em>' attribute.
	 * @see #setMethodName(String)
	 * @see tutti.model.composition.CompositionPackage#getJavaCallTask_MethodName()
	 * @model
	 * @generated
	 */
	String getMethodName();

	/**
	 * Sets the value of the '{@link tutti.model.composition.JavaCallTask#getMethodName <em>Method Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Method Name</em>' attribute.
	 * @see #getMethodName()
	 * @generated
	 */
	void setMethodName(String value);

	/**
	 * Returns the value of the '<em><b>Runs On</b></em>' attribute.
	 * The literals are from the enumeration {@link tutti.model.composition.SnippetPlacement}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Which engine thread runs the call: AUTO (the Invokers, until its runs there prove quick; then the Kernel that navigates the instance, until a run there proves too long), KERNEL (always there) or INVOKERS (always there).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Runs On</em>' attribute.
	 * @see tutti.model.composition.SnippetPlacement
	 * @see #setRunsOn(SnippetPlacement)
	 * @see tutti.model.composition.CompositionPackage#getJavaCallTask_RunsOn()
	 * @model
	 * @generated
	 */
	SnippetPlacement getRunsOn();

	/**
	 * Sets the value of the '{@link tutti.model.composition.JavaCallTask#getRunsOn <em>Runs On</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Runs On</em>' attribute.
	 * @see tutti.model.composition.SnippetPlacement
	 * @see #getRunsOn()
	 * @generated
	 */
	void setRunsOn(SnippetPlacement value);

} // JavaCallTask
