package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.engine.core.EngineCore;
import tutti.engine.core.StartRequest;
import tutti.engine.core.InstanceResult;
import tutti.runtime.InstanceState;

/**
 * Snippets run on the Kernel that navigates their instance until they prove slow, then on the
 * Invokers; a snippet may force either. Each snippet here says which thread ran it.
 */
class TaskPlacementTest {

    @TempDir
    Path dir;
    private EngineCore engine;

    @AfterEach
    void stop() {
        if (engine != null) {
            engine.close();
        }
    }

    /** One kernel, so that a snippet holding it would hold every other instance up. */
    private void engine(String... compositions) throws Exception {
        engine = new EngineCore(new EngineCore.Config(1, 2, 10_000));
        for (String xmi : compositions) {
            engine.deployments().add(TestCompositions.compile(TestCompositions.parse(xmi, dir)));
        }
    }

    /** A composition of one snippet that runs {@code code}, then gives the name of the thread that ran it. */
    private static String threadTelling(String name, String runsOn, String code) {
        return """
                    name="%s">
                  <inputs name="ms" type="int" required="false"/>
                  <outputs name="thread" type="String"/>
                  <tasks xsi:type="composition:JavaSnippetTask" name="work" %s code="%s thread = Thread.currentThread().getName();">
                    <inputs name="ms" type="int"/>
                    <outputs name="thread" type="String"/>
                  </tasks>
                  <dataFlows source="//@inputs.0" target="//@tasks.0/@inputs.0"/>
                  <dataFlows source="//@tasks.0/@outputs.0" target="//@outputs.0"/>
                """.formatted(name, runsOn == null ? "" : "runsOn=\"" + runsOn + "\"", code);
    }

    private String thread(String composition, int ms) throws Exception {
        InstanceResult r = engine.begin(StartRequest.one(composition, null, Map.of("ms", ms)).resultOnly()).result().get(30,
                TimeUnit.SECONDS);
        assertEquals(InstanceState.COMPLETED, r.outcome().state(), r.outcome().toString());
        return (String) r.outputs().get("thread");
    }

    /** Where the engine says a composition's task runs now ({@code kernel} or {@code invokers}). */
    @SuppressWarnings("unchecked")
    private String runsOn(String composition, String task) {
        Map<String, Object> byVersion = engine.taskStats().snapshot();
        String key = byVersion.keySet().stream().filter(k -> k.startsWith(composition + " ")).findFirst().orElseThrow();
        return (String) ((Map<String, Map<String, Object>>) byVersion.get(key)).get(task).get("runsOn");
    }

    @Test
    void aSlowSnippetMovesToTheInvokersAndItsKernelKeepsServingTheOthers() throws Exception {
        engine(threadTelling("Slow", null, "Thread.sleep(ms);"), threadTelling("Quick", null, ""));
        String quick = thread("Quick", 0);
        assertTrue(quick.startsWith("kernel-"), "a snippet runs on the Kernel: " + quick);
        assertTrue(thread("Slow", 20).startsWith("kernel-"), "its first run is on the Kernel too");
        assertEquals("invokers", runsOn("Slow", "work"), "the watchdog saw it asleep past the budget: moved at once");
        assertEquals(1, engine.stallsReported(), "and 20 ms held the Kernel past the stall limit");
        assertEquals("kernel", runsOn("Quick", "work"));
        assertTrue(thread("Slow", 1).startsWith("invoker-"), "later runs are on the Invokers, however quick");

        // Ten runs of 300 ms on two Invokers take 1.5 s; a hundred quick instances started after
        // them are served by the Kernel meanwhile, not behind them.
        List<CompletableFuture<InstanceResult>> slow = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            slow.add(engine.begin(StartRequest.one("Slow", null, Map.of("ms", 300)).resultOnly()).result());
        }
        for (int i = 0; i < 100; i++) {
            String thread = thread("Quick", 0);
            assertTrue(thread.startsWith("kernel-"), thread);
        }
        long stillRunning = slow.stream().filter(f -> !f.isDone()).count();
        assertTrue(stillRunning >= 5, "the quick instances did not wait for the slow ones: " + stillRunning + " of 10 still run");
        for (CompletableFuture<InstanceResult> f : slow) {
            assertEquals(InstanceState.COMPLETED, f.get(30, TimeUnit.SECONDS).outcome().state());
        }
    }

    @Test
    void aSnippetSlowOnAverageMovesAfterItsFirstRuns() throws Exception {
        // 200 µs a run: under the budget of one run, over the average a Kernel keeps.
        engine(threadTelling("Busy", null, "long until = System.nanoTime() + 200_000L; while (System.nanoTime() &lt; until) { }"));
        List<String> threads = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            threads.add(thread("Busy", 0));
        }
        assertEquals("invokers", runsOn("Busy", "work"));
        assertTrue(threads.get(0).startsWith("kernel-"), threads.toString());
        assertTrue(threads.get(19).startsWith("invoker-"), threads.toString());
    }

    @Test
    void aSnippetThatComputesPastTheBudgetOnceStaysAndOneThatDoesSoAgainMoves() throws Exception {
        engine(threadTelling("Spin", null, "long until = System.nanoTime() + ms * 1_000_000L; while (System.nanoTime() &lt; until) { }"));
        for (int i = 0; i < 20; i++) {
            assertTrue(thread("Spin", 0).startsWith("kernel-"));
        }
        // 20 ms of computing (the watchdog, idle a while, looks every 4 ms): it sees the CPU time
        // pass the budget, but one such run may be the machine's doing (a host that took the CPU
        // back), so the next run decides.
        assertTrue(thread("Spin", 20).startsWith("kernel-"));
        for (int i = 0; i < 5; i++) {
            assertTrue(thread("Spin", 0).startsWith("kernel-"), "a quick next run clears it");
        }
        assertEquals("kernel", runsOn("Spin", "work"));
        thread("Spin", 20);
        thread("Spin", 20);
        assertEquals("invokers", runsOn("Spin", "work"), "two long runs in a row move it");
        String why = String.valueOf(engine.taskStats().snapshot());
        assertTrue(why.contains("computed for more than the budget") && why.contains("and a run after it took"), why);
        assertTrue(engine.stallsReported() >= 3, "each 20 ms run held the Kernel past the stall limit");
        assertTrue(thread("Spin", 0).startsWith("invoker-"));
    }

    @Test
    void aSnippetThatSaysWhereItRunsIsNeverMoved() throws Exception {
        engine(threadTelling("Pinned", "KERNEL", "Thread.sleep(ms);"), threadTelling("Handed", "INVOKERS", ""));
        for (int i = 0; i < 5; i++) {
            assertTrue(thread("Pinned", 5).startsWith("kernel-"), "KERNEL keeps it there, slow or not");
            assertTrue(thread("Handed", 0).startsWith("invoker-"), "INVOKERS sends it there, quick or not");
        }
        assertEquals("kernel", runsOn("Pinned", "work"));
        assertEquals("invokers", runsOn("Handed", "work"));
    }

    @Test
    void aLoopOfSnippetsThatNeverEndsLeavesTheKernelToTheOthers() throws Exception {
        engine("""
                    name="Forever">
                  <tasks xsi:type="composition:JavaSnippetTask" name="init" code="i = 0;">
                    <outputs name="i" type="int"/>
                  </tasks>
                  <tasks xsi:type="composition:JavaSnippetTask" name="again" code="i = i + 1;" startCondition="ANY">
                    <inputs name="i" type="int"/>
                    <outputs name="i" type="int"/>
                  </tasks>
                  <controlFlows source="//@tasks.0" target="//@tasks.1"/>
                  <controlFlows source="//@tasks.1" target="//@tasks.1" condition="i &gt; -1"/>
                  <dataFlows source="//@tasks.0/@outputs.0" target="//@tasks.1/@inputs.0"/>
                  <dataFlows source="//@tasks.1/@outputs.0" target="//@tasks.1/@inputs.0"/>
                """, threadTelling("Quick", null, ""));
        CompletableFuture<InstanceResult> forever = engine.begin(StartRequest.one("Forever", null, Map.of()).resultOnly()).result();
        for (int i = 0; i < 100; i++) {
            String thread = thread("Quick", 0);
            assertTrue(thread.startsWith("kernel-"), thread);
        }
        assertFalse(forever.isDone(), "it loops on");
        assertEquals("kernel", runsOn("Forever", "again"), "each run is quick: it stays on the Kernel, a few hundred runs at a time");
    }
}
