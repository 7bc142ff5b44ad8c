package tutti.overseer;

import java.nio.file.Path;
import java.util.Objects;

/** Where a topology comes from: this machine, an hwloc synthetic description or an hwloc XML file. */
public sealed interface TopologySource {

    static TopologySource thisSystem() {
        return ThisSystem.INSTANCE;
    }

    static TopologySource synthetic(String description) {
        return new Synthetic(description);
    }

    static TopologySource xml(Path file) {
        return new Xml(file);
    }

    enum ThisSystem implements TopologySource {
        INSTANCE
    }

    record Synthetic(String description) implements TopologySource {
        public Synthetic {
            Objects.requireNonNull(description, "description");
        }
    }

    record Xml(Path file) implements TopologySource {
        public Xml {
            Objects.requireNonNull(file, "file");
        }
    }
}
