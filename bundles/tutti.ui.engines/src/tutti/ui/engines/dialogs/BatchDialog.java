package tutti.ui.engines.dialogs;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

import tutti.client.BatchReport;
import tutti.client.BatchRequest;
import tutti.client.Deployment;
import tutti.ui.engines.BatchResults;
import tutti.ui.engines.EngineJobs;
import tutti.ui.engines.EngineTarget;

/**
 * Runs a batch of instances in the engine (count, instances in flight at most, inputs) as a Job;
 * its report becomes a row of the Results view.
 */
public final class BatchDialog extends TitleAreaDialog {

    private final EngineTarget engine;
    private final Deployment deployment;
    private InputFields inputs;
    private Spinner count;
    private Spinner concurrency;
    private org.eclipse.core.runtime.jobs.Job job;

    public BatchDialog(Shell shell, EngineTarget engine, Deployment deployment) {
        super(shell);
        this.engine = engine;
        this.deployment = deployment;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Run Batch of " + deployment.name() + " " + deployment.version());
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Run a batch of " + deployment.name() + " on " + engine.name());
        setMessage("The engine runs the instances itself and reports throughput, latency, GC, CPU and per-pool counters.");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        // A title area dialog's area has no margins of its own: its content brings the dialog's.
        c.setLayout(org.eclipse.jface.layout.GridLayoutFactory.swtDefaults().numColumns(2)
                .margins(org.eclipse.jface.layout.LayoutConstants.getMargins()).create());
        new Label(c, SWT.NONE).setText("Instances:");
        count = new Spinner(c, SWT.BORDER);
        count.setValues(10_000, 1, 100_000_000, 0, 1000, 10_000);
        count.setData("tutti.id", "count");
        new Label(c, SWT.NONE).setText("In flight at most (0: the engine's default):");
        concurrency = new Spinner(c, SWT.BORDER);
        concurrency.setValues(0, 0, 1_000_000, 0, 1, 100);
        concurrency.setData("tutti.id", "concurrency");
        inputs = new InputFields(c, deployment, this::check);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Run Batch", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
        check();
    }

    private void check() {
        String problem = inputs.problem();
        setErrorMessage(problem);
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(problem == null);
        }
    }

    @Override
    protected void okPressed() {
        Map<String, Object> values = inputs.values();
        BatchRequest request = new BatchRequest(count.getSelection(), values, concurrency.getSelection(), deployment.version(),
                Duration.ofMinutes(30));
        String name = deployment.name();
        job = EngineJobs.job("Batch of " + request.count() + " " + name + " on " + engine.name(), m -> {
            BatchReport report = engine.client().batch(name, request);
            BatchResults.get().add(new BatchResults.Run(Instant.now(), engine.name(), deployment.version(), report));
            PlatformUI.getWorkbench().getDisplay().asyncExec(BatchDialog::showResults);
        });
        job.setUser(true);
        job.schedule();
        super.okPressed();
    }

    /** The batch's Job, once Run Batch was pressed (for tests). */
    public org.eclipse.core.runtime.jobs.Job job() {
        return job;
    }

    private static void showResults() {
        var w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (w != null && w.getActivePage() != null) {
            try {
                w.getActivePage().showView(tutti.ui.TuttiPerspective.RESULTS, null, IWorkbenchPage.VIEW_VISIBLE);
            } catch (PartInitException e) {
                // the row is there when the view opens
            }
        }
    }
}
