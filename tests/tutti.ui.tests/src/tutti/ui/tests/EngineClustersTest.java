package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import tutti.client.EngineClient;
import tutti.client.cluster.ClusterFile;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.core.EngineCore;
import tutti.model.CompositionFiles;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.ui.engines.EngineCluster;
import tutti.ui.engines.EngineRegistry;
import tutti.ui.engines.EngineState;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.RemoteEngine;
import tutti.ui.engines.deploy.DeployHandler;
import tutti.ui.engines.deploy.DeployJob;
import tutti.ui.engines.deploy.DeployReport;
import tutti.ui.engines.deploy.DeployTargets;
import tutti.ui.engines.dialogs.ClusterDialog;
import tutti.ui.engines.views.EnginesView;

/**
 * A cluster in the Studio: added from its file (tokens read through the file's references into
 * secure storage), a row with its members below it, Deploy to the cluster reaching every member
 * (or none when one holds the version with other content), and removed with its tokens.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EngineClustersTest {

    private static final String TOKEN = "cluster-members-token-7";

    private static IWorkbenchWindow window;
    private static EngineRegistry engines;
    private static EnginesView view;
    private static final EngineServer[] members = new EngineServer[2];
    private static Path clusterFile;
    private static EngineCluster cluster;
    private static IProject project;

    @BeforeAll
    static void setUp() throws Exception {
        window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        engines = EnginesPlugin.getDefault().engines();
        view = (EnginesView) window.getActivePage().showView(EnginesView.ID);
        Path dir = Files.createTempDirectory("tutti-ui-cluster");
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < members.length; i++) {
            members[i] = EngineServer.start(new EngineOptions(EngineOptions.LOOPBACK, 0, TOKEN, null, new EngineCore.Config(1, 1, 1000))
                    .asReplica(new EngineOptions.Replica(ClusterFile.firstInstanceId(i), URI.create("http://127.0.0.1:1"))));
            list.append(i == 0 ? "" : ", ").append("{\"name\": \"engine-").append(i).append("\", \"url\": \"")
                    .append(members[i].uri().toString().replaceAll("/$", "")).append("\"}");
        }
        Path token = dir.resolve("token");
        Files.writeString(token, TOKEN + "\n");
        clusterFile = dir.resolve("orders.json");
        Files.writeString(clusterFile, "{\"name\": \"orders\", \"balancer\": \"http://127.0.0.1:8680\", \"token\": \"file:" + token
                + "\", \"members\": [" + list + "]}");
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("clusters-test");
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
    }

    @AfterAll
    static void tearDown() throws Exception {
        for (EngineCluster c : engines.clusters()) {
            engines.removeCluster(c);
        }
        for (EngineServer e : members) {
            if (e != null) {
                e.close();
            }
        }
    }

    /** A row at any depth of the Engines view (cluster, member, deployment). */
    private static TreeItem row(String text) {
        UiWait.settle(50);
        view.viewer().expandAll();
        return find(view.viewer().getTree().getItems(), text);
    }

    private static TreeItem find(TreeItem[] items, String text) {
        for (TreeItem i : items) {
            if (i.getText(0).equals(text)) {
                return i;
            }
            TreeItem below = find(i.getItems(), text);
            if (below != null) {
                return below;
            }
        }
        return null;
    }

    /** Opens a view, then selects the cluster's row in the Engines view, which the view follows. */
    @SuppressWarnings("unchecked")
    private static <T extends org.eclipse.ui.IViewPart> T showAndSelectTheCluster(String viewId) throws Exception {
        T shown = (T) window.getActivePage().showView(viewId);
        window.getActivePage().activate(view);
        view.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(cluster), true);
        return shown;
    }

    private static void shot(String name) throws Exception {
        UiWait.settle(150);
        Screenshots.shell(window.getShell(), name);
    }

    @Test
    @Order(1)
    void aClusterIsAddedFromItsFileWithItsMembersBelowIt() throws Exception {
        ClusterDialog d = new ClusterDialog(window.getShell(), engines);
        d.setBlockOnOpen(false);
        d.open();
        Widgets.byId(d.getShell(), Text.class, "clusterFile").setText(clusterFile.toString());
        UiWait.settle(100);
        Text token = Widgets.find(d.getShell(), Text.class, t -> String.valueOf(t.getData("tutti.id")).startsWith("token:file:"));
        assertNotNull(token, "a token field for the file's reference");
        assertEquals(TOKEN, token.getText(), "read through the reference");
        UiWait.settle(250);
        Screenshots.shell(d.getShell(), "clusters-1-add");
        Widgets.press(Widgets.button(d.getShell(), "OK"));
        cluster = d.cluster();
        assertNotNull(cluster);
        assertEquals(List.of("orders/engine-0", "orders/engine-1"), cluster.members().stream().map(RemoteEngine::name).toList());
        cluster.members().forEach(m -> EnginesPlugin.getDefault().poller().refresh(m));
        for (RemoteEngine m : cluster.members()) {
            assertEquals(TOKEN, m.token(), "in secure storage");
            assertTrue(UiWait.until(() -> m.status().state() == EngineState.UP, 10_000), m.status().toString());
        }
        assertFalse(EnginesPlugin.getDefault().getPreferenceStore().getString("remoteEngines").contains(TOKEN));
        assertTrue(UiWait.until(() -> row("orders") != null && "2 of 2 up".equals(row("orders").getText(1)), 5000));
        TreeItem orders = row("orders");
        assertEquals(2, orders.getItemCount(), "its members below it");
        assertEquals("engine-0", orders.getItem(0).getText(0));
        assertEquals("http://127.0.0.1:8680", orders.getText(2), "the balancer's address");
        assertNull(find(view.viewer().getTree().getItems(), "orders/engine-0"), "members are not listed on their own");
        shot("clusters-2-view");
    }

    @Test
    @Order(2)
    void deployToTheClusterReachesEveryMember() throws Exception {
        IFile file = TestFiles.write(project.getName(), "Sequential.tutti", Samples.bytes("Sequential"));
        DeployTargets.toggle(file, cluster, engines);
        DeployTargets.toggle(file, engines.local(), engines);
        assertEquals(List.of(), DeployTargets.of(file, engines), "the cluster only");
        assertEquals(List.of(cluster), DeployTargets.clustersOf(file, engines));
        DeployReport r = deploy(file);
        assertTrue(r.ok(), r.summary());
        assertEquals(2, r.outcomes().size());
        for (EngineServer e : members) {
            assertEquals(1, EngineClient.to(e.uri()).build().deployments().size());
        }
        cluster.members().forEach(m -> EnginesPlugin.getDefault().poller().refresh(m));
        assertTrue(UiWait.until(() -> "1".equals(row("orders").getText(4)), 5000), row("orders").getText(4));
        shot("clusters-3-deployed");
    }

    @Test
    @Order(3)
    void selectingTheClusterRowMonitorsEveryMember() throws Exception {
        tutti.ui.monitor.MonitorView monitor = showAndSelectTheCluster(tutti.ui.monitor.MonitorView.ID);
        List<tutti.ui.engines.EngineTarget> expected = List.copyOf(cluster.members());
        assertTrue(UiWait.until(() -> monitor.engines().equals(expected), 5000), "the Monitor follows " + monitor.engines());
        // Work on both members, engine-1 twice as much: the total line adds them up.
        Thread load = new Thread(() -> {
            long end = System.currentTimeMillis() + 4_000;
            while (System.currentTimeMillis() < end) {
                try {
                    for (int i = 0; i < members.length; i++) {
                        EngineClient.to(members[i].uri()).token(TOKEN).build().batch("Sequential",
                                new tutti.client.BatchRequest(2_000 * (i + 1), java.util.Map.of("n", 1), 100, null, null));
                    }
                } catch (tutti.client.EngineException e) {
                    return;
                }
            }
        });
        load.start();
        tutti.monitor.SeriesKey total = new tutti.monitor.SeriesKey("orders", tutti.monitor.SeriesKey.TOTAL, "instances",
                "completed/s Sequential", "/s");
        tutti.ui.monitor.ChartPanel completed = monitor.panel("Completed instances/s");
        assertTrue(UiWait.until(() -> monitor.monitor().series(total) != null && monitor.monitor().series(total).window(0).max() > 0
                && completed.legend().contains("orders total Sequential"), 15_000), "the cluster's total is charted: "
                        + completed.legend());
        // The load reaches the members one after the other, so engine-1's first sample may follow the total's.
        assertTrue(UiWait.until(() -> completed.legend().containsAll(List.of("engine-0 r0 Sequential", "engine-1 r0 Sequential")),
                10_000), "and each member's own line, named without the cluster's name they share: " + completed.legend());
        assertTrue(Widgets.byId(monitor.getViewSite().getShell(), org.eclipse.swt.widgets.Label.class,
                "monitor.header").getText().startsWith("cluster orders, its total in bold"));
        shot("clusters-4-monitor");
        window.getActivePage().setPartState(window.getActivePage().getReference(monitor), org.eclipse.ui.IWorkbenchPage.STATE_MAXIMIZED);
        UiWait.settle(1_500);
        completed.savePng(Screenshots.folder().resolve("clusters-4-completed.png").toString());
        shot("clusters-4-monitor-maximized");
        window.getActivePage().setPartState(window.getActivePage().getReference(monitor), org.eclipse.ui.IWorkbenchPage.STATE_RESTORED);
        load.join();
        double sum = 0;
        for (RemoteEngine m : cluster.members()) {
            tutti.monitor.Series s = monitor.monitor().series(new tutti.monitor.SeriesKey(m.name(), 0, "instances",
                    "completed/s Sequential", "/s"));
            sum += s.window(0).max();
        }
        assertTrue(monitor.monitor().series(total).window(0).max() <= sum + 1e-6, "a total is no more than its members' peaks");
    }

    @Test
    @Order(4)
    void selectingTheClusterRowDrawsItsMembersMachinesSideBySide() throws Exception {
        tutti.ui.topology.TopologyView topology = showAndSelectTheCluster(tutti.ui.topology.TopologyView.ID);
        assertTrue(UiWait.until(() -> topology.cluster() != null && topology.canvas().sideBySide() != null, 15_000),
                "the cluster's machines are drawn");
        assertEquals(2, topology.canvas().members().size(), "one machine per member");
        tutti.ui.topology.draw.SceneFigure left = topology.canvas().members().get(0);
        tutti.ui.topology.draw.SceneFigure right = topology.canvas().members().get(1);
        assertTrue(right.getBounds().x >= left.getBounds().right(), "side by side: " + left.getBounds() + " " + right.getBounds());
        assertEquals(left.getBounds().y, right.getBounds().y);
        assertFalse(topology.planShown(), "a plan is one engine's: the cluster's drawing has the view");
        String svg = topology.svg();
        for (RemoteEngine m : cluster.members()) {
            assertTrue(svg.contains(m.name() + " (" + m.url() + ")"), "each machine under its member's name");
        }
        assertTrue(svg.contains("translate(" + right.getBounds().x + ","), "the second machine moved right in the export too");
        Files.write(Screenshots.folder().resolve("clusters-5-topology.png"), topology.png());
        shot("clusters-5-topology-view");

        // A member that stops answering keeps its place with the reason; the other is still drawn.
        int port = members[1].uri().getPort();
        members[1].close();
        cluster.members().forEach(m -> EnginesPlugin.getDefault().poller().refresh(m));
        topology.refresh();
        assertTrue(UiWait.until(() -> topology.canvas().sideBySide() != null && topology.canvas().members().size() == 1
                && topology.canvas().sideBySide().placed().size() == 2, 15_000), "one machine and one reason");
        tutti.ui.topology.draw.SideBySide.Placed gone = topology.canvas().sideBySide().placed().get(1);
        assertNull(gone.part().scene());
        assertTrue(gone.part().problem().contains("orders/engine-1"), gone.part().problem());
        shot("clusters-6-topology-member-down");
        members[1] = EngineServer.start(new EngineOptions(EngineOptions.LOOPBACK, port, TOKEN, null,
                new EngineCore.Config(1, 1, 1000)).asReplica(new EngineOptions.Replica(ClusterFile.firstInstanceId(1),
                        URI.create("http://127.0.0.1:1"))));
    }

    @Test
    @Order(5)
    void aClusterDeployIsRefusedWholeWhenAMemberHoldsOtherContent() throws Exception {
        Composition other = Samples.load("Sequential");
        other.setVersion("2.0.0");
        other.setDescription("deployed by hand to one member");
        EngineClient.to(members[1].uri()).token(TOKEN).build().deploy(tutti.test.support.Archives.of(other));
        Composition mine = Samples.load("Sequential");
        mine.setVersion("2.0.0");
        IFile file = TestFiles.write(project.getName(), "Sequential.tutti", CompositionFiles.toBytes(mine));
        DeployReport r = deploy(file);
        assertFalse(r.ok());
        assertTrue(r.summary().contains("nothing was deployed") && r.summary().contains("other content"), r.summary());
        assertEquals(1, EngineClient.to(members[0].uri()).build().deployments().size(), "engine-0 did not get it");
    }

    @Test
    @Order(6)
    void removingTheClusterForgetsItsMembersAndTheirTokens() throws Exception {
        List<String> ids = cluster.members().stream().map(RemoteEngine::id).toList();
        engines.removeCluster(cluster);
        assertTrue(engines.clusters().isEmpty());
        assertTrue(ids.stream().allMatch(id -> engines.find(id) == null));
        assertTrue(UiWait.until(() -> row("orders") == null, 5000));
    }

    private static DeployReport deploy(IFile file) {
        DeployJob job = DeployHandler.deploy(null, file, DeployTargets.of(file, engines), DeployTargets.clustersOf(file, engines));
        assertTrue(UiWait.until(() -> job.lastReport() != null, 60_000), "the deploy ended");
        return job.lastReport();
    }
}
