package tutti.ui.topology.draw;

import tutti.ui.topology.layout.BoxKind;

/** lstopo's palette as 0xRRGGBB, so the drawing reads like the tool users compare it with. */
final class LstopoColors {

    static final int BORDER = 0x000000;
    static final int TEXT = 0x000000;
    /** CPUs the engine may not use. */
    static final int GREYED = 0x8C8C8C;
    static final int GREYED_TEXT = 0xF0F0F0;
    static final int WARNING = 0xD62728;
    static final int SELECTED = 0x1A1A1A;

    private LstopoColors() {
    }

    static int fill(BoxKind kind) {
        return switch (kind) {
            case MACHINE, CACHE, PU, OTHER -> 0xFFFFFF;
            case PACKAGE -> 0xD2E7A4;
            case DIE, GROUP -> 0xF0F0F0;
            case NUMANODE -> 0xEFDFDE;
            case CORE -> 0xBEBEBE;
            case FOLDED -> 0xF6F6F6;
        };
    }
}
