package tutti.overseer;

/**
 * The four machines the published experiments ran on, as hwloc synthetic descriptions (SMT off, as
 * the experiments ran), with each machine's memory from the papers. They let users ask what Tutti
 * would do on such a machine without having one.
 */
public enum PaperMachine {
    XEON_16("Xeon-16", "Sun Fire X4450: 4 Xeon E7340, 16 cores, L2 shared by 2 cores, no NUMA, 16 GB",
            "[numa(memory=16GiB)] pack:4 l2:2(size=4MiB) l1d:2(size=32KiB) core:1 pu:1"),
    OPTERON_12("Opteron-12", "2 Opteron 2435, 12 cores, L3 per package, 2 NUMA nodes of 32 GB",
            "pack:2 [numa(memory=32GiB)] l3:1(size=6MiB) l2:6(size=512KiB) l1d:1(size=64KiB) core:1 pu:1"),
    NEHALEM_24("Nehalem-24", "Dell PowerEdge M910: 4 Xeon E7540, 24 cores, L3 per package, 4 NUMA nodes of 32 GB",
            "pack:4 [numa(memory=32GiB)] l3:1(size=18MiB) l2:6(size=256KiB) l1d:1(size=32KiB) core:1 pu:1"),
    P7_32("P7-32", "IBM P755: 4 Power7, 32 cores, L3 per core, 4 NUMA nodes of 32 GB",
            "pack:4 [numa(memory=32GiB)] l3:8(size=4MiB) l2:1(size=256KiB) l1d:1(size=32KiB) core:1 pu:1");

    private final String title;
    private final String description;
    private final String synthetic;

    PaperMachine(String title, String description, String synthetic) {
        this.title = title;
        this.description = description;
        this.synthetic = synthetic;
    }

    /** The papers' name, e.g. {@code Nehalem-24}. */
    public String title() {
        return title;
    }

    /** The machine in a sentence. */
    public String description() {
        return description;
    }

    public String synthetic() {
        return synthetic;
    }

    public TopologySource source() {
        return TopologySource.synthetic(synthetic);
    }

    /** By the papers' name, ignoring case; null when none is called so. */
    public static PaperMachine named(String name) {
        for (PaperMachine m : values()) {
            if (m.title.equalsIgnoreCase(name.strip())) {
                return m;
            }
        }
        return null;
    }
}
