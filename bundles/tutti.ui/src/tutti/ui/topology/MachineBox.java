package tutti.ui.topology;

import java.util.List;

/**
 * One box of the topology drawing: the machine, a package, a core, or a message when the
 * topology cannot be read. The boxes only present what the overseer reported.
 */
public record MachineBox(Kind kind, String label, List<MachineBox> children) {

    public enum Kind {
        MACHINE, PACKAGE, CORE, MESSAGE
    }

    public MachineBox {
        children = List.copyOf(children);
    }
}
