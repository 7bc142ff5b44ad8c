/**
 * The graphical composition editor: GEF 3.2 edit parts over the EMF composition model of
 * {@code tutti.model}. Every edit is one command in {@code tutti.ui.editor.commands} (which need no
 * display, so undo and redo are tested without one); parts and figures only present the model.
 */
package tutti.ui.editor;
