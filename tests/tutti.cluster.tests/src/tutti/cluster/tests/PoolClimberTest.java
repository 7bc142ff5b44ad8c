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
        List<Step> steps = climb(new PoolClimber(new PoolClimber.Settings(1, 3, 0.05, 200, 200, 5000, 100), new Sizes(1, 1)),
                new Sizes(1, 1), 60, t -> peak(8, 8));
        assertTrue(steps.stream().allMatch(s -> s.sizes().kernel() <= 3 && s.sizes().invoker() <= 3), steps.toString());
        assertEquals(new Sizes(3, 3), last(steps));
        assertEquals(last(steps), steps.get(40).sizes());
        assertTrue(!steps.get(59).resized());
        assertEquals(5000, steps.get(59).nextIntervalMillis(), "resting, its interval grew to the longest");
        assertTrue(steps.get(59).reason().startsWith("staying at 3 Kernel + 3 Invoker"), steps.get(59).reason());
    }

    @Test
    void differencesInsideTheMarginMoveNothing() {
        // Every size measures the same, give or take 2%: no try wins by 5%.
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
        List<Step> steps = climb(new PoolClimber(PoolClimber.Settings.upTo(16), new Sizes(2, 2)), new Sizes(2, 2), 20, t -> noCost);
        assertEquals(new Sizes(2, 2), last(steps));
        assertTrue(steps.stream().noneMatch(s -> s.reason().contains("kept")), steps.toString());
    }

    @Test
    void aNewPhaseIsClimbedAgain() {
        List<Step> steps = climb(new PoolClimber(PoolClimber.Settings.upTo(16), new Sizes(1, 1)), new Sizes(1, 1), 160,
                t -> t < 60 ? peak(4, 5) : peak(2, 2));
        assertEquals(new Sizes(4, 5), steps.get(59).sizes());
        assertEquals(new Sizes(2, 2), last(steps), "the peak moved, and so did the pools");
        assertTrue(steps.stream().skip(60).anyMatch(s -> s.reason().startsWith("throughput moved to")), "a new phase was seen");
    }

    @Test
    void theSameFiguresGiveTheSameSteps() {
        assertEquals(climb(new PoolClimber(PoolClimber.Settings.upTo(16), new Sizes(3, 1)), new Sizes(3, 1), 50, t -> peak(4, 5)),
                climb(new PoolClimber(PoolClimber.Settings.upTo(16), new Sizes(3, 1)), new Sizes(3, 1), 50, t -> peak(4, 5)));
    }
}
