package tutti.ui.engines.views;

import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

import tutti.ui.engines.EngineCluster;
import tutti.ui.engines.EngineConsole;
import tutti.ui.engines.EngineJobs;
import tutti.ui.engines.EngineRegistry;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.LocalEngine;
import tutti.ui.engines.RemoteEngine;
import tutti.ui.engines.dialogs.BatchDialog;
import tutti.ui.engines.dialogs.ClusterDialog;
import tutti.ui.engines.dialogs.EngineDialog;
import tutti.ui.engines.dialogs.RunDialog;

/** What the Engines view's tool bar, context menu and double-click do, enabled by the selection. */
final class EngineActions {

    static final String START = "start";
    static final String STOP = "stop";
    static final String RESTART = "restart";
    static final String CONNECT = "connect";
    static final String DISCONNECT = "disconnect";
    static final String ADD = "add";
    static final String ADD_CLUSTER = "addCluster";
    static final String EDIT = "edit";
    static final String REMOVE = "remove";
    static final String CONSOLE = "console";
    static final String COPY_URL = "copyUrl";
    static final String DEPLOY_ON_SAVE = "deployOnSave";
    static final String REFRESH = "refresh";
    static final String RUN = "run";
    static final String BATCH = "batch";
    static final String OPEN = "open";
    static final String DELETE = "delete";

    private final EnginesView view;
    private final EngineRegistry engines;
    private final Map<String, Action> actions = new LinkedHashMap<>();

    EngineActions(EnginesView view, EngineRegistry engines) {
        this.view = view;
        this.engines = engines;
        add(START, "Start", "Start the local engine", () -> EngineJobs.start(local()));
        add(STOP, "Stop", "Stop the local engine (instances in flight are cancelled)", () -> EngineJobs.stop(local()));
        add(RESTART, "Restart", "Stop and start the local engine", () -> EngineJobs.restart(local()));
        add(CONNECT, "Connect", "Poll this engine and deploy to it again", () -> engines.connect((RemoteEngine) engine(), true));
        add(DISCONNECT, "Disconnect", "Stop polling this engine", () -> engines.connect((RemoteEngine) engine(), false));
        add(ADD, "Add Remote Engine...", "Add an engine by its address and token", this::addEngine);
        add(ADD_CLUSTER, "Add Cluster...", "Add several engines behind a balancer from a cluster file (tutti cluster init)",
                this::addCluster);
        add(EDIT, "Edit...", "Change the engine's name, address or token", this::editEngine);
        add(REMOVE, "Remove", "Forget this engine or cluster (and the tokens)", this::removeEngine);
        add(CONSOLE, "Show Console", "The local engine's output", EngineConsole::show);
        add(COPY_URL, "Copy URL", "Copy the engine's address", () -> view.copy(engine().url().toString()));
        actions.put(DEPLOY_ON_SAVE, new Action("Deploy on Save", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                engines.deployOnSave(engine(), isChecked());
            }
        });
        add(REFRESH, "Refresh", "Ask the engines now", () -> engines.all().forEach(e -> EnginesPlugin.getDefault().poller().refresh(e)));
        add(RUN, "Run...", "Start an instance with inputs", () -> new RunDialog(shell(), node().engine(), node().deployment()).open());
        add(BATCH, "Run Batch...", "Run many instances and measure them",
                () -> new BatchDialog(shell(), node().engine(), node().deployment()).open());
        add(OPEN, "Open Composition", "Open the composition this deployment came from", this::openComposition);
        add(DELETE, "Delete", "Remove this version from the engine", this::deleteDeployment);
        icons();
    }

    private void add(String id, String label, String tooltip, Runnable run) {
        Action a = new Action(label) {
            @Override
            public void run() {
                run.run();
            }
        };
        a.setId(id);
        a.setToolTipText(tooltip);
        actions.put(id, a);
    }

    /** Gives the actions that have one their icon from this bundle's icons folder. */
    private void icons() {
        for (String[] pair : new String[][] {{START, "start"}, {STOP, "stop"}, {RESTART, "restart"}, {ADD, "add"},
            {ADD_CLUSTER, "add-cluster"}, {REFRESH, "refresh"}, {RUN, "start"}}) {
            org.eclipse.jface.resource.ResourceLocator.imageDescriptorFromBundle(tutti.ui.engines.EnginesPlugin.ID,
                    "icons/" + pair[1] + ".png").ifPresent(d -> actions.get(pair[0]).setImageDescriptor(d));
        }
    }

    IAction get(String id) {
        return actions.get(id);
    }

    private Shell shell() {
        return view.getSite().getShell();
    }

    private Object selected() {
        return view.selection().getFirstElement();
    }

    private EngineTarget engine() {
        Object o = selected();
        return o instanceof EngineTarget e ? e : o instanceof DeploymentNode d ? d.engine() : null;
    }

    private EngineCluster cluster() {
        return selected() instanceof EngineCluster c ? c : null;
    }

    private DeploymentNode node() {
        return selected() instanceof DeploymentNode d ? d : null;
    }

    /** The local engine: the selected one, or the only one when nothing is selected. */
    private LocalEngine local() {
        return engines.local();
    }

    void update() {
        EngineTarget e = engine();
        boolean deployment = node() != null;
        boolean localChosen = e == null || e instanceof LocalEngine;
        LocalEngine local = engines.local();
        boolean running = local.running();
        actions.get(START).setEnabled(localChosen && !deployment && !running);
        actions.get(STOP).setEnabled(localChosen && !deployment && running);
        // Restart also brings back an engine that crashed (stopping one that runs is its first half).
        actions.get(RESTART).setEnabled(localChosen && !deployment);
        boolean remote = e instanceof RemoteEngine && !deployment;
        actions.get(CONNECT).setEnabled(remote && !((RemoteEngine) e).connected());
        actions.get(DISCONNECT).setEnabled(remote && ((RemoteEngine) e).connected());
        actions.get(EDIT).setEnabled(remote);
        // A member goes with its cluster: its place in the cluster fixes its instance ids.
        actions.get(REMOVE).setEnabled(remote && ((RemoteEngine) e).cluster() == null || cluster() != null);
        actions.get(CONSOLE).setEnabled(e instanceof LocalEngine && !deployment);
        actions.get(COPY_URL).setEnabled(e != null && e.url() != null);
        actions.get(DEPLOY_ON_SAVE).setEnabled(e != null && !deployment);
        actions.get(DEPLOY_ON_SAVE).setChecked(e != null && e.deployOnSave());
        boolean serving = deployment && node().engine().status().state().serving();
        actions.get(RUN).setEnabled(serving);
        actions.get(BATCH).setEnabled(serving);
        actions.get(DELETE).setEnabled(serving);
        actions.get(OPEN).setEnabled(deployment);
    }

    void doubleClick() {
        if (node() != null && actions.get(RUN).isEnabled()) {
            actions.get(RUN).run();
        } else if (engine() instanceof RemoteEngine) {
            editEngine();
        } else if (engine() instanceof LocalEngine && actions.get(START).isEnabled()) {
            actions.get(START).run();
        }
    }

    private void addEngine() {
        EngineDialog d = new EngineDialog(shell(), engines, null);
        if (d.open() == Window.OK) {
            EnginesPlugin.getDefault().poller().refresh(d.engine());
        }
    }

    private void editEngine() {
        RemoteEngine e = (RemoteEngine) engine();
        if (new EngineDialog(shell(), engines, e).open() == Window.OK) {
            EnginesPlugin.getDefault().poller().refresh(e);
        }
    }

    private void addCluster() {
        ClusterDialog d = new ClusterDialog(shell(), engines);
        if (d.open() == Window.OK) {
            d.cluster().members().forEach(m -> EnginesPlugin.getDefault().poller().refresh(m));
        }
    }

    private void removeEngine() {
        EngineCluster c = cluster();
        if (c != null) {
            if (MessageDialog.openConfirm(shell(), "Remove cluster", "Forget cluster " + c.name() + ", its " + c.members().size()
                    + " members and their tokens? The engines themselves keep running.")) {
                engines.removeCluster(c);
            }
            return;
        }
        RemoteEngine e = (RemoteEngine) engine();
        if (MessageDialog.openConfirm(shell(), "Remove engine", "Forget " + e.name() + " (" + e.url()
                + ") and its token? The engine itself keeps running.")) {
            engines.remove(e);
        }
    }

    private void deleteDeployment() {
        DeploymentNode n = node();
        String what = n.deployment().name() + " " + n.deployment().version();
        if (!MessageDialog.openConfirm(shell(), "Delete deployment", "Delete " + what + " from " + n.engine().name()
                + "? New instances cannot start on it; instances already running finish.")) {
            return;
        }
        EngineJobs.job("Deleting " + what + " from " + n.engine().name(), m -> {
            n.engine().client().undeploy(n.deployment().name(), n.deployment().version());
            EnginesPlugin.getDefault().poller().refresh(n.engine());
        }).schedule();
    }

    /** The workspace's .tutti file of this composition: NAME.tutti first, else any file whose composition has the name. */
    private void openComposition() {
        DeploymentNode n = node();
        IFile[] found = {null};
        try {
            ResourcesPlugin.getWorkspace().getRoot().accept(r -> {
                if (found[0] == null && r.getType() == IResource.FILE && r.getName().equals(n.deployment().name() + ".tutti")) {
                    found[0] = (IFile) r;
                }
                return found[0] == null;
            });
        } catch (org.eclipse.core.runtime.CoreException e) {
            // not found, said below
        }
        if (found[0] == null) {
            MessageDialog.openInformation(shell(), "Open composition", "No " + n.deployment().name()
                    + ".tutti in the workspace: the deployment came from elsewhere.");
            return;
        }
        try {
            IDE.openEditor(view.getSite().getPage(), found[0]);
        } catch (PartInitException e) {
            MessageDialog.openError(shell(), "Open composition", e.getMessage());
        }
    }
}
