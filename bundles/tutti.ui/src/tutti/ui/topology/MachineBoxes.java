package tutti.ui.topology;

import java.util.ArrayList;
import java.util.List;

import tutti.overseer.Availability;
import tutti.overseer.Overseer;
import tutti.overseer.OverseerException;
import tutti.overseer.TopologySummary;

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

    /**
     * The summary gives counts only, so cores are shown spread evenly over packages, as they
     * are on the symmetric machines hwloc reports here.
     */
    static MachineBox of(TopologySummary s) {
        List<MachineBox> packages = new ArrayList<>();
        int coresPerPackage = Math.max(1, s.cores() / Math.max(1, s.packages()));
        int pusPerCore = Math.max(1, s.pus() / Math.max(1, s.cores()));
        int core = 0;
        for (int p = 0; p < s.packages(); p++) {
            List<MachineBox> cores = new ArrayList<>();
            for (int c = 0; c < coresPerPackage && core < s.cores(); c++, core++) {
                cores.add(new MachineBox(MachineBox.Kind.CORE, "Core " + core + "\n" + pusPerCore + " PU", List.of()));
            }
            packages.add(new MachineBox(MachineBox.Kind.PACKAGE, "Package " + p, cores));
        }
        String label = "Machine (" + s.pus() + " PU" + (s.pus() == 1 ? "" : "s") + ")\n"
                + s.describe().replace(", ", "\n");
        return new MachineBox(MachineBox.Kind.MACHINE, label, packages);
    }

    private static MachineBox message(String text) {
        return new MachineBox(MachineBox.Kind.MESSAGE, text, List.of());
    }
}
