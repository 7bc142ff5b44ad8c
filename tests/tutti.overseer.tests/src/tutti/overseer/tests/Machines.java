package tutti.overseer.tests;

/** The machines of the papers as hwloc synthetic descriptions (see shared/NATIVE-NOTES.md). */
final class Machines {

    static final String OPTERON_12 = "pack:2 [numa(memory=8GiB)] l3:1(size=6MiB) l2:6(size=512KiB) l1d:1(size=64KiB) core:1 pu:1";
    static final String NEHALEM_24 = "pack:4 [numa(memory=16GiB)] l3:1(size=18MiB) l2:6(size=256KiB) l1d:1(size=32KiB) core:1 pu:1";
    static final String XEON_16 = "pack:4 l2:2(size=4MiB) l1d:2(size=32KiB) core:1 pu:1";
    static final String P7_32 = "pack:4 [numa(memory=32GiB)] l3:8(size=4MiB) l2:1(size=256KiB) l1d:1(size=32KiB) core:1 pu:1";

    private Machines() {
    }
}
