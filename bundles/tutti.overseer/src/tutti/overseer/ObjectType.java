package tutti.overseer;

/** Kinds of topology objects, named as hwloc names them. */
public enum ObjectType {
    MACHINE("Machine", "Machine"),
    PACKAGE("Package", "Package"),
    DIE("Die", "Die"),
    GROUP("Group", "Group"),
    NUMANODE("NUMANode", "NUMANode"),
    MEMCACHE("MemCache", "MemCache"),
    L1CACHE("L1Cache", "L1d"),
    L2CACHE("L2Cache", "L2"),
    L3CACHE("L3Cache", "L3"),
    L4CACHE("L4Cache", "L4"),
    L5CACHE("L5Cache", "L5"),
    L1ICACHE("L1iCache", "L1i"),
    L2ICACHE("L2iCache", "L2i"),
    L3ICACHE("L3iCache", "L3i"),
    CORE("Core", "Core"),
    PU("PU", "PU"),
    MISC("Misc", "Misc"),
    OTHER("Other", "Other");

    private final String hwlocName;
    private final String shortName;

    ObjectType(String hwlocName, String shortName) {
        this.hwlocName = hwlocName;
        this.shortName = shortName;
    }

    /** The name in hwloc's type strings and XML ({@code L3Cache}). */
    public String hwlocName() {
        return hwlocName;
    }

    /** The name lstopo prints ({@code L3}, {@code L1d}). */
    public String shortName() {
        return shortName;
    }

    public boolean isCache() {
        return name().endsWith("CACHE") && this != MEMCACHE;
    }

    public static ObjectType ofHwlocName(String name) {
        for (ObjectType t : values()) {
            if (t.hwlocName.equals(name)) {
                return t;
            }
        }
        return OTHER;
    }
}
