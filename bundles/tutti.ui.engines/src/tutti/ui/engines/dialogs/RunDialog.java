package tutti.ui.engines.dialogs;

import java.time.Duration;
import java.util.Map;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import tutti.client.Deployment;
import tutti.client.EngineException;
import tutti.client.InstanceView;
import tutti.runtime.Json;
import tutti.ui.engines.EngineJobs;
import tutti.ui.engines.EngineTarget;

/**
 * Runs one instance of a deployed composition: one field per input, checked as you type. A
 * synchronous run shows the outputs, state and latency; an asynchronous one shows the instance,
 * what its Receives wait for, offers Send Message, and follows it until it ends.
 */
public final class RunDialog extends TitleAreaDialog {

    public static final int RUN_ID = IDialogConstants.CLIENT_ID + 1;
    public static final int SEND_ID = IDialogConstants.CLIENT_ID + 2;
    /** How often a followed instance is asked for its state. */
    private static final long FOLLOW_MILLIS = 300;

    private final EngineTarget engine;
    private final Deployment deployment;
    private InputFields inputs;
    private Button async;
    private Text result;
    private volatile InstanceView current;
    private volatile boolean closed;

    public RunDialog(Shell shell, EngineTarget engine, Deployment deployment) {
        super(shell);
        this.engine = engine;
        this.deployment = deployment;
        setShellStyle(getShellStyle() | SWT.RESIZE);
        setBlockOnOpen(true);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Run " + deployment.name() + " " + deployment.version());
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Run " + deployment.name() + " " + deployment.version() + " on " + engine.name());
        setMessage("Inputs as the composition declares them; text inputs are taken as typed.");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        // A title area dialog's area has no margins of its own: its content brings the dialog's.
        c.setLayout(org.eclipse.jface.layout.GridLayoutFactory.swtDefaults().numColumns(2)
                .margins(org.eclipse.jface.layout.LayoutConstants.getMargins()).create());
        inputs = new InputFields(c, deployment, this::check);
        Group mode = new Group(c, SWT.NONE);
        mode.setText("Mode");
        mode.setLayout(new GridLayout(2, false));
        mode.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        Button sync = new Button(mode, SWT.RADIO);
        sync.setText("Wait for the end");
        sync.setSelection(true);
        async = new Button(mode, SWT.RADIO);
        async.setText("Start and follow (asynchronous)");
        async.setData("tutti.id", "async");
        result = new Text(c, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        result.setData("tutti.id", "result");
        GridData d = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
        d.heightHint = 140;
        d.widthHint = 520;
        result.setLayoutData(d);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, RUN_ID, "Run", true);
        createButton(parent, SEND_ID, "Send Message...", false).setEnabled(false);
        createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, false);
        check();
    }

    private void check() {
        String problem = inputs.problem();
        setErrorMessage(problem);
        Button run = getButton(RUN_ID);
        if (run != null) {
            run.setEnabled(problem == null);
        }
    }

    @Override
    protected void buttonPressed(int id) {
        if (id == RUN_ID) {
            run();
        } else if (id == SEND_ID) {
            send();
        } else if (id == IDialogConstants.CLOSE_ID) {
            close();
        } else {
            super.buttonPressed(id);
        }
    }

    private void run() {
        Map<String, Object> values = inputs.values();
        boolean followed = async.getSelection();
        result.setText(followed ? "Starting..." : "Running...");
        getButton(RUN_ID).setEnabled(false);
        getButton(SEND_ID).setEnabled(false);
        Job job = EngineJobs.job("Running " + deployment.name() + " on " + engine.name(), m -> {
            try {
                if (followed) {
                    long id = engine.client().start(deployment.name(), deployment.version(), values);
                    follow(id);
                } else {
                    InstanceView v = engine.client().run(deployment.name(), deployment.version(), values, Duration.ofMinutes(5));
                    show(v, null);
                }
            } catch (EngineException e) {
                show(null, e.getMessage());
            }
        });
        job.schedule();
    }

    /** Asks for the instance's state until it ends or the dialog closes. */
    private void follow(long id) throws InterruptedException {
        while (!closed) {
            try {
                InstanceView v = engine.client().instance(id);
                show(v, null);
                if (!v.running()) {
                    return;
                }
            } catch (EngineException e) {
                show(null, "instance " + id + ": " + e.getMessage());
                return;
            }
            Thread.sleep(FOLLOW_MILLIS);
        }
    }

    private void show(InstanceView v, String error) {
        Shell shell = getShell();
        if (shell == null || shell.isDisposed()) {
            return;
        }
        shell.getDisplay().asyncExec(() -> {
            if (result.isDisposed()) {
                return;
            }
            InstanceView before = current;
            current = v;
            String text = error != null ? "Failed: " + error : describe(v);
            if (!result.getText().equals(text)) {
                result.setText(text);
            }
            getButton(RUN_ID).setEnabled(inputs.problem() == null && (v == null || !v.running()));
            getButton(SEND_ID).setEnabled(v != null && v.running());
            if (before == null && v != null && v.running()) {
                setMessage("Instance " + v.id() + " runs; send it the messages it waits for.");
            }
        });
    }

    static String describe(InstanceView v) {
        StringBuilder s = new StringBuilder("Instance ").append(v.id()).append(": ").append(v.state());
        if (v.running()) {
            s.append(v.waitingFor().isEmpty() ? ", working" : ", waiting for " + String.join(", ", v.waitingFor()));
            return s.toString();
        }
        if (v.latencyMicros() >= 0) {
            s.append(" in ").append(v.latencyMicros() >= 10_000 ? v.latencyMicros() / 1000 + " ms" : v.latencyMicros() + " µs");
        }
        if (v.reason() != null) {
            s.append("\nReason: ").append(v.reason());
        }
        if (!v.outputs().isEmpty()) {
            s.append("\nOutputs: ").append(Json.of(v.outputs()));
        }
        return s.toString();
    }

    private void send() {
        InstanceView v = current;
        if (v == null || !v.running()) {
            return;
        }
        SendMessageDialog d = new SendMessageDialog(getShell(), v.id(), v.waitingFor());
        if (d.open() != Window.OK) {
            return;
        }
        String message = d.message();
        Object payload = d.payload();
        EngineJobs.job("Sending " + message + " to instance " + v.id(), m -> {
            try {
                engine.client().message(v.id(), message, payload);
            } catch (EngineException e) {
                show(null, e.getMessage());
            }
        }).schedule();
    }

    /** The result area's text, for tests. */
    public String resultText() {
        return result.getText();
    }

    @Override
    public boolean close() {
        closed = true;
        return super.close();
    }
}
