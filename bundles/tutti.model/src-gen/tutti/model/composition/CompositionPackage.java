/**
 * Generated from composition.ecore by ./tutti generate-model; do not edit.
 */
package tutti.model.composition;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * <!-- begin-user-doc -->
 * The <b>Package</b> for the model.
 * It contains accessors for the meta objects to represent
 * <ul>
 *   <li>each class,</li>
 *   <li>each feature of each class,</li>
 *   <li>each operation of each class,</li>
 *   <li>each enum,</li>
 *   <li>and each data type</li>
 * </ul>
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Tutti's composition language: tasks joined by control flows and data flows, with typed inputs and outputs. Files are XMI with the extension .tutti.
 * <!-- end-model-doc -->
 * @see tutti.model.composition.CompositionFactory
 * @model kind="package"
 * @generated
 */
public interface CompositionPackage extends EPackage {
	/**
	 * The package name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNAME = "composition";

	/**
	 * The package namespace URI.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_URI = "http://tutti.dev/composition/0.1";

	/**
	 * The package namespace name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_PREFIX = "composition";

	/**
	 * The singleton instance of the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	CompositionPackage eINSTANCE = tutti.model.composition.impl.CompositionPackageImpl.init();

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.CompositionImpl <em>Composition</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.CompositionImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getComposition()
	 * @generated
	 */
	int COMPOSITION = 0;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__NAME = 0;

	/**
	 * The feature id for the '<em><b>Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__VERSION = 1;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__DESCRIPTION = 2;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__INPUTS = 3;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__OUTPUTS = 4;

	/**
	 * The feature id for the '<em><b>Tasks</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__TASKS = 5;

	/**
	 * The feature id for the '<em><b>Control Flows</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__CONTROL_FLOWS = 6;

	/**
	 * The feature id for the '<em><b>Data Flows</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__DATA_FLOWS = 7;

	/**
	 * The feature id for the '<em><b>Input Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__INPUT_BOUNDS = 8;

	/**
	 * The feature id for the '<em><b>Output Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__OUTPUT_BOUNDS = 9;

	/**
	 * The feature id for the '<em><b>Lanes</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__LANES = 10;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__BPMN_ID = 11;

	/**
	 * The feature id for the '<em><b>Bpmn Kept</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION__BPMN_KEPT = 12;

	/**
	 * The number of structural features of the '<em>Composition</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION_FEATURE_COUNT = 13;

	/**
	 * The number of operations of the '<em>Composition</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int COMPOSITION_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.ParameterImpl <em>Parameter</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.ParameterImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getParameter()
	 * @generated
	 */
	int PARAMETER = 1;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER__NAME = 0;

	/**
	 * The feature id for the '<em><b>Type</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER__TYPE = 1;

	/**
	 * The feature id for the '<em><b>Required</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER__REQUIRED = 2;

	/**
	 * The number of structural features of the '<em>Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.TaskImpl <em>Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.TaskImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getTask()
	 * @generated
	 */
	int TASK = 2;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__NAME = 0;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__INPUTS = 1;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__OUTPUTS = 2;

	/**
	 * The feature id for the '<em><b>Start Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__START_CONDITION = 3;

	/**
	 * The feature id for the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__REPEAT_WHILE = 4;

	/**
	 * The feature id for the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__FOR_EACH = 5;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__BOUNDS = 6;

	/**
	 * The feature id for the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__RETRY = 7;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__IMPORT_PROBLEM = 8;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK__BPMN_ID = 9;

	/**
	 * The number of structural features of the '<em>Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK_FEATURE_COUNT = 10;

	/**
	 * The number of operations of the '<em>Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TASK_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.RetryImpl <em>Retry</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.RetryImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getRetry()
	 * @generated
	 */
	int RETRY = 3;

	/**
	 * The feature id for the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RETRY__COUNT = 0;

	/**
	 * The feature id for the '<em><b>Initial Backoff Millis</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RETRY__INITIAL_BACKOFF_MILLIS = 1;

	/**
	 * The feature id for the '<em><b>Factor</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RETRY__FACTOR = 2;

	/**
	 * The feature id for the '<em><b>Max Backoff Millis</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RETRY__MAX_BACKOFF_MILLIS = 3;

	/**
	 * The number of structural features of the '<em>Retry</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RETRY_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Retry</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RETRY_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.JavaSnippetTaskImpl <em>Java Snippet Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.JavaSnippetTaskImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getJavaSnippetTask()
	 * @generated
	 */
	int JAVA_SNIPPET_TASK = 4;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK__NAME = TASK__NAME;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK__INPUTS = TASK__INPUTS;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK__OUTPUTS = TASK__OUTPUTS;

	/**
	 * The feature id for the '<em><b>Start Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK__START_CONDITION = TASK__START_CONDITION;

	/**
	 * The feature id for the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK__REPEAT_WHILE = TASK__REPEAT_WHILE;

	/**
	 * The feature id for the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK__FOR_EACH = TASK__FOR_EACH;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK__BOUNDS = TASK__BOUNDS;

	/**
	 * The feature id for the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK__RETRY = TASK__RETRY;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK__IMPORT_PROBLEM = TASK__IMPORT_PROBLEM;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK__BPMN_ID = TASK__BPMN_ID;

	/**
	 * The feature id for the '<em><b>Code</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK__CODE = TASK_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Runs On</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK__RUNS_ON = TASK_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Java Snippet Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK_FEATURE_COUNT = TASK_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Java Snippet Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_SNIPPET_TASK_OPERATION_COUNT = TASK_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.JavaCallTaskImpl <em>Java Call Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.JavaCallTaskImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getJavaCallTask()
	 * @generated
	 */
	int JAVA_CALL_TASK = 5;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__NAME = TASK__NAME;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__INPUTS = TASK__INPUTS;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__OUTPUTS = TASK__OUTPUTS;

	/**
	 * The feature id for the '<em><b>Start Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__START_CONDITION = TASK__START_CONDITION;

	/**
	 * The feature id for the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__REPEAT_WHILE = TASK__REPEAT_WHILE;

	/**
	 * The feature id for the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__FOR_EACH = TASK__FOR_EACH;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__BOUNDS = TASK__BOUNDS;

	/**
	 * The feature id for the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__RETRY = TASK__RETRY;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__IMPORT_PROBLEM = TASK__IMPORT_PROBLEM;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__BPMN_ID = TASK__BPMN_ID;

	/**
	 * The feature id for the '<em><b>Class Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__CLASS_NAME = TASK_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Method Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__METHOD_NAME = TASK_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Runs On</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK__RUNS_ON = TASK_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Java Call Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK_FEATURE_COUNT = TASK_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Java Call Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int JAVA_CALL_TASK_OPERATION_COUNT = TASK_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.HttpCallTaskImpl <em>Http Call Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.HttpCallTaskImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getHttpCallTask()
	 * @generated
	 */
	int HTTP_CALL_TASK = 6;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__NAME = TASK__NAME;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__INPUTS = TASK__INPUTS;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__OUTPUTS = TASK__OUTPUTS;

	/**
	 * The feature id for the '<em><b>Start Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__START_CONDITION = TASK__START_CONDITION;

	/**
	 * The feature id for the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__REPEAT_WHILE = TASK__REPEAT_WHILE;

	/**
	 * The feature id for the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__FOR_EACH = TASK__FOR_EACH;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__BOUNDS = TASK__BOUNDS;

	/**
	 * The feature id for the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__RETRY = TASK__RETRY;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__IMPORT_PROBLEM = TASK__IMPORT_PROBLEM;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__BPMN_ID = TASK__BPMN_ID;

	/**
	 * The feature id for the '<em><b>Url</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__URL = TASK_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Method</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__METHOD = TASK_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Mode</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__MODE = TASK_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Callback Message</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__CALLBACK_MESSAGE = TASK_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Timeout Millis</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK__TIMEOUT_MILLIS = TASK_FEATURE_COUNT + 4;

	/**
	 * The number of structural features of the '<em>Http Call Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK_FEATURE_COUNT = TASK_FEATURE_COUNT + 5;

	/**
	 * The number of operations of the '<em>Http Call Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HTTP_CALL_TASK_OPERATION_COUNT = TASK_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.ReceiveTaskImpl <em>Receive Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.ReceiveTaskImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getReceiveTask()
	 * @generated
	 */
	int RECEIVE_TASK = 7;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK__NAME = TASK__NAME;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK__INPUTS = TASK__INPUTS;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK__OUTPUTS = TASK__OUTPUTS;

	/**
	 * The feature id for the '<em><b>Start Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK__START_CONDITION = TASK__START_CONDITION;

	/**
	 * The feature id for the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK__REPEAT_WHILE = TASK__REPEAT_WHILE;

	/**
	 * The feature id for the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK__FOR_EACH = TASK__FOR_EACH;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK__BOUNDS = TASK__BOUNDS;

	/**
	 * The feature id for the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK__RETRY = TASK__RETRY;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK__IMPORT_PROBLEM = TASK__IMPORT_PROBLEM;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK__BPMN_ID = TASK__BPMN_ID;

	/**
	 * The feature id for the '<em><b>Message</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK__MESSAGE = TASK_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Receive Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK_FEATURE_COUNT = TASK_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Receive Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECEIVE_TASK_OPERATION_COUNT = TASK_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.ReplyTaskImpl <em>Reply Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.ReplyTaskImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getReplyTask()
	 * @generated
	 */
	int REPLY_TASK = 8;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REPLY_TASK__NAME = TASK__NAME;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REPLY_TASK__INPUTS = TASK__INPUTS;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REPLY_TASK__OUTPUTS = TASK__OUTPUTS;

	/**
	 * The feature id for the '<em><b>Start Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REPLY_TASK__START_CONDITION = TASK__START_CONDITION;

	/**
	 * The feature id for the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REPLY_TASK__REPEAT_WHILE = TASK__REPEAT_WHILE;

	/**
	 * The feature id for the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REPLY_TASK__FOR_EACH = TASK__FOR_EACH;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REPLY_TASK__BOUNDS = TASK__BOUNDS;

	/**
	 * The feature id for the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REPLY_TASK__RETRY = TASK__RETRY;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REPLY_TASK__IMPORT_PROBLEM = TASK__IMPORT_PROBLEM;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REPLY_TASK__BPMN_ID = TASK__BPMN_ID;

	/**
	 * The number of structural features of the '<em>Reply Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REPLY_TASK_FEATURE_COUNT = TASK_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>Reply Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REPLY_TASK_OPERATION_COUNT = TASK_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.SubCompositionTaskImpl <em>Sub Composition Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.SubCompositionTaskImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getSubCompositionTask()
	 * @generated
	 */
	int SUB_COMPOSITION_TASK = 9;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK__NAME = TASK__NAME;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK__INPUTS = TASK__INPUTS;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK__OUTPUTS = TASK__OUTPUTS;

	/**
	 * The feature id for the '<em><b>Start Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK__START_CONDITION = TASK__START_CONDITION;

	/**
	 * The feature id for the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK__REPEAT_WHILE = TASK__REPEAT_WHILE;

	/**
	 * The feature id for the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK__FOR_EACH = TASK__FOR_EACH;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK__BOUNDS = TASK__BOUNDS;

	/**
	 * The feature id for the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK__RETRY = TASK__RETRY;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK__IMPORT_PROBLEM = TASK__IMPORT_PROBLEM;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK__BPMN_ID = TASK__BPMN_ID;

	/**
	 * The feature id for the '<em><b>Composition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK__COMPOSITION = TASK_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Composition Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK__COMPOSITION_VERSION = TASK_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Sub Composition Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK_FEATURE_COUNT = TASK_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Sub Composition Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SUB_COMPOSITION_TASK_OPERATION_COUNT = TASK_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.LoopbackTaskImpl <em>Loopback Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.LoopbackTaskImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getLoopbackTask()
	 * @generated
	 */
	int LOOPBACK_TASK = 10;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__NAME = TASK__NAME;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__INPUTS = TASK__INPUTS;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__OUTPUTS = TASK__OUTPUTS;

	/**
	 * The feature id for the '<em><b>Start Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__START_CONDITION = TASK__START_CONDITION;

	/**
	 * The feature id for the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__REPEAT_WHILE = TASK__REPEAT_WHILE;

	/**
	 * The feature id for the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__FOR_EACH = TASK__FOR_EACH;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__BOUNDS = TASK__BOUNDS;

	/**
	 * The feature id for the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__RETRY = TASK__RETRY;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__IMPORT_PROBLEM = TASK__IMPORT_PROBLEM;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__BPMN_ID = TASK__BPMN_ID;

	/**
	 * The feature id for the '<em><b>Mode</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__MODE = TASK_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Delay Millis</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__DELAY_MILLIS = TASK_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Callback Message</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__CALLBACK_MESSAGE = TASK_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Runs On</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK__RUNS_ON = TASK_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Loopback Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK_FEATURE_COUNT = TASK_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Loopback Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LOOPBACK_TASK_OPERATION_COUNT = TASK_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.TimerTaskImpl <em>Timer Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.TimerTaskImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getTimerTask()
	 * @generated
	 */
	int TIMER_TASK = 11;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK__NAME = TASK__NAME;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK__INPUTS = TASK__INPUTS;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK__OUTPUTS = TASK__OUTPUTS;

	/**
	 * The feature id for the '<em><b>Start Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK__START_CONDITION = TASK__START_CONDITION;

	/**
	 * The feature id for the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK__REPEAT_WHILE = TASK__REPEAT_WHILE;

	/**
	 * The feature id for the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK__FOR_EACH = TASK__FOR_EACH;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK__BOUNDS = TASK__BOUNDS;

	/**
	 * The feature id for the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK__RETRY = TASK__RETRY;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK__IMPORT_PROBLEM = TASK__IMPORT_PROBLEM;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK__BPMN_ID = TASK__BPMN_ID;

	/**
	 * The feature id for the '<em><b>Duration</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK__DURATION = TASK_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Until</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK__UNTIL = TASK_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Timer Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK_FEATURE_COUNT = TASK_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Timer Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMER_TASK_OPERATION_COUNT = TASK_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.TerminateEndTaskImpl <em>Terminate End Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.TerminateEndTaskImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getTerminateEndTask()
	 * @generated
	 */
	int TERMINATE_END_TASK = 12;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERMINATE_END_TASK__NAME = TASK__NAME;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERMINATE_END_TASK__INPUTS = TASK__INPUTS;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERMINATE_END_TASK__OUTPUTS = TASK__OUTPUTS;

	/**
	 * The feature id for the '<em><b>Start Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERMINATE_END_TASK__START_CONDITION = TASK__START_CONDITION;

	/**
	 * The feature id for the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERMINATE_END_TASK__REPEAT_WHILE = TASK__REPEAT_WHILE;

	/**
	 * The feature id for the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERMINATE_END_TASK__FOR_EACH = TASK__FOR_EACH;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERMINATE_END_TASK__BOUNDS = TASK__BOUNDS;

	/**
	 * The feature id for the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERMINATE_END_TASK__RETRY = TASK__RETRY;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERMINATE_END_TASK__IMPORT_PROBLEM = TASK__IMPORT_PROBLEM;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERMINATE_END_TASK__BPMN_ID = TASK__BPMN_ID;

	/**
	 * The number of structural features of the '<em>Terminate End Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERMINATE_END_TASK_FEATURE_COUNT = TASK_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>Terminate End Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TERMINATE_END_TASK_OPERATION_COUNT = TASK_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.ErrorEndTaskImpl <em>Error End Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.ErrorEndTaskImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getErrorEndTask()
	 * @generated
	 */
	int ERROR_END_TASK = 13;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK__NAME = TASK__NAME;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK__INPUTS = TASK__INPUTS;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK__OUTPUTS = TASK__OUTPUTS;

	/**
	 * The feature id for the '<em><b>Start Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK__START_CONDITION = TASK__START_CONDITION;

	/**
	 * The feature id for the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK__REPEAT_WHILE = TASK__REPEAT_WHILE;

	/**
	 * The feature id for the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK__FOR_EACH = TASK__FOR_EACH;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK__BOUNDS = TASK__BOUNDS;

	/**
	 * The feature id for the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK__RETRY = TASK__RETRY;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK__IMPORT_PROBLEM = TASK__IMPORT_PROBLEM;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK__BPMN_ID = TASK__BPMN_ID;

	/**
	 * The feature id for the '<em><b>Error Code</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK__ERROR_CODE = TASK_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Error Message</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK__ERROR_MESSAGE = TASK_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Error End Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK_FEATURE_COUNT = TASK_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Error End Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERROR_END_TASK_OPERATION_COUNT = TASK_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.SignalTaskImpl <em>Signal Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.SignalTaskImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getSignalTask()
	 * @generated
	 */
	int SIGNAL_TASK = 14;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK__NAME = TASK__NAME;

	/**
	 * The feature id for the '<em><b>Inputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK__INPUTS = TASK__INPUTS;

	/**
	 * The feature id for the '<em><b>Outputs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK__OUTPUTS = TASK__OUTPUTS;

	/**
	 * The feature id for the '<em><b>Start Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK__START_CONDITION = TASK__START_CONDITION;

	/**
	 * The feature id for the '<em><b>Repeat While</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK__REPEAT_WHILE = TASK__REPEAT_WHILE;

	/**
	 * The feature id for the '<em><b>For Each</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK__FOR_EACH = TASK__FOR_EACH;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK__BOUNDS = TASK__BOUNDS;

	/**
	 * The feature id for the '<em><b>Retry</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK__RETRY = TASK__RETRY;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK__IMPORT_PROBLEM = TASK__IMPORT_PROBLEM;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK__BPMN_ID = TASK__BPMN_ID;

	/**
	 * The feature id for the '<em><b>Signal</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK__SIGNAL = TASK_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Signal Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK_FEATURE_COUNT = TASK_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Signal Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIGNAL_TASK_OPERATION_COUNT = TASK_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.ForEachImpl <em>For Each</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.ForEachImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getForEach()
	 * @generated
	 */
	int FOR_EACH = 15;

	/**
	 * The feature id for the '<em><b>List Input</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FOR_EACH__LIST_INPUT = 0;

	/**
	 * The feature id for the '<em><b>Element Input</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FOR_EACH__ELEMENT_INPUT = 1;

	/**
	 * The feature id for the '<em><b>Parallel</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FOR_EACH__PARALLEL = 2;

	/**
	 * The number of structural features of the '<em>For Each</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FOR_EACH_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>For Each</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FOR_EACH_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.ControlFlowImpl <em>Control Flow</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.ControlFlowImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getControlFlow()
	 * @generated
	 */
	int CONTROL_FLOW = 16;

	/**
	 * The feature id for the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTROL_FLOW__SOURCE = 0;

	/**
	 * The feature id for the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTROL_FLOW__TARGET = 1;

	/**
	 * The feature id for the '<em><b>Condition</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTROL_FLOW__CONDITION = 2;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTROL_FLOW__KIND = 3;

	/**
	 * The feature id for the '<em><b>Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTROL_FLOW__TIMEOUT = 4;

	/**
	 * The feature id for the '<em><b>Label</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTROL_FLOW__LABEL = 5;

	/**
	 * The feature id for the '<em><b>Bendpoints</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTROL_FLOW__BENDPOINTS = 6;

	/**
	 * The feature id for the '<em><b>Label Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTROL_FLOW__LABEL_BOUNDS = 7;

	/**
	 * The feature id for the '<em><b>Import Problem</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTROL_FLOW__IMPORT_PROBLEM = 8;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTROL_FLOW__BPMN_ID = 9;

	/**
	 * The number of structural features of the '<em>Control Flow</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTROL_FLOW_FEATURE_COUNT = 10;

	/**
	 * The number of operations of the '<em>Control Flow</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTROL_FLOW_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.DataFlowImpl <em>Data Flow</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.DataFlowImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getDataFlow()
	 * @generated
	 */
	int DATA_FLOW = 17;

	/**
	 * The feature id for the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DATA_FLOW__SOURCE = 0;

	/**
	 * The feature id for the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DATA_FLOW__TARGET = 1;

	/**
	 * The feature id for the '<em><b>Expression</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DATA_FLOW__EXPRESSION = 2;

	/**
	 * The number of structural features of the '<em>Data Flow</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DATA_FLOW_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Data Flow</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DATA_FLOW_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.PointImpl <em>Point</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.PointImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getPoint()
	 * @generated
	 */
	int POINT = 18;

	/**
	 * The feature id for the '<em><b>X</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POINT__X = 0;

	/**
	 * The feature id for the '<em><b>Y</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POINT__Y = 1;

	/**
	 * The number of structural features of the '<em>Point</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POINT_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Point</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POINT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.LaneImpl <em>Lane</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.LaneImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getLane()
	 * @generated
	 */
	int LANE = 19;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LANE__NAME = 0;

	/**
	 * The feature id for the '<em><b>Bounds</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LANE__BOUNDS = 1;

	/**
	 * The feature id for the '<em><b>Pool</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LANE__POOL = 2;

	/**
	 * The feature id for the '<em><b>Bpmn Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LANE__BPMN_ID = 3;

	/**
	 * The number of structural features of the '<em>Lane</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LANE_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Lane</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LANE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.impl.BoundsImpl <em>Bounds</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.impl.BoundsImpl
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getBounds()
	 * @generated
	 */
	int BOUNDS = 20;

	/**
	 * The feature id for the '<em><b>X</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BOUNDS__X = 0;

	/**
	 * The feature id for the '<em><b>Y</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BOUNDS__Y = 1;

	/**
	 * The feature id for the '<em><b>Width</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BOUNDS__WIDTH = 2;

	/**
	 * The feature id for the '<em><b>Height</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BOUNDS__HEIGHT = 3;

	/**
	 * The number of structural features of the '<em>Bounds</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BOUNDS_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Bounds</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BOUNDS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link tutti.model.composition.StartCondition <em>Start Condition</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.StartCondition
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getStartCondition()
	 * @generated
	 */
	int START_CONDITION = 21;

	/**
	 * The meta object id for the '{@link tutti.model.composition.FlowKind <em>Flow Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.FlowKind
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getFlowKind()
	 * @generated
	 */
	int FLOW_KIND = 22;

	/**
	 * The meta object id for the '{@link tutti.model.composition.SnippetPlacement <em>Snippet Placement</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.SnippetPlacement
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getSnippetPlacement()
	 * @generated
	 */
	int SNIPPET_PLACEMENT = 23;

	/**
	 * The meta object id for the '{@link tutti.model.composition.InvocationMode <em>Invocation Mode</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.InvocationMode
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getInvocationMode()
	 * @generated
	 */
	int INVOCATION_MODE = 24;

	/**
	 * The meta object id for the '{@link tutti.model.composition.HttpMethod <em>Http Method</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see tutti.model.composition.HttpMethod
	 * @see tutti.model.composition.impl.CompositionPackageImpl#getHttpMethod()
	 * @generated
	 */
	int HTTP_METHOD = 25;


	/**
	 * Returns the meta object for class '{@link tutti.model.composition.Composition <em>Composition</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Composition</em>'.
	 * @see tutti.model.composition.Composition
	 * @generated
	 */
	EClass getComposition();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Composition#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see tutti.model.composition.Composition#getName()
	 * @see #getComposition()
	 * @generated
	 */
	EAttribute getComposition_Name();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Composition#getVersion <em>Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Version</em>'.
	 * @see tutti.model.composition.Composition#getVersion()
	 * @see #getComposition()
	 * @generated
	 */
	EAttribute getComposition_Version();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Composition#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see tutti.model.composition.Composition#getDescription()
	 * @see #getComposition()
	 * @generated
	 */
	EAttribute getComposition_Description();

	/**
	 * Returns the meta object for the containment reference list '{@link tutti.model.composition.Composition#getInputs <em>Inputs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Inputs</em>'.
	 * @see tutti.model.composition.Composition#getInputs()
	 * @see #getComposition()
	 * @generated
	 */
	EReference getComposition_Inputs();

	/**
	 * Returns the meta object for the containment reference list '{@link tutti.model.composition.Composition#getOutputs <em>Outputs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Outputs</em>'.
	 * @see tutti.model.composition.Composition#getOutputs()
	 * @see #getComposition()
	 * @generated
	 */
	EReference getComposition_Outputs();

	/**
	 * Returns the meta object for the containment reference list '{@link tutti.model.composition.Composition#getTasks <em>Tasks</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Tasks</em>'.
	 * @see tutti.model.composition.Composition#getTasks()
	 * @see #getComposition()
	 * @generated
	 */
	EReference getComposition_Tasks();

	/**
	 * Returns the meta object for the containment reference list '{@link tutti.model.composition.Composition#getControlFlows <em>Control Flows</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Control Flows</em>'.
	 * @see tutti.model.composition.Composition#getControlFlows()
	 * @see #getComposition()
	 * @generated
	 */
	EReference getComposition_ControlFlows();

	/**
	 * Returns the meta object for the containment reference list '{@link tutti.model.composition.Composition#getDataFlows <em>Data Flows</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Data Flows</em>'.
	 * @see tutti.model.composition.Composition#getDataFlows()
	 * @see #getComposition()
	 * @generated
	 */
	EReference getComposition_DataFlows();

	/**
	 * Returns the meta object for the containment reference '{@link tutti.model.composition.Composition#getInputBounds <em>Input Bounds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Input Bounds</em>'.
	 * @see tutti.model.composition.Composition#getInputBounds()
	 * @see #getComposition()
	 * @generated
	 */
	EReference getComposition_InputBounds();

	/**
	 * Returns the meta object for the containment reference '{@link tutti.model.composition.Composition#getOutputBounds <em>Output Bounds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Output Bounds</em>'.
	 * @see tutti.model.composition.Composition#getOutputBounds()
	 * @see #getComposition()
	 * @generated
	 */
	EReference getComposition_OutputBounds();

	/**
	 * Returns the meta object for the containment reference list '{@link tutti.model.composition.Composition#getLanes <em>Lanes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Lanes</em>'.
	 * @see tutti.model.composition.Composition#getLanes()
	 * @see #getComposition()
	 * @generated
	 */
	EReference getComposition_Lanes();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Composition#getBpmnId <em>Bpmn Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bpmn Id</em>'.
	 * @see tutti.model.composition.Composition#getBpmnId()
	 * @see #getComposition()
	 * @generated
	 */
	EAttribute getComposition_BpmnId();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Composition#getBpmnKept <em>Bpmn Kept</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bpmn Kept</em>'.
	 * @see tutti.model.composition.Composition#getBpmnKept()
	 * @see #getComposition()
	 * @generated
	 */
	EAttribute getComposition_BpmnKept();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.Parameter <em>Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Parameter</em>'.
	 * @see tutti.model.composition.Parameter
	 * @generated
	 */
	EClass getParameter();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Parameter#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see tutti.model.composition.Parameter#getName()
	 * @see #getParameter()
	 * @generated
	 */
	EAttribute getParameter_Name();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Parameter#getType <em>Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Type</em>'.
	 * @see tutti.model.composition.Parameter#getType()
	 * @see #getParameter()
	 * @generated
	 */
	EAttribute getParameter_Type();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Parameter#isRequired <em>Required</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Required</em>'.
	 * @see tutti.model.composition.Parameter#isRequired()
	 * @see #getParameter()
	 * @generated
	 */
	EAttribute getParameter_Required();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.Task <em>Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Task</em>'.
	 * @see tutti.model.composition.Task
	 * @generated
	 */
	EClass getTask();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Task#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see tutti.model.composition.Task#getName()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_Name();

	/**
	 * Returns the meta object for the containment reference list '{@link tutti.model.composition.Task#getInputs <em>Inputs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Inputs</em>'.
	 * @see tutti.model.composition.Task#getInputs()
	 * @see #getTask()
	 * @generated
	 */
	EReference getTask_Inputs();

	/**
	 * Returns the meta object for the containment reference list '{@link tutti.model.composition.Task#getOutputs <em>Outputs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Outputs</em>'.
	 * @see tutti.model.composition.Task#getOutputs()
	 * @see #getTask()
	 * @generated
	 */
	EReference getTask_Outputs();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Task#getStartCondition <em>Start Condition</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Start Condition</em>'.
	 * @see tutti.model.composition.Task#getStartCondition()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_StartCondition();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Task#getRepeatWhile <em>Repeat While</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Repeat While</em>'.
	 * @see tutti.model.composition.Task#getRepeatWhile()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_RepeatWhile();

	/**
	 * Returns the meta object for the containment reference '{@link tutti.model.composition.Task#getForEach <em>For Each</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>For Each</em>'.
	 * @see tutti.model.composition.Task#getForEach()
	 * @see #getTask()
	 * @generated
	 */
	EReference getTask_ForEach();

	/**
	 * Returns the meta object for the containment reference '{@link tutti.model.composition.Task#getBounds <em>Bounds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Bounds</em>'.
	 * @see tutti.model.composition.Task#getBounds()
	 * @see #getTask()
	 * @generated
	 */
	EReference getTask_Bounds();

	/**
	 * Returns the meta object for the containment reference '{@link tutti.model.composition.Task#getRetry <em>Retry</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Retry</em>'.
	 * @see tutti.model.composition.Task#getRetry()
	 * @see #getTask()
	 * @generated
	 */
	EReference getTask_Retry();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Task#getImportProblem <em>Import Problem</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Import Problem</em>'.
	 * @see tutti.model.composition.Task#getImportProblem()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_ImportProblem();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Task#getBpmnId <em>Bpmn Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bpmn Id</em>'.
	 * @see tutti.model.composition.Task#getBpmnId()
	 * @see #getTask()
	 * @generated
	 */
	EAttribute getTask_BpmnId();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.Retry <em>Retry</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Retry</em>'.
	 * @see tutti.model.composition.Retry
	 * @generated
	 */
	EClass getRetry();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Retry#getCount <em>Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Count</em>'.
	 * @see tutti.model.composition.Retry#getCount()
	 * @see #getRetry()
	 * @generated
	 */
	EAttribute getRetry_Count();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Retry#getInitialBackoffMillis <em>Initial Backoff Millis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Initial Backoff Millis</em>'.
	 * @see tutti.model.composition.Retry#getInitialBackoffMillis()
	 * @see #getRetry()
	 * @generated
	 */
	EAttribute getRetry_InitialBackoffMillis();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Retry#getFactor <em>Factor</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Factor</em>'.
	 * @see tutti.model.composition.Retry#getFactor()
	 * @see #getRetry()
	 * @generated
	 */
	EAttribute getRetry_Factor();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Retry#getMaxBackoffMillis <em>Max Backoff Millis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Backoff Millis</em>'.
	 * @see tutti.model.composition.Retry#getMaxBackoffMillis()
	 * @see #getRetry()
	 * @generated
	 */
	EAttribute getRetry_MaxBackoffMillis();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.JavaSnippetTask <em>Java Snippet Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Java Snippet Task</em>'.
	 * @see tutti.model.composition.JavaSnippetTask
	 * @generated
	 */
	EClass getJavaSnippetTask();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.JavaSnippetTask#getCode <em>Code</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Code</em>'.
	 * @see tutti.model.composition.JavaSnippetTask#getCode()
	 * @see #getJavaSnippetTask()
	 * @generated
	 */
	EAttribute getJavaSnippetTask_Code();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.JavaSnippetTask#getRunsOn <em>Runs On</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Runs On</em>'.
	 * @see tutti.model.composition.JavaSnippetTask#getRunsOn()
	 * @see #getJavaSnippetTask()
	 * @generated
	 */
	EAttribute getJavaSnippetTask_RunsOn();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.JavaCallTask <em>Java Call Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Java Call Task</em>'.
	 * @see tutti.model.composition.JavaCallTask
	 * @generated
	 */
	EClass getJavaCallTask();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.JavaCallTask#getClassName <em>Class Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Class Name</em>'.
	 * @see tutti.model.composition.JavaCallTask#getClassName()
	 * @see #getJavaCallTask()
	 * @generated
	 */
	EAttribute getJavaCallTask_ClassName();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.JavaCallTask#getMethodName <em>Method Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Method Name</em>'.
	 * @see tutti.model.composition.JavaCallTask#getMethodName()
	 * @see #getJavaCallTask()
	 * @generated
	 */
	EAttribute getJavaCallTask_MethodName();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.JavaCallTask#getRunsOn <em>Runs On</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Runs On</em>'.
	 * @see tutti.model.composition.JavaCallTask#getRunsOn()
	 * @see #getJavaCallTask()
	 * @generated
	 */
	EAttribute getJavaCallTask_RunsOn();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.HttpCallTask <em>Http Call Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Http Call Task</em>'.
	 * @see tutti.model.composition.HttpCallTask
	 * @generated
	 */
	EClass getHttpCallTask();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.HttpCallTask#getUrl <em>Url</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Url</em>'.
	 * @see tutti.model.composition.HttpCallTask#getUrl()
	 * @see #getHttpCallTask()
	 * @generated
	 */
	EAttribute getHttpCallTask_Url();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.HttpCallTask#getMethod <em>Method</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Method</em>'.
	 * @see tutti.model.composition.HttpCallTask#getMethod()
	 * @see #getHttpCallTask()
	 * @generated
	 */
	EAttribute getHttpCallTask_Method();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.HttpCallTask#getMode <em>Mode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mode</em>'.
	 * @see tutti.model.composition.HttpCallTask#getMode()
	 * @see #getHttpCallTask()
	 * @generated
	 */
	EAttribute getHttpCallTask_Mode();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.HttpCallTask#getCallbackMessage <em>Callback Message</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Callback Message</em>'.
	 * @see tutti.model.composition.HttpCallTask#getCallbackMessage()
	 * @see #getHttpCallTask()
	 * @generated
	 */
	EAttribute getHttpCallTask_CallbackMessage();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.HttpCallTask#getTimeoutMillis <em>Timeout Millis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Timeout Millis</em>'.
	 * @see tutti.model.composition.HttpCallTask#getTimeoutMillis()
	 * @see #getHttpCallTask()
	 * @generated
	 */
	EAttribute getHttpCallTask_TimeoutMillis();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.ReceiveTask <em>Receive Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Receive Task</em>'.
	 * @see tutti.model.composition.ReceiveTask
	 * @generated
	 */
	EClass getReceiveTask();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.ReceiveTask#getMessage <em>Message</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Message</em>'.
	 * @see tutti.model.composition.ReceiveTask#getMessage()
	 * @see #getReceiveTask()
	 * @generated
	 */
	EAttribute getReceiveTask_Message();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.ReplyTask <em>Reply Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Reply Task</em>'.
	 * @see tutti.model.composition.ReplyTask
	 * @generated
	 */
	EClass getReplyTask();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.SubCompositionTask <em>Sub Composition Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Sub Composition Task</em>'.
	 * @see tutti.model.composition.SubCompositionTask
	 * @generated
	 */
	EClass getSubCompositionTask();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.SubCompositionTask#getComposition <em>Composition</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Composition</em>'.
	 * @see tutti.model.composition.SubCompositionTask#getComposition()
	 * @see #getSubCompositionTask()
	 * @generated
	 */
	EAttribute getSubCompositionTask_Composition();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.SubCompositionTask#getCompositionVersion <em>Composition Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Composition Version</em>'.
	 * @see tutti.model.composition.SubCompositionTask#getCompositionVersion()
	 * @see #getSubCompositionTask()
	 * @generated
	 */
	EAttribute getSubCompositionTask_CompositionVersion();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.LoopbackTask <em>Loopback Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Loopback Task</em>'.
	 * @see tutti.model.composition.LoopbackTask
	 * @generated
	 */
	EClass getLoopbackTask();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.LoopbackTask#getMode <em>Mode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mode</em>'.
	 * @see tutti.model.composition.LoopbackTask#getMode()
	 * @see #getLoopbackTask()
	 * @generated
	 */
	EAttribute getLoopbackTask_Mode();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.LoopbackTask#getDelayMillis <em>Delay Millis</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Delay Millis</em>'.
	 * @see tutti.model.composition.LoopbackTask#getDelayMillis()
	 * @see #getLoopbackTask()
	 * @generated
	 */
	EAttribute getLoopbackTask_DelayMillis();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.LoopbackTask#getCallbackMessage <em>Callback Message</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Callback Message</em>'.
	 * @see tutti.model.composition.LoopbackTask#getCallbackMessage()
	 * @see #getLoopbackTask()
	 * @generated
	 */
	EAttribute getLoopbackTask_CallbackMessage();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.LoopbackTask#getRunsOn <em>Runs On</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Runs On</em>'.
	 * @see tutti.model.composition.LoopbackTask#getRunsOn()
	 * @see #getLoopbackTask()
	 * @generated
	 */
	EAttribute getLoopbackTask_RunsOn();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.TimerTask <em>Timer Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Timer Task</em>'.
	 * @see tutti.model.composition.TimerTask
	 * @generated
	 */
	EClass getTimerTask();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.TimerTask#getDuration <em>Duration</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Duration</em>'.
	 * @see tutti.model.composition.TimerTask#getDuration()
	 * @see #getTimerTask()
	 * @generated
	 */
	EAttribute getTimerTask_Duration();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.TimerTask#getUntil <em>Until</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Until</em>'.
	 * @see tutti.model.composition.TimerTask#getUntil()
	 * @see #getTimerTask()
	 * @generated
	 */
	EAttribute getTimerTask_Until();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.TerminateEndTask <em>Terminate End Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Terminate End Task</em>'.
	 * @see tutti.model.composition.TerminateEndTask
	 * @generated
	 */
	EClass getTerminateEndTask();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.ErrorEndTask <em>Error End Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Error End Task</em>'.
	 * @see tutti.model.composition.ErrorEndTask
	 * @generated
	 */
	EClass getErrorEndTask();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.ErrorEndTask#getErrorCode <em>Error Code</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Error Code</em>'.
	 * @see tutti.model.composition.ErrorEndTask#getErrorCode()
	 * @see #getErrorEndTask()
	 * @generated
	 */
	EAttribute getErrorEndTask_ErrorCode();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.ErrorEndTask#getErrorMessage <em>Error Message</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Error Message</em>'.
	 * @see tutti.model.composition.ErrorEndTask#getErrorMessage()
	 * @see #getErrorEndTask()
	 * @generated
	 */
	EAttribute getErrorEndTask_ErrorMessage();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.SignalTask <em>Signal Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Signal Task</em>'.
	 * @see tutti.model.composition.SignalTask
	 * @generated
	 */
	EClass getSignalTask();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.SignalTask#getSignal <em>Signal</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Signal</em>'.
	 * @see tutti.model.composition.SignalTask#getSignal()
	 * @see #getSignalTask()
	 * @generated
	 */
	EAttribute getSignalTask_Signal();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.ForEach <em>For Each</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>For Each</em>'.
	 * @see tutti.model.composition.ForEach
	 * @generated
	 */
	EClass getForEach();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.ForEach#getListInput <em>List Input</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>List Input</em>'.
	 * @see tutti.model.composition.ForEach#getListInput()
	 * @see #getForEach()
	 * @generated
	 */
	EAttribute getForEach_ListInput();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.ForEach#getElementInput <em>Element Input</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Element Input</em>'.
	 * @see tutti.model.composition.ForEach#getElementInput()
	 * @see #getForEach()
	 * @generated
	 */
	EAttribute getForEach_ElementInput();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.ForEach#isParallel <em>Parallel</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Parallel</em>'.
	 * @see tutti.model.composition.ForEach#isParallel()
	 * @see #getForEach()
	 * @generated
	 */
	EAttribute getForEach_Parallel();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.ControlFlow <em>Control Flow</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Control Flow</em>'.
	 * @see tutti.model.composition.ControlFlow
	 * @generated
	 */
	EClass getControlFlow();

	/**
	 * Returns the meta object for the reference '{@link tutti.model.composition.ControlFlow#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Source</em>'.
	 * @see tutti.model.composition.ControlFlow#getSource()
	 * @see #getControlFlow()
	 * @generated
	 */
	EReference getControlFlow_Source();

	/**
	 * Returns the meta object for the reference '{@link tutti.model.composition.ControlFlow#getTarget <em>Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Target</em>'.
	 * @see tutti.model.composition.ControlFlow#getTarget()
	 * @see #getControlFlow()
	 * @generated
	 */
	EReference getControlFlow_Target();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.ControlFlow#getCondition <em>Condition</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Condition</em>'.
	 * @see tutti.model.composition.ControlFlow#getCondition()
	 * @see #getControlFlow()
	 * @generated
	 */
	EAttribute getControlFlow_Condition();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.ControlFlow#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see tutti.model.composition.ControlFlow#getKind()
	 * @see #getControlFlow()
	 * @generated
	 */
	EAttribute getControlFlow_Kind();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.ControlFlow#getTimeout <em>Timeout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Timeout</em>'.
	 * @see tutti.model.composition.ControlFlow#getTimeout()
	 * @see #getControlFlow()
	 * @generated
	 */
	EAttribute getControlFlow_Timeout();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.ControlFlow#getLabel <em>Label</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Label</em>'.
	 * @see tutti.model.composition.ControlFlow#getLabel()
	 * @see #getControlFlow()
	 * @generated
	 */
	EAttribute getControlFlow_Label();

	/**
	 * Returns the meta object for the containment reference list '{@link tutti.model.composition.ControlFlow#getBendpoints <em>Bendpoints</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Bendpoints</em>'.
	 * @see tutti.model.composition.ControlFlow#getBendpoints()
	 * @see #getControlFlow()
	 * @generated
	 */
	EReference getControlFlow_Bendpoints();

	/**
	 * Returns the meta object for the containment reference '{@link tutti.model.composition.ControlFlow#getLabelBounds <em>Label Bounds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Label Bounds</em>'.
	 * @see tutti.model.composition.ControlFlow#getLabelBounds()
	 * @see #getControlFlow()
	 * @generated
	 */
	EReference getControlFlow_LabelBounds();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.ControlFlow#getImportProblem <em>Import Problem</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Import Problem</em>'.
	 * @see tutti.model.composition.ControlFlow#getImportProblem()
	 * @see #getControlFlow()
	 * @generated
	 */
	EAttribute getControlFlow_ImportProblem();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.ControlFlow#getBpmnId <em>Bpmn Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bpmn Id</em>'.
	 * @see tutti.model.composition.ControlFlow#getBpmnId()
	 * @see #getControlFlow()
	 * @generated
	 */
	EAttribute getControlFlow_BpmnId();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.DataFlow <em>Data Flow</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Data Flow</em>'.
	 * @see tutti.model.composition.DataFlow
	 * @generated
	 */
	EClass getDataFlow();

	/**
	 * Returns the meta object for the reference '{@link tutti.model.composition.DataFlow#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Source</em>'.
	 * @see tutti.model.composition.DataFlow#getSource()
	 * @see #getDataFlow()
	 * @generated
	 */
	EReference getDataFlow_Source();

	/**
	 * Returns the meta object for the reference '{@link tutti.model.composition.DataFlow#getTarget <em>Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Target</em>'.
	 * @see tutti.model.composition.DataFlow#getTarget()
	 * @see #getDataFlow()
	 * @generated
	 */
	EReference getDataFlow_Target();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.DataFlow#getExpression <em>Expression</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expression</em>'.
	 * @see tutti.model.composition.DataFlow#getExpression()
	 * @see #getDataFlow()
	 * @generated
	 */
	EAttribute getDataFlow_Expression();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.Point <em>Point</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Point</em>'.
	 * @see tutti.model.composition.Point
	 * @generated
	 */
	EClass getPoint();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Point#getX <em>X</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>X</em>'.
	 * @see tutti.model.composition.Point#getX()
	 * @see #getPoint()
	 * @generated
	 */
	EAttribute getPoint_X();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Point#getY <em>Y</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Y</em>'.
	 * @see tutti.model.composition.Point#getY()
	 * @see #getPoint()
	 * @generated
	 */
	EAttribute getPoint_Y();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.Lane <em>Lane</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Lane</em>'.
	 * @see tutti.model.composition.Lane
	 * @generated
	 */
	EClass getLane();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Lane#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see tutti.model.composition.Lane#getName()
	 * @see #getLane()
	 * @generated
	 */
	EAttribute getLane_Name();

	/**
	 * Returns the meta object for the containment reference '{@link tutti.model.composition.Lane#getBounds <em>Bounds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Bounds</em>'.
	 * @see tutti.model.composition.Lane#getBounds()
	 * @see #getLane()
	 * @generated
	 */
	EReference getLane_Bounds();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Lane#isPool <em>Pool</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pool</em>'.
	 * @see tutti.model.composition.Lane#isPool()
	 * @see #getLane()
	 * @generated
	 */
	EAttribute getLane_Pool();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Lane#getBpmnId <em>Bpmn Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bpmn Id</em>'.
	 * @see tutti.model.composition.Lane#getBpmnId()
	 * @see #getLane()
	 * @generated
	 */
	EAttribute getLane_BpmnId();

	/**
	 * Returns the meta object for class '{@link tutti.model.composition.Bounds <em>Bounds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Bounds</em>'.
	 * @see tutti.model.composition.Bounds
	 * @generated
	 */
	EClass getBounds();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Bounds#getX <em>X</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>X</em>'.
	 * @see tutti.model.composition.Bounds#getX()
	 * @see #getBounds()
	 * @generated
	 */
	EAttribute getBounds_X();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Bounds#getY <em>Y</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Y</em>'.
	 * @see tutti.model.composition.Bounds#getY()
	 * @see #getBounds()
	 * @generated
	 */
	EAttribute getBounds_Y();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Bounds#getWidth <em>Width</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Width</em>'.
	 * @see tutti.model.composition.Bounds#getWidth()
	 * @see #getBounds()
	 * @generated
	 */
	EAttribute getBounds_Width();

	/**
	 * Returns the meta object for the attribute '{@link tutti.model.composition.Bounds#getHeight <em>Height</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Height</em>'.
	 * @see tutti.model.composition.Bounds#getHeight()
	 * @see #getBounds()
	 * @generated
	 */
	EAttribute getBounds_Height();

	/**
	 * Returns the meta object for enum '{@link tutti.model.composition.StartCondition <em>Start Condition</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Start Condition</em>'.
	 * @see tutti.model.composition.StartCondition
	 * @generated
	 */
	EEnum getStartCondition();

	/**
	 * Returns the meta object for enum '{@link tutti.model.composition.FlowKind <em>Flow Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Flow Kind</em>'.
	 * @see tutti.model.composition.FlowKind
	 * @generated
	 */
	EEnum getFlowKind();

	/**
	 * Returns the meta object for enum '{@link tutti.model.composition.SnippetPlacement <em>Snippet Placement</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Snippet Placement</em>'.
	 * @see tutti.model.composition.SnippetPlacement
	 * @generated
	 */
	EEnum getSnippetPlacement();

	/**
	 * Returns the meta object for enum '{@link tutti.model.composition.InvocationMode <em>Invocation Mode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Invocation Mode</em>'.
	 * @see tutti.model.composition.InvocationMode
	 * @generated
	 */
	EEnum getInvocationMode();

	/**
	 * Returns the meta object for enum '{@link tutti.model.composition.HttpMethod <em>Http Method</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Http Method</em>'.
	 * @see tutti.model.composition.HttpMethod
	 * @generated
	 */
	EEnum getHttpMethod();

	/**
	 * Returns the factory that creates the instances of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the factory that creates the instances of the model.
	 * @generated
	 */
	CompositionFactory getCompositionFactory();

	/**
	 * <!-- begin-user-doc -->
	 * Defines literals for the meta objects that represent
	 * <ul>
	 *   <li>each class,</li>
	 *   <li>each feature of each class,</li>
	 *   <li>each operation of each class,</li>
	 *   <li>each enum,</li>
	 *   <li>and each data type</li>
	 * </ul>
	 * <!-- end-user-doc -->
	 * @generated
	 */
	interface Literals {
		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.CompositionImpl <em>Composition</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.CompositionImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getComposition()
		 * @generated
		 */
		EClass COMPOSITION = eINSTANCE.getComposition();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPOSITION__NAME = eINSTANCE.getComposition_Name();

		/**
		 * The meta object literal for the '<em><b>Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPOSITION__VERSION = eINSTANCE.getComposition_Version();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPOSITION__DESCRIPTION = eINSTANCE.getComposition_Description();

		/**
		 * The meta object literal for the '<em><b>Inputs</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COMPOSITION__INPUTS = eINSTANCE.getComposition_Inputs();

		/**
		 * The meta object literal for the '<em><b>Outputs</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COMPOSITION__OUTPUTS = eINSTANCE.getComposition_Outputs();

		/**
		 * The meta object literal for the '<em><b>Tasks</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COMPOSITION__TASKS = eINSTANCE.getComposition_Tasks();

		/**
		 * The meta object literal for the '<em><b>Control Flows</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COMPOSITION__CONTROL_FLOWS = eINSTANCE.getComposition_ControlFlows();

		/**
		 * The meta object literal for the '<em><b>Data Flows</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COMPOSITION__DATA_FLOWS = eINSTANCE.getComposition_DataFlows();

		/**
		 * The meta object literal for the '<em><b>Input Bounds</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COMPOSITION__INPUT_BOUNDS = eINSTANCE.getComposition_InputBounds();

		/**
		 * The meta object literal for the '<em><b>Output Bounds</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COMPOSITION__OUTPUT_BOUNDS = eINSTANCE.getComposition_OutputBounds();

		/**
		 * The meta object literal for the '<em><b>Lanes</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference COMPOSITION__LANES = eINSTANCE.getComposition_Lanes();

		/**
		 * The meta object literal for the '<em><b>Bpmn Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPOSITION__BPMN_ID = eINSTANCE.getComposition_BpmnId();

		/**
		 * The meta object literal for the '<em><b>Bpmn Kept</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute COMPOSITION__BPMN_KEPT = eINSTANCE.getComposition_BpmnKept();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.ParameterImpl <em>Parameter</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.ParameterImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getParameter()
		 * @generated
		 */
		EClass PARAMETER = eINSTANCE.getParameter();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARAMETER__NAME = eINSTANCE.getParameter_Name();

		/**
		 * The meta object literal for the '<em><b>Type</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARAMETER__TYPE = eINSTANCE.getParameter_Type();

		/**
		 * The meta object literal for the '<em><b>Required</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARAMETER__REQUIRED = eINSTANCE.getParameter_Required();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.TaskImpl <em>Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.TaskImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getTask()
		 * @generated
		 */
		EClass TASK = eINSTANCE.getTask();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__NAME = eINSTANCE.getTask_Name();

		/**
		 * The meta object literal for the '<em><b>Inputs</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TASK__INPUTS = eINSTANCE.getTask_Inputs();

		/**
		 * The meta object literal for the '<em><b>Outputs</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TASK__OUTPUTS = eINSTANCE.getTask_Outputs();

		/**
		 * The meta object literal for the '<em><b>Start Condition</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__START_CONDITION = eINSTANCE.getTask_StartCondition();

		/**
		 * The meta object literal for the '<em><b>Repeat While</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__REPEAT_WHILE = eINSTANCE.getTask_RepeatWhile();

		/**
		 * The meta object literal for the '<em><b>For Each</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TASK__FOR_EACH = eINSTANCE.getTask_ForEach();

		/**
		 * The meta object literal for the '<em><b>Bounds</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TASK__BOUNDS = eINSTANCE.getTask_Bounds();

		/**
		 * The meta object literal for the '<em><b>Retry</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TASK__RETRY = eINSTANCE.getTask_Retry();

		/**
		 * The meta object literal for the '<em><b>Import Problem</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__IMPORT_PROBLEM = eINSTANCE.getTask_ImportProblem();

		/**
		 * The meta object literal for the '<em><b>Bpmn Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TASK__BPMN_ID = eINSTANCE.getTask_BpmnId();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.RetryImpl <em>Retry</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.RetryImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getRetry()
		 * @generated
		 */
		EClass RETRY = eINSTANCE.getRetry();

		/**
		 * The meta object literal for the '<em><b>Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RETRY__COUNT = eINSTANCE.getRetry_Count();

		/**
		 * The meta object literal for the '<em><b>Initial Backoff Millis</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RETRY__INITIAL_BACKOFF_MILLIS = eINSTANCE.getRetry_InitialBackoffMillis();

		/**
		 * The meta object literal for the '<em><b>Factor</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RETRY__FACTOR = eINSTANCE.getRetry_Factor();

		/**
		 * The meta object literal for the '<em><b>Max Backoff Millis</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RETRY__MAX_BACKOFF_MILLIS = eINSTANCE.getRetry_MaxBackoffMillis();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.JavaSnippetTaskImpl <em>Java Snippet Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.JavaSnippetTaskImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getJavaSnippetTask()
		 * @generated
		 */
		EClass JAVA_SNIPPET_TASK = eINSTANCE.getJavaSnippetTask();

		/**
		 * The meta object literal for the '<em><b>Code</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute JAVA_SNIPPET_TASK__CODE = eINSTANCE.getJavaSnippetTask_Code();

		/**
		 * The meta object literal for the '<em><b>Runs On</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute JAVA_SNIPPET_TASK__RUNS_ON = eINSTANCE.getJavaSnippetTask_RunsOn();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.JavaCallTaskImpl <em>Java Call Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.JavaCallTaskImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getJavaCallTask()
		 * @generated
		 */
		EClass JAVA_CALL_TASK = eINSTANCE.getJavaCallTask();

		/**
		 * The meta object literal for the '<em><b>Class Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute JAVA_CALL_TASK__CLASS_NAME = eINSTANCE.getJavaCallTask_ClassName();

		/**
		 * The meta object literal for the '<em><b>Method Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute JAVA_CALL_TASK__METHOD_NAME = eINSTANCE.getJavaCallTask_MethodName();

		/**
		 * The meta object literal for the '<em><b>Runs On</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute JAVA_CALL_TASK__RUNS_ON = eINSTANCE.getJavaCallTask_RunsOn();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.HttpCallTaskImpl <em>Http Call Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.HttpCallTaskImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getHttpCallTask()
		 * @generated
		 */
		EClass HTTP_CALL_TASK = eINSTANCE.getHttpCallTask();

		/**
		 * The meta object literal for the '<em><b>Url</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HTTP_CALL_TASK__URL = eINSTANCE.getHttpCallTask_Url();

		/**
		 * The meta object literal for the '<em><b>Method</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HTTP_CALL_TASK__METHOD = eINSTANCE.getHttpCallTask_Method();

		/**
		 * The meta object literal for the '<em><b>Mode</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HTTP_CALL_TASK__MODE = eINSTANCE.getHttpCallTask_Mode();

		/**
		 * The meta object literal for the '<em><b>Callback Message</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HTTP_CALL_TASK__CALLBACK_MESSAGE = eINSTANCE.getHttpCallTask_CallbackMessage();

		/**
		 * The meta object literal for the '<em><b>Timeout Millis</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HTTP_CALL_TASK__TIMEOUT_MILLIS = eINSTANCE.getHttpCallTask_TimeoutMillis();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.ReceiveTaskImpl <em>Receive Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.ReceiveTaskImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getReceiveTask()
		 * @generated
		 */
		EClass RECEIVE_TASK = eINSTANCE.getReceiveTask();

		/**
		 * The meta object literal for the '<em><b>Message</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RECEIVE_TASK__MESSAGE = eINSTANCE.getReceiveTask_Message();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.ReplyTaskImpl <em>Reply Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.ReplyTaskImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getReplyTask()
		 * @generated
		 */
		EClass REPLY_TASK = eINSTANCE.getReplyTask();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.SubCompositionTaskImpl <em>Sub Composition Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.SubCompositionTaskImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getSubCompositionTask()
		 * @generated
		 */
		EClass SUB_COMPOSITION_TASK = eINSTANCE.getSubCompositionTask();

		/**
		 * The meta object literal for the '<em><b>Composition</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SUB_COMPOSITION_TASK__COMPOSITION = eINSTANCE.getSubCompositionTask_Composition();

		/**
		 * The meta object literal for the '<em><b>Composition Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SUB_COMPOSITION_TASK__COMPOSITION_VERSION = eINSTANCE.getSubCompositionTask_CompositionVersion();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.LoopbackTaskImpl <em>Loopback Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.LoopbackTaskImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getLoopbackTask()
		 * @generated
		 */
		EClass LOOPBACK_TASK = eINSTANCE.getLoopbackTask();

		/**
		 * The meta object literal for the '<em><b>Mode</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOOPBACK_TASK__MODE = eINSTANCE.getLoopbackTask_Mode();

		/**
		 * The meta object literal for the '<em><b>Delay Millis</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOOPBACK_TASK__DELAY_MILLIS = eINSTANCE.getLoopbackTask_DelayMillis();

		/**
		 * The meta object literal for the '<em><b>Callback Message</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOOPBACK_TASK__CALLBACK_MESSAGE = eINSTANCE.getLoopbackTask_CallbackMessage();

		/**
		 * The meta object literal for the '<em><b>Runs On</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LOOPBACK_TASK__RUNS_ON = eINSTANCE.getLoopbackTask_RunsOn();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.TimerTaskImpl <em>Timer Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.TimerTaskImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getTimerTask()
		 * @generated
		 */
		EClass TIMER_TASK = eINSTANCE.getTimerTask();

		/**
		 * The meta object literal for the '<em><b>Duration</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TIMER_TASK__DURATION = eINSTANCE.getTimerTask_Duration();

		/**
		 * The meta object literal for the '<em><b>Until</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TIMER_TASK__UNTIL = eINSTANCE.getTimerTask_Until();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.TerminateEndTaskImpl <em>Terminate End Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.TerminateEndTaskImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getTerminateEndTask()
		 * @generated
		 */
		EClass TERMINATE_END_TASK = eINSTANCE.getTerminateEndTask();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.ErrorEndTaskImpl <em>Error End Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.ErrorEndTaskImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getErrorEndTask()
		 * @generated
		 */
		EClass ERROR_END_TASK = eINSTANCE.getErrorEndTask();

		/**
		 * The meta object literal for the '<em><b>Error Code</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ERROR_END_TASK__ERROR_CODE = eINSTANCE.getErrorEndTask_ErrorCode();

		/**
		 * The meta object literal for the '<em><b>Error Message</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ERROR_END_TASK__ERROR_MESSAGE = eINSTANCE.getErrorEndTask_ErrorMessage();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.SignalTaskImpl <em>Signal Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.SignalTaskImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getSignalTask()
		 * @generated
		 */
		EClass SIGNAL_TASK = eINSTANCE.getSignalTask();

		/**
		 * The meta object literal for the '<em><b>Signal</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SIGNAL_TASK__SIGNAL = eINSTANCE.getSignalTask_Signal();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.ForEachImpl <em>For Each</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.ForEachImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getForEach()
		 * @generated
		 */
		EClass FOR_EACH = eINSTANCE.getForEach();

		/**
		 * The meta object literal for the '<em><b>List Input</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FOR_EACH__LIST_INPUT = eINSTANCE.getForEach_ListInput();

		/**
		 * The meta object literal for the '<em><b>Element Input</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FOR_EACH__ELEMENT_INPUT = eINSTANCE.getForEach_ElementInput();

		/**
		 * The meta object literal for the '<em><b>Parallel</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FOR_EACH__PARALLEL = eINSTANCE.getForEach_Parallel();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.ControlFlowImpl <em>Control Flow</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.ControlFlowImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getControlFlow()
		 * @generated
		 */
		EClass CONTROL_FLOW = eINSTANCE.getControlFlow();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CONTROL_FLOW__SOURCE = eINSTANCE.getControlFlow_Source();

		/**
		 * The meta object literal for the '<em><b>Target</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CONTROL_FLOW__TARGET = eINSTANCE.getControlFlow_Target();

		/**
		 * The meta object literal for the '<em><b>Condition</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CONTROL_FLOW__CONDITION = eINSTANCE.getControlFlow_Condition();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CONTROL_FLOW__KIND = eINSTANCE.getControlFlow_Kind();

		/**
		 * The meta object literal for the '<em><b>Timeout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CONTROL_FLOW__TIMEOUT = eINSTANCE.getControlFlow_Timeout();

		/**
		 * The meta object literal for the '<em><b>Label</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CONTROL_FLOW__LABEL = eINSTANCE.getControlFlow_Label();

		/**
		 * The meta object literal for the '<em><b>Bendpoints</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CONTROL_FLOW__BENDPOINTS = eINSTANCE.getControlFlow_Bendpoints();

		/**
		 * The meta object literal for the '<em><b>Label Bounds</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CONTROL_FLOW__LABEL_BOUNDS = eINSTANCE.getControlFlow_LabelBounds();

		/**
		 * The meta object literal for the '<em><b>Import Problem</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CONTROL_FLOW__IMPORT_PROBLEM = eINSTANCE.getControlFlow_ImportProblem();

		/**
		 * The meta object literal for the '<em><b>Bpmn Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CONTROL_FLOW__BPMN_ID = eINSTANCE.getControlFlow_BpmnId();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.DataFlowImpl <em>Data Flow</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.DataFlowImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getDataFlow()
		 * @generated
		 */
		EClass DATA_FLOW = eINSTANCE.getDataFlow();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DATA_FLOW__SOURCE = eINSTANCE.getDataFlow_Source();

		/**
		 * The meta object literal for the '<em><b>Target</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DATA_FLOW__TARGET = eINSTANCE.getDataFlow_Target();

		/**
		 * The meta object literal for the '<em><b>Expression</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DATA_FLOW__EXPRESSION = eINSTANCE.getDataFlow_Expression();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.PointImpl <em>Point</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.PointImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getPoint()
		 * @generated
		 */
		EClass POINT = eINSTANCE.getPoint();

		/**
		 * The meta object literal for the '<em><b>X</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POINT__X = eINSTANCE.getPoint_X();

		/**
		 * The meta object literal for the '<em><b>Y</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POINT__Y = eINSTANCE.getPoint_Y();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.LaneImpl <em>Lane</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.LaneImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getLane()
		 * @generated
		 */
		EClass LANE = eINSTANCE.getLane();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LANE__NAME = eINSTANCE.getLane_Name();

		/**
		 * The meta object literal for the '<em><b>Bounds</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LANE__BOUNDS = eINSTANCE.getLane_Bounds();

		/**
		 * The meta object literal for the '<em><b>Pool</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LANE__POOL = eINSTANCE.getLane_Pool();

		/**
		 * The meta object literal for the '<em><b>Bpmn Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LANE__BPMN_ID = eINSTANCE.getLane_BpmnId();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.impl.BoundsImpl <em>Bounds</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.impl.BoundsImpl
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getBounds()
		 * @generated
		 */
		EClass BOUNDS = eINSTANCE.getBounds();

		/**
		 * The meta object literal for the '<em><b>X</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BOUNDS__X = eINSTANCE.getBounds_X();

		/**
		 * The meta object literal for the '<em><b>Y</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BOUNDS__Y = eINSTANCE.getBounds_Y();

		/**
		 * The meta object literal for the '<em><b>Width</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BOUNDS__WIDTH = eINSTANCE.getBounds_Width();

		/**
		 * The meta object literal for the '<em><b>Height</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BOUNDS__HEIGHT = eINSTANCE.getBounds_Height();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.StartCondition <em>Start Condition</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.StartCondition
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getStartCondition()
		 * @generated
		 */
		EEnum START_CONDITION = eINSTANCE.getStartCondition();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.FlowKind <em>Flow Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.FlowKind
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getFlowKind()
		 * @generated
		 */
		EEnum FLOW_KIND = eINSTANCE.getFlowKind();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.SnippetPlacement <em>Snippet Placement</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.SnippetPlacement
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getSnippetPlacement()
		 * @generated
		 */
		EEnum SNIPPET_PLACEMENT = eINSTANCE.getSnippetPlacement();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.InvocationMode <em>Invocation Mode</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.InvocationMode
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getInvocationMode()
		 * @generated
		 */
		EEnum INVOCATION_MODE = eINSTANCE.getInvocationMode();

		/**
		 * The meta object literal for the '{@link tutti.model.composition.HttpMethod <em>Http Method</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see tutti.model.composition.HttpMethod
		 * @see tutti.model.composition.impl.CompositionPackageImpl#getHttpMethod()
		 * @generated
		 */
		EEnum HTTP_METHOD = eINSTANCE.getHttpMethod();

	}

} //CompositionPackage
