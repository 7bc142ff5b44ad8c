package tutti.ui.engines.dialogs;

import java.util.List;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import tutti.runtime.JsonReader;

/** A message for a waiting instance: its name (the ones its Receives wait for are offered) and a JSON payload. */
public final class SendMessageDialog extends TitleAreaDialog {

    private final long instance;
    private final List<String> waitingFor;
    private Combo name;
    private Text payload;
    private String chosenName;
    private Object chosenPayload;

    public SendMessageDialog(Shell shell, long instance, List<String> waitingFor) {
        super(shell);
        this.instance = instance;
        this.waitingFor = waitingFor;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Send Message");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Send a message to instance " + instance);
        setMessage(waitingFor.isEmpty() ? "The instance waits for no message right now; a message sent is kept until a Receive takes it."
                : "It waits for: " + String.join(", ", waitingFor));
        Composite c = new Composite(area, SWT.NONE);
        c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        // A title area dialog's area has no margins of its own: its content brings the dialog's.
        c.setLayout(org.eclipse.jface.layout.GridLayoutFactory.swtDefaults().numColumns(2)
                .margins(org.eclipse.jface.layout.LayoutConstants.getMargins()).create());
        new Label(c, SWT.NONE).setText("Message:");
        name = new Combo(c, SWT.DROP_DOWN);
        name.setItems(waitingFor.toArray(String[]::new));
        if (!waitingFor.isEmpty()) {
            name.select(0);
        }
        name.setData("tutti.id", "message");
        name.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        new Label(c, SWT.NONE).setText("Payload (JSON):");
        payload = new Text(c, SWT.BORDER | SWT.MULTI);
        payload.setText("null");
        payload.setData("tutti.id", "payload");
        GridData d = new GridData(SWT.FILL, SWT.FILL, true, true);
        d.heightHint = 80;
        d.widthHint = 360;
        payload.setLayoutData(d);
        name.addModifyListener(e -> check());
        payload.addModifyListener(e -> check());
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Send", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
        check();
    }

    private void check() {
        String problem = null;
        if (name.getText().isBlank()) {
            problem = "Name the message.";
        } else {
            try {
                JsonReader.parse(payload.getText().isBlank() ? "null" : payload.getText());
            } catch (IllegalArgumentException e) {
                problem = "The payload is not JSON: " + e.getMessage();
            }
        }
        setErrorMessage(problem);
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(problem == null);
        }
    }

    @Override
    protected void okPressed() {
        chosenName = name.getText().strip();
        chosenPayload = JsonReader.parse(payload.getText().isBlank() ? "null" : payload.getText());
        super.okPressed();
    }

    public String message() {
        return chosenName;
    }

    public Object payload() {
        return chosenPayload;
    }
}
