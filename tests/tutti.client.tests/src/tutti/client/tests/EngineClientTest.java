package tutti.client.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import tutti.client.BatchReport;
import tutti.client.BatchRequest;
import tutti.client.DeployResult;
import tutti.client.Deployment;
import tutti.client.DeploymentConflictException;
import tutti.client.EngineBusyException;
import tutti.client.EngineClient;
import tutti.client.EngineTimeoutException;
import tutti.client.EngineUnreachableException;
import tutti.client.Health;
import tutti.client.InstanceView;
import tutti.client.NotFoundException;
import tutti.client.RequestRefusedException;
import tutti.client.TokenRefusedException;
import tutti.client.TooLargeException;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.core.EngineCore;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.test.support.Archives;
import tutti.test.support.Fixtures;

/** The client against a real engine on loopback: every call, and every failure as its own type with a usable message. */
class EngineClientTest {

    private EngineServer engine;

    @AfterEach
    void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    private EngineClient client() {
        return EngineClient.to(engine.uri()).token(engine.token()).build();
    }

    static byte[] archive(Composition c) throws Exception {
        return Archives.of(c);
    }

    /** The Sequential sample with a Receive for message 'approved' after its last step. */
    static Composition waitingForApproval(String version) throws Exception {
        Composition c = Fixtures.sequentialWaiting();
        c.setVersion(version);
        return c;
    }

    @Test
    void deploysListsRunsAndDeletes() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        EngineClient c = client();
        Health h = c.health();
        assertEquals("up", h.status());
        assertEquals("single", h.mode());
        assertEquals(tutti.runtime.Version.NUMBER, h.version());
        assertEquals(ProcessHandle.current().pid(), h.pid());

        DeployResult d = c.deploy(archive(Samples.load("Benchmark")));
        assertEquals("Benchmark", d.name());
        assertFalse(d.unchanged());
        assertEquals(64, d.sha256().length());
        List<Deployment> list = c.deployments();
        assertEquals(1, list.size());
        Deployment b = list.get(0);
        assertEquals(d.sha256(), b.sha256(), "the list names the content hash of what was deployed");
        assertEquals(d.sha256().substring(0, 12), b.shortHash());
        assertEquals(8, b.tasks());
        assertEquals("order", b.inputs().get(0).name());
        assertEquals("String", b.inputs().get(0).type());

        InstanceView run = c.run("Benchmark", null, Map.of("order", "abcdef"), Duration.ofSeconds(10));
        assertEquals("completed", run.state());
        assertEquals(Map.of("result", "defabc"), run.outputs());
        assertTrue(run.latencyMicros() > 0);

        BatchReport report = c.batch("Benchmark", BatchRequest.of(2000, Map.of("order", "abcdef")));
        assertEquals(2000, report.completed());
        assertEquals(0, report.failed());
        assertTrue(report.throughputPerSecond() > 0);
        assertTrue(report.latency("p99") >= report.latency("p50"), report.latencyMicros().toString());
        assertTrue(report.json().containsKey("pools"), "per-pool counters stay in the report");

        assertTrue(c.metrics().contains("tutti_"), "Prometheus text");
        assertEquals(1, c.replicas().size());
        assertEquals(ProcessHandle.current().pid(), c.replicas().get(0).pid());
        assertNotNull(c.config().get("kernelThreads"));
        assertEquals(1L, c.configure(Map.of("kernelThreads", 1)).get("kernelThreads"));

        c.undeploy("Benchmark", d.version());
        assertTrue(c.deployments().isEmpty());
        NotFoundException gone = assertThrows(NotFoundException.class, () -> c.undeploy("Benchmark", d.version()));
        assertTrue(gone.getMessage().contains("no deployment Benchmark"), gone.getMessage());
    }

    @Test
    void theSameContentAgainIsUnchangedAndOtherContentUnderTheSameVersionIsAConflict() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        EngineClient c = client();
        byte[] first = archive(waitingForApproval("2.0"));
        DeployResult d = c.deploy(first);
        DeployResult again = c.deploy(first);
        assertTrue(again.unchanged(), "the same archive twice replaces nothing");
        assertEquals(d.sha256(), again.sha256());

        Composition other = waitingForApproval("2.0");
        other.setDescription("changed");
        byte[] changed = archive(other);
        DeploymentConflictException conflict = assertThrows(DeploymentConflictException.class, () -> c.deploy(changed));
        assertEquals(d.sha256(), conflict.deployedSha256());
        assertFalse(conflict.offeredSha256().equals(conflict.deployedSha256()));
        assertEquals("2.0", conflict.version());
        assertTrue(conflict.getMessage().contains("already deployed with other content")
                && conflict.getMessage().contains("new version"), conflict.getMessage());
        assertEquals(d.sha256(), c.deployments().get(0).sha256(), "the deployed version was not replaced");

        other.setVersion("2.1");
        assertFalse(c.deploy(archive(other)).unchanged(), "a new version deploys beside the old one");
        assertEquals(2, c.deployments().size());
    }

    @Test
    void anAsynchronousInstanceSaysWhatItWaitsForAndEndsWithItsMessage() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        EngineClient c = client();
        c.deploy(archive(waitingForApproval("1.0")));
        long id = c.start("Sequential", null, Map.of("n", 1));
        InstanceView waiting = waitFor(c, id, v -> !v.waitingFor().isEmpty());
        assertEquals("running", waiting.state());
        assertEquals(List.of("approved"), waiting.waitingFor());
        c.message(id, "approved", Map.of("by", "test"));
        InstanceView ended = waitFor(c, id, v -> !v.running());
        assertEquals("completed", ended.state());
        NotFoundException none = assertThrows(NotFoundException.class, () -> c.message(id, "approved", null));
        assertTrue(none.getMessage().contains("no running instance " + id), none.getMessage());
    }

    private static InstanceView waitFor(EngineClient c, long id, java.util.function.Predicate<InstanceView> done)
            throws Exception {
        long end = System.nanoTime() + 10_000_000_000L;
        InstanceView v;
        do {
            v = c.instance(id);
            if (done.test(v)) {
                return v;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < end);
        throw new AssertionError("instance " + id + " is still " + v);
    }

    @Test
    void nothingListeningIsUnreachableWithWhatToDo() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        EngineClient c = EngineClient.to(URI.create("http://127.0.0.1:" + port)).build();
        EngineUnreachableException e = assertThrows(EngineUnreachableException.class, c::health);
        assertEquals("no engine answers at http://127.0.0.1:" + port + ": start it or check the address", e.getMessage());
    }

    @Test
    void anUnknownHostIsADnsProblem() {
        EngineClient c = EngineClient.to(URI.create("http://no-such-engine.invalid:8686")).build();
        EngineUnreachableException e = assertThrows(EngineUnreachableException.class, c::health);
        assertTrue(e.getMessage().contains("'no-such-engine.invalid' is not known (DNS)"), e.getMessage());
    }

    @Test
    void addressesAreCheckedAsUsersTypeThem() {
        assertEquals(URI.create("http://127.0.0.1:8686"), EngineClient.address(" http://127.0.0.1:8686 "));
        IllegalArgumentException scheme = assertThrows(IllegalArgumentException.class, () -> EngineClient.address("127.0.0.1:8686"));
        assertTrue(scheme.getMessage().contains("starts with http:// or https://"), scheme.getMessage());
        assertThrows(IllegalArgumentException.class, () -> EngineClient.address("http://"));
        assertThrows(IllegalArgumentException.class, () -> EngineClient.address("http://a b"));
    }

    @Test
    void aWrongOrMissingTokenIsRefusedAsSuch() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        byte[] a = archive(Samples.load("Sequential"));
        TokenRefusedException wrong = assertThrows(TokenRefusedException.class,
                () -> EngineClient.to(engine.uri()).token("guess").build().deploy(a));
        assertTrue(wrong.getMessage().contains("refused the token"), wrong.getMessage());
        TokenRefusedException none = assertThrows(TokenRefusedException.class, () -> EngineClient.to(engine.uri()).build().deploy(a));
        assertTrue(none.getMessage().contains("needs its token for POST /deployments"), none.getMessage());
        assertTrue(EngineClient.to(engine.uri()).build().deployments().isEmpty(), "reading needs no token");
        EngineClient.to(engine.uri()).token(engine.token()).build().checkToken();
        assertThrows(TokenRefusedException.class, () -> EngineClient.to(engine.uri()).token("guess").build().checkToken());
    }

    @Test
    void badInputsTooLargeBodiesAndUnknownCompositionsEachHaveTheirType() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        EngineClient c = client();
        c.deploy(archive(Samples.load("Benchmark")));
        NotFoundException unknown = assertThrows(NotFoundException.class, () -> c.run("Nope", null, Map.of(), Duration.ofSeconds(5)));
        assertTrue(unknown.getMessage().contains("no composition Nope is deployed"), unknown.getMessage());
        RequestRefusedException bad = assertThrows(RequestRefusedException.class,
                () -> c.run("Benchmark", null, Map.of("order", 12), Duration.ofSeconds(5)));
        assertEquals(400, bad.status());
        assertTrue(bad.getMessage().contains("order"), bad.getMessage());
        TooLargeException large = assertThrows(TooLargeException.class,
                () -> c.run("Benchmark", null, Map.of("order", "x".repeat(1_100_000)), Duration.ofSeconds(10)));
        assertTrue(large.getMessage().contains("at most 1 MB"), large.getMessage());
    }

    @Test
    void aFullEngineIsBusyWithRetryAfterAndASlowAnswerTimesOut() throws Exception {
        engine = EngineServer.start(new EngineOptions(EngineOptions.LOOPBACK, 0, null, null, new EngineCore.Config(1, 2, 1)));
        EngineClient c = client();
        c.deploy(archive(waitingForApproval("1.0")));
        long first = c.start("Sequential", null, Map.of("n", 1));
        EngineBusyException busy = assertThrows(EngineBusyException.class, () -> c.start("Sequential", null, Map.of("n", 1)));
        assertEquals(Duration.ofSeconds(1), busy.retryAfter());
        assertTrue(busy.getMessage().endsWith("try again in 1 s"), busy.getMessage());
        c.message(first, "approved", null);
        waitFor(c, first, v -> !v.running());

        EngineClient impatient = EngineClient.to(engine.uri()).token(engine.token()).build();
        EngineTimeoutException slow = assertThrows(EngineTimeoutException.class,
                () -> impatient.run("Sequential", null, Map.of("n", 1), Duration.ofMillis(300)));
        assertTrue(slow.getMessage().contains("did not answer POST /compositions/Sequential/instances within 300 ms"),
                slow.getMessage());
    }

    @Test
    void anAddressThatIsNotAnEngineSaysSo() throws Exception {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            Thread t = new Thread(() -> {
                try (java.net.Socket client = s.accept()) {
                    client.getInputStream().read(new byte[4096]);
                    client.getOutputStream().write("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello".getBytes());
                } catch (java.io.IOException e) {
                    // the test sees what the client got
                }
            });
            t.start();
            EngineClient c = EngineClient.to(URI.create("http://127.0.0.1:" + s.getLocalPort())).build();
            RequestRefusedException e = assertThrows(RequestRefusedException.class, c::health);
            assertTrue(e.getMessage().contains("is not JSON") && e.getMessage().contains("is this address a Tutti engine?"),
                    e.getMessage());
            t.join(5000);
        }
    }

}
