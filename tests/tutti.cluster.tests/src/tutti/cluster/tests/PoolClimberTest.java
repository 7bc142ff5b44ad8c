package tutti.cluster.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import tutti.cluster.adaptive.PoolClimber;
import tutti.cluster.adaptive.PoolClimber.Sizes;
import tutti.cluster.adaptive.PoolClimber.Step;

/** The pool-size climb on synthetic response surfaces: each interval answers the sizes the last step asked for. */
class PoolClimberTest {

    /** Throughput against pool sizes: rising until the peak, then 3% less per extra thread, as the published sweeps. */
    interface Surface {
        double rate(int kernel, int invoker);

        /** Work per CPU-second: the rate over the threads kept busy. */
        default double efficiency(int kernel, int invoker) {
            return rate(kernel, invoker) / (kernel + invoker);
        }
    }

    static Surface peak(int k0, int i0) {
        return (k, i) -> 100_000 * Math.min(1.0, (double) k / k0) * Math.min(1.0, (double) i / i0)
                * (1 - 0.03 * Math.max(0, k - k0)) * (1 - 0.03 * Math.max(0, i - i0));
    }

    static List<Step> climb(PoolClimber c, Sizes start, int intervals, java.util.function.IntFunction<Surface> surface) {
        List<Step> steps = new ArrayList<>();
        Sizes at = start;
        for (int t = 0; t < intervals; t++) {
            Surface s = surface.apply(t);
            Step step = c.next(s.rate(at.kernel(), at.invoker()), s.efficiency(at.kernel(), at.invoker()));
            steps.add(step);
            at = step.sizes();
        }
        return steps;
    }

    static Sizes last(List<Step> steps) {
        return steps.get(steps.size() - 1).sizes();
    }

    /** Where the climb last rested (a try under way at the end is not where it settled). */
    static Sizes settled(List<Step> steps) {
        for (int i = steps.size() - 1; i >= 0; i--) {
            if (steps.get(i).reason().startsWith("staying at")) {
                return steps.get(i).sizes();
            }
        }
        throw new AssertionError("the climb never rested: " + steps);
    }

    @Test
    void itClimbsToThePeakFromBelowAndFromAbove() {
        Surface s = peak(4, 5);
        assertEquals(new Sizes(4, 5), last(climb(new PoolClimber(PoolClimber.Settings.upTo(16), new Sizes(1, 1)), new Sizes(1, 1), 60,
                t -> s)));
        assertEquals(new Sizes(4, 5), last(climb(new PoolClimber(PoolClimber.Settings.upTo(16), new Sizes(12, 12)), new Sizes(12, 12),
                80, t -> s)));
    }

    @Test
    void itStaysWithinItsBoundsAndRestsWithGrowingIntervals() {
        // Resting for 100 intervals: none of the 60 here climbs again.
        List<Step> steps = climb(new PoolClimber(new PoolClimber.Settings(1, 3, 0.05, 200, 200, 5000, 100, true), new Sizes(1, 1)),
                new Sizes(1, 1), 60, t -> peak(8, 8));
        assertTrue(steps.stream().allMatch(s -> s.sizes().kernel() <= 3 && s.sizes().invoker() <= 3), steps.toString());
        assertEquals(new Sizes(3, 3), last(steps));
        assertEquals(last(steps), steps.get(40).sizes());
        assertTrue(!steps.get(59).resized());
        assertEquals(5000, steps.get(59).nextIntervalMillis(), "resting, its interval grew to the longest");
        assertTrue(steps.get(59).reason().startsWith("staying at 3 Kernel + 3 Invoker"), steps.get(59).reason());
    }

    @Test
    void differencesInsideTheMarginAddNoThreadButTakeSpareOnes() {
        // Every size measures the same, give or take 2%: no try of more threads wins by 5%, and fewer do as well.
        Surface flat = (k, i) -> 100_000 * (1 + 0.02 * Math.sin(k * 7 + i * 3));
        Surface noCost = new Surface() {
            @Override
            public double rate(int k, int i) {
                return flat.rate(k, i);
            }

            @Override
            public double efficiency(int k, int i) {
                return flat.rate(k, i) / 4;
            }
        };
        List<Step> steps = climb(new PoolClimber(PoolClimber.Settings.upTo(16), new Sizes(3, 3)), new Sizes(3, 3), 40, t -> noCost);
        assertEquals(new Sizes(1, 1), settled(steps), "the same work on the fewest threads: " + steps);
        assertTrue(steps.stream().noneMatch(s -> s.reason().startsWith("kept one more")), steps.toString());
    }

    @Test
    void aNewPhaseIsClimbedAgain() {
        // Resting for 1000 intervals: only the new phase can make it climb again.
        List<Step> steps = climb(new PoolClimber(new PoolClimber.Settings(1, 16, 0.05, 3000, 1000, 10_000, 1000, true),
                new Sizes(1, 1)), new Sizes(1, 1), 160, t -> t < 60 ? peak(4, 5) : peak(2, 2));
        assertEquals(new Sizes(4, 5), steps.get(59).sizes());
        assertEquals(new Sizes(2, 2), last(steps), "the peak moved, and so did the pools");
        assertTrue(steps.stream().skip(60).anyMatch(s -> s.reason().startsWith("throughput moved to")), "a new phase was seen");
    }

    @Test
    void intervalsInWhichNothingCompletedMoveNothingAndLoadStartsTheClimb() {
        PoolClimber c = new PoolClimber(PoolClimber.Settings.upTo(16), new Sizes(2, 2));
        for (int t = 0; t < 10; t++) {
            Step idle = c.next(0, 0);
            assertEquals(new Sizes(2, 2), idle.sizes());
            assertTrue(!idle.resized() && idle.reason().startsWith("no instance completed in the interval: waiting for load at 2 Kernel "
                    + "+ 2 Invoker"), idle.reason());
        }
        Step first = c.next(50_000, 25_000);
        assertTrue(first.reason().startsWith("measured 2 Kernel + 2 Invoker: 50000 instances/s"), first.reason());
        // Both pools grow first; an idle interval during the try says nothing of it: it is measured when load comes back.
        assertEquals(new Sizes(3, 3), first.sizes());
        assertEquals(new Sizes(3, 3), c.next(0, 0).sizes());
        List<Step> rest = climb(c, new Sizes(3, 3), 150, t -> peak(4, 5));
        assertEquals(new Sizes(4, 5), settled(rest));
    }

    @Test
    void aTryThatMeasuredBetterIsKeptOnlyWhenTheSizesItLeftMeasureWorseAgain() {
        PoolClimber c = new PoolClimber(PoolClimber.Settings.upTo(16), new Sizes(2, 2));
        assertEquals(new Sizes(3, 3), c.next(100_000, 50_000).sizes(), "measured, then one more thread in each pool tried");
        Step lucky = c.next(110_000, 55_000);
        assertEquals(new Sizes(2, 2), lucky.sizes(), "back to the sizes it left, to measure them again: " + lucky.reason());
        assertTrue(lucky.reason().contains("would be kept: measuring 2 Kernel + 2 Invoker again to confirm"), lucky.reason());
        Step notConfirmed = c.next(112_000, 56_000);
        assertTrue(notConfirmed.reason().startsWith("not confirmed, one more Kernel thread and one more Invoker thread: 110000 "
                + "instances/s"), notConfirmed.reason());
        assertEquals(new Sizes(1, 1), notConfirmed.sizes(), "the next try goes from the sizes measured again");
        // Without confirmation the same lucky interval is kept at once.
        PoolClimber unconfirmed = new PoolClimber(new PoolClimber.Settings(1, 16, 0.05, 1000, 1000, 10_000, 20, false), new Sizes(2, 2));
        unconfirmed.next(100_000, 50_000);
        Step kept = unconfirmed.next(110_000, 55_000);
        assertTrue(kept.reason().startsWith("kept one more Kernel thread and one more Invoker thread (3 Kernel + 3 Invoker)"),
                kept.reason());
    }

    /**
     * This machine's pools under sustained Benchmark load (the adaptive experiment's windows): 1 + 1
     * 335,000 instances/s, each thread more about 8% less (2 + 2 309,000, 3 + 3 252,000, 4 + 4
     * 210,000), pools far out of balance 30% less (1 + 4 about 190,000).
     */
    static double thisMachine(int kernel, int invoker) {
        return 335_000 * Math.pow(0.92, kernel + invoker - 2) * (invoker > 2 * kernel || kernel > 2 * invoker ? 0.7 : 1);
    }

    @Test
    void underThisMachinesNoiseTheClimbFindsGoodSizesAndRarelyTakesNoiseForANewPhase() {
        // The loop's settings on this machine's surface, each interval's figures spread by a normal tenth (cut at 0.6
        // and 1.5): three-second intervals here lie between one-second ones (a fifth) and five-second windows (a
        // twentieth). Fifty seeded runs of 300 intervals each, from 4 + 4.
        double peak = thisMachine(1, 1);
        int intervals = 0;
        int rests = 0;
        int badRests = 0;
        int newPhases = 0;
        double laterShare = 0;
        int later = 0;
        for (long seed = 1; seed <= 50; seed++) {
            java.util.Random noise = new java.util.Random(seed);
            PoolClimber c = new PoolClimber(PoolClimber.Settings.upTo(4), new Sizes(4, 4));
            Sizes at = new Sizes(4, 4);
            for (int t = 0; t < 300; t++) {
                double f = Math.max(0.6, Math.min(1.5, 1 + 0.1 * noise.nextGaussian()));
                double rate = thisMachine(at.kernel(), at.invoker());
                if (t >= 150) {
                    laterShare += rate / peak;
                    later++;
                }
                Step s = c.next(rate * f, rate * f / 2);
                if (s.reason().startsWith("staying at")) {
                    rests++;
                    badRests += thisMachine(s.sizes().kernel(), s.sizes().invoker()) < 0.75 * peak ? 1 : 0;
                }
                newPhases += s.reason().startsWith("throughput moved") ? 1 : 0;
                intervals++;
                at = s.sizes();
            }
        }
        assertTrue(laterShare / later > 0.92, "after 150 intervals it runs at " + laterShare / later + " of the peak");
        assertTrue(badRests < 0.05 * rests, badRests + " of " + rests + " rests on sizes below three quarters of the peak");
        assertTrue(newPhases < intervals / 60, newPhases + " new phases seen in " + intervals + " intervals of one load");
    }

    @Test
    void theSameFiguresGiveTheSameSteps() {
        assertEquals(climb(new PoolClimber(PoolClimber.Settings.upTo(16), new Sizes(3, 1)), new Sizes(3, 1), 50, t -> peak(4, 5)),
                climb(new PoolClimber(PoolClimber.Settings.upTo(16), new Sizes(3, 1)), new Sizes(3, 1), 50, t -> peak(4, 5)));
    }
}
