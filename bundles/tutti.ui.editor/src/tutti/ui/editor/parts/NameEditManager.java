package tutti.ui.editor.parts;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.tools.CellEditorLocator;
import org.eclipse.gef.tools.DirectEditManager;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Text;

import tutti.model.composition.Composition;
import tutti.model.composition.Task;

/** The text box over a task's name while it is renamed in place. */
final class NameEditManager extends DirectEditManager {

    NameEditManager(TaskPart part) {
        super(part, TextCellEditor.class, locator(part));
    }

    private static CellEditorLocator locator(TaskPart part) {
        return editor -> {
            Text text = (Text) editor.getControl();
            Rectangle r = part.taskFigure().nameArea().getCopy();
            part.taskFigure().translateToAbsolute(r);
            org.eclipse.swt.graphics.Point size = text.computeSize(SWT.DEFAULT, SWT.DEFAULT);
            text.setBounds(r.x - 2, r.y - 2, Math.max(r.width, size.x + 20), Math.max(r.height, size.y));
        };
    }

    /** Why a name cannot be a task's name, or null when it can. */
    static String problem(Task task, String name) {
        if (!tutti.model.validation.Names.isIdentifier(name)) {
            return "'" + name + "' is not a Java identifier (letters, digits and _, not starting with a digit)";
        }
        Composition c = (Composition) task.eContainer();
        if (c != null && c.getTasks().stream().anyMatch(t -> t != task && name.equals(t.getName()))) {
            return "another task is already called " + name;
        }
        return null;
    }

    @Override
    protected void initCellEditor() {
        TaskPart part = (TaskPart) getEditPart();
        CellEditor editor = getCellEditor();
        editor.setValue(part.task().getName());
        editor.setValidator(value -> problem(part.task(), String.valueOf(value).strip()));
        ((Text) editor.getControl()).selectAll();
    }
}
