package tutti.ui.topology.overlay;

import java.util.List;

/**
 * How the replicas change one box's look.
 *
 * @param fills    replicas whose CPUs the box holds (a PU, or a folded run): drawn in their colours, side by side
 * @param outlines replicas whose memory is bound to the box (a NUMA node): outlined in their colours
 * @param hatched  a replica it is filled for is down
 * @param greyed   outside the CPUs the engine may use
 * @param warning  the kernel binds a replica here that its plan does not, or the other way round
 */
public record BoxLook(List<Integer> fills, List<Integer> outlines, boolean hatched, boolean greyed, boolean warning) {

    public static final BoxLook PLAIN = new BoxLook(List.of(), List.of(), false, false, false);

    public BoxLook {
        fills = List.copyOf(fills);
        outlines = List.copyOf(outlines);
    }
}
