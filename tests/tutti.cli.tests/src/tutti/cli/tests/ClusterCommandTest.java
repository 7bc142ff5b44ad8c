package tutti.cli.tests;

import static tutti.cli.tests.Cli.tutti;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.client.cluster.ClusterFile;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.core.EngineCore;
import tutti.runtime.JsonReader;

/**
 * The cluster commands as a user types them: what they refuse and why, status as JSON, and the
 * HAProxy export's options. (The whole loop with a real HAProxy is {@link ClusterLiveTest}.)
 */
class ClusterCommandTest {

    @TempDir
    Path dir;

    private final List<EngineServer> engines = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        for (EngineServer e : engines) {
            e.close();
        }
    }

    @Test
    void initWritesAFileAndRefusesWhatWouldNotReadBack() throws Exception {
        Path file = dir.resolve("c.json");
        Cli ok = tutti("cluster", "init", "--members", "http://10.0.0.5:8686, http://10.0.0.6:8686", "--names", "a,b", "--output",
                file.toString());
        assertEquals(0, ok.code(), ok.out());
        assertTrue(ok.out().contains("--first-instance-id") && ok.out().contains("BALANCER-URL"), ok.out());
        ClusterFile read = ClusterFile.read(file);
        assertEquals(List.of("a", "b"), read.members().stream().map(ClusterFile.Member::name).toList());

        Cli exists = tutti("cluster", "init", "--members", "http://10.0.0.5:8686", "--output", file.toString());
        assertEquals(2, exists.code());
        assertTrue(exists.out().contains("exists already"), exists.out());
        Cli names = tutti("cluster", "init", "--members", "http://h:1,http://h:2", "--names", "a", "--output", dir.resolve("x").toString());
        assertEquals(2, names.code());
        assertTrue(names.out().contains("--names gives 1 name for 2 members"), names.out());
        Cli token = tutti("cluster", "init", "--members", "http://h:1", "--token", "hunter2-secret", "--output", dir.resolve("y").toString());
        assertEquals(2, token.code());
        assertTrue(token.out().contains("env:NAME") && !token.out().contains("hunter2-secret"), token.out());
        assertFalse(Files.exists(dir.resolve("y")), "nothing written");
        Cli noScheme = tutti("cluster", "init", "--members", "10.0.0.5:8686", "--output", dir.resolve("z").toString());
        assertEquals(2, noScheme.code());
        assertTrue(noScheme.out().contains("starts with http:// or https://"), noScheme.out());
        Cli what = tutti("cluster", "start");
        assertEquals(2, what.code());
        assertTrue(what.out().contains("init, status, sync or export"), what.out());
        Cli missing = tutti("cluster", "status", dir.resolve("none.json").toString());
        assertEquals(1, missing.code());
        assertTrue(missing.out().contains("does not exist: write one with 'tutti cluster init'"), missing.out());
    }

    @Test
    void statusAsJsonNamesEachMemberAndWhatItLacks() throws Exception {
        List<String> urls = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            EngineServer e = EngineServer.start(new EngineOptions(EngineOptions.LOOPBACK, 0, "secret", null,
                    new EngineCore.Config(1, 1, 1000)).asReplica(new EngineOptions.Replica(ClusterFile.firstInstanceId(i),
                            URI.create("http://127.0.0.1:1"))));
            engines.add(e);
            urls.add(e.uri().toString().replaceAll("/$", ""));
        }
        Path token = dir.resolve("token");
        Files.writeString(token, "secret\n");
        Path file = dir.resolve("c.json");
        assertEquals(0, tutti("cluster", "init", "--members", String.join(",", urls), "--token", "file:" + token, "--output",
                file.toString()).code());
        Path archive = dir.resolve("seq.jar");
        Files.write(archive, tutti.test.support.Archives.of(tutti.model.Samples.load("Sequential")));
        tutti.client.EngineClient.to(URI.create(urls.get(0))).token("secret").build().deploy(Files.readAllBytes(archive));

        Cli status = tutti("cluster", "status", file.toString(), "--json");
        assertEquals(1, status.code(), "a member lacks a deployment: " + status.out());
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> members = (List<Map<String, Object>>) JsonReader.parse(status.out().strip());
        assertEquals(2, members.size());
        assertEquals(true, members.get(1).get("up"));
        assertEquals(ClusterFile.firstInstanceId(1), ((Number) members.get(1).get("firstInstanceId")).longValue());
        assertEquals(1, ((List<?>) members.get(0).get("deployments")).size());
        assertEquals(0, ((List<?>) members.get(1).get("deployments")).size());

        Cli text = tutti("cluster", "status", file.toString());
        assertTrue(text.out().contains("2 of 2 members up") && text.out().contains("MISSING on engine-1"), text.out());
        Cli deployBoth = tutti("deploy", archive.toString(), "--cluster", file.toString(), "--engine", urls.get(0));
        assertEquals(2, deployBoth.code());
        assertTrue(deployBoth.out().contains("leave out --engine"), deployBoth.out());
        Cli deploy = tutti("deploy", archive.toString(), "--cluster", file.toString());
        assertEquals(0, deploy.code(), deploy.out());
        assertTrue(deploy.out().contains("engine-0 (" + urls.get(0) + "): unchanged") && deploy.out().contains("engine-1 (" + urls.get(1)
                + "): deployed"), deploy.out());
        assertEquals(0, tutti("cluster", "status", file.toString()).code());

        Cli haproxy = tutti("cluster", "export", "haproxy", file.toString(), "--bind", "127.0.0.1:9000");
        assertEquals(0, haproxy.code(), haproxy.out());
        assertTrue(haproxy.out().contains("bind 127.0.0.1:9000") && haproxy.out().contains("server engine-1 127.0.0.1:"), haproxy.out());
        Cli other = tutti("cluster", "export", "nginx", file.toString());
        assertEquals(2, other.code());
        assertTrue(other.out().contains("haproxy or kubernetes"), other.out());
    }
}
