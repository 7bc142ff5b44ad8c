package tutti.ui.editor.properties;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/** Java code of a task, edited over several lines in a fixed-width font. */
final class CodeDialog extends Dialog {

    private final String title;
    private final String hint;
    private String code;
    private Text text;

    CodeDialog(Shell parent, String title, String hint, String code) {
        super(parent);
        this.title = title;
        this.hint = hint;
        this.code = code == null ? "" : code;
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(title);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Label label = new Label(area, SWT.WRAP);
        label.setText(hint);
        text = new Text(area, SWT.MULTI | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        text.setFont(JFaceResources.getTextFont());
        text.setText(code);
        text.setData("tutti.id", "code");
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.widthHint = 640;
        data.heightHint = 320;
        text.setLayoutData(data);
        return area;
    }

    @Override
    protected void okPressed() {
        code = text.getText();
        super.okPressed();
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Apply", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    String code() {
        return code;
    }
}
