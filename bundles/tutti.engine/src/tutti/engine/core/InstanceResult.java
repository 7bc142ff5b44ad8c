package tutti.engine.core;

import java.util.Map;

import tutti.runtime.InstanceOutcome;

/** How an instance ended, with its outputs when it completed. */
public record InstanceResult(long id, String composition, String version, InstanceOutcome outcome,
        Map<String, Object> outputs, long latencyNanos) {
}
