package tutti.cluster.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import tutti.cluster.adaptive.Interval;
import tutti.cluster.adaptive.Intervals;
import tutti.cluster.adaptive.Metrics;
import tutti.cluster.adaptive.Placement;
import tutti.runtime.JsonReader;

/** Intervals from two replica samples as /metrics/stream sends them (shapes taken from a real engine). */
class IntervalsTest {

    private static final String BEFORE = """
            {"timeMillis": 1000, "instances": {"Benchmark": {"started": 1000, "completed": 1000, "failed": 0, "cancelled": 0}},
             "jvm": {"cpuSeconds": 2.0},
             "pools": {
               "kernel": {"threads": 2, "counters": {"perf::TASK-CLOCK": {"value": 1000000000}, "perf::CYCLES": {"unsupported": "not supported"}},
                          "perThread": [{"tid": 11, "name": "kernel-0", "perf::TASK-CLOCK": 600000000},
                                        {"tid": 12, "name": "kernel-1", "perf::TASK-CLOCK": 400000000}]},
               "invoker": {"threads": 1, "counters": {"perf::TASK-CLOCK": {"value": 500000000}, "perf::CYCLES": {"unsupported": "not supported"}},
                           "perThread": [{"tid": 21, "name": "invoker-0", "perf::TASK-CLOCK": 500000000}]}}}
            """;
    private static final String AFTER = """
            {"timeMillis": 1500, "instances": {"Benchmark": {"started": 41000, "completed": 41000, "failed": 0, "cancelled": 0},
                                               "Sequential": {"started": 10, "completed": 10, "failed": 0, "cancelled": 0}},
             "jvm": {"cpuSeconds": 2.8},
             "pools": {
               "kernel": {"threads": 2, "counters": {"perf::TASK-CLOCK": {"value": 1600000000}, "perf::CYCLES": {"unsupported": "not supported"}},
                          "perThread": [{"tid": 11, "name": "kernel-0", "perf::TASK-CLOCK": 900000000},
                                        {"tid": 12, "name": "kernel-1", "perf::TASK-CLOCK": 700000000}]},
               "invoker": {"threads": 2, "counters": {"perf::TASK-CLOCK": {"value": 700000000}, "perf::CYCLES": {"unsupported": "not supported"}},
                           "perThread": [{"tid": 21, "name": "invoker-0", "perf::TASK-CLOCK": 600000000},
                                         {"tid": 22, "name": "invoker-1", "perf::TASK-CLOCK": 100000000}]}}}
            """;

    @Test
    void theDifferenceOfTwoSamplesIsTheInterval() {
        Interval i = Intervals.between(JsonReader.parseObject(BEFORE), JsonReader.parseObject(AFTER), Placement.ALL_NODES);
        assertEquals(0.5, i.seconds(), 1e-9);
        assertEquals(40_010, i.completed(), "every composition's completions");
        assertEquals(0.8, i.cpuSeconds(), 1e-9);
        assertEquals(List.of(0.3, 0.3, 0.1, 0.1), i.threads().stream().map(t -> Math.round(t.work() * 1e6) / 1e6).toList(),
                "each thread's CPU seconds in the interval; a thread born in it counts from zero");
        assertTrue(Double.isNaN(i.instructions()) && Double.isNaN(i.cycles()) && Double.isNaN(i.llcMisses()),
                "what the machine does not count stays NaN, never 0");
        Metrics m = Metrics.of(i);
        assertEquals(40_010 / 0.8, m.instancesPerCpuSecond(), 1e-6);
        assertTrue(Double.isNaN(m.cpi()));
        assertEquals(4, m.workers());
        assertEquals(0.375, m.busiestShare(), 1e-9);
    }

    @Test
    void countedInstructionsAreTheWorkAndGiveTheCpi() {
        Map<String, Object> before = JsonReader.parseObject("""
                {"timeMillis": 0, "instances": {}, "jvm": {"cpuSeconds": 0},
                 "pools": {"kernel": {"counters": {"perf::INSTRUCTIONS": {"value": 1000}, "perf::CYCLES": {"value": 2000}},
                                      "perThread": [{"tid": 1, "name": "kernel-0", "perf::INSTRUCTIONS": 1000, "perf::TASK-CLOCK": 5}]}}}
                """);
        Map<String, Object> after = JsonReader.parseObject("""
                {"timeMillis": 200, "instances": {"X": {"completed": 100}}, "jvm": {"cpuSeconds": 0.1},
                 "pools": {"kernel": {"counters": {"perf::INSTRUCTIONS": {"value": 5000}, "perf::CYCLES": {"value": 8000}},
                                      "perThread": [{"tid": 1, "name": "kernel-0", "perf::INSTRUCTIONS": 5000, "perf::TASK-CLOCK": 9}]}}}
                """);
        Interval i = Intervals.between(before, after, Placement.ONE_NODE);
        assertEquals(4000, i.instructions());
        assertEquals(6000, i.cycles());
        assertEquals(4000, i.threads().get(0).work(), "instructions, not CPU time, where they are counted");
        assertEquals(1.5, Metrics.of(i).cpi(), 1e-9);
    }
}
