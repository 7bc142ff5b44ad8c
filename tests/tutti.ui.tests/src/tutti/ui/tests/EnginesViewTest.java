package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import tutti.cluster.launch.EngineLauncher;
import tutti.client.EngineClient;
import tutti.model.CompositionFiles;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ReceiveTask;
import tutti.ui.editor.CompositionEditor;
import tutti.ui.editor.ProblemMarkers;
import tutti.ui.engines.BatchResults;
import tutti.ui.engines.EngineRegistry;
import tutti.ui.engines.EngineState;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.LocalEngine;
import tutti.ui.engines.RemoteEngine;
import tutti.ui.engines.deploy.DeployHandler;
import tutti.ui.engines.deploy.DeployJob;
import tutti.ui.engines.deploy.DeployReport;
import tutti.ui.engines.dialogs.BatchDialog;
import tutti.ui.engines.dialogs.EngineDialog;
import tutti.ui.engines.dialogs.RunDialog;
import tutti.ui.engines.views.DeploymentNode;
import tutti.ui.engines.views.EnginesView;
import tutti.ui.engines.views.ResultsView;

/**
 * The Studio's loop as a user goes through it, in the real workbench with real engines: the local
 * engine started from the Engines view, Deploy from the editor, Run and Run Batch, a remote engine
 * (a second engine process) added, refused and lost, a composition with problems refused, Deploy
 * starting a stopped engine, and a killed engine restarted. A screenshot at each step.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EnginesViewTest {

    private static final String REMOTE_TOKEN = "remote-engine-test-token-42";

    private static IWorkbenchWindow window;
    private static IWorkbenchPage page;
    private static EngineRegistry engines;
    private static EnginesView view;
    private static IProject project;
    private static Process remoteProcess;
    private static URI remoteUrl;

    @BeforeAll
    static void setUp() throws Exception {
        window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        page = window.getActivePage();
        engines = EnginesPlugin.getDefault().engines();
        view = (EnginesView) page.showView(EnginesView.ID);
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("engines-test");
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        write("Benchmark.tutti", Samples.bytes("Benchmark"));
        write("Approval.tutti", CompositionFiles.toBytes(approval()));
        Composition broken = Samples.load("Sequential");
        broken.setName("Broken");
        ReceiveTask noMessage = CompositionFactory.eINSTANCE.createReceiveTask();
        noMessage.setName("waits");
        broken.getTasks().add(noMessage);
        write("Broken.tutti", CompositionFiles.toBytes(broken));
    }

    @AfterAll
    static void tearDown() throws Exception {
        page.closeAllEditors(false);
        for (RemoteEngine r : engines.remotes()) {
            engines.remove(r);
        }
        if (remoteProcess != null) {
            remoteProcess.destroyForcibly();
        }
    }

    private static IFile write(String name, byte[] bytes) throws Exception {
        return TestFiles.write(project.getName(), name, bytes);
    }

    /** Sequential, then a Receive waiting for 'approved'. */
    private static Composition approval() throws Exception {
        return tutti.test.support.Fixtures.approval();
    }

    private static void shot(String name) throws Exception {
        UiWait.settle(150);
        Screenshots.shell(window.getShell(), name);
    }

    /** A dialog as it shows once it has painted what it was just given. */
    private static void dialogShot(Shell shell, String name) throws java.io.IOException {
        UiWait.settle(250);
        Screenshots.shell(shell, name);
    }

    private static boolean waitState(EngineTarget e, EngineState s, long millis) {
        return UiWait.until(() -> e.status().state() == s, millis);
    }

    private static TreeItem row(String text) {
        UiWait.settle(50);
        view.viewer().expandAll();
        for (TreeItem engine : view.viewer().getTree().getItems()) {
            if (engine.getText(0).equals(text)) {
                return engine;
            }
            for (TreeItem d : engine.getItems()) {
                if (d.getText(0).equals(text)) {
                    return d;
                }
            }
        }
        return null;
    }

    private static long deployNanos;

    private static DeployReport deploy(IFile file) throws Exception {
        IDE.openEditor(page, file);
        UiWait.settle(200);
        DeployJob before = DeployHandler.lastJob();
        long clicked = System.nanoTime();
        // The same command the editor's Deploy button, its context menu and Ctrl+Alt+D run.
        window.getService(IHandlerService.class).executeCommand("tutti.ui.engines.deploy", null);
        DeployJob job = DeployHandler.lastJob();
        assertTrue(job != before, "the command started a deploy");
        assertTrue(UiWait.until(() -> job.lastReport() != null, 90_000), "the deploy ended");
        deployNanos = System.nanoTime() - clicked;
        return job.lastReport();
    }

    private static Process startEngine(String token) throws Exception {
        ProcessBuilder b = new ProcessBuilder(EngineLauncher.command(new EngineLauncher.Settings(0, null, "256m", 1, 2, "none",
                List.of()))).redirectErrorStream(true);
        b.environment().put(EngineLauncher.TOKEN_VARIABLE, token);
        Process p = b.start();
        remoteUrl = tutti.test.support.EngineOutput.address(p);
        return p;
    }

    @Test
    @Order(1)
    void theLocalEngineStartsFromTheEnginesView() throws Exception {
        LocalEngine local = engines.local();
        assertEquals(EngineState.STOPPED, local.status().state(), "not started with the Studio in the tests");
        assertNotNull(row("Local engine"), "the local engine has a row");
        shot("engines-1-stopped");
        view.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(local));
        assertTrue(view.action("start").isEnabled());
        view.action("start").run();
        assertTrue(waitState(local, EngineState.UP, 60_000), "Up within a minute: " + local.status());
        assertTrue(local.pid() > 0 && local.pid() != ProcessHandle.current().pid(), "a child JVM of its own");
        String commandLine = ProcessHandle.of(local.pid()).flatMap(h -> h.info().commandLine()).orElse("");
        assertFalse(commandLine.contains(local.token()), "the token is not on the engine's command line");
        assertTrue(UiWait.until(() -> "Up".equals(row("Local engine").getText(1)), 5000), "the row says Up");
        assertTrue(row("Local engine").getText(2).startsWith("http://127.0.0.1:"), "its loopback address is shown");
        assertTrue(view.action("stop").isEnabled() && !view.action("start").isEnabled());
        shot("engines-2-local-up");
    }

    @Test
    @Order(2)
    void deployFromTheEditorListsTheComposition() throws Exception {
        DeployReport report = deploy(project.getFile("Benchmark.tutti"));
        long firstDeploy = deployNanos;
        assertTrue(report.ok(), report.summary());
        assertTrue(report.summary().matches("Benchmark 1\\.0\\.0 deployed to Local engine in \\d+\\.\\d s"), report.summary());
        assertTrue(UiWait.until(() -> view.viewer().getExpandedState(engines.local()), 5000),
                "the engine's row opens to show what was just deployed on it");
        assertTrue(UiWait.until(() -> row("Benchmark 1.0.0") != null, 5000), "listed under the local engine");
        TreeItem b = row("Benchmark 1.0.0");
        assertTrue(b.getText(2).startsWith("sha256 ") && b.getText(3).equals("8 tasks"), b.getText(2) + " " + b.getText(3));
        CompositionEditor editor = (CompositionEditor) page.getActiveEditor();
        assertNotNull(editor);
        shot("engines-3-deployed");
        // The first instance after the click: the benchmark of "one click to a running instance".
        long first = System.nanoTime();
        EngineClient c = engines.local().client();
        assertEquals(Map.of("result", "defabc"), c.run("Benchmark", null, Map.of("order", "abcdef"),
                java.time.Duration.ofSeconds(10)).outputs());
        long runNanos = System.nanoTime() - first;
        DeployReport again = deploy(project.getFile("Benchmark.tutti"));
        assertTrue(again.ok() && again.outcomes().get(0).result().unchanged(), "the same content says so: " + again.summary());
        assertTrue(again.summary().contains("unchanged on Local engine"), again.summary());
        page.closeAllEditors(false);
        Path editorFile = project.getFile("Benchmark.tutti").getLocation().toFile().toPath();
        Composition changed = CompositionFiles.load(editorFile);
        changed.setVersion("1.0.1");
        write("Benchmark.tutti", CompositionFiles.toBytes(changed));
        DeployReport next = deploy(project.getFile("Benchmark.tutti"));
        assertTrue(next.ok(), next.summary());
        long warmDeploy = deployNanos;
        long firstOfNext = System.nanoTime();
        c.run("Benchmark", "1.0.1", Map.of("order", "abcdef"), java.time.Duration.ofSeconds(10));
        long warmRun = System.nanoTime() - firstOfNext;
        Benchmarks.write("deploy-warm.csv", "step,millis\nfirst deploy of the session (click to deployed),"
                + firstDeploy / 1_000_000 + "\nits first instance," + runNanos / 1_000_000
                + "\nnext deploy (click to deployed; warm)," + warmDeploy / 1_000_000 + "\nits first instance,"
                + warmRun / 1_000_000 + "\n");
    }

    @Test
    @Order(3)
    void runShowsTheOutputs() throws Exception {
        DeploymentNode node = (DeploymentNode) row("Benchmark 1.0.0").getData();
        RunDialog d = new RunDialog(window.getShell(), node.engine(), node.deployment());
        d.setBlockOnOpen(false);
        d.open();
        try {
            Text order = Widgets.byId(d.getShell(), Text.class, "input.order");
            order.setText("abcdef");
            Button run = Widgets.button(d.getShell(), "Run");
            assertTrue(run.isEnabled());
            Widgets.press(run);
            assertTrue(UiWait.until(() -> d.resultText().contains("completed"), 10_000), d.resultText());
            assertTrue(d.resultText().contains("Outputs: {\"result\":\"defabc\"}"), d.resultText());
            dialogShot(d.getShell(), "engines-4-run");
        } finally {
            d.close();
        }
    }

    @Test
    @Order(4)
    void anAsynchronousRunIsAnsweredWithSendMessage() throws Exception {
        assertTrue(deploy(project.getFile("Approval.tutti")).ok());
        assertTrue(UiWait.until(() -> row("Approval 1.0.0") != null, 5000));
        DeploymentNode node = (DeploymentNode) row("Approval 1.0.0").getData();
        RunDialog d = new RunDialog(window.getShell(), node.engine(), node.deployment());
        d.setBlockOnOpen(false);
        d.open();
        try {
            Text n = Widgets.byId(d.getShell(), Text.class, "input.n");
            n.setText("x");
            assertFalse(Widgets.button(d.getShell(), "Run").isEnabled(), "a wrong type is refused as it is typed");
            n.setText("1");
            assertTrue(Widgets.button(d.getShell(), "Run").isEnabled());
            Button async = Widgets.byId(d.getShell(), Button.class, "async");
            Widgets.find(d.getShell(), Button.class, b -> b.getText().equals("Wait for the end")).setSelection(false);
            async.setSelection(true);
            Widgets.press(Widgets.button(d.getShell(), "Run"));
            assertTrue(UiWait.until(() -> d.resultText().contains("waiting for approved"), 10_000), d.resultText());
            dialogShot(d.getShell(), "engines-5-async-waiting");
            // Send Message opens its own dialog: fill it in when it shows.
            d.getShell().getDisplay().timerExec(300, () -> {
                Shell send = Widgets.shell("Send Message");
                Widgets.byId(send, Text.class, "payload").setText("{\"by\": \"test\"}");
                assertEquals("approved", Widgets.byId(send, Combo.class, "message").getText());
                try {
                    dialogShot(send, "engines-6-send-message");
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                Widgets.press(Widgets.button(send, "Send"));
            });
            Widgets.press(Widgets.button(d.getShell(), "Send Message..."));
            assertTrue(UiWait.until(() -> d.resultText().contains("completed"), 10_000), d.resultText());
            assertTrue(d.resultText().contains("Outputs: {\"result\":6}"), d.resultText());
        } finally {
            d.close();
        }
    }

    @Test
    @Order(5)
    void aBatchBecomesARowOfTheResultsView() throws Exception {
        DeploymentNode node = (DeploymentNode) row("Benchmark 1.0.0").getData();
        int before = BatchResults.get().runs().size();
        for (int round = 0; round < 2; round++) {
            BatchDialog d = new BatchDialog(window.getShell(), node.engine(), node.deployment());
            d.setBlockOnOpen(false);
            d.open();
            assertEquals(10_000, Widgets.byId(d.getShell(), Spinner.class, "count").getSelection());
            Widgets.byId(d.getShell(), Text.class, "input.order").setText("abcdef");
            if (round == 0) {
                dialogShot(d.getShell(), "engines-7-batch-dialog");
            }
            Widgets.press(Widgets.button(d.getShell(), "Run Batch"));
            Job job = d.job();
            assertTrue(UiWait.until(() -> job.getResult() != null, 120_000), "the batch ended");
            assertTrue(job.getResult().isOK(), job.getResult().getMessage());
        }
        assertTrue(UiWait.until(() -> BatchResults.get().runs().size() == before + 2, 5000));
        BatchResults.Run run = BatchResults.get().runs().get(before);
        assertEquals(10_000, run.report().completed());
        assertEquals(0, run.report().failed());
        ResultsView results = (ResultsView) page.findView(ResultsView.ID);
        assertNotNull(results, "the Results view opened");
        assertTrue(UiWait.until(() -> results.runs().getTable().getItemCount() == before + 2, 5000));
        assertTrue(UiWait.until(() -> results.runs().getStructuredSelection().getFirstElement() == BatchResults.get().runs()
                .get(before + 1), 5000), "the newest run is selected: " + results.runs().getStructuredSelection());
        assertTrue(results.counters().getTable().getItemCount() > 0, "and its counters are shown");
        results.runs().getTable().select(before);
        results.runs().setSelection(results.runs().getSelection());
        results.runs().setSelection(new org.eclipse.jface.viewers.StructuredSelection(run));
        UiWait.settle(100);
        assertTrue(results.counters().getTable().getItemCount() > 0, "the run's pool counters are listed");
        boolean named = Arrays.stream(results.counters().getTable().getItems()).allMatch(i ->
                i.getText(2).matches("[\\d,]+") || i.getText(2).startsWith("not counted: "));
        assertTrue(named, "every counter is a number or says why it is not counted");
        Path csv = Screenshots.folder().resolve("../batches.csv");
        results.exportTo(csv);
        List<String> lines = Files.readAllLines(csv);
        assertEquals(before + 3, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("time,engine,composition,instances,completed,failed,instances/s,p50 µs"), lines.get(0));
        assertTrue(lines.get(1).contains(",Local engine,Benchmark 1.0.0,10000,10000,0,"), lines.get(1));
        page.activate(results);
        shot("engines-8-results");
    }

    @Test
    @Order(6)
    void aRemoteEngineIsAddedTestedAndUp() throws Exception {
        remoteProcess = startEngine(REMOTE_TOKEN);
        EngineDialog d = new EngineDialog(window.getShell(), engines, null);
        d.setBlockOnOpen(false);
        d.open();
        Widgets.byId(d.getShell(), Text.class, "name").setText("Second engine");
        Widgets.byId(d.getShell(), Text.class, "url").setText(remoteUrl.toString());
        Widgets.byId(d.getShell(), Text.class, "token").setText(REMOTE_TOKEN);
        Widgets.press(Widgets.button(d.getShell(), "Test Connection"));
        assertTrue(UiWait.until(() -> d.testResult().startsWith("Reachable"), 10_000), d.testResult());
        assertTrue(d.testResult().contains("Tutti engine 0.1.0") && d.testResult().contains("The token is accepted"),
                d.testResult());
        dialogShot(d.getShell(), "engines-9-add-remote");
        Widgets.press(Widgets.button(d.getShell(), "OK"));
        RemoteEngine remote = d.engine();
        assertNotNull(remote);
        assertTrue(waitState(remote, EngineState.UP, 10_000), remote.status().toString());
        assertFalse(EnginesPlugin.getDefault().getPreferenceStore().getString("remoteEngines").contains(REMOTE_TOKEN),
                "the token is not in the preferences");
        assertEquals(REMOTE_TOKEN, remote.token(), "it is in secure storage");
        shot("engines-10-remote-up");
    }

    @Test
    @Order(7)
    void aWrongTokenIsUnauthorizedAndAStoppedEngineUnreachableWithinTwoSeconds() throws Exception {
        RemoteEngine wrong = engines.add("Wrong token", remoteUrl, "not-the-token", null, false);
        EnginesPlugin.getDefault().poller().refresh(wrong);
        assertTrue(waitState(wrong, EngineState.UNAUTHORIZED, 10_000), wrong.status().toString());
        assertTrue(wrong.status().detail().contains("refused the token"), wrong.status().detail());
        assertTrue(UiWait.until(() -> "Unauthorized".equals(row("Wrong token").getText(1)), 5000));
        shot("engines-11-unauthorized");
        RemoteEngine second = (RemoteEngine) engines.all().stream().filter(e -> e.name().equals("Second engine")).findFirst()
                .orElseThrow();
        assertTrue(waitState(second, EngineState.UP, 5000));
        remoteProcess.getOutputStream().close();
        assertTrue(remoteProcess.waitFor(10, TimeUnit.SECONDS));
        long gone = System.nanoTime();
        assertTrue(waitState(second, EngineState.UNREACHABLE, 5000), second.status().toString());
        long millis = (System.nanoTime() - gone) / 1_000_000;
        assertTrue(millis <= 2000, "Unreachable within 2 s of the engine's end, took " + millis + " ms");
        assertTrue(second.status().detail().startsWith("no engine answers at " + remoteUrl), second.status().detail());
        shot("engines-12-unreachable");
        engines.remove(wrong);
    }

    @Test
    @Order(8)
    void aCompositionWithProblemsIsRefusedWithMarkers() throws Exception {
        IFile broken = project.getFile("Broken.tutti");
        DeployReport r = deploy(broken);
        assertFalse(r.ok());
        assertTrue(r.problems() > 0 && r.summary().startsWith("Broken has 1 problem: nothing was uploaded"), r.summary());
        IMarker[] markers = broken.findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_ZERO);
        assertTrue(markers.length > 0, "markers set");
        assertTrue(engines.local().status().deployments().stream().noneMatch(d -> d.name().equals("Broken")), "nothing uploaded");
        shot("engines-13-refused");
    }

    @Test
    @Order(9)
    void deployStartsAStoppedLocalEngine() throws Exception {
        LocalEngine local = engines.local();
        view.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(local));
        view.action("stop").run();
        assertTrue(waitState(local, EngineState.STOPPED, 30_000), local.status().toString());
        assertEquals("stopped", local.status().detail());
        DeployReport r = deploy(project.getFile("Benchmark.tutti"));
        long millis = deployNanos / 1_000_000;
        assertTrue(r.ok(), r.summary());
        assertTrue(local.running(), "Deploy started it");
        assertTrue(waitState(local, EngineState.UP, 10_000));
        Benchmarks.append("deploy-warm.csv", "deploy that starts the stopped local engine (click to deployed)," + millis + "\n");
        shot("engines-14-started-by-deploy");
    }

    @Test
    @Order(10)
    void aKilledLocalEngineShowsWhyAndRestarts() throws Exception {
        LocalEngine local = engines.local();
        long pid = local.pid();
        ProcessHandle.of(pid).orElseThrow().destroyForcibly();
        assertTrue(waitState(local, EngineState.STOPPED, 10_000), local.status().toString());
        assertTrue(local.status().detail().contains("(pid " + pid + ") was killed by signal 9 (SIGKILL)"), local.status().detail());
        view.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(local));
        shot("engines-15-killed");
        assertTrue(UiWait.until(() -> view.action("start").isEnabled() && view.action("restart").isEnabled(), 2000),
                "Start and Restart offered after the crash");
        view.action("restart").run();
        assertTrue(waitState(local, EngineState.UP, 60_000), local.status().toString());
        assertTrue(UiWait.until(() -> row("Benchmark 1.0.0") != null, 10_000), "its deployments came back from the data directory");
    }

    @Test
    @Order(11)
    void pollingTenEnginesCostsLittle() throws Exception {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        List<RemoteEngine> ten = new ArrayList<>();
        URI local = engines.local().url();
        for (int i = 0; i < 10; i++) {
            ten.add(engines.add("Polled " + i, local, engines.local().token(), null, false));
        }
        for (RemoteEngine e : ten) {
            assertTrue(waitState(e, EngineState.UP, 10_000), e.status().toString());
        }
        UiWait.settle(15_000); // warm: the figure is for a Studio that has been polling a while
        long cpuBefore = pollerCpu(threads);
        long wallBefore = System.nanoTime();
        UiWait.settle(30_000);
        long cpu = pollerCpu(threads) - cpuBefore;
        long wall = System.nanoTime() - wallBefore;
        double percent = 100.0 * cpu / wall;
        Benchmarks.write("engines-polling.csv", "engines,seconds,poller_cpu_ms,percent_of_one_core\n11,"
                + wall / 1_000_000_000 + "," + cpu / 1_000_000 + "," + String.format(java.util.Locale.ROOT, "%.2f", percent) + "\n");
        for (RemoteEngine e : ten) {
            engines.remove(e);
        }
    }

    @Test
    @Order(12)
    void otherContentUnderADeployedVersionIsOfferedTheNextVersion() throws Exception {
        page.closeAllEditors(false);
        IFile file = project.getFile("Benchmark.tutti");
        Composition c = CompositionFiles.load(file.getLocation().toFile().toPath());
        String deployed = c.getVersion();
        c.setDescription("changed after it was deployed");
        write("Benchmark.tutti", CompositionFiles.toBytes(c));
        String next = deployed.substring(0, deployed.lastIndexOf('.') + 1)
                + (Integer.parseInt(deployed.substring(deployed.lastIndexOf('.') + 1)) + 1);
        String[] asked = {null};
        Runnable answer = new Runnable() {
            @Override
            public void run() {
                Shell question = Widgets.shell("Version already deployed");
                if (question == null) {
                    window.getShell().getDisplay().timerExec(100, this);
                    return;
                }
                asked[0] = Widgets.find(question, org.eclipse.swt.widgets.Label.class, l -> l.getText().contains("already deployed"))
                        .getText();
                try {
                    dialogShot(question, "engines-16-version-conflict");
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                Widgets.press(Widgets.button(question, "Yes"));
            }
        };
        window.getShell().getDisplay().timerExec(100, answer);
        DeployReport refused = deploy(file);
        assertEquals(1, refused.conflicts().size(), refused.summary());
        assertTrue(UiWait.until(() -> asked[0] != null, 10_000), "the Studio asked");
        assertTrue(asked[0].contains("already deployed with other content") && asked[0].contains("Benchmark " + next + "?"), asked[0]);
        DeployJob bumped = DeployHandler.lastJob();
        assertTrue(UiWait.until(() -> bumped.lastReport() != null && bumped.lastReport().version() != null
                && bumped.lastReport().version().equals(next), 30_000), "deployed again as " + next);
        assertTrue(bumped.lastReport().ok(), bumped.lastReport().summary());
        assertEquals(next, CompositionFiles.load(file.getLocation().toFile().toPath()).getVersion(), "the file says the new version");
    }

    @Test
    @Order(13)
    void anHttpsEngineWithAnUntrustedCertificateIsPinnedAfterAsking() throws Exception {
        Path dir = Files.createTempDirectory("tutti-tls");
        Path keystore = dir.resolve("engine.p12");
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(), "-genkeypair",
                "-alias", "tutti", "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=tutti-remote", "-validity", "2",
                "-storetype", "PKCS12", "-keystore", keystore.toString(), "-storepass", "secret123", "-keypass", "secret123")
                .redirectErrorStream(true).start();
        String output = new String(keytool.getInputStream().readAllBytes());
        assertEquals(0, keytool.waitFor(), output);
        try (tutti.engine.EngineServer tls = tutti.engine.EngineServer.start(tutti.engine.EngineOptions.loopback(0)
                .withToken(REMOTE_TOKEN).withTls(new tutti.engine.EngineOptions.Tls(keystore, "secret123")))) {
            EngineDialog d = new EngineDialog(window.getShell(), engines, null);
            d.setBlockOnOpen(false);
            d.open();
            Widgets.byId(d.getShell(), Text.class, "name").setText("Secure engine");
            Widgets.byId(d.getShell(), Text.class, "url").setText(tls.uri().toString());
            Widgets.byId(d.getShell(), Text.class, "token").setText(REMOTE_TOKEN);
            String[] question = {null};
            Runnable accept = new Runnable() {
                @Override
                public void run() {
                    Shell ask = Widgets.shell("Certificate not trusted");
                    if (ask == null) {
                        window.getShell().getDisplay().timerExec(100, this);
                        return;
                    }
                    question[0] = Widgets.find(ask, org.eclipse.swt.widgets.Label.class, l -> l.getText().contains("SHA-256"))
                            .getText();
                    try {
                        dialogShot(ask, "engines-17-untrusted-certificate");
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                    Widgets.press(Widgets.button(ask, "Yes"));
                }
            };
            window.getShell().getDisplay().timerExec(100, accept);
            Widgets.press(Widgets.button(d.getShell(), "Test Connection"));
            assertTrue(UiWait.until(() -> d.testResult().startsWith("Reachable"), 20_000), d.testResult());
            assertTrue(question[0] != null && question[0].contains("CN=tutti-remote") && question[0].matches("(?s).*SHA-256 ([0-9A-F]{2}:){31}[0-9A-F]{2}.*"),
                    String.valueOf(question[0]));
            Widgets.press(Widgets.button(d.getShell(), "OK"));
            RemoteEngine secure = d.engine();
            assertTrue(secure.fingerprint() != null && question[0].contains(secure.fingerprint()), "the fingerprint is pinned");
            assertTrue(waitState(secure, EngineState.UP, 10_000), secure.status().toString());
            assertTrue(EnginesPlugin.getDefault().getPreferenceStore().getString("remoteEngines").contains(secure.fingerprint()),
                    "the pin is kept with the engine's settings");
            shot("engines-18-https-up");
            engines.remove(secure);
        }
    }

    @Test
    @Order(14)
    void theViewsActionsOpenCopyEditAndRemove() throws Exception {
        page.closeAllEditors(false);
        TreeItem deployment = row("Benchmark 1.0.0");
        view.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(deployment.getData()));
        assertTrue(view.action("open").isEnabled() && view.action("run").isEnabled() && view.action("batch").isEnabled());
        view.action("open").run();
        assertTrue(UiWait.until(() -> page.getActiveEditor() != null
                && page.getActiveEditor().getEditorInput().getName().equals("Benchmark.tutti"), 5000), "Open Composition opened it");

        LocalEngine local = engines.local();
        view.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(local));
        view.action("copyUrl").run();
        org.eclipse.swt.dnd.Clipboard clipboard = new org.eclipse.swt.dnd.Clipboard(window.getShell().getDisplay());
        try {
            assertEquals(local.url().toString(), clipboard.getContents(org.eclipse.swt.dnd.TextTransfer.getInstance()));
        } finally {
            clipboard.dispose();
        }
        assertFalse(view.action("edit").isEnabled() || view.action("remove").isEnabled(), "the local engine is not edited or removed");

        RemoteEngine second = (RemoteEngine) engines.all().stream().filter(e -> e.name().equals("Second engine")).findFirst()
                .orElseThrow();
        view.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(second));
        assertTrue(view.action("disconnect").isEnabled());
        view.action("disconnect").run();
        assertTrue(waitState(second, EngineState.DISCONNECTED, 2000));
        assertTrue(UiWait.until(() -> view.action("connect").isEnabled(), 2000), "Connect offered once disconnected");
        Widgets.answer("Edit Second engine", shell -> {
            Widgets.byId(shell, Text.class, "name").setText("Renamed engine");
            Widgets.press(Widgets.button(shell, "OK"));
        });
        view.action("edit").run();
        assertEquals("Renamed engine", second.name());
        assertEquals(EngineState.DISCONNECTED, second.status().state(), "edited while disconnected, it stays so");
        assertEquals(REMOTE_TOKEN, second.token(), "an empty token field keeps the token");
        Widgets.answer("Remove engine", shell -> Widgets.press(Widgets.button(shell, "OK")));
        view.action("remove").run();
        assertTrue(engines.remotes().stream().noneMatch(r -> r == second), "removed");
        assertEquals(null, second.token(), "its token left secure storage");
    }

    @Test
    @Order(15)
    void aCompositionDeploysToSeveralEnginesAndOnSave() throws Exception {
        page.closeAllEditors(false);
        try (tutti.engine.EngineServer other = tutti.engine.EngineServer.start(tutti.engine.EngineOptions.loopback(0)
                .withToken(REMOTE_TOKEN))) {
            RemoteEngine remote = engines.add("Other engine", other.uri(), REMOTE_TOKEN, null, false);
            EnginesPlugin.getDefault().poller().refresh(remote);
            assertTrue(waitState(remote, EngineState.UP, 10_000), remote.status().toString());
            IFile file = project.getFile("Sequential.tutti");
            write("Sequential.tutti", Samples.bytes("Sequential"));
            tutti.ui.engines.deploy.DeployTargets.toggle(file, remote, engines);
            assertEquals(List.of(engines.local(), remote), tutti.ui.engines.deploy.DeployTargets.of(file, engines),
                    "the drop-down's choice is remembered for the file, the local engine kept");
            DeployReport both = deploy(file);
            assertTrue(both.ok(), both.summary());
            assertEquals(2, both.outcomes().size(), both.summary());
            assertTrue(both.summary().contains("deployed to Local engine") && both.summary().contains("deployed to Other engine"),
                    both.summary());
            assertTrue(other.core().deployments().find("Sequential", null) != null, "on the other engine");

            engines.deployOnSave(remote, true);
            page.closeAllEditors(false);
            Composition next = CompositionFiles.load(file.getLocation().toFile().toPath());
            next.setVersion("2.0.0");
            write("Sequential.tutti", CompositionFiles.toBytes(next));
            assertTrue(UiWait.until(() -> other.core().deployments().find("Sequential", "2.0.0") != null, 30_000),
                    "saved, so deployed to the engine that deploys on save");
            engines.remove(remote);
        }
    }

    @Test
    @Order(16)
    void saveAskedCompileErrorsMarkedAndTheRestOfTheActions() throws Exception {
        page.closeAllEditors(false);
        // Unsaved changes: Deploy asks, and saving is what gets deployed.
        IFile file = project.getFile("Benchmark.tutti");
        IDE.openEditor(page, file);
        CompositionEditor editor = (CompositionEditor) page.getActiveEditor();
        String version = editor.composition().getVersion();
        editor.editDomain().getCommandStack().execute(new tutti.ui.editor.commands.SetAttributeCommand(editor.composition(),
                tutti.model.composition.CompositionPackage.Literals.COMPOSITION__VERSION, "9.0.0", "Set version"));
        assertTrue(editor.isDirty());
        Widgets.answer("Save before deploying", shell -> Widgets.press(Widgets.button(shell, "OK")));
        DeployReport saved = deploy(file);
        assertTrue(saved.ok() && saved.version().equals("9.0.0"), saved.summary());
        assertFalse(editor.isDirty(), "saved before deploying");
        assertTrue(!version.equals("9.0.0"));

        // A snippet that does not compile: nothing uploaded, the marker points at its task.
        Composition bad = Samples.load("Sequential");
        bad.setName("DoesNotCompile");
        ((tutti.model.composition.JavaSnippetTask) bad.getTasks().get(1)).setCode("next = n +;");
        IFile badFile = write("DoesNotCompile.tutti", CompositionFiles.toBytes(bad));
        DeployReport refused = deploy(badFile);
        assertFalse(refused.ok());
        assertTrue(refused.summary().startsWith("DoesNotCompile does not compile"), refused.summary());
        IMarker[] markers = badFile.findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_ZERO);
        assertTrue(Arrays.stream(markers).anyMatch(m -> m.getAttribute(IMarker.MESSAGE, "").contains("task 'step2'")
                && m.getAttribute(ProblemMarkers.ELEMENT, null) != null), "a marker on task step2");

        // Delete a deployment (confirmed), Restart, the Console page, the preference page, Compare.
        LocalEngine local = engines.local();
        assertTrue(UiWait.until(() -> row("Benchmark 9.0.0") != null, 10_000));
        view.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(row("Benchmark 9.0.0").getData()));
        Widgets.answer("Delete deployment", shell -> Widgets.press(Widgets.button(shell, "OK")));
        view.action("delete").run();
        assertTrue(UiWait.until(() -> local.status().deployments().stream()
                .noneMatch(d -> d.name().equals("Benchmark") && d.version().equals("9.0.0")), 10_000), "deleted");

        long before = local.pid();
        view.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(local));
        view.action("restart").run();
        assertTrue(UiWait.until(() -> local.pid() > 0 && local.pid() != before && local.status().state() == EngineState.UP,
                60_000), "restarted: " + local.status());
        view.action("console").run();
        org.eclipse.ui.console.MessageConsole console = tutti.ui.engines.EngineConsole.console();
        assertTrue(UiWait.until(() -> console.getDocument().get().contains("Tutti engine listening on " + local.url()), 5000),
                "the engine's own output is in the Console");
        assertTrue(UiWait.until(() -> page.findView("org.eclipse.ui.console.ConsoleView") != null, 5000),
                "the Console view is shown");
        shot("engines-19-console");

        org.eclipse.jface.preference.PreferenceDialog prefs = org.eclipse.ui.dialogs.PreferencesUtil.createPreferenceDialogOn(
                window.getShell(), "tutti.ui.preferences.localEngine", null, null);
        prefs.setBlockOnOpen(false);
        prefs.open();
        try {
            UiWait.settle(300);
            assertNotNull(Widgets.find(prefs.getShell(), org.eclipse.swt.widgets.Label.class,
                    l -> l.getText().startsWith("Port (0: any free port)")), "the Local engine page shows its settings");
            dialogShot(prefs.getShell(), "engines-20-preferences");
        } finally {
            prefs.close();
        }

        List<BatchResults.Run> runs = BatchResults.get().runs();
        ResultsView results = (ResultsView) page.showView(ResultsView.ID);
        results.runs().setSelection(new org.eclipse.jface.viewers.StructuredSelection(List.of(runs.get(0), runs.get(1))));
        Widgets.answer("Compare Batch Runs", shell -> {
            org.eclipse.swt.widgets.Table t = Widgets.byId(shell, org.eclipse.swt.widgets.Table.class, "compare.table");
            assertTrue(Arrays.stream(t.getItems()).anyMatch(i -> i.getText(0).equals("instances/s") && i.getText(3).endsWith("%")),
                    "instances/s side by side with its change");
            try {
                dialogShot(shell, "engines-21-compare");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            Widgets.press(Widgets.button(shell, "Close"));
        });
        results.compare();
    }


    private static long pollerCpu(ThreadMXBean threads) {
        long sum = 0;
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("tutti-engine-poll") || t.getName().startsWith("tutti-metrics-stream")
                    || t.getName().startsWith("HttpClient")) {
                long c = threads.getThreadCpuTime(t.threadId());
                sum += Math.max(0, c);
            }
        }
        return sum;
    }
}
