package tutti.cluster.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.IntToDoubleFunction;

import org.junit.jupiter.api.Test;

import tutti.cluster.adaptive.HillClimber;
import tutti.cluster.adaptive.HillClimber.Step;

/**
 * The climb of a replica count, as the front's loop runs it, on synthetic load: each window
 * answers the count the last step asked for.
 */
class ReplicaClimbTest {

    private static final HillClimber.Settings SETTINGS = new HillClimber.Settings(0.05, 5_000, 5_000, 60_000, 10, false);

    private static HillClimber climber(int smallest, int largest, int start) {
        return new HillClimber(SETTINGS, List.of(new HillClimber.Dimension("replica", smallest, largest)),
                at -> at.get(0) + " replicas", List.of(start));
    }

    /**
     * A machine of 8 CPUs under a load it cannot serve: one JVM saturates on its own contention
     * (each replica beyond the first adds 60%, then 20%, then nothing), and each replica costs a
     * little CPU of its own.
     */
    private static double saturated(int replicas) {
        double[] rate = {0, 100_000, 160_000, 192_000, 192_000, 190_000, 188_000, 186_000, 184_000};
        return rate[replicas];
    }

    /** Served at 50,000 instances/s whatever the count: more replicas only cost their own CPU. */
    private static double light(int replicas) {
        return 50_000;
    }

    private static double cpuSeconds(int replicas, double rate) {
        return rate / 40_000 + 0.2 * replicas;
    }

    /** Runs the climb for {@code windows}, refusing the counts {@code refuse} names; the count after each window. */
    private static List<Step> climb(HillClimber c, int start, int windows, IntToDoubleFunction load, IntPredicate refuse) {
        List<Step> steps = new ArrayList<>();
        int at = start;
        for (int t = 0; t < windows; t++) {
            double rate = load.applyAsDouble(at);
            Step s = c.next(rate, rate / cpuSeconds(at, rate));
            if (s.changed() && refuse.test(s.at().get(0))) {
                s = c.refused("the new replicas did not start");
            }
            steps.add(s);
            at = s.at().get(0);
        }
        return steps;
    }

    private static int last(List<Step> steps) {
        return steps.get(steps.size() - 1).at().get(0);
    }

    @Test
    void underSaturationReplicasAreAddedWhileThroughputRises() {
        List<Step> steps = climb(climber(1, 8, 1), 1, 30, ReplicaClimbTest::saturated, n -> false);
        assertEquals(3, last(steps), steps.toString());
        assertTrue(steps.stream().anyMatch(s -> s.reason().contains("kept one more replica (3 replicas)")), steps.toString());
        assertTrue(steps.stream().anyMatch(s -> s.reason().startsWith("back from one more replica")),
                "a fourth replica was tried and given back: " + steps);
    }

    @Test
    void underLightLoadSpareReplicasAreRemovedDownToTheSmallest() {
        List<Step> steps = climb(climber(1, 8, 4), 4, 40, ReplicaClimbTest::light, n -> false);
        assertEquals(1, last(steps), steps.toString());
        List<Step> perNode = climb(climber(2, 8, 4), 4, 40, ReplicaClimbTest::light, n -> false);
        assertEquals(2, last(perNode), "never below one per NUMA node: " + perNode);
        assertTrue(perNode.stream().allMatch(s -> s.at().get(0) >= 2), perNode.toString());
    }

    @Test
    void aCountThatCannotStartIsATryThatFailed() {
        List<Step> steps = climb(climber(1, 8, 1), 1, 20, ReplicaClimbTest::saturated, n -> n == 2);
        assertEquals(1, last(steps), steps.toString());
        assertTrue(steps.stream().anyMatch(s -> s.reason().contains("one more replica could not be done (the new replicas did not"
                + " start)")), steps.toString());
        assertTrue(steps.stream().noneMatch(s -> s.at().get(0) > 2), "nothing above the count that failed: " + steps);
    }

    @Test
    void onceSettledItStaysWithLongerWindowsAndClimbsAgainWhenTheLoadChanges() {
        List<Step> steps = climb(climber(1, 8, 1), 1, 60, ReplicaClimbTest::saturated, n -> false);
        long atBest = steps.stream().skip(10).filter(s -> s.at().get(0) == 3).count();
        assertTrue(atBest >= 0.7 * 50, "settled at 3 replicas, trying others only after resting: " + steps);
        assertTrue(steps.stream().anyMatch(s -> s.nextIntervalMillis() > SETTINGS.firstMillis()), "quiet windows grow");
        HillClimber c = climber(1, 8, 1);
        List<Step> phases = new ArrayList<>(climb(c, 1, 20, ReplicaClimbTest::saturated, n -> false));
        phases.addAll(climb(c, last(phases), 40, ReplicaClimbTest::light, n -> false));
        assertEquals(1, last(phases), "the load fell: the spare replicas went: " + phases);
    }

    @Test
    void aStartOutsideItsDimensionsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new HillClimber.Dimension("replica", 3, 2));
        assertThrows(IllegalArgumentException.class, () -> new HillClimber(SETTINGS, List.of(new HillClimber.Dimension("replica", 1,
                2)), at -> "", List.of(1, 1)));
    }
}
