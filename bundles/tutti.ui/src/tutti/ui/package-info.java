/**
 * The Studio's workbench contributions: the Tutti perspective and its views. UI only: what is
 * shown here is decided by the headless bundles.
 */
package tutti.ui;
