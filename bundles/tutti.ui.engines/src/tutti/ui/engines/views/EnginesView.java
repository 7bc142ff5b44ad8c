package tutti.ui.engines.views;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.part.ViewPart;

import tutti.ui.engines.EngineCluster;
import tutti.ui.engines.EngineRegistry;
import tutti.ui.engines.EngineState;
import tutti.ui.engines.EngineStatus;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.LocalEngine;
import tutti.ui.engines.RemoteEngine;

/**
 * The engines, like Eclipse's Servers view: one row per engine (name, state, address, replicas,
 * deployments, instances in flight), its deployments below it, and the actions that start, stop,
 * connect, edit and deploy. It only presents: states come from the poller, work runs in Jobs.
 */
public final class EnginesView extends ViewPart {

    public static final String ID = tutti.ui.TuttiPerspective.ENGINES;

    private TreeViewer viewer;
    private StateImages images;
    private EngineRegistry engines;
    private EngineActions actions;
    private final Consumer<EngineTarget> listener = this::changed;
    private final org.eclipse.ui.ISelectionListener replicaSelection = this::replicaSelected;
    /** A replica to select once the engine's next answer lists it. */
    private ReplicaNode pendingReplica;
    private volatile boolean refreshQueued;
    /** Deployments per engine at the last refresh, to open rows that gained some. */
    private final java.util.Map<String, Integer> deploymentCounts = new java.util.HashMap<>();

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new FillLayout());
        engines = EnginesPlugin.getDefault().engines();
        images = new StateImages(parent.getDisplay());
        viewer = new TreeViewer(parent, SWT.FULL_SELECTION | SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL);
        viewer.getTree().setHeaderVisible(true);
        viewer.getTree().setLinesVisible(true);
        viewer.getTree().setData("tutti.id", "engines.tree");
        viewer.setContentProvider(new Content());
        viewer.setUseHashlookup(true);
        column("Engine", 170, e -> e instanceof RemoteEngine r && r.cluster() != null ? r.name().substring(r.name().indexOf('/') + 1)
                : e.name(), d -> d.deployment().name() + " " + d.deployment().version(),
                r -> "replica " + r.replica().id() + " \u00b7 " + r.share(), c -> c.name(), true);
        column("State", 95, e -> e.status().state().label(), d -> "deployed", r -> r.replica().state(),
                c -> c.up() + " of " + c.members().size() + " up", false);
        column("Address", 190, e -> e.url() == null ? "" : e.url().toString(),
                d -> d.deployment().sha256() == null ? "" : "sha256 " + d.deployment().shortHash(),
                r -> r.replica().url() == null ? "" : r.replica().url(), c -> c.balancer() == null ? "" : c.balancer().toString(), false);
        column("Replicas", 70, e -> e.status().replicaSummary(), d -> d.deployment().tasks() + " tasks",
                r -> r.replica().pid() > 0 ? "pid " + r.replica().pid() : "", c -> c.members().size() + " members", false);
        column("Deployments", 90, e -> e.status().health() == null ? "" : Integer.toString(e.status().deployments().size()),
                d -> "", r -> r.replica().restarts() + (r.replica().restarts() == 1 ? " restart" : " restarts"),
                EnginesView::clusterDeployments, false);
        column("In flight", 70, e -> {
            long n = e.status().instancesInFlight();
            return n < 0 ? "" : Long.toString(n);
        }, d -> "", r -> {
            long n = r.engine().status().inFlight(r.replica());
            return n < 0 ? "" : Long.toString(n);
        }, c -> c.instancesInFlight() < 0 ? "" : Long.toString(c.instancesInFlight()), false);
        ColumnViewerToolTipSupport.enableFor(viewer);
        viewer.setInput(engines);
        viewer.expandAll();
        tutti.ui.ColumnFit.fit(viewer.getTree());
        actions = new EngineActions(this, engines);
        viewer.addSelectionChangedListener(e -> actions.update());
        viewer.addDoubleClickListener(e -> actions.doubleClick());
        fillToolBar(getViewSite().getActionBars().getToolBarManager());
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(this::fillContextMenu);
        viewer.getTree().setMenu(menu.createContextMenu(viewer.getTree()));
        getSite().registerContextMenu(menu, viewer);
        getSite().setSelectionProvider(viewer);
        engines.addListener(listener);
        getSite().getPage().addSelectionListener(tutti.ui.TuttiPerspective.TOPOLOGY, replicaSelection);
        actions.update();
        tutti.ui.FirstSize.give(parent);
    }

    /** A replica clicked in the Topology view is selected here too. */
    private void replicaSelected(org.eclipse.ui.IWorkbenchPart part, org.eclipse.jface.viewers.ISelection s) {
        if (s instanceof IStructuredSelection ss && ss.getFirstElement() instanceof ReplicaNode r
                && !r.equals(selection().getFirstElement())) {
            viewer.setExpandedState(r.engine(), true);
            viewer.setSelection(new org.eclipse.jface.viewers.StructuredSelection(r), true);
            if (viewer.getStructuredSelection().isEmpty()) {
                // The Topology view knows of a replica the last poll did not list yet (a plan just changed).
                pendingReplica = r;
                EnginesPlugin.getDefault().poller().refresh(r.engine());
            }
        }
    }

    /**
     * A cluster's deployments: how many versions its members hold, and how many members lack one
     * (the Studio says what {@code tutti cluster status} says).
     */
    private static String clusterDeployments(EngineCluster c) {
        java.util.Set<String> versions = new java.util.HashSet<>();
        List<RemoteEngine> up = c.members().stream().filter(e -> e.status().health() != null).toList();
        up.forEach(e -> e.status().deployments().forEach(d -> versions.add(d.name() + " " + d.version())));
        long lacking = up.stream().filter(e -> e.status().deployments().size() < versions.size()).count();
        return versions.size() + (lacking == 0 ? "" : " (" + lacking + " lacking)");
    }

    private void column(String title, int width, Function<EngineTarget, String> engine, Function<DeploymentNode, String> deployment,
            Function<ReplicaNode, String> replica, Function<EngineCluster, String> cluster, boolean withImage) {
        TreeViewerColumn c = new TreeViewerColumn(viewer, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.getColumn().setMoveable(true);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                if (element instanceof EngineTarget e) {
                    return engine.apply(e);
                }
                if (element instanceof ReplicaNode r) {
                    return replica.apply(r);
                }
                if (element instanceof EngineCluster c) {
                    return cluster.apply(c);
                }
                return element instanceof DeploymentNode d ? deployment.apply(d) : "";
            }

            @Override
            public Image getImage(Object element) {
                if (!withImage) {
                    return null;
                }
                if (element instanceof EngineTarget e) {
                    return images.of(e.status().state());
                }
                if (element instanceof ReplicaNode r) {
                    return images.replica(r.replica().id());
                }
                if (element instanceof EngineCluster c) {
                    long up = c.up();
                    return images.of(up == c.members().size() ? EngineState.UP : up > 0 ? EngineState.DEGRADED : EngineState.UNREACHABLE);
                }
                return element instanceof DeploymentNode ? images.deployment() : null;
            }

            @Override
            public String getToolTipText(Object element) {
                if (element instanceof EngineTarget e) {
                    EngineStatus s = e.status();
                    String pid = e instanceof LocalEngine l && l.pid() > 0 ? " (pid " + l.pid() + ")" : "";
                    return e.name() + pid + ": " + s.state().label() + (s.detail() == null ? "" : " - " + s.detail())
                            + (s.health() == null ? "" : "\nTutti engine " + s.health().version() + ", " + s.health().mode());
                }
                if (element instanceof ReplicaNode r) {
                    String end = r.replica().json().get("lastEnd") instanceof String x ? "\nlast end: " + x : "";
                    return "replica " + r.replica().id() + " of " + r.engine().name() + ": " + r.share() + ", CPUs "
                            + r.replica().json().getOrDefault("plannedCpus", "?") + end
                            + "\nIts colour in the Topology and Monitor views is the same everywhere.";
                }
                if (element instanceof EngineCluster c) {
                    return "cluster " + c.name() + ": " + c.up() + " of " + c.members().size() + " members up"
                            + (c.balancer() == null ? "" : ", balancer " + c.balancer())
                            + "\nMember i numbers its instances from (i + 1) \u00d7 10^15; the balancer routes by that.";
                }
                if (element instanceof DeploymentNode d) {
                    return d.deployment().name() + " " + d.deployment().version() + "\nsha256 " + d.deployment().sha256()
                            + "\ninputs: " + d.deployment().inputs().stream().map(p -> p.name() + " : " + p.type()).toList();
                }
                return null;
            }
        });
    }

    private void fillToolBar(IToolBarManager bar) {
        for (String id : List.of(EngineActions.START, EngineActions.STOP, EngineActions.RESTART, EngineActions.ADD,
                EngineActions.ADD_CLUSTER, EngineActions.REFRESH)) {
            bar.add(actions.get(id));
        }
    }

    private void fillContextMenu(IMenuManager menu) {
        actions.update();
        Object first = selection().getFirstElement();
        if (first instanceof DeploymentNode) {
            for (String id : List.of(EngineActions.RUN, EngineActions.BATCH, EngineActions.OPEN, EngineActions.DELETE)) {
                menu.add(actions.get(id));
            }
        } else {
            for (String id : List.of(EngineActions.START, EngineActions.STOP, EngineActions.RESTART, EngineActions.CONNECT,
                    EngineActions.DISCONNECT)) {
                if (actions.get(id).isEnabled()) {
                    menu.add(actions.get(id));
                }
            }
            menu.add(new Separator());
            for (String id : List.of(EngineActions.ADD, EngineActions.ADD_CLUSTER, EngineActions.EDIT, EngineActions.REMOVE,
                    EngineActions.CONSOLE, EngineActions.COPY_URL, EngineActions.DEPLOY_ON_SAVE, EngineActions.REFRESH)) {
                menu.add(actions.get(id));
            }
        }
        menu.add(new Separator(org.eclipse.ui.IWorkbenchActionConstants.MB_ADDITIONS));
    }

    /** From any thread: one refresh per burst of changes, on the UI thread. */
    private void changed(EngineTarget engine) {
        if (refreshQueued || viewer == null) {
            return;
        }
        refreshQueued = true;
        Display d = viewer.getControl().getDisplay();
        d.asyncExec(() -> {
            refreshQueued = false;
            if (viewer.getControl().isDisposed()) {
                return;
            }
            viewer.refresh(true);
            expandWhereDeploymentsAppeared();
            tutti.ui.ColumnFit.fit(viewer.getTree());
            if (pendingReplica != null) {
                ReplicaNode r = pendingReplica;
                viewer.setExpandedState(r.engine(), true);
                viewer.setSelection(new org.eclipse.jface.viewers.StructuredSelection(r), true);
                if (!viewer.getStructuredSelection().isEmpty()) {
                    pendingReplica = null;
                }
            }
            actions.update();
        });
    }

    /**
     * Opens an engine's row when it gains deployments (a Deploy just put one there, the user
     * wants to see it); rows the user closed stay closed until then.
     */
    private void expandWhereDeploymentsAppeared() {
        for (EngineTarget e : engines.all()) {
            int now = e.status().deployments().size();
            Integer before = deploymentCounts.put(e.id(), now);
            if (now > (before == null ? 0 : before)) {
                viewer.setExpandedState(e, true);
            }
        }
    }

    IStructuredSelection selection() {
        return viewer.getStructuredSelection();
    }

    void copy(String text) {
        Clipboard c = new Clipboard(viewer.getControl().getDisplay());
        try {
            c.setContents(new Object[] {text}, new Transfer[] {TextTransfer.getInstance()});
        } finally {
            c.dispose();
        }
    }

    /** The tree, for tests. */
    public TreeViewer viewer() {
        return viewer;
    }

    /** An action by its id (EngineActions' constants), for tests. */
    public IAction action(String id) {
        return actions.get(id);
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        if (engines != null) {
            engines.removeListener(listener);
        }
        getSite().getPage().removeSelectionListener(tutti.ui.TuttiPerspective.TOPOLOGY, replicaSelection);
        if (images != null) {
            images.dispose();
        }
        super.dispose();
    }

    /** An engine whose replicas are worth rows of their own: a front of them. */
    private static boolean replicated(EngineTarget e) {
        return e.status().health() != null && e.status().health().mode().equals("replicated") && !e.status().replicas().isEmpty();
    }

    /** Engines and clusters at the top, a cluster's members, an engine's replicas (for a front) and deployments below them. */
    private static final class Content implements ITreeContentProvider {
        private EngineRegistry registry;

        @Override
        public void inputChanged(org.eclipse.jface.viewers.Viewer viewer, Object oldInput, Object newInput) {
            registry = (EngineRegistry) newInput;
        }

        @Override
        public Object[] getElements(Object input) {
            EngineRegistry r = (EngineRegistry) input;
            List<Object> top = new java.util.ArrayList<>();
            for (EngineTarget e : r.all()) {
                if (!(e instanceof RemoteEngine remote && remote.cluster() != null)) {
                    top.add(e);
                }
            }
            top.addAll(r.clusters());
            return top.toArray();
        }

        @Override
        public Object[] getChildren(Object parent) {
            if (parent instanceof EngineCluster c) {
                return c.members().toArray();
            }
            if (parent instanceof EngineTarget e) {
                List<Object> rows = new java.util.ArrayList<>();
                if (replicated(e)) {
                    e.status().replicas().forEach(r -> rows.add(new ReplicaNode(e, r)));
                }
                e.status().deployments().forEach(d -> rows.add(new DeploymentNode(e, d)));
                return rows.toArray();
            }
            return new Object[0];
        }

        @Override
        public Object getParent(Object element) {
            if (element instanceof RemoteEngine e && e.cluster() != null && registry != null) {
                return registry.cluster(e.cluster());
            }
            if (element instanceof ReplicaNode r) {
                return r.engine();
            }
            return element instanceof DeploymentNode d ? d.engine() : null;
        }

        @Override
        public boolean hasChildren(Object element) {
            if (element instanceof EngineCluster c) {
                return !c.members().isEmpty();
            }
            return element instanceof EngineTarget e && (!e.status().deployments().isEmpty() || replicated(e));
        }
    }
}
