package tutti.ui.topology.layout;

import tutti.overseer.ObjectType;

/** What a box of the drawing stands for; lstopo gives each kind its own colour. */
public enum BoxKind {
    MACHINE, PACKAGE, DIE, GROUP, NUMANODE, CACHE, CORE, PU, OTHER,
    /** A run of identical siblings drawn as one "… N more" box. */
    FOLDED;

    static BoxKind of(ObjectType type) {
        if (type.isCache()) {
            return CACHE;
        }
        return switch (type) {
            case MACHINE -> MACHINE;
            case PACKAGE -> PACKAGE;
            case DIE -> DIE;
            case GROUP -> GROUP;
            case NUMANODE, MEMCACHE -> NUMANODE;
            case CORE -> CORE;
            case PU -> PU;
            default -> OTHER;
        };
    }
}
