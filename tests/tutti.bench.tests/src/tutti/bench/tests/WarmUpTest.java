package tutti.bench.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import tutti.bench.benchmarks.WarmUp;

/** When a warm-up at saturation is over: the rounds an engine just started went through on this VM, and others. */
class WarmUpTest {

    @Test
    void anEngineThatIsStillCompilingIsNotSteadyUntilTwoRoundsInARowStopRising() {
        WarmUp w = new WarmUp();
        // One-snippet requests against an engine just started, 3 s rounds (27 Nov 2026).
        for (double rate : new double[] {8044, 8994, 11607, 15131, 18673, 28859}) {
            assertFalse(w.add(rate), "still rising at " + rate);
        }
        assertFalse(w.add(28459), "one round that does not rise is not enough: it may be a pause");
        assertTrue(w.add(27764));
        assertEquals(8, w.rates().size());
        assertTrue(w.describe(3).matches("warm-up at saturation, rounds of 3 s: 8,044 8,994 .* 27,764 requests/s; steady after 8 "
                + "rounds"), w.describe(3));
    }

    @Test
    void aRoundThatRisesAgainAfterAFlatOneStartsTheCountOver() {
        WarmUp w = new WarmUp();
        w.add(10_000);
        assertFalse(w.add(9_000));
        assertFalse(w.add(12_000), "12,000 beats the best before it by 20%: the JIT was not done");
        assertFalse(w.add(12_500), "within 5% of the best: one flat round");
        assertTrue(w.add(11_000));
    }

    @Test
    void aWarmUpCutShortSaysItsFiguresMayStillIncludeIt() {
        WarmUp w = new WarmUp();
        w.add(1_000);
        w.add(2_000);
        assertFalse(w.steady());
        assertTrue(w.describe(1).endsWith("still rising when its time was up (the figures below may include warm-up; give --warmup "
                + "more seconds)"), w.describe(1));
    }
}
