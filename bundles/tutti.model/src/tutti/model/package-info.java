/**
 * The composition language: the metamodel ({@code model/composition.ecore}), its generated Java
 * API in {@code tutti.model.composition} ({@code src-gen}, made by {@code ./tutti generate-model};
 * never edit it by hand) and the {@code .tutti} XMI files. Headless: EMF only, no SWT or UI.
 */
package tutti.model;
