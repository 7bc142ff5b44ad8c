package tutti.ui.engines;

import java.time.Instant;
import java.util.List;

import tutti.client.Deployment;
import tutti.client.Health;
import tutti.client.ReplicaInfo;

/**
 * What was last learnt of an engine: its state, why (for states that need one), and what it
 * answered. Immutable; the poller replaces it whole.
 *
 * @param detail why the engine is in this state, in words to show (null when up)
 * @param health null until the engine has answered
 * @param streamedInFlight instances in flight from the live stream, -1 when there is none
 */
public record EngineStatus(EngineState state, String detail, Health health, List<Deployment> deployments,
        List<ReplicaInfo> replicas, Instant checked, long streamedInFlight) {

    public EngineStatus {
        deployments = deployments == null ? List.of() : List.copyOf(deployments);
        replicas = replicas == null ? List.of() : List.copyOf(replicas);
    }

    public static EngineStatus of(EngineState state, String detail) {
        return new EngineStatus(state, detail, null, List.of(), List.of(), Instant.now(), -1);
    }

    /** The same facts in another state (what was known stays until the engine answers again). */
    public EngineStatus with(EngineState newState, String newDetail) {
        return new EngineStatus(newState, newDetail, health, deployments, replicas, Instant.now(), -1);
    }

    /** The same, with the instances in flight the live stream reported last. */
    public EngineStatus withInFlight(long streamed) {
        return new EngineStatus(state, detail, health, deployments, replicas, checked, streamed);
    }

    /** Replicas up and planned, e.g. {@code 2/2}; empty before the first answer. */
    public String replicaSummary() {
        if (health == null) {
            return "";
        }
        return health.replicasUp() + "/" + health.replicas();
    }

    /** Instances in flight as the engine reported them; -1 when unknown. */
    public long instancesInFlight() {
        if (streamedInFlight >= 0) {
            return streamedInFlight;
        }
        if (health != null && health.instancesInFlight() >= 0) {
            return health.instancesInFlight();
        }
        long sum = 0;
        boolean any = false;
        for (ReplicaInfo r : replicas) {
            Object v = r.json().get("instancesInFlight");
            if (v instanceof Number n) {
                sum += n.longValue();
                any = true;
            }
        }
        return any ? sum : -1;
    }
}
