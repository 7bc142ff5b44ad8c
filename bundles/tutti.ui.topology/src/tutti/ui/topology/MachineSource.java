package tutti.ui.topology;

import java.nio.file.Path;

import tutti.overseer.PaperMachine;
import tutti.overseer.TopologySource;
import tutti.ui.engines.EngineCluster;
import tutti.ui.engines.EngineTarget;

/** Which machine the Topology view draws. */
public sealed interface MachineSource {

    /** How the view's header names it. */
    String title();

    /** The machine an engine runs on, with its replicas: the engine selected in the Engines view. */
    record Engine(EngineTarget engine) implements MachineSource {
        @Override
        public String title() {
            return "Machine of " + engine.name() + (engine.url() == null ? " (not running)" : " (" + engine.url() + ")");
        }
    }

    /** The machines of a cluster's members, side by side, each with its replicas. */
    record Cluster(EngineCluster cluster) implements MachineSource {
        @Override
        public String title() {
            int n = cluster.members().size();
            return "Cluster " + cluster.name() + ": the machines of its " + n + " member" + (n == 1 ? "" : "s")
                    + " (select a member to plan its replicas)";
        }
    }

    /** The computer the Studio runs on, without any engine. */
    record Studio() implements MachineSource {
        @Override
        public String title() {
            return "This computer (the Studio's)";
        }
    }

    /** A machine of the papers: what would Tutti do there. */
    record Paper(PaperMachine machine) implements MachineSource {
        @Override
        public String title() {
            return machine.title() + ": " + machine.description();
        }
    }

    record Xml(Path file) implements MachineSource {
        @Override
        public String title() {
            return "hwloc XML " + file.getFileName();
        }
    }

    record Synthetic(String description) implements MachineSource {
        @Override
        public String title() {
            return "Synthetic machine '" + description + "'";
        }
    }

    /** The overseer's source for the machines it can load itself; null for an engine's or a cluster's. */
    default TopologySource topologySource() {
        return switch (this) {
            case Engine e -> null;
            case Cluster c -> null;
            case Studio s -> TopologySource.thisSystem();
            case Paper p -> p.machine().source();
            case Xml x -> TopologySource.xml(x.file());
            case Synthetic s -> TopologySource.synthetic(s.description());
        };
    }
}
