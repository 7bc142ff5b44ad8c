/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition.impl;

import org.eclipse.emf.ecore.EClass;

import tutti.model.composition.CompositionPackage;
import tutti.model.composition.TerminateEndTask;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Terminate End Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * @generated
 */
public class TerminateEndTaskImpl extends TaskImpl implements TerminateEndTask {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TerminateEndTaskImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return CompositionPackage.Literals.TERMINATE_END_TASK;
	}

} //TerminateEndTaskImpl
