package tutti.ui.topology.overlay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.cluster.ThreadSeats;
import tutti.overseer.IndexSet;
import tutti.overseer.ObjectType;
import tutti.overseer.Topology;
import tutti.overseer.TopologyObject;
import tutti.ui.topology.layout.Box;
import tutti.ui.topology.layout.BoxKind;

/** Puts a placement on a machine's boxes: colours, outlines, hatching, thread badges and the legend. */
public final class Overlay {

    private final Placement placement;

    public Overlay(Placement placement) {
        this.placement = placement;
    }

    public Placement placement() {
        return placement;
    }

    public BoxLook look(Box box) {
        if (placement.replicas().isEmpty() && box.kind() != BoxKind.PU && box.kind() != BoxKind.FOLDED) {
            return BoxLook.PLAIN;
        }
        return switch (box.kind()) {
            case PU, FOLDED -> cpus(box);
            case NUMANODE -> memory(box);
            default -> BoxLook.PLAIN;
        };
    }

    private BoxLook cpus(Box box) {
        IndexSet cpus = box.cpuset();
        List<Integer> fills = new ArrayList<>();
        boolean hatched = false;
        boolean warning = false;
        for (PlacedReplica r : placement.replicas()) {
            if (r.drawnCpus(placement.allowed()).intersects(cpus)) {
                fills.add(r.id());
                hatched |= r.down();
            }
            if (r.bindingWarning() != null && (r.boundCpus().intersects(cpus) != r.cpus().intersects(cpus))) {
                warning = true;
            }
        }
        boolean greyed = !cpus.isEmpty() && !placement.allowed().intersects(cpus);
        return new BoxLook(fills, List.of(), hatched, greyed, warning);
    }

    private BoxLook memory(Box box) {
        if (box.object() == null || box.object().osIndex() < 0) {
            return BoxLook.PLAIN;
        }
        List<Integer> outlines = new ArrayList<>();
        for (PlacedReplica r : placement.replicas()) {
            if (r.nodes().contains(box.object().osIndex())) {
                outlines.add(r.id());
            }
        }
        return new BoxLook(List.of(), outlines, false, false, false);
    }

    /**
     * The thread badges of each object that pinned threads sit on (a core, or a package under the
     * per-cpu policy): e.g. {@code K0 K2 I1}, prefixed by the replica when several share it.
     */
    public static Map<TopologyObject, String> badges(Topology topology, Placement placement) {
        Map<TopologyObject, Map<Integer, List<String>>> seated = new LinkedHashMap<>();
        for (PlacedReplica r : placement.replicas()) {
            for (ThreadSeats.Seat s : r.seats()) {
                TopologyObject at = holder(topology, s.cpus());
                if (at != null) {
                    seated.computeIfAbsent(at, k -> new LinkedHashMap<>()).computeIfAbsent(r.id(), k -> new ArrayList<>())
                            .add((s.kernel() ? "K" : "I") + s.thread().substring(s.thread().indexOf('-') + 1));
                }
            }
        }
        Map<TopologyObject, String> out = new LinkedHashMap<>();
        seated.forEach((object, byReplica) -> {
            List<String> parts = new ArrayList<>();
            byReplica.forEach((replica, threads) -> parts.add((byReplica.size() > 1 ? "r" + replica + ":" : "")
                    + String.join(" ", threads)));
            out.put(object, String.join("  ", parts));
        });
        return out;
    }

    /** The smallest core or package whose CPUs hold the seat's. */
    private static TopologyObject holder(Topology topology, IndexSet cpus) {
        for (ObjectType type : List.of(ObjectType.CORE, ObjectType.PACKAGE)) {
            for (TopologyObject o : topology.objects(type)) {
                if (o.cpuset().containsAll(cpus)) {
                    return o;
                }
            }
        }
        return null;
    }

    /** One line per replica for the legend: what it stands for, where it runs, how it is. */
    public static String legendLine(PlacedReplica r) {
        StringBuilder b = new StringBuilder("replica ").append(r.id()).append(" \u00b7 ").append(r.share());
        b.append(" \u00b7 ").append(r.cpus().isEmpty() ? "unbound" : "CPUs " + r.cpus());
        if (!r.nodes().isEmpty()) {
            b.append(", memory on node").append(r.nodes().size() == 1 ? " " : "s ").append(r.nodes());
        }
        if (r.pid() > 0) {
            b.append(" \u00b7 pid ").append(r.pid());
        }
        if (r.port() > 0) {
            b.append(" \u00b7 port ").append(r.port());
        }
        b.append(" \u00b7 ").append(r.state());
        if (!r.state().equals("planned")) {
            b.append(", ").append(r.restarts()).append(r.restarts() == 1 ? " restart" : " restarts");
        }
        if (r.kernels() > 0) {
            b.append(" \u00b7 ").append(r.kernels()).append(" Kernel + ").append(r.invokers()).append(" Invoker threads")
                    .append(r.seats().isEmpty() ? " (floating)" : "");
        }
        return b.toString();
    }
}
