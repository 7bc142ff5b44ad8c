package tutti.ui.engines.views;

import java.util.Objects;

import tutti.client.ReplicaInfo;
import tutti.ui.engines.EngineTarget;

/**
 * A replica as a row under its engine in the Engines view, and as the Topology view selects it.
 * Equal by engine and replica number: its facts change at every refresh, its identity does not.
 */
public record ReplicaNode(EngineTarget engine, ReplicaInfo replica) {

    /** The replica's share of the machine, as the front planned it. */
    public String share() {
        return replica.json().get("share") instanceof String s ? s : "";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ReplicaNode r && r.engine == engine && r.replica.id() == replica.id();
    }

    @Override
    public int hashCode() {
        return Objects.hash(System.identityHashCode(engine), replica.id());
    }
}
