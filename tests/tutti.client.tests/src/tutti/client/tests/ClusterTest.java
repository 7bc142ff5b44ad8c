package tutti.client.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.client.EngineClient;
import tutti.client.cluster.Cluster;
import tutti.client.cluster.ClusterDeploy;
import tutti.client.cluster.ClusterDeploy.Kind;
import tutti.client.cluster.ClusterFile;
import tutti.client.cluster.ClusterSync;
import tutti.client.cluster.MemberStatus;
import tutti.client.cluster.TokenReference;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.core.EngineCore;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.test.support.Archives;

/**
 * A cluster file read and refused, and a cluster of three real engines on loopback asked together:
 * status, an all-or-nothing deployment (down member, conflicting member, refusing member) and sync.
 */
class ClusterTest {

    @TempDir
    Path dir;

    private final List<EngineServer> engines = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        for (EngineServer e : engines) {
            if (e != null) {
                e.close();
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** Member {@code ordinal} on {@code port}, numbering its instances as the cluster file says (or as a lone engine). */
    private EngineServer member(int ordinal, int port, boolean asMember) throws Exception {
        EngineOptions o = new EngineOptions(EngineOptions.LOOPBACK, port, "secret", dir.resolve("data-" + ordinal),
                new EngineCore.Config(1, 1, 10_000));
        if (asMember) {
            o = o.asReplica(new EngineOptions.Replica(ClusterFile.firstInstanceId(ordinal), URI.create("http://127.0.0.1:1")));
        }
        EngineServer e = EngineServer.start(o);
        engines.add(e);
        return e;
    }

    private Path tokenFile(String token) throws IOException {
        Path f = dir.resolve("token-" + token);
        Files.writeString(f, token + "\n# the first line is the token\n");
        return f;
    }

    private ClusterFile cluster(List<Integer> ports, String... tokens) throws IOException {
        StringBuilder members = new StringBuilder();
        for (int i = 0; i < ports.size(); i++) {
            String token = tokens.length > i ? tokens[i] : "secret";
            members.append(i == 0 ? "" : ",").append("{\"name\": \"e").append(i).append("\", \"url\": \"http://127.0.0.1:")
                    .append(ports.get(i)).append("\", \"token\": \"file:").append(tokenFile(token)).append("\"}");
        }
        return ClusterFile.parse("{\"name\": \"test\", \"members\": [" + members + "]}", dir);
    }

    private static byte[] sequential(String version, String description) throws Exception {
        Composition c = Samples.load("Sequential");
        c.setVersion(version);
        c.setDescription(description);
        return Archives.of(c);
    }

    @Test
    void aClusterFileIsReadAndWhatIsWrongInItIsNamed() throws Exception {
        ClusterFile f = ClusterFile.parse("""
                {"name": "orders", "balancer": "http://10.0.0.1:8680",
                 "members": [{"name": "a", "url": "http://10.0.0.5:8686/"}, {"url": "https://10.0.0.6:8443", "trust": "AB:CD",
                   "token": "file:tokens/b", "topology": "machines/b.xml"}]}""", Path.of("/etc/tutti"));
        assertEquals(2, f.members().size());
        assertEquals(URI.create("http://10.0.0.5:8686"), f.members().get(0).url(), "one address, with or without its slash");
        assertEquals("engine-1", f.members().get(1).name(), "named by its place when it has no name");
        assertEquals("/etc/tutti/machines/b.xml", f.members().get(1).topology(), "relative to the file");
        assertEquals(TokenReference.DEFAULT, f.tokenOf(f.members().get(0)));
        assertEquals(1_000_000_000_000_001L, ClusterFile.firstInstanceId(0));
        assertEquals(1, f.ordinalOf(2_000_000_000_000_123L));
        assertEquals(-1, f.ordinalOf(3_000_000_000_000_001L), "no third member");
        assertEquals(-1, f.ordinalOf(42), "a lone engine's id");
        ClusterFile again = ClusterFile.parse(f.toJson(), null);
        assertEquals(f, again, "what it writes reads back the same");
        assertTrue(f.toJson().contains("\"firstInstanceId\": 2000000000000001"), f.toJson());

        String leaked = "s3cr3t-token-value";
        IllegalArgumentException token = assertThrows(IllegalArgumentException.class, () -> ClusterFile.parse(
                "{\"name\": \"x\", \"members\": [{\"url\": \"http://h:1\", \"token\": \"" + leaked + "\"}]}", null));
        assertTrue(token.getMessage().contains("env:NAME") && !token.getMessage().contains(leaked), token.getMessage());
        for (String[] bad : new String[][] {
                { "{\"name\": \"x\", \"members\": []}", "no \"members\"" },
                { "{\"name\": \"x\"}", "\"members\" must be a list" },
                { "{\"members\": [{\"url\": \"http://h:1\"}]}", "needs a \"name\"" },
                { "{\"name\": \"x\", \"members\": [{\"name\": \"a\", \"url\": \"http://h:1\"}, {\"name\": \"a\", \"url\": \"http://h:2\"}]}",
                        "two members are named a" },
                { "{\"name\": \"x\", \"members\": [{\"url\": \"http://h:1\"}, {\"url\": \"http://h:1\"}]}", "two members have the address" },
                { "{\"name\": \"x\", \"members\": [{\"name\": \"a\"}]}", "member 1 needs a \"url\"" },
                { "{\"name\": \"x\", \"members\": [{\"url\": \"10.0.0.5:8686\"}]}", "member 1: an engine address starts with http://" },
                { "[1, 2", "not JSON" } }) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ClusterFile.parse(bad[0], null), bad[0]);
            assertTrue(e.getMessage().contains(bad[1]), e.getMessage());
        }
        IOException missing = assertThrows(IOException.class, () -> ClusterFile.read(dir.resolve("none.json")));
        assertTrue(missing.getMessage().contains("tutti cluster init"), missing.getMessage());
        IOException noFile = assertThrows(IOException.class, () -> TokenReference.resolve("file:" + dir.resolve("no-token")));
        assertTrue(noFile.getMessage().contains("does not exist"), noFile.getMessage());
        IOException noVariable = assertThrows(IOException.class, () -> TokenReference.resolve("env:TUTTI_NO_SUCH_VARIABLE_SET"));
        assertTrue(noVariable.getMessage().contains("export TUTTI_NO_SUCH_VARIABLE_SET="), noVariable.getMessage());
        assertEquals("abc", TokenReference.resolve("file:" + tokenFile("abc")));
    }

    @Test
    void statusNamesEachMembersHealthRangeMachineAndDeployments() throws Exception {
        int p0 = freePort();
        int p1 = freePort();
        int down = freePort();
        member(0, p0, true);
        member(1, p1, false);
        ClusterFile f = cluster(List.of(p0, p1, down));
        List<MemberStatus> status = new Cluster(f).status();
        assertTrue(status.get(0).up());
        assertNull(status.get(0).problem(), String.valueOf(status.get(0).problem()));
        assertEquals(ClusterFile.firstInstanceId(0), status.get(0).firstInstanceId());
        assertTrue(status.get(1).up());
        assertTrue(status.get(1).problem().contains("--first-instance-id " + ClusterFile.firstInstanceId(1)),
                "a member that numbers its instances as a lone engine: " + status.get(1).problem());
        assertFalse(status.get(2).up());
        assertTrue(status.get(2).problem().contains("127.0.0.1:" + down), status.get(2).problem());
        if (status.get(0).machine() != null) {
            assertTrue(status.get(0).machine().cores() >= 1 && status.get(0).machine().pus() >= status.get(0).machine().cores());
        }
    }

    @Test
    void aDeploymentReachesEveryMemberOrNone() throws Exception {
        List<Integer> ports = List.of(freePort(), freePort(), freePort());
        for (int i = 0; i < 3; i++) {
            member(i, ports.get(i), true);
        }
        Cluster cluster = new Cluster(cluster(ports));
        byte[] v1 = sequential("1.0.0", "first");

        ClusterDeploy first = cluster.deploy(v1, false);
        assertTrue(first.ok(), first.summary());
        assertEquals(List.of(Kind.DEPLOYED, Kind.DEPLOYED, Kind.DEPLOYED), first.outcomes().stream().map(ClusterDeploy.Outcome::kind).toList());
        ClusterDeploy again = cluster.deploy(v1, false);
        assertTrue(again.ok() && again.summary().contains("unchanged on all 3"), again.summary());

        // Other content under 1.0.1 on one member: nothing goes anywhere.
        byte[] other = sequential("1.0.1", "on one member only, by hand");
        EngineClient.to(URI.create("http://127.0.0.1:" + ports.get(2))).token("secret").build().deploy(other);
        ClusterDeploy conflict = cluster.deploy(sequential("1.0.1", "the cluster's"), false);
        assertFalse(conflict.ok());
        assertEquals(Kind.CONFLICT, conflict.outcomes().get(2).kind());
        assertEquals(Kind.NOT_SENT, conflict.outcomes().get(0).kind());
        assertTrue(conflict.summary().startsWith("nothing was deployed") && conflict.summary().contains("new version"), conflict.summary());
        assertNull(new Cluster(cluster(ports)).status().get(0).holds("Sequential", "1.0.1"), "not sent to the others");

        // A member that refuses midway (its token is wrong): those that took it give it up again.
        Cluster wrongToken = new Cluster(cluster(ports, "secret", "wrong", "secret"));
        ClusterDeploy refused = wrongToken.deploy(sequential("2.0.0", "refused by one"), false);
        assertFalse(refused.ok());
        assertEquals(List.of(Kind.ROLLED_BACK, Kind.FAILED, Kind.ROLLED_BACK),
                refused.outcomes().stream().map(ClusterDeploy.Outcome::kind).toList(), refused.summary());
        assertTrue(refused.summary().contains("e1 did not take it") && refused.summary().contains("no member holds"), refused.summary());
        for (MemberStatus s : cluster.status()) {
            assertNull(s.holds("Sequential", "2.0.0"), s.member().name() + " gave it up");
        }

        // A member whose token cannot be found is still seen, and nothing is sent to anyone.
        ClusterFile noToken = ClusterFile.parse("{\"name\": \"t\", \"token\": \"file:" + tokenFile("secret") + "\", \"members\": ["
                + "{\"name\": \"e0\", \"url\": \"http://127.0.0.1:" + ports.get(0) + "\"}, {\"name\": \"e1\", \"url\": "
                + "\"http://127.0.0.1:" + ports.get(1) + "\", \"token\": \"env:TUTTI_NO_SUCH_VARIABLE_SET\"}]}", dir);
        MemberStatus seen = new Cluster(noToken).status().get(1);
        assertTrue(seen.up() && seen.problem().startsWith("its token cannot be found"), seen.problem());
        ClusterDeploy noSend = new Cluster(noToken).deploy(sequential("3.0.0", "never sent"), false);
        assertEquals(List.of(Kind.NOT_SENT, Kind.FAILED), noSend.outcomes().stream().map(ClusterDeploy.Outcome::kind).toList());
        assertTrue(noSend.summary().startsWith("nothing was deployed: e1 did not take it (its token cannot be found"), noSend.summary());
    }

    @Test
    void aMemberThatWasDownIsRefusedThenSkippedThenSynced() throws Exception {
        List<Integer> ports = List.of(freePort(), freePort(), freePort());
        member(0, ports.get(0), true);
        member(1, ports.get(1), true);
        Cluster cluster = new Cluster(cluster(ports));
        byte[] v1 = sequential("1.0.0", "while e2 is down");

        ClusterDeploy refused = cluster.deploy(v1, false);
        assertFalse(refused.ok());
        assertEquals(Kind.DOWN, refused.outcomes().get(2).kind());
        assertTrue(refused.summary().contains("--skip-down"), refused.summary());
        assertNull(cluster.status().get(0).holds("Sequential", "1.0.0"), "nothing deployed while a member is down");

        ClusterDeploy skipped = cluster.deploy(v1, true);
        assertFalse(skipped.ok(), "not on every member");
        assertTrue(skipped.summary().contains("not on e2 (down): run 'tutti cluster sync'"), skipped.summary());

        member(2, ports.get(2), true);
        assertNull(cluster.status().get(2).holds("Sequential", "1.0.0"), "back without it");
        ClusterSync sync = cluster.sync();
        assertTrue(sync.ok(), String.join("\n", sync.lines()));
        assertEquals(1, sync.copied());
        assertEquals(List.of("e2: deployed Sequential 1.0.0 (from e0)"), sync.lines());
        byte[] copied = EngineClient.to(URI.create("http://127.0.0.1:" + ports.get(2))).token("secret").build()
                .archive("Sequential", "1.0.0");
        assertArrayEquals(v1, copied, "the archive as it was deployed");
        ClusterSync nothing = cluster.sync();
        assertEquals(List.of("all 3 members hold the same 1 deployment"), nothing.lines());
    }
}
