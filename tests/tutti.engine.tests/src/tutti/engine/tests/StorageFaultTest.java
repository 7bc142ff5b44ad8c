package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.engine.Durability;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.core.EngineCore;
import tutti.model.Samples;
import tutti.runtime.JsonReader;
import tutti.test.support.Archives;
import tutti.test.support.Fixtures;

/**
 * A data directory that cannot be written (made immutable with {@code chattr +i}, which stops
 * root too), and one holding files that are not the engine's: requests that would need the disk
 * are refused with 507 and the reason, nothing half-written stays, and once the disk takes writes
 * again the engine goes on; foreign files are named and left alone.
 */
class StorageFaultTest {

    @TempDir
    Path data;

    private EngineServer engine;
    private final HttpClient http = HttpClient.newHttpClient();

    @AfterEach
    void stop() throws Exception {
        chattr("-i");
        if (engine != null) {
            engine.close();
        }
    }

    /** Sets or clears the immutable flag on the journal and deployments directories and every file in them. */
    private void chattr(String flag) throws Exception {
        List<String> command = new ArrayList<>(List.of("chattr", flag));
        for (String sub : List.of("journal", "deployments")) {
            Path dir = data.resolve(sub);
            if (Files.isDirectory(dir)) {
                command.add(dir.toString());
                try (Stream<Path> files = Files.list(dir)) {
                    files.forEach(f -> command.add(f.toString()));
                }
            }
        }
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0, "chattr " + flag + ": " + said);
    }

    /** Whether chattr +i stops writes here (ext4 and CAP_LINUX_IMMUTABLE; not on tmpfs). */
    private boolean immutableWorks() throws Exception {
        Path probe = Files.createDirectory(data.resolve("probe"));
        try {
            Process p = new ProcessBuilder("chattr", "+i", probe.toString()).redirectErrorStream(true).start();
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return false;
            }
            try {
                Files.createFile(probe.resolve("x"));
                return false;
            } catch (java.io.IOException refused) {
                return true;
            } finally {
                new ProcessBuilder("chattr", "-i", probe.toString()).start().waitFor(10, TimeUnit.SECONDS);
            }
        } finally {
            Files.deleteIfExists(probe.resolve("x"));
            Files.deleteIfExists(probe);
        }
    }

    private HttpResponse<String> send(String method, String path, byte[] body) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(engine.uri() + path)).header("Authorization", "Bearer secret")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body))
                .build(), HttpResponse.BodyHandlers.ofString());
    }

    private static byte[] archive(String sample) throws Exception {
        return Archives.of(Samples.load(sample));
    }

    private static byte[] approval() throws Exception {
        return Archives.of(Fixtures.slowApproval(0));
    }

    private void start() throws Exception {
        engine = EngineServer.start(new EngineOptions(EngineOptions.LOOPBACK, 0, "secret", data, new EngineCore.Config(1, 2, 10_000))
                .withDurability(Durability.journal()));
    }

    private long startInstance(int n) throws Exception {
        HttpResponse<String> r = send("POST", "/compositions/Approval/instances?mode=async", ("{\"n\": " + n + "}").getBytes());
        assertEquals(202, r.statusCode(), r.body());
        return ((Number) JsonReader.parseObject(r.body()).get("id")).longValue();
    }

    @Test
    void anUnwritableDataDirectoryAnswers507AndNothingHalfWrittenStays() throws Exception {
        assumeTrue(immutableWorks(), "chattr +i does not stop writes on this file system");
        start();
        assertEquals(201, send("POST", "/deployments", approval()).statusCode());
        List<Long> ids = new ArrayList<>();
        for (int n = 1; n <= 3; n++) {
            ids.add(startInstance(n));
        }

        chattr("+i");
        HttpResponse<String> refused = send("POST", "/compositions/Approval/instances?mode=async", "{\"n\": 9}".getBytes());
        assertEquals(507, refused.statusCode(), refused.body());
        assertTrue(refused.body().contains("cannot write its journal") && refused.body().contains("Operation not permitted"),
                refused.body());
        HttpResponse<String> again = send("POST", "/compositions/Approval/instances", "{\"n\": 9}".getBytes());
        assertEquals(507, again.statusCode(), "refused at once while the journal cannot write: " + again.body());
        HttpResponse<String> message = send("POST", "/instances/" + ids.get(0) + "/messages/approved", "\"x\"".getBytes());
        assertEquals(507, message.statusCode(), message.body());
        HttpResponse<String> deploy = send("POST", "/deployments", archive("Sequential"));
        assertEquals(507, deploy.statusCode(), deploy.body());
        assertTrue(deploy.body().contains("cannot keep the archive") && deploy.body().contains("nothing was changed"), deploy.body());
        assertFalse(send("GET", "/deployments", null).body().contains("Sequential"), "not deployed");
        HttpResponse<String> undeploy = send("DELETE", "/deployments/Approval/1.0.0", null);
        assertEquals(507, undeploy.statusCode(), undeploy.body());
        assertTrue(send("GET", "/deployments", null).body().contains("Approval"), "still deployed, whole");
        try (Stream<Path> files = Files.list(data.resolve("deployments"))) {
            assertEquals(1, files.count(), "no half-written archive");
        }

        chattr("-i");
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (engine.core().journal().failure() != null && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertNull(engine.core().journal().failure(), "the journal writes again once the disk takes it");
        ids.add(startInstance(4));
        for (long id : ids) {
            assertEquals(202, send("POST", "/instances/" + id + "/messages/approved", "\"ok\"".getBytes()).statusCode());
        }
        engine.close();
        engine = null;
        start();
        assertEquals(0, engine.recovery().recovered() - 4, "the four it acknowledged, and not the refused one: "
                + engine.recovery());
        assertTrue(engine.recovery().failed().isEmpty(), engine.recovery().toString());
    }

    @Test
    void foreignAndBrokenFilesInTheDataDirectoryAreNamedAndLeftAlone() throws Exception {
        start();
        assertEquals(201, send("POST", "/deployments", approval()).statusCode());
        long id = startInstance(5);
        engine.close();
        engine = null;
        Files.writeString(data.resolve("deployments").resolve("notes.txt"), "mine");
        Files.write(data.resolve("deployments").resolve("Broken-1.0.0.jar"), new byte[] {'P', 'K', 3, 4, 0, 0});
        Files.writeString(data.resolve("journal").resolve("readme.md"), "not a segment");
        start();
        String problems = String.join("\n", engine.loadProblems());
        assertTrue(problems.contains("notes.txt") && problems.contains("Broken-1.0.0.jar"), problems);
        assertTrue(engine.recovery().messages().stream().anyMatch(m -> m.contains("readme.md") && m.contains("left alone")),
                engine.recovery().messages().toString());
        assertEquals(1, engine.recovery().recovered(), "everything else loads");
        assertTrue(send("GET", "/deployments", null).body().contains("Approval"));
        assertEquals(202, send("POST", "/instances/" + id + "/messages/approved", "\"ok\"".getBytes()).statusCode());
        assertTrue(Files.exists(data.resolve("deployments").resolve("notes.txt")), "left alone");
        Map<String, Object> health = JsonReader.parseObject(send("GET", "/health", null).body());
        assertEquals("journal", health.get("durability"));
    }
}
