package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.engine.core.EngineCore;
import tutti.engine.core.EngineOverloadedException;
import tutti.engine.core.InlineSettings;
import tutti.engine.core.InstanceResult;
import tutti.engine.core.StartRequest;
import tutti.runtime.InstanceState;

/**
 * Calls start on the Invokers and move to the Kernel once their runs prove quick; a run on the
 * Kernel that blocks past the budget sends its task back for good, and one that holds the Kernel
 * past the stall limit is reported once, with its stack. The call here is
 * {@code LockSupport.parkNanos(ns)}: it returns at once for 0, and parks (a blocked thread) otherwise.
 */
class InlineCallsTest {

    @TempDir
    Path dir;
    private EngineCore engine;
    private final List<String[]> changes = new CopyOnWriteArrayList<>();

    @AfterEach
    void stop() {
        if (engine != null) {
            engine.close();
        }
    }

    /** One Kernel, so that a run that holds it holds every other instance too. */
    private void engine(InlineSettings inline, String... compositions) throws Exception {
        engine = new EngineCore(new EngineCore.Config(1, 2, 20_000, inline));
        engine.onChange((kind, text, detail) -> changes.add(new String[] { kind, text, detail }));
        for (String xmi : compositions) {
            engine.deployments().add(TestCompositions.compile(TestCompositions.parse(xmi, dir)));
        }
    }

    /** One Java call that parks for its input's nanoseconds; {@code runsOn} as its composition may say. */
    private static String parking(String name, String runsOn) {
        return """
                    name="%s">
                  <inputs name="ns" type="long"/>
                  <tasks xsi:type="composition:JavaCallTask" name="park" className="java.util.concurrent.locks.LockSupport"
                      methodName="parkNanos" %s>
                    <inputs name="ns" type="long"/>
                  </tasks>
                  <dataFlows source="//@inputs.0" target="//@tasks.0/@inputs.0"/>
                """.formatted(name, runsOn == null ? "" : "runsOn=\"" + runsOn + "\"");
    }

    /** Runs {@code n} instances, as many at once as the engine takes; every one must complete. */
    private void run(String composition, long ns, int n) throws Exception {
        AtomicLong completed = new AtomicLong();
        AtomicLong ended = new AtomicLong();
        int started = 0;
        while (started < n) {
            try {
                started += engine.begin(StartRequest.outcomes(composition, null, Map.of("ns", ns), Math.min(5_000, n - started),
                        r -> {
                            if (r.outcome().state() == InstanceState.COMPLETED) {
                                completed.incrementAndGet();
                            }
                            ended.incrementAndGet();
                        })).count();
            } catch (EngineOverloadedException full) {
                Thread.sleep(1);
            }
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (ended.get() < n && System.nanoTime() < deadline) {
            Thread.sleep(2);
        }
        assertEquals(n, completed.get(), "every instance completed (" + ended.get() + " ended)");
    }

    private InstanceResult one(String composition, long ns) throws Exception {
        EngineCore.Started started = null;
        while (started == null) {
            try {
                started = engine.begin(StartRequest.one(composition, null, Map.of("ns", ns)).resultOnly());
            } catch (EngineOverloadedException full) {
                Thread.sleep(1); // a batch fills the engine: a place comes free soon
            }
        }
        InstanceResult r = started.result().get(60, TimeUnit.SECONDS);
        assertEquals(InstanceState.COMPLETED, r.outcome().state(), r.outcome().toString());
        return r;
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> stats(String composition, String task) {
        Map<String, Object> byVersion = engine.taskStats().snapshot();
        String key = byVersion.keySet().stream().filter(k -> k.startsWith(composition + " ")).findFirst().orElseThrow();
        return ((Map<String, Map<String, Object>>) byVersion.get(key)).get(task);
    }

    private List<String> changes(String kind) {
        return changes.stream().filter(c -> c[0].equals(kind)).map(c -> c[1]).toList();
    }

    @Test
    void aQuickCallMovesToTheKernelOnceItsRunsProveQuick() throws Exception {
        engine(InlineSettings.parse("runs=1000"), parking("Quick", null));
        one("Quick", 0);
        Map<String, Object> before = stats("Quick", "park");
        assertEquals("invokers", before.get("runsOn"), "a call starts on the Invokers");
        assertTrue(((String) before.get("runsOnWhy")).contains("once its runs there prove quick"), before.toString());
        long startedAt = (Long) before.get("runsOnSince");

        run("Quick", 0, 5_000);
        Map<String, Object> after = stats("Quick", "park");
        assertEquals("kernel", after.get("runsOn"), "1,000 quick runs in a row moved it: " + after);
        assertTrue(((String) after.get("runsOnWhy")).startsWith("of 1000 runs in a row on the Invokers"), after.toString());
        assertTrue((Long) after.get("runsOnSince") >= startedAt);
        assertEquals(1, changes("task").size(), changes.toString());
        assertTrue(changes("task").get(0).contains("task 'park' of Quick") && changes("task").get(0).contains("runs on the Kernel"),
                changes("task").get(0));
        run("Quick", 0, 5_000);
        assertEquals("kernel", stats("Quick", "park").get("runsOn"), "it stays while quick");
        assertEquals(0, engine.stallsReported());
    }

    @Test
    void aCallThatBlocksOnTheKernelGoesBackForGoodAndHoldsItUpOnce() throws Exception {
        engine(InlineSettings.parse("runs=1000"), parking("Sometimes", null));
        run("Sometimes", 0, 3_000);
        assertEquals("kernel", stats("Sometimes", "park").get("runsOn"));

        // Parked for 40 ms on the Kernel: blocked past the budget (1 ms), and past the stall limit (10 ms).
        one("Sometimes", 40_000_000L);
        Map<String, Object> after = stats("Sometimes", "park");
        assertEquals("invokers", after.get("runsOn"), after.toString());
        assertTrue(((String) after.get("runsOnWhy")).startsWith("a run on the Kernel blocked (timed_waiting) for more than the budget"),
                after.toString());
        assertEquals(1, engine.stallsReported());
        List<String> stalls = changes("stall");
        assertEquals(1, stalls.size(), stalls.toString());
        assertTrue(stalls.get(0).contains("task 'park' of Sometimes") && stalls.get(0).contains("past the stall limit of 10ms"),
                stalls.get(0));
        String stack = changes.stream().filter(c -> c[0].equals("stall")).findFirst().orElseThrow()[2];
        assertTrue(stack.contains("LockSupport.parkNanos") && stack.contains("tutti.engine.core.Kernel"), "the Kernel's stack: " + stack);

        // For good: quick runs do not bring it back.
        run("Sometimes", 0, 3_000);
        assertEquals("invokers", stats("Sometimes", "park").get("runsOn"));
        assertEquals(2, changes("task").size(), "moved there, moved back, no more: " + changes("task"));
    }

    @Test
    void aCallThatParksOnceInAMillionCostsOneStallNotAStuckEngine() throws Exception {
        engine(InlineSettings.DEFAULTS, parking("Rarely", null), parking("Other", null));
        // 10,000 quick runs in a row move it; the first rounds may not count (the code is not compiled yet, the
        // machine is busy with other tests).
        int round = 0;
        do {
            run("Other", 0, 10_000);
        } while (++round < 20 && !"kernel".equals(stats("Other", "park").get("runsOn")));
        assertEquals("kernel", stats("Other", "park").get("runsOn"), "quick runs in a row moved it");
        CompletableFuture<Void> million = CompletableFuture.runAsync(() -> {
            try {
                run("Rarely", 0, 1_000_000);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        // Among the million, once they run on the Kernel: one run that parks for 50 ms.
        while (!"kernel".equals(runsOnOrNull("Rarely"))) {
            assertTrue(!million.isDone(), "10,000 quick runs moved it before the million ended");
            Thread.sleep(1);
        }
        one("Rarely", 50_000_000L);
        million.get(180, TimeUnit.SECONDS);
        assertEquals(1, engine.stallsReported(), changes.toString());
        assertEquals("invokers", stats("Rarely", "park").get("runsOn"));
        assertEquals("kernel", stats("Other", "park").get("runsOn"), "another composition's call stays where it proved quick");
        run("Other", 0, 5_000);
        assertEquals(0, engine.inFlight(), "nothing left behind");
    }

    @SuppressWarnings("unchecked")
    private String runsOnOrNull(String composition) {
        // No "runsOn" until the engine has placed the composition's tasks: null, not found.
        return engine.taskStats().snapshot().entrySet().stream().filter(e -> e.getKey().startsWith(composition + " ")).findFirst()
                .map(e -> (String) ((Map<String, Map<String, Object>>) e.getValue()).get("park").get("runsOn")).orElse(null);
    }

    @Test
    void aCallItsCompositionPinsIsNeverMoved() throws Exception {
        engine(InlineSettings.parse("runs=1000"), parking("Pinned", "INVOKERS"), parking("Trusted", "KERNEL"));
        run("Pinned", 0, 5_000);
        assertEquals("invokers", stats("Pinned", "park").get("runsOn"), "quick, but its composition says INVOKERS");
        assertTrue(((String) stats("Pinned", "park").get("runsOnWhy")).contains("Runs on INVOKERS"));
        one("Trusted", 5_000_000L);
        assertEquals("kernel", stats("Trusted", "park").get("runsOn"), "blocked, but its composition says KERNEL");
        assertTrue(changes("task").isEmpty(), changes.toString());
    }

    @Test
    void withInlineOffCallsStayOnTheInvokers() throws Exception {
        engine(InlineSettings.parse("off"), parking("Quick", null));
        run("Quick", 0, 12_000);
        assertEquals("invokers", stats("Quick", "park").get("runsOn"));
        assertTrue(((String) stats("Quick", "park").get("runsOnWhy")).contains("--inline off"));
    }

    @Test
    void settingsAreReadAsWrittenAndWrongOnesAreNamed() {
        InlineSettings s = InlineSettings.parse("quick=15us, budget=2ms,runs=500");
        assertEquals(15_000, s.quickNanos());
        assertEquals(2_000_000, s.budgetNanos());
        assertEquals(500, s.runs());
        assertEquals(InlineSettings.DEFAULTS.stallNanos(), s.stallNanos());
        assertEquals("quick=15us,runs=500,budget=2ms,stall=10ms", s.toString());
        assertEquals(s, InlineSettings.parse(s.toString()));
        assertEquals("off", InlineSettings.parse("off").toString());
        for (String[] bad : new String[][] { { "quick=fast", "is not a duration: write e.g. quick=20us" },
            { "speed=1ms", "knows no 'speed'" }, { "runs=many", "is not a count" }, { "stall=500us", "stall at least the budget" },
            { "", "--inline needs settings" } }) {
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> InlineSettings.parse(bad[0]));
            assertTrue(e.getMessage().contains(bad[1]), bad[0] + ": " + e.getMessage());
        }
    }
}
