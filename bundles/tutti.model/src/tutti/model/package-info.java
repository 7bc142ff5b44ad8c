/**
 * The composition metamodel ({@code model/composition.ecore}) and the {@code .tutti} XMI files
 * made from it. Headless: EMF only, no SWT or UI. The metamodel is used dynamically for now; the
 * generated model code arrives with the compiler work and must keep the same namespace URI, so
 * files written today stay readable.
 */
package tutti.model;
