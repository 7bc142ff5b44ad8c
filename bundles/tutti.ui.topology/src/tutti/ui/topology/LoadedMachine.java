package tutti.ui.topology;

import java.util.Map;

import tutti.client.EngineClient;
import tutti.client.EngineException;
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
 */
public record LoadedMachine(MachineSource source, Topology topology, Placement running) {

    /** @throws MachineUnavailableException with a message to show, naming the source and the fix */
    public static LoadedMachine load(MachineSource source) throws MachineUnavailableException {
        if (source instanceof MachineSource.Engine e) {
            return fromEngine(e);
        }
        try {
            Topology t = Overseer.topology(source.topologySource());
            return new LoadedMachine(source, t, Placement.none(t.cpuset()));
        } catch (OverseerException | UnsatisfiedLinkError | IllegalStateException e) {
            throw new MachineUnavailableException("Cannot read " + source.topologySource().describe() + ": " + e.getMessage());
        }
    }

    private static LoadedMachine fromEngine(MachineSource.Engine source) throws MachineUnavailableException {
        EngineClient client = source.engine().client();
        try {
            Map<String, Object> doc = client.topology();
            Topology t = TopologyJson.parse(Json.object(doc), TopologySource.reported("the engine at " + client.url()));
            return new LoadedMachine(source, t, Placements.of(doc, client.replicas(), t));
        } catch (EngineException e) {
            throw new MachineUnavailableException("Cannot ask " + source.engine().name() + " for its machine: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new MachineUnavailableException(source.engine().name() + " answered GET /topology with something that is "
                    + "not a machine: " + e.getMessage());
        }
    }
}
