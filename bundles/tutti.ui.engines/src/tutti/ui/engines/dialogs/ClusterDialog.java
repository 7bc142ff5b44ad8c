package tutti.ui.engines.dialogs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.equinox.security.storage.StorageException;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import tutti.client.cluster.ClusterFile;
import tutti.client.cluster.TokenReference;
import tutti.ui.engines.EngineCluster;
import tutti.ui.engines.EngineRegistry;

/**
 * Adds a cluster from its file ({@code tutti cluster init} writes one): the file, then one token
 * field per token reference its members use, filled in where the reference can be read here
 * (an environment variable, a file). The tokens go to secure storage, the file's references stay
 * in the file.
 */
public final class ClusterDialog extends TitleAreaDialog {

    private final EngineRegistry engines;
    private Text path;
    private Composite tokensArea;
    private ClusterFile file;
    /** The token field of each reference, and the members that use it. */
    private final Map<String, Text> tokens = new LinkedHashMap<>();
    private EngineCluster added;

    public ClusterDialog(Shell shell, EngineRegistry engines) {
        super(shell);
        this.engines = engines;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Add Cluster");
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Add a cluster of engines");
        setMessage("A cluster file lists engines behind a balancer ('tutti cluster init' writes one). Their tokens are kept in "
                + "Eclipse secure storage only.");
        Composite c = new Composite(area, SWT.NONE);
        c.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        c.setLayout(org.eclipse.jface.layout.GridLayoutFactory.swtDefaults().numColumns(3)
                .margins(org.eclipse.jface.layout.LayoutConstants.getMargins()).create());
        new Label(c, SWT.NONE).setText("Cluster file:");
        path = new Text(c, SWT.BORDER);
        path.setData("tutti.id", "clusterFile");
        GridData pd = new GridData(SWT.FILL, SWT.CENTER, true, false);
        pd.widthHint = 360;
        path.setLayoutData(pd);
        Button browse = new Button(c, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, e -> {
            FileDialog d = new FileDialog(getShell(), SWT.OPEN);
            d.setFilterExtensions(new String[] {"*.json", "*"});
            String chosen = d.open();
            if (chosen != null) {
                path.setText(chosen);
            }
        });
        tokensArea = new Composite(c, SWT.NONE);
        tokensArea.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        tokensArea.setLayout(org.eclipse.jface.layout.GridLayoutFactory.fillDefaults().numColumns(2).create());
        path.addModifyListener(e -> read());
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        getButton(IDialogConstants.OK_ID).setEnabled(false);
    }

    /** Reads the file as it is typed or chosen; its members' token references become fields. */
    private void read() {
        for (Control child : tokensArea.getChildren()) {
            child.dispose();
        }
        tokens.clear();
        file = null;
        String problem = null;
        if (path.getText().isBlank()) {
            problem = "Choose the cluster file.";
        } else {
            try {
                file = ClusterFile.read(Path.of(path.getText().strip()));
            } catch (IOException | java.nio.file.InvalidPathException e) {
                problem = e.getMessage();
            }
        }
        if (file != null && engines.clusters().stream().anyMatch(x -> x.name().equals(file.name()))) {
            problem = "A cluster named " + file.name() + " is here already.";
            file = null;
        }
        if (file != null) {
            Map<String, List<String>> byReference = new LinkedHashMap<>();
            for (ClusterFile.Member m : file.members()) {
                byReference.computeIfAbsent(file.tokenOf(m), r -> new ArrayList<>()).add(m.name());
            }
            Label members = new Label(tokensArea, SWT.WRAP);
            members.setText(file.name() + ": " + file.members().size() + " members"
                    + (file.balancer() == null ? "" : " behind " + file.balancer()));
            members.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
            byReference.forEach((reference, names) -> {
                new Label(tokensArea, SWT.NONE).setText("Token of " + String.join(", ", names) + ":");
                Text t = new Text(tokensArea, SWT.BORDER | SWT.PASSWORD);
                t.setData("tutti.id", "token:" + reference);
                t.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
                try {
                    t.setText(TokenReference.resolve(reference));
                } catch (IOException e) {
                    // Not readable here: the user types it.
                    t.setMessage(reference + " is not set here: type the token");
                }
                t.addModifyListener(e -> check());
                tokens.put(reference, t);
            });
        }
        tokensArea.requestLayout();
        // A file with members of several tokens needs more rows than the dialog opened with.
        org.eclipse.swt.graphics.Point want = getShell().computeSize(SWT.DEFAULT, SWT.DEFAULT);
        org.eclipse.swt.graphics.Point now = getShell().getSize();
        if (want.y > now.y || want.x > now.x) {
            getShell().setSize(Math.max(want.x, now.x), Math.max(want.y, now.y));
        }
        getShell().layout(true, true);
        setErrorMessage(problem);
        check();
    }

    private void check() {
        Button ok = getButton(IDialogConstants.OK_ID);
        boolean complete = file != null && tokens.values().stream().noneMatch(t -> t.getText().isBlank());
        if (file != null && !complete) {
            setErrorMessage("Give every member's token.");
        } else if (file != null) {
            setErrorMessage(null);
        }
        if (ok != null) {
            ok.setEnabled(complete);
        }
    }

    @Override
    protected void okPressed() {
        Map<String, String> byMember = new LinkedHashMap<>();
        for (ClusterFile.Member m : file.members()) {
            byMember.put(m.name(), tokens.get(file.tokenOf(m)).getText().strip());
        }
        try {
            added = engines.addCluster(file, byMember);
        } catch (StorageException e) {
            setErrorMessage("The tokens cannot be kept in secure storage: " + e.getMessage());
            return;
        } catch (IllegalArgumentException e) {
            setErrorMessage(e.getMessage());
            return;
        }
        super.okPressed();
    }

    /** The cluster added (after OK). */
    public EngineCluster cluster() {
        return added;
    }
}
