package tutti.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.client.EngineClient;
import tutti.client.EngineException;
import tutti.client.InstanceView;
import tutti.cluster.launch.EngineLauncher;
import tutti.test.support.Archives;
import tutti.test.support.EngineOutput;
import tutti.test.support.Fixtures;

/**
 * {@code kill -9} of an engine under load, with instances waiting for messages: started again on
 * its data directory, every instance it had acknowledged is there again, with every message it had
 * acknowledged, and completes when the rest of its messages arrive. Real processes, real HTTP.
 */
class CrashTest {

    private static final String TOKEN = "crash-test-token-0123456789";

    private static Process start(EngineLauncher.Settings settings) throws Exception {
        ProcessBuilder b = new ProcessBuilder(EngineLauncher.command(settings)).redirectErrorStream(true);
        b.environment().put(EngineLauncher.TOKEN_VARIABLE, TOKEN);
        return b.start();
    }

    @Test
    void aKilledEngineLosesNothingItAcknowledged(@TempDir Path dir) throws Exception {
        byte[] archive = Archives.of(Fixtures.order());
        EngineLauncher.Settings settings = new EngineLauncher.Settings(0, dir.resolve("data"), "256m", 1, 2, "none",
                List.of("--durability", "journal"));

        Process first = start(settings);
        Set<Long> acknowledged = ConcurrentHashMap.newKeySet();
        Set<Long> approved = ConcurrentHashMap.newKeySet();
        // Sent, but the kill may have come before the answer: such a message may or may not have reached the instance.
        Set<Long> sent = ConcurrentHashMap.newKeySet();
        StringBuilder printed = new StringBuilder();
        try {
            EngineClient client = EngineClient.to(EngineOutput.address(first, printed, true)).token(TOKEN).build();
            client.deploy(archive);
            AtomicBoolean stop = new AtomicBoolean();
            List<Thread> load = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int thread = t;
                Thread th = new Thread(() -> {
                    for (int k = 0; !stop.get(); k++) {
                        try {
                            long id = client.start("Order", null, Map.of("n", thread * 1_000_000 + k));
                            acknowledged.add(id);
                            if (k % 3 == 0) {
                                sent.add(id);
                                client.message(id, "approved", "early" + id);
                                approved.add(id);
                            }
                        } catch (EngineException e) {
                            return; // the engine is gone: what was not answered was not acknowledged
                        }
                    }
                });
                th.start();
                load.add(th);
            }
            Thread.sleep(2000);
            first.destroyForcibly(); // SIGKILL, in the middle of requests
            assertTrue(first.waitFor(10, TimeUnit.SECONDS));
            stop.set(true);
            for (Thread th : load) {
                th.join(10_000);
            }
        } finally {
            first.destroyForcibly();
        }
        assertTrue(acknowledged.size() > 50, "the load ran: " + acknowledged.size() + " acknowledged");
        assertFalse(approved.isEmpty());

        Process second = start(settings);
        StringBuilder restart = new StringBuilder();
        try {
            EngineClient client = EngineClient.to(EngineOutput.address(second, restart, true)).token(TOKEN).build();
            for (int i = 0; i < 100 && !said(restart, "recovered"); i++) {
                Thread.sleep(50); // the lines after the address come through the drain
            }
            assertTrue(said(restart, "recovered " + acknowledged.size()) || said(restart, "recovered"), restart.toString());
            int lost = 0;
            List<String> wrong = new ArrayList<>();
            Set<Long> tookEarly = new java.util.HashSet<>();
            for (long id : acknowledged) {
                InstanceView v = waiting(client, id);
                if (v == null) {
                    lost++;
                    continue;
                }
                List<String> expected = List.of(approved.contains(id) ? "shipped" : "approved");
                boolean unanswered = sent.contains(id) && !approved.contains(id);
                if (unanswered && v.waitingFor().equals(List.of("shipped"))) {
                    tookEarly.add(id); // the message was on disk before the kill, its answer was not sent yet
                } else if (!v.waitingFor().equals(expected)) {
                    wrong.add(id + " waits for " + v.waitingFor() + ", not " + expected);
                } else if (approved.contains(id)) {
                    tookEarly.add(id);
                }
            }
            assertEquals(0, lost, "acknowledged instances lost (of " + acknowledged.size() + ")\n" + restart);
            System.out.println("crash test: " + acknowledged.size() + " instances acknowledged before the kill (" + approved.size()
                    + " with an acknowledged message), lost 0; the engine said:\n" + restart);
            assertEquals(List.of(), wrong);
            for (long id : acknowledged) {
                if (!tookEarly.contains(id)) {
                    client.message(id, "approved", "late" + id);
                }
                client.message(id, "shipped", "now");
            }
            for (long id : acknowledged) {
                InstanceView v = ended(client, id);
                assertEquals("completed", v.state(), v.toString());
                String result = String.valueOf(v.outputs().get("result"));
                assertTrue(result.startsWith((tookEarly.contains(id) ? "early" : "late") + id + "/now/"), id + ": " + result);
            }
        } finally {
            second.getOutputStream().close();
            if (!second.waitFor(20, TimeUnit.SECONDS)) {
                second.destroyForcibly();
            }
        }
    }

    private static boolean said(StringBuilder printed, String what) {
        synchronized (printed) {
            return printed.toString().contains(what);
        }
    }

    /** The instance once its Receive waits again, or null when the engine does not know it. */
    private static InstanceView waiting(EngineClient client, long id) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        InstanceView v = null;
        while (System.nanoTime() < until) {
            try {
                v = client.instance(id);
            } catch (tutti.client.NotFoundException e) {
                return null;
            }
            if (!v.waitingFor().isEmpty()) {
                return v;
            }
            Thread.sleep(20);
        }
        return v;
    }

    private static InstanceView ended(EngineClient client, long id) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        InstanceView v = client.instance(id);
        while (System.nanoTime() < until && "running".equals(v.state())) {
            Thread.sleep(20);
            v = client.instance(id);
        }
        return v;
    }
}
