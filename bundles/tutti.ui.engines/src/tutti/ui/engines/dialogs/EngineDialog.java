package tutti.ui.engines.dialogs;

import java.net.URI;
import java.util.List;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.equinox.security.storage.StorageException;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import tutti.client.EngineClient;
import tutti.client.EngineException;
import tutti.client.Health;
import tutti.client.ReplicaInfo;
import tutti.client.UntrustedCertificateException;
import tutti.ui.engines.EngineJobs;
import tutti.ui.engines.EngineRegistry;
import tutti.ui.engines.RemoteEngine;

/**
 * Adds or edits a remote engine: name, address, token (kept in secure storage only), deploy on
 * save. "Test connection" answers in the dialog (reachable with version and replicas, or what is
 * wrong); a certificate the JVM does not trust shows its fingerprint and may be pinned.
 */
public final class EngineDialog extends TitleAreaDialog {

    public static final int TEST_ID = IDialogConstants.CLIENT_ID + 1;

    private final EngineRegistry engines;
    private final RemoteEngine editing;
    private Text name;
    private Text url;
    private Text token;
    private Button deployOnSave;
    private Label result;
    private String fingerprint;
    private RemoteEngine engine;

    /** @param editing null to add a new engine */
    public EngineDialog(Shell shell, EngineRegistry engines, RemoteEngine editing) {
        super(shell);
        this.engines = engines;
        this.editing = editing;
        this.fingerprint = editing == null ? null : editing.fingerprint();
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(editing == null ? "Add Remote Engine" : "Edit " + editing.name());
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle(editing == null ? "Add a remote engine" : "Edit " + editing.name());
        setMessage("The engine's address (http:// or https://) and the token it printed at start. The token is kept in "
                + "Eclipse secure storage only.");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        // A title area dialog's area has no margins of its own: its content brings the dialog's.
        c.setLayout(org.eclipse.jface.layout.GridLayoutFactory.swtDefaults().numColumns(2)
                .margins(org.eclipse.jface.layout.LayoutConstants.getMargins()).create());
        name = field(c, "Name:", "name", editing == null ? "" : editing.name(), SWT.BORDER);
        url = field(c, "URL:", "url", editing == null ? "http://" : editing.url().toString(), SWT.BORDER);
        token = field(c, "Token:", "token", "", SWT.BORDER | SWT.PASSWORD);
        if (editing != null) {
            token.setMessage("leave empty to keep the token");
        }
        new Label(c, SWT.NONE);
        deployOnSave = new Button(c, SWT.CHECK);
        deployOnSave.setText("Deploy on save (compositions that deploy here)");
        deployOnSave.setSelection(editing != null && editing.deployOnSave());
        deployOnSave.setData("tutti.id", "deployOnSave");
        result = new Label(c, SWT.WRAP);
        result.setData("tutti.id", "testResult");
        GridData rd = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        rd.widthHint = 460;
        rd.heightHint = 60;
        result.setLayoutData(rd);
        name.addModifyListener(e -> check());
        url.addModifyListener(e -> check());
        return area;
    }

    private static Text field(Composite c, String label, String id, String value, int style) {
        new Label(c, SWT.NONE).setText(label);
        Text t = new Text(c, style);
        t.setText(value);
        t.setData("tutti.id", id);
        GridData d = new GridData(SWT.FILL, SWT.CENTER, true, false);
        d.widthHint = 380;
        t.setLayoutData(d);
        return t;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, TEST_ID, "Test Connection", false);
        super.createButtonsForButtonBar(parent);
        check();
    }

    /** The address as typed, or null after saying what is wrong with it. */
    private URI check() {
        Button ok = getButton(IDialogConstants.OK_ID);
        String problem = null;
        URI u = null;
        if (name.getText().isBlank()) {
            problem = "Give the engine a name.";
        } else if (engines.all().stream().anyMatch(e -> e != editing && e.name().equals(name.getText().strip()))) {
            problem = "An engine named '" + name.getText().strip() + "' exists already.";
        } else {
            try {
                u = EngineClient.address(url.getText());
            } catch (IllegalArgumentException e) {
                problem = Character.toUpperCase(e.getMessage().charAt(0)) + e.getMessage().substring(1) + ".";
            }
        }
        setErrorMessage(problem);
        if (ok != null) {
            ok.setEnabled(problem == null);
        }
        Button test = getButton(TEST_ID);
        if (test != null) {
            test.setEnabled(u != null);
        }
        return problem == null ? u : null;
    }

    @Override
    protected void buttonPressed(int id) {
        if (id == TEST_ID) {
            test();
            return;
        }
        super.buttonPressed(id);
    }

    /** Tests in a Job; the answer comes back into the dialog. */
    private void test() {
        URI u = check();
        if (u == null) {
            return;
        }
        String typed = token.getText().isBlank() && editing != null ? editing.token() : token.getText();
        String pinned = fingerprint;
        result.setText("Connecting to " + u + " ...");
        getButton(TEST_ID).setEnabled(false);
        Job job = EngineJobs.job("Testing the connection to " + u, m -> {
            String answer;
            UntrustedCertificateException untrusted = null;
            try {
                EngineClient client = EngineClient.to(u).token(typed).trust(pinned).build();
                Health h = client.health();
                List<ReplicaInfo> replicas = client.replicas();
                answer = "Reachable: Tutti engine " + h.version() + " (" + h.mode() + "), " + h.replicasUp() + " of "
                        + replicas.size() + " replica" + (replicas.size() == 1 ? "" : "s") + " up, status " + h.status() + ". "
                        + tokenCheck(client, typed);
            } catch (UntrustedCertificateException e) {
                untrusted = e;
                answer = e.getMessage();
            } catch (EngineException e) {
                answer = e.getMessage();
            }
            String text = answer;
            UntrustedCertificateException ask = untrusted;
            getShell().getDisplay().asyncExec(() -> answered(text, ask));
        });
        job.schedule();
    }

    /** Whether the token works, asked with a call that needs it and changes nothing. */
    private static String tokenCheck(EngineClient client, String typed) {
        if (typed == null || typed.isBlank()) {
            return "No token: deploying and running will be refused.";
        }
        try {
            client.checkToken();
            return "The token is accepted.";
        } catch (tutti.client.TokenRefusedException e) {
            return "But the engine refused the token: check it.";
        } catch (EngineException e) {
            return "The token could not be checked: " + e.getMessage();
        }
    }

    private void answered(String text, UntrustedCertificateException untrusted) {
        if (getShell() == null || getShell().isDisposed()) {
            return;
        }
        result.setText(text);
        result.getParent().layout();
        check();
        if (untrusted != null && MessageDialog.openQuestion(getShell(), "Certificate not trusted", "The engine at "
                + untrusted.engine() + " presents a certificate this machine does not trust:\n\n" + untrusted.subject()
                + "\nSHA-256 " + untrusted.fingerprint() + "\n\nCompare it with the engine's (keytool -list -v -keystore ...). "
                + "Trust this certificate for this engine?")) {
            fingerprint = untrusted.fingerprint();
            setMessage("Certificate pinned: SHA-256 " + fingerprint, IMessageProvider.INFORMATION);
            test();
        }
    }

    @Override
    protected void okPressed() {
        URI u = check();
        if (u == null) {
            return;
        }
        try {
            if (editing == null) {
                engine = engines.add(name.getText().strip(), u, token.getText(), fingerprint, deployOnSave.getSelection());
            } else {
                engines.edit(editing, name.getText().strip(), u, token.getText().isBlank() ? null : token.getText(), fingerprint,
                        deployOnSave.getSelection());
                engine = editing;
            }
        } catch (StorageException e) {
            setErrorMessage("The token cannot be kept in secure storage: " + e.getMessage());
            return;
        }
        super.okPressed();
    }

    /** The engine added or edited (after OK). */
    public RemoteEngine engine() {
        return engine;
    }

    /** The connection test's answer, for tests. */
    public String testResult() {
        return result.getText();
    }
}
