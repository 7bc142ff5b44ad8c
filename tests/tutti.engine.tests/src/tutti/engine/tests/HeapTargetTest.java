package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import tutti.engine.HeapTarget;

/** The rule the engine keeps its heap by: twice the live set plus room to allocate, up at once, down only to under half. */
class HeapTargetTest {

    private static final long MB = 1L << 20;

    @Test
    void theTargetIsTwiceTheLiveSetPlusTheRoomToAllocateInAndNeverAboveTheMaximum() {
        assertEquals(60 * MB + HeapTarget.HEADROOM, HeapTarget.target(30 * MB, 6144 * MB));
        assertEquals(700 * MB + HeapTarget.HEADROOM, HeapTarget.target(350 * MB, 6144 * MB), "a million instances waiting");
        assertEquals(6144 * MB, HeapTarget.target(3000 * MB, 6144 * MB), "capped by -Xmx");
        assertEquals(256 * MB, HeapTarget.target(10 * MB, 256 * MB), "a small heap stays as it is");
        assertEquals(HeapTarget.HEADROOM, HeapTarget.target(-1, 6144 * MB), "no negative live set");
    }

    @Test
    void itRisesAsSoonAsTheNeedIsASixteenthHigherAndFallsOnlyToUnderHalf() {
        long now = 1024 * MB;
        assertFalse(HeapTarget.changes(now, now), "the same");
        assertFalse(HeapTarget.changes(now, now + 64 * MB), "a sixteenth more: not yet");
        assertTrue(HeapTarget.changes(now, now + 65 * MB), "more than a sixteenth: up");
        assertFalse(HeapTarget.changes(now, 600 * MB), "a little less: kept, its pages stay touched");
        assertFalse(HeapTarget.changes(now, 512 * MB), "half: kept");
        assertTrue(HeapTarget.changes(now, 511 * MB), "under half: down");
        assertTrue(HeapTarget.changes(6144 * MB, 572 * MB), "the JVM's own choice, the maximum, gives way to the first target");
    }
}
