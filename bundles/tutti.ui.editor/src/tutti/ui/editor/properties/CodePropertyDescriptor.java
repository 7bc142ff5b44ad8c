package tutti.ui.editor.properties;

import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.DialogCellEditor;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.views.properties.PropertyDescriptor;

/** A property whose value is code: its first line shows in the sheet, "..." opens the whole in a dialog. */
final class CodePropertyDescriptor extends PropertyDescriptor {

    private final String hint;

    CodePropertyDescriptor(Object id, String name, String hint) {
        super(id, name);
        this.hint = hint;
        setLabelProvider(new org.eclipse.jface.viewers.LabelProvider() {
            @Override
            public String getText(Object element) {
                String s = element == null ? "" : element.toString();
                int nl = s.indexOf('\n');
                return nl < 0 ? s : s.substring(0, nl) + " \u2026";
            }
        });
    }

    @Override
    public CellEditor createPropertyEditor(Composite parent) {
        return new DialogCellEditor(parent) {
            @Override
            protected Object openDialogBox(Control cellEditorWindow) {
                CodeDialog dialog = new CodeDialog(cellEditorWindow.getShell(), getDisplayName(), hint, (String) getValue());
                return dialog.open() == CodeDialog.OK ? dialog.code() : null;
            }
        };
    }
}
