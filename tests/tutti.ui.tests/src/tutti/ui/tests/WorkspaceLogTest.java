package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

/**
 * Runs after every other UI test (the suite runs its classes by name: keep this one's name last):
 * closes the editors
 * and views as leaving the Studio does, then fails on any ERROR the whole suite left in the
 * workspace's {@code .metadata/.log}, each with its message and the first lines of its stack, so
 * that an error a user would find in the log is found here first.
 */
class WorkspaceLogTest {

    @Test
    void theWholeSuiteLeavesNoErrorInTheWorkspaceLog() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.closeAllEditors(false);
        for (IViewReference view : page.getViewReferences()) {
            page.hideView(view);
        }
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // let the views' disposal run
        }
        Path log = Platform.getLogFileLocation().toFile().toPath();
        List<String> errors = Files.exists(log) ? errors(Files.readAllLines(log)) : List.of();
        assertEquals(List.of(), errors, "ERROR entries in " + log);
    }

    /** Each entry of severity ERROR (4): its first line, its message and the top of its stack. */
    static List<String> errors(List<String> lines) {
        List<String> errors = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String[] entry = lines.get(i).split(" ");
            if (lines.get(i).startsWith("!ENTRY ") && entry.length > 2 && entry[2].equals("4")) {
                StringBuilder e = new StringBuilder(lines.get(i));
                for (int j = i + 1, stack = 0; j < lines.size() && !lines.get(j).startsWith("!ENTRY ") && stack < 6; j++) {
                    e.append('\n').append(lines.get(j));
                    if (lines.get(j).startsWith("\tat ")) {
                        stack++;
                    }
                }
                errors.add(e.toString());
            }
        }
        return errors;
    }
}
