package tutti.runtime.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import tutti.runtime.InstanceLifecycle;
import tutti.runtime.InstanceOutcome;
import tutti.runtime.InstanceState;

class InstanceLifecycleTest {

    @Test
    void anInstanceThatRunsAndWaitsEndsCompleted() {
        InstanceLifecycle life = new InstanceLifecycle();
        assertEquals(InstanceState.ACCEPTED, life.state());
        life.moveTo(InstanceState.RUNNING);
        life.moveTo(InstanceState.WAITING);
        life.moveTo(InstanceState.RUNNING);
        assertNull(life.outcome(), "no outcome before the end");
        life.end(InstanceOutcome.completed());
        assertEquals(InstanceState.COMPLETED, life.state());
        assertTrue(life.state().isTerminal());
    }

    @Test
    void anEndedInstanceCannotMoveAgain() {
        InstanceLifecycle life = new InstanceLifecycle();
        life.end(InstanceOutcome.cancelled("client went away"));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> life.moveTo(InstanceState.RUNNING));
        assertTrue(e.getMessage().contains("CANCELLED"), e.getMessage());
    }

    @Test
    void anAcceptedInstanceCannotCompleteWithoutRunning() {
        InstanceLifecycle life = new InstanceLifecycle();
        assertThrows(IllegalStateException.class, () -> life.end(InstanceOutcome.completed()));
    }

    @Test
    void terminalStatesAreReachedOnlyThroughAnOutcome() {
        InstanceLifecycle life = new InstanceLifecycle();
        life.moveTo(InstanceState.RUNNING);
        assertThrows(IllegalArgumentException.class, () -> life.moveTo(InstanceState.FAILED));
    }

    @Test
    void failuresAndCancellationsNeedAReason() {
        assertThrows(IllegalArgumentException.class, () -> InstanceOutcome.failed(" "));
        assertThrows(IllegalArgumentException.class, () -> InstanceOutcome.cancelled(""));
        assertThrows(IllegalArgumentException.class,
                () -> new InstanceOutcome(InstanceState.COMPLETED, "why"));
        assertThrows(IllegalArgumentException.class,
                () -> new InstanceOutcome(InstanceState.RUNNING, ""));
        assertEquals("timeout", InstanceOutcome.failed("timeout").reason());
    }

    @Test
    void onlyCompletedFailedAndCancelledAreTerminal() {
        for (InstanceState s : InstanceState.values()) {
            boolean terminal = s == InstanceState.COMPLETED || s == InstanceState.FAILED
                    || s == InstanceState.CANCELLED;
            assertEquals(terminal, s.isTerminal(), s.name());
            assertEquals(terminal, s.successors().isEmpty(), s.name());
        }
        assertFalse(InstanceState.WAITING.canMoveTo(InstanceState.COMPLETED));
    }
}
