package tutti.overseer;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where a topology comes from: this machine, an hwloc synthetic description, an hwloc XML file, or
 * another process's report of its machine.
 */
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

    /** A machine an engine described over HTTP ({@code GET /topology}), e.g. {@code the engine at http://host:8686}. */
    static TopologySource reported(String by) {
        return new Reported(by);
    }

    /** How messages name the source, e.g. {@code the synthetic topology 'pack:2 core:4'}. */
    String describe();

    enum ThisSystem implements TopologySource {
        INSTANCE;

        @Override
        public String describe() {
            return "this machine";
        }
    }

    record Synthetic(String description) implements TopologySource {
        public Synthetic {
            Objects.requireNonNull(description, "description");
        }

        @Override
        public String describe() {
            return "the synthetic topology '" + description + "'";
        }
    }

    record Xml(Path file) implements TopologySource {
        public Xml {
            Objects.requireNonNull(file, "file");
        }

        @Override
        public String describe() {
            return "the hwloc XML file " + file;
        }
    }

    record Reported(String by) implements TopologySource {
        public Reported {
            Objects.requireNonNull(by, "by");
        }

        @Override
        public String describe() {
            return "the machine of " + by;
        }
    }
}
