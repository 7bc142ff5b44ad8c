/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Retry</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Retries of a failed task: the n-th retry waits initialBackoffMillis * factor^(n-1), at most maxBackoffMillis.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link tutti.model.composition.Retry#getCount <em>Count</em>}</li>
 *   <li>{@link tutti.model.composition.Retry#getInitialBackoffMillis <em>Initial Backoff Millis</em>}</li>
 *   <li>{@link tutti.model.composition.Retry#getFactor <em>Factor</em>}</li>
 *   <li>{@link tutti.model.composition.Retry#getMaxBackoffMillis <em>Max Backoff Millis</em>}</li>
 * </ul>
 *
 * @see tutti.model.composition.CompositionPackage#getRetry()
 * @model
 * @generated
 */
public interface Retry extends EObject {
	/**
	 * Returns the value of the '<em><b>Count</b></em>' attribute.
	 * The default value is <code>"3"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Count</em>' attribute.
	 * @see #setCount(int)
	 * @see tutti.model.composition.CompositionPackage#getRetry_Count()
	 * @model default="3"
	 * @generated
	 */
	int getCount();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Retry#getCount <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Count</em>' attribute.
	 * @see #getCount()
	 * @generated
	 */
	void setCount(int value);

	/**
	 * Returns the value of the '<em><b>Initial Backoff Millis</b></em>' attribute.
	 * The default value is <code>"100"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Initial Backoff Millis</em>' attribute.
	 * @see #setInitialBackoffMillis(long)
	 * @see tutti.model.composition.CompositionPackage#getRetry_InitialBackoffMillis()
	 * @model default="100"
	 * @generated
	 */
	long getInitialBackoffMillis();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Retry#getInitialBackoffMillis <em>Initial Backoff Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Initial Backoff Millis</em>' attribute.
	 * @see #getInitialBackoffMillis()
	 * @generated
	 */
	void setInitialBackoffMillis(long value);

	/**
	 * Returns the value of the '<em><b>Factor</b></em>' attribute.
	 * The default value is <code>"2.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Factor</em>' attribute.
	 * @see #setFactor(double)
	 * @see tutti.model.composition.CompositionPackage#getRetry_Factor()
	 * @model default="2.0"
	 * @generated
	 */
	double getFactor();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Retry#getFactor <em>Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Factor</em>' attribute.
	 * @see #getFactor()
	 * @generated
	 */
	void setFactor(double value);

	/**
	 * Returns the value of the '<em><b>Max Backoff Millis</b></em>' attribute.
	 * The default value is <code>"10000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Max Backoff Millis</em>' attribute.
	 * @see #setMaxBackoffMillis(long)
	 * @see tutti.model.composition.CompositionPackage#getRetry_MaxBackoffMillis()
	 * @model default="10000"
	 * @generated
	 */
	long getMaxBackoffMillis();

	/**
	 * Sets the value of the '{@link tutti.model.composition.Retry#getMaxBackoffMillis <em>Max Backoff Millis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Backoff Millis</em>' attribute.
	 * @see #getMaxBackoffMillis()
	 * @generated
	 */
	void setMaxBackoffMillis(long value);

} // Retry
