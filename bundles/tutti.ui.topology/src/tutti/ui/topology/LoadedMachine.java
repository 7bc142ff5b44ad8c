package tutti.ui.topology;

import java.util.List;
import java.util.Map;

import tutti.client.EngineClient;
import tutti.client.EngineException;
import tutti.client.ReplicaInfo;
import tutti.overseer.Overseer;
import tutti.overseer.OverseerException;
import tutti.overseer.Topology;
import tutti.overseer.TopologyJson;
import tutti.overseer.TopologySource;
import tutti.runtime.Json;
import tutti.ui.topology.overlay.Placement;
import tutti.ui.topology.overlay.Placements;

/**
 * A machine read from its source, with the replicas running on it (for an engine). Loaded off
 * the UI thread: an engine is asked over HTTP, hwloc may read a file.
 *
 * @param running the engine's replicas; none for a described machine
 * @param options the options the engine's running plan was asked with (as {@code tutti plan} names
 *                them); empty for a lone engine or a described machine
 * @param replicas the engine's replicas as it listed them; empty for a described machine
 */
public record LoadedMachine(MachineSource source, Topology topology, Placement running, Map<String, Object> options,
        List<ReplicaInfo> replicas) {

    /** @throws MachineUnavailableException with a message to show, naming the source and the fix */
    public static LoadedMachine load(MachineSource source) throws MachineUnavailableException {
        if (source instanceof MachineSource.Engine e) {
            return fromEngine(e);
        }
        try {
            Topology t = Overseer.topology(source.topologySource());
            return new LoadedMachine(source, t, Placement.none(t.cpuset()), Map.of(), List.of());
        } catch (OverseerException | UnsatisfiedLinkError | IllegalStateException e) {
            throw new MachineUnavailableException("Cannot read " + source.topologySource().describe() + ": " + e.getMessage());
        }
    }

    private static LoadedMachine fromEngine(MachineSource.Engine source) throws MachineUnavailableException {
        if (source.engine().url() == null) {
            throw new MachineUnavailableException(source.engine().name() + " is not running: start it in the Engines view "
                    + "(its machine is drawn once it answers)");
        }
        EngineClient client;
        try {
            client = source.engine().client();
        } catch (IllegalStateException e) {
            // Stopped between the two questions.
            throw new MachineUnavailableException(e.getMessage());
        }
        try {
            Map<String, Object> doc = client.topology();
            Topology t = TopologyJson.parse(Json.object(doc), TopologySource.reported("the engine at " + client.url()));
            Map<String, Object> plan = client.plan();
            Map<String, Object> options = plan.get("options") instanceof Map<?, ?> m ? copy(m) : Map.of();
            List<ReplicaInfo> replicas = client.replicas();
            return new LoadedMachine(source, t, Placements.of(doc, replicas, t), options, replicas);
        } catch (EngineException e) {
            throw new MachineUnavailableException("Cannot ask " + source.engine().name() + " for its machine: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new MachineUnavailableException(source.engine().name() + " answered GET /topology with something that is "
                    + "not a machine: " + e.getMessage());
        }
    }

    private static Map<String, Object> copy(Map<?, ?> m) {
        Map<String, Object> out = new java.util.LinkedHashMap<>();
        m.forEach((k, v) -> out.put(String.valueOf(k), v));
        return out;
    }
}
