/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Timer Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Waits: for a duration (ISO-8601 such as PT10M, or a Java expression over the inputs giving a java.time.Duration or milliseconds), or until a time (ISO-8601 such as 2026-12-24T18:00:00Z, or a Java expression giving an Instant, an OffsetDateTime, a ZonedDateTime or epoch milliseconds).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.TimerTask#getDuration <em>Duration</em>}</li>
 *   <li>{@link tutti.model.composition.TimerTask#getUntil <em>Until</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getTimerTask()
 * @model
 * @generated
 */
public interface TimerTask extends Task {
	/**
	 * Returns the value of the '<em><b>Duration</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Duration</em>' attribute.
	 * @see #setDuration(String)
	 * @see tutti.model.composition.CompositionPackage#getTimerTask_Duration()
	 * @model
	 * @generated
	 */
	String getDuration();

	/**
	 * Sets the value of the '{@link tutti.model.composition.TimerTask#getDuration <em>Duration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Duration</em>' attribute.
	 * @see #getDuration()
	 * @generated
	 */
	void setDuration(String value);

	/**
	 * Returns the value of the '<em><b>Until</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Until</em>' attribute.
	 * @see #setUntil(String)
	 * @see tutti.model.composition.CompositionPackage#getTimerTask_Until()
	 * @model
	 * @generated
	 */
	String getUntil();

	/**
	 * Sets the value of the '{@link tutti.model.composition.TimerTask#getUntil <em>Until</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Until</em>' attribute.
	 * @see #getUntil()
	 * @generated
	 */
	void setUntil(String value);

} // TimerTask
