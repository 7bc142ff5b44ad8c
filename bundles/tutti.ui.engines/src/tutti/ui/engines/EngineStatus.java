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
 * @param replicasInFlight each replica's instances in flight from the same stream, by replica id
 */
public record EngineStatus(EngineState state, String detail, Health health, List<Deployment> deployments,
        List<ReplicaInfo> replicas, Instant checked, long streamedInFlight, java.util.Map<Integer, Long> replicasInFlight) {

    public EngineStatus {
        deployments = deployments == null ? List.of() : List.copyOf(deployments);
        replicas = replicas == null ? List.of() : List.copyOf(replicas);
        replicasInFlight = replicasInFlight == null ? java.util.Map.of() : java.util.Map.copyOf(replicasInFlight);
    }

    public static EngineStatus of(EngineState state, String detail) {
        return new EngineStatus(state, detail, null, List.of(), List.of(), Instant.now(), -1, null);
    }

    /** The same facts in another state (what was known stays until the engine answers again). */
    public EngineStatus with(EngineState newState, String newDetail) {
        return new EngineStatus(newState, newDetail, health, deployments, replicas, Instant.now(), -1, null);
    }

    /** The same, with the instances in flight the live stream reported last, in all and by replica. */
    public EngineStatus withInFlight(long streamed, java.util.Map<Integer, Long> byReplica) {
        return new EngineStatus(state, detail, health, deployments, replicas, checked, streamed, byReplica);
    }

    /**
     * A replica's instances in flight: from the live stream, as fresh as its engine's figure,
     * else as the last list of replicas said; -1 when unknown.
     */
    public long inFlight(ReplicaInfo replica) {
        Long streamed = replicasInFlight.get(replica.id());
        if (streamed != null) {
            return streamed;
        }
        return replica.json().get("instancesInFlight") instanceof Number n ? n.longValue() : -1;
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
