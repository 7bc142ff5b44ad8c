package tutti.ui.topology.plan;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import tutti.cluster.Plan;
import tutti.cluster.PlanExport;
import tutti.cluster.Planner;

/** The plan as the files other tools take (HAProxy, Kubernetes) or as shell lines; copied or saved. */
final class PlanExportDialog extends Dialog {

    private static final int COPY = IDialogConstants.CLIENT_ID + 1;
    private static final int SAVE = IDialogConstants.CLIENT_ID + 2;
    private static final int PORT = 8686;

    private final Plan plan;
    private final Planner.Request request;
    private Text text;
    private String kind = "shell";

    PlanExportDialog(Shell shell, Plan plan, Planner.Request request) {
        super(shell);
        this.plan = plan;
        this.request = request;
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Export plan: " + plan.replicas().size() + " replicas, " + plan.chosen());
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite kinds = new Composite(area, SWT.NONE);
        kinds.setLayout(new GridLayout(3, false));
        kind(kinds, "Shell lines", "shell", true);
        kind(kinds, "HAProxy", "haproxy", false);
        kind(kinds, "Kubernetes", "kubernetes", false);
        text = new Text(area, SWT.MULTI | SWT.READ_ONLY | SWT.BORDER | SWT.H_SCROLL | SWT.V_SCROLL);
        text.setFont(JFaceResources.getTextFont());
        text.setData("tutti.id", "export.text");
        GridData gd = new GridData(SWT.FILL, SWT.FILL, true, true);
        gd.widthHint = 760;
        gd.heightHint = 380;
        text.setLayoutData(gd);
        fill();
        return area;
    }

    private void kind(Composite parent, String label, String value, boolean selected) {
        Button b = new Button(parent, SWT.RADIO);
        b.setText(label);
        b.setSelection(selected);
        b.setData("tutti.id", "export." + value);
        b.addListener(SWT.Selection, e -> {
            if (b.getSelection()) {
                kind = value;
                fill();
            }
        });
    }

    /** What the dialog shows now. */
    String content() {
        return switch (kind) {
            case "haproxy" -> PlanExport.haproxy(plan, PORT, PORT + 1);
            case "kubernetes" -> PlanExport.kubernetes(plan, "tutti-engine:" + tutti.runtime.Version.NUMBER);
            default -> PlanExport.shell(plan, request, PORT);
        };
    }

    private void fill() {
        text.setText(content());
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, COPY, "Copy", false);
        createButton(parent, SAVE, "Save\u2026", false);
        createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
    }

    @Override
    protected void buttonPressed(int id) {
        if (id == COPY) {
            Clipboard clipboard = new Clipboard(getShell().getDisplay());
            clipboard.setContents(new Object[] { content() }, new Transfer[] { TextTransfer.getInstance() });
            clipboard.dispose();
        } else if (id == SAVE) {
            FileDialog d = new FileDialog(getShell(), SWT.SAVE);
            d.setOverwrite(true);
            d.setFileName(switch (kind) {
                case "haproxy" -> "haproxy.cfg";
                case "kubernetes" -> "tutti-replicas.yaml";
                default -> "start-tutti.sh";
            });
            String file = d.open();
            if (file != null) {
                try {
                    // A few kilobytes: written at once.
                    Files.writeString(Path.of(file), content(), StandardCharsets.UTF_8);
                } catch (java.io.IOException e) {
                    MessageDialog.openError(getShell(), "Export plan", "Cannot write " + file + ": " + e.getMessage());
                }
            }
        } else {
            close();
        }
    }
}
