package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import tutti.engine.core.EngineCore;
import tutti.engine.core.StartRequest;
import tutti.engine.core.EngineOverloadedException;
import tutti.engine.core.InstanceResult;
import tutti.engine.core.UnknownCompositionException;
import tutti.model.Samples;
import tutti.model.composition.Composition;
import tutti.runtime.CompiledComposition;
import tutti.runtime.InstanceState;

class EngineCoreTest {

    private EngineCore engine;

    @AfterEach
    void stop() {
        if (engine != null) {
            engine.close();
        }
    }

    private static CompiledComposition compile(Composition c) throws Exception {
        return TestCompositions.compile(c);
    }

    private static Composition parse(String xmi, java.nio.file.Path dir) throws Exception {
        return TestCompositions.parse(xmi, dir);
    }

    private EngineCore engine(int maxInFlight, String... samples) throws Exception {
        engine = new EngineCore(new EngineCore.Config(2, 2, maxInFlight));
        for (String s : samples) {
            engine.deployments().add(compile(Samples.load(s)));
        }
        return engine;
    }

    private static InstanceResult await(CompletableFuture<InstanceResult> f) throws Exception {
        return f.get(30, TimeUnit.SECONDS);
    }

    @Test
    void thePeerBenchmarksPatternsGiveTheirOutputsAndCountTheirTasks() throws Exception {
        engine(1000, Samples.PATTERNS.toArray(String[]::new));
        Map<String, Map<String, Object>> expected = Map.of("PatternSequential", Map.of("result", 1), "PatternParallel",
                Map.of("sum", 6), "PatternLoop", Map.of("iterations", 6), "PatternLoopEmpty", Map.of("iterations", 100),
                "PatternForEach", Map.of("results", List.of("a", "b", "c", "d", "e", "f")));
        Map<String, Integer> tasks = Map.of("PatternSequential", 6, "PatternParallel", 7, "PatternLoop", 14,
                "PatternLoopEmpty", 102, "PatternForEach", 6);
        for (String pattern : Samples.PATTERNS) {
            List<CompletableFuture<InstanceResult>> results = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                results.add(engine.begin(StartRequest.one(pattern, null, Samples.inputs(pattern)).resultOnly()).result());
            }
            for (CompletableFuture<InstanceResult> f : results) {
                InstanceResult r = await(f);
                assertEquals(InstanceState.COMPLETED, r.outcome().state(), pattern + ": " + r.outcome());
                assertEquals(expected.get(pattern), r.outputs(), pattern);
            }
            assertEquals(200L * tasks.get(pattern), engine.taskStats().executions(pattern), pattern + ": task executions");
        }
    }

    @Test
    void idsCountedInAFileAreReadFromItAsTheCoreLeftThem(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        engine(10_000, "PatternSequential");
        engine.numberInstancesFrom(2_000_000_000_000_001L);
        java.nio.file.Path file = dir.resolve("ids");
        engine.countIdsIn(tutti.engine.core.IdCounter.mapped(file));
        assertEquals(2_000_000_000_000_000L, tutti.engine.core.IdCounter.read(file), "none given yet");
        // Started from two threads at once: every id once, the file at the highest.
        java.util.Set<Long> ids = java.util.concurrent.ConcurrentHashMap.newKeySet();
        List<Thread> starters = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            Thread starter = new Thread(() -> {
                for (int i = 0; i < 2_000; i++) {
                    try {
                        ids.add(await(engine.begin(StartRequest.one("PatternSequential", null,
                                Samples.inputs("PatternSequential")).resultOnly()).result()).id());
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                }
            });
            starter.start();
            starters.add(starter);
        }
        for (Thread starter : starters) {
            starter.join(60_000);
        }
        assertEquals(4_000, ids.size());
        assertEquals(2_000_000_000_000_001L, java.util.Collections.min(ids));
        assertEquals(2_000_000_000_004_000L, java.util.Collections.max(ids));
        assertEquals(2_000_000_000_004_000L, tutti.engine.core.IdCounter.read(file));
    }

    @Test
    void theBenchmarkWorkflowRunsThroughTheStages() throws Exception {
        engine(100_000, "Benchmark");
        List<CompletableFuture<InstanceResult>> results = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            results.add(engine.begin(StartRequest.one("Benchmark", null, Map.of("order", "abc" + i)).resultOnly()).result());
        }
        for (int i = 0; i < results.size(); i++) {
            InstanceResult r = await(results.get(i));
            assertEquals(InstanceState.COMPLETED, r.outcome().state(), r.outcome().toString());
            String order = "abc" + i;
            int half = order.length() / 2;
            assertEquals(Map.of("result", order.substring(half) + order.substring(0, half)), r.outputs());
        }
        assertEquals(0, engine.inFlight(), "every accepted instance ended");
    }

    /** A batch only counts how its instances end: their results carry no outputs, and they end as any other. */
    @Test
    void anInstanceStartedForItsOutcomeEndsAsAnyOtherWithoutItsOutputsInTheResult() throws Exception {
        engine(10_000, "Benchmark", "PatternLoopEmpty");
        List<CompletableFuture<InstanceResult>> counted = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            CompletableFuture<InstanceResult> benchmark = new CompletableFuture<>();
            engine.begin(StartRequest.outcomes("Benchmark", null, Map.of("order", "abc" + i), 1, benchmark::complete));
            counted.add(benchmark);
            CompletableFuture<InstanceResult> loop = new CompletableFuture<>();
            engine.begin(StartRequest.outcomes("PatternLoopEmpty", null, Samples.inputs("PatternLoopEmpty"), 1, loop::complete));
            counted.add(loop);
        }
        for (CompletableFuture<InstanceResult> f : counted) {
            InstanceResult r = await(f);
            assertEquals(InstanceState.COMPLETED, r.outcome().state(), r.outcome().toString());
            assertEquals(Map.of(), r.outputs(), r.composition());
        }
        // Started as usual, beside them: the outputs are there.
        assertEquals(Map.of("result", "defabc"),
                await(engine.begin(StartRequest.one("Benchmark", null, Map.of("order", "abcdef")).resultOnly()).result()).outputs());
        assertEquals(Map.of("iterations", 100),
                await(engine.begin(StartRequest.one("PatternLoopEmpty", null,
                        Samples.inputs("PatternLoopEmpty")).resultOnly()).result()).outputs());
    }

    /**
     * A batch starts its instances together: only as many as the engine has places for, spread over
     * both Kernels, each end heard once; wrong inputs keep no place.
     */
    @Test
    void instancesStartedTogetherTakeOnlyThePlacesLeftAndEachEndIsHeardOnce(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        engine(10);
        engine.deployments().add(compile(parse("""
                    name="Wait">
                  <inputs name="n" type="long"/>
                  <tasks xsi:type="composition:JavaSnippetTask" name="first" code="int unused = 0;"/>
                  <tasks xsi:type="composition:ReceiveTask" name="approval" message="go"/>
                  <controlFlows source="//@tasks.0" target="//@tasks.1"/>
                """, dir)));
        Map<Long, Integer> heard = new java.util.concurrent.ConcurrentHashMap<>();
        java.util.function.Consumer<InstanceResult> listener = r -> heard.merge(r.id(),
                r.outcome().state() == InstanceState.COMPLETED ? 1 : 1000, Integer::sum);
        assertEquals(10, engine.begin(StartRequest.outcomes("Wait", null, Map.of("n", 1), 16, listener)).count(),
                "the engine takes 10 at most");
        assertEquals(10, engine.inFlight());
        assertThrows(EngineOverloadedException.class,
                () -> engine.begin(StartRequest.outcomes("Wait", null, Map.of("n", 1), 1, listener)).count());
        assertEquals(10, signalUntilTaken("go", 10), "every one runs, on its Kernel, and waits");
        assertEquals(3, engine.begin(StartRequest.outcomes("Wait", null, Map.of("n", 1), 3, listener)).count(), "places free again");
        // One future holds one result: several instances are started for their outcomes only.
        assertThrows(IllegalArgumentException.class, () -> new StartRequest("Wait", null, Map.of(), 2, false, false, null));
        assertThrows(IllegalArgumentException.class, () -> new StartRequest("Wait", null, Map.of(), 2, true, false, listener));
        assertEquals(3, signalUntilTaken("go", 3));
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> engine.begin(StartRequest.outcomes("Wait", null, Map.of("n", "x"), 16, listener)).count());
        assertTrue(bad.getMessage().contains("input 'n' needs a whole number"), bad.getMessage());
        long deadline = System.nanoTime() + 10_000_000_000L;
        while ((engine.inFlight() > 0 || heard.size() < 13) && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertEquals(0, engine.inFlight(), "every accepted instance ended, and refused inputs kept no place");
        assertEquals(13, heard.size(), heard.toString());
        assertTrue(heard.values().stream().allMatch(n -> n == 1), "each completed, heard once: " + heard);
        assertTrue(heard.keySet().stream().anyMatch(id -> id % 2 == 0) && heard.keySet().stream().anyMatch(id -> id % 2 == 1),
                "both Kernels had some: " + heard.keySet());
    }

    /** Signals {@code name} until {@code count} instances took it (they may not all wait yet); how many did. */
    private int signalUntilTaken(String name, int count) throws Exception {
        int taken = 0;
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (taken < count && System.nanoTime() < deadline) {
            taken += engine.signal(name, null).get(10, TimeUnit.SECONDS);
            if (taken < count) {
                Thread.sleep(5);
            }
        }
        return taken;
    }

    /** Whoever hears of an end runs on the Kernel thread: when it throws, the Kernel and its other instances go on. */
    @Test
    void aListenerOfAnEndThatThrowsLeavesTheKernelRunning() throws Exception {
        engine(1000, "Benchmark");
        java.util.concurrent.atomic.AtomicInteger heard = new java.util.concurrent.atomic.AtomicInteger();
        for (int i = 0; i < 50; i++) {
            engine.begin(StartRequest.outcomes("Benchmark", null, Map.of("order", "abc" + i), 1, r -> {
                heard.incrementAndGet();
                throw new IllegalStateException("a listener's bug");
            }));
        }
        assertEquals(Map.of("result", "defabc"),
                await(engine.begin(StartRequest.one("Benchmark", null, Map.of("order", "abcdef")).resultOnly()).result()).outputs());
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (engine.inFlight() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertEquals(50, heard.get(), "every listener heard its instance's end");
        assertEquals(0, engine.inFlight(), "every accepted instance ended");
    }

    @Test
    void everyPatternRunsAndLoopsAndForEachGatherInTheEngine() throws Exception {
        engine(1000, "Sequential", "Parallel", "DAG", "Loop", "ForEach");
        assertEquals(Map.of("result", 6), await(engine.begin(StartRequest.one("Sequential", null, Map.of("n",
                1)).resultOnly()).result()).outputs());
        assertEquals(Map.of("sum", 8), await(engine.begin(StartRequest.one("Parallel", null, Map.of("n",
                2)).resultOnly()).result()).outputs());
        assertEquals(Map.of("total", 67), await(engine.begin(StartRequest.one("DAG", null, Map.of("n",
                3)).resultOnly()).result()).outputs());
        assertEquals(Map.of("iterations", 100), await(engine.begin(StartRequest.one("Loop", null,
                Map.of()).resultOnly()).result()).outputs());
        assertEquals(Map.of("results", List.of("item0", "item1", "item2", "item3", "item4", "item5")),
                await(engine.begin(StartRequest.one("ForEach", null, Map.of("count", 6)).resultOnly()).result()).outputs());
    }

    @Test
    void messagesReachTheirWaitingInstanceAndNothingElse() throws Exception {
        engine(1000);
        Composition c = tutti.test.support.Fixtures.sequentialWaiting();
        engine.deployments().add(compile(c));
        CompletableFuture<InstanceResult> running = engine.begin(StartRequest.one("Sequential", null, Map.of("n",
                1)).resultOnly()).result();
        Thread.sleep(200);
        assertFalse(running.isDone(), "it waits for its message");
        long id = 1;
        assertTrue(engine.message(id, "approved", "yes"));
        assertEquals(InstanceState.COMPLETED, await(running).outcome().state());
        assertFalse(engine.message(id, "approved", "again"), "an ended instance takes no messages");
        assertFalse(engine.message(424242, "approved", "yes"), "nor does one that never was");
    }

    @Test
    void fullEnginesRefuseAndUnknownCompositionsAreNamed() throws Exception {
        engine(1, "Sequential");
        UnknownCompositionException unknown = assertThrows(UnknownCompositionException.class,
                () -> engine.begin(StartRequest.one("Nope", null, Map.of()).resultOnly()).result());
        assertTrue(unknown.getMessage().contains("no composition Nope is deployed (deployed: [Sequential 1.0.0])"),
                unknown.getMessage());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> engine.begin(StartRequest.one("Sequential", null, Map.of("n", "x")).resultOnly()).result());
        assertTrue(bad.getMessage().contains("input 'n' needs a whole number"), bad.getMessage());
        assertEquals(0, engine.inFlight(), "refused inputs take no place");
        // Fill the one place with an instance that runs a while, then ask for another.
        CompletableFuture<InstanceResult> first = engine.begin(StartRequest.one("Sequential", null, Map.of("n", 1)).resultOnly()).result();
        boolean refused = false;
        try {
            engine.begin(StartRequest.one("Sequential", null, Map.of("n", 1)).resultOnly()).result();
        } catch (EngineOverloadedException e) {
            refused = true;
            assertTrue(e.getMessage().contains("retry later"), e.getMessage());
        }
        await(first);
        assertTrue(refused || first.isDone(), "either refused, or the first had already ended");
    }

    @Test
    void versionsRunSideBySide() throws Exception {
        engine(100);
        Composition v1 = Samples.load("Sequential");
        Composition v2 = Samples.load("Sequential");
        v2.setVersion("1.10.0");
        ((tutti.model.composition.JavaSnippetTask) v2.getTasks().get(0)).setCode("next = n + 100;");
        engine.deployments().add(compile(v1));
        engine.deployments().add(compile(v2));
        assertEquals(Map.of("result", 105), await(engine.begin(StartRequest.one("Sequential", null, Map.of("n",
                1)).resultOnly()).result()).outputs(),
                "the newest version (1.10.0 > 1.0.0) by default");
        assertEquals(Map.of("result", 6), await(engine.begin(StartRequest.one("Sequential", "1.0.0", Map.of("n",
                1)).resultOnly()).result()).outputs());
    }

    @Test
    void theStagesRunOnNamedThreads() throws Exception {
        engine(10, "Sequential");
        await(engine.begin(StartRequest.one("Sequential", null, Map.of("n", 1)).resultOnly()).result());
        List<String> names = Thread.getAllStackTraces().keySet().stream().map(Thread::getName).toList();
        assertTrue(names.containsAll(List.of("kernel-0", "kernel-1", "invoker-0", "invoker-1")), names.toString());
    }

    @Test
    void everyLatencyIsKeptAlsoFromKernelsLetGo() throws Exception {
        engine(100_000, "Benchmark");
        for (int i = 0; i < 500; i++) {
            await(engine.begin(StartRequest.one("Benchmark", null, Map.of("order", "abc")).resultOnly()).result());
        }
        assertEquals(500, latenciesRecorded());
        engine.resize(4, 2);
        for (int i = 0; i < 500; i++) {
            await(engine.begin(StartRequest.one("Benchmark", null, Map.of("order", "abc")).resultOnly()).result());
        }
        engine.resize(1, 2);
        for (int i = 0; i < 300; i++) {
            await(engine.begin(StartRequest.one("Benchmark", null, Map.of("order", "abc")).resultOnly()).result());
        }
        // Kernels let go record nothing more, and what they recorded stays in the total.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("kernel-")).count() > 1
                && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertEquals(1300, latenciesRecorded());
    }

    /** The latencies the engine holds: its histogram's count. */
    private long latenciesRecorded() {
        return engine.latencyBuckets(new long[0])[0];
    }

    @Test
    void theStatisticsReplayMakesTheCallsTheEngineCounted() throws Exception {
        engine(100_000, "Benchmark", "Loop");
        for (int i = 0; i < 200; i++) {
            await(engine.begin(StartRequest.one("Benchmark", null, Map.of("order", "abc")).resultOnly()).result());
        }
        tutti.engine.core.StatisticsCost.Result r = tutti.engine.core.StatisticsCost.measure(engine.taskStats(), "Benchmark", 200);
        // The Benchmark workflow: 8 tasks, each run once, and 8 flows (two branches of three tasks between parse and merge).
        assertEquals(8, r.executionsPerInstance(), 0.01);
        assertEquals(8, r.firingsPerInstance(), 0.01);
        assertTrue(r.nanosPerInstance() > 0);
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> tutti.engine.core.StatisticsCost.measure(engine.taskStats(), "Loop", 10));
        assertTrue(none.getMessage().contains("no statistics of 'Loop'"), none.getMessage());
    }

    @Test
    void anErrorEndIsCaughtByItsCodeOnTheCallersSubCompositionAndATerminateEndDropsTheRest(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        engine(1000);
        engine.deployments().add(compile(parse("""
                    name="Stock">
                  <inputs name="count" type="int"/>
                  <tasks xsi:type="composition:JavaSnippetTask" name="check" code="left = count;">
                    <inputs name="count" type="int"/>
                    <outputs name="left" type="int"/>
                  </tasks>
                  <tasks xsi:type="composition:ErrorEndTask" name="none" errorCode="OUT_OF_STOCK"/>
                  <controlFlows source="//@tasks.0" target="//@tasks.1" condition="left == 0"/>
                  <dataFlows source="//@inputs.0" target="//@tasks.0/@inputs.0"/>
                """, dir)));
        engine.deployments().add(compile(parse("""
                    name="Order">
                  <inputs name="count" type="int"/>
                  <outputs name="outcome" type="String"/>
                  <tasks xsi:type="composition:SubCompositionTask" name="askStock" composition="Stock">
                    <inputs name="count" type="int"/>
                    <outputs name="errorCode" type="String"/>
                  </tasks>
                  <tasks xsi:type="composition:JavaSnippetTask" name="ship" code="outcome = &quot;shipped&quot;;">
                    <outputs name="outcome" type="String"/>
                  </tasks>
                  <tasks xsi:type="composition:JavaSnippetTask" name="reorder" code="outcome = errorCode;">
                    <inputs name="errorCode" type="String"/>
                    <outputs name="outcome" type="String"/>
                  </tasks>
                  <tasks xsi:type="composition:LoopbackTask" name="slow" mode="ASYNC" delayMillis="5000"/>
                  <tasks xsi:type="composition:ReceiveTask" name="late" message="slow-callback"/>
                  <tasks xsi:type="composition:TerminateEndTask" name="done"/>
                  <controlFlows source="//@tasks.0" target="//@tasks.1"/>
                  <controlFlows source="//@tasks.0" target="//@tasks.2" condition="errorCode.equals(&quot;OUT_OF_STOCK&quot;)" kind="FAILURE"/>
                  <controlFlows source="//@tasks.3" target="//@tasks.4"/>
                  <controlFlows source="//@tasks.1" target="//@tasks.5"/>
                  <controlFlows source="//@tasks.2" target="//@tasks.5"/>
                  <dataFlows source="//@inputs.0" target="//@tasks.0/@inputs.0"/>
                  <dataFlows source="//@tasks.0/@outputs.0" target="//@tasks.2/@inputs.0"/>
                  <dataFlows source="//@tasks.1/@outputs.0" target="//@outputs.0"/>
                  <dataFlows source="//@tasks.2/@outputs.0" target="//@outputs.0"/>
                """, dir)));
        InstanceResult stock = await(engine.begin(StartRequest.one("Stock", null, Map.of("count", 0)).resultOnly()).result());
        assertEquals(InstanceState.FAILED, stock.outcome().state());
        assertEquals("OUT_OF_STOCK", stock.outcome().code());
        long start = System.nanoTime();
        InstanceResult reordered = await(engine.begin(StartRequest.one("Order", null, Map.of("count", 0)).resultOnly()).result());
        assertEquals(InstanceState.COMPLETED, reordered.outcome().state(), reordered.outcome().toString());
        assertEquals(Map.of("outcome", "OUT_OF_STOCK"), reordered.outputs(), "the failure flow caught the code");
        InstanceResult shipped = await(engine.begin(StartRequest.one("Order", null, Map.of("count", 4)).resultOnly()).result());
        assertEquals(Map.of("outcome", "shipped"), shipped.outputs());
        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(4), "the terminate end did not wait for the slow branch");
        assertEquals(0, engine.inFlight(), "the terminated instances' waiting branches went with them");
    }

    @Test
    void aMessageWithoutPayloadThatComesBeforeItsReceiveWaitsIsKeptForIt(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        engine(1000);
        engine.deployments().add(compile(parse("""
                    name="Later">
                  <tasks xsi:type="composition:TimerTask" name="first" duration="PT0.3S"/>
                  <tasks xsi:type="composition:ReceiveTask" name="approval" message="approved"/>
                  <controlFlows source="//@tasks.0" target="//@tasks.1"/>
                """, dir)));
        CompletableFuture<InstanceResult> running = engine.begin(StartRequest.one("Later", null, Map.of()).resultOnly()).result();
        // An empty body is a message with no payload: kept until the Receive waits, not a failure of the instance.
        assertTrue(engine.message(1, "approved", null));
        InstanceResult r = await(running);
        assertEquals(InstanceState.COMPLETED, r.outcome().state(), r.outcome().toString());
    }

    /**
     * Running instances are kept by id in a ring of as many slots as the engine takes instances at
     * once (4 here): a later instance whose id names the slot of one that still waits is kept
     * beside the ring. It is found all the same: by id, by a signal, and no longer once it ended.
     */
    @Test
    void anInstanceWhoseSlotAnOlderWaitingOneHoldsIsFoundByIdAndBySignal(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        engine(4);
        engine.deployments().add(compile(parse("""
                    name="Wait">
                  <tasks xsi:type="composition:JavaSnippetTask" name="first" code="int unused = 0;"/>
                  <tasks xsi:type="composition:ReceiveTask" name="approval" message="go"/>
                  <controlFlows source="//@tasks.0" target="//@tasks.1"/>
                """, dir)));
        EngineCore.Started first = engine.begin(StartRequest.one("Wait", null, Map.of()));
        EngineCore.Started beside;
        while (true) {
            EngineCore.Started next = engine.begin(StartRequest.one("Wait", null, Map.of()));
            beside = next;
            if ((next.id() - first.id()) % 4 == 0) {
                break; // its slot is the first one's
            }
            assertTrue(engine.message(next.id(), "go", null), () -> "instance " + next.id() + " runs, but "
                    + next.result().getNow(null));
            assertEquals(InstanceState.COMPLETED, await(next.result()).outcome().state());
        }
        for (long id : new long[] {first.id(), beside.id()}) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!List.of("go").equals(engine.waitingFor(id).get(10, TimeUnit.SECONDS)) && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertEquals(List.of("go"), engine.waitingFor(id).get(10, TimeUnit.SECONDS), "instance " + id + " waits");
        }
        assertEquals(2, engine.signal("go", "both").get(10, TimeUnit.SECONDS), "the signal reached the one in its slot and the one beside");
        assertEquals(InstanceState.COMPLETED, await(first.result()).outcome().state());
        assertEquals(InstanceState.COMPLETED, await(beside.result()).outcome().state());
        assertFalse(engine.message(beside.id(), "go", null), "an ended instance is not found");
        EngineCore.Started again = engine.begin(StartRequest.one("Wait", null, Map.of()));
        assertTrue(engine.message(again.id(), "go", null), "the slots are free again");
        assertEquals(InstanceState.COMPLETED, await(again.result()).outcome().state());
        assertEquals(0, engine.inFlight());
    }

    @Test
    void timersWaitTheirTimeInTheEngineAndAllFire(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        engine(10_000);
        engine.deployments().add(compile(parse("""
                    name="Nap">
                  <inputs name="ms" type="long"/>
                  <tasks xsi:type="composition:TimerTask" name="nap" duration="java.time.Duration.ofMillis(ms)">
                    <inputs name="ms" type="long"/>
                  </tasks>
                  <dataFlows source="//@inputs.0" target="//@tasks.0/@inputs.0"/>
                """, dir)));
        java.util.Random random = new java.util.Random(42);
        List<CompletableFuture<InstanceResult>> naps = new ArrayList<>();
        List<Long> waits = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            long ms = random.nextInt(400);
            waits.add(ms);
            naps.add(engine.begin(StartRequest.one("Nap", null, Map.of("ms", ms)).resultOnly()).result());
        }
        for (int i = 0; i < naps.size(); i++) {
            InstanceResult r = await(naps.get(i));
            assertEquals(InstanceState.COMPLETED, r.outcome().state(), r.outcome().toString());
            // Due times are whole milliseconds of the wall clock: a timer may fire up to 1 ms before the nanosecond count says.
            assertTrue(r.latencyNanos() >= (waits.get(i) - 1) * 1_000_000, "napped its " + waits.get(i) + " ms: " + r.latencyNanos());
        }
        assertEquals(0, engine.timersWaiting());
        assertEquals(2000, engine.timerLateness().getTotalCount(), "each timer fired once");
    }

    @Test
    void aReceiveThatTimesOutEscalatesAndItsLateMessageIsDropped(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        engine(1000);
        engine.deployments().add(compile(parse("""
                    name="Patience">
                  <outputs name="outcome" type="String"/>
                  <tasks xsi:type="composition:JavaSnippetTask" name="ask" code=""/>
                  <tasks xsi:type="composition:ReceiveTask" name="answer" message="done"/>
                  <tasks xsi:type="composition:JavaSnippetTask" name="reply" code="outcome = &quot;answered&quot;;">
                    <outputs name="outcome" type="String"/>
                  </tasks>
                  <tasks xsi:type="composition:JavaSnippetTask" name="escalate" code="outcome = &quot;escalated&quot;;">
                    <outputs name="outcome" type="String"/>
                  </tasks>
                  <tasks xsi:type="composition:TimerTask" name="keep" duration="PT0.6S"/>
                  <controlFlows source="//@tasks.0" target="//@tasks.1"/>
                  <controlFlows source="//@tasks.1" target="//@tasks.2"/>
                  <controlFlows source="//@tasks.1" target="//@tasks.3" kind="TIMEOUT" timeout="PT0.1S"/>
                  <dataFlows source="//@tasks.2/@outputs.0" target="//@outputs.0"/>
                  <dataFlows source="//@tasks.3/@outputs.0" target="//@outputs.0"/>
                """, dir)));
        EngineCore.Started late = engine.begin(StartRequest.one("Patience", null, Map.of()));
        Thread.sleep(300);
        assertTrue(engine.message(late.id(), "done", "at last"), "still running: its Timer keeps it");
        InstanceResult escalated = await(late.result());
        assertEquals(InstanceState.COMPLETED, escalated.outcome().state(), escalated.outcome().toString());
        assertEquals(Map.of("outcome", "escalated"), escalated.outputs(), "the late answer changed nothing");
        Map<?, ?> tasks = (Map<?, ?>) engine.taskStats().snapshot().get("Patience 1.0.0");
        assertEquals(0L, ((Map<?, ?>) tasks.get("reply")).get("executions"), "the Receive's normal flow is dead");
        EngineCore.Started inTime = engine.begin(StartRequest.one("Patience", null, Map.of()));
        assertTrue(engine.message(inTime.id(), "done", "now"));
        assertEquals(Map.of("outcome", "answered"), await(inTime.result()).outputs());
    }

    @Test
    void aReminderFiresWhileTheReceiveStillWaitsWhichThenTakesItsMessage(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        engine(1000);
        engine.deployments().add(compile(parse("""
                    name="Nudge">
                  <outputs name="outcome" type="String"/>
                  <outputs name="reminded" type="Boolean" required="false"/>
                  <tasks xsi:type="composition:JavaSnippetTask" name="ask" code=""/>
                  <tasks xsi:type="composition:ReceiveTask" name="answer" message="done"/>
                  <tasks xsi:type="composition:JavaSnippetTask" name="reply" code="outcome = &quot;answered&quot;;">
                    <outputs name="outcome" type="String"/>
                  </tasks>
                  <tasks xsi:type="composition:JavaSnippetTask" name="remind" code="reminded = true;">
                    <outputs name="reminded" type="boolean"/>
                  </tasks>
                  <controlFlows source="//@tasks.0" target="//@tasks.1"/>
                  <controlFlows source="//@tasks.1" target="//@tasks.2"/>
                  <controlFlows source="//@tasks.1" target="//@tasks.3" kind="REMINDER" timeout="PT0.1S"/>
                  <dataFlows source="//@tasks.2/@outputs.0" target="//@outputs.0"/>
                  <dataFlows source="//@tasks.3/@outputs.0" target="//@outputs.1"/>
                """, dir)));
        EngineCore.Started slow = engine.begin(StartRequest.one("Nudge", null, Map.of()));
        Thread.sleep(300);
        assertTrue(engine.message(slow.id(), "done", "at last"), "the reminder did not end the wait");
        InstanceResult r = await(slow.result());
        assertEquals(InstanceState.COMPLETED, r.outcome().state(), r.outcome().toString());
        assertEquals(Map.of("outcome", "answered", "reminded", true), r.outputs());
        EngineCore.Started quick = engine.begin(StartRequest.one("Nudge", null, Map.of()));
        assertTrue(engine.message(quick.id(), "done", "now"));
        java.util.Map<String, Object> noReminder = new java.util.HashMap<>();
        noReminder.put("outcome", "answered");
        noReminder.put("reminded", null);
        assertEquals(noReminder, await(quick.result()).outputs(), "answered in time: no reminder");
        Map<?, ?> tasks = (Map<?, ?>) engine.taskStats().snapshot().get("Nudge 1.0.0");
        assertEquals(1L, ((Map<?, ?>) tasks.get("remind")).get("executions"));
    }

    @Test
    void runningOutOfMemoryFailsTheInstanceWithAdviceAndTheStagesGoOn(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        engine(1000, "Sequential");
        engine.deployments().add(compile(parse("""
                    name="Greedy">
                  <tasks xsi:type="composition:JavaSnippetTask" name="hoard" code="throw new OutOfMemoryError(&quot;Java heap space&quot;);"/>
                """, dir)));
        for (int i = 0; i < 4; i++) {
            InstanceResult r = await(engine.begin(StartRequest.one("Greedy", null, Map.of()).resultOnly()).result());
            assertEquals(InstanceState.FAILED, r.outcome().state());
            assertTrue(r.outcome().reason().contains("OutOfMemoryError: Java heap space")
                    && r.outcome().reason().contains("the engine's heap is full: give it more"), r.outcome().reason());
        }
        List<CompletableFuture<InstanceResult>> after = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            after.add(engine.begin(StartRequest.one("Sequential", null, Map.of("n", i)).resultOnly()).result());
        }
        for (CompletableFuture<InstanceResult> f : after) {
            assertEquals(InstanceState.COMPLETED, await(f).outcome().state(), "every Invoker thread is still there");
        }
        assertEquals(131_072, EngineCore.Config.inFlightFor(512L << 20), "a 512 MB heap keeps 128 Ki instances in flight");
        assertEquals(1_000_000, EngineCore.Config.inFlightFor(16L << 30));
    }
}
