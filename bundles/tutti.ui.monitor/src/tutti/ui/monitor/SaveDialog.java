package tutti.ui.monitor;

import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

/** Where to write a file the Monitor exports, asked of the user (an existing file is confirmed by the dialog). */
final class SaveDialog {

    private SaveDialog() {
    }

    /** @return the chosen file, or null when the user cancelled */
    static Path ask(Shell shell, String extension, String name) {
        FileDialog d = new FileDialog(shell, SWT.SAVE);
        d.setFilterExtensions(new String[] { "*." + extension });
        d.setFileName(name);
        d.setOverwrite(true);
        String file = d.open();
        return file == null ? null : Path.of(file);
    }
}
