package tutti.cluster;

/**
 * Instance ids behind a front. Replica {@code r} (from 0) in its start {@code g} numbers its
 * instances from {@code (r + 1) * 10^15 + (g mod 1000) * 10^12 + 1}, so that the front routes a
 * request for an instance by its id alone, and an id given out before a replica was restarted is
 * never taken by an instance of the new process. Decimal, so people can read the replica off an id.
 */
final class InstanceIds {

    static final long PER_REPLICA = 1_000_000_000_000_000L;
    static final long PER_GENERATION = 1_000_000_000_000L;
    /** Largest replica index an id can name (ids stay below Long.MAX_VALUE). */
    static final int MAX_REPLICAS = (int) (Long.MAX_VALUE / PER_REPLICA) - 1;

    private InstanceIds() {
    }

    static long first(int replica, int generation) {
        return (replica + 1) * PER_REPLICA + (generation % 1000) * PER_GENERATION + 1;
    }

    /** The replica an id belongs to, or -1 for an id no replica gives out. */
    static int replica(long id) {
        return id < PER_REPLICA ? -1 : (int) (id / PER_REPLICA) - 1;
    }

    /** The start of its replica ({@code mod 1000}) an id was given out in. */
    static int generation(long id) {
        return (int) (id % PER_REPLICA / PER_GENERATION);
    }

    /**
     * The ids a replica that numbers from {@code first} answers for itself: those of every start of
     * it when it journals (a restart recovers the instances of earlier starts), else this start's only.
     *
     * @return from (included) and to (excluded)
     */
    static long[] answeredBy(long first, boolean journaled) {
        if (journaled) {
            long from = (replica(first) + 1) * PER_REPLICA;
            return new long[] { from, from + PER_REPLICA };
        }
        long from = first - 1;
        return new long[] { from, from + PER_GENERATION };
    }
}
