package tutti.ui.topology;

import java.util.ArrayList;
import java.util.List;

import tutti.overseer.Availability;
import tutti.overseer.Overseer;
import tutti.overseer.OverseerException;
import tutti.overseer.Topology;
import tutti.overseer.TopologyObject;

/** Turns the overseer's view of this machine into boxes to draw. */
final class MachineBoxes {

    private MachineBoxes() {
    }

    static MachineBox ofThisMachine() {
        Availability a = Overseer.availability();
        if (!a.available()) {
            return message("Topology not available: " + a.detail());
        }
        try {
            return of(Overseer.topology());
        } catch (OverseerException e) {
            return message("Topology not available: " + e.getMessage());
        }
    }

    static MachineBox of(Topology t) {
        List<MachineBox> packages = new ArrayList<>();
        for (TopologyObject p : t.packages()) {
            packages.add(new MachineBox(MachineBox.Kind.PACKAGE, p.label(), cores(t, p)));
        }
        // Some virtual machines report no package: draw the cores straight in the machine.
        List<MachineBox> children = packages.isEmpty() ? cores(t, t.machine()) : packages;
        String label = "Machine (" + t.pus().size() + " PU" + (t.pus().size() == 1 ? "" : "s") + ")\n"
                + t.summary().describe().replace(", ", "\n");
        return new MachineBox(MachineBox.Kind.MACHINE, label, children);
    }

    private static List<MachineBox> cores(Topology t, TopologyObject under) {
        List<MachineBox> cores = new ArrayList<>();
        for (TopologyObject c : t.coresUnder(under)) {
            int pus = c.cpuset().size();
            cores.add(new MachineBox(MachineBox.Kind.CORE, c.label() + "\n" + pus + " PU" + (pus == 1 ? "" : "s")
                    + " (" + c.cpuset() + ")", List.of()));
        }
        return cores;
    }

    private static MachineBox message(String text) {
        return new MachineBox(MachineBox.Kind.MESSAGE, text, List.of());
    }
}
