package tutti.monitor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.monitor.Derived;
import tutti.monitor.Monitor;
import tutti.monitor.Recording;
import tutti.monitor.Series;
import tutti.monitor.SeriesKey;
import tutti.monitor.Window;

/** Samples as an engine streams them, turned into series: rates, gaps, derived metrics, recordings. */
class MonitorTest {

    private static final String CYCLES = "perf::CYCLES";
    private static final String INSTRUCTIONS = "perf::INSTRUCTIONS";
    private static final String REFS = "perf::CACHE-REFERENCES";
    private static final String MISSES = "perf::CACHE-MISSES";
    private static final String SWITCHES = "perf::CONTEXT-SWITCHES";
    private static final String CLOCK = "perf::TASK-CLOCK";

    /** A sample of replica {@code replica} at {@code time} with {@code completed} Benchmark instances and these counter values. */
    private static Map<String, Object> sample(int replica, long time, long completed, Map<String, Object> counters) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("sequence", time / 1000);
        s.put("timeMillis", time);
        s.put("replica", replica);
        s.put("instancesInFlight", 4);
        s.put("instances", Map.of("Benchmark", Map.of("started", completed + 4, "completed", completed, "failed", 0L,
                "cancelled", 0L)));
        s.put("queues", Map.of("kernel", 1, "invoker", 2));
        s.put("latency", completed == 0 ? Map.of("count", 0L) : Map.of("count", completed, "p50Micros", 800L, "p90Micros", 1500L,
                "p99Micros", 4000L, "maxMicros", 9000L));
        s.put("pools", Map.of("invoker", Map.of("threads", 2, "counters", counters)));
        s.put("jvm", Map.of("gcCount", time / 1000, "gcSeconds", time / 100_000.0, "cpuSeconds", time / 1000.0 * 1.5,
                "heapUsedBytes", 64L << 20));
        return s;
    }

    private static Map<String, Object> counted(long value, long enabled, long running) {
        return Map.of("value", value, "enabledNanos", enabled, "runningNanos", running);
    }

    private static Map<String, Object> counters(long cycles, long instructions, long refs, long misses, long switches, long clock) {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put(CYCLES, counted(cycles, clock, clock));
        c.put(INSTRUCTIONS, counted(instructions, clock, clock));
        c.put(REFS, counted(refs, clock, clock));
        c.put(MISSES, counted(misses, clock, clock));
        c.put(SWITCHES, counted(switches, clock, clock));
        c.put(CLOCK, counted(clock, clock, clock));
        return c;
    }

    private static double[] values(Monitor m, String group, String name) {
        Series s = m.series(new SeriesKey("e", 0, group, name, unit(m, group, name)));
        assertTrue(s != null, "no series " + group + " " + name + " among " + m.keys());
        Window w = s.window(0);
        return w.values();
    }

    private static String unit(Monitor m, String group, String name) {
        return m.keys().stream().filter(k -> k.group().equals(group) && k.name().equals(name)).map(SeriesKey::unit).findFirst()
                .orElse("");
    }

    @Test
    void cumulativeFiguresBecomeRatesAndARestartIsAGapNotAFallToZero() {
        Monitor m = new Monitor(100);
        Map<String, Object> none = Map.of();
        m.accept("e", sample(0, 1_000, 0, none));
        m.accept("e", sample(0, 2_000, 100, none));
        m.accept("e", sample(0, 4_000, 500, none));
        // The replica restarted: its counts start again.
        m.accept("e", sample(0, 5_000, 30, none));
        m.accept("e", sample(0, 6_000, 130, none));
        double[] rate = values(m, "instances", "completed/s Benchmark");
        assertTrue(Double.isNaN(rate[0]), "no rate before a second sample");
        assertEquals(100, rate[1], 1e-9);
        assertEquals(200, rate[2], 1e-9, "400 in 2 s");
        assertTrue(Double.isNaN(rate[3]), "a restart is a gap");
        assertEquals(100, rate[4], 1e-9, "counted again from the new start");
        assertTrue(Double.isNaN(values(m, "latency", "p50 ms")[0]), "no instance ended: no latency, not 0");
        assertEquals(0.8, values(m, "latency", "p50 ms")[1], 1e-9);
        assertEquals(4.0, values(m, "latency", "p99 ms")[1], 1e-9);
        assertEquals(150, values(m, "jvm", "process CPU %")[1], 1e-6, "1.5 CPU-seconds per second");
        assertEquals(64, values(m, "jvm", "heap used MiB")[1], 1e-9);
        m.accept("e", sample(0, 6_000, 140, none));
        assertEquals(5, values(m, "instances", "completed/s Benchmark").length, "a repeated sample time is ignored");

        Monitor folding = new Monitor(100, 80, 0);
        folding.accept("e", sample(0, 1_000, 0, none));
        folding.accept("e", sample(0, 1_100, 100, none));
        folding.accept("e", sample(0, 1_105, 200, none));
        folding.accept("e", sample(0, 1_200, 300, none));
        double[] folded = values(folding, "instances", "completed/s Benchmark");
        assertEquals(3, folded.length, "the sample 5 ms after the previous one is folded into the next");
        assertEquals(2_000, folded[2], 1e-9, "200 instances over the 100 ms that really passed, not 20,000/s over 5 ms");

        // Completions come in bursts as queues drain: over a one-second window the rate is the throughput.
        Monitor windowed = new Monitor(1000, 80, 1_000);
        long count = 0;
        for (int i = 0; i <= 30; i++) {
            count += i % 5 == 4 ? 50_000 : 0; // 50,000 every 500 ms: 100,000/s
            windowed.accept("e", sample(0, 10_000 + i * 100L, count, none));
        }
        double[] smooth = values(windowed, "instances", "completed/s Benchmark");
        for (int i = 12; i < smooth.length; i++) {
            assertEquals(100_000, smooth[i], 50_001, "within a burst of the throughput at point " + i);
        }
        assertEquals(100_000, java.util.Arrays.stream(smooth, 12, smooth.length).average().orElse(0), 10_000);
    }

    @Test
    void derivedMetricsComeFromThePeriodsCountsEachWithItsFormula() {
        Monitor m = new Monitor(100);
        m.accept("e", sample(0, 1_000, 0, counters(0, 0, 0, 0, 0, 0)));
        // In 1 s: 2e9 cycles, 3e9 instructions, 1e6 LLC references, 2.5e5 misses, 500 switches, 1.5 CPU-seconds; 1000 instances.
        m.accept("e", sample(0, 2_000, 1_000, counters(2_000_000_000L, 3_000_000_000L, 1_000_000, 250_000, 500, 1_500_000_000L)));
        String derived = "derived:invoker";
        assertEquals(1.5, values(m, derived, Derived.IPC.title())[1], 1e-9);
        assertEquals(2.0 / 3, values(m, derived, Derived.CPI.title())[1], 1e-9);
        assertEquals(0.25, values(m, derived, Derived.LLC_MISS_RATIO.title())[1], 1e-9);
        assertEquals(250_000 / 3_000_000.0, values(m, derived, Derived.LLC_MPKI.title())[1], 1e-9);
        assertEquals(250, values(m, derived, Derived.LLC_MISSES_PER_INSTANCE.title())[1], 1e-9);
        assertEquals(0.5, values(m, derived, Derived.SWITCHES_PER_INSTANCE.title())[1], 1e-9);
        assertEquals(1.5, values(m, derived, Derived.CPU_USE.title())[1], 1e-9, "1.5 CPUs busy");
        assertEquals(2e9, values(m, "pool:invoker", CYCLES + "/s")[1], 1);
        assertEquals("LLC misses / LLC references", Derived.LLC_MISS_RATIO.formula());
        assertEquals("instructions / cycles", Derived.IPC.formula());
        assertTrue(m.unavailable().isEmpty(), m.unavailable().toString());
    }

    @Test
    void eventsTheMachineCannotCountAreNamedWithTheirReasonNeverZero() {
        Monitor m = new Monitor(100);
        Map<String, Object> c = new LinkedHashMap<>();
        c.put(CLOCK, counted(0, 0, 0));
        c.put(CYCLES, Map.of("unsupported", "perf::CYCLES: not supported on this machine"));
        c.put(INSTRUCTIONS, Map.of("unsupported", "perf::INSTRUCTIONS: not supported on this machine"));
        m.accept("e", sample(0, 1_000, 0, c));
        Map<String, Object> c2 = new LinkedHashMap<>(c);
        c2.put(CLOCK, counted(500_000_000, 1_000_000_000, 1_000_000_000));
        m.accept("e", sample(0, 2_000, 10, c2));
        SeriesKey cycles = new SeriesKey("e", 0, "pool:invoker", CYCLES + "/s", "/s");
        assertEquals("perf::CYCLES: not supported on this machine", m.unavailable().get(cycles));
        assertNull(m.series(cycles), "no series of zeros in its place");
        SeriesKey ipc = new SeriesKey("e", 0, "derived:invoker", Derived.IPC.title(), "");
        assertEquals("needs perf::INSTRUCTIONS and perf::CYCLES; perf::INSTRUCTIONS: not supported on this machine",
                m.unavailable().get(ipc));
        assertNull(m.series(ipc));
        assertEquals(0.5, values(m, "derived:invoker", Derived.CPU_USE.title())[1], 1e-9, "software events still give CPU use");
    }

    @Test
    void aMultiplexedCounterIsFlaggedWithTheShareItCounted() {
        Monitor m = new Monitor(100);
        m.accept("e", sample(0, 1_000, 0, Map.of(CYCLES, counted(0, 1_000, 1_000))));
        m.accept("e", sample(0, 2_000, 0, Map.of(CYCLES, counted(1_000_000, 2_000, 1_500))));
        SeriesKey cycles = new SeriesKey("e", 0, "pool:invoker", CYCLES + "/s", "/s");
        assertEquals(50.0, m.multiplexed().get(cycles), 1e-9, "counted half of the period");
        m.accept("e", sample(0, 3_000, 0, Map.of(CYCLES, counted(2_000_000, 3_000, 2_500))));
        assertFalse(m.multiplexed().containsKey(cycles), "counted all of the last period");
    }

    @Test
    void replicasHaveTheirOwnSeriesAndADownReplicaIsAGap() {
        Monitor m = new Monitor(100);
        for (int r = 0; r < 2; r++) {
            m.accept("front", sample(r, 1_000, 0, Map.of()));
            m.accept("front", sample(r, 2_000, 100 * (r + 1), Map.of()));
        }
        m.gap("front", 1, 2_500);
        m.accept("front", sample(0, 3_000, 300, Map.of()));
        Series zero = m.series(new SeriesKey("front", 0, "instances", "completed/s Benchmark", "/s"));
        Series one = m.series(new SeriesKey("front", 1, "instances", "completed/s Benchmark", "/s"));
        assertEquals(200, zero.last(), 1e-9);
        assertTrue(Double.isNaN(one.last()), "replica 1 is down: a gap");
        assertEquals(200, one.window(0).last(), 1e-9, "the table's last value skips the gap");
        assertEquals(List.of(0, 1), m.keys().stream().map(SeriesKey::replica).distinct().sorted().toList());
    }

    @Test
    void aClustersTotalAddsUpItsMembersThatAnswerAndOnlyFiguresWhoseSumMeansSomething() throws Exception {
        Monitor m = new Monitor(100);
        m.total("shop", List.of("a", "b"));
        for (String e : List.of("a", "b", "outsider")) {
            for (int r = 0; r < (e.equals("a") ? 2 : 1); r++) {
                m.accept(e, sample(r, 1_000, 0, Map.of()));
            }
        }
        m.accept("a", sample(0, 2_000, 100, Map.of()));
        m.accept("a", sample(1, 2_000, 200, Map.of()));
        m.accept("outsider", sample(0, 2_000, 5_000, Map.of()));
        m.accept("b", sample(0, 2_000, 300, Map.of()));
        SeriesKey completed = new SeriesKey("shop", SeriesKey.TOTAL, "instances", "completed/s Benchmark", "/s");
        SeriesKey inFlight = new SeriesKey("shop", SeriesKey.TOTAL, "engine", "in flight", "");
        assertEquals(600, m.series(completed).last(), 1e-9, "a's two replicas and b, not the outsider");
        assertEquals(12, m.series(inFlight).last(), 1e-9, "4 in flight at each of three sources");
        assertTrue(completed.isTotal());
        assertEquals(List.of("completed/s Benchmark", "failed/s Benchmark", "in flight"), m.keys().stream()
                .filter(SeriesKey::isTotal).map(SeriesKey::name).sorted().toList(), "no total of latencies, queues, CPU or heap");

        m.gap("b", 0, 2_500);
        m.accept("a", sample(0, 3_000, 300, Map.of()));
        assertEquals(400, m.series(completed).last(), 1e-9, "b is down: the total is what a's replicas do, not a gap");
        m.gap("a", 0, 3_500);
        m.gap("a", 1, 3_500);
        m.accept("b", sample(0, 2_900, 300, Map.of()));
        assertTrue(Double.isNaN(m.series(completed).last()), "b back without a rate yet, a down: no member says, a gap");
        m.accept("b", sample(0, 3_900, 400, Map.of()));
        assertEquals(100, m.series(completed).last(), 1e-9, "b alone");
        Window w = m.series(completed).window(0);
        for (int i = 1; i < w.size(); i++) {
            assertTrue(w.times()[i] >= w.times()[i - 1], "a member whose clock is behind does not take the total back in time");
        }

        java.io.StringWriter out = new java.io.StringWriter();
        tutti.monitor.CsvExport.write(m, 0, out);
        assertTrue(out.toString().lines().anyMatch(l -> l.matches("\\d+,shop,total,instances,completed/s Benchmark,/s,600.0")),
                out.toString());
    }

    @Test
    void aSeriesKeepsItsWindowAndDecimatesToMinAndMaxPerColumn() {
        Series s = new Series(new SeriesKey("e", 0, "g", "n", ""), 10);
        for (int i = 0; i < 25; i++) {
            s.add(i * 100L, i);
        }
        assertEquals(10, s.size(), "the newest 10 only");
        assertEquals(1500, s.time(0));
        assertEquals(24, s.last(), 1e-9);
        Window w = s.window(2000);
        assertEquals(5, w.size());
        assertEquals(22, w.mean(), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> s.add(0, 1), "time never goes back");

        Series big = new Series(new SeriesKey("e", 0, "g", "big", ""), 100_000);
        for (int i = 0; i < 100_000; i++) {
            big.add(i, i == 50_123 ? 1_000_000 : i % 7);
        }
        double[][] d = big.window(0).decimate(500);
        assertEquals(500, d[0].length, "one point pair per column");
        double peak = 0;
        for (double v : d[2]) {
            peak = Math.max(peak, v);
        }
        assertEquals(1_000_000, peak, 1e-9, "a single-point peak survives decimation");
    }

    @Test
    void theCsvHasEveryPointOfTheWindowAndGapsAsEmptyValues() throws Exception {
        Monitor m = new Monitor(100);
        m.accept("local, test", sample(0, 1_000, 0, Map.of()));
        m.accept("local, test", sample(0, 2_000, 100, Map.of()));
        m.accept("local, test", sample(0, 3_000, 300, Map.of()));
        java.io.StringWriter out = new java.io.StringWriter();
        tutti.monitor.CsvExport.write(m, 2_000, out);
        List<String> lines = out.toString().lines().toList();
        assertEquals(tutti.monitor.CsvExport.HEADER, lines.get(0));
        assertTrue(lines.contains("2000,\"local, test\",0,instances,completed/s Benchmark,/s,100.0"), lines.toString());
        assertTrue(lines.contains("3000,\"local, test\",0,instances,completed/s Benchmark,/s,200.0"), lines.toString());
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("1000,")), "only the window");
        int points = 0;
        for (SeriesKey k : m.keys()) {
            points += m.series(k).window(2_000).size();
        }
        assertEquals(points, lines.size() - 1, "one row per point of the model");
        java.io.StringWriter all = new java.io.StringWriter();
        tutti.monitor.CsvExport.write(m, 0, all);
        assertTrue(all.toString().contains("1000,\"local, test\",0,latency,p50 ms,ms,\n"), "no instance had ended: a gap, empty");
    }

    @Test
    void aRecordingReadsBackAsTheSameSeriesAndADamagedOneNamesItsLine(@TempDir Path dir) throws Exception {
        Monitor live = new Monitor(1000);
        Path file = dir.resolve("session.tutti-recording");
        try (Recording r = Recording.create(file, 1_000)) {
            for (int i = 0; i < 20; i++) {
                Map<String, Object> s = sample(i % 2, 1_000 + i * 500L, i * 40L, counters(i * 1000L, i * 1500L, i * 10L, i, i, i * 1000L));
                live.accept("front", s);
                r.write("front", s);
            }
            assertEquals(20, r.samples());
        }
        Recording.Replay replay = Recording.read(file, 1000);
        assertEquals(20, replay.samples());
        assertEquals(1_000, replay.startMillis());
        assertEquals(live.keys().size(), replay.monitor().keys().size());
        for (SeriesKey k : live.keys()) {
            Window a = live.series(k).window(0);
            Window b = replay.monitor().series(k).window(0);
            assertTrue(java.util.Arrays.equals(a.times(), b.times()) && java.util.Arrays.equals(a.values(), b.values()), k.toString());
        }
        Files.writeString(file, Files.readString(file) + "{\"engine\": \"front\", \"sample\": {\n");
        Exception damaged = assertThrows(java.io.IOException.class, () -> Recording.read(file, 10));
        assertTrue(damaged.getMessage().contains("line 22 is not JSON"), damaged.getMessage());
        Files.writeString(file, "hello\n");
        assertThrows(java.io.IOException.class, () -> Recording.read(file, 10));
        Files.writeString(file, "{\"format\": \"something else\"}\n");
        assertTrue(assertThrows(java.io.IOException.class, () -> Recording.read(file, 10)).getMessage()
                .contains("is not a Tutti monitor recording"));
    }

    /** Replica {@code replica}'s sample with two tasks of Benchmark 1.0.0 run {@code runs} times and these changes. */
    private static Map<String, Object> withTasks(int replica, long time, long runs, List<Map<String, Object>> changes) {
        Map<String, Object> s = sample(replica, time, runs, counters(0, 0, 0, 0, 0, time * 1000));
        Map<String, Object> first = new LinkedHashMap<>();
        first.put("executions", runs);
        first.put("failures", runs / 10);
        first.put("seconds", runs * 0.002);
        first.put("lastFailure", "r" + replica + " said no");
        first.put("flows", Map.of("Second", runs - runs / 10));
        s.put("tasks", Map.of("Benchmark 1.0.0", Map.of("First", first, "Second", Map.of("executions", runs - runs / 10,
                "failures", 0L, "seconds", 0.0))));
        s.put("changes", changes);
        return s;
    }

    private static Map<String, Object> change(long sequence, long time, String kind, String text) {
        return Map.of("sequence", sequence, "timeMillis", time, "kind", kind, "text", text);
    }

    @Test
    void taskFiguresAreSummedOverReplicasAndFlowsBecomeRates() {
        Monitor m = new Monitor(100);
        m.accept("e", withTasks(0, 1_000, 100, List.of()));
        m.accept("e", withTasks(1, 1_000, 50, List.of()));
        m.accept("e", withTasks(0, 2_000, 300, List.of()));
        assertEquals(List.of("Benchmark 1.0.0"), m.compositions("e"));
        assertEquals(List.of(), m.compositions("other"));
        Map<String, Monitor.TaskFigures> tasks = m.tasks("e", "Benchmark 1.0.0");
        Monitor.TaskFigures first = tasks.get("First");
        assertEquals(350, first.executions(), "300 on replica 0 and 50 on replica 1");
        assertEquals(35, first.failures());
        assertEquals(0.7, first.seconds(), 1e-9);
        assertEquals(Map.of("Second", 315L), first.flows());
        assertTrue(first.lastFailure().endsWith("said no"), first.lastFailure());
        assertEquals(315, tasks.get("Second").executions());
        assertEquals(Map.of(), tasks.get("Second").flows());
        assertEquals(180.0, values(m, "task:Benchmark 1.0.0", "First -> Second fires/s")[1], 1e-9, "270 - 90 fired in 1 s");
        assertEquals(200.0, values(m, "task:Benchmark 1.0.0", "First executions/s")[1], 1e-9);
        assertEquals(2.0, values(m, "task:Benchmark 1.0.0", "First mean ms")[1], 1e-9);
    }

    @Test
    void changesBecomeMarkersOnceEvenWhenAStreamSendsThemAgain() {
        Monitor m = new Monitor(100);
        Map<String, Object> deployed = change(1, 900, "deploy", "Benchmark 1.0.0 deployed");
        m.accept("e", withTasks(0, 1_000, 0, List.of(deployed)));
        m.accept("e", withTasks(0, 2_000, 10, List.of(change(2, 1_500, "config", "counting perf::PAGE-FAULTS"))));
        // The stream connected again: the engine sends the changes it keeps again.
        m.accept("e", withTasks(0, 3_000, 20, List.of(deployed, change(2, 1_500, "config", "counting perf::PAGE-FAULTS"))));
        // Another engine's change of the same number is another marker; a change without a time is none.
        m.accept("f", withTasks(0, 3_000, 20, List.of(deployed, Map.of("sequence", 9L, "kind", "plan", "text", "?"))));
        List<Monitor.Marker> markers = m.markers();
        assertEquals(List.of(new Monitor.Marker("e", 900, "deploy", "Benchmark 1.0.0 deployed"),
                new Monitor.Marker("e", 1_500, "config", "counting perf::PAGE-FAULTS"),
                new Monitor.Marker("f", 900, "deploy", "Benchmark 1.0.0 deployed")), markers);

        // A stall carries the Kernel's stack: its marker's words end with the top frames.
        Map<String, Object> stall = new java.util.HashMap<>(change(3, 2_500, "stall", "kernel-0 has run task 'park' ..."));
        stall.put("detail", "\tat a.B.c(B.java:1)\n\tat a.B.d(B.java:2)\n\tat a.B.e(B.java:3)\n\tat a.B.f(B.java:4)\n\tat a.B.g(B.java:5)\n");
        m.accept("e", withTasks(0, 4_000, 30, List.of(stall)));
        String text = m.markers().get(3).text();
        assertTrue(text.startsWith("kernel-0 has run task 'park' ...\nat a.B.c(B.java:1)"), text);
        assertTrue(text.contains("B.java:4") && !text.contains("B.java:5"), "the top four frames: " + text);
    }

    @Test
    void twoRecordingsReadAlongsideEachFromItsStartUnderItsOwnName(@TempDir Path dir) throws Exception {
        Path one = dir.resolve("one-jvm.tutti-recording");
        Path two = dir.resolve("replicas.tutti-recording");
        try (Recording r = Recording.create(one, 10_000)) {
            for (int i = 0; i < 5; i++) {
                r.write("Local engine", withTasks(0, 10_000 + i * 1000L, i * 100L,
                        i == 2 ? List.of(change(1, 12_500, "deploy", "Benchmark 1.0.1 deployed")) : List.of()));
            }
        }
        try (Recording r = Recording.create(two, 500_000)) {
            // The first sample was taken before the recording began (it came just after): the start is its time.
            for (int i = 0; i < 5; i++) {
                r.write("Local engine", withTasks(0, 499_900 + i * 1000L, i * 300L, List.of()));
                r.write("Local engine", withTasks(1, 499_950 + i * 1000L, i * 300L, List.of()));
            }
        }
        Recording.Replay both = Recording.alongside(List.of(one, two), new Monitor(100));
        assertEquals(15, both.samples());
        Monitor m = both.monitor();
        assertEquals(java.util.Set.of("A: one-jvm", "B: replicas"), m.keys().stream().map(SeriesKey::engine)
                .collect(java.util.stream.Collectors.toSet()));
        Series a = m.series(new SeriesKey("A: one-jvm", 0, "engine", "in flight", ""));
        Series b = m.series(new SeriesKey("B: replicas", 1, "engine", "in flight", ""));
        assertEquals(0, a.time(0));
        assertEquals(4_000, a.time(4));
        assertEquals(50, b.time(0), "replica 1's first sample, 50 ms after replica 0's, which is the start");
        assertEquals(0, m.firstTime());
        assertEquals(List.of(new Monitor.Marker("A: one-jvm", 2_500, "deploy", "Benchmark 1.0.1 deployed")), m.markers());
        assertEquals(300.0, m.series(new SeriesKey("B: replicas", 0, "instances", "completed/s Benchmark", "/s")).last(), 1e-9);
    }
}
