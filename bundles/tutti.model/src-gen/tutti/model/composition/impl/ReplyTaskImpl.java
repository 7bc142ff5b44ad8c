/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition.impl;

import org.eclipse.emf.ecore.EClass;

import tutti.model.composition.CompositionPackage;
import tutti.model.composition.ReplyTask;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Reply Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * @generated
 */
public class ReplyTaskImpl extends TaskImpl implements ReplyTask {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ReplyTaskImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return CompositionPackage.Literals.REPLY_TASK;
	}

} //ReplyTaskImpl
