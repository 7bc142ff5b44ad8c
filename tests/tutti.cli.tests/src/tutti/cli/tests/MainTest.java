package tutti.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import tutti.cli.Main;

class MainTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void helpListsEveryCommand() {
        assertEquals(0, run("help"));
        assertTrue(out().contains("engine") && out().contains("topology") && out().contains("--port N"), out());
    }

    @Test
    void noCommandPrintsHelpAndFails() {
        assertEquals(2, run());
        assertTrue(out().contains("usage: tutti COMMAND"), out());
    }

    @Test
    void anUnknownCommandIsNamed() {
        assertEquals(2, run("deploi"));
        assertTrue(err().contains("unknown command 'deploi'"), err());
    }

    @Test
    void topologyOfASyntheticMachine() {
        assertEquals(0, run("topology", "--synthetic", "pack:4 [numa] l3:1 l2:6 l1d:1 core:1 pu:1"), err());
        assertTrue(out().startsWith("4 packages, 4 NUMA nodes, 4 L3, 24 L2, 24 cores, 24 PUs"), out());
    }

    @Test
    void topologyOfAMissingFileFailsWithItsName() {
        assertEquals(1, run("topology", "--xml", "/no/such/machine.xml"));
        assertTrue(err().contains("/no/such/machine.xml"), err());
        assertFalse(err().contains("Exception"), "no stack trace or class names: " + err());
    }

    @Test
    void badEngineOptionsFailBeforeAnyPortOpens() throws Exception {
        assertEquals(2, run("engine", "--listen", "0.0.0.0", "--port", "0"));
        assertTrue(err().contains("without a token"), err());
        assertTrue(err().contains("usage: tutti engine"), err());
        err.reset();
        assertEquals(2, run("engine", "--port", "eighty"));
        assertTrue(err().contains("--port needs a whole number, not 'eighty'"), err());
        err.reset();
        assertEquals(2, run("engine", "--colour", "blue"));
        assertTrue(err().contains("has no option --colour"), err());
    }

    @Test
    void anEngineThatCannotListenSaysWhy() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            assertEquals(1, run("engine", "--port", String.valueOf(taken.getLocalPort())));
            assertTrue(err().contains("cannot listen on 127.0.0.1:" + taken.getLocalPort()), err());
        }
    }
}
