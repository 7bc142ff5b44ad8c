package tutti.ui.tests;

import java.util.function.Predicate;

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/** Finds widgets as a user sees them (by label, by the id Tutti's dialogs give them, by a shell's title). */
final class Widgets {

    private Widgets() {
    }

    static <T extends Control> T find(Control root, Class<T> type, Predicate<T> which) {
        if (type.isInstance(root) && which.test(type.cast(root))) {
            return type.cast(root);
        }
        if (root instanceof Composite c) {
            for (Control child : c.getChildren()) {
                T found = find(child, type, which);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** The control a Tutti dialog tagged with {@code tutti.id}. */
    static <T extends Control> T byId(Control root, Class<T> type, String id) {
        return find(root, type, c -> id.equals(c.getData("tutti.id")));
    }

    /** How many whole rows of {@code table} a user sees below its header. */
    static int rowsInSight(org.eclipse.swt.widgets.Table table) {
        if (!table.isVisible()) {
            return 0;
        }
        int height = table.getClientArea().height - (table.getHeaderVisible() ? table.getHeaderHeight() : 0);
        return Math.max(0, height / table.getItemHeight());
    }

    static Button button(Control root, String label) {
        return find(root, Button.class, b -> b.getText().replace("&", "").equals(label));
    }

    /** An open shell whose title starts with {@code title}, or null. */
    static Shell shell(String title) {
        for (Shell s : Display.getCurrent().getShells()) {
            if (!s.isDisposed() && s.isVisible() && s.getText().startsWith(title)) {
                return s;
            }
        }
        return null;
    }

    /** Presses a button as a click does (a Selection event). */
    static void press(Button b) {
        b.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
    }

    /** Answers the dialog that the next action opens (a modal one runs its own event loop, so the test cannot). */
    static void answer(String title, java.util.function.Consumer<Shell> what) {
        Display display = Display.getCurrent();
        Runnable r = new Runnable() {
            @Override
            public void run() {
                Shell s = shell(title);
                if (s == null) {
                    display.timerExec(100, this);
                } else {
                    what.accept(s);
                }
            }
        };
        display.timerExec(100, r);
    }
}
