package tutti.ui.topology.layout;

/**
 * How to draw a machine.
 *
 * @param logical indexes as hwloc's logical ones ({@code L#}) instead of the operating system's ({@code P#})
 * @param fold    draw runs of more than four identical siblings as first, "… N more", last (as lstopo does)
 */
public record DrawingOptions(boolean logical, boolean fold) {

    /** lstopo's default: physical indexes, folded. */
    public static DrawingOptions defaults() {
        return new DrawingOptions(false, true);
    }

    /** Runs longer than this are folded. */
    public static final int FOLD_ABOVE = 4;
}
